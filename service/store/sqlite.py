"""SQLite: the stdlib driver, right on the event loop's thread.

SQLite answers in microseconds; a hop to a thread and back costs more than that,
and under load each hop also waits out a full turn of the busy event loop
(measured: one hop per operation gave 25% fewer acts/s, an async driver's hop per
cursor call 50% fewer). The one thing that could keep the loop waiting, a lock
held by another process, never does: the loop's connection does not wait for
locks, and work that finds the database busy is handed to a thread that may wait.

Other processes' commits (`--workers N`) can only be seen in the file: while
someone waits, the feed polls `PRAGMA data_version`. The sweeper's lock is an
exclusive lock on a file beside the database.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import fcntl
import logging
import os
import queue
import sqlite3
import threading
import time
from typing import Any, cast

import sqlalchemy as sa
from sqlalchemy import event as sa_event

from service.hub import Hub
from service.store import statements as sql
from service.store.database import Lock, T, Work, reaching, settle
from service.store.feeds import Feed, Versions
from service.store.prepared import Params, Prepared, Row
from service.store.statements import Append

log = logging.getLogger("tabletop")
PROBE_S = 0.2  # how often data_version is read while someone waits


BUSY_TIMEOUT_MS = 10_000


def sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    # busy_timeout makes writers queue, not fail; WAL lets readers run beside the single
    # writer; NORMAL sync is durable in WAL mode against application crashes.
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    to_wal(cursor)
    for pragma in ("synchronous=NORMAL", "foreign_keys=ON"):
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


def to_wal(cursor: sqlite3.Cursor) -> None:
    """Switches the database to WAL. On a new file the switch takes a lock that SQLite
    may find busy without waiting for it: processes starting together on it, all but
    the first, are turned away for a moment (seen once in a CI run). They try again,
    for as long as busy_timeout would wait."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if not _busy(exc) or time.monotonic() > deadline:
                raise
        time.sleep(0.01)


def sqlite_engine(url: str) -> sa.Engine:
    if ":memory:" in url:  # exists on one connection only: share it
        engine = sa.create_engine(url, poolclass=sa.StaticPool, connect_args={"check_same_thread": False})
    else:
        engine = sa.create_engine(url, poolclass=sa.NullPool)
    sa_event.listen(engine, "connect", sqlite_pragmas)
    return engine


def _busy(exc: Exception) -> bool:
    driver_error = getattr(exc, "orig", exc)
    return getattr(driver_error, "sqlite_errorcode", 0) & 0xFF == sqlite3.SQLITE_BUSY


def _autocommit(engine: sa.Engine) -> sa.Connection:
    # Autocommit at the driver: reads are one statement, writes say BEGIN themselves.
    return engine.connect().execution_options(isolation_level="AUTOCOMMIT")


class _WaitingThread:
    """A thread with a connection of its own (waiting for locks up to busy_timeout)
    that runs submitted work in turn."""

    def __init__(self, engine: sa.Engine) -> None:
        self.engine = engine
        self.jobs: queue.SimpleQueue[tuple[Work[Any], asyncio.AbstractEventLoop, asyncio.Future[Any]] | None] = (
            queue.SimpleQueue()
        )
        self.thread = threading.Thread(target=self._serve, name="sqlite-waiting", daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        connection: sa.Connection | None = None
        while (job := self.jobs.get()) is not None:
            work, loop, future = job
            try:
                connection = connection or _autocommit(self.engine)
                result, error = work(connection), None
            except Exception as exc:  # handed to the awaiting coroutine
                result, error = None, exc
            with contextlib.suppress(RuntimeError):  # the loop is gone: nobody awaits
                loop.call_soon_threadsafe(settle, future, result, error)
        if connection is not None:
            connection.close()

    async def run(self, work: Work[T]) -> T:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self.jobs.put((work, loop, future))
        return await future

    def stop(self) -> None:
        self.jobs.put(None)
        self.thread.join()


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and (error := task.exception()) is not None:
        logging.getLogger(__name__).warning("SQLite checkpoint failed: %s", error)


def _in_transaction(work: Work[T]) -> Work[T]:
    def transaction(connection: sa.Connection) -> T:
        # IMMEDIATE takes the write lock first: while another process writes, this one
        # finds the database busy before doing anything (on the loop's connection, then
        # retried whole on the waiting thread), never halfway with a stale snapshot.
        driver = connection.connection.dbapi_connection  # (cheaper than exec_driver_sql)
        assert driver is not None, "a connection in use has its driver's"
        driver.execute("BEGIN IMMEDIATE")
        try:
            result = work(connection)
        except Exception:
            driver.execute("ROLLBACK")
            raise
        driver.execute("COMMIT")
        return result

    return transaction


# Commits between two checkpoints (copying the WAL into the database file, with an
# fsync): under load, about what SQLite's default of every 1000 WAL pages comes to.
CHECKPOINT_EVERY = 50


# The WAL is rewound only after a checkpoint that copied all of it; under continuous
# writes a PASSIVE one rarely does (measured: 59 -> 587 MB in 90 s). Past this size a
# RESTART checkpoint copies the rest: it waits for readers, and writers queue behind it
# on the waiting thread (while the loop kept committing, the WAL would grow faster than
# a checkpoint copies it); the next commit writes the file from its start again. Small,
# so that this wait is short; RESTART, not TRUNCATE, so that the file is reused rather
# than cut and grown again (measured under the Babel bench: writes stalled 10-13 ms a
# time, 1.4 times a second, past 16 MB with TRUNCATE; p99 21.9 -> 16.1 ms).
WAL_RESTART_AT_BYTES = 4 * 2**20


def _passive_checkpoint(connection: sa.Connection) -> int:
    """Copies what no reader still needs, never waits for or blocks anyone; returns
    the size of the WAL in bytes."""
    _, wal_frames, _ = connection.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").one()
    page_size: int = connection.exec_driver_sql("PRAGMA page_size").scalar_one()
    frames: int = wal_frames
    return frames * (page_size + WAL_FRAME_HEADER)


def _restarting_checkpoint(connection: sa.Connection) -> None:
    connection.exec_driver_sql("PRAGMA wal_checkpoint(RESTART)")


WAL_FRAME_HEADER = 24


class SQLiteDatabase:
    def __init__(self, url: str) -> None:
        self.engine = sqlite_engine(url)
        self.dialect = self.engine.dialect
        self.path = self.engine.url.database  # None or ":memory:": one process only
        self._loop_connection: sa.Connection | None = None
        self._waiting = _WaitingThread(self.engine)
        self._commits = 0
        self._checkpointing: asyncio.Task[None] | None = None
        self._restarting = False  # work goes to the waiting thread, behind the checkpoint

    def _connection(self) -> sa.Connection:
        if self._loop_connection is None:
            connection = _autocommit(self.engine)
            connection.exec_driver_sql("PRAGMA busy_timeout=0")
            # Its commits leave checkpoints (and their fsyncs) to the waiting thread.
            connection.exec_driver_sql("PRAGMA wal_autocheckpoint=0")
            self._loop_connection = connection
        return self._loop_connection

    async def _run(self, work: Work[T]) -> T:
        if self._restarting:
            return await self._waiting.run(work)
        try:
            return work(self._connection())
        except (sa.exc.OperationalError, sqlite3.OperationalError) as exc:
            if not _busy(exc):
                raise
        return await self._waiting.run(work)

    async def read(self, work: Work[T]) -> T:
        with reaching():
            return await self._run(work)

    async def write(self, work: Work[T]) -> T:
        """`work` in one transaction: committed if it returns, rolled back if it raises."""
        with reaching():
            result = await self._run(_in_transaction(work))
        self._commits += 1
        if self._commits % CHECKPOINT_EVERY == 0 and (self._checkpointing is None or self._checkpointing.done()):
            self._checkpointing = asyncio.create_task(self._checkpoint())
            self._checkpointing.add_done_callback(_log_failure)
        return result

    async def first(self, statement: Prepared, params: Params) -> Row | None:
        return await self.read(lambda connection: statement.first(connection, params))

    async def execute(self, statement: Prepared, params: Params) -> None:
        await self.write(lambda connection: statement.execute(connection, params))  # (no round trip to spare)

    async def append_batch(self, batch: list[Append], replays_since: dt.datetime) -> None:
        """The batch in one transaction; VersionConflict and nothing written if any
        match has moved from its expected version."""
        await self.write(lambda conn: sql.write_batch(conn, batch, replays_since))

    def notify(self, conn: sa.Connection, keys: list[str]) -> None:
        """Nothing to send: other processes see commits in the file itself (SQLiteFeed)."""

    async def _checkpoint(self) -> None:
        if await self._waiting.run(_passive_checkpoint) > WAL_RESTART_AT_BYTES:
            self._restarting = True
            try:
                await self._waiting.run(_restarting_checkpoint)
            finally:
                self._restarting = False

    async def migrate(self, upgrade: Work[None]) -> None:
        # On a connection of its own, in a transaction holding the database's write lock
        # from before Alembic reads the current revision: several instances may start
        # at once, one migrates while the others wait, then find the schema current.
        # (Alembic, finding the transaction, leaves the commit here: it would otherwise
        # commit, and so let go of the lock, after each revision.)
        def run(_: sa.Connection) -> None:
            with self.engine.connect() as connection:
                connection.exec_driver_sql("BEGIN IMMEDIATE")
                upgrade(connection)
                connection.commit()

        await self._waiting.run(run)

    def pool_usage(self) -> dict[str, tuple[int, int, int]]:
        return {}  # no pool: one connection on the loop, one on the waiting thread

    async def close(self) -> None:
        if self._checkpointing is not None:
            await asyncio.wait([self._checkpointing])
        if self._loop_connection is not None:
            self._loop_connection.close()
        await asyncio.to_thread(self._waiting.stop)

    def feed(self, versions: Versions, hub: Hub) -> Feed:
        return SQLiteFeed(self.path, versions, hub)

    def sweep_lock(self) -> Lock:
        if not self.path or self.path == ":memory:":
            return Lock()  # an in-memory database has one process
        return FileLock(f"{self.path}.sweeper")


class SQLiteFeed(Feed):
    def __init__(self, path: str | None, versions: Versions, hub: Hub) -> None:
        super().__init__(versions, hub)
        self.path = path

    async def run(self) -> None:
        if not self.path or self.path == ":memory:":  # one process only: local commits publish themselves
            return
        connection = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        last = None
        try:
            while True:
                await asyncio.sleep(PROBE_S)
                if not self.hub.waiting:
                    continue
                version = connection.execute("PRAGMA data_version").fetchone()[0]
                if version != last:
                    last = version
                    await self.guarded_probe()
        finally:
            connection.close()


class FileLock(Lock):
    def __init__(self, path: str) -> None:
        self.path, self.fd = path, cast(int | None, None)

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
