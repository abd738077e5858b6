"""Random full games of Bali through the shared conformance checker: conservation
of every card and offering, no hidden card in another seat's view or events, a
view independent of what the seat cannot see, and replay equal to live play."""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain, repeat

import pytest
from msgspec.structs import replace

from engines.bali import GAME
from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import (
    CARDS,
    COLOURS,
    CROPS,
    CULTIVATOR,
    OFFERING_CARDS_PER_CROP,
    PLAY_CARDS,
    STARTING_HAND,
)
from engines.bali.decisions import RULEBOOK
from engines.bali.flow import next_step
from engines.bali.state import BaliOptions, BaliState, sorted_cards
from engines.core import IllegalAction
from engines.core.conformance import playout

GAMES_PER_SETTING = 300
VARIANTS = [
    BaliOptions(),
    BaliOptions(oracle=True),
    BaliOptions(demon=True),
    BaliOptions(oracle=True, demon=True),
]
SETTINGS = [(players, options) for players in (2, 3, 4) for options in VARIANTS]


def _ids(setting) -> str:
    players, options = setting
    return f"{players}p" + "-oracle" * options.oracle + "-demon" * options.demon


# --- hooks ---


def expected_cards(players: int) -> Counter:
    """MATÉRIEL: the 58 play cards (Oracles included, in the box or not) and the
    starting sets of the seated colours."""
    cards = Counter(PLAY_CARDS)
    cards["stonecutter"] += players
    for colour in COLOURS[:players]:
        cards.update(STARTING_HAND[colour])
    return cards


EXPECTED_CARDS = {players: expected_cards(players) for players in (2, 3, 4)}
CULTIVATORS = tuple(CULTIVATOR[crop] for crop in CROPS)
# The cards a player has laid in front of him, in the order of BaliPlayer's counts.
LAID = ("stonecutter", "priest", "sanctuary", *CULTIVATORS)


def invariant(state: BaliState) -> None:
    players = state.players
    hands = (player.hand for player in players)
    cards = Counter(chain(state.deck, state.box, *state.market, *hands))
    for player in players:
        assert len(player.hand) <= 3 and player.hand == sorted_cards(player.hand)
        assert player.stones >= 0 and player.points >= 0 and min(player.offerings) >= 0
    laid = zip(
        *((player.stonecutters, player.priests, player.sanctuaries, *player.cultivators) for player in players),
        strict=True,
    )
    for card, n in zip(LAID, map(sum, laid), strict=True):
        cards[card] += n
    assert dict.__eq__(cards, EXPECTED_CARDS[len(players)])  # every kind is expected
    on_altar = [card.crop for card in state.altar]
    held = map(sum, zip(*(player.offerings for player in players), strict=True))
    for crop, in_reserve, in_hands in zip(CROPS, state.reserve, held, strict=True):
        assert in_reserve >= 0
        assert in_reserve + on_altar.count(crop) + in_hands == OFFERING_CARDS_PER_CROP
    assert "oracle" not in chain.from_iterable(state.market)
    assert state.demon in (None, 0, 1, 2, 3)


def check_view(state: BaliState, viewer: int | None, view) -> None:
    for seat, (seen, player) in enumerate(zip(view.players, state.players, strict=True)):
        assert seen.hand_count == len(player.hand)
        if seat == viewer:
            assert seen.hand == player.hand and seen.offerings == player.offerings
        else:
            assert seen.hand is None and seen.offerings is None
    assert view.deck_count == len(state.deck)
    if state.altar:
        *below, top = state.altar
        known = [card.crop if viewer in card.known_to else None for card in below]
        known.append(top.crop if top.face_up or viewer in top.known_to else None)
        assert view.altar == tuple(known)


def check_event(event, viewer: int | None, redacted) -> None:
    if isinstance(event, ev.BaliDeckShuffled):
        assert redacted.cards is None and redacted.count == len(event.cards)
    elif isinstance(event, ev.BaliAltarSeeded):
        assert redacted.crops is None and redacted.count == 4
    elif isinstance(event, ev.BaliOffered) and not event.face_up:
        assert redacted.crop == (event.crop if viewer == event.seat else None)
    elif isinstance(event, ev.BaliAltarPeeked):
        assert redacted.crops == (event.crops if viewer == event.seat else None)
    elif isinstance(event, ev.BaliOracleTaken):
        assert redacted.crop == (event.crop if viewer == event.seat else None)
        assert redacted.depth == event.depth
    else:
        assert redacted == event


def _rotate(items: list, rng: random.Random) -> list:
    """A cheap reshuffle: a random rotation (enough to move hidden cards around)."""
    cut = rng.randrange(len(items)) if items else 0
    return items[cut:] + items[:cut]


def scramble(state: BaliState, seat: int, rng: random.Random) -> BaliState:
    """Deal anew what `seat` cannot see: the others' hands with the draw pile,
    and the others' offering cards with the altar cards it does not know."""
    others = [other for other in range(len(state.players)) if other != seat]
    cards = _rotate([*state.deck, *chain.from_iterable(state.players[o].hand for o in others)], rng)
    top = len(state.altar) - 1
    hidden = [
        index
        for index, card in enumerate(state.altar)
        if seat not in card.known_to and not (index == top and card.face_up)
    ]
    crops = [state.altar[index].crop for index in hidden]
    for other in others:
        offerings = zip(CROPS, state.players[other].offerings, strict=True)
        crops += chain.from_iterable(repeat(crop, n) for crop, n in offerings)
    crops = _rotate(crops, rng)
    players = list(state.players)
    for other in others:
        player = players[other]
        hand, cards = sorted_cards(cards[: len(player.hand)]), cards[len(player.hand) :]
        mine, crops = crops[: sum(player.offerings)], crops[sum(player.offerings) :]
        players[other] = replace(player, hand=hand, offerings=tuple(map(mine.count, CROPS)))
    altar = list(state.altar)
    for index, crop in zip(hidden, crops, strict=True):
        altar[index] = replace(altar[index], crop=crop)
    return replace(state, players=tuple(players), deck=tuple(cards), altar=tuple(altar))


HOOKS = {"invariant": invariant, "check_view": check_view, "check_event": check_event}
# Time budget: every game runs the conservation, view and event checks; one in
# three also re-deals each seat's unseen cards at every step (the costliest
# check), one in ten also tries every listed action.
SCRAMBLE_EVERY, ALL_LISTED_EVERY = 3, 10


@pytest.mark.parametrize("setting", SETTINGS, ids=_ids)
def test_random_games(setting) -> None:
    players, options = setting
    for seed in range(GAMES_PER_SETTING):
        run = playout(
            GAME,
            players,
            options,
            seed=seed,
            check_all_listed=seed % ALL_LISTED_EVERY == 0,
            scramble=scramble if seed % SCRAMBLE_EVERY == 0 else None,
            **HOOKS,
        )
        final = run.states[-1]
        assert final.phase == "over" and not final.deck
        assert GAME.result(final).scores == list(final.final.scores)


# --- every listed action is accepted, every other one refused ---

SUPERSET = [
    *(act.BaliBuyOffering(crop) for crop in CROPS),
    act.BaliSkipPurchase(),
    act.BaliPlayStonecutter(),
    act.BaliPlayPriest(),
    act.BaliPlaySanctuary(),
    *(act.BaliPlayCultivators(crop, count) for crop in CROPS for count in range(-1, 5)),
    *(act.BaliRemoveCard(card) for card in CARDS),
    *(act.BaliOffer(crop) for crop in CROPS),
    *(act.BaliTakeCard(column) for column in range(-1, 6)),
    *(act.BaliTakeFromAltar(depth) for depth in range(-1, 6)),
    act.BaliLeaveAltar(),
    act.BaliChooseReward("stones"),
    act.BaliChooseReward("points"),
    *(act.BaliChooseHarvest(crop) for crop in CROPS),
]


@pytest.mark.parametrize("setting", SETTINGS, ids=_ids)
def test_listed_iff_accepted(setting) -> None:
    players, options = setting
    checked = 0
    for seed in range(3):
        run = playout(GAME, players, options, seed=1000 + seed)
        # The states where someone decides (between events of one action the
        # engine is still running its automatic steps).
        settled = [state for state in run.states[run.setup_events :] if next_step(state) is None]
        for state in settled[::3]:
            for number in range(players):
                legal = GAME.legal_actions(state, number)
                # The rules' own candidates are all tried here (and so refused unless listed).
                assert set(RULEBOOK.candidates(state, number)) <= set(SUPERSET)
                for action in SUPERSET:
                    try:
                        GAME.decide(state, number, action, random.Random(0))
                    except IllegalAction as error:
                        assert action not in legal, f"{action} is listed but refused: {error}"
                        assert str(error)
                    else:
                        assert action in legal, f"{action} is accepted but not listed"
                        checked += 1
    assert checked > 100


# --- stones, points and offering cards are accounted for by the events ---


@pytest.mark.parametrize("setting", SETTINGS, ids=_ids)
def test_tokens_and_offerings_follow_the_events(setting) -> None:
    players, options = setting
    for seed in range(10):
        run = playout(GAME, players, options, seed=2000 + seed)
        stones = [2, 3, 4, 5][:players]
        points = [0] * players
        offerings = [Counter(dict.fromkeys(CROPS, 1)) for _ in range(players)]
        for event in run.events:
            if isinstance(event, (ev.BaliOfferingBought, ev.BaliCardsPlayed)):
                stones[event.seat] -= event.cost
            if isinstance(event, ev.BaliRewarded):
                stones[event.seat] += event.stones
                points[event.seat] += event.points
            if isinstance(event, (ev.BaliOfferingBought, ev.BaliHarvested, ev.BaliOracleTaken)) and event.crop:
                offerings[event.seat][event.crop] += 1
            if isinstance(event, ev.BaliOffered) and not event.from_reserve:
                offerings[event.seat][event.crop] -= 1
        final = run.states[-1]
        assert [player.stones for player in final.players] == stones
        assert [player.points for player in final.players] == points
        assert [player.offerings for player in final.players] == [
            tuple(counter[crop] for crop in CROPS) for counter in offerings
        ]
