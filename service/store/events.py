"""The event store: matches and their append-only events, on SQLite or PostgreSQL.

Appends name the version they extend; the (match_id, seq) primary key and a
compare-and-set on `matches.version` make a racing append fail with
`VersionConflict` instead of overwriting. Nothing here is cached: any number
of service instances may share one database, and commits on any of them wake
this instance's waiters (the hub, through the backend's feed).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import time
from pathlib import Path
from typing import Any

import msgspec
import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from service.budget import Unavailable
from service.hub import KEY, PLAYER, Hub, player_key
from service.records import (
    AlreadyBound,
    AppRecord,
    MatchRecord,
    MatchStatus,
    NewEvent,
    PlayerRecord,
    Replay,
    StoredAction,
    StoredEvent,
    now,
)
from service.store import statements as sql
from service.store.backends import open_database
from service.store.database import Lock
from service.store.feeds import Feed
from service.store.invitations import Invitations
from service.store.keys import KeyRecord, Keys, insert_key
from service.store.ratings import Ratings
from service.store.schema import apps, matches, players, seat_players, snapshots
from service.store.statements import Append
from service.store.writer import GroupCommit

log = logging.getLogger("tabletop")
MIGRATIONS = Path(__file__).resolve().parent / "migrations"  # shipped in the package


class _Actor(msgspec.Struct):
    seat: int


_actor = msgspec.json.Decoder(_Actor)


class EventStore:
    def __init__(
        self, database_url: str, hub: Hub | None = None, *, timeout: float = 5.0, replay_ttl_s: int = 86_400
    ) -> None:
        self.db = open_database(database_url, timeout)
        self.hub = Hub(0) if hub is None else hub  # (none: a store that nobody waits on, as `tabletop migrate`'s)
        self.replay_ttl = dt.timedelta(seconds=replay_ttl_s)
        self.writer = GroupCommit(self.db, self.replay_ttl)
        self.invitations = Invitations(self.db, self.hub)
        self.ratings = Ratings(self.db)
        self.keys = Keys(self.db)

    def feed(self) -> Feed:
        """What brings other instances' commits to this one's hub."""
        return self.db.feed(self.watched_versions, self.hub)

    def sweep_lock(self) -> Lock:
        """Whether this instance is the one that sweeps the clocks."""
        return self.db.sweep_lock()

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

    async def create_match(self, match: MatchRecord, first: list[NewEvent]) -> None:
        await self.db.write(lambda conn: sql.insert_match(conn, match, first))

    async def claim(
        self, old_seats: str, match: MatchRecord, first: list[NewEvent], seat: int, at: dt.datetime
    ) -> None:
        """Store a claimed seat (`match` as it is after the claim, with the deal's events
        when it took the last open seat) in one transaction, if the match's seats are
        still `old_seats` and it still waits: else ClaimLost (AlreadyBound if the seat's
        player already holds another seat of it)."""
        try:
            await self.db.write(lambda conn: sql.claim(conn, old_seats, match, first, seat, at))
        except IntegrityError as exc:
            raise AlreadyBound from exc

    async def create_player(self, player: PlayerRecord, key: KeyRecord, key_hash: str) -> None:
        """A player and his first key."""
        row = {
            "id": player.id,
            "name": player.name,
            "key_hash": key_hash,
            "created_at": key.created_at,
            "app_id": player.app_id,
        }

        def create(conn: sa.Connection) -> None:
            conn.execute(players.insert(), row)
            insert_key(conn, key, key_hash)

        await self.db.write(create)

    async def player_by_id(self, player_id: str) -> PlayerRecord | None:
        query = sa.select(players.c.id, players.c.name, players.c.app_id).where(players.c.id == player_id)
        row = await self.db.read(lambda conn: conn.execute(query).first())
        return None if row is None else PlayerRecord(id=row[0], name=row[1], app_id=row[2])

    async def create_app(self, app: AppRecord, key: KeyRecord, key_hash: str) -> None:
        """An app and its first key."""
        row = {"id": app.id, "name": app.name, "key_hash": key_hash, "created_at": key.created_at}

        def create(conn: sa.Connection) -> None:
            conn.execute(apps.insert(), row)
            insert_key(conn, key, key_hash)

        await self.db.write(create)

    async def app_players(
        self, app_id: str, before: tuple[dt.datetime, str] | None, limit: int
    ) -> list[tuple[PlayerRecord, dt.datetime]]:
        """The app's players, newest first, after `before` (the last of the previous page)."""
        query = sa.select(players.c.id, players.c.name, players.c.created_at).where(players.c.app_id == app_id)
        if before:
            created, last = before
            query = query.where(
                sa.or_(players.c.created_at < created, sa.and_(players.c.created_at == created, players.c.id < last))
            )
        query = query.order_by(players.c.created_at.desc(), players.c.id.desc()).limit(limit)
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [(PlayerRecord(id=r[0], name=r[1], app_id=app_id), sql.utc(r[2])) for r in rows]

    async def players_by_id(self, player_ids: list[str]) -> dict[str, PlayerRecord]:
        """The players of these ids that exist."""
        query = sa.select(players.c.id, players.c.name).where(players.c.id.in_(player_ids))
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return {row[0]: PlayerRecord(id=row[0], name=row[1]) for row in rows}

    async def player_matches(
        self, player_id: str, status: MatchStatus | None, before: tuple[dt.datetime, str] | None, limit: int
    ) -> list[tuple[MatchRecord, int]]:
        """The player's matches and his seat in each, newest first; `before` as in
        `list_matches`."""
        query = (
            sa.select(matches, seat_players.c.seat)
            .join(matches, matches.c.id == seat_players.c.match_id)
            .where(seat_players.c.player_id == player_id)
        )
        query = _page(query, status, before, limit, seat_players.c.created_at, seat_players.c.match_id)
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [(sql.match_of(row[:-1]), row[-1]) for row in rows]

    async def get_match(self, match_id: str) -> MatchRecord | None:
        row = await self.db.first(sql.SELECT_MATCH, {"id": match_id})
        return sql.match_of(row) if row else None

    async def match_version(self, match_id: str) -> int | None:
        row = await self.db.first(sql.SELECT_VERSION, {"id": match_id})
        return row[0] if row else None

    async def match_versions(self, match_ids: list[str]) -> dict[str, int]:
        rows = await self.db.read(lambda conn: conn.execute(sql.SELECT_VERSIONS, {"ids": match_ids}).all())
        return dict(rows)

    async def watched_versions(self, keys: list[str]) -> dict[str, int]:
        """The version of what each hub key names: a match's, or a player's stream's."""
        player_ids = [key.removeprefix(PLAYER) for key in keys if key.startswith(PLAYER)]
        match_ids = [key for key in keys if not key.startswith((PLAYER, KEY))]  # (a key's: its revocation only)
        versions = await self.match_versions(match_ids) if match_ids else {}
        if player_ids:
            rows = await self.db.read(lambda conn: conn.execute(sql.SELECT_STREAM_SEQS, {"ids": player_ids}).all())
            versions |= {player_key(player_id): seq for player_id, seq in rows}
        return versions

    async def events(self, match_id: str, after: int, upto: int, limit: int | None = None) -> list[StoredEvent]:
        params = {"id": match_id, "after": after, "upto": upto, "limit": sql.NO_LIMIT if limit is None else limit}
        rows = await self.db.read(lambda conn: conn.execute(sql.SELECT_EVENTS, params).all())
        return [
            StoredEvent(
                seq=r.seq,
                payload=r.payload,
                created_at=sql.utc(r.created_at),
                actor=None if r.action is None else _actor.decode(r.action).seat,
            )
            for r in rows
        ]

    async def snapshot(self, match_id: str, upto: int) -> tuple[int, bytes] | None:
        """The latest snapshot at or before `upto`: (its version, the state's bytes)."""
        row = await self.db.read(lambda conn: conn.execute(sql.SELECT_SNAPSHOT, {"id": match_id, "upto": upto}).first())
        return (row[0], row[1]) if row else None

    async def save_snapshot(self, match_id: str, version: int, state: bytes) -> None:
        """Best effort: another instance may have saved the same one first."""
        row = {"match_id": match_id, "version": version, "state": state}
        with contextlib.suppress(IntegrityError):
            await self.db.execute(sql.INSERT_SNAPSHOT, row)

    async def drop_snapshots(self, match_id: str | None = None) -> None:
        """Every match's snapshots, or one match's."""
        delete = snapshots.delete()
        if match_id is not None:
            delete = delete.where(snapshots.c.match_id == match_id)
        await self.db.write(lambda conn: conn.execute(delete))

    async def actions(self, match_id: str) -> list[StoredAction]:
        rows = await self.db.read(lambda conn: conn.execute(sql.SELECT_ACTIONS, {"id": match_id}).all())
        return [StoredAction(before=r.seq - 1, action=r.action) for r in rows]

    async def acts_begun(self, match_id: str, after: int, upto: int) -> list[int]:
        """The versions from `after` to before `upto` at which a recorded act began (its
        first event, seq in (after, upto], carries the act), in order."""
        params = {"id": match_id, "after": after, "upto": upto}
        rows = await self.db.read(lambda conn: conn.execute(sql.SELECT_ACTS_BEGUN, params).all())
        return [r.seq - 1 for r in rows]

    async def append(
        self,
        match_id: str,
        expected_version: int,
        new_events: list[NewEvent],
        status: MatchStatus,
        at: dt.datetime,
        replay: Replay | None = None,
        deadline: dt.datetime | None = None,
    ) -> None:
        """Append after `expected_version`, atomically with what an idempotency key
        names; VersionConflict if the match is no longer at that version. Waiters on
        the match are woken once it is written (service/hub.py)."""
        await self.writer.append(Append(match_id, expected_version, new_events, status, at, replay, deadline))
        self.hub.publish(match_id)

    async def overdue(self, at: dt.datetime, limit: int) -> list[tuple[str, str]]:
        """(id, game) of the active matches with a seat past its deadline at `at`, the
        most overdue first."""
        params = {"now": at, "limit": limit}
        rows = await self.db.read(lambda conn: conn.execute(sql.SELECT_OVERDUE, params).all())
        return [(r.id, r.game) for r in rows]

    async def replay(self, match_id: str, seat: int, key: str) -> Replay | None:
        """What `key` names for this seat, unless it was never used or has expired."""
        params = {"match_id": match_id, "seat": seat, "key": key, "since": now() - self.replay_ttl}
        row = await self.db.read(lambda conn: conn.execute(sql.SELECT_REPLAY, params).first())
        return None if row is None else Replay(seat, key, *row)

    async def purge_replays(self) -> int:
        """Forget expired idempotency keys; how many."""
        params = {"since": now() - self.replay_ttl}
        return await self.db.write(lambda conn: conn.execute(sql.PURGE_REPLAYS, params).rowcount)

    async def list_matches(
        self, game: str, status: MatchStatus | None, before: tuple[dt.datetime, str] | None, limit: int
    ) -> list[MatchRecord]:
        """Newest first; `before` is the (created_at, id) of the last match of the previous page."""
        query = _page(
            sa.select(matches).where(matches.c.game == game), status, before, limit, matches.c.created_at, matches.c.id
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [sql.match_of(row) for row in rows]


def _page(
    query: sa.Select[Any],
    status: MatchStatus | None,
    before: tuple[dt.datetime, str] | None,
    limit: int,
    created_at: sa.ColumnElement[dt.datetime],
    match_id: sa.ColumnElement[str],
) -> sa.Select[Any]:
    """A page of matches of `status` (any if None), newest first by (`created_at`,
    `match_id`), after `before` (the last of the previous page)."""
    if status:
        query = query.where(matches.c.status == status)
    if before:
        created, last = before
        query = query.where(sa.or_(created_at < created, sa.and_(created_at == created, match_id < last)))
    return query.order_by(created_at.desc(), match_id.desc()).limit(limit)
