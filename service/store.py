"""The event store: matches and their append-only events, on SQLite or PostgreSQL.

Appends name the version they extend; the (match_id, seq) primary key and a
compare-and-set on `matches.version` make a racing append fail with
`VersionConflict` instead of overwriting. Nothing here is cached: any number
of service instances may share one database.
"""

from __future__ import annotations

import asyncio
import contextvars
import datetime as dt
import logging
import time
from pathlib import Path
from typing import NamedTuple, Sequence

import msgspec
import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from engines.core.seeds import SeedSource
from service.database import Prepared, Unavailable, budget, open_database, settle, spending
from service.schema import events, idempotency, matches, players, seat_players, snapshots
from service.settings import normalize_database_url

log = logging.getLogger("tabletop")
MIGRATIONS = Path(__file__).resolve().parent / "migrations"  # shipped in the package


class VersionConflict(Exception):
    """Another append got there first."""


class SeatRecord(msgspec.Struct, frozen=True, omit_defaults=True):
    name: str | None  # None (with token_hash): an open seat, until it is claimed
    token_hash: str | None
    entropy: str | None = None  # the seat's contribution to the chance (engines/core/seeds.py)
    player_id: str | None = None  # the player the seat is bound to (his key acts for it)

    @property
    def open(self) -> bool:
        return self.token_hash is None


class ClaimLost(Exception):
    """The match's seats changed since they were read (another claim got there first)."""


class AlreadyBound(Exception):
    """The player already holds a seat of this match."""


class PlayerRecord(msgspec.Struct, frozen=True):
    id: str
    name: str


class MatchRecord(msgspec.Struct, frozen=True):
    id: str
    game: str
    created_at: dt.datetime
    status: str
    version: int
    seats: list[SeatRecord]
    options: str
    seed: str  # engines/core/seeds.py: 64 hex digits from the server, or an integer in decimal
    rules_version: int
    seed_source: str = "legacy"  # engines/core/seeds.py; "legacy": stored before commitments
    time_control: str | None = None  # JSON of engines/core/table.py TimeControl; None: untimed
    deadline: dt.datetime | None = None  # the earliest deadline of a timed match's seats to move
    seed_nonce: str | None = None  # engines/core/seeds.py; None: stored before nonces


class StoredEvent(msgspec.Struct, frozen=True):
    seq: int
    payload: str
    created_at: dt.datetime
    actor: int | None = None  # on an act's first event: the seat that acted


class _Actor(msgspec.Struct):
    seat: int


_actor = msgspec.json.Decoder(_Actor)


class NewEvent(msgspec.Struct, frozen=True):
    type: str
    payload: str
    action: str | None = None  # on an action's first event: JSON {"seat": ..., "action": ...}


class StoredAction(msgspec.Struct, frozen=True):
    before: int  # the version it was taken at
    action: str  # JSON {"seat": ..., "action": ...}


class Replay(msgspec.Struct, frozen=True):
    """What an Idempotency-Key names: the digest of the request first sent with it,
    and the versions its append went from and to. The first response is rebuilt
    from these and the event log (a few bytes stored, not the response)."""

    seat: int
    key: str
    request: str
    before: int
    after: int


class _Append(NamedTuple):
    match_id: str
    expected: int
    events: list[NewEvent]
    status: str
    at: dt.datetime
    replay: Replay | None
    deadline: dt.datetime | None
    done: asyncio.Future
    until: float | None  # (loop time) when its request's budget on the database runs out; None: no request's


_seats_json = msgspec.json.Decoder(list[SeatRecord])


def _utc(value: dt.datetime) -> dt.datetime:
    # SQLite hands back naive datetimes; everything is stored in UTC.
    return value if value.tzinfo else value.replace(tzinfo=dt.timezone.utc)


def now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def _match(row: Sequence) -> MatchRecord:
    """A row of all `matches` columns, in table order."""
    (match_id, game, created_at, status, version, seats, options, seed, server_seed, seed_source, rules_version,
     time_control, deadline, seed_nonce) = row
    return MatchRecord(
        id=match_id,
        game=game,
        created_at=_utc(created_at),
        status=status,
        version=version,
        seats=_seats_json.decode(seats),
        options=options,
        seed=server_seed or str(seed),
        rules_version=rules_version,
        seed_source=seed_source,
        time_control=time_control,
        deadline=None if deadline is None else _utc(deadline),
        seed_nonce=seed_nonce,
    )


def _settle(item: _Append, error: Exception | None = None) -> None:
    settle(item.done, error=error)


# The statements of the hot paths, built once: building a statement and its cache
# key costs several times what SQLite takes to run it.
_INSERT_MATCH = Prepared(matches.insert(), [c.key for c in matches.columns])
_INSERT_EVENTS = Prepared(events.insert(), [c.key for c in events.columns])
_INSERT_REPLAYS = Prepared(idempotency.insert(), [c.key for c in idempotency.columns])
_SELECT_MATCH = Prepared(matches.select().where(matches.c.id == sa.bindparam("id")))
_SELECT_VERSION = Prepared(sa.select(matches.c.version).where(matches.c.id == sa.bindparam("id")))
_SELECT_EVENTS = (
    sa.select(events.c.seq, events.c.payload, events.c.created_at, events.c.action)
    .where(events.c.match_id == sa.bindparam("id"), events.c.seq > sa.bindparam("after"), events.c.seq <= sa.bindparam("upto"))
    .order_by(events.c.seq)
    .limit(sa.bindparam("limit"))
)
_SELECT_ACTIONS = (
    sa.select(events.c.seq, events.c.action)
    .where(events.c.match_id == sa.bindparam("id"), events.c.action.is_not(None))
    .order_by(events.c.seq)
)
_SELECT_ACTS_BEGUN = (
    sa.select(events.c.seq)
    .where(
        events.c.match_id == sa.bindparam("id"), events.c.seq > sa.bindparam("after"),
        events.c.seq <= sa.bindparam("upto"), events.c.action.is_not(None),
    )
    .order_by(events.c.seq)
)
_SELECT_SNAPSHOT = (
    sa.select(snapshots.c.version, snapshots.c.state)
    .where(snapshots.c.match_id == sa.bindparam("id"), snapshots.c.version <= sa.bindparam("upto"))
    .order_by(snapshots.c.version.desc())
    .limit(1)
)
_INSERT_SNAPSHOT = Prepared(snapshots.insert(), [c.key for c in snapshots.columns])
_SELECT_VERSIONS = sa.select(matches.c.id, matches.c.version).where(matches.c.id.in_(sa.bindparam("ids", expanding=True)))
_NOTIFY = Prepared(sa.text("SELECT pg_notify('tabletop', m) FROM unnest(CAST(:match_ids AS text[])) AS m"))
_REPLAY_KEY = (
    idempotency.c.match_id == sa.bindparam("match_id"),
    idempotency.c.seat == sa.bindparam("seat"),
    idempotency.c.key == sa.bindparam("key"),
)
_SELECT_REPLAY = sa.select(idempotency.c.request, idempotency.c.before, idempotency.c.after).where(
    *_REPLAY_KEY, idempotency.c.created_at >= sa.bindparam("since")
)
# An expired key may be used again: its old row goes in the same transaction.
_DELETE_EXPIRED_REPLAY = Prepared(idempotency.delete().where(*_REPLAY_KEY, idempotency.c.created_at < sa.bindparam("since")))
_PURGE_REPLAYS = idempotency.delete().where(idempotency.c.created_at < sa.bindparam("since"))
NO_LIMIT = 2**31 - 1
# The compare-and-set that moves a match from the version an append extends.
_BUMP = Prepared(
    matches.update()
    .where(matches.c.id == sa.bindparam("m_id"), matches.c.version == sa.bindparam("m_expected"))
    .values(version=sa.bindparam("m_version"), status=sa.bindparam("m_status"), deadline=sa.bindparam("m_deadline"))
)
# The same for a whole batch in one statement, from arrays (PostgreSQL): its driver
# does not count rows over an executemany, and a statement per append is a round
# trip per append.
_BUMPS = sa.func.unnest(
    sa.bindparam("m_ids", type_=sa.ARRAY(sa.String)),
    sa.bindparam("m_expected", type_=sa.ARRAY(sa.Integer)),
    sa.bindparam("m_versions", type_=sa.ARRAY(sa.Integer)),
    sa.bindparam("m_statuses", type_=sa.ARRAY(sa.String)),
    sa.bindparam("m_deadlines", type_=sa.ARRAY(sa.DateTime(timezone=True))),
).table_valued("id", "expected", "version", "status", "deadline").render_derived(name="bump")
_BUMP_ALL = Prepared(
    matches.update()
    .where(matches.c.id == _BUMPS.c.id, matches.c.version == _BUMPS.c.expected)
    .values(version=_BUMPS.c.version, status=_BUMPS.c.status, deadline=_BUMPS.c.deadline)
)
# The timed matches whose earliest deadline has passed (the sweeper's work).
_SELECT_OVERDUE = (
    sa.select(matches.c.id, matches.c.game)
    .where(matches.c.deadline <= sa.bindparam("now"), matches.c.status == "active")
    .order_by(matches.c.deadline)
    .limit(sa.bindparam("limit"))
)


def _event_rows(match_id: str, after: int, new_events: list[NewEvent], at: dt.datetime) -> list[dict]:
    return [
        {"match_id": match_id, "seq": after + i, "type": e.type, "payload": e.payload, "created_at": at, "action": e.action}
        for i, e in enumerate(new_events, start=1)
    ]


_seats_encoder = msgspec.json.Encoder()


def seats_text(seats: list[SeatRecord]) -> str:
    """How a match's seats are stored (and compared, by a claim's compare-and-set)."""
    return _seats_encoder.encode(seats).decode()


def _bind(conn: sa.Connection, match: MatchRecord, seats: list[int]) -> None:
    rows = [
        {"player_id": match.seats[seat].player_id, "match_id": match.id, "seat": seat, "game": match.game,
         "created_at": match.created_at}
        for seat in seats
    ]
    if rows:
        conn.execute(seat_players.insert(), rows)


# A claim's compare-and-set: the seats as they were read, the match still waiting.
_CLAIM = (
    matches.update()
    .where(
        matches.c.id == sa.bindparam("m_id"), matches.c.seats == sa.bindparam("m_old_seats"),
        matches.c.version == 0, matches.c.status == "waiting",
    )
    .values(seats=sa.bindparam("m_seats"), status=sa.bindparam("m_status"), version=sa.bindparam("m_version"),
            deadline=sa.bindparam("m_deadline"))
)


def _claim(
    conn: sa.Connection, old_seats: str, match: MatchRecord, first: list[NewEvent], seat: int, at: dt.datetime
) -> None:
    params = {"m_id": match.id, "m_old_seats": old_seats, "m_seats": seats_text(match.seats),
              "m_status": match.status, "m_version": match.version, "m_deadline": match.deadline}
    if conn.execute(_CLAIM, params).rowcount != 1:
        raise ClaimLost
    if first:
        _INSERT_EVENTS.executemany(conn, _event_rows(match.id, 0, first, at))
    # (Claims of one match are serialized by the compare-and-set above, so the player
    # cannot have taken another of its seats meanwhile: the key is only a safeguard.)
    if match.seats[seat].player_id is not None:
        _bind(conn, match, [seat])
    if conn.dialect.name == "postgresql":  # delivered on commit only (service/feeds.py)
        _NOTIFY.execute(conn, {"match_ids": [match.id]})


def _insert_match(conn: sa.Connection, match: MatchRecord, first: list[NewEvent]) -> None:
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
    _bind(conn, match, [i for i, seat in enumerate(match.seats) if seat.player_id is not None])


def _write_batch(conn: sa.Connection, batch: list[_Append], replays_since: dt.datetime) -> None:
    _INSERT_EVENTS.executemany(conn, [row for a in batch for row in _event_rows(a.match_id, a.expected, a.events, a.at)])
    if conn.dialect.supports_sane_multi_rowcount:
        bumped = _BUMP.executemany(conn, [
            {"m_id": a.match_id, "m_expected": a.expected, "m_version": a.expected + len(a.events), "m_status": a.status,
             "m_deadline": a.deadline}
            for a in batch
        ])
    else:
        bumped = _BUMP_ALL.execute(conn, {
            "m_ids": [a.match_id for a in batch],
            "m_expected": [a.expected for a in batch],
            "m_versions": [a.expected + len(a.events) for a in batch],
            "m_statuses": [a.status for a in batch],
            "m_deadlines": [a.deadline for a in batch],
        })
    if bumped != len(batch):
        raise VersionConflict
    replays = [
        {"match_id": a.match_id, "created_at": a.at, "since": replays_since, **msgspec.structs.asdict(a.replay)}
        for a in batch
        if a.replay
    ]
    if replays:
        _DELETE_EXPIRED_REPLAY.executemany(conn, replays)
        _INSERT_REPLAYS.executemany(conn, replays)
    if conn.dialect.name == "postgresql":  # delivered on commit only (service/feeds.py)
        _NOTIFY.execute(conn, {"match_ids": [a.match_id for a in batch]})


class EventStore:
    def __init__(self, database_url: str, *, timeout: float = 5.0, replay_ttl_s: int = 86_400) -> None:
        self.url = normalize_database_url(database_url)
        self.db = open_database(self.url, timeout)
        self.replay_ttl = dt.timedelta(seconds=replay_ttl_s)
        self._queue: list[_Append] = []
        self._writer: asyncio.Task | None = None

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
        await self.db.write(lambda conn: _insert_match(conn, match, first))

    async def claim(
        self, old_seats: str, match: MatchRecord, first: list[NewEvent], seat: int, at: dt.datetime
    ) -> None:
        """Store a claimed seat (`match` as it is after the claim, with the deal's events
        when it took the last open seat) in one transaction, if the match's seats are
        still `old_seats` and it still waits: else ClaimLost (AlreadyBound if the seat's
        player already holds another seat of it)."""
        try:
            await self.db.write(lambda conn: _claim(conn, old_seats, match, first, seat, at))
        except IntegrityError as exc:
            raise AlreadyBound from exc

    async def create_player(self, player_id: str, name: str, key_hash: str, at: dt.datetime) -> None:
        row = {"id": player_id, "name": name, "key_hash": key_hash, "created_at": at}
        await self.db.write(lambda conn: conn.execute(players.insert(), row))

    async def player_by_key(self, key_hash: str) -> PlayerRecord | None:
        query = sa.select(players.c.id, players.c.name).where(players.c.key_hash == key_hash)
        row = await self.db.read(lambda conn: conn.execute(query).first())
        return None if row is None else PlayerRecord(id=row[0], name=row[1])

    async def player_matches(
        self, player_id: str, status: str | None, before: tuple[dt.datetime, str] | None, limit: int
    ) -> list[tuple[MatchRecord, int]]:
        """The player's matches and his seat in each, newest first; `before` as in
        `list_matches`."""
        query = (
            sa.select(matches, seat_players.c.seat)
            .join(matches, matches.c.id == seat_players.c.match_id)
            .where(seat_players.c.player_id == player_id)
        )
        if status:
            query = query.where(matches.c.status == status)
        if before:
            created, match_id = before
            query = query.where(
                sa.or_(
                    seat_players.c.created_at < created,
                    sa.and_(seat_players.c.created_at == created, seat_players.c.match_id < match_id),
                )
            )
        query = query.order_by(seat_players.c.created_at.desc(), seat_players.c.match_id.desc()).limit(limit)
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [(_match(row[:-1]), row[-1]) for row in rows]

    async def get_match(self, match_id: str) -> MatchRecord | None:
        row = await self.db.read(lambda conn: _SELECT_MATCH.first(conn, {"id": match_id}))
        return _match(row) if row else None

    async def match_version(self, match_id: str) -> int | None:
        row = await self.db.read(lambda conn: _SELECT_VERSION.first(conn, {"id": match_id}))
        return row[0] if row else None

    async def match_versions(self, match_ids: list[str]) -> dict[str, int]:
        rows = await self.db.read(lambda conn: conn.execute(_SELECT_VERSIONS, {"ids": match_ids}).all())
        return dict(rows)

    async def events(self, match_id: str, after: int, upto: int, limit: int | None = None) -> list[StoredEvent]:
        params = {"id": match_id, "after": after, "upto": upto, "limit": NO_LIMIT if limit is None else limit}
        rows = await self.db.read(lambda conn: conn.execute(_SELECT_EVENTS, params).all())
        return [
            StoredEvent(seq=r.seq, payload=r.payload, created_at=_utc(r.created_at),
                        actor=None if r.action is None else _actor.decode(r.action).seat)
            for r in rows
        ]

    async def snapshot(self, match_id: str, upto: int) -> tuple[int, bytes] | None:
        """The latest snapshot at or before `upto`: (its version, the state's bytes)."""
        row = await self.db.read(lambda conn: conn.execute(_SELECT_SNAPSHOT, {"id": match_id, "upto": upto}).first())
        return (row[0], row[1]) if row else None

    async def save_snapshot(self, match_id: str, version: int, state: bytes) -> None:
        """Best effort: another instance may have saved the same one first."""
        row = {"match_id": match_id, "version": version, "state": state}
        try:
            await self.db.write(lambda conn: _INSERT_SNAPSHOT.execute(conn, row))
        except IntegrityError:
            pass

    async def drop_snapshots(self, match_id: str | None = None) -> None:
        """Every match's snapshots, or one match's."""
        delete = snapshots.delete()
        if match_id is not None:
            delete = delete.where(snapshots.c.match_id == match_id)
        await self.db.write(lambda conn: conn.execute(delete))

    async def actions(self, match_id: str) -> list[StoredAction]:
        rows = await self.db.read(lambda conn: conn.execute(_SELECT_ACTIONS, {"id": match_id}).all())
        return [StoredAction(before=r.seq - 1, action=r.action) for r in rows]

    async def acts_begun(self, match_id: str, after: int, upto: int) -> list[int]:
        """The versions from `after` to before `upto` at which a recorded act began (its
        first event, seq in (after, upto], carries the act), in order."""
        params = {"id": match_id, "after": after, "upto": upto}
        rows = await self.db.read(lambda conn: conn.execute(_SELECT_ACTS_BEGUN, params).all())
        return [r.seq - 1 for r in rows]

    async def append(
        self,
        match_id: str,
        expected_version: int,
        new_events: list[NewEvent],
        status: str,
        at: dt.datetime,
        replay: Replay | None = None,
        deadline: dt.datetime | None = None,
    ) -> None:
        """Append after `expected_version`, atomically with what an idempotency key
        names; VersionConflict if the match is no longer at that version.

        Concurrent appends are committed together (group commit): one transaction
        for all that queued while the previous one was being written. If any of
        them conflicts, the batch is rolled back and each is retried on its own, so
        one append's conflict never fails another."""
        loop = asyncio.get_running_loop()
        with spending(None) as left:
            append = _Append(match_id, expected_version, new_events, status, at, replay, deadline, loop.create_future(),
                             None if left is None else loop.time() + left)
            self._queue.append(append)
            if self._writer is None or self._writer.done():
                # (a context of its own: the batches it writes are no request's)
                self._writer = asyncio.create_task(self._write_queued(), context=contextvars.Context())
            # Still queued when the request's budget runs out: given up, nothing written.
            # Once taken, its batch waits no longer than that budget (see _commit).
            giving_up = None if left is None else loop.call_at(append.until, self._give_up, append)
            try:
                await append.done
            finally:
                if giving_up is not None:
                    giving_up.cancel()

    def _give_up(self, append: _Append) -> None:
        for index, queued in enumerate(self._queue):
            if queued is append:
                del self._queue[index]
                _settle(append, Unavailable("the database did not take the append in time"))
                return

    async def _write_queued(self) -> None:
        while self._queue:
            batch, self._queue = self._queue, []
            seen: set[str] = set()
            for item in batch:  # two appends to one match in a batch: the later one lost the race
                if item.match_id in seen:
                    _settle(item, VersionConflict())
                seen.add(item.match_id)
            # A caller that went away before its append was written gets nothing written.
            batch = [item for item in batch if not item.done.done()]
            try:
                await self._commit(batch)
            except (IntegrityError, VersionConflict):
                for item in batch:
                    await self._commit_alone(item)
            except Exception as exc:  # the database failed: every caller hears of it
                for item in batch:
                    _settle(item, exc)
            else:
                for item in batch:
                    _settle(item)

    async def _commit_alone(self, item: "_Append") -> None:
        try:
            await self._commit([item])
        except IntegrityError:
            _settle(item, VersionConflict())
        except Exception as exc:
            _settle(item, exc)
        else:
            _settle(item)

    async def _commit(self, batch: list["_Append"]) -> None:
        """Waits no longer than the most pressed of the batch's requests may: none of
        them hears of the batch's fate after its budget has run out."""
        since = now() - self.replay_ttl
        untils = [item.until for item in batch if item.until is not None]
        if not untils:
            return await self.db.write(lambda conn: _write_batch(conn, batch, since))
        with budget(min(untils) - asyncio.get_running_loop().time()):
            await self.db.write(lambda conn: _write_batch(conn, batch, since))

    async def overdue(self, at: dt.datetime, limit: int) -> list[tuple[str, str]]:
        """(id, game) of the active matches with a seat past its deadline at `at`, the
        most overdue first."""
        params = {"now": at, "limit": limit}
        rows = await self.db.read(lambda conn: conn.execute(_SELECT_OVERDUE, params).all())
        return [(r.id, r.game) for r in rows]

    async def replay(self, match_id: str, seat: int, key: str) -> Replay | None:
        """What `key` names for this seat, unless it was never used or has expired."""
        params = {"match_id": match_id, "seat": seat, "key": key, "since": now() - self.replay_ttl}
        row = await self.db.read(lambda conn: conn.execute(_SELECT_REPLAY, params).first())
        return None if row is None else Replay(seat, key, *row)

    async def purge_replays(self) -> int:
        """Forget expired idempotency keys; how many."""
        params = {"since": now() - self.replay_ttl}
        return await self.db.write(lambda conn: conn.execute(_PURGE_REPLAYS, params).rowcount)

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
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [_match(row) for row in rows]
