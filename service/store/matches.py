"""Matches and their append-only events, snapshots and replies to idempotency keys.

Appends name the version they extend; the (match_id, seq) primary key and a
compare-and-set on `matches.version` make a racing append fail with
`VersionConflict` instead of overwriting. Nothing here is cached: any number
of service instances may share one database, and commits on any of them wake
this instance's waiters (the hub, through the backend's feed).
"""

from __future__ import annotations

import contextlib
import datetime as dt
from functools import partial
from typing import Any

import msgspec
import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from service.hub import Hub
from service.records import (
    AlreadyBound,
    MatchRecord,
    MatchStatus,
    NewEvent,
    Replay,
    StoredAction,
    StoredEvent,
    now,
)
from service.store import statements as sql
from service.store.database import Database
from service.store.schema import matches, seat_players, snapshots
from service.store.statements import Append
from service.store.writer import GroupCommit


class _Actor(msgspec.Struct):
    seat: int


_actor = msgspec.json.Decoder(_Actor)


class Matches:
    def __init__(self, db: Database, hub: Hub, replay_ttl: dt.timedelta) -> None:
        self.db, self.hub, self.replay_ttl = db, hub, replay_ttl
        self.writer = GroupCommit(db, replay_ttl)

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
            await self.db.write(partial(self._claim, old_seats, match, first, seat, at))
        except IntegrityError as exc:
            raise AlreadyBound from exc

    def _claim(
        self, old_seats: str, match: MatchRecord, first: list[NewEvent], seat: int, at: dt.datetime, conn: sa.Connection
    ) -> None:
        sql.claim(conn, old_seats, match, first, seat, at)
        self.db.notify(conn, [match.id])  # delivered on commit only (service/store/feeds.py)

    async def get_match(self, match_id: str) -> MatchRecord | None:
        row = await self.db.first(sql.SELECT_MATCH, {"id": match_id})
        return sql.match_of(row) if row else None

    async def match_version(self, match_id: str) -> int | None:
        row = await self.db.first(sql.SELECT_VERSION, {"id": match_id})
        return row[0] if row else None

    async def match_versions(self, match_ids: list[str]) -> dict[str, int]:
        rows = await self.db.read(lambda conn: conn.execute(sql.SELECT_VERSIONS, {"ids": match_ids}).all())
        return dict(rows)

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
