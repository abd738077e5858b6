"""Accounts: players, apps and their keys (service/store/keys.py)."""

from __future__ import annotations

import datetime as dt

import sqlalchemy as sa

from service.records import AppRecord, PlayerRecord
from service.store import statements as sql
from service.store.database import Database
from service.store.keys import KeyRecord, Keys, insert_key
from service.store.schema import apps, players


class Accounts:
    def __init__(self, db: Database) -> None:
        self.db = db
        self.keys = Keys(db)

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
