"""What the store keeps and hands back, and every layer passes along: matches,
seats, players, events and the replies an Idempotency-Key names, as plain records
(no behaviour beyond reading them), and the refusals of the store's compare-and-sets."""

from __future__ import annotations

import datetime as dt
import enum

import msgspec

from engines.core.seeds import SeedSource


class MatchStatus(enum.StrEnum):
    WAITING = "waiting"  # some seats are open: nothing is dealt until the last is claimed
    ACTIVE = "active"
    FINISHED = "finished"
    ABORTED = "aborted"  # ended without a result

    @property
    def ended(self) -> bool:
        """Nothing is secret any more: the seed is served, the stream ends."""
        return self in (MatchStatus.FINISHED, MatchStatus.ABORTED)


class VersionConflict(Exception):
    """Another append got there first."""


class ClaimLost(Exception):
    """The match's seats changed since they were read (another claim got there first)."""


class AlreadyBound(Exception):
    """The player already holds a seat of this match."""


class SeatRecord(msgspec.Struct, frozen=True, omit_defaults=True):
    name: str | None  # None (with token_hash): an open seat, until it is claimed
    token_hash: str | None
    entropy: str | None = None  # the seat's contribution to the chance (engines/core/seeds.py)
    player_id: str | None = None  # the player the seat is bound to (his key acts for it)

    @property
    def open(self) -> bool:
        return self.token_hash is None


class PlayerRecord(msgspec.Struct, frozen=True):
    id: str
    name: str
    app_id: str | None = None  # the app that made him (and acts for him)


class AppRecord(msgspec.Struct, frozen=True):
    id: str
    name: str


class MatchRecord(msgspec.Struct, frozen=True):
    id: str
    game: str
    created_at: dt.datetime
    status: MatchStatus
    version: int
    seats: list[SeatRecord]
    options: str  # JSON of the game's options
    seed: str  # engines/core/seeds.py: 64 hex digits from the server, or an integer in decimal
    rules_version: int
    seed_source: SeedSource = SeedSource.LEGACY  # legacy: stored before commitments
    time_control: str | None = None  # JSON of engines/core/table.py TimeControl; None: untimed
    deadline: dt.datetime | None = None  # the earliest deadline of a timed match's seats to move
    seed_nonce: str | None = None  # engines/core/seeds.py; None: stored before nonces


class StoredEvent(msgspec.Struct, frozen=True):
    seq: int
    payload: str  # JSON of the tagged event
    created_at: dt.datetime
    actor: int | None = None  # on an act's first event: the seat that acted


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


_seats_encoder = msgspec.json.Encoder()


def seats_text(seats: list[SeatRecord]) -> str:
    """How a match's seats are stored (and compared, by a claim's compare-and-set)."""
    return _seats_encoder.encode(seats).decode()


def now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class ToldLost(Exception):
    """Another stream of the player told the same thing first."""


class ChallengeStatus(enum.StrEnum):
    OPEN = "open"
    ACCEPTED = "accepted"  # by every player asked: the match is made
    DECLINED = "declined"  # by one of them
    CANCELLED = "cancelled"  # by the challenger
    EXPIRED = "expired"  # not answered by all in time


class Answer(enum.StrEnum):
    ACCEPTED = "accepted"
    DECLINED = "declined"


class Invited(msgspec.Struct, frozen=True, omit_defaults=True):
    """A player of a challenge, and what he answered (the challenger accepted by asking)."""

    player_id: str
    name: str
    answer: Answer | None = None
    entropy: str | None = None  # his contribution to the chance, given with his answer


class ChallengeRecord(msgspec.Struct, frozen=True):
    id: str
    game: str
    challenger: Invited
    opponents: list[Invited]
    options: str  # JSON of the game's options
    time_control: str | None  # JSON of engines/core/table.py TimeControl
    seats: list[str] | None  # player ids in seat order; None: drawn when the match is made
    status: ChallengeStatus
    version: int  # bumped by every answer (a compare-and-set)
    created_at: dt.datetime
    expires_at: dt.datetime
    match_id: str | None = None
    reason: str | None = None  # a decline's
    rated: bool = False  # the match made moves its players' ratings


class SeekRecord(msgspec.Struct, frozen=True):
    id: str
    player_id: str
    name: str
    game: str
    players: int  # seats of the match sought
    options: str  # JSON of the game's options
    time_control: str | None
    entropy: str | None
    created_at: dt.datetime
    expires_at: dt.datetime
    match_id: str | None = None  # once paired
    rated: bool = False
    rating_range: float | None = None  # the display points it accepts around the seeker's rating, at first


class Frame(msgspec.Struct, frozen=True):
    """A frame of a player's stream, as logged: its kind and what the live state cannot say."""

    seq: int
    type: str
    payload: str  # JSON
    created_at: dt.datetime


class Untold(msgspec.Struct, frozen=True):
    """A seat of the player's whose match may have news for his stream: the match as
    stored now, and what the stream last told of it."""

    match: MatchRecord
    seat: int
    told: str | None
    told_version: int | None


class Tell(msgspec.Struct, frozen=True):
    """What a stream now tells of one of the player's matches (a compare-and-set on what
    it had told)."""

    match_id: str
    was: tuple[str | None, int | None]
    now: tuple[str | None, int | None]
