"""The event store: matches and their append-only events, on SQLite or PostgreSQL.

Appends name the version they extend; the (match_id, seq) primary key and a
compare-and-set on `matches.version` make a racing append fail with
`VersionConflict` instead of overwriting. Nothing here is cached: any number
of service instances may share one database.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import msgspec
import sqlalchemy as sa
from sqlalchemy import event as sa_event
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from service.schema import events, idempotency, matches
from service.settings import normalize_database_url

MIGRATIONS = Path(__file__).resolve().parents[1] / "deploy" / "migrations"


class VersionConflict(Exception):
    """Another append got there first."""


class SeatRecord(msgspec.Struct, frozen=True):
    name: str
    token_hash: str


class MatchRecord(msgspec.Struct, frozen=True):
    id: str
    game: str
    created_at: dt.datetime
    status: str
    version: int
    seats: list[SeatRecord]
    options: str
    seed: int


class StoredEvent(msgspec.Struct, frozen=True):
    seq: int
    payload: str
    created_at: dt.datetime


class NewEvent(msgspec.Struct, frozen=True):
    type: str
    payload: str


_seats_json = msgspec.json.Decoder(list[SeatRecord])


def _utc(value: dt.datetime) -> dt.datetime:
    # SQLite hands back naive datetimes; everything is stored in UTC.
    return value if value.tzinfo else value.replace(tzinfo=dt.timezone.utc)


def now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def _match(row: sa.Row) -> MatchRecord:
    return MatchRecord(
        id=row.id,
        game=row.game,
        created_at=_utc(row.created_at),
        status=row.status,
        version=row.version,
        seats=_seats_json.decode(row.seats),
        options=row.options,
        seed=row.seed,
    )


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    # WAL lets readers run beside the single writer; NORMAL sync is durable in WAL mode
    # against application crashes, and busy_timeout makes writers queue, not fail.
    for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "busy_timeout=10000", "foreign_keys=ON"):
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


class EventStore:
    def __init__(self, database_url: str) -> None:
        self.url = normalize_database_url(database_url)
        self.engine: AsyncEngine = create_async_engine(self.url, pool_pre_ping=False)
        if self.engine.dialect.name == "sqlite":
            sa_event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)

    async def migrate(self) -> None:
        """Create or upgrade the schema to the newest Alembic revision."""
        from alembic import command
        from alembic.config import Config

        def upgrade(connection: sa.Connection) -> None:
            config = Config()
            config.set_main_option("script_location", str(MIGRATIONS))
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

        async with self.engine.begin() as conn:
            await conn.run_sync(upgrade)

    async def close(self) -> None:
        await self.engine.dispose()

    async def ping(self) -> None:
        async with self.engine.connect() as conn:
            await conn.execute(sa.text("SELECT 1"))

    async def create_match(self, match: MatchRecord, first: list[NewEvent]) -> None:
        async with self.engine.begin() as conn:
            await conn.execute(
                matches.insert().values(
                    id=match.id,
                    game=match.game,
                    created_at=match.created_at,
                    status=match.status,
                    version=match.version,
                    seats=msgspec.json.encode(match.seats).decode(),
                    options=match.options,
                    seed=match.seed,
                )
            )
            await self._insert_events(conn, match.id, 0, first, match.created_at)

    async def get_match(self, match_id: str) -> MatchRecord | None:
        async with self.engine.connect() as conn:
            row = (await conn.execute(matches.select().where(matches.c.id == match_id))).first()
        return _match(row) if row else None

    async def events(self, match_id: str, after: int, upto: int, limit: int | None = None) -> list[StoredEvent]:
        query = (
            sa.select(events.c.seq, events.c.payload, events.c.created_at)
            .where(events.c.match_id == match_id, events.c.seq > after, events.c.seq <= upto)
            .order_by(events.c.seq)
            .limit(limit)
        )
        async with self.engine.connect() as conn:
            rows = (await conn.execute(query)).all()
        return [StoredEvent(seq=r.seq, payload=r.payload, created_at=_utc(r.created_at)) for r in rows]

    async def append(
        self,
        match_id: str,
        expected_version: int,
        new_events: list[NewEvent],
        status: str,
        at: dt.datetime,
        replay: tuple[int, str, str] | None = None,
    ) -> None:
        """Append after `expected_version` in one transaction, with the response to
        replay for an idempotency key as (seat, key, response JSON)."""
        try:
            async with self.engine.begin() as conn:
                await self._insert_events(conn, match_id, expected_version, new_events, at)
                bumped = await conn.execute(
                    matches.update()
                    .where(matches.c.id == match_id, matches.c.version == expected_version)
                    .values(version=expected_version + len(new_events), status=status)
                )
                if bumped.rowcount != 1:
                    raise VersionConflict
                if replay:
                    seat, key, response = replay
                    await conn.execute(
                        idempotency.insert().values(
                            match_id=match_id, seat=seat, key=key, response=response, created_at=at
                        )
                    )
        except IntegrityError as exc:
            raise VersionConflict from exc

    async def replayed_response(self, match_id: str, seat: int, key: str) -> str | None:
        query = sa.select(idempotency.c.response).where(
            idempotency.c.match_id == match_id, idempotency.c.seat == seat, idempotency.c.key == key
        )
        async with self.engine.connect() as conn:
            return (await conn.execute(query)).scalar()

    async def list_matches(
        self, game: str, status: str | None, before: tuple[dt.datetime, str] | None, limit: int
    ) -> list[MatchRecord]:
        """Newest first; `before` is the (created_at, id) of the last match of the previous page."""
        query = sa.select(matches).where(matches.c.game == game)
        if status:
            query = query.where(matches.c.status == status)
        if before:
            created, match_id = before
            query = query.where(
                sa.or_(
                    matches.c.created_at < created,
                    sa.and_(matches.c.created_at == created, matches.c.id < match_id),
                )
            )
        query = query.order_by(matches.c.created_at.desc(), matches.c.id.desc()).limit(limit)
        async with self.engine.connect() as conn:
            rows = (await conn.execute(query)).all()
        return [_match(row) for row in rows]

    @staticmethod
    async def _insert_events(conn, match_id: str, after: int, new_events: list[NewEvent], at: dt.datetime) -> None:
        if new_events:
            await conn.execute(
                events.insert(),
                [
                    {"match_id": match_id, "seq": after + i, "type": e.type, "payload": e.payload, "created_at": at}
                    for i, e in enumerate(new_events, start=1)
                ],
            )
