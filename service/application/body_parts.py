"""What the match's bodies (schemas.py) and the lobby's (lobby_schemas.py) both show: a
seat, a match's result, the entropy a player mixes into a seed."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from msgspec import Meta

from engines.core.table import EndReason

Entropy = Annotated[str, Meta(max_length=256)]


class SeatInfo(msgspec.Struct):
    seat: int
    name: str | None  # null: an open seat, waiting to be claimed


class MatchResult(msgspec.Struct):
    scores: list[int] | None  # by seat; null when the match ended before the rules scored it
    winners: list[int]  # seats; several on a shared victory; none when aborted
    reason: EndReason
    forfeited: list[int]  # the seats that resigned or ran out of time, in order: they rank last


def list_of(item: Any) -> Any:
    """`list[item]` of a type known only at run time (a game's)."""
    return list[item]


Fields = list[tuple[Any, ...]]  # defstruct's: (name, type) or (name, type, default)
