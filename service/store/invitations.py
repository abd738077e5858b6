"""Players' streams, challenges and seeks in the store.

A player's stream is a log (`player_events`) with a counter per player
(`players.stream_seq`, bumped in the transaction that writes frames): each frame's
seq is the stream's Last-Event-ID, and the counter is what another instance's feed
watches to wake that player's streams. A match made by a challenge or a seek is
stored with its `match-started` frames in one transaction; so is every answer to a
challenge with its frames. Answers and pairings are compare-and-sets: a challenge's
version, a seek's empty match_id.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from typing import Any

import msgspec
import sqlalchemy as sa

from service.hub import Hub, player_key
from service.records import (
    ChallengeRecord,
    ChallengeStatus,
    ClaimLost,
    Frame,
    Invited,
    MatchRecord,
    MatchStatus,
    NewEvent,
    SeekRecord,
    Tell,
    ToldLost,
    Untold,
)
from service.store import statements as sql
from service.store import webhooks
from service.store.database import Database
from service.store.ratings import mark_rated
from service.store.schema import challenge_players, challenges, matches, player_events, players, seat_players, seeks

# Frames to write: player id -> [(type, payload JSON)]
Frames = dict[str, list[tuple[str, str]]]


class _ChallengeBody(msgspec.Struct):
    challenger: Invited
    opponents: list[Invited]
    options: str
    time_control: str | None
    seats: list[str] | None
    reason: str | None = None
    rated: bool = False


class _SeekBody(msgspec.Struct):
    name: str
    players: int
    options: str
    time_control: str | None
    entropy: str | None
    rated: bool = False


_challenge_body = msgspec.json.Decoder(_ChallengeBody)
_seek_body = msgspec.json.Decoder(_SeekBody)
_encode = msgspec.json.Encoder()

# A seat whose match may have news for the stream: not yet told of its end.
_UNTOLD = (
    sa.select(matches, seat_players.c.seat, seat_players.c.told, seat_players.c.told_version)
    .join(matches, matches.c.id == seat_players.c.match_id)
    .where(
        seat_players.c.player_id == sa.bindparam("player_id"),
        sa.or_(seat_players.c.told.is_(None), seat_players.c.told == MatchStatus.ACTIVE),
    )
    .order_by(seat_players.c.created_at, seat_players.c.match_id)
)
_TELL = (
    seat_players.update()
    .where(
        seat_players.c.player_id == sa.bindparam("p_id"),
        seat_players.c.match_id == sa.bindparam("m_id"),
        seat_players.c.told.is_not_distinct_from(sa.bindparam("was_told", type_=sa.String)),
        seat_players.c.told_version.is_not_distinct_from(sa.bindparam("was_version", type_=sa.Integer)),
    )
    .values(told=sa.bindparam("told"), told_version=sa.bindparam("told_version"))
)
_BUMP_STREAM = (
    players.update()
    .where(players.c.id == sa.bindparam("p_id"))
    .values(stream_seq=players.c.stream_seq + sa.bindparam("n", type_=sa.Integer))
    .returning(players.c.stream_seq)
)
_FRAMES_AFTER = (
    sa.select(player_events.c.seq, player_events.c.type, player_events.c.payload, player_events.c.created_at)
    .where(player_events.c.player_id == sa.bindparam("player_id"), player_events.c.seq > sa.bindparam("after"))
    .order_by(player_events.c.seq)
    .limit(sa.bindparam("limit"))
)
_ANSWER = (
    challenges.update()
    .where(
        challenges.c.id == sa.bindparam("c_id"),
        challenges.c.version == sa.bindparam("c_version"),
        challenges.c.status == ChallengeStatus.OPEN,
    )
    .values(
        body=sa.bindparam("c_body"),
        status=sa.bindparam("c_status"),
        version=sa.bindparam("c_version") + 1,
        match_id=sa.bindparam("c_match_id"),
    )
)
_PAIR = (
    seeks.update()
    .where(seeks.c.id == sa.bindparam("s_id"), seeks.c.match_id.is_(None), seeks.c.expires_at > sa.bindparam("now"))
    .values(match_id=sa.bindparam("m_id"))
)


def _write_frames(conn: sa.Connection, frames: Frames, at: dt.datetime) -> None:
    """The frames appended to each player's log, after his counter's last seq."""
    rows = []
    for player_id, told in frames.items():
        if not told:
            continue
        last = conn.execute(_BUMP_STREAM, {"p_id": player_id, "n": len(told)}).scalar_one()
        first = last - len(told) + 1
        rows += [
            {"player_id": player_id, "seq": first + i, "type": kind, "payload": payload, "created_at": at}
            for i, (kind, payload) in enumerate(told)
        ]
    if rows:
        conn.execute(player_events.insert(), rows)
        webhooks.enqueue(conn, rows, at)  # their deliveries, in the same transaction (service/store/webhooks.py)
    keys = [player_key(p) for p, told in frames.items() if told]
    if keys and conn.dialect.name == "postgresql":  # delivered on commit only (service/store/feeds.py)
        sql.notify(conn, keys)


def _challenge_of(row: Any) -> ChallengeRecord:
    body = _challenge_body.decode(row.body)
    return ChallengeRecord(
        id=row.id,
        game=row.game,
        challenger=body.challenger,
        opponents=body.opponents,
        options=body.options,
        time_control=body.time_control,
        seats=body.seats,
        status=ChallengeStatus(row.status),
        version=row.version,
        created_at=sql.utc(row.created_at),
        expires_at=sql.utc(row.expires_at),
        match_id=row.match_id,
        reason=body.reason,
        rated=body.rated,
    )


def _challenge_body_text(record: ChallengeRecord) -> str:
    body = _ChallengeBody(
        record.challenger,
        record.opponents,
        record.options,
        record.time_control,
        record.seats,
        record.reason,
        record.rated,
    )
    return _encode.encode(body).decode()


def _seek_of(row: Any) -> SeekRecord:
    body = _seek_body.decode(row.body)
    return SeekRecord(
        id=row.id,
        player_id=row.player_id,
        name=body.name,
        game=row.game,
        players=body.players,
        options=body.options,
        time_control=body.time_control,
        entropy=body.entropy,
        created_at=sql.utc(row.created_at),
        expires_at=sql.utc(row.expires_at),
        match_id=row.match_id,
        rated=body.rated,
        rating_range=row.rating_range,
    )


class Invitations:
    def __init__(self, db: Database, hub: Hub) -> None:
        self.db, self.hub = db, hub

    def _woken(self, player_ids: Iterable[str]) -> None:
        for player_id in player_ids:
            self.hub.publish(player_key(player_id))

    # -- a player's stream

    async def frames_after(self, player_id: str, after: int, limit: int) -> list[Frame]:
        params = {"player_id": player_id, "after": after, "limit": limit}
        rows = await self.db.read(lambda conn: conn.execute(_FRAMES_AFTER, params).all())
        return [Frame(seq=r.seq, type=r.type, payload=r.payload, created_at=sql.utc(r.created_at)) for r in rows]

    async def stream_head(self, player_id: str) -> int:
        """The seq of the player's last frame (0: none yet)."""
        query = sa.select(players.c.stream_seq).where(players.c.id == player_id)
        return await self.db.read(lambda conn: conn.execute(query).scalar_one())

    async def untold(self, player_id: str) -> list[Untold]:
        rows = await self.db.read(lambda conn: conn.execute(_UNTOLD, {"player_id": player_id}).all())
        return [Untold(sql.match_of(row[:-3]), *row[-3:]) for row in rows]

    async def tell(self, player_id: str, tells: list[Tell], frames: list[tuple[str, str]], at: dt.datetime) -> None:
        """What the stream told of each match, with its frames; ToldLost (nothing written)
        if another stream of the player told any of it first."""

        def work(conn: sa.Connection) -> None:
            for tell in tells:
                params = {
                    "p_id": player_id,
                    "m_id": tell.match_id,
                    "was_told": tell.was[0],
                    "was_version": tell.was[1],
                    "told": tell.now[0],
                    "told_version": tell.now[1],
                }
                if conn.execute(_TELL, params).rowcount != 1:
                    raise ToldLost
            _write_frames(conn, {player_id: frames}, at)

        await self.db.write(work)
        self._woken([player_id])

    # -- challenges

    async def open_challenge(self, record: ChallengeRecord, frames: Frames, limit: int) -> bool:
        """Store a new challenge with its frames, unless its challenger already has `limit`
        open ones (False: nothing written)."""
        open_ones = (
            sa.select(sa.func.count())
            .select_from(challenges)
            .where(challenges.c.challenger == record.challenger.player_id, challenges.c.status == ChallengeStatus.OPEN)
        )
        row = {
            "id": record.id,
            "game": record.game,
            "challenger": record.challenger.player_id,
            "body": _challenge_body_text(record),
            "status": record.status,
            "version": record.version,
            "match_id": None,
            "created_at": record.created_at,
            "expires_at": record.expires_at,
        }
        concerned = [record.challenger, *record.opponents]

        # The challenger's row locked first (PostgreSQL; SQLite writes one at a time): two
        # challenges made at once are counted one after the other.
        mine = sa.select(players.c.id).where(players.c.id == record.challenger.player_id).with_for_update()

        def work(conn: sa.Connection) -> bool:
            conn.execute(mine)
            if conn.execute(open_ones).scalar_one() >= limit:
                return False
            conn.execute(challenges.insert(), row)
            conn.execute(
                challenge_players.insert(), [{"player_id": p.player_id, "challenge_id": record.id} for p in concerned]
            )
            _write_frames(conn, frames, record.created_at)
            return True

        stored = await self.db.write(work)
        if stored:
            self._woken(frames)
        return stored

    async def challenge(self, challenge_id: str) -> ChallengeRecord | None:
        query = challenges.select().where(challenges.c.id == challenge_id)
        row = await self.db.read(lambda conn: conn.execute(query).first())
        return None if row is None else _challenge_of(row)

    async def challenges_of(self, player_id: str, status: ChallengeStatus, limit: int) -> list[ChallengeRecord]:
        """The challenges of `status` concerning the player, oldest first."""
        query = (
            challenges.select()
            .join(challenge_players, challenge_players.c.challenge_id == challenges.c.id)
            .where(challenge_players.c.player_id == player_id, challenges.c.status == status)
            .order_by(challenges.c.created_at, challenges.c.id)
            .limit(limit)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [_challenge_of(row) for row in rows]

    async def expired_challenges(self, at: dt.datetime, limit: int) -> list[ChallengeRecord]:
        query = (
            challenges.select()
            .where(challenges.c.status == ChallengeStatus.OPEN, challenges.c.expires_at <= at)
            .order_by(challenges.c.expires_at)
            .limit(limit)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [_challenge_of(row) for row in rows]

    async def answer(
        self,
        old: ChallengeRecord,
        new: ChallengeRecord,
        frames: Frames,
        at: dt.datetime,
        match: tuple[MatchRecord, list[NewEvent]] | None = None,
    ) -> None:
        """Store an answer (and the match it makes) if the challenge is still open at the
        version `old` was read at: else ClaimLost, nothing written."""
        params = {
            "c_id": old.id,
            "c_version": old.version,
            "c_body": _challenge_body_text(new),
            "c_status": new.status,
            "c_match_id": new.match_id,
        }

        def work(conn: sa.Connection) -> None:
            if conn.execute(_ANSWER, params).rowcount != 1:
                raise ClaimLost
            if match is not None:
                sql.insert_match(conn, *match, told=MatchStatus.ACTIVE)
                if new.rated:
                    mark_rated(conn, match[0].id, match[0].game)
            _write_frames(conn, frames, at)

        await self.db.write(work)
        self._woken(frames)

    # -- seeks

    async def add_seek(self, record: SeekRecord, pool: str) -> None:
        body = _SeekBody(
            record.name,
            record.players,
            record.options,
            record.time_control,
            record.entropy,
            record.rated,
        )
        row = {
            "id": record.id,
            "player_id": record.player_id,
            "game": record.game,
            "pool": pool,
            "body": _encode.encode(body).decode(),
            "created_at": record.created_at,
            "expires_at": record.expires_at,
            "match_id": None,
            "rating_range": record.rating_range,
        }
        await self.db.write(lambda conn: conn.execute(seeks.insert(), row))

    async def waiting_seeks(self, pool: str, at: dt.datetime, limit: int) -> list[SeekRecord]:
        """The pool's unpaired seeks alive at `at`, first come first."""
        query = (
            seeks.select()
            .where(seeks.c.pool == pool, seeks.c.match_id.is_(None), seeks.c.expires_at > at)
            .order_by(seeks.c.created_at, seeks.c.id)
            .limit(limit)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [_seek_of(row) for row in rows]

    async def ranged_pools(self, at: dt.datetime, limit: int) -> list[tuple[str, str, int]]:
        """(pool, game, seats) of the pools where a waiting seek has a rating range and
        others wait beside it: their ranges widen with time."""
        ranged = seeks.c.rating_range.is_not(None)
        waiting = (seeks.c.match_id.is_(None), seeks.c.expires_at > at)
        query = (
            sa.select(seeks.c.pool, seeks.c.game, sa.func.min(seeks.c.body))
            .where(*waiting)
            .group_by(seeks.c.pool, seeks.c.game)
            .having(sa.func.count() > 1, sa.func.max(sa.case((ranged, 1), else_=0)) == 1)
            .limit(limit)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [(pool, game, _seek_body.decode(body).players) for pool, game, body in rows]

    async def seek(self, seek_id: str) -> SeekRecord | None:
        query = seeks.select().where(seeks.c.id == seek_id)
        row = await self.db.read(lambda conn: conn.execute(query).first())
        return None if row is None else _seek_of(row)

    async def seeks_of(self, player_id: str, at: dt.datetime) -> list[SeekRecord]:
        """The player's seeks still waiting."""
        query = (
            seeks.select()
            .where(seeks.c.player_id == player_id, seeks.c.match_id.is_(None), seeks.c.expires_at > at)
            .order_by(seeks.c.created_at, seeks.c.id)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [_seek_of(row) for row in rows]

    async def pair(
        self, paired: list[SeekRecord], match: MatchRecord, first: list[NewEvent], frames: Frames, at: dt.datetime
    ) -> None:
        """Make the match of these seeks, if every one still waits: else ClaimLost (another
        pairing took one, or it expired or was withdrawn), nothing written."""

        def work(conn: sa.Connection) -> None:
            for seek in paired:
                if conn.execute(_PAIR, {"s_id": seek.id, "m_id": match.id, "now": at}).rowcount != 1:
                    raise ClaimLost
            sql.insert_match(conn, match, first, told=MatchStatus.ACTIVE)
            if paired[0].rated:
                mark_rated(conn, match.id, match.game)
            _write_frames(conn, frames, at)

        await self.db.write(work)
        self._woken(frames)

    async def withdraw(self, seek_id: str) -> bool:
        """Remove a seek still waiting; False if it is paired (or gone) meanwhile."""
        delete = seeks.delete().where(seeks.c.id == seek_id, seeks.c.match_id.is_(None))
        return bool(await self.db.write(lambda conn: conn.execute(delete).rowcount))

    async def renew_seeks(self, player_id: str, until: dt.datetime, at: dt.datetime) -> None:
        """Keep the player's waiting seeks alive until `until` (his stream is open)."""
        update = (
            seeks.update()
            .where(seeks.c.player_id == player_id, seeks.c.match_id.is_(None), seeks.c.expires_at > at)
            .values(expires_at=until)
        )
        await self.db.write(lambda conn: conn.execute(update))

    async def purge_seeks(self, at: dt.datetime) -> int:
        """Forget the seeks that expired unpaired; how many."""
        delete = seeks.delete().where(seeks.c.match_id.is_(None), seeks.c.expires_at <= at)
        return await self.db.write(lambda conn: conn.execute(delete).rowcount)
