"""Random full Babel games through the conformance helper, with conservation of
the 60 people and 45 temple cards, no hidden card reaching another seat, and
"listed iff accepted" at many reachable states."""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain

import msgspec
import pytest

from engines.babel import GAME, powers
from engines.babel.actions import (
    BabelBuild,
    BabelBuildReserved,
    BabelDestroy,
    BabelDiscard,
    BabelEliminate,
    BabelEndTurn,
    BabelHalveHand,
    BabelMigrate,
    BabelSettle,
    BabelSkipLevel,
    BabelStealCards,
    BabelStealLevel,
    BabelTravel,
)
from engines.babel.components import PEOPLE_CARDS_EACH, PEOPLES, TEMPLE_CARDS
from engines.babel.decisions import RULEBOOK, _listing_rank, decision, first_turn_applies
from engines.babel.events import BabelPeopleDrawn, BabelPeopleReshuffled, BabelTableSet
from engines.babel.state import BabelPhase, with_cards
from engines.core import IllegalAction
from engines.core.conformance import playout

GAMES = 500
ALL_LISTED_EVERY = 25  # one game in 25 also runs every listed action
BUILDS = (BabelBuild, BabelBuildReserved, BabelSkipLevel, BabelStealLevel)
PEOPLE = {people: PEOPLE_CARDS_EACH for people in PEOPLES}


def invariant(state) -> None:
    if state.phase == "setup":
        return
    sides = state.sides
    for side in sides:
        assert len(side.columns) == len(side.temples)
    laid = chain.from_iterable(side.columns for side in sides)
    people = Counter(chain(state.people_pile, state.people_discard, *(side.hand for side in sides), *laid))
    built = chain.from_iterable(side.temples for side in sides)
    temples = Counter(chain(state.temple_pile, *(side.quarry for side in sides), *built))
    temples[1] += sum(side.reserved_temple for side in sides)
    assert dict.__eq__(people, PEOPLE) and dict.__eq__(temples, TEMPLE_CARDS)  # every kind is expected
    assert (state.phase == "halving") == (state.halving > 0)


def check_view(state, viewer, view) -> None:
    for seat, side in enumerate(view.sides):
        assert side.hand_count == len(state.sides[seat].hand)
        assert side.hand == (state.sides[seat].hand if seat == viewer else None)
    assert view.temple_pile_count == len(state.temple_pile)
    assert view.people_pile_count == len(state.people_pile)


def check_event(event, viewer, redacted) -> None:
    if isinstance(event, BabelTableSet):
        assert redacted.people_pile is None and redacted.temple_pile is None
        assert redacted.people_count == event.people_count
    elif isinstance(event, BabelPeopleReshuffled):
        assert redacted.order is None and redacted.count == event.count
    elif isinstance(event, BabelPeopleDrawn):
        assert redacted.count == event.count
        assert redacted.cards == (event.cards if viewer == event.seat else None)
    else:
        assert redacted == event


def _shuffled(items, rng) -> list:
    """A uniform shuffle: sorted by random keys, drawn in one pass (rng.shuffle draws
    one bounded integer per item in Python)."""
    keys = [rng.random() for _ in items]
    return [items[index] for index in sorted(range(len(items)), key=keys.__getitem__)]


def scramble(state, seat, rng):
    """Deal the cards `seat` cannot see (the other hand, both piles) anew."""
    other = 1 - seat
    hidden = _shuffled(state.sides[other].hand + state.people_pile, rng)
    count = len(state.sides[other].hand)
    side = msgspec.structs.replace(state.sides[other], hand=with_cards((), tuple(hidden[:count])))
    sides = (side, state.sides[1]) if other == 0 else (state.sides[0], side)
    return msgspec.structs.replace(
        state,
        sides=sides,
        people_pile=tuple(hidden[count:]),
        temple_pile=tuple(_shuffled(state.temple_pile, rng)),
    )


def builder(state, seat, legal, rng):
    """Half the games favour temples so the score endings are reached too."""
    favoured = [action for action in legal if isinstance(action, BUILDS)]
    if favoured and rng.random() < 0.9:
        return rng.choice(favoured)
    settle = [action for action in legal if isinstance(action, BabelSettle)]
    if settle and rng.random() < 0.5:
        return rng.choice(settle)
    return rng.choice(legal)


def every_action(state):
    """Every well-formed action: each kind with each value of its domain."""
    longest = max(len(column) for side in state.sides for column in side.columns)
    quarries = (-1, 0, 1, 2)
    yield BabelBuildReserved()
    yield BabelEndTurn()
    for quarry in quarries:
        yield BabelBuild(quarry=quarry)
    for people in PEOPLES:
        yield BabelTravel(site=people)
        yield BabelSettle(people=people)
        yield BabelDiscard(people=people)
        for target in PEOPLES:
            yield BabelMigrate(source=people, target=target)
    for position in range(-1, longest + 1):
        yield BabelDestroy(position=position)
        yield BabelStealCards(position=position)
        yield BabelStealLevel(position=position)
        yield BabelHalveHand(position=position)
        for people in PEOPLES:
            yield BabelEliminate(position=position, people=people)
        for quarry in quarries:
            yield BabelSkipLevel(position=position, quarry=quarry)


def run(seed, **extra):
    return playout(
        GAME,
        2,
        seed=seed,
        invariant=invariant,
        check_view=check_view,
        check_event=check_event,
        scramble=scramble,
        choose=builder if seed % 2 else None,
        **extra,
    )


CHUNKS = 5  # run as separate tests so pytest-xdist spreads them over the cores


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games(chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        game = run(seed, check_all_listed=seed % ALL_LISTED_EVERY == 0)
        result = GAME.result(game.states[-1])
        assert result.winners and result.scores == [side.score for side in GAME.view(game.states[-1], None).sides]
        assert game.states[-1].end_reason is not None


@pytest.mark.parametrize("rules_version", range(1, GAME.rules_version))
def test_random_games_under_older_rules(rules_version):
    """Matches created before a rule fix keep being played by their rules."""
    for seed in range(0, GAMES, 10):
        game = run(seed, rules_version=rules_version)
        assert game.states[-1].rules == rules_version
        assert GAME.result(game.states[-1]).winners


def test_random_games_reach_the_rules_endings():
    """The rules' own endings are reached in random play (20 points: see the rule tests)."""
    endings = Counter(
        playout(GAME, 2, seed=seed, choose=builder if seed % 2 else None).states[-1].end_reason for seed in range(200)
    )
    assert {"last_temple", "fifteen_to_ten"} <= set(endings), endings


def test_every_unlisted_candidate_is_refused():
    """At every decision of random playouts: the listing is the candidates its
    rules accept, and `decide` refuses every other candidate, saying why."""
    refused = Counter()

    def check_then_choose(state, seat, legal, rng):
        candidates = RULEBOOK.candidates(state, seat)
        assert set(legal) <= set(candidates)
        for action in candidates:
            if action not in legal:
                with pytest.raises(IllegalAction) as error:
                    GAME.decide(state, seat, action, random.Random(0))
                assert str(error.value) == RULEBOOK.refusal(state, seat, action)
                refused[type(action).__name__] += 1
        return builder(state, seat, legal, rng)

    for seed in range(40):
        playout(GAME, 2, seed=seed, choose=check_then_choose)
    assert sum(refused.values()) > 1000 and len(refused) >= 8, refused


def test_listed_iff_accepted():
    rng = random.Random(1)
    checked = 0
    for seed in range(1000, 1030):
        states = run(seed).states
        for state in rng.sample(states, 15):
            for seat in (0, 1):
                legal = GAME.legal_actions(state, seat)
                assert len(set(legal)) == len(legal)
                for action in every_action(state):
                    try:
                        GAME.decide(state, seat, action, random.Random(0))
                    except IllegalAction:
                        assert action not in legal, (action, seat)
                    else:
                        assert action in legal, (action, seat)
                        checked += 1
    assert checked > 1000


def test_the_listing_is_the_whole_rulebooks_in_its_order():
    """Phase 2 is listed by the rules that can list something now (decisions._LISTINGS):
    the same actions as the whole Rulebook's, in the order Babel always listed them."""
    seen = Counter()

    def check_then_choose(state, seat, legal, rng):
        whole = RULEBOOK.legal_actions(state, seat)
        invoking = decision(state, seat) == BabelPhase.ACTIONS and powers.invokers(state, seat)
        assert legal == (sorted(whole, key=_listing_rank) if invoking else whole)
        seen[bool(invoking), first_turn_applies(state, seat)] += 1
        return builder(state, seat, legal, rng)

    for seed in range(60):
        playout(GAME, 2, seed=seed, choose=check_then_choose, rules_version=1 + seed % GAME.rules_version)
    assert {(True, False), (False, True), (False, False)} <= set(seen), seen  # (powers; the first turn)
