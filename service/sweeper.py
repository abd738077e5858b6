"""The sweeper: timeouts in matches nobody is reading.

Any request that reads a timed match records the timeouts it finds overdue
(`Matches.record`); a match nobody reads is found here, by the earliest deadline
stored with it. One instance sweeps at a time: on PostgreSQL, the one holding an
advisory lock (a session lock, on a connection of its own: when that instance
goes, its lock goes with the connection and another takes over); on SQLite, the
process holding an exclusive lock on a file beside the database. Either way the
append's compare-and-set records each timeout once, whoever notices it first.
"""

from __future__ import annotations

import asyncio
import fcntl
import logging
import os
from typing import TYPE_CHECKING

import asyncpg

from service.database import Unavailable
from service.errors import Refused
from service.store import EventStore

if TYPE_CHECKING:
    from service.matches import Matches

log = logging.getLogger("tabletop")
LOCK_KEY = 0x7461626C65  # "table": the advisory lock's key, one per database
BATCH = 100  # overdue matches handled per sweep, the most overdue first


class Lock:
    """Whether this instance is the one that sweeps (asked before each sweep)."""

    async def held(self) -> bool:
        return True  # an in-memory database has one process

    async def release(self) -> None:
        pass


class FileLock(Lock):
    def __init__(self, path: str) -> None:
        self.path, self.fd = path, None

    async def held(self) -> bool:
        if self.fd is None:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                return False
            self.fd = fd
        return True

    async def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # (closing releases the lock)
            self.fd = None


class AdvisoryLock(Lock):
    def __init__(self, dsn: str, timeout: float) -> None:
        self.dsn, self.timeout = dsn, timeout
        self.connection: asyncpg.Connection | None = None
        self.holding = False

    async def held(self) -> bool:
        try:
            if self.connection is None or self.connection.is_closed():
                self.connection = await asyncpg.connect(self.dsn, timeout=self.timeout)
                self.holding = False
            if self.holding:  # still ours while the session lives
                await self.connection.fetchval("SELECT 1", timeout=self.timeout)
            else:
                self.holding = await self.connection.fetchval(
                    "SELECT pg_try_advisory_lock($1)", LOCK_KEY, timeout=self.timeout)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as exc:
            log.warning("the sweeper's lock connection failed: %s", exc)
            await self.release()
            return False
        return self.holding

    async def release(self) -> None:
        if self.connection is not None:
            self.connection.terminate()
        self.connection, self.holding = None, False


def lock_for(store: EventStore, timeout: float) -> Lock:
    url = store.db.engine.url
    if url.get_backend_name() == "postgresql":
        return AdvisoryLock(store.url.replace("postgresql+asyncpg://", "postgresql://", 1), timeout)
    if not url.database or url.database == ":memory:":
        return Lock()
    return FileLock(f"{url.database}.sweeper")


class Sweeper:
    def __init__(self, store: EventStore, by_game: dict[str, Matches], lock: Lock) -> None:
        self.store, self.by_game, self.lock = store, by_game, lock

    async def sweep(self) -> int:
        """Record the timeouts overdue now, if this instance sweeps; how many matches
        were looked at."""
        if not await self.lock.held():
            return 0
        clock = next(iter(self.by_game.values())).clock
        overdue = await self.store.overdue(clock(), BATCH)
        for match_id, game in overdue:
            matches = self.by_game.get(game)
            if matches is None:  # a game this server no longer hosts
                continue
            try:
                await matches.record(match_id)  # records what is overdue
            except Refused as exc:  # a race lost again and again: the next sweep tries again
                log.warning("sweeping %s: %s", match_id, exc)
        return len(overdue)

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
