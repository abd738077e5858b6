"""The store, opened: the database its URL names (SQLite or PostgreSQL), and the
aggregates kept in it, one class each: matches and their events, accounts (players,
apps, keys), invitations (challenges, seeks, players' streams), ratings, webhooks.
What spans them is here: the schema's migrations, the feed that brings other
instances' commits, the sweeper's lock."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
from pathlib import Path

import sqlalchemy as sa

from service.budget import Unavailable
from service.hub import KEY, PLAYER, Hub, player_key
from service.store.accounts import Accounts
from service.store.backends import open_database
from service.store.database import Lock
from service.store.feeds import Feed
from service.store.invitations import Invitations
from service.store.matches import Matches
from service.store.ratings import Ratings
from service.store.webhooks import Webhooks

log = logging.getLogger("tabletop")
MIGRATIONS = Path(__file__).resolve().parent / "migrations"  # shipped in the package


class Storage:
    def __init__(
        self, database_url: str, hub: Hub | None = None, *, timeout: float = 5.0, replay_ttl_s: int = 86_400
    ) -> None:
        self.db = open_database(database_url, timeout)
        self.hub = Hub(0) if hub is None else hub  # (none: a store that nobody waits on, as `tabletop migrate`'s)
        self.matches = Matches(self.db, self.hub, dt.timedelta(seconds=replay_ttl_s))
        self.accounts = Accounts(self.db)
        self.invitations = Invitations(self.db, self.hub)
        self.ratings = Ratings(self.db)
        self.webhooks = Webhooks(self.db)

    def feed(self) -> Feed:
        """What brings other instances' commits to this one's hub."""
        return self.db.feed(self.watched_versions, self.hub)

    def sweep_lock(self) -> Lock:
        """Whether this instance is the one that sweeps the clocks."""
        return self.db.sweep_lock()

    def pool_usage(self) -> dict[str, tuple[int, int, int]]:
        return self.db.pool_usage()

    async def migrate(self) -> None:
        """Create or upgrade the schema to the newest Alembic revision."""
        logging.getLogger("alembic").setLevel(logging.WARNING)
        from alembic import command
        from alembic.config import Config

        def upgrade(connection: sa.Connection) -> None:
            config = Config()
            config.set_main_option("script_location", str(MIGRATIONS))
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

        await self.db.migrate(upgrade)

    async def migrate_when_reachable(self, wait_s: float) -> None:
        """`migrate`, retried with backoff while the database is out of reach (it may
        be starting beside this server), for up to `wait_s` seconds."""
        deadline, pause, attempt = time.monotonic() + wait_s, 0.25, 1
        while True:
            try:
                return await self.migrate()
            except Unavailable as exc:
                if time.monotonic() + pause > deadline:
                    log.error("database not reachable (attempt %d: %s); giving up after %.3g s", attempt, exc, wait_s)
                    raise
                log.warning("database not reachable (attempt %d: %s); retrying in %.2g s", attempt, exc, pause)
            await asyncio.sleep(pause)
            pause, attempt = min(pause * 2, 5.0), attempt + 1

    async def close(self) -> None:
        await self.db.close()

    async def ping(self) -> None:
        """Unavailable unless a write would reach the database now (writes and reads
        hold connections of their own; a write's is checked)."""
        await self.db.write(lambda conn: conn.exec_driver_sql("SELECT 1"))

    async def watched_versions(self, keys: list[str]) -> dict[str, int]:
        """The version of what each hub key names: a match's, or a player's stream's."""
        player_ids = [key.removeprefix(PLAYER) for key in keys if key.startswith(PLAYER)]
        match_ids = [key for key in keys if not key.startswith((PLAYER, KEY))]  # (a key's: its revocation only)
        versions = await self.matches.match_versions(match_ids) if match_ids else {}
        if player_ids:
            heads = await self.invitations.stream_heads(player_ids)
            versions |= {player_key(player_id): seq for player_id, seq in heads.items()}
        return versions
