"""Clocks running out: the timeouts of a timed match are recorded by whichever
instance sees them first, lazily when a request reads the match (`current`), or by
the sweeper, which finds the matches nobody reads by the earliest deadline stored
with each. One instance sweeps at a time (the holder of the store's sweep lock);
either way the append's compare-and-set records each timeout once."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from engines.core import table as tables
from engines.core.table import SeatTimedOut
from service.application.commit import commit
from service.application.context import Context, Retry, retried
from service.application.match import Move, ms, overdue, time_control
from service.budget import Unavailable
from service.errors import Refused
from service.records import MatchRecord, VersionConflict
from service.store.database import Lock
from service.store.matches import Matches

log = logging.getLogger("tabletop")
BATCH = 100  # overdue matches handled per sweep, the most overdue first


async def current(context: Context, match_id: str) -> MatchRecord:
    """The match as stored now, with the timeouts that are overdue recorded."""
    record = await context.repository.record(match_id)
    return await time_out(context, record) if overdue(record, context.clock()) else record


async def time_out(context: Context, record: MatchRecord) -> MatchRecord:
    """Record the timeouts of the seats whose time has run out (and the moves the
    server then makes for them): the match as it is after."""
    game, control = context.game, time_control(record)
    assert control is not None, "only a timed match has a deadline"

    async def attempt(_: int) -> MatchRecord:
        nonlocal record
        table = await context.repository.table(record, record.version)
        at = context.clock()
        moves: list[Move] = []
        for seat in tables.timed_out(game, table, control, ms(at)):
            if not tables.over(game, table):
                event = SeatTimedOut(seat=seat)
                table = tables.fold_rows(game, table, [(event, ms(at), None)])
                moves.append((None, None, [event]))
        if not moves:
            return record
        try:
            after = (await commit(context, record, table, moves, at)).record
        except VersionConflict:
            fresh = await context.repository.stored(record.id)
            if fresh is None or not overdue(fresh, context.clock()):
                return record if fresh is None else fresh
            record = fresh
            raise Retry from None
        log.info("timed out", extra={"match_id": record.id, "seats": [m[2][0].seat for m in moves]})
        return after

    return await retried(context, attempt, "The match kept changing while its clocks were checked; try again.")


class Sweeper:
    """Records the timeouts of timed matches nobody reads, every `interval_s`; and does
    the other work on time's passing one instance does (`chores`: expiring challenges
    and seeks)."""

    def __init__(
        self,
        matches: Matches,
        by_game: dict[str, Context],
        lock: Lock,
        chores: list[Callable[[], Awaitable[int]]] | None = None,
    ) -> None:
        self.matches, self.by_game, self.lock = matches, by_game, lock
        self.chores = chores or []

    async def sweep(self) -> int:
        """Record the timeouts overdue now, if this instance sweeps; how many matches
        were looked at."""
        if not await self.lock.held():
            return 0
        clock = next(iter(self.by_game.values())).clock
        found = await self.matches.overdue(clock(), BATCH)
        for match_id, game in found:
            context = self.by_game.get(game)
            if context is None:  # a game this server no longer hosts
                continue
            try:
                await current(context, match_id)  # records what is overdue
            except Refused as exc:  # a race lost again and again: the next sweep tries again
                log.warning("sweeping %s: %s", match_id, exc)
        for chore in self.chores:
            await chore()
        return len(found)

    async def run(self, interval_s: float) -> None:
        try:
            while True:
                await asyncio.sleep(interval_s)
                try:
                    await self.sweep()
                except Unavailable as exc:
                    log.warning("sweeping clocks failed: %s", exc)
                except Exception:  # a bug must not stop every timeout after it: logged, swept again
                    log.exception("sweeping clocks failed")
        finally:
            await self.lock.release()
