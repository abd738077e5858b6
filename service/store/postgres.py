"""PostgreSQL: asyncpg's pooled connections, the work run through `run_sync`, and
the statements every act makes on asyncpg's own pool.

Every append batch (one statement: `_APPEND_BATCH`) and every write that wakes
someone (`notify`) notifies channel `tabletop` on commit, and the feed's connection
LISTENs: other instances' commits reach this one's hub within a second (while that connection is down, the
feed probes instead, and reconnects with backoff). The sweeper's lock is an advisory
lock held on a connection of its own: when an instance goes, its lock goes with it.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

import asyncpg
import msgspec
import sqlalchemy as sa
from sqlalchemy import event as sa_event
from sqlalchemy.ext.asyncio import AsyncConnection, create_async_engine

from service.budget import BUDGET
from service.hub import Hub
from service.records import VersionConflict
from service.store import statements as sql
from service.store.database import Lock, T, Work, reaching
from service.store.feeds import Feed, Versions
from service.store.prepared import Params, Prepared, Row
from service.store.statements import Append

log = logging.getLogger("tabletop")
FALLBACK_PROBE_S = 0.5  # while the listening connection is down
CHANNEL = "tabletop"
LOCK_KEY = 0x7461626C65  # "table": the sweeper's advisory lock, one per database


# Pooled connections per process: SQLAlchemy's for writes and for reads, and asyncpg's
# own for the statements every act makes.
WRITERS = 10
READERS = 10
STATEMENTS = 20


# PostgreSQL: a whole batch as one statement, run outside any transaction (atomic by
# itself): one round trip where BEGIN, the statements and COMMIT took five, each
# waiting its turn on a busy event loop (measured: 12 ms a batch, the time acts spent
# waiting). Every match moves from its expected version or nothing is written: a
# statement cannot roll itself back, but failing does (`1 / 0`, APPEND_CONFLICT),
# and so does a used key that has not expired (the upsert touches none of those).
# Listeners hear of each match on commit only (service/store/feeds.py). The rows come
# as three JSON documents: asyncpg encodes an array parameter element by element on
# the event loop, 18 of them a batch (measured: 564 -> 379 us of the server's CPU for a
# batch of 12 appends), where msgspec encodes a document at once and PostgreSQL, in
# its own process, reads it.
_APPEND_BATCH = Prepared(
    sa.text(
        """
WITH bumped AS (
    UPDATE matches SET version = b.m_version, status = b.m_status, deadline = b.m_deadline
    FROM json_to_recordset(CAST(:bumps AS json))
         AS b(m_id text, m_expected integer, m_version integer, m_status text, m_deadline timestamptz)
    WHERE matches.id = b.m_id AND matches.version = b.m_expected
    RETURNING matches.id
), appended AS (
    INSERT INTO events (match_id, seq, type, payload, action, created_at)
    SELECT * FROM json_to_recordset(CAST(:events AS json))
         AS e(match_id text, seq integer, type text, payload text, action text, created_at timestamptz)
), recorded AS (
    INSERT INTO idempotency (match_id, seat, key, request, before, after, created_at)
    SELECT * FROM json_to_recordset(CAST(:replays AS json))
         AS r(match_id text, seat integer, key text, request text, before integer, after integer,
              created_at timestamptz)
    ON CONFLICT (match_id, seat, key) DO UPDATE
        SET request = excluded.request, before = excluded.before, after = excluded.after,
            created_at = excluded.created_at
        WHERE idempotency.created_at < CAST(:since AS timestamptz)
    RETURNING 1
)
SELECT 1 / CASE WHEN (SELECT count(*) FROM bumped) = :appends AND (SELECT count(*) FROM recorded) = :replayed
                THEN 1 ELSE 0 END
UNION ALL
SELECT 1 FROM (SELECT pg_notify('tabletop', id) FROM bumped) AS notified
"""
    )
)
APPEND_CONFLICT = "22012"  # (division_by_zero: the batch's way of failing)
_DOCUMENT = msgspec.json.Encoder()  # (a batch's rows, as PostgreSQL's json_to_recordset reads them)
_NOTIFY = Prepared(sa.text("SELECT pg_notify('tabletop', m) FROM unnest(CAST(:match_ids AS text[])) AS m"))


class PostgresDatabase:
    """An async driver (asyncpg): pooled connections, the work run through run_sync,
    and the statements every act makes run on asyncpg's own pool."""

    def __init__(self, url: str, timeout: float) -> None:
        self.dsn = url.replace("postgresql+asyncpg://", "postgresql://", 1)  # asyncpg's own connections
        # A server that does not answer (down, frozen, unreachable) fails each wait
        # after `timeout`: connecting, each statement, and waiting for a pooled
        # connection; the error then says Unavailable instead of hanging a request.
        limits = dict(pool_timeout=timeout, connect_args={"timeout": timeout, "command_timeout": timeout})
        # ... and the whole of an operation, or of a request's operations (its Budget).
        self.timeout = timeout
        # Writes always run in `engine.begin()`, which commits or rolls back: a
        # connection going back to the pool needs no reset round trip. (Acts append
        # through `execute`: the writes here are the rarer ones, a match created, a
        # seat claimed, the lobby's.)
        self.engine = create_async_engine(url, pool_size=WRITERS, max_overflow=0, pool_reset_on_return=None, **limits)
        self.dialect = self.engine.dialect
        # Reads are single statements: in autocommit they need no BEGIN or ROLLBACK.
        # Connections beyond the pool's size would be opened and closed per read (each
        # a TLS negotiation and fresh prepared statements: measured, a quarter of the
        # CPU under Maya's load): a read past READERS waits for a pooled connection.
        self.reader = create_async_engine(
            url,
            pool_size=READERS,
            max_overflow=0,
            isolation_level="AUTOCOMMIT",
            skip_autocommit_rollback=True,
            **limits,
        )
        for engine in (self.engine, self.reader):
            sa_event.listen(engine.sync_engine, "checkout", _still_open)
        # `first` and `execute` (an act's reads and its group's append) on asyncpg itself:
        # through SQLAlchemy's engine each paid a pool checkout, a greenlet and the
        # cursor's adaptation, more server time than the statement's round trip. The SQL
        # and its conversions are still SQLAlchemy's (service/store/prepared.py).
        self._statements: asyncpg.Pool | None = None

    async def read(self, work: Work[T]) -> T:
        return await self._bounded(lambda when: self._on_engine(self.reader.connect, work, when))

    async def write(self, work: Work[T]) -> T:
        return await self._bounded(lambda when: self._on_engine(self.engine.begin, work, when))

    async def first(self, statement: Prepared, params: Params) -> Row | None:
        compiled = statement.compiled(self.dialect)
        row = await self._bounded(lambda when: self._on_pool(compiled.sql, compiled.bind(params), when, fetch=True))
        return None if row is None else compiled.result_row(row)

    async def execute(self, statement: Prepared, params: Params) -> None:
        compiled = statement.compiled(self.dialect)
        await self._bounded(lambda when: self._on_pool(compiled.sql, compiled.bind(params), when, fetch=False))

    async def append_batch(self, batch: list[Append], replays_since: dt.datetime) -> None:
        """The batch in one statement (_APPEND_BATCH); VersionConflict and nothing written
        if any match has moved from its expected version."""
        replays = sql.replay_rows(batch)
        params = {
            "bumps": _DOCUMENT.encode(sql.bumps(batch)).decode(),
            "events": _DOCUMENT.encode(sql.event_rows(batch)).decode(),
            "replays": _DOCUMENT.encode(replays).decode(),
            "since": replays_since,
            "appends": len(batch),
            "replayed": len(replays),
        }
        try:
            await self.execute(_APPEND_BATCH, params)
        except sa.exc.DBAPIError as exc:
            if getattr(exc.orig, "sqlstate", None) == APPEND_CONFLICT:
                raise VersionConflict from exc
            raise

    def notify(self, conn: sa.Connection, keys: list[str]) -> None:
        """Wake the waiters on these hub keys on every instance, when `conn`'s
        transaction commits (PostgresFeed listens)."""
        if keys:
            _NOTIFY.execute(conn, {"match_ids": keys})

    async def _bounded(self, operate: Callable[[float], Awaitable[T]]) -> T:
        """`operate(when)` on a connection it takes, given up (Unavailable) once the
        request's budget (else the timeout) is spent, at loop time `when`: the
        connection is to be dropped then if it is still in use, as its clean-up (a
        rollback, a close, a reset) would otherwise wait on a server that does not
        answer, shielded from the timeout."""
        current = BUDGET.get()  # (spending() inlined: this runs for every statement an act makes)
        seconds = self.timeout if current is None else current.left
        loop = asyncio.get_running_loop()
        start = loop.time()
        try:
            with reaching():
                if seconds <= 0:
                    raise TimeoutError("the request's time on the database is spent")
                async with asyncio.timeout(seconds) as timeout:
                    when = timeout.when()
                    assert when is not None  # (set from `seconds`)
                    return await operate(when)
        finally:
            if current is not None:
                current.left -= loop.time() - start

    async def _on_engine(
        self, connect: Callable[[], AbstractAsyncContextManager[AsyncConnection]], work: Work[T], when: float
    ) -> T:
        drop = None
        try:
            async with connect() as connection:
                checked_out = connection.sync_connection
                assert checked_out is not None  # (connected)
                drop = asyncio.get_running_loop().call_at(when, _drop, checked_out.connection)
                result: T = await connection.run_sync(work)
                return result
        finally:  # (after the connection's clean-up, which the drop bounds too)
            if drop is not None:
                drop.cancel()

    async def _on_pool(self, sql: str, args: Sequence[Any], when: float, fetch: bool) -> Any:
        pool = self._statements
        if pool is None:  # (made in the loop that serves; min_size 0: it connects nothing yet)
            pool = self._statements = asyncpg.create_pool(
                self.dsn,
                min_size=0,
                max_size=STATEMENTS,
                timeout=self.timeout,
                command_timeout=self.timeout,
                reset=_no_reset,
            )
            await pool
        drop = None
        try:
            async with pool.acquire() as connection:
                drop = asyncio.get_running_loop().call_at(when, connection.terminate)
                try:
                    return await (connection.fetchrow(sql, *args) if fetch else connection.execute(sql, *args))
                except asyncpg.PostgresError:  # (the server's answer: the connection is ready for more)
                    raise
                except BaseException:
                    # Cancelled, or the driver lost its way in the protocol (seen while the
                    # server restarts): not to be lent again, as its reset would not notice.
                    connection.terminate()
                    raise
        except asyncpg.PostgresError as exc:  # (connecting too: a server starting or stopping)
            raise _as_sqlalchemy(exc, sql) from exc
        except (asyncpg.InterfaceError, asyncpg.InternalClientError) as exc:  # (a connection gone astray)
            raise sa.exc.InterfaceError(sql, None, exc) from exc
        finally:
            if drop is not None:
                drop.cancel()

    async def migrate(self, upgrade: Work[None]) -> None:
        # Not bounded by the timeout: a migration may take long on a large database.
        # Several instances may start at once: one migrates while the others wait for
        # its lock (held to the transaction's end), then find the schema current.
        with reaching():
            async with self.engine.begin() as connection:
                await connection.exec_driver_sql("SELECT pg_advisory_xact_lock(727274)")
                await connection.run_sync(upgrade)

    def pool_usage(self) -> dict[str, tuple[int, int, int]]:
        """Per pool: connections in use, idle, and the most it opens."""
        pools: dict[str, tuple[Any, int]] = {
            "writer": (self.engine.pool, WRITERS),
            "reader": (self.reader.pool, READERS),
        }
        usage = {name: (pool.checkedout(), pool.checkedin(), most) for name, (pool, most) in pools.items()}
        statements = self._statements
        opened, idle = (statements.get_size(), statements.get_idle_size()) if statements is not None else (0, 0)
        return usage | {"statements": (opened - idle, idle, STATEMENTS)}

    async def close(self) -> None:
        await self.engine.dispose()
        await self.reader.dispose()
        if self._statements is not None:
            try:
                await asyncio.wait_for(self._statements.close(), self.timeout)
            except TimeoutError:
                self._statements.terminate()

    def feed(self, versions: Versions, hub: Hub) -> Feed:
        return PostgresFeed(self.dsn, versions, hub)

    def sweep_lock(self) -> Lock:
        return AdvisoryLock(self.dsn, self.timeout)


async def _no_reset(_connection: asyncpg.Connection) -> None:
    """What a connection back in the statements' pool needs: nothing. (asyncpg's default
    reset is a round trip per use; these statements leave no session state behind.)"""


def _as_sqlalchemy(exc: asyncpg.PostgresError, sql: str) -> sa.exc.DBAPIError:
    """The error SQLAlchemy's driver adapter would raise, so that a refusal reads the
    same on either path (an integrity error, the append's conflict); what says the
    database is out of reach, `unreachable` reads from the SQLSTATE it carries."""
    if (exc.sqlstate or "").startswith("23"):
        return sa.exc.IntegrityError(sql, None, exc)
    return sa.exc.DBAPIError(sql, None, exc)


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


class PostgresFeed(Feed):
    def __init__(self, dsn: str, versions: Versions, hub: Hub) -> None:
        super().__init__(versions, hub)
        self.dsn = dsn

    async def run(self) -> None:
        pause = 0.25
        while True:
            try:
                connection = await asyncpg.connect(self.dsn, timeout=5)
            except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
                log.warning("LISTEN connection failed (%s); probing, retrying in %.2g s", exc, pause)
                await self.probe_for(pause)
                pause = min(pause * 2, 5.0)
                continue
            pause = 0.25
            try:
                await connection.add_listener(CHANNEL, self.notified)
                await self.guarded_probe()  # whatever was committed while not listening
                while not connection.is_closed():
                    await asyncio.sleep(1)
                    await connection.fetchval("SELECT 1", timeout=5)
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as exc:
                log.warning("LISTEN connection lost: %s", exc)
            finally:
                connection.terminate()

    def notified(self, _connection: object, _pid: int, _channel: str, payload: str) -> None:
        self.hub.publish(payload)

    async def probe_for(self, seconds: float) -> None:
        deadline = asyncio.get_running_loop().time() + seconds
        while asyncio.get_running_loop().time() < deadline:
            await self.guarded_probe()
            await asyncio.sleep(FALLBACK_PROBE_S)


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
                    "SELECT pg_try_advisory_lock($1)", LOCK_KEY, timeout=self.timeout
                )
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as exc:
            log.warning("the sweeper's lock connection failed: %s", exc)
            self.holding = False  # (nothing to unlock on a connection that failed)
            await self.release()
            return False
        return self.holding

    async def release(self) -> None:
        connection, holding = self.connection, self.holding
        self.connection, self.holding = None, False
        if connection is None:
            return
        if holding:
            # Unlocked before the session goes: PostgreSQL frees a closed session's locks
            # only once its backend notices, and meanwhile another instance finds it held.
            with contextlib.suppress(OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError):
                await connection.fetchval("SELECT pg_advisory_unlock($1)", LOCK_KEY, timeout=self.timeout)
        connection.terminate()
