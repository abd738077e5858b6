"""Players' and apps' keys in the store (service/application/keys.py says what they
are for). A key's life only ever shortens: `expires_at` may be set or brought
earlier and `revoked_at` set, never lifted, which is what lets each instance cache
a valid key for a short while (service/application/players.py)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any, Literal

import msgspec
import sqlalchemy as sa

from service.hub import key_key
from service.records import AppRecord, PlayerRecord
from service.store import statements as sql
from service.store.database import Database, Notify
from service.store.schema import apps, keys, players

OwnerKind = Literal["player", "app"]
Scope = Literal["write", "read"]


class KeyRecord(msgspec.Struct, frozen=True):
    id: str
    owner_kind: OwnerKind
    owner_id: str
    prefix: str
    scope: Scope
    created_at: dt.datetime
    last_used_at: dt.datetime | None = None
    expires_at: dt.datetime | None = None
    revoked_at: dt.datetime | None = None

    def ended(self, at: dt.datetime) -> bool:
        """Revoked, or expired by `at`."""
        return self.revoked_at is not None or (self.expires_at is not None and self.expires_at <= at)


_COLUMNS = (
    keys.c.id,
    keys.c.owner_kind,
    keys.c.owner_id,
    keys.c.prefix,
    keys.c.scope,
    keys.c.created_at,
    keys.c.last_used_at,
    keys.c.expires_at,
    keys.c.revoked_at,
)
_OWNED = sa.select(*_COLUMNS, players.c.name, players.c.app_id, apps.c.name).outerjoin(
    players, sa.and_(keys.c.owner_kind == "player", players.c.id == keys.c.owner_id)
)
_OWNED = _OWNED.outerjoin(apps, sa.and_(keys.c.owner_kind == "app", apps.c.id == keys.c.owner_id))
_TOUCH = (
    keys.update()
    .where(keys.c.id == sa.bindparam("key_id"))
    .where(sa.or_(keys.c.last_used_at.is_(None), keys.c.last_used_at < sa.bindparam("before")))
    .values(last_used_at=sa.bindparam("at"))
)


def _key(row: Sequence[Any]) -> KeyRecord:
    def at(value: dt.datetime | None) -> dt.datetime | None:
        return None if value is None else sql.utc(value)

    return KeyRecord(
        id=row[0],
        owner_kind=row[1],
        owner_id=row[2],
        prefix=row[3],
        scope=row[4],
        created_at=sql.utc(row[5]),
        last_used_at=at(row[6]),
        expires_at=at(row[7]),
        revoked_at=at(row[8]),
    )


def insert_key(conn: sa.Connection, key: KeyRecord, key_hash: str) -> None:
    """A new key (inside the transaction that makes its owner, or rotates a key)."""
    row = msgspec.structs.asdict(key) | {"key_hash": key_hash}
    conn.execute(keys.insert(), row)


class Keys:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def owned(self, key_hash: str) -> tuple[KeyRecord, PlayerRecord | AppRecord] | None:
        """The key that hashes to `key_hash` and its owner (revoked or expired alike)."""
        row = await self.db.read(lambda conn: conn.execute(_OWNED.where(keys.c.key_hash == key_hash)).first())
        if row is None:
            return None
        key = _key(row)
        if key.owner_kind == "player":
            return key, PlayerRecord(id=key.owner_id, name=row[9], app_id=row[10])
        return key, AppRecord(id=key.owner_id, name=row[11])

    async def by_id(self, key_id: str) -> tuple[KeyRecord, str] | None:
        """A key and its hash (which signs the stream tickets it asks for)."""
        query = sa.select(*_COLUMNS, keys.c.key_hash).where(keys.c.id == key_id)
        row = await self.db.read(lambda conn: conn.execute(query).first())
        return None if row is None else (_key(row), row[9])

    async def of(self, kind: OwnerKind, owner_id: str, at: dt.datetime | None) -> list[KeyRecord]:
        """An owner's keys, newest first: those still valid at `at` (None: all of them)."""
        query = sa.select(*_COLUMNS).where(keys.c.owner_kind == kind, keys.c.owner_id == owner_id)
        if at is not None:
            query = query.where(
                keys.c.revoked_at.is_(None), sa.or_(keys.c.expires_at.is_(None), keys.c.expires_at > at)
            )
        query = query.order_by(keys.c.created_at.desc(), keys.c.id.desc())
        return [_key(row) for row in await self.db.read(lambda conn: conn.execute(query).all())]

    async def create(self, key: KeyRecord, key_hash: str) -> None:
        await self.db.write(lambda conn: insert_key(conn, key, key_hash))

    async def rotate(self, new: KeyRecord, key_hash: str, old: KeyRecord | None, until: dt.datetime) -> None:
        """A new key, and the old one's end brought to `until` (now: revoked) in the same
        transaction: the old key is never left alone without its successor."""

        def rotate(conn: sa.Connection) -> None:
            insert_key(conn, new, key_hash)
            if old is None:
                return
            if until <= new.created_at:
                _revoke(conn, keys.c.id == old.id, until, self.db.notify)
            else:
                ending = sa.case((keys.c.expires_at < until, keys.c.expires_at), else_=until)
                conn.execute(keys.update().where(keys.c.id == old.id).values(expires_at=ending))

        await self.db.write(rotate)

    async def revoke(self, key_id: str, at: dt.datetime) -> bool:
        """Revoke a key; False if there is no such key (a revoked one stays revoked)."""
        return await self.db.write(lambda conn: _revoke(conn, keys.c.id == key_id, at, self.db.notify)) > 0

    async def revoke_all(self, kind: OwnerKind, owner_id: str, at: dt.datetime) -> int:
        """Revoke every key of an owner; how many there are."""
        where = sa.and_(keys.c.owner_kind == kind, keys.c.owner_id == owner_id)
        return await self.db.write(lambda conn: _revoke(conn, where, at, self.db.notify))

    async def touch(self, used: dict[str, dt.datetime], every: dt.timedelta) -> None:
        """Note when keys were last used: each at most once an `every` (on every instance at once)."""
        rows = [{"key_id": key_id, "at": at, "before": at - every} for key_id, at in used.items()]
        await self.db.write(lambda conn: conn.execute(_TOUCH, rows))


def _revoke(conn: sa.Connection, where: sa.ColumnElement[bool], at: dt.datetime, notify: Notify) -> int:
    """Revoke the keys `where` says (their first revocation's time stays), and tell the
    other instances' streams opened with them on commit (PostgreSQL; SQLite's instances
    see it within their key cache's lifetime)."""
    ids = list(conn.execute(sa.select(keys.c.id).where(where)).scalars())
    conn.execute(keys.update().where(where, keys.c.revoked_at.is_(None)).values(revoked_at=at))
    notify(conn, [key_key(key_id) for key_id in ids])
    return len(ids)
