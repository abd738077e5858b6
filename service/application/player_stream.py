"""A player's stream: what concerns him, as frames of a log of his own.

Challenges write their frames as they change (challenges.py), and a match made by a
challenge or a seek its `match-started`. What happens in a match is told by the
stream itself, from the match as stored: each time it wakes it looks at the
player's matches not yet told to have ended (`seat_players.told`), and logs
`match-started` for one newly dealt, `turn` for a version at which his seat is to
move, `match-finished` once it ended. What it told is a compare-and-set on the seat's
row: two streams of the player (on two instances) never log the same thing twice,
and nothing touches the act's path.

A frame's id is its seq in the log, so a reconnection with Last-Event-ID resumes
after it. A stream opened without one begins with the player's state now: his open
challenges, his active matches, and a `turn` for each that waits on him, with no id
(they are no place in the log), then `opened`, whose id is the log's head: a client
cut off before it opens afresh, one cut off after it resumes from the head."""

from __future__ import annotations

from typing import NamedTuple

import msgspec

from engines.core import table as tables
from service.application.body_parts import SeatInfo
from service.application.challenges import view as challenge_view
from service.application.context import Context
from service.application.invitations import (
    CHALLENGE,
    CHALLENGE_ENDED,
    MATCH_FINISHED,
    MATCH_STARTED,
    OPENED,
    TURN,
    Lobby,
    Seated,
    encoded,
)
from service.application.lobby_schemas import MatchFinishedFrame, StreamOpened
from service.application.match import time_control
from service.application.views import result
from service.records import ChallengeStatus, Frame, MatchRecord, MatchStatus, Tell, ToldLost, Untold

# Telling a stream's news is tried again this often when another stream of the same
# player told some of it first.
TELL_TRIES = 5
# Open challenges listed at a stream's opening, at most.
OPENING_CHALLENGES = 100

_seated = msgspec.json.Decoder(Seated)


class Sent(NamedTuple):
    """A frame as it goes out: its id (none: not in the log), `event:` and `data:`."""

    id: int | None
    event: str
    data: bytes


async def catch_up(lobby: Lobby, player_id: str) -> list[str]:
    """Log what the player's matches have to tell; the ids of those still to watch
    (waiting or active)."""
    for _ in range(TELL_TRIES):
        untold = await lobby.invitations.untold(player_id)
        tells, frames = [], []
        for row in untold:
            context = lobby.by_game.get(row.match.game)
            if context is None:
                continue
            news = await _news(context, row)
            if news is not None:
                tells.append(news[0])
                frames += news[1]
        if not tells:  # (frames come with a tell only)
            break
        try:
            await lobby.invitations.tell(player_id, tells, frames, lobby.clock())
        except ToldLost:
            continue
        for kind, _ in frames:
            lobby.counted.frames.labels(kind).inc()
        break
    return [row.match.id for row in untold if not row.match.status.ended]


async def _news(context: Context, row: Untold) -> tuple[Tell, list[tuple[str, str]]] | None:
    """What the stream has to tell of one match (a change of its row, and its frames)."""
    match, told, version = row.match, row.told, row.told_version
    frames: list[tuple[str, str]] = []
    if match.status == MatchStatus.WAITING:
        return None
    seated = Seated(match.game, match.id, row.seat)
    if told is None and match.version > 0:  # (a match aborted while it waited was never dealt)
        frames.append((MATCH_STARTED, encoded(seated)))
    if match.status == MatchStatus.ACTIVE and version != match.version:
        table = await context.repository.table(match, match.version)
        if row.seat in tables.to_move(context.game, table):
            frames.append((TURN, encoded(msgspec.structs.replace(seated, version=match.version))))
            version = match.version
    if match.status.ended:
        frames.append((MATCH_FINISHED, encoded(seated)))
    now = (str(match.status), version)
    if now == (told, row.told_version):
        return None
    return Tell(match.id, (told, row.told_version), now), frames


async def opening(lobby: Lobby, player_id: str, head: int) -> list[Sent]:
    """The player's state now: his open challenges, then each active match of his (and a
    turn where it waits on him); then `opened`, at the log's head."""
    sent = [
        Sent(None, CHALLENGE, encoded(challenge_view(lobby, record)).encode())
        for record in await lobby.invitations.challenges_of(player_id, ChallengeStatus.OPEN, OPENING_CHALLENGES)
        if record.expires_at > lobby.clock()
    ]
    for row in await lobby.invitations.untold(player_id):
        context = lobby.by_game.get(row.match.game)
        if context is None or row.match.status != MatchStatus.ACTIVE:
            continue
        seated = Seated(row.match.game, row.match.id, row.seat, row.match.version)
        sent.append(Sent(None, MATCH_STARTED, await _started(context, row.match, seated)))
        table = await context.repository.table(row.match, row.match.version)
        if row.seat in tables.to_move(context.game, table):
            sent.append(Sent(None, TURN, await _turn(context, row.match, seated)))
    return [*sent, Sent(head, OPENED, encoded(StreamOpened(head)).encode())]


async def render(lobby: Lobby, frame: Frame) -> Sent | None:
    """A logged frame as it goes out (a match's read as it is now; None for a game no
    longer hosted here)."""
    if frame.type in (CHALLENGE, CHALLENGE_ENDED):
        return Sent(frame.seq, frame.type, frame.payload.encode())
    seated = _seated.decode(frame.payload)
    context = lobby.by_game.get(seated.game)
    if context is None:
        return None
    match = await context.repository.record(seated.match_id)
    if frame.type == MATCH_STARTED:
        return Sent(frame.seq, frame.type, await _started(context, match, seated))
    if frame.type == TURN:
        return Sent(frame.seq, frame.type, await _turn(context, match, seated))
    return Sent(frame.seq, frame.type, await _finished(context, match, seated))


async def _started(context: Context, match: MatchRecord, seated: Seated) -> bytes:
    started = context.schemas.lobby.started(
        match_id=match.id,
        seat=seated.seat,
        seats=[SeatInfo(seat=i, name=s.name) for i, s in enumerate(match.seats)],
        options=context.repository.options(match),
        rules_version=match.rules_version,
        time_control=time_control(match),
    )
    return msgspec.json.encode(started)


async def _turn(context: Context, match: MatchRecord, seated: Seated) -> bytes:
    """The seat's turn at the version logged: its legal actions then, and its deadline."""
    version = match.version if seated.version is None else seated.version
    table = await context.repository.table(match, version)
    clocks = context.views.clocks(time_control(match), table, live=version == match.version)
    deadline = None if clocks is None else clocks[seated.seat].deadline
    turn = context.schemas.lobby.turn(
        match_id=match.id,
        seat=seated.seat,
        version=version,
        deadline=deadline,
        legal_actions=tables.legal_actions(context.game, table, seated.seat),
    )
    return msgspec.json.encode(turn)


async def _finished(context: Context, match: MatchRecord, seated: Seated) -> bytes:
    table = await context.repository.table(match, match.version)
    outcome = tables.outcome(context.game, table)
    finished = MatchFinishedFrame(match.game, match.id, seated.seat, match.status, result(outcome))
    return msgspec.json.encode(finished)
