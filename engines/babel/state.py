"""The table: both players' sides, the piles, and whose decision it is."""

from __future__ import annotations

import enum
from typing import TypeVar

import msgspec

from engines.babel.components import PEOPLES, SITES, BabelPeople


class BabelPhase(enum.StrEnum):
    SETUP = "setup"
    ACTIONS = "actions"
    HALVING = "halving"
    OVER = "over"


class BabelEndReason(enum.StrEnum):
    FIFTEEN_TO_TEN = "fifteen_to_ten"
    TWENTY = "twenty"
    LAST_TEMPLE = "last_temple"


T = TypeVar("T")

_NO_SITES = tuple(() for _ in SITES)
_PEOPLE_ORDER = {people: index for index, people in enumerate(PEOPLES)}


# The rules new matches are played by (docs/guides/operators/rules-versions.md).
RULES_VERSION = 2


class BabelOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The published game has no variants."""


class BabelSide(msgspec.Struct, frozen=True):
    """One player's side of the board, indexed by site in `SITES` order."""

    hand: tuple[BabelPeople, ...] = ()  # sorted by people
    pawn: BabelPeople | None = None  # None: still on his quarry, no site active
    reserved_temple: bool = False  # the level-1 card kept in front of him
    quarry: tuple[int, ...] = ()  # temple levels, bottom first; the last is on top
    columns: tuple[tuple[BabelPeople, ...], ...] = _NO_SITES  # people cards, first laid first
    temples: tuple[tuple[int, ...], ...] = _NO_SITES  # temple levels, the last is on top


class BabelState(msgspec.Struct, frozen=True):
    rules: int = RULES_VERSION  # the rules version the match is played by
    phase: BabelPhase = BabelPhase.SETUP
    current: int = 0  # the active player
    turn: int = 0
    sides: tuple[BabelSide, ...] = (BabelSide(), BabelSide())
    people_pile: tuple[BabelPeople, ...] = ()  # the first is on top
    people_discard: tuple[BabelPeople, ...] = ()
    temple_pile: tuple[int, ...] = ()  # the first is on top
    migrated: bool = False  # a migration was made this turn
    halving: int = 0  # cards the opponent still has to discard (common power)
    end_reason: BabelEndReason | None = None
    winners: tuple[int, ...] = ()


def opponent(seat: int) -> int:
    return 1 - seat


def replace_side(state: BabelState, seat: int, **changes: object) -> BabelState:
    side = msgspec.structs.replace(state.sides[seat], **changes)
    sides = (side, state.sides[1]) if seat == 0 else (state.sides[0], side)
    return msgspec.structs.replace(state, sides=sides)


def put(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    return (*items[:index], item, *items[index + 1 :])


def without_one(cards: tuple[T, ...], card: T) -> tuple[T, ...]:
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def with_cards(hand: tuple[BabelPeople, ...], cards: tuple[BabelPeople, ...]) -> tuple[BabelPeople, ...]:
    return tuple(sorted(hand + cards, key=_PEOPLE_ORDER.__getitem__))


def top_level(temple: tuple[int, ...]) -> int:
    return temple[-1] if temple else 0


def active_site(side: BabelSide) -> BabelPeople:
    """The site of his pawn, asked once it has left his quarry (a rule's refusal saw to it)."""
    assert side.pawn is not None, "the pawn is still on its quarry"
    return side.pawn
