"""The store's statements, and the transactions it writes, each a function of a
SQLAlchemy Connection (run whole by the database's runner, service/store/database.py),
as both backends run them; what one dialect alone says is in its backend's module.

The statements every act runs are built and compiled once (`Prepared`): building a
statement and its cache key costs several times what SQLite takes to run it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any, NamedTuple

import msgspec
import sqlalchemy as sa

from engines.core.seeds import SeedSource
from service.records import (
    ClaimLost,
    MatchRecord,
    MatchStatus,
    NewEvent,
    Replay,
    SeatRecord,
    VersionConflict,
    seats_text,
)
from service.store.prepared import Prepared
from service.store.schema import events, idempotency, matches, seat_players, snapshots

_seats_json = msgspec.json.Decoder(list[SeatRecord])


class Append(NamedTuple):
    """One append of a batch: the events after version `expected`, the match's status
    and deadline after them, and the reply its Idempotency-Key names."""

    match_id: str
    expected: int
    events: list[NewEvent]
    status: MatchStatus
    at: dt.datetime
    replay: Replay | None
    deadline: dt.datetime | None

    @property
    def version(self) -> int:
        """The match's version after it."""
        return self.expected + len(self.events)


def utc(value: dt.datetime) -> dt.datetime:
    # SQLite hands back naive datetimes; everything is stored in UTC.
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


def match_of(row: Sequence[Any]) -> MatchRecord:
    """A row of all `matches` columns, in table order."""
    (
        match_id,
        game,
        created_at,
        status,
        version,
        seats,
        options,
        seed,
        server_seed,
        seed_source,
        rules_version,
        time_control,
        deadline,
        seed_nonce,
    ) = row
    return MatchRecord(
        id=match_id,
        game=game,
        created_at=utc(created_at),
        status=MatchStatus(status),
        version=version,
        seats=_seats_json.decode(seats),
        options=options,
        seed=server_seed or str(seed),
        rules_version=rules_version,
        seed_source=SeedSource(seed_source),
        time_control=time_control,
        deadline=None if deadline is None else utc(deadline),
        seed_nonce=seed_nonce,
    )


# The statements of the hot paths, built once: building a statement and its cache
# key costs several times what SQLite takes to run it.
_INSERT_MATCH = Prepared(matches.insert(), [c.key for c in matches.columns])
_INSERT_EVENTS = Prepared(events.insert(), [c.key for c in events.columns])
_INSERT_REPLAYS = Prepared(idempotency.insert(), [c.key for c in idempotency.columns])
SELECT_MATCH = Prepared(matches.select().where(matches.c.id == sa.bindparam("id")))
SELECT_VERSION = Prepared(sa.select(matches.c.version).where(matches.c.id == sa.bindparam("id")))
SELECT_EVENTS = (
    sa.select(events.c.seq, events.c.payload, events.c.created_at, events.c.action)
    .where(
        events.c.match_id == sa.bindparam("id"),
        events.c.seq > sa.bindparam("after"),
        events.c.seq <= sa.bindparam("upto"),
    )
    .order_by(events.c.seq)
    .limit(sa.bindparam("limit"))
)
SELECT_ACTIONS = (
    sa.select(events.c.seq, events.c.action)
    .where(events.c.match_id == sa.bindparam("id"), events.c.action.is_not(None))
    .order_by(events.c.seq)
)
SELECT_ACTS_BEGUN = (
    sa.select(events.c.seq)
    .where(
        events.c.match_id == sa.bindparam("id"),
        events.c.seq > sa.bindparam("after"),
        events.c.seq <= sa.bindparam("upto"),
        events.c.action.is_not(None),
    )
    .order_by(events.c.seq)
)
SELECT_SNAPSHOT = (
    sa.select(snapshots.c.version, snapshots.c.state)
    .where(snapshots.c.match_id == sa.bindparam("id"), snapshots.c.version <= sa.bindparam("upto"))
    .order_by(snapshots.c.version.desc())
    .limit(1)
)
INSERT_SNAPSHOT = Prepared(snapshots.insert(), [c.key for c in snapshots.columns])
SELECT_VERSIONS = sa.select(matches.c.id, matches.c.version).where(
    matches.c.id.in_(sa.bindparam("ids", expanding=True))
)


_REPLAY_KEY = (
    idempotency.c.match_id == sa.bindparam("match_id"),
    idempotency.c.seat == sa.bindparam("seat"),
    idempotency.c.key == sa.bindparam("key"),
)
SELECT_REPLAY = sa.select(idempotency.c.request, idempotency.c.before, idempotency.c.after).where(
    *_REPLAY_KEY, idempotency.c.created_at >= sa.bindparam("since")
)
# An expired key may be used again: its old row goes in the same transaction.
_DELETE_EXPIRED_REPLAY = Prepared(
    idempotency.delete().where(*_REPLAY_KEY, idempotency.c.created_at < sa.bindparam("since"))
)
PURGE_REPLAYS = idempotency.delete().where(idempotency.c.created_at < sa.bindparam("since"))
NO_LIMIT = 2**31 - 1
# The compare-and-set that moves a match from the version an append extends.
_BUMP = Prepared(
    matches.update()
    .where(matches.c.id == sa.bindparam("m_id"), matches.c.version == sa.bindparam("m_expected"))
    .values(version=sa.bindparam("m_version"), status=sa.bindparam("m_status"), deadline=sa.bindparam("m_deadline"))
)
# The timed matches whose earliest deadline has passed (the sweeper's work).
SELECT_OVERDUE = (
    sa.select(matches.c.id, matches.c.game)
    .where(matches.c.deadline <= sa.bindparam("now"), matches.c.status == MatchStatus.ACTIVE)
    .order_by(matches.c.deadline)
    .limit(sa.bindparam("limit"))
)


def _event_rows(match_id: str, after: int, new_events: list[NewEvent], at: dt.datetime) -> list[dict[str, Any]]:
    return [
        {
            "match_id": match_id,
            "seq": after + i,
            "type": e.type,
            "payload": e.payload,
            "created_at": at,
            "action": e.action,
        }
        for i, e in enumerate(new_events, start=1)
    ]


def _bind(conn: sa.Connection, match: MatchRecord, seats: list[int], told: MatchStatus | None = None) -> None:
    """Bind the seats to their players (`told`: the players' streams were told the
    match's start along with it)."""
    rows = [
        {
            "player_id": match.seats[seat].player_id,
            "match_id": match.id,
            "seat": seat,
            "game": match.game,
            "created_at": match.created_at,
            "told": told,
            "told_version": None,
        }
        for seat in seats
    ]
    if rows:
        conn.execute(seat_players.insert(), rows)


# A claim's compare-and-set: the seats as they were read, the match still waiting.
_CLAIM = (
    matches.update()
    .where(
        matches.c.id == sa.bindparam("m_id"),
        matches.c.seats == sa.bindparam("m_old_seats"),
        matches.c.version == 0,
        matches.c.status == MatchStatus.WAITING,
    )
    .values(
        seats=sa.bindparam("m_seats"),
        status=sa.bindparam("m_status"),
        version=sa.bindparam("m_version"),
        deadline=sa.bindparam("m_deadline"),
    )
)


def claim(
    conn: sa.Connection, old_seats: str, match: MatchRecord, first: list[NewEvent], seat: int, at: dt.datetime
) -> None:
    params = {
        "m_id": match.id,
        "m_old_seats": old_seats,
        "m_seats": seats_text(match.seats),
        "m_status": match.status,
        "m_version": match.version,
        "m_deadline": match.deadline,
    }
    if conn.execute(_CLAIM, params).rowcount != 1:
        raise ClaimLost
    if first:
        _INSERT_EVENTS.executemany(conn, _event_rows(match.id, 0, first, at))
    # (Claims of one match are serialized by the compare-and-set above, so the player
    # cannot have taken another of its seats meanwhile: the key is only a safeguard.)
    if match.seats[seat].player_id is not None:
        _bind(conn, match, [seat])


def insert_match(
    conn: sa.Connection, match: MatchRecord, first: list[NewEvent], told: MatchStatus | None = None
) -> None:
    _INSERT_MATCH.execute(
        conn,
        {
            "id": match.id,
            "game": match.game,
            "created_at": match.created_at,
            "status": match.status,
            "version": match.version,
            "seats": seats_text(match.seats),
            "options": match.options,
            "seed": 0 if match.seed_source == SeedSource.SERVER else int(match.seed),
            "server_seed": match.seed if match.seed_source == SeedSource.SERVER else None,
            "seed_source": match.seed_source,
            "rules_version": match.rules_version,
            "time_control": match.time_control,
            "deadline": match.deadline,
            "seed_nonce": match.seed_nonce,
        },
    )
    if first:
        _INSERT_EVENTS.executemany(conn, _event_rows(match.id, 0, first, match.created_at))
    _bind(conn, match, [i for i, seat in enumerate(match.seats) if seat.player_id is not None], told)


def write_batch(conn: sa.Connection, batch: list[Append], replays_since: dt.datetime) -> None:
    """The batch's events, each match moved to its new version, and the replies their
    keys name, in the caller's transaction; VersionConflict (or IntegrityError) if any
    match has moved from its expected version. (PostgreSQL writes a batch as one
    statement: service/store/postgres.py.)"""
    _INSERT_EVENTS.executemany(conn, event_rows(batch))
    if _BUMP.executemany(conn, bumps(batch)) != len(batch):
        raise VersionConflict
    if replays := [replay | {"since": replays_since} for replay in replay_rows(batch)]:
        _DELETE_EXPIRED_REPLAY.executemany(conn, replays)
        _INSERT_REPLAYS.executemany(conn, replays)


# A batch's rows, as both backends take them.


def event_rows(batch: list[Append]) -> list[dict[str, Any]]:
    return [row for a in batch for row in _event_rows(a.match_id, a.expected, a.events, a.at)]


def bumps(batch: list[Append]) -> list[dict[str, Any]]:
    """Each match moved from the version its append extends."""
    return [
        {
            "m_id": a.match_id,
            "m_expected": a.expected,
            "m_version": a.version,
            "m_status": a.status,
            "m_deadline": a.deadline,
        }
        for a in batch
    ]


def replay_rows(batch: list[Append]) -> list[dict[str, Any]]:
    return [{"match_id": a.match_id, "created_at": a.at, **msgspec.structs.asdict(a.replay)} for a in batch if a.replay]
