"""How invitations are stored: the bodies of challenges and seeks (JSON), the
statements the lobby's compare-and-sets run, and the frames written to players'
streams (service/store/invitations.py says how they go together)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec
import sqlalchemy as sa

from service.hub import player_key
from service.records import ChallengeRecord, ChallengeStatus, Invited, MatchStatus, SeekRecord
from service.store import statements as sql
from service.store import webhooks
from service.store.database import Notify
from service.store.schema import challenges, matches, player_events, players, seat_players, seeks

# Frames to write: player id -> [(type, payload JSON)]
Frames = dict[str, list[tuple[str, str]]]


class ChallengeBody(msgspec.Struct):
    challenger: Invited
    opponents: list[Invited]
    options: str
    time_control: str | None
    seats: list[str] | None
    reason: str | None = None
    rated: bool = False


class SeekBody(msgspec.Struct):
    name: str
    players: int
    options: str
    time_control: str | None
    entropy: str | None
    rated: bool = False


challenge_body = msgspec.json.Decoder(ChallengeBody)
seek_body = msgspec.json.Decoder(SeekBody)
encode = msgspec.json.Encoder()

# A seat whose match may have news for the stream: not yet told of its end.
UNTOLD = (
    sa.select(matches, seat_players.c.seat, seat_players.c.told, seat_players.c.told_version)
    .join(matches, matches.c.id == seat_players.c.match_id)
    .where(
        seat_players.c.player_id == sa.bindparam("player_id"),
        sa.or_(seat_players.c.told.is_(None), seat_players.c.told == MatchStatus.ACTIVE),
    )
    .order_by(seat_players.c.created_at, seat_players.c.match_id)
)
TELL = (
    seat_players.update()
    .where(
        seat_players.c.player_id == sa.bindparam("p_id"),
        seat_players.c.match_id == sa.bindparam("m_id"),
        seat_players.c.told.is_not_distinct_from(sa.bindparam("was_told", type_=sa.String)),
        seat_players.c.told_version.is_not_distinct_from(sa.bindparam("was_version", type_=sa.Integer)),
    )
    .values(told=sa.bindparam("told"), told_version=sa.bindparam("told_version"))
)
BUMP_STREAM = (
    players.update()
    .where(players.c.id == sa.bindparam("p_id"))
    .values(stream_seq=players.c.stream_seq + sa.bindparam("n", type_=sa.Integer))
    .returning(players.c.stream_seq)
)
FRAMES_AFTER = (
    sa.select(player_events.c.seq, player_events.c.type, player_events.c.payload, player_events.c.created_at)
    .where(player_events.c.player_id == sa.bindparam("player_id"), player_events.c.seq > sa.bindparam("after"))
    .order_by(player_events.c.seq)
    .limit(sa.bindparam("limit"))
)
ANSWER = (
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
PAIR = (
    seeks.update()
    .where(seeks.c.id == sa.bindparam("s_id"), seeks.c.match_id.is_(None), seeks.c.expires_at > sa.bindparam("now"))
    .values(match_id=sa.bindparam("m_id"))
)


def write_frames(conn: sa.Connection, frames: Frames, at: dt.datetime, notify: Notify) -> None:
    """The frames appended to each player's log, after his counter's last seq."""
    rows = []
    for player_id, told in frames.items():
        if not told:
            continue
        last = conn.execute(BUMP_STREAM, {"p_id": player_id, "n": len(told)}).scalar_one()
        first = last - len(told) + 1
        rows += [
            {"player_id": player_id, "seq": first + i, "type": kind, "payload": payload, "created_at": at}
            for i, (kind, payload) in enumerate(told)
        ]
    if rows:
        conn.execute(player_events.insert(), rows)
        webhooks.enqueue(conn, rows, at)  # their deliveries, in the same transaction (service/store/webhooks.py)
    notify(conn, [player_key(p) for p, told in frames.items() if told])  # on commit only (service/store/feeds.py)


def challenge_of(row: Any) -> ChallengeRecord:
    body = challenge_body.decode(row.body)
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


def challenge_body_text(record: ChallengeRecord) -> str:
    body = ChallengeBody(
        record.challenger,
        record.opponents,
        record.options,
        record.time_control,
        record.seats,
        record.reason,
        record.rated,
    )
    return encode.encode(body).decode()


def seek_of(row: Any) -> SeekRecord:
    body = seek_body.decode(row.body)
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
