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

import sqlalchemy as sa

from service.hub import Hub, player_key
from service.records import (
    ChallengeRecord,
    ChallengeStatus,
    ClaimLost,
    Frame,
    MatchRecord,
    MatchStatus,
    NewEvent,
    SeekRecord,
    Tell,
    ToldLost,
    Untold,
)
from service.store import invitation_rows as stored
from service.store import statements as sql
from service.store.database import Database
from service.store.invitation_rows import Frames
from service.store.ratings import mark_rated
from service.store.schema import challenge_players, challenges, players, seeks

_STREAM_HEADS = sa.select(players.c.id, players.c.stream_seq).where(
    players.c.id.in_(sa.bindparam("ids", expanding=True))
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
        rows = await self.db.read(lambda conn: conn.execute(stored.FRAMES_AFTER, params).all())
        return [Frame(seq=r.seq, type=r.type, payload=r.payload, created_at=sql.utc(r.created_at)) for r in rows]

    async def stream_head(self, player_id: str) -> int:
        """The seq of the player's last frame (0: none yet)."""
        query = sa.select(players.c.stream_seq).where(players.c.id == player_id)
        return await self.db.read(lambda conn: conn.execute(query).scalar_one())

    async def stream_heads(self, player_ids: list[str]) -> dict[str, int]:
        """`stream_head` of each of these players."""
        rows = await self.db.read(lambda conn: conn.execute(_STREAM_HEADS, {"ids": player_ids}).all())
        return {player_id: seq for player_id, seq in rows}

    async def untold(self, player_id: str) -> list[Untold]:
        rows = await self.db.read(lambda conn: conn.execute(stored.UNTOLD, {"player_id": player_id}).all())
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
                if conn.execute(stored.TELL, params).rowcount != 1:
                    raise ToldLost
            stored.write_frames(conn, {player_id: frames}, at, self.db.notify)

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
            "body": stored.challenge_body_text(record),
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
            stored.write_frames(conn, frames, record.created_at, self.db.notify)
            return True

        opened = await self.db.write(work)
        if opened:
            self._woken(frames)
        return opened

    async def challenge(self, challenge_id: str) -> ChallengeRecord | None:
        query = challenges.select().where(challenges.c.id == challenge_id)
        row = await self.db.read(lambda conn: conn.execute(query).first())
        return None if row is None else stored.challenge_of(row)

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
        return [stored.challenge_of(row) for row in rows]

    async def expired_challenges(self, at: dt.datetime, limit: int) -> list[ChallengeRecord]:
        query = (
            challenges.select()
            .where(challenges.c.status == ChallengeStatus.OPEN, challenges.c.expires_at <= at)
            .order_by(challenges.c.expires_at)
            .limit(limit)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [stored.challenge_of(row) for row in rows]

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
            "c_body": stored.challenge_body_text(new),
            "c_status": new.status,
            "c_match_id": new.match_id,
        }

        def work(conn: sa.Connection) -> None:
            if conn.execute(stored.ANSWER, params).rowcount != 1:
                raise ClaimLost
            if match is not None:
                sql.insert_match(conn, *match, told=MatchStatus.ACTIVE)
                if new.rated:
                    mark_rated(conn, match[0].id, match[0].game)
            stored.write_frames(conn, frames, at, self.db.notify)

        await self.db.write(work)
        self._woken(frames)

    # -- seeks

    async def add_seek(self, record: SeekRecord, pool: str) -> None:
        body = stored.SeekBody(
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
            "body": stored.encode.encode(body).decode(),
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
        return [stored.seek_of(row) for row in rows]

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
        return [(pool, game, stored.seek_body.decode(body).players) for pool, game, body in rows]

    async def seek(self, seek_id: str) -> SeekRecord | None:
        query = seeks.select().where(seeks.c.id == seek_id)
        row = await self.db.read(lambda conn: conn.execute(query).first())
        return None if row is None else stored.seek_of(row)

    async def seeks_of(self, player_id: str, at: dt.datetime) -> list[SeekRecord]:
        """The player's seeks still waiting."""
        query = (
            seeks.select()
            .where(seeks.c.player_id == player_id, seeks.c.match_id.is_(None), seeks.c.expires_at > at)
            .order_by(seeks.c.created_at, seeks.c.id)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [stored.seek_of(row) for row in rows]

    async def pair(
        self, paired: list[SeekRecord], match: MatchRecord, first: list[NewEvent], frames: Frames, at: dt.datetime
    ) -> None:
        """Make the match of these seeks, if every one still waits: else ClaimLost (another
        pairing took one, or it expired or was withdrawn), nothing written."""

        def work(conn: sa.Connection) -> None:
            for seek in paired:
                if conn.execute(stored.PAIR, {"s_id": seek.id, "m_id": match.id, "now": at}).rowcount != 1:
                    raise ClaimLost
            sql.insert_match(conn, match, first, told=MatchStatus.ACTIVE)
            if paired[0].rated:
                mark_rated(conn, match.id, match.game)
            stored.write_frames(conn, frames, at, self.db.notify)

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
