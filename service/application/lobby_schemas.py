"""The lobby's bodies: challenges, seeks and the frames of a player's stream. Shared ones
are plain Structs; a game's (`BabelNewChallenge`, `BaliTurn`) are built from its options
and action types, tagged with its id, as schemas.py builds its match bodies."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any

import msgspec
from msgspec import Meta, defstruct

from engines.core import AnyGame
from engines.core.table import TimeControl
from service.application.body_parts import Entropy, Fields, MatchResult, SeatInfo, list_of
from service.application.names import nickname
from service.records import Answer, ChallengeStatus, MatchStatus

REASON_MAX = 200


PlayerId = Annotated[str, Meta(min_length=1, max_length=32)]


class ChallengePlayer(msgspec.Struct):
    player_id: str
    name: str
    answer: Answer | None  # the challenger's is accepted; null: not answered yet


class AcceptChallenge(msgspec.Struct, forbid_unknown_fields=True):
    """The body of `POST /challenges/{id}/accept` (may be left out)."""

    entropy: Entropy | None = None  # mixed into the match's seed, as every player's


class DeclineChallenge(msgspec.Struct, forbid_unknown_fields=True):
    """The body of `POST /challenges/{id}/decline` (may be left out)."""

    reason: Annotated[str, Meta(max_length=REASON_MAX)] | None = None  # told to the challenger, as a name is shown

    def __post_init__(self) -> None:
        if self.reason is not None:  # (a blank one says nothing: none)
            self.reason = nickname(self.reason, "reason", "a reason", REASON_MAX) if self.reason.strip() else None


class ChallengeEndedFrame(msgspec.Struct):
    """A player's stream: a challenge of his is no longer open."""

    challenge_id: str
    game: str
    status: ChallengeStatus  # accepted, declined, cancelled or expired
    reason: str | None  # a decline's
    match_id: str | None  # accepted: the match made (match-started follows)


class MatchFinishedFrame(msgspec.Struct):
    """A player's stream: a match of his has ended."""

    game: str
    match_id: str
    seat: int
    status: MatchStatus  # finished or aborted
    result: MatchResult | None


class StreamOpened(msgspec.Struct):
    """A player's stream: the end of its opening (the player's state as it was), at the
    head of his stream: its id is where a reconnection resumes."""

    head: int


class PlayerTicket(msgspec.Struct):
    ticket: str  # pass as ?ticket= to GET /players/me/stream
    expires_at: dt.datetime


def tagged(game: AnyGame, name: str, fields: Fields, forbid: bool = False) -> Any:
    """A body of the game's, tagged with its id: the games' bodies of one route are one union."""
    return defstruct(name, fields, forbid_unknown_fields=forbid, tag_field="game", tag=game.id)


def terms(game: AnyGame) -> Fields:
    """What a challenge and a seek propose: the match's options and time control."""
    return [("options", game.options_type | None, None), ("time_control", TimeControl | None, None)]


def new_challenge(game: AnyGame, name: str) -> Any:
    """The body of `POST /challenges`, for the game."""
    others = Meta(min_length=max(game.min_players - 1, 1), max_length=game.max_players - 1)
    return tagged(
        game,
        f"{name}NewChallenge",
        [
            ("opponents", Annotated[list[PlayerId], others]),  # the players asked, by id
            *terms(game),
            # every player's id (yours too) in seat order; null: the order is drawn
            ("seats", Annotated[list[PlayerId], Meta(max_length=game.max_players)] | None, None),
            ("entropy", Entropy | None, None),  # yours, mixed into the seed with every player's
            ("rated", bool, False),  # the match moves the players' ratings in the game
        ],
        forbid=True,
    )


def challenge(game: AnyGame, name: str) -> Any:
    """A challenge of the game, as its players see it."""
    return tagged(
        game,
        f"{name}Challenge",
        [
            ("challenge_id", str),
            ("status", ChallengeStatus),
            ("challenger", ChallengePlayer),
            ("opponents", list[ChallengePlayer]),
            ("options", game.options_type),
            ("time_control", TimeControl | None),
            ("seats", list[str] | None),  # player ids in seat order; null: drawn when the match is made
            ("created_at", dt.datetime),
            ("expires_at", dt.datetime),
            ("match_id", str | None),  # once every player has accepted
            ("reason", str | None),  # a decline's
            ("rated", bool),
        ],
    )


def new_seek(game: AnyGame, name: str) -> Any:
    """The body of `POST /seeks`, for the game."""
    players = Annotated[int, Meta(ge=game.min_players, le=game.max_players)]
    return defstruct(
        f"{name}NewSeek",
        [
            ("players", players),
            *terms(game),
            ("entropy", Entropy | None, None),
            ("rated", bool, False),  # pairs only with rated seeks; the match moves ratings
            # Seek opponents rated within this many display points of you (of each
            # other), a range that widens while the seek waits; null: anyone
            ("rating_range", Annotated[float, Meta(ge=0, le=10_000)] | None, None),
        ],
        forbid_unknown_fields=True,
    )


def seek(game: AnyGame, name: str) -> Any:
    """A seek of the game, as its player sees it."""
    return tagged(
        game,
        f"{name}Seek",
        [
            ("seek_id", str),
            ("players", int),
            ("options", game.options_type),
            ("time_control", TimeControl | None),
            ("created_at", dt.datetime),
            ("expires_at", dt.datetime),  # renewed while your stream is open
            ("match_id", str | None),  # once paired (match-started names your seat)
            ("rated", bool),
            ("rating_range", float | None),  # as asked: it widens while the seek waits
        ],
    )


def started(game: AnyGame, name: str) -> Any:
    """A player's stream: a match of the game was made with him in it."""
    return tagged(
        game,
        f"{name}MatchStarted",
        [
            ("match_id", str),
            ("seat", int),  # yours: your player key acts for it
            ("seats", list[SeatInfo]),
            ("options", game.options_type),
            ("rules_version", int),
            ("time_control", TimeControl | None),
        ],
    )


def turn(game: AnyGame, name: str) -> Any:
    """A player's stream: a decision of the game is his to take."""
    return tagged(
        game,
        f"{name}Turn",
        [
            ("match_id", str),
            ("seat", int),
            ("version", int),  # send it as expected_version
            ("deadline", dt.datetime | None),  # when your clock runs out, in a timed match
            ("legal_actions", list_of(game.action_type)),  # as of `version`
        ],
    )


class LobbySchemas:
    """The typed bodies of one game's challenges, seeks and player's stream frames, named
    after the game (`name`)."""

    def __init__(self, game: AnyGame, name: str) -> None:
        self.new_challenge = new_challenge(game, name)
        self.challenge = challenge(game, name)
        self.new_seek = new_seek(game, name)
        self.seek = seek(game, name)
        self.started = started(game, name)
        self.turn = turn(game, name)
