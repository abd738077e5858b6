"""The end of every command that plays: its moves, and those the server then makes
for forfeited seats, appended in one transaction."""

from __future__ import annotations

import datetime as dt
from typing import Any, NamedTuple

import msgspec

from engines.core import rng_for
from engines.core import table as tables
from engines.core.table import Table
from service import metrics
from service.application.context import Context
from service.application.match import Move, chance, deadline, ms, status_of, stored, time_control
from service.application.repository import Logged
from service.records import MatchRecord, NewEvent, Replay

TAKEN = msgspec.json.Encoder()


class Committed(NamedTuple):
    record: MatchRecord  # the match after the append
    table: Table[Any]
    logged: list[Logged]  # every event appended

    def answer(self, context: Context, seat: int) -> Any:
        """The acting seat's answer: the match as it sees it, with the events appended."""
        views = context.views
        return views.acted(self.record, self.record.version, self.table, seat, views.records(self.logged, seat))


async def commit(
    context: Context,
    record: MatchRecord,
    table: Table[Any],
    moves: list[Move],
    at: dt.datetime,
    replay: Replay | None = None,
) -> Committed:
    """Append `moves` (which led to `table`) and the zombies' after them, in one
    transaction. VersionConflict if the match moved meanwhile: nothing is appended then."""
    version = record.version + sum(len(events) for _, _, events in moves)
    zombie_moves, table = zombies(context, record, table, version, at)
    moves = [*moves, *zombie_moves]
    rows: list[NewEvent] = []
    for actor, action, events in moves:
        rows += acted_rows(actor, action, events)
    after = msgspec.structs.replace(
        record,
        version=record.version + len(rows),
        status=status_of(context.game, table),
        deadline=deadline(context.game, time_control(record), table),
    )
    if replay is not None:
        replay = msgspec.structs.replace(replay, after=after.version)
    await context.repository.save(record, after, table, rows, at, replay)
    for actor, _, events in moves:
        if actor is not None:
            context.counted.actions.inc()
        else:  # the table's own event: a resignation, a timeout or an abort
            metrics.TABLE_EVENTS.labels(context.game.id, type(events[0]).__struct_config__.tag).inc()
    appended = [event for _, _, events in moves for event in events]
    return Committed(after, table, [Logged(record.version + i, at, e) for i, e in enumerate(appended, start=1)])


def acted_rows(actor: int | None, action: Any, events: list[Any]) -> list[NewEvent]:
    """An act's events as stored: the first records the act (who took it, and what), so
    that anyone can replay the match from its seed (engines/core/verify.py)."""
    rows = [stored(event) for event in events]
    if actor is not None and rows:
        taken = TAKEN.encode({"seat": actor, "action": action}).decode()
        rows[0] = msgspec.structs.replace(rows[0], action=taken)
    return rows


def zombies(
    context: Context, record: MatchRecord, table: Table[Any], version: int, at: dt.datetime
) -> tuple[list[Move], Table[Any]]:
    """The moves the server makes for forfeited seats the game waits on, each by the
    game's `zombie_action`, with the chance of its own version."""
    game = context.game
    moves: list[Move] = []
    while (seat := tables.zombie_to_move(game, table)) is not None:
        action = game.zombie_action(table.state, seat)
        events, state = game.play(table.state, seat, action, rng_for(chance(record), version))
        table = tables.after_act(game, table, seat, ms(at), state)
        moves.append((seat, action, events))
        version += len(events)
    return moves, table
