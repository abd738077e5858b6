"""Where the store's statements run: each store operation is one function of a
SQLAlchemy Connection, run whole by the database's runner.

- PostgreSQL: the asyncpg engine, the function run through `run_sync`.
- SQLite: the stdlib driver on threads of our own, one hop per operation. (An
  async SQLite driver hops to its thread for every cursor, execute, fetch and
  close, and each hop waits for the event loop's turn: several per statement.)
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from typing import Any, Callable, TypeVar

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
    # The connections are made and used on the lanes' threads, one thread each.
    engine = sa.create_engine(url, poolclass=sa.NullPool)
    sa_event.listen(engine, "connect", sqlite_pragmas)
    return engine


class _Lane:
    """Threads that each hold one connection and run submitted work in turn."""

    def __init__(self, engine: sa.Engine, threads: int, name: str) -> None:
        self.engine = engine
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.threads = [threading.Thread(target=self._serve, name=f"{name}-{i}", daemon=True) for i in range(threads)]
        for thread in self.threads:
            thread.start()

    def _serve(self) -> None:
        connection: sa.Connection | None = None
        while (job := self.jobs.get()) is not None:
            work, loop, future = job
            try:
                if connection is None:  # (again, if the database could not be opened before)
                    # Autocommit at the driver: reads are one statement, writes say BEGIN.
                    connection = self.engine.connect().execution_options(isolation_level="AUTOCOMMIT")
                result, error = work(connection), None
            except Exception as exc:  # handed to the awaiting coroutine
                result, error = None, exc
            with contextlib.suppress(RuntimeError):  # the loop is gone: nobody awaits
                loop.call_soon_threadsafe(_resolve, future, result, error)
        if connection is not None:
            connection.close()

    async def run(self, work: Work[T]) -> T:
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self.jobs.put((work, loop, future))
        return await future

    def stop(self) -> None:
        for _ in self.threads:
            self.jobs.put(None)
        for thread in self.threads:
            thread.join()


def _resolve(future: asyncio.Future, result: Any, error: Exception | None) -> None:
    if future.done():  # its caller was cancelled meanwhile
        return
    if error is None:
        future.set_result(result)
    else:
        future.set_exception(error)


def _in_transaction(work: Work[T]) -> Work[T]:
    def transaction(connection: sa.Connection) -> T:
        # IMMEDIATE takes the write lock first: another process's writer makes this one
        # wait in busy_timeout instead of failing when its snapshot turns out stale.
        connection.exec_driver_sql("BEGIN IMMEDIATE")
        try:
            result = work(connection)
        except Exception:
            connection.exec_driver_sql("ROLLBACK")
            raise
        connection.exec_driver_sql("COMMIT")
        return result

    return transaction


class SQLiteDatabase:
    """One writer thread (SQLite has one writer at a time) and a few WAL readers."""

    def __init__(self, url: str, readers: int = 2) -> None:
        self.engine = sqlite_engine(url)
        self.writer = _Lane(self.engine, 1, "sqlite-writer")
        # An in-memory database exists on one connection only.
        self.readers = self.writer if ":memory:" in url else _Lane(self.engine, readers, "sqlite-reader")

    async def read(self, work: Work[T]) -> T:
        return await self.readers.run(work)

    async def write(self, work: Work[T]) -> T:
        """`work` in one transaction: committed if it returns, rolled back if it raises."""
        return await self.writer.run(_in_transaction(work))

    async def migrate(self, upgrade: Work[None]) -> None:
        # Alembic manages its own transaction, on a connection of its own.
        def run(_: sa.Connection) -> None:
            with self.engine.connect() as connection:
                upgrade(connection)
                connection.commit()

        await self.writer.run(run)

    async def close(self) -> None:
        lanes = {self.writer, self.readers}
        await asyncio.to_thread(lambda: [lane.stop() for lane in lanes])


class AsyncDatabase:
    """An async driver (asyncpg): pooled connections, the work run through run_sync."""

    def __init__(self, url: str) -> None:
        # Writes always run in `engine.begin()`, which commits or rolls back: a
        # connection going back to the pool needs no reset round trip.
        self.engine = create_async_engine(url, pool_size=10, max_overflow=10, pool_reset_on_return=None)
        # Reads are single statements: in autocommit they need no BEGIN or ROLLBACK.
        self.reader = create_async_engine(
            url, pool_size=10, max_overflow=10, isolation_level="AUTOCOMMIT", skip_autocommit_rollback=True
        )

    async def read(self, work: Work[T]) -> T:
        async with self.reader.connect() as connection:
            return await connection.run_sync(work)

    async def write(self, work: Work[T]) -> T:
        async with self.engine.begin() as connection:
            return await connection.run_sync(work)

    async def migrate(self, upgrade: Work[None]) -> None:
        await self.write(upgrade)

    async def close(self) -> None:
        await self.engine.dispose()
        await self.reader.dispose()


def open_database(url: str) -> SQLiteDatabase | AsyncDatabase:
    return SQLiteDatabase(url) if url.startswith("sqlite") else AsyncDatabase(url)
