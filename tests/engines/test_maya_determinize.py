"""Maya's determinization (engines/maya/determinize.py) and scores: a state sampled
from a seat's events shows that seat its view and legal actions, holds every seat's
worker cards (in hand or in the quarries), and plays on to the end."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from msgspec.structs import replace

from engines.maya import GAME
from engines.maya import events as ev
from engines.maya.actions import MayaBuild
from engines.maya.state import MayaOptions, MayaPhase, MayaState
from tests.engines.determinize_checks import check_worlds, random_matches
from tests.engines.test_maya_support import act, building_state

CASES = [(3, MayaOptions()), (4, MayaOptions(professional=True)), (5, MayaOptions(professional=True))]


def worker_cards(state: MayaState) -> list[Counter[int]]:
    """Each seat's worker cards, in hand or laid at a quarry."""
    return [
        Counter(state.hands[s]) + Counter(c.value for q in state.quarries for c in q if c.seat == s)
        for s in range(state.players)
    ]


@pytest.mark.parametrize(("players", "options"), CASES, ids=["3p", "4p-pro", "5p-pro"])
def test_a_sampled_world_agrees_with_the_seat_and_plays_on(players: int, options: MayaOptions) -> None:
    rng = random.Random(players)
    checked = 0
    for state, events in random_matches(GAME, players, options, range(4)):
        if rng.random() < 0.02 or GAME.result(state) is not None:
            check_worlds(GAME, players, options, state, events, worker_cards, rng)
            checked += 1
    assert checked >= 15


def test_worlds_keep_the_cards_a_seat_places_later_in_the_round() -> None:
    """While quarries are still face down: each hidden card is drawn among its
    owner's cards of that back, and never one he is later seen to place (the
    turned quarries show it), so every world can replay the whole round."""
    options, rng = MayaOptions(), random.Random(7)
    checked = 0
    for state, events in random_matches(GAME, 3, options, range(6)):
        if checked < 10 and isinstance(events[-1], ev.MayaQuarryRevealed) and state.phase == MayaPhase.EVALUATION:
            check_worlds(GAME, 3, options, state, events, worker_cards, rng, samples=3)
            checked += 1
    assert checked >= 5


def test_sealed_bids_are_drawn_within_the_bidders_gold() -> None:
    options, rng = MayaOptions(professional=True), random.Random(11)
    checked = 0
    for state, events in random_matches(GAME, 4, options, range(8)):
        if checked < 8 and isinstance(events[-1], ev.MayaBidSealed):
            check_worlds(GAME, 4, options, state, events, worker_cards, rng, samples=3)
            checked += 1
    assert checked >= 3


def test_scores_add_the_payout_the_pyramids_would_give_now() -> None:
    """Gold, plus phase 3 as the pyramids stand; the payout the last stone then
    triggers adds the level it completes."""
    # 3 players: Chichen Itza, Copan, Uxmal, Palenque; seat 0 builds the last stone.
    state = building_state(
        3,
        (
            ((0, 0, 1, 1, 2), (), (), ()),
            ((2,), (), ()),
            ((1, 1, 1, 0, 0, 2, 2), (), ()),
            ((), (), ()),
        ),
        (1, 0, 0),
        0,
        gold=(4, 0, 1),
    )
    # Chichen Itza pays 2 to seats 0 and 1, 1 to seat 2; Copan 3 to seat 2; Uxmal 3 to seat 1, 1 to seats 0, 2.
    assert GAME.scores(state) == (4 + 2 + 1, 0 + 2 + 3, 1 + 1 + 3 + 1)
    after, _ = act(state, 0, MayaBuild(3))  # Palenque's first stone, then the payout
    assert after.gold == (4 + 2 + 1 + 3, 0 + 2 + 3, 1 + 1 + 3 + 1)


def test_once_the_game_is_over_scores_are_the_gold() -> None:
    state = replace(building_state(3, (((0,), (), (), ()),) + ((((), (), ())),) * 3, (0, 0, 0), 0), phase="over")
    assert GAME.scores(replace(state, gold=(9, 8, 7))) == (9, 8, 7)
