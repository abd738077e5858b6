"""Challenges: a player asks others by id to a match of a game, with its options and
time control; each accepts or declines, the challenger may cancel, and an
unanswered challenge expires. Once every player asked has accepted, the match is
made (invitations.py) in the transaction that stores the last answer.

Answers are a compare-and-set on the challenge's version, so two answers never
both apply, on any number of instances; a lost race is judged again on the
challenge as it is now. Every change is told on the streams of all it concerns:
`challenge` while it is open (again after each acceptance), `challenge-ended`
when it ends, then `match-started`."""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import msgspec

from service.application.auth import Credentials
from service.application.context import RACE_RETRIES
from service.application.create import checked_terms
from service.application.invitations import (
    CHALLENGE,
    CHALLENGE_ENDED,
    MATCH_STARTED,
    Lobby,
    Player,
    encoded,
    made,
    match_frames,
    merged,
    to_each,
)
from service.application.lobby_schemas import ChallengeEndedFrame, ChallengePlayer
from service.application.match import decoded_time_control
from service.errors import (
    ChallengeEnded,
    ChallengeRefused,
    MatchBusy,
    NotFound,
    NotYours,
    TooManyChallenges,
    UnknownPlayer,
)
from service.records import Answer, ChallengeRecord, ChallengeStatus, ClaimLost, Invited, PlayerRecord
from service.store.invitation_rows import Frames

EXPIRED_BATCH = 100  # challenges expired per sweep


def view(lobby: Lobby, record: ChallengeRecord) -> Any:
    """The challenge as its players see it (`<Game>Challenge`)."""
    context = lobby.by_game[record.game]
    return context.schemas.lobby.challenge(
        challenge_id=record.id,
        status=record.status,
        challenger=ChallengePlayer(record.challenger.player_id, record.challenger.name, Answer.ACCEPTED),
        opponents=[ChallengePlayer(p.player_id, p.name, p.answer) for p in record.opponents],
        options=context.repository.options_decoder.decode(record.options),
        time_control=decoded_time_control(record.time_control),
        seats=record.seats,
        created_at=record.created_at,
        expires_at=record.expires_at,
        match_id=record.match_id,
        reason=record.reason,
        rated=record.rated,
    )


def concerned(record: ChallengeRecord) -> list[str]:
    return [record.challenger.player_id, *(p.player_id for p in record.opponents)]


def told(lobby: Lobby, record: ChallengeRecord) -> Frames:
    """Everyone it concerns hears of the challenge as it now is."""
    if record.status == ChallengeStatus.OPEN:
        return to_each(concerned(record), CHALLENGE, encoded(view(lobby, record)))
    ended = ChallengeEndedFrame(record.id, record.game, record.status, record.reason, record.match_id)
    return to_each(concerned(record), CHALLENGE_ENDED, encoded(ended))


async def challenge(lobby: Lobby, body: Any, credentials: Credentials | None) -> Any:
    player = await lobby.auth.registered(credentials)
    game = type(body).__struct_config__.tag
    context = lobby.by_game[game]
    ids = list(body.opponents)
    if player.id in ids:
        raise ChallengeRefused("You cannot challenge yourself: name your opponents only.")
    if len(set(ids)) != len(ids):
        raise ChallengeRefused("Each opponent is named once.")
    players = len(ids) + 1  # (as many as the game seats: the body's schema says so)
    if body.seats is not None and sorted(body.seats) != sorted([player.id, *ids]):
        raise ChallengeRefused("'seats' orders exactly the players of the challenge: you and each opponent, once.")
    options = checked_terms(context, players, body.options, body.time_control)
    known = await lobby.accounts.players_by_id(ids)
    if missing := [i for i in ids if i not in known]:
        raise UnknownPlayer(f"No player has the id {missing[0]!r}.")
    at = lobby.clock()
    record = ChallengeRecord(
        id=uuid.uuid4().hex,
        game=game,
        challenger=Invited(player.id, player.name, Answer.ACCEPTED, body.entropy),
        opponents=[Invited(i, known[i].name) for i in ids],
        options=encoded(options),
        time_control=None if body.time_control is None else encoded(body.time_control),
        seats=body.seats,
        status=ChallengeStatus.OPEN,
        version=0,
        created_at=at,
        expires_at=at + lobby.challenge_ttl,
        rated=body.rated,
    )
    if not await lobby.invitations.open_challenge(record, told(lobby, record), lobby.max_open_challenges):
        raise TooManyChallenges(
            f"You have {lobby.max_open_challenges} challenges open, as many as a player may: "
            "cancel one or wait for answers."
        )
    lobby.counted.challenges.labels("open").inc()
    return view(lobby, record)


async def read(lobby: Lobby, challenge_id: str, credentials: Credentials | None) -> Any:
    player = await lobby.auth.registered(credentials)
    record = await _found(lobby, challenge_id)
    if player.id not in concerned(record):
        raise NotYours("This challenge is between other players.")
    return view(lobby, record)


async def accept(lobby: Lobby, challenge_id: str, entropy: str | None, credentials: Credentials | None) -> Any:
    def answered(record: ChallengeRecord, player: PlayerRecord) -> ChallengeRecord | None:
        if any(p.player_id == player.id and p.answer == Answer.ACCEPTED for p in record.opponents):
            return None  # accepted already: nothing changes (and nobody hears it again)
        opponents = [
            msgspec.structs.replace(p, answer=Answer.ACCEPTED, entropy=entropy) if p.player_id == player.id else p
            for p in record.opponents
        ]
        return msgspec.structs.replace(record, opponents=opponents)

    return await _answer(lobby, challenge_id, credentials, answered, asked=True)


async def decline(lobby: Lobby, challenge_id: str, reason: str | None, credentials: Credentials | None) -> Any:
    def declined(record: ChallengeRecord, player: PlayerRecord) -> ChallengeRecord:
        opponents = [
            msgspec.structs.replace(p, answer=Answer.DECLINED) if p.player_id == player.id else p
            for p in record.opponents
        ]
        return msgspec.structs.replace(record, opponents=opponents, status=ChallengeStatus.DECLINED, reason=reason)

    return await _answer(lobby, challenge_id, credentials, declined, asked=True)


async def cancel(lobby: Lobby, challenge_id: str, credentials: Credentials | None) -> Any:
    def cancelled(record: ChallengeRecord, _: PlayerRecord) -> ChallengeRecord:
        return msgspec.structs.replace(record, status=ChallengeStatus.CANCELLED)

    return await _answer(lobby, challenge_id, credentials, cancelled, asked=False)


async def _answer(
    lobby: Lobby,
    challenge_id: str,
    credentials: Credentials | None,
    change: Callable[[ChallengeRecord, PlayerRecord], ChallengeRecord | None],
    *,
    asked: bool,
) -> Any:
    """Apply one player's answer (`asked`: one of those asked; else the challenger) to the
    challenge as stored (none: it changes nothing), retried while other answers win the race."""
    player = await lobby.auth.registered(credentials)

    async def attempt() -> Any:
        record = await _found(lobby, challenge_id)
        mine = [p.player_id for p in record.opponents] if asked else [record.challenger.player_id]
        if player.id not in mine:
            raise NotYours(
                "Only a player asked may accept or decline this challenge."
                if asked
                else "Only its challenger may cancel this challenge."
            )
        _still_open(lobby, record)
        changed = change(record, player)
        return view(lobby, record) if changed is None else await _store(lobby, record, changed)

    return await _retried(attempt)


async def _store(lobby: Lobby, old: ChallengeRecord, new: ChallengeRecord) -> Any:
    """Store an answer; the last acceptance makes the match, in the same transaction."""
    at, match, frames = lobby.clock(), None, {}
    if new.status == ChallengeStatus.OPEN and all(p.answer == Answer.ACCEPTED for p in new.opponents):
        context = lobby.by_game[new.game]
        record, first, table = made(
            context,
            _seated(new),
            context.repository.options_decoder.decode(new.options),
            decoded_time_control(new.time_control),
        )
        new = msgspec.structs.replace(new, status=ChallengeStatus.ACCEPTED, match_id=record.id)
        match, frames = (record, first), match_frames(record, MATCH_STARTED)
    await lobby.invitations.answer(old, new, merged(told(lobby, new), frames), at, match)
    if match is not None:
        lobby.by_game[new.game].repository.cache.put(match[0], table)
        lobby.by_game[new.game].counted.created.inc()
    if new.status != ChallengeStatus.OPEN:
        lobby.counted.challenges.labels(new.status).inc()
    return view(lobby, new)


def _seated(record: ChallengeRecord) -> list[Player]:
    """The players in seat order: as the challenge gives it, else drawn."""
    everyone = {p.player_id: Player(p.player_id, p.name, p.entropy) for p in [record.challenger, *record.opponents]}
    if record.seats is not None:
        return [everyone[i] for i in record.seats]
    order = list(everyone.values())
    secrets.SystemRandom().shuffle(order)
    return order


def _still_open(lobby: Lobby, record: ChallengeRecord) -> None:
    if record.status != ChallengeStatus.OPEN:
        raise ChallengeEnded(f"This challenge has ended: it was {record.status}.")
    if record.expires_at <= lobby.clock():
        raise ChallengeEnded("This challenge has ended: it expired unanswered.")


async def _found(lobby: Lobby, challenge_id: str) -> ChallengeRecord:
    record = await lobby.invitations.challenge(challenge_id)
    if record is None:
        raise NotFound(f"There is no challenge {challenge_id!r}.")
    return record


async def _retried(attempt: Callable[[], Awaitable[Any]]) -> Any:
    for _ in range(RACE_RETRIES):
        try:
            return await attempt()
        except ClaimLost:
            continue
    raise MatchBusy("The challenge kept changing while your answer was stored; send it again.")


async def expire(lobby: Lobby) -> int:
    """End the challenges past their time; how many (the sweeper's work)."""
    expired = await lobby.invitations.expired_challenges(lobby.clock(), EXPIRED_BATCH)
    for record in expired:
        try:
            await _store(lobby, record, msgspec.structs.replace(record, status=ChallengeStatus.EXPIRED))
        except ClaimLost:  # answered meanwhile
            continue
    return len(expired)
