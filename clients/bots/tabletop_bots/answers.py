"""A game's answers read straight into the engines' types (`engine_types`, the client's
`Read`): what a bot reads of a match (its view's place, its legal actions, its events, an
act's answer, a turn frame, its options) decoded once from the answer's JSON by msgspec,
the fields no bot reads skipped unread. The other answers (a challenge, a seek...) are the
client's generated models."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import msgspec

from engines.core import AnyGame
from engines.core.table import LifecycleEvent
from engines.registry import GAMES
from tabletop_client.game_api import GameApi, models

A = TypeVar("A")  # a game's action
E = TypeVar("E")  # a game's event, or the table's (resigned, timed out, aborted)
Opt = TypeVar("Opt")  # a game's options


class Result(msgspec.Struct):
    winners: list[int]
    scores: list[int] | None  # (none: ended before the rules scored)


class Match(msgspec.Struct):
    """A match as a seat (or a spectator) sees it; its `state`, the game's view, left as
    it came (`msgspec.json.decode(match.state, type=game.view_type)` reads it)."""

    match_id: str
    version: int
    to_move: list[int]
    status: str
    seats: list[msgspec.Raw]
    rules_version: int
    viewer: int | None
    forfeited: list[int]
    result: Result | None
    state: msgspec.Raw


class Record(msgspec.Struct, Generic[E]):
    seq: int
    event: E


class Acted(Match, Generic[A, E]):
    """An act's answer (a resignation's, an abort's): the match, the events the act
    made, and the seat's legal actions now."""

    events: list[Record[E]]
    legal_actions: list[A]


class Legal(msgspec.Struct, Generic[A]):
    seat: int
    version: int
    actions: list[A]


class Page(msgspec.Struct, Generic[E]):
    version: int
    events: list[Record[E]]


class SeatToken(msgspec.Struct):
    seat: int
    token: str | None


class Created(Match):
    """A new match, and the tokens of its named seats."""

    seats: list[SeatToken]  # type: ignore[assignment]  # (the creation's seats are tokens)


class Export(msgspec.Struct, Generic[Opt]):
    options: Opt


class Turn(msgspec.Struct, Generic[A]):
    match_id: str
    version: int
    seat: int
    legal_actions: list[A]


class Started(msgspec.Struct, Generic[Opt]):
    game: str
    match_id: str
    seat: int
    seats: list[msgspec.Raw]
    options: Opt
    rules_version: int


def of(generic: Any, *types: Any) -> Any:
    """`generic[types]`: a generic struct of a game's types, known at run time only."""
    return generic[types if len(types) > 1 else types[0]]


def acted(game: AnyGame) -> Any:
    return of(Acted, game.action_type, events(game))


def events(game: AnyGame) -> Any:
    return game.event_type | LifecycleEvent


# Each answer a bot reads (an operation's, a frame's) -> its type, of a game's types.
TYPES: dict[str, Callable[[AnyGame], Any]] = {
    "create_match": lambda game: Created,
    "get_match": lambda game: Match,
    "legal_actions": lambda game: of(Legal, game.action_type),
    "act": acted,
    "resign": acted,
    "abort": acted,
    "events": lambda game: of(Page, events(game)),
    "export": lambda game: of(Export, game.options_type),
    "turn": lambda game: of(Turn, game.action_type),
    "match-started": lambda game: of(Started, game.options_type),
}


@functools.cache
def decoder(game: str, answer: str) -> msgspec.json.Decoder[Any] | None:
    typed = TYPES.get(answer)
    return None if typed is None else msgspec.json.Decoder(typed(GAMES[game]))


def engine_types(game: GameApi, answer: str, content: bytes | str) -> Any:
    """The answer in the engines' types (the client's generated model if no bot reads it)."""
    decode = decoder(game.id, answer)
    return models(game, answer, content) if decode is None else decode.decode(content)
