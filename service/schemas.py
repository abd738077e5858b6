"""The HTTP bodies. Shared ones are plain Structs; per-game ones are built from
the engine's action, event, view and options types, and named after the game
(`BabelMatch`, `BaliActRequest`) so every schema name is unique in OpenAPI."""

from __future__ import annotations

import datetime as dt
import enum
from typing import Annotated, Any

import msgspec
from msgspec import Meta, defstruct

from engines.core import Game

SeatName = Annotated[str, Meta(min_length=1, max_length=64)]


class MatchStatus(enum.StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"


class SeedSource(enum.StrEnum):
    SERVER = "server"  # drawn by the server, committed to at creation, mixed with the seats' entropy
    CLIENT = "client"  # chosen by whoever created the match
    LEGACY = "legacy"  # stored before commitments existed


Entropy = Annotated[str, Meta(max_length=256)]


class ExportSeat(msgspec.Struct):
    seat: int
    name: str
    entropy: str | None  # the seat's contribution to the chance


class SeatInfo(msgspec.Struct):
    seat: int
    name: str


class SeatToken(msgspec.Struct):
    seat: int
    name: str
    token: str  # shown once; the server keeps only its hash


class MatchResult(msgspec.Struct):
    scores: list[int]  # by seat
    winners: list[int]  # seats; several on a shared victory


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
    seats: list[str]
    seed_source: SeedSource
    seed_commitment: str | None


class MatchPage(msgspec.Struct):
    matches: list[MatchSummary]
    next_cursor: str | None  # pass as `cursor` for the next (older) page


class StreamTicket(msgspec.Struct):
    ticket: str  # pass as ?ticket= to GET .../stream
    seat: int
    expires_at: dt.datetime


class Health(msgspec.Struct):
    status: str


class GameSchemas:
    """The typed bodies of one game's routes."""

    def __init__(self, game: Game) -> None:
        name = game.title.replace(" ", "")
        action, event, view, options = game.action_type, game.event_type, game.view_type, game.options_type
        match_fields: list[tuple[str, Any]] = [
            ("match_id", str),
            ("game", str),
            ("rules_version", int),
            ("version", int),
            ("status", MatchStatus),
            ("to_move", list[int]),
            ("viewer", int | None),
            ("state", view),
            ("result", MatchResult | None),
            ("seed_source", SeedSource),
            # SHA-256 (hex) of the seed's text, shown from creation on; none for legacy seeds
            ("seed_commitment", str | None),
            ("seed", str | None),  # revealed once the match has ended
        ]
        self.create = defstruct(
            f"{name}CreateMatch",
            [
                ("seats", Annotated[list[SeatName], Meta(min_length=game.min_players, max_length=game.max_players)]),
                ("seed", Annotated[int, Meta(ge=0, le=2**63 - 1)] | None, None),
                ("options", options | None, None),
                # one per seat (null: none), mixed into the server's seed
                ("entropy", Annotated[list[Entropy | None], Meta(max_length=game.max_players)] | None, None),
            ],
            forbid_unknown_fields=True,
        )
        self.created = defstruct(f"{name}CreatedMatch", [*match_fields, ("seats", list[SeatToken])])
        self.match = defstruct(f"{name}Match", [*match_fields, ("seats", list[SeatInfo])])
        self.event_record = defstruct(
            f"{name}EventRecord", [("seq", int), ("created_at", dt.datetime), ("event", event)]
        )
        # After an act, the actor's next legal actions come along (empty when it is
        # someone else's decision), saving a bot a round trip in a multi-step turn.
        self.acted = defstruct(
            f"{name}Acted",
            [*match_fields, ("seats", list[SeatInfo]), ("events", list[self.event_record]), ("legal_actions", list[action])],
        )
        self.act = defstruct(
            f"{name}ActRequest",
            [("action", action), ("expected_version", Annotated[int, Meta(ge=0, le=2**31 - 1)] | None, None)],
            forbid_unknown_fields=True,
        )
        self.legal = defstruct(f"{name}LegalActions", [("version", int), ("seat", int), ("actions", list[action])])
        self.event_page = defstruct(f"{name}EventPage", [("version", int), ("events", list[self.event_record])])
        self.export_action = defstruct(f"{name}ExportAction", [("seat", int), ("before", int), ("action", action)])
        self.export = defstruct(f"{name}Export", [
            ("format", str),
            ("match_id", str),
            ("game", str),
            ("rules_version", int),
            ("status", MatchStatus),
            ("created_at", dt.datetime),
            ("seats", list[ExportSeat]),
            ("options", options),
            ("seed_source", SeedSource),
            ("seed_commitment", str | None),
            ("seed", str | None),  # once the match has ended
            ("events", list[self.event_record]),  # as a spectator sees them until the match has ended
            ("actions", list[self.export_action] | None),  # once the match has ended
        ])
        self.taken_decoder = msgspec.json.Decoder(defstruct(f"{name}TakenAction", [("seat", int), ("action", action)]))
        self.event_decoder = msgspec.json.Decoder(event)
        self.options_decoder = msgspec.json.Decoder(options)
