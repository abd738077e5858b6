"""The table around a game: who has left it, how the match ended, and the clocks.

The rules engines know nothing of resignations, aborts or clocks; the server
records them as lifecycle events in the same log as the game's own, and a match
is the fold of both over a `Table`:

- A seat that resigns (`SeatResigned`) or runs out of time (`SeatTimedOut`) is
  forfeited. With one seat left playing, the match ends and that seat wins (in a
  2-player game, the opponent). With more, the forfeited seat turns zombie: the
  server moves for it by the game's `zombie_action` whenever it is to move
  (`zombie_to_move`), and it ranks last.
- `MatchAborted` ends a match before anyone played (or before it was dealt,
  while it waited for its seats): no winner.
- A `TimeControl` gives every seat a clock that runs while the seat has a decision
  due: a limit per decision, or a bank of time with an increment per decision.
  The clock is folded from the events' commit times (`tick`), so any version of a
  match shows the clocks it had, and a timeout is itself an event: replay never
  consults a clock.

Pure, like the engines: times are integers (milliseconds since the epoch) given in.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Annotated, Any, Generic, TypeVar

import msgspec

from engines.core.contract import AnyGame, EventBase

S = TypeVar("S")


class EndReason(enum.StrEnum):
    """Why a match ended."""

    NORMAL = "normal"  # by the rules
    RESIGNATION = "resignation"  # every seat but the winner's resigned (or timed out)
    TIMEOUT = "timeout"  # every seat but the winner's ran out of time (or resigned)
    ABORTED = "aborted"  # before anyone played: no winner


class SeatResigned(EventBase, frozen=True, tag="seat_resigned"):
    seat: int


class SeatTimedOut(EventBase, frozen=True, tag="seat_timed_out"):
    seat: int


class MatchAborted(EventBase, frozen=True, tag="match_aborted"):
    seat: int  # who aborted it


DAY_S, WEEK_S = 86_400, 7 * 86_400  # a correspondence game may give a day a move, or a week

LifecycleEvent = SeatResigned | SeatTimedOut | MatchAborted
LIFECYCLE = (SeatResigned, SeatTimedOut, MatchAborted)


class TimeControl(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Either `per_decision_s` (each decision within that many seconds) or
    `initial_s` (a bank per seat) with `increment_s` added after each decision.
    Written without its defaults, it shows only the fields of its shape."""

    per_decision_s: Annotated[int, msgspec.Meta(ge=1, le=WEEK_S)] | None = None
    initial_s: Annotated[int, msgspec.Meta(ge=1, le=WEEK_S)] | None = None
    increment_s: Annotated[int, msgspec.Meta(ge=0, le=DAY_S)] = 0

    def problem(self) -> str | None:
        """What makes it unplayable, in a sentence; None if it is fine."""
        if (self.per_decision_s is None) == (self.initial_s is None):
            return (
                "A time control gives either 'per_decision_s' or 'initial_s' (with 'increment_s'), not both or neither."
            )
        if self.per_decision_s is not None and self.increment_s:
            return "'increment_s' goes with 'initial_s': a limit per decision has no bank to add to."
        return None


class Clock(msgspec.Struct, frozen=True):
    """Each seat's clock as of the last event folded (`at_ms`)."""

    at_ms: int | None  # None until the first event
    due_since_ms: tuple[int | None, ...]  # when the seat's current decision began; None: nothing due
    used_ms: tuple[int, ...]  # time spent deciding, over the match
    decisions: tuple[int, ...]  # acts taken (each earns the increment)


class Outcome(msgspec.Struct, frozen=True):
    """How a match ended: the rules' scores (none when it ended before the rules
    could score it), the winners, why, and the seats that forfeited (ranked last)."""

    scores: list[int] | None
    winners: list[int]
    reason: EndReason
    forfeited: list[int]


class Table(msgspec.Struct, Generic[S], frozen=True):
    state: S
    seats: int
    forfeited: tuple[int, ...] = ()  # resigned or timed out, in that order
    timed_out: tuple[int, ...] = ()  # those of them that ran out of time
    ending: EndReason | None = None  # set when the table, not the rules, ended the match
    winners: tuple[int, ...] = ()  # with `ending`: who won by it
    played: bool = False  # an act was taken after the setup (an abort is then too late)
    dealt: bool = False  # the setup's events are in (a match waiting for its seats may be aborted undealt)
    clock: Clock | None = None


def seated(game: AnyGame, players: int, options: Any, rules_version: int | None, timed: bool) -> Table[Any]:
    """The table before its setup; with a time control, its clocks start at the
    first event (the setup's)."""
    clock = (
        Clock(at_ms=None, due_since_ms=(None,) * players, used_ms=(0,) * players, decisions=(0,) * players)
        if timed
        else None
    )
    return Table(state=game.initial_state(players, options, rules_version), seats=players, clock=clock)


# -- who decides ---------------------------------------------------------------


def over(game: AnyGame, table: Table[Any]) -> bool:
    return table.ending is not None or (table.dealt and game.result(table.state) is not None)


def to_move(game: AnyGame, table: Table[Any]) -> list[int]:
    """The seats a decision is due from: none once the match has ended; a forfeited
    seat's moves are the server's (`zombie_to_move`)."""
    if table.ending is not None:
        return []
    return [seat for seat in game.to_move(table.state) if seat not in table.forfeited]


def legal_actions(game: AnyGame, table: Table[Any], seat: int) -> list[Any]:
    if table.ending is not None or seat in table.forfeited:
        return []
    return game.legal_actions(table.state, seat)


def zombie_to_move(game: AnyGame, table: Table[Any]) -> int | None:
    """A forfeited seat the game waits on, whose move the server makes now."""
    if table.ending is not None or not table.forfeited:
        return None
    return next((seat for seat in game.to_move(table.state) if seat in table.forfeited), None)


def outcome(game: AnyGame, table: Table[Any]) -> Outcome | None:
    """The result once the match has ended: forfeited seats never win and rank last."""
    forfeited = list(table.forfeited)
    if table.ending == EndReason.ABORTED:
        return Outcome(scores=None, winners=[], reason=EndReason.ABORTED, forfeited=forfeited)
    if table.ending is not None:
        return Outcome(scores=None, winners=list(table.winners), reason=table.ending, forfeited=forfeited)
    result = game.result(table.state) if table.dealt else None
    if result is None:
        return None
    winners = [seat for seat in result.winners if seat not in forfeited]
    if not winners:  # every winner by the rules forfeited: the best score of the others
        best = max(result.scores[seat] for seat in range(table.seats) if seat not in forfeited)
        winners = [seat for seat in range(table.seats) if seat not in forfeited and result.scores[seat] == best]
    return Outcome(scores=list(result.scores), winners=winners, reason=EndReason.NORMAL, forfeited=forfeited)


def ranks(outcome: Outcome, seats: int) -> list[int]:
    """Each seat's place (1 is first; a tie shares a place, the next skips): the winners
    first (the rules' tie-breaks made them), then the others by score (equal scores
    tie), the forfeited seats last."""
    scores = outcome.scores or [0] * seats

    def standing(seat: int) -> tuple[int, int]:  # (group, -score): lower is better
        if seat in outcome.forfeited:
            return (2, 0)
        return (0, 0) if seat in outcome.winners else (1, -scores[seat])

    keys = [standing(seat) for seat in range(seats)]
    return [1 + sum(other < key for other in keys) for key in keys]


# -- the fold ------------------------------------------------------------------


def evolve(game: AnyGame, table: Table[Any], event: Any) -> Table[Any]:
    if isinstance(event, MatchAborted):
        return msgspec.structs.replace(table, ending=EndReason.ABORTED)
    if isinstance(event, (SeatResigned, SeatTimedOut)):
        forfeited = (*table.forfeited, event.seat)
        timed_out = (*table.timed_out, event.seat) if isinstance(event, SeatTimedOut) else table.timed_out
        table = msgspec.structs.replace(table, forfeited=forfeited, timed_out=timed_out)
        playing = tuple(seat for seat in range(table.seats) if seat not in forfeited)
        if len(playing) > 1:
            return table
        reason = EndReason.TIMEOUT if isinstance(event, SeatTimedOut) else EndReason.RESIGNATION
        return msgspec.structs.replace(table, ending=reason, winners=playing)
    return msgspec.structs.replace(table, state=game.evolve(table.state, event), dealt=True)


def fold_rows(game: AnyGame, table: Table[Any], rows: Iterable[tuple[Any, int, int | None]]) -> Table[Any]:
    """Fold (event, commit time in ms, actor) rows: the actor is on the first event of
    each act (None on setup and lifecycle events). The clocks move at each act and
    each lifecycle event, by the time since the previous one."""
    for event, at_ms, actor in rows:
        if actor is not None or isinstance(event, LIFECYCLE):
            table = tick(game, table, at_ms, actor)
        elif table.clock is not None and table.clock.at_ms is None:
            table = msgspec.structs.replace(table, clock=msgspec.structs.replace(table.clock, at_ms=at_ms))
        table = evolve(game, table, event)
    return table


def after_act(game: AnyGame, table: Table[Any], actor: int, at_ms: int, state: Any) -> Table[Any]:
    """The table once `actor` acted at `at_ms` and its events led to `state` (as
    `Game.play` folded them): what `fold_rows` gives for the same rows."""
    return msgspec.structs.replace(tick(game, table, at_ms, actor), state=state)


# -- the clocks ----------------------------------------------------------------


def tick(game: AnyGame, table: Table[Any], at_ms: int, actor: int | None) -> Table[Any]:
    """Time passes to `at_ms` with the decisions due since the last act, then
    `actor` (if any) decides: its decision counts, and its next one starts now."""
    played = table.played or actor is not None
    clock = table.clock
    if clock is None:
        return table if played == table.played else msgspec.structs.replace(table, played=played)
    last = at_ms if clock.at_ms is None else clock.at_ms
    due = set(to_move(game, table))
    used, since, decisions = list(clock.used_ms), list(clock.due_since_ms), list(clock.decisions)
    for seat in range(table.seats):
        if seat in due:
            used[seat] += at_ms - last
            since[seat] = last if since[seat] is None else since[seat]
        else:
            since[seat] = None
    if actor is not None:
        decisions[actor] += 1
        since[actor] = at_ms
    clock = Clock(at_ms=at_ms, due_since_ms=tuple(since), used_ms=tuple(used), decisions=tuple(decisions))
    return msgspec.structs.replace(table, played=played, clock=clock)


class SeatClock(msgspec.Struct, frozen=True):
    remaining_ms: int  # may be below 0 until the timeout is recorded
    deadline_ms: int | None  # when it runs out, if a decision is due from the seat


def clocks(game: AnyGame, table: Table[Any], control: TimeControl, now_ms: int) -> list[SeatClock]:
    """Each seat's time left at `now_ms`, and its deadline if a decision is due."""
    clock = table.clock
    assert clock is not None, "a timed match's table has a clock"
    last = now_ms if clock.at_ms is None else clock.at_ms
    due = set(to_move(game, table))
    seats = []
    for seat in range(table.seats):
        if seat in table.timed_out:
            seats.append(SeatClock(remaining_ms=0, deadline_ms=None))
            continue
        if control.per_decision_s is not None:
            allowed = control.per_decision_s * 1000
            started = clock.due_since_ms[seat]
            started = last if started is None else started
            deadline = started + allowed if seat in due else None
            remaining = allowed - (now_ms - started) if seat in due else allowed
        else:
            bank = (control.initial_s or 0) * 1000 + control.increment_s * 1000 * clock.decisions[seat]
            left = bank - clock.used_ms[seat]
            deadline = last + left if seat in due else None
            remaining = left - (now_ms - last) if seat in due else left
        seats.append(SeatClock(remaining_ms=remaining, deadline_ms=deadline))
    return seats


def timed_out(game: AnyGame, table: Table[Any], control: TimeControl, now_ms: int) -> list[int]:
    """The seats whose decision is due and whose time has run out by `now_ms`."""
    return [
        seat
        for seat, c in enumerate(clocks(game, table, control, now_ms))
        if c.deadline_ms is not None and c.deadline_ms <= now_ms
    ]


def deadline(game: AnyGame, table: Table[Any], control: TimeControl) -> int | None:
    """The earliest deadline of the seats a decision is due from (ms); deadlines do
    not depend on the time they are read at, so they are read at the last event's."""
    assert table.clock is not None and table.clock.at_ms is not None, "a dealt timed match's clock has started"
    at = table.clock.at_ms
    deadlines = [c.deadline_ms for c in clocks(game, table, control, at) if c.deadline_ms is not None]
    return min(deadlines, default=None)
