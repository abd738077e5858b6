"""Where the store's statements run: each store operation is one function of a
SQLAlchemy Connection (`Work`), run whole by the database's runner: SQLite's
(service/store/sqlite.py) or PostgreSQL's (service/store/postgres.py), chosen once,
by `open_database` (service/store/backends.py), with the feed and the sweeper's
lock that go with it.

Failures that say the database is out of reach become `Unavailable` (a 503 at the
edge, service/budget.py), and a request's whole time on the database is bounded by
its `Budget`.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

import sqlalchemy as sa

from service.budget import Unavailable
from service.hub import Hub
from service.store.feeds import Feed, Versions
from service.store.prepared import Params, Prepared, Row
from service.store.statements import Append

T = TypeVar("T")
Work = Callable[[sa.Connection], T]
Notify = Callable[[sa.Connection, list[str]], None]  # (Database.notify)


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


class reaching:
    """Raises Unavailable in place of an error that says the database is out of reach."""

    __slots__ = ()

    def __enter__(self) -> None:
        pass

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, _: object) -> None:
        if isinstance(exc, Exception) and unreachable(exc):
            raise Unavailable(str(exc).splitlines()[0] if str(exc) else type(exc).__name__) from exc


def settle(future: asyncio.Future[Any], result: Any = None, error: BaseException | None = None) -> None:
    """Give `future` its result, or its error, unless its caller was cancelled meanwhile."""
    if future.done():
        return
    if error is None:
        future.set_result(result)
    else:
        future.set_exception(error)


class Lock:
    """Whether this instance is the one that sweeps the clocks (asked before each
    sweep); this one always is: an in-memory database has one process."""

    async def held(self) -> bool:
        return True

    async def release(self) -> None:
        pass


class Database(Protocol):
    dialect: sa.Dialect

    async def read(self, work: Work[T]) -> T: ...

    async def write(self, work: Work[T]) -> T:
        """`work` in one transaction: committed if it returns, rolled back if it raises."""

    async def first(self, statement: Prepared, params: Params) -> Row | None:
        """The first row `statement` reads (one of the reads every act makes)."""

    async def execute(self, statement: Prepared, params: Params) -> None:
        """`statement`, atomic by itself: where the database allows, run outside any
        transaction (no BEGIN and COMMIT round trips), else as `write`."""

    async def append_batch(self, batch: list[Append], replays_since: dt.datetime) -> None:
        """A group commit's appends (service/store/writer.py), all or none: VersionConflict
        (or IntegrityError) and nothing written if any match has moved from its expected
        version."""

    def notify(self, conn: sa.Connection, keys: list[str]) -> None:
        """Wake the waiters on these hub keys on every instance once `conn`'s transaction
        commits (as far as the backend's feed needs telling)."""

    async def migrate(self, upgrade: Work[None]) -> None: ...

    def pool_usage(self) -> dict[str, tuple[int, int, int]]:
        """Per pool: connections in use, idle, and the most it opens."""

    def feed(self, versions: Versions, hub: Hub) -> Feed:
        """What brings other processes' commits to `hub`."""

    def sweep_lock(self) -> Lock: ...

    async def close(self) -> None: ...


def normalize_database_url(url: str) -> str:
    """The URL SQLAlchemy is given: plain `postgresql://` URLs run on asyncpg, and
    SQLite on the stdlib driver (service/store/sqlite.py says why), whatever a
    `sqlite+aiosqlite://` URL asks."""
    for given, used in (
        ("postgresql://", "postgresql+asyncpg://"),
        ("postgres://", "postgresql+asyncpg://"),
        ("sqlite+aiosqlite://", "sqlite://"),
    ):
        if url.startswith(given):
            return used + url[len(given) :]
    return url
