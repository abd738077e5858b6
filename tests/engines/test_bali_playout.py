"""Random full games of Bali through the shared conformance checker: conservation
of every card and offering, no hidden card in another seat's view or events, a
view independent of what the seat cannot see, and replay equal to live play."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from msgspec.structs import replace

from engines.bali import GAME
from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import (
    CARDS,
    COLOURS,
    CROPS,
    OFFERING_CARDS_PER_CROP,
    PLAY_CARDS,
    STARTING_HAND,
    BaliCard,
)
from engines.bali.state import BaliOptions, BaliState, sorted_cards
from engines.core import IllegalAction
from engines.core.conformance import playout

GAMES_PER_SETTING = 30
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


EXPECTED_CARDS = {players: +expected_cards(players) for players in (2, 3, 4)}


def invariant(state: BaliState) -> None:
    cards = [*state.deck, *state.box, *(card for column in state.market for card in column)]
    for player in state.players:
        assert len(player.hand) <= 3
        assert player.hand == sorted_cards(player.hand)
        cards += player.hand
        cards += ["stonecutter"] * player.stonecutters + ["priest"] * player.priests
        cards += ["sanctuary"] * player.sanctuaries
        for crop, n in zip(CROPS, player.cultivators):
            cards += [f"{crop}_cultivator"] * n
        assert player.stones >= 0 and player.points >= 0
        assert min(player.offerings) >= 0
    assert Counter(cards) == EXPECTED_CARDS[len(state.players)]
    for index, crop in enumerate(CROPS):
        on_altar = sum(card.crop == crop for card in state.altar)
        held = sum(player.offerings[index] for player in state.players)
        assert state.reserve[index] >= 0
        assert state.reserve[index] + on_altar + held == OFFERING_CARDS_PER_CROP
    assert "oracle" not in [card for column in state.market for card in column]
    if state.demon is not None:
        assert state.demon in range(4)


def check_view(state: BaliState, viewer: int | None, view) -> None:
    for seat, seen in enumerate(view.players):
        player = state.players[seat]
        assert seen.hand_count == len(player.hand)
        assert seen.offering_count == sum(player.offerings)
        if seat == viewer:
            assert seen.hand == player.hand and seen.offerings == player.offerings
        else:
            assert seen.hand is None and seen.offerings is None
    assert view.deck_count == len(state.deck)
    top = len(state.altar) - 1
    for index, (card, seen) in enumerate(zip(state.altar, view.altar, strict=True)):
        known = (index == top and card.face_up) or (viewer is not None and viewer in card.known_to)
        assert seen == (card.crop if known else None)


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
    cards = _rotate(list(state.deck) + [card for o in others for card in state.players[o].hand], rng)
    top = len(state.altar) - 1
    hidden = [
        index
        for index, card in enumerate(state.altar)
        if not (index == top and card.face_up) and seat not in card.known_to
    ]
    crops = [state.altar[index].crop for index in hidden]
    for other in others:
        crops += [crop for crop, n in zip(CROPS, state.players[other].offerings) for _ in range(n)]
    crops = _rotate(crops, rng)
    players = list(state.players)
    for other in others:
        player = players[other]
        hand, cards = sorted_cards(cards[: len(player.hand)]), cards[len(player.hand) :]
        mine, crops = crops[: sum(player.offerings)], crops[sum(player.offerings) :]
        players[other] = replace(player, hand=hand, offerings=tuple(mine.count(crop) for crop in CROPS))
    altar = list(state.altar)
    for index, crop in zip(hidden, crops, strict=True):
        altar[index] = replace(altar[index], crop=crop)
    return replace(state, players=tuple(players), deck=tuple(cards), altar=tuple(altar))


HOOKS = dict(invariant=invariant, check_view=check_view, check_event=check_event, scramble=scramble)


@pytest.mark.parametrize("setting", SETTINGS, ids=_ids)
def test_random_games(setting) -> None:
    players, options = setting
    for seed in range(GAMES_PER_SETTING):
        run = playout(GAME, players, options, seed=seed, check_all_listed=seed % 10 == 0, **HOOKS)
        final = run.states[-1]
        assert final.phase == "over" and not final.deck
        assert GAME.result(final).scores == list(final.final.scores)
