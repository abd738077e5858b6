"""The table: quarries, pyramids, players' cards, stones and gold, pending decisions."""

from __future__ import annotations

import enum
from typing import TypeVar

import msgspec

from engines.maya.components import (
    PYRAMIDS,
    QUARRIES,
    QUARRIES_RULES_1,
    MayaBlueMarker,
    MayaMarker,
    MayaPyramidSpec,
    MayaQuarrySpec,
)

T = TypeVar("T")

# The rules new matches are played by (docs/guides/operators/rules-versions.md).
RULES_VERSION = 2


class MayaOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    professional: bool = False  # the blue markers sold at each round start


class MayaPhase(enum.StrEnum):
    SETUP = "setup"
    STARTING_STONES = "starting_stones"
    ROUND_START = "round_start"
    AUCTION = "auction"
    PLACEMENT = "placement"
    EVALUATION = "evaluation"
    TRANSPORT = "transport"
    BUILDING = "building"
    OVER = "over"


class MayaDecision(enum.StrEnum):
    """What the seat at the head of `pending` has to decide."""

    STARTING_STONE = "starting_stone"  # set-up: one stone on level 1
    BID = "bid"  # professional: sealed bid (all bidders at once)
    BLUE_MARKER = "blue_marker"  # professional: choose a bought marker
    WORKER = "worker"  # phase 1: place a worker card or pass
    PLUS_TWO = "plus_two"  # professional: place the +2 marker, or keep it
    JOKER_QUARRY = "joker_quarry"  # professional: joker as protection/relocate/direct stone, or keep it
    TAKE_POINTS = "take_points"  # a -3 card: choose whose points it takes
    PROTECTION = "protection"  # place the protection marker in another quarry
    RELOCATE = "relocate"  # move a stone, or decline
    DIRECT_STONE = "direct_stone"  # place a reserve stone, or decline
    START_PLAYER = "start_player"  # name the start player
    JOKER_TRANSPORT = "joker_transport"  # professional: joker as +2 transport, or keep it
    BUILD = "build"  # phase 2: a stone, a double move or a pass


class MayaCard(msgspec.Struct, frozen=True):
    seat: int
    value: int


class MayaPending(msgspec.Struct, frozen=True):
    seat: int
    decision: MayaDecision


class MayaHeldMarker(msgspec.Struct, frozen=True):
    marker: MayaMarker
    seat: int
    acting_as: MayaMarker | None = None  # a joker once it stands for a quality


class MayaPlacedMarker(msgspec.Struct, frozen=True):
    """A protection (green or joker) or the +2 marker laid at a quarry."""

    marker: MayaMarker
    seat: int
    quarry: int


class MayaTake(msgspec.Struct, frozen=True):
    seat: int  # owner of the -3 card
    target: int


Levels = tuple[tuple[int, ...], ...]  # per level, bottom first: the seat of each stone


class MayaState(msgspec.Struct, frozen=True):
    players: int
    professional: bool
    rules: int = RULES_VERSION  # the rules version the match is played by
    phase: MayaPhase = MayaPhase.SETUP
    round: int = 0
    start_player: int = 0
    pending: tuple[MayaPending, ...] = ()
    hands: tuple[tuple[int, ...], ...] = ()  # sorted worker card values
    passed: tuple[bool, ...] = ()
    quarries: tuple[tuple[MayaCard, ...], ...] = ()  # left to right, cards in play order
    evaluated: int = 0  # quarries evaluated so far, counted from the right
    revealed: int = 0  # quarries turned face up so far, counted from the right
    takes: tuple[MayaTake, ...] = ()  # -3 cards resolved in the quarry being evaluated
    stones: tuple[int, ...] = ()  # stones in hand
    supply: tuple[int, ...] = ()  # general reserve, per colour
    pyramids: tuple[Levels, ...] = ()
    gold: tuple[int, ...] = ()
    bank: int = 0  # gold the bank has paid out, net of bids it collected
    held: tuple[MayaHeldMarker, ...] = ()
    placed: tuple[MayaPlacedMarker, ...] = ()
    for_sale: tuple[MayaBlueMarker, ...] = ()
    bids: tuple[int | None, ...] = ()
    double_left: int = 0  # stones still to place in a double move

    @property
    def quarry_specs(self) -> tuple[MayaQuarrySpec, ...]:
        if self.rules < 2:  # rules 1 (fixed in 2): a 4-card direct-stone quarry
            return QUARRIES_RULES_1[self.players]
        return QUARRIES[self.players]

    @property
    def pyramid_specs(self) -> tuple[MayaPyramidSpec, ...]:
        return PYRAMIDS[self.players]

    def clockwise(self, first: int) -> list[int]:
        """All seats, clockwise, starting with `first`."""
        return [(first + i) % self.players for i in range(self.players)]

    def holder(self, marker: MayaMarker) -> int | None:
        for held in self.held:
            if held.marker == marker and held.acting_as is None:
                return held.seat
        return None

    def holds(self, seat: int, marker: MayaMarker) -> bool:
        return any(h.seat == seat and h.marker == marker and h.acting_as is None for h in self.held)

    def current_quarry(self) -> int:
        """The quarry being evaluated: evaluation runs right to left."""
        return len(self.quarries) - 1 - self.evaluated

    def is_revealed(self, quarry: int) -> bool:
        return quarry >= len(self.quarries) - self.revealed


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return (*items[:index], value, *items[index + 1 :])


def add_at(items: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    return replace_at(items, index, items[index] + amount)
