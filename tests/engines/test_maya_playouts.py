"""Random full Maya games through the conformance helper, and the "listed iff
accepted" check at many reachable states."""

from __future__ import annotations

import random

import pytest

from engines.core import IllegalAction, rng_for
from engines.core.conformance import playout
from engines.maya import GAME
from engines.maya import actions as a
from engines.maya.components import BLUE_MARKERS, ROUNDS
from engines.maya.decisions import RULEBOOK
from engines.maya.events import MayaRoundEnded
from engines.maya.state import MayaOptions
from tests.engines.test_maya_support import (
    check_event,
    check_view,
    gold_from_events,
    invariant,
    scramble,
)

GAMES_PER_COMBO = 300
CHUNKS = 4  # each combo's games as separate tests, so pytest-xdist spreads them over the cores
COMBOS = [(players, pro) for players in (3, 4, 5) for pro in (False, True)]


def check_playout(players: int, options: MayaOptions, seed: int, **extra) -> None:
    run = playout(
        GAME,
        players,
        options,
        seed=seed,
        check_all_listed=seed < 10,  # every listed action tried: the costliest check
        invariant=invariant,
        check_view=check_view,
        check_event=check_event,
        scramble=scramble if seed % 3 == 0 else None,
        **extra,
    )
    final = run.states[-1]
    result = GAME.result(final)
    assert result is not None and result.scores == list(final.gold)
    assert result.scores == gold_from_events(players, run.events)
    assert max(result.scores) == result.scores[result.winners[0]]
    assert sum(isinstance(e, MayaRoundEnded) for e in run.events) == ROUNDS


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(("players", "professional"), COMBOS)
def test_random_games(players: int, professional: bool, chunk: int) -> None:
    for seed in range(chunk, GAMES_PER_COMBO, CHUNKS):
        check_playout(players, MayaOptions(professional=professional), seed)


@pytest.mark.parametrize("rules_version", range(1, GAME.rules_version))
@pytest.mark.parametrize(("players", "professional"), COMBOS)
def test_random_games_under_older_rules(players: int, professional: bool, rules_version: int) -> None:
    """Matches created before a rule fix keep being played by their rules."""
    for seed in range(0, GAMES_PER_COMBO, 10):
        check_playout(players, MayaOptions(professional=professional), seed, rules_version=rules_version)


def superset(state, seat: int) -> list:
    """Every action kind with every parameter in (and just outside) its domain."""
    n, np, nq = state.players, len(state.pyramids), len(state.quarries)
    gold = state.gold[seat] if state.gold else 0
    out: list = [a.MayaStopPlacing(), a.MayaBoostTransport(), a.MayaKeepMarker()]
    out += [a.MayaBid(g) for g in range(-1, gold + 2)]
    out += [a.MayaChooseBlueMarker(m) for m in BLUE_MARKERS]
    out += [a.MayaPlaceWorker(q, v) for q in range(-1, nq + 1) for v in (-3, 0, 3, 4, 5, 6, 7, 8, 9)]
    for p in range(-1, np + 1):
        out += [a.MayaPlaceStartingStone(p), a.MayaDirectStone(p), a.MayaBuild(p)]
        out += [a.MayaRelocateStone(p, k, to) for k in range(-1, 5) for to in range(-1, np + 1)]
    for q in range(-1, nq + 1):
        out += [a.MayaPlacePlusTwo(q), a.MayaProtect(q)]
    for s in range(-1, n + 1):
        out += [a.MayaTakePoints(s), a.MayaNameStartPlayer(s)]
    out += [a.MayaDoubleMove(free) for free in (False, True)]
    out += [a.MayaPassBuilding(free) for free in (False, True)]
    return out


@pytest.mark.parametrize(("players", "professional"), COMBOS)
def test_listed_iff_accepted(players: int, professional: bool) -> None:
    checked = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.initial_state(players, MayaOptions(professional=professional))
        for event in GAME.setup(state, rng_for(seed, 0)):
            state = GAME.evolve(state, event)
        step = 0
        while GAME.to_move(state):
            movers = GAME.to_move(state)
            if step % 3 == 0:
                for seat in range(players):
                    legal = GAME.legal_actions(state, seat)
                    tried = superset(state, seat)
                    # The rules' own candidates are all tried here (and so refused unless listed).
                    assert set(RULEBOOK.candidates(state, seat)) <= set(tried)
                    for action in tried:
                        try:
                            GAME.decide(state, seat, action, rng_for(seed, step))
                        except IllegalAction as refused:
                            assert action not in legal, f"{action} is listed but refused: {refused}"
                            assert str(refused)
                        else:
                            assert action in legal, f"{action} is accepted but not listed"
                    checked += 1
            seat = rng.choice(movers)
            action = rng.choice(GAME.legal_actions(state, seat))
            for event in GAME.decide(state, seat, action, rng_for(seed, step)):
                state = GAME.evolve(state, event)
            step += 1
    assert checked > 100
