"""Babel's determinization (GAME.worlds): rebuilt from one seat's redacted events
alone, a sampled table shows that seat exactly the true table's view and legal
actions, holds the same 60 people and 45 temple cards, and plays on to the end:
at random points of seeded random matches, under every rules version."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.babel import GAME
from engines.babel.state import BabelState
from engines.core.determinize import Seen
from tests.engines import determinize_checks


def cards(state: BabelState) -> tuple[Counter, Counter]:
    people = Counter(state.people_pile) + Counter(state.people_discard)
    temples = Counter(state.temple_pile)
    for side in state.sides:
        people += Counter(side.hand) + Counter(card for column in side.columns for card in column)
        temples += Counter(side.quarry) + Counter(level for temple in side.temples for level in temple)
        temples[1] += side.reserved_temple
    return people, temples


OPTIONS = GAME.options_type()


def random_matches(seeds, rules_version=None):
    return determinize_checks.random_matches(GAME, 2, OPTIONS, seeds, rules_version)


def seen_by(state: BabelState, events, seat: int) -> Seen:
    return determinize_checks.seen_by(GAME, state, events, seat, 2, OPTIONS)


def play_to_the_end(state: BabelState, rng: random.Random) -> BabelState:
    while GAME.result(state) is None:
        mover = rng.choice(GAME.to_move(state))
        state = GAME.play(state, mover, rng.choice(GAME.legal_actions(state, mover)), rng)[1]
    return state


def check(state: BabelState, events, seat: int, rng: random.Random) -> bool:
    """Two worlds agree with the seat; whether one differs from the true table."""
    worlds = GAME.worlds(seen_by(state, events, seat))
    differs = False
    for _ in range(2):
        world = worlds.sample(rng)
        assert GAME.view(world, seat) == GAME.view(state, seat)
        assert GAME.legal_actions(world, seat) == GAME.legal_actions(state, seat)
        assert cards(world) == cards(state)
        assert GAME.scores(world) == GAME.scores(state)
        differs |= world != state
        assert GAME.result(play_to_the_end(world, rng)) is not None
    return differs


@pytest.mark.parametrize("rules_version", range(1, GAME.rules_version + 1))
def test_a_sampled_world_agrees_with_the_seat_and_plays_on(rules_version):
    rng = random.Random(rules_version)
    checked, differed = 0, 0
    for state, events in random_matches(range(6), rules_version):
        if rng.random() < 0.04 or GAME.result(state) is not None:
            for seat in (0, 1):
                differed += check(state, events, seat, rng)
            checked += 1
    assert checked >= 20 and differed >= checked, (checked, differed)


def test_worlds_draw_from_the_rng_alone():
    state, events = next((s, e) for s, e in random_matches([3]) if s.turn == 6)
    worlds = GAME.worlds(seen_by(state, events, 0))
    assert worlds.sample(random.Random(5)) == worlds.sample(random.Random(5))
    hands = {worlds.sample(random.Random(seed)).sides[1].hand for seed in range(20)}
    assert len(hands) > 1 and all(len(hand) == len(state.sides[1].hand) for hand in hands)


def test_scores_are_the_sum_of_the_top_levels():
    for state, _ in random_matches([1]):
        assert GAME.scores(state) == tuple(side.score for side in GAME.view(state, None).sides)
