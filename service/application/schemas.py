"""The HTTP bodies. Shared ones are plain Structs; per-game ones are built from
the engine's action, event, view and options types, and named after the game
(`BabelMatch`, `BaliActRequest`) so every schema name is unique in OpenAPI. The
lobby's (challenges, seeks, a player's stream) are in lobby_schemas.py."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any, Protocol

import msgspec
from msgspec import Meta, defstruct

from engines.core import AnyGame
from engines.core.seeds import SeedSource
from engines.core.table import LifecycleEvent, TimeControl
from service.application.body_parts import Entropy, Fields, MatchResult, SeatInfo, list_of
from service.application.lobby_schemas import LobbySchemas
from service.application.names import nickname
from service.records import MatchStatus

NAME_MAX = 64  # characters, as given and once normalised (the columns' width)
# Held to the PRECIS Nickname profile, and stored as it returns it (service/application/names.py).
NAMES = (
    "Held to the PRECIS Nickname profile (RFC 8266): no control or invisible characters, not blank; "
    "stored and shown normalised (NFKC, spaces trimmed and collapsed)."
)
SeatName = Annotated[
    str,
    Meta(
        min_length=1,
        max_length=NAME_MAX,
        description=NAMES,
    ),
]


class ActRequest(Protocol):
    """What every game's act body (`<Game>ActRequest`) holds."""

    action: Any
    expected_version: int | None


class CreateRequest(Protocol):
    """What every game's create body (`<Game>CreateMatch`) holds."""

    seats: list[str | None]
    seed: int | None
    options: Any
    entropy: list[str | None] | None
    time_control: TimeControl | None


class ExportSeat(msgspec.Struct):
    seat: int
    name: str | None  # null: an open seat
    entropy: str | None  # the seat's contribution to the chance; shown once the match has ended


class SeatToken(msgspec.Struct):
    seat: int
    name: str | None  # null: an open seat
    token: str | None  # shown once; the server keeps only its hash. Null for an open seat


class ClaimSeat(msgspec.Struct, forbid_unknown_fields=True):
    """The body of `POST .../seats/{seat}/claim`."""

    name: SeatName
    entropy: Entropy | None = None  # mixed into the seed, as a creator's is

    def __post_init__(self) -> None:
        self.name = nickname(self.name, "name")


class SeatClaimed(msgspec.Struct):
    match_id: str
    game: str
    seat: int
    name: str
    token: str  # shown once, to the claimer only
    status: MatchStatus  # active (or finished) once the last open seat is claimed: it is then dealt
    version: int


class NewPlayer(msgspec.Struct, forbid_unknown_fields=True):
    name: SeatName

    def __post_init__(self) -> None:
        self.name = nickname(self.name, "name")


class PlayerCreated(msgspec.Struct):
    player_id: str
    name: str
    key: str  # shown once; the server keeps only its hash. Send it as `Authorization: Bearer <key>`
    app_id: str | None = None  # the app that made him, and may act for him


class NewApp(msgspec.Struct, forbid_unknown_fields=True):
    name: SeatName

    def __post_init__(self) -> None:
        self.name = nickname(self.name, "name")


class AppCreated(msgspec.Struct):
    app_id: str
    name: str
    key: str  # shown once (ta_...): makes players of the app's and acts for them (Tabletop-Player)


class AppPlayer(msgspec.Struct):
    player_id: str
    name: str
    created_at: dt.datetime


class AppPlayerPage(msgspec.Struct):
    players: list[AppPlayer]
    next_cursor: str | None  # pass as `cursor` for the next (older) page


class SeatClockInfo(msgspec.Struct):
    seat: int
    remaining_ms: int  # time left; at most 0 once out of time
    deadline: dt.datetime | None  # when it runs out, while a decision is due from the seat


class RatingChange(msgspec.Struct):
    seat: int
    player_id: str
    rank: int  # the seat's place (1 is first; ties share one), forfeited seats last
    rating_before: float  # display ratings (OpenSkill's ordinal: mu - 3 sigma)
    rating_after: float
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float


class PlayerRating(msgspec.Struct):
    game: str
    rating: float  # the display rating: OpenSkill's ordinal, mu - 3 sigma
    mu: float
    sigma: float
    matches: int  # rated matches played
    provisional: bool  # fewer rated matches than TABLETOP_PROVISIONAL_MATCHES


class LeaderboardEntry(msgspec.Struct):
    rank: int
    player_id: str
    name: str
    rating: float
    mu: float
    sigma: float
    matches: int
    provisional: bool


class Leaderboard(msgspec.Struct):
    game: str
    players: list[LeaderboardEntry]  # by display rating, highest first


class PlayerProfile(msgspec.Struct):
    player_id: str
    name: str
    ratings: list[PlayerRating]  # per game played rated
    rated_matches: int  # in all games


class GameInfo(msgspec.Struct):
    id: str
    title: str
    min_players: int
    max_players: int
    rules_version: int  # the rules new matches are played by; older matches keep theirs
    options_schema: dict[str, Any]  # JSON Schema of the options object


class MatchSummary(msgspec.Struct):
    match_id: str
    game: str
    rules_version: int
    status: MatchStatus
    version: int
    created_at: dt.datetime
    seats: list[str | None]  # names by seat; null: an open seat
    seed_source: SeedSource
    seed_commitment: str | None
    time_control: TimeControl | None  # null: untimed


class PlayerMatch(MatchSummary):
    """A match of the player's, with his seat in it and whether it waits on him."""

    seat: int  # the player's
    to_move: list[int]
    my_turn: bool  # his seat is among to_move


class PlayerMatchPage(msgspec.Struct):
    matches: list[PlayerMatch]
    next_cursor: str | None  # pass as `cursor` for the next (older) page


class MatchPage(msgspec.Struct):
    matches: list[MatchSummary]
    next_cursor: str | None  # pass as `cursor` for the next (older) page


class StreamTicket(msgspec.Struct):
    ticket: str  # pass as ?ticket= to GET .../stream
    seat: int
    expires_at: dt.datetime


class Health(msgspec.Struct):
    status: str


def match_fields(game: AnyGame) -> Fields:
    """What every answer showing a match holds."""
    return [
        ("match_id", str),
        ("game", str),
        ("rules_version", int),
        ("version", int),
        ("status", MatchStatus),
        ("to_move", list[int]),
        ("viewer", int | None),
        # null while the match waits for open seats: nothing is dealt yet, and not every
        # engine can draw a table before its setup (Bali's and Maya's cannot), so no
        # game shows one
        ("state", game.view_type | None),
        ("result", MatchResult | None),
        ("seed_source", SeedSource),
        # SHA-256 (hex) of the nonce's and the seed's text, shown from creation on (of the
        # seed's alone for a match stored before nonces; none for legacy seeds)
        ("seed_commitment", str | None),
        ("seed", str | None),  # revealed once the match has ended
        ("seed_nonce", str | None),  # revealed with the seed; null before nonces
        # seats that resigned or ran out of time: the server moves for them, they rank last
        ("forfeited", list[int]),
        ("time_control", TimeControl | None),
        ("clocks", list[SeatClockInfo] | None),  # with a time control, every seat's, as of this answer
        # whether a seat may still abort (POST .../abort): the match has not ended and
        # nobody has acted since the deal (or it is not dealt yet)
        ("abortable", bool),
        # a rated match's changes by seat, once its result has moved the ratings (a
        # moment after it ends); null otherwise
        ("rating_changes", list[RatingChange] | None),
    ]


def named_seats(body: CreateRequest) -> None:
    """A create body's `__post_init__`: its seats' names as they are stored."""
    body.seats = [None if name is None else nickname(name, f"seats[{i}]") for i, name in enumerate(body.seats)]


def create_fields(game: AnyGame) -> Fields:
    """The body of `POST .../matches`."""
    fewest, most = game.min_players, game.max_players
    return [
        # a name, or null for an open seat (claimed later, POST .../seats/{seat}/claim)
        (
            "seats",
            Annotated[
                list[SeatName | None],
                Meta(min_length=fewest, max_length=most, description=f"Names by seat (null: an open seat). {NAMES}"),
            ],
        ),
        ("seed", Annotated[int, Meta(ge=0, le=2**63 - 1)] | None, None),
        ("options", game.options_type | None, None),
        # one per seat (null: none; always null for an open seat, whose claimer gives its
        # own), mixed into the seed, whoever chose it. A list shorter than any table
        # matches no seats (422 entropy-mismatch, as any other count): the document says
        # so, as a minimum
        (
            "entropy",
            Annotated[list[Entropy | None], Meta(max_length=most, extra_json_schema={"minItems": fewest})] | None,
            None,
        ),
        ("time_control", TimeControl | None, None),
    ]


def export_fields(game: AnyGame, event_record: Any, export_action: Any) -> Fields:
    """A match's public record (`GET .../export`)."""
    return [
        ("format", str),
        ("match_id", str),
        ("game", str),
        ("rules_version", int),
        ("status", MatchStatus),
        ("created_at", dt.datetime),
        ("seats", list[ExportSeat]),
        ("options", game.options_type),
        ("seed_source", SeedSource),
        ("seed_commitment", str | None),
        ("seed", str | None),  # once the match has ended
        ("seed_nonce", str | None),  # with the seed; null for a match stored before nonces
        ("events", list_of(event_record)),  # as a spectator sees them until the match has ended
        ("actions", list_of(export_action) | None),  # once the match has ended
    ]


class GameSchemas:
    """The typed bodies of one game's routes, named after the game."""

    def __init__(self, game: AnyGame) -> None:
        name, action = game.title.replace(" ", ""), game.action_type
        shown = match_fields(game)
        self.create = defstruct(
            f"{name}CreateMatch",
            create_fields(game),
            forbid_unknown_fields=True,
            namespace={"__post_init__": named_seats},
        )
        self.created = defstruct(f"{name}CreatedMatch", [*shown, ("seats", list[SeatToken])])
        self.match = defstruct(f"{name}Match", [*shown, ("seats", list[SeatInfo])])
        # the table's events share the game's log
        event = game.event_type | LifecycleEvent
        self.event_record = defstruct(
            f"{name}EventRecord", [("seq", int), ("created_at", dt.datetime), ("event", event)]
        )
        # After an act, the actor's next legal actions come along (empty when it is
        # someone else's decision), saving a bot a round trip in a multi-step turn.
        self.acted = defstruct(
            f"{name}Acted",
            [
                *shown,
                ("seats", list[SeatInfo]),
                ("events", list_of(self.event_record)),
                ("legal_actions", list_of(action)),
            ],
        )
        self.act = defstruct(
            f"{name}ActRequest",
            [("action", action), ("expected_version", Annotated[int, Meta(ge=0, le=2**31 - 1)] | None, None)],
            forbid_unknown_fields=True,
        )
        self.legal = defstruct(f"{name}LegalActions", [("version", int), ("seat", int), ("actions", list_of(action))])
        self.event_page = defstruct(f"{name}EventPage", [("version", int), ("events", list_of(self.event_record))])
        self.export_action = defstruct(f"{name}ExportAction", [("seat", int), ("before", int), ("action", action)])
        self.export = defstruct(f"{name}Export", export_fields(game, self.event_record, self.export_action))
        self.lobby = LobbySchemas(game, name)  # its challenges, seeks and stream frames
        taken = defstruct(f"{name}TakenAction", [("seat", int), ("action", action)])
        self.taken_decoder: msgspec.json.Decoder[Any] = msgspec.json.Decoder(taken)
