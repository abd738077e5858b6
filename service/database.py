"""Where the store's statements run: each store operation is one function of a
SQLAlchemy Connection, run whole by the database's runner.

- PostgreSQL: the asyncpg engine, the function run through `run_sync`.
- SQLite: the stdlib driver, right on the event loop's thread. SQLite answers
  in microseconds; a hop to a thread and back costs more than that, and under
  load each hop also waits out a full turn of the busy event loop (measured:
  one hop per operation gave 25% fewer acts/s, an async driver's hop per
  cursor call 50% fewer). The one thing that could keep the loop waiting, a
  lock held by another process, never does: the loop's connection does not
  wait for locks, and work that finds the database busy is handed to a thread
  that may wait.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import operator
import queue
import sqlite3
import threading
import time
from contextvars import ContextVar
from typing import Any, AsyncContextManager, Callable, Iterator, Sequence, TypeVar

import sqlalchemy as sa
from sqlalchemy import event as sa_event
from sqlalchemy.ext.asyncio import create_async_engine

T = TypeVar("T")
Work = Callable[[sa.Connection], T]


def sqlite_pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    # WAL lets readers run beside the single writer; NORMAL sync is durable in WAL mode
    # against application crashes, and busy_timeout makes writers queue, not fail.
    for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "busy_timeout=10000", "foreign_keys=ON"):
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


def sqlite_engine(url: str) -> sa.Engine:
    if ":memory:" in url:  # exists on one connection only: share it
        engine = sa.create_engine(url, poolclass=sa.StaticPool, connect_args={"check_same_thread": False})
    else:
        engine = sa.create_engine(url, poolclass=sa.NullPool)
    sa_event.listen(engine, "connect", sqlite_pragmas)
    return engine


class Unavailable(Exception):
    """The database cannot be reached, or did not answer in time: nothing was
    changed by the failed work, and a retry later may succeed."""


# PostgreSQL's classes of error that say nothing of the statement: connection
# exceptions (08), insufficient resources (53: too many connections, disk full),
# operator intervention (57: shutting down, starting up, cancelled).
UNREACHABLE_SQLSTATES = ("08", "53", "57")


def unreachable(exc: BaseException) -> bool:
    """Whether `exc` says the database is out of reach (connection refused or lost,
    a timeout, a full pool), as opposed to refusing a statement."""
    if isinstance(exc, sa.exc.DBAPIError):
        return (
            exc.connection_invalidated
            or isinstance(exc, (sa.exc.OperationalError, sa.exc.InterfaceError))
            or (getattr(exc.orig, "sqlstate", None) or "").startswith(UNREACHABLE_SQLSTATES)
        )
    return isinstance(exc, (OSError, TimeoutError, sa.exc.TimeoutError, sqlite3.OperationalError))


class Budget:
    """What one request may still spend waiting on PostgreSQL, in seconds: its
    statements, pool waits, connections and their clean-up all count, so that a
    request making several round trips gives up (503) within the timeout in all,
    not within the timeout per round trip."""

    __slots__ = ("seconds", "left")

    def __init__(self, seconds: float) -> None:
        self.seconds = self.left = seconds


# The budget of the request being handled (a context variable: each request is its
# own task). Work outside requests (the sweeper, the feed, group commits) has none:
# each of its operations gets the timeout.
BUDGET: ContextVar[Budget | None] = ContextVar("tabletop_db_budget", default=None)


@contextlib.contextmanager
def budget(seconds: float) -> Iterator[None]:
    """Database operations in the block may wait `seconds` in all."""
    token = BUDGET.set(Budget(seconds))
    try:
        yield
    finally:
        BUDGET.reset(token)


def renew_budget() -> None:
    """The current request may wait its whole budget again: a stream, which has
    answered already, reads on each wake-up as if it were a new request."""
    if (current := BUDGET.get()) is not None:
        current.left = current.seconds


@contextlib.contextmanager
def spending(default: T) -> Iterator[float | T]:
    """The seconds the current request may still wait on the database (`default`
    outside a request); the time the block takes is spent from them."""
    current = BUDGET.get()
    if current is None:
        yield default
        return
    start = time.monotonic()
    try:
        yield current.left
    finally:
        current.left -= time.monotonic() - start


@contextlib.contextmanager
def reaching() -> Iterator[None]:
    """Raises Unavailable in place of an error that says the database is out of reach."""
    try:
        yield
    except Exception as exc:
        if unreachable(exc):
            raise Unavailable(str(exc).splitlines()[0] if str(exc) else type(exc).__name__) from exc
        raise


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
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
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
        future = loop.create_future()
        self.jobs.put((work, loop, future))
        return await future

    def stop(self) -> None:
        self.jobs.put(None)
        self.thread.join()


def settle(future: asyncio.Future, result: Any = None, error: Exception | None = None) -> None:
    """Give `future` its result, or its error, unless its caller was cancelled meanwhile."""
    if future.done():
        return
    if error is None:
        future.set_result(result)
    else:
        future.set_exception(error)


def _log_failure(task: asyncio.Task) -> None:
    if not task.cancelled() and (error := task.exception()) is not None:
        logging.getLogger(__name__).warning("SQLite checkpoint failed: %s", error)


def _in_transaction(work: Work[T]) -> Work[T]:
    def transaction(connection: sa.Connection) -> T:
        # IMMEDIATE takes the write lock first: while another process writes, this one
        # finds the database busy before doing anything (on the loop's connection, then
        # retried whole on the waiting thread), never halfway with a stale snapshot.
        driver = connection.connection.dbapi_connection  # (cheaper than exec_driver_sql)
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
# fsync): about what SQLite's default of every 1000 WAL pages comes to.
CHECKPOINT_EVERY = 100


# The WAL is rewound only after a checkpoint that copied all of it; under continuous
# writes a PASSIVE one rarely does (measured: 59 -> 587 MB in 90 s). Past this size
# a TRUNCATE checkpoint empties the file: it waits for readers, and writers queue
# behind it on the waiting thread (while the loop kept committing, the WAL would
# grow faster than a checkpoint copies it).
WAL_TRUNCATE_AT_BYTES = 16 * 2**20


def _passive_checkpoint(connection: sa.Connection) -> int:
    """Copies what no reader still needs, never waits for or blocks anyone; returns
    the size of the WAL in bytes."""
    _, wal_frames, _ = connection.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").one()
    return wal_frames * (connection.exec_driver_sql("PRAGMA page_size").scalar() + WAL_FRAME_HEADER)


def _truncating_checkpoint(connection: sa.Connection) -> None:
    connection.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")


WAL_FRAME_HEADER = 24


class SQLiteDatabase:
    def __init__(self, url: str) -> None:
        self.engine = sqlite_engine(url)
        self._loop_connection: sa.Connection | None = None
        self._waiting = _WaitingThread(self.engine)
        self._commits = 0
        self._checkpointing: asyncio.Task | None = None
        self._truncating = False  # work goes to the waiting thread, behind the checkpoint

    def _connection(self) -> sa.Connection:
        if self._loop_connection is None:
            connection = _autocommit(self.engine)
            connection.exec_driver_sql("PRAGMA busy_timeout=0")
            # Its commits leave checkpoints (and their fsyncs) to the waiting thread.
            connection.exec_driver_sql("PRAGMA wal_autocheckpoint=0")
            self._loop_connection = connection
        return self._loop_connection

    async def _run(self, work: Work[T]) -> T:
        if self._truncating:
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

    async def _checkpoint(self) -> None:
        if await self._waiting.run(_passive_checkpoint) > WAL_TRUNCATE_AT_BYTES:
            self._truncating = True
            try:
                await self._waiting.run(_truncating_checkpoint)
            finally:
                self._truncating = False

    async def migrate(self, upgrade: Work[None]) -> None:
        # Alembic manages its own transaction, on a connection of its own, and may
        # wait for another instance's migration.
        def run(_: sa.Connection) -> None:
            with self.engine.connect() as connection:
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


# Pooled connections per process: for writes (and beyond them, up to as many again
# opened for a moment) and for reads.
WRITERS = 10
READERS = 20


class AsyncDatabase:
    """An async driver (asyncpg): pooled connections, the work run through run_sync."""

    def __init__(self, url: str, timeout: float) -> None:
        # A server that does not answer (down, frozen, unreachable) fails each wait
        # after `timeout`: connecting, each statement, and waiting for a pooled
        # connection; the error then says Unavailable instead of hanging a request.
        limits = dict(pool_timeout=timeout, connect_args={"timeout": timeout, "command_timeout": timeout})
        # ... and the whole of an operation, or of a request's operations (its Budget).
        self.timeout = timeout
        # Writes always run in `engine.begin()`, which commits or rolls back: a
        # connection going back to the pool needs no reset round trip.
        self.engine = create_async_engine(
            url, pool_size=WRITERS, max_overflow=WRITERS, pool_reset_on_return=None, **limits
        )
        # Reads are single statements: in autocommit they need no BEGIN or ROLLBACK.
        # Connections beyond the pool's size would be opened and closed per read (each
        # a TLS negotiation and fresh prepared statements: measured, a quarter of the
        # CPU under Maya's load): a read past READERS waits for a pooled connection.
        self.reader = create_async_engine(
            url, pool_size=READERS, max_overflow=0, isolation_level="AUTOCOMMIT", skip_autocommit_rollback=True,
            **limits,
        )
        for engine in (self.engine, self.reader):
            sa_event.listen(engine.sync_engine, "checkout", _still_open)

    async def read(self, work: Work[T]) -> T:
        return await self._bounded(self.reader.connect, work)

    async def write(self, work: Work[T]) -> T:
        return await self._bounded(self.engine.begin, work)

    async def _bounded(self, connect: Callable[[], AsyncContextManager[Any]], work: Work[T]) -> T:
        """`work` on a connection from `connect`, given up (Unavailable) once the
        request's budget (else the timeout) is spent. The connection is dropped then
        if it is still in use: SQLAlchemy's clean-up (a rollback, a close) would
        otherwise wait on a server that does not answer, shielded from the timeout."""
        current = BUDGET.get()  # (spending() inlined: this runs for every statement an act makes)
        seconds = self.timeout if current is None else current.left
        loop = asyncio.get_running_loop()
        start, drop = loop.time(), None
        try:
            with reaching():
                if seconds <= 0:
                    raise TimeoutError("the request's time on the database is spent")
                async with asyncio.timeout(seconds) as timeout, connect() as connection:
                    drop = loop.call_at(timeout.when(), _drop, connection.sync_connection.connection)
                    return await connection.run_sync(work)
        finally:  # (after the connection's clean-up, which the drop bounds too)
            if drop is not None:
                drop.cancel()
            if current is not None:
                current.left -= loop.time() - start

    async def migrate(self, upgrade: Work[None]) -> None:
        # Not bounded by the timeout: a migration may take long on a large database.
        with reaching():
            async with self.engine.begin() as connection:
                await connection.run_sync(upgrade)

    def pool_usage(self) -> dict[str, tuple[int, int, int]]:
        """Per pool: connections in use, idle, and the most it opens."""
        pools = {"writer": (self.engine.pool, 2 * WRITERS), "reader": (self.reader.pool, READERS)}
        return {name: (pool.checkedout(), pool.checkedin(), most) for name, (pool, most) in pools.items()}

    async def close(self) -> None:
        await self.engine.dispose()
        await self.reader.dispose()


def _drop(checked_out: Any) -> None:
    """Closes the connection at once (its pending work fails), unless it is back in
    the pool already."""
    if (driver := checked_out.driver_connection) is not None:
        driver.terminate()


def _still_open(_dbapi_connection: Any, record: Any, _proxy: Any) -> None:
    """A pooled connection whose server has closed it since (a restart, a failover)
    is replaced at checkout instead of failing the work it was taken for. Free: the
    driver knows it from the socket, no round trip is made (pool_pre_ping's would
    cost one per operation). A connection lost silently (no FIN) still fails its
    operation, with a 503."""
    if record.driver_connection.is_closed():
        raise sa.exc.DisconnectionError("the server closed this pooled connection")


class Prepared:
    """A Core statement compiled once per dialect and run on the driver's cursor.

    For the few small statements every act runs, SQLAlchemy's per-execution work
    (execution context, result metadata) costs several times what SQLite takes
    to run them; the statement, its SQL and its type conversions stay
    SQLAlchemy's."""

    def __init__(self, statement: sa.Executable, column_keys: list[str] | None = None) -> None:
        self.statement, self.column_keys = statement, column_keys
        self._by_dialect: dict[str, _Compiled] = {}

    def _compiled(self, dialect: sa.Dialect) -> _Compiled:
        if (compiled := self._by_dialect.get(dialect.name)) is None:
            compiled = self._by_dialect[dialect.name] = _Compiled(self.statement, self.column_keys, dialect)
        return compiled

    def _run(self, connection: sa.Connection, params: dict | list[dict]) -> tuple[Any, _Compiled]:
        """The cursor it ran on, and what it ran."""
        compiled = self._compiled(connection.dialect)
        cursor = connection.connection.dbapi_connection.cursor()
        try:
            if isinstance(params, list):
                cursor.executemany(compiled.sql, compiled.bind_rows(params))
            else:
                cursor.execute(compiled.sql, compiled.bind_rows([params])[0])
        except connection.dialect.loaded_dbapi.Error as exc:
            # As SQLAlchemy's own execute does: wrap the driver's error, and on a lost
            # connection invalidate it and every pooled connection older than it (a
            # restarted server leaves them all dead), so the next checkout connects anew.
            connection._handle_dbapi_exception(exc, compiled.sql, params, cursor, None)
        return cursor, compiled

    def execute(self, connection: sa.Connection, params: dict) -> int:
        """Runs it once; the count of rows it changed."""
        return self._run(connection, params)[0].rowcount

    def executemany(self, connection: sa.Connection, rows: list[dict]) -> int:
        """Runs it for each of `rows`; the count of rows changed (where the driver counts
        them over an executemany, see `supports_sane_multi_rowcount`)."""
        return self._run(connection, rows)[0].rowcount

    def first(self, connection: sa.Connection, params: dict) -> tuple | None:
        cursor, compiled = self._run(connection, params)
        row = cursor.fetchone()
        return None if row is None else compiled.result_row(row)


class _Compiled:
    """One dialect's SQL of a statement, and its parameters' and results' conversions."""

    def __init__(self, statement: sa.Executable, column_keys: list[str] | None, dialect: sa.Dialect) -> None:
        compiled = statement.compile(dialect=dialect, column_keys=column_keys)
        self.sql = compiled.string
        names = compiled.positiontup
        # (itemgetter of a single name gives the bare value, not a 1-tuple)
        self._values = operator.itemgetter(*names) if len(names) > 1 else lambda row: tuple(row[n] for n in names)
        processors = [compiled.binds[name].type.dialect_impl(dialect).bind_processor(dialect) for name in names]
        self._processors = [(index, process) for index, process in enumerate(processors) if process is not None]
        columns = getattr(statement, "selected_columns", [])
        self._results = [column.type.dialect_impl(dialect).result_processor(dialect, None) for column in columns]

    def bind_rows(self, rows: list[dict]) -> list[Sequence]:
        """The driver's parameters of each row, in the SQL's order."""
        values = [self._values(row) for row in rows]
        if not self._processors:
            return values
        # Consecutive rows often share a value (an append's events, one timestamp):
        # it is converted once.
        last: dict[int, tuple[Any, Any]] = {}
        bound = []
        for row in values:
            row = list(row)
            for index, process in self._processors:
                before = last.get(index)
                if before is None or before[0] is not row[index]:
                    before = last[index] = (row[index], process(row[index]))
                row[index] = before[1]
            bound.append(row)
        return bound

    def result_row(self, row: Sequence) -> tuple:
        """A row the driver returned, with SQLAlchemy's conversions of its columns."""
        return tuple(value if process is None else process(value) for value, process in zip(row, self._results))


def open_database(url: str, timeout: float) -> SQLiteDatabase | AsyncDatabase:
    return SQLiteDatabase(url) if url.startswith("sqlite") else AsyncDatabase(url, timeout)
