"""How commits made by other instances (or other processes of `--workers N`) reach
this instance's hub, within a second.

PostgreSQL: every append batch notifies channel `tabletop` in its transaction
(service/store.py), and one connection here LISTENs. While that connection is
down the feed falls back to probing, and reconnects with backoff.

SQLite: other processes can only be seen in the file. While someone waits, a
dedicated connection polls `PRAGMA data_version`, which changes whenever another
connection commits: only then are the watched matches' versions read.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3

import asyncpg

from service.hub import Hub
from service.store import EventStore

log = logging.getLogger("tabletop")
PROBE_S = 0.2  # SQLite: how often data_version is read while someone waits
FALLBACK_PROBE_S = 0.5  # PostgreSQL: while the listening connection is down
CHANNEL = "tabletop"


class Feed:
    def __init__(self, store: EventStore, hub: Hub) -> None:
        self.store, self.hub = store, hub
        self.seen: dict[str, int] = {}

    async def probe(self) -> None:
        """Wake the waiters of every watched match whose version moved since last seen."""
        watched = self.hub.watched()
        if not watched:
            self.seen.clear()
            return
        versions = await self.store.match_versions(watched)
        for match_id, version in versions.items():
            if self.seen.get(match_id) != version:
                self.hub.publish(match_id)
        self.seen = versions

    async def guarded_probe(self) -> None:
        try:
            await self.probe()
        except Exception as exc:  # a feed must outlive a database hiccup
            log.warning("probing match versions failed: %s", exc)

    async def run(self) -> None:
        raise NotImplementedError


class SQLiteFeed(Feed):
    async def run(self) -> None:
        path = self.store.db.engine.url.database
        if not path or path == ":memory:":  # one process only: local commits publish themselves
            return
        connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
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


class PostgresFeed(Feed):
    async def run(self) -> None:
        dsn = self.store.url.replace("postgresql+asyncpg://", "postgresql://", 1)
        pause = 0.25
        while True:
            try:
                connection = await asyncpg.connect(dsn, timeout=5)
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


def feed_for(store: EventStore, hub: Hub) -> Feed:
    return PostgresFeed(store, hub) if store.url.startswith("postgresql") else SQLiteFeed(store, hub)
