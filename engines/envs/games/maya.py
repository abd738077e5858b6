"""Maya as an environment: 3 to 5 seats, the professional variant, whose sealed bids are
its simultaneous decision."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, get_args

from engines.envs.spec import Counts, Each, Hint, Indices, OneHot, Seq, Skip, Spec
from engines.maya.actions import MayaRelocateStone
from engines.maya.components import (
    BLUE_MARKERS,
    PYRAMIDS,
    QUARRIES,
    ROUNDS,
    STONES_PER_COLOUR,
    WORKER_CARDS,
    MayaBlueMarker,
    MayaGreenMarker,
)
from engines.maya.state import MayaDecision, MayaState

LEVELS = max(len(spec.capacity) for specs in PYRAMIDS.values() for spec in specs)
LEVEL_STONES = max(n for specs in PYRAMIDS.values() for spec in specs for n in spec.capacity)
QUARRY_CARDS = max(spec.max_cards for specs in QUARRIES.values() for spec in specs)
MARKERS = len(get_args(MayaGreenMarker)) + len(get_args(MayaBlueMarker))
PLACED_MARKERS = 3  # laid at a quarry: the +2, the protection, a joker acting as one


def most_gold(players: int) -> int:
    """The most gold a seat can hold at an auction, which bounds a bid: the rounds before
    the last paid it at most the first place of every level, and a gold for each pass it
    could not avoid, each paid with a stone of its colour (a free pass earns none)."""
    payout = sum(first for spec in PYRAMIDS[players] for first, _ in spec.gold)
    return (ROUNDS - 1) * (payout + STONES_PER_COLOUR)


def ints(players: int, options: Any) -> dict[str, Sequence[int]]:
    pyramids, seats = range(len(PYRAMIDS[players])), range(players)
    return {
        "pyramid": pyramids,
        "from_pyramid": pyramids,
        "to_pyramid": pyramids,
        "from_level": range(LEVELS),
        "gold": range(most_gold(players) + 1),
        "quarry": range(len(QUARRIES[players])),
        "value": sorted(set(WORKER_CARDS)),
        "target": seats,
        "seat": seats,
    }


def valid(players: int, options: Any, action: Any) -> bool:
    if isinstance(action, MayaRelocateStone):  # (from a level its pyramid has)
        return action.from_level < len(PYRAMIDS[players][action.from_pyramid].capacity)
    return True


def hints(players: int, options: Any) -> dict[str, Hint]:
    quarries = len(QUARRIES[players])
    return {
        "seat": OneHot(players),
        "start_player": OneHot(players),
        "to_move": Indices(players),
        "quarries": Each(quarries),
        "quarries[*].marker": Skip(),  # the quarries' qualities, payouts and sizes are the table's
        "quarries[*].max_cards": Skip(),
        "quarries[*].stones": Skip(),
        "quarries[*].cards": Seq(QUARRY_CARDS),
        "quarries[*].cards[*].seat": OneHot(players),
        "evaluating": OneHot(quarries),
        "placed_markers": Seq(PLACED_MARKERS),
        "placed_markers[*].seat": OneHot(players),
        "placed_markers[*].quarry": OneHot(quarries),
        "takes": Seq(QUARRY_CARDS),
        "takes[*].seat": OneHot(players),
        "takes[*].target": OneHot(players),
        "pyramids": Each(len(PYRAMIDS[players])),
        "pyramids[*].name": Skip(),
        "pyramids[*].levels": Seq(LEVELS),
        "pyramids[*].levels[*].capacity": Skip(),
        "pyramids[*].levels[*].gold": Skip(),
        "pyramids[*].levels[*].stones": Seq(LEVEL_STONES),
        "pyramids[*].levels[*].stones[*]": OneHot(players),
        "pyramids[*].open_level": Skip(),  # read from the levels' stones
        "players": Each(players),
        "players[*].seat": Skip(),  # its index
        "players[*].markers": Seq(MARKERS),
        "for_sale": Counts(),
        "hand": Counts(tuple(sorted(set(WORKER_CARDS)))),
        "free_pass_marker": Skip(),  # read from the markers held
        "double_move_marker": Skip(),
        "hand_high": Skip(),  # the hand's values say it
    }


def sealed(state: MayaState) -> Hashable | None:
    """The professional variant's sealed bids, all at once at a round's start."""
    bidding = bool(state.pending) and state.pending[0].decision == MayaDecision.BID
    return ("bid", state.round) if bidding else None


SPEC = Spec(ints=ints, hints=hints, chance_outcomes=len(BLUE_MARKERS), valid=valid, sealed=sealed)
