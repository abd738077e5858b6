"""The table around a game (engines/core/table.py), on a toy game whose turns are
easy to follow: clocks by the millisecond, forfeits, and how the match ends."""

from __future__ import annotations

import random

import msgspec
import pytest

from engines.core import ActionBase, EventBase, Game, Result
from engines.core import table as tables
from engines.core.determinize import Worlds
from engines.core.table import MatchAborted, SeatResigned, SeatTimedOut, TimeControl


class Pick(ActionBase, frozen=True, tag="pick"):
    pass


class Picked(EventBase, frozen=True, tag="picked"):
    seat: int


class Dealt(EventBase, frozen=True, tag="dealt"):
    pass


class Toy(msgspec.Struct, frozen=True):
    players: int
    dealt: bool = False
    picks: tuple[int, ...] = ()  # seats in the order they picked


class ToyGame(Game):
    """Round one: every seat picks at once (sealed bids). Then seat 0, 1, ... in turn
    pick once more; the last to pick scores most."""

    id, title, min_players, max_players = "toy", "Toy", 2, 4
    state_type, action_type, event_type, view_type, options_type = Toy, Pick, Picked | Dealt, Toy, Toy

    def initial_state(self, players, options, rules_version=None):
        return Toy(players)

    def setup(self, state, rng):
        return [Dealt()]

    def to_move(self, state):
        if not state.dealt or self.result(state):
            return []
        if len(state.picks) < state.players:
            return [s for s in range(state.players) if s not in state.picks]
        return [len(state.picks) - state.players]

    def legal_actions(self, state, seat):
        return [Pick()] if seat in self.to_move(state) else []

    def decide(self, state, seat, action, rng):
        return [Picked(seat)]

    def evolve(self, state, event):
        if isinstance(event, Dealt):
            return msgspec.structs.replace(state, dealt=True)
        return msgspec.structs.replace(state, picks=(*state.picks, event.seat))

    def view(self, state, seat):
        return state

    def view_event(self, event, seat):
        return event

    def result(self, state):
        if len(state.picks) < 2 * state.players:
            return None
        scores = [state.picks.index(s) for s in range(state.players)]
        return Result(scores=scores, winners=[scores.index(max(scores))])

    def zombie_action(self, state, seat):
        return Pick()

    def scores(self, state):
        return tuple(state.picks.index(s) if s in state.picks else 0 for s in range(state.players))

    def worlds(self, seen):
        return Worlds(self, seen)  # nothing hidden


GAME = ToyGame()


def dealt(players: int = 3, control: TimeControl | None = None, at: int = 0):
    table = tables.seated(GAME, players, Toy(players), None, timed=control is not None)
    return tables.fold_rows(GAME, table, [(Dealt(), at, None)])


def act(table, seat: int, at: int):
    return tables.fold_rows(GAME, table, [(Picked(seat), at, seat)])


def remaining(table, control: TimeControl, now: int) -> list[int]:
    return [c.remaining_ms for c in tables.clocks(GAME, table, control, now)]


def test_a_bank_runs_for_every_seat_deciding_at_once_and_gains_the_increment_per_act():
    control = TimeControl(initial_s=10, increment_s=2)
    table = dealt(3, control, at=1_000)
    assert remaining(table, control, 1_000) == [10_000, 10_000, 10_000]
    assert remaining(table, control, 4_000) == [7_000, 7_000, 7_000]  # sealed bids: all three run
    table = act(table, 1, 4_000)
    assert remaining(table, control, 5_000) == [6_000, 9_000, 6_000]  # 10 - 3 + 2 for seat 1, stopped
    table = act(table, 0, 5_000)
    table = act(table, 2, 9_000)
    # round two: seat 0 alone decides
    assert remaining(table, control, 9_500) == [7_500, 9_000, 4_000]
    assert tables.deadline(GAME, table, control) == 9_000 + 8_000
    assert tables.timed_out(GAME, table, control, 16_999) == []
    assert tables.timed_out(GAME, table, control, 17_000) == [0]


def test_a_limit_per_decision_restarts_with_each_decision_of_the_seat():
    control = TimeControl(per_decision_s=5)
    table = dealt(2, control, at=0)
    clocks = tables.clocks(GAME, table, control, 3_000)
    assert [(c.remaining_ms, c.deadline_ms) for c in clocks] == [(2_000, 5_000), (2_000, 5_000)]
    table = act(table, 0, 4_000)
    table = act(table, 1, 4_500)  # round two: seat 0's new decision began when it became due
    assert [(c.remaining_ms, c.deadline_ms) for c in tables.clocks(GAME, table, control, 6_000)] == [
        (3_500, 9_500),
        (5_000, None),
    ]
    assert tables.timed_out(GAME, table, control, 9_500) == [0]


def test_a_forfeited_seat_is_moved_for_and_ranks_last_and_the_last_seat_playing_wins():
    table = dealt(3)
    table = tables.evolve(GAME, table, SeatResigned(seat=1))
    assert tables.to_move(GAME, table) == [0, 2] and tables.legal_actions(GAME, table, 1) == []
    assert tables.zombie_to_move(GAME, table) == 1
    for seat in (0, 2, 1, 0, 1, 2):
        table = act(table, seat, 0)
    # by the toy's rules seat 1 picked last and scores most: as a forfeited seat it ranks last
    assert GAME.result(table.state).winners == [1]
    outcome = tables.outcome(GAME, table)
    assert (outcome.reason, outcome.winners, outcome.forfeited) == ("normal", [2], [1])

    table = tables.evolve(GAME, dealt(3), SeatTimedOut(seat=0))
    table = tables.evolve(GAME, table, SeatResigned(seat=2))
    outcome = tables.outcome(GAME, table)
    assert (outcome.reason, outcome.winners, outcome.scores) == ("resignation", [1], None)
    assert tables.to_move(GAME, table) == [] and tables.zombie_to_move(GAME, table) is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_match_of_zombies_and_random_players_always_ends(players):
    rng = random.Random(players)
    table = dealt(players)
    for seat in range(players - 1):
        table = tables.evolve(GAME, table, SeatResigned(seat=seat)) if rng.random() < 0.5 else table
    for _ in range(100):
        zombie = tables.zombie_to_move(GAME, table)
        movers = tables.to_move(GAME, table)
        if zombie is None and not movers:
            break
        seat = zombie if zombie is not None else rng.choice(movers)
        table = act(table, seat, 0)
    assert tables.over(GAME, table) and tables.outcome(GAME, table) is not None


def test_an_abort_ends_the_match_without_a_winner_and_an_act_marks_it_played():
    table = dealt(2)
    assert not table.played
    assert act(table, 0, 0).played
    outcome = tables.outcome(GAME, tables.evolve(GAME, table, MatchAborted(seat=1)))
    assert (outcome.reason, outcome.winners, outcome.scores) == ("aborted", [], None)
    undealt = tables.seated(GAME, 2, Toy(2), None, timed=False)
    assert not tables.over(GAME, undealt) and tables.outcome(GAME, undealt) is None
