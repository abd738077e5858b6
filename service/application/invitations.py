"""What challenges, seeks and players' streams share: the hosted games, the stored
invitations, accounts and ratings,
the settings they obey, and how a match made for registered players is dealt and
announced.

A match made by a challenge or a seek binds every seat to its player (his key acts
for it: no seat token is shown, each seat's is a random one nobody holds), mixes
every player's entropy into the server's seed, and is stored together with each
player's `match-started` frame."""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import msgspec

from engines.core.table import TimeControl
from service import metrics
from service.application.auth import Auth
from service.application.context import Context
from service.application.create import new_match
from service.application.match import Clock
from service.application.tokens import hash_token, new_token
from service.hub import Hub
from service.records import MatchRecord, NewEvent, SeatRecord
from service.store.accounts import Accounts
from service.store.invitation_rows import Frames
from service.store.invitations import Invitations
from service.store.ratings import Ratings

_encode = msgspec.json.Encoder()

# The player's stream's frames (the `event:` of each).
CHALLENGE, CHALLENGE_ENDED = "challenge", "challenge-ended"
MATCH_STARTED, TURN, MATCH_FINISHED = "match-started", "turn", "match-finished"
OPENED = "opened"  # the end of a stream's opening (not in the log)
FRAMES = (CHALLENGE, CHALLENGE_ENDED, MATCH_STARTED, TURN, MATCH_FINISHED, OPENED)  # (the guide's table of them)


@dataclass(frozen=True)
class Lobby:
    """What every command about challenges, seeks and players' streams works with."""

    by_game: dict[str, Context]
    invitations: Invitations
    accounts: Accounts
    ratings: Ratings
    auth: Auth
    hub: Hub
    clock: Clock
    challenge_ttl: dt.timedelta
    max_open_challenges: int
    seek_ttl: dt.timedelta
    seek_grace: dt.timedelta
    seek_widen_per_s: float
    counted: metrics.LobbyCounters


def encoded(value: Any) -> str:
    return _encode.encode(value).decode()


class Seated(msgspec.Struct):
    """A match frame's logged part: which match, and the player's seat in it."""

    game: str
    match_id: str
    seat: int
    version: int | None = None  # a turn's


def match_frames(record: MatchRecord, kind: str) -> Frames:
    """One frame of `kind` about the match for each of its players."""
    return {
        seat.player_id: [(kind, encoded(Seated(record.game, record.id, i)))]
        for i, seat in enumerate(record.seats)
        if seat.player_id is not None
    }


def merged(*frames: Frames) -> Frames:
    out: Frames = {}
    for each in frames:
        for player_id, told in each.items():
            out.setdefault(player_id, []).extend(told)
    return out


def to_each(player_ids: Iterable[str], kind: str, payload: str) -> Frames:
    return {player_id: [(kind, payload)] for player_id in player_ids}


@dataclass(frozen=True)
class Player:
    """A player at a table made for him: his id, name and entropy."""

    id: str
    name: str
    entropy: str | None


def made(
    context: Context, players: list[Player], options: Any, control: TimeControl | None
) -> tuple[MatchRecord, list[NewEvent], Any]:
    """A dealt match of these players, in this seat order: its record, first events and table."""
    seats = [
        SeatRecord(name=p.name, token_hash=hash_token(new_token()), entropy=p.entropy, player_id=p.id) for p in players
    ]
    return new_match(context, seats, options, control)


def pool_of(game: str, players: int, options: str, control: str | None, rated: bool) -> str:
    """Seeks pair within their pool: the same game, seat count, options, time control
    (as stored: JSON, its fields in their declared order) and rated or not."""
    key = encoded([game, players, options, control, rated])
    return hashlib.sha256(key.encode()).hexdigest()
