"""The special qualities ("Les qualités spéciales") and the blue markers:
what each one lets its holder do, and when he is asked.

Our decision on "le niveau inférieur" (relocate, direct stone): the lowest level of
the chosen pyramid that still has room, so both stay usable once the bottom
levels are full; like bonus stones, they ignore building rules 2 and 3."""

from __future__ import annotations

from msgspec.structs import replace

from engines.maya.actions import MayaRelocateStone
from engines.maya.components import MayaMarker
from engines.maya.pyramids import lowest_open_level, without_stone
from engines.maya.quarry import transport_capacity
from engines.maya.state import MayaDecision, MayaPending, MayaState, replace_at

# Won in a quarry and used at once ("tout de suite"): the holder is asked now.
IMMEDIATE: dict[MayaMarker, MayaDecision] = {
    "protection": MayaDecision.PROTECTION,
    "relocate": MayaDecision.RELOCATE,
    "direct_stone": MayaDecision.DIRECT_STONE,
    "start_player": MayaDecision.START_PLAYER,
}
# The marker a player declines (gives back, or keeps for a joker) per decision.
DECLINABLE: dict[MayaDecision, MayaMarker] = {
    MayaDecision.PLUS_TWO: "plus_two",
    MayaDecision.RELOCATE: "relocate",
    MayaDecision.DIRECT_STONE: "direct_stone",
    MayaDecision.JOKER_QUARRY: "joker",
    MayaDecision.JOKER_TRANSPORT: "joker",
}


def protection_quarries(state: MayaState) -> list[int]:
    """ "une autre carrière où il y a encore des cartes" not yet turned face up."""
    waiting = len(state.quarries) - state.revealed
    return [q for q in range(waiting) if state.quarries[q]]


def relocation_level(state: MayaState, seat: int, action: MayaRelocateStone) -> int | None:
    """Where the stone would land, or None if that move is not possible."""
    n = len(state.pyramids)
    if not (0 <= action.from_pyramid < n and 0 <= action.to_pyramid < n):
        return None
    levels = state.pyramids[action.from_pyramid]
    if not 0 <= action.from_level < len(levels) or seat not in levels[action.from_level]:
        return None
    lifted = replace(
        state,
        pyramids=replace_at(state.pyramids, action.from_pyramid, without_stone(levels, action.from_level, seat)),
    )
    level = lowest_open_level(lifted, action.to_pyramid)
    if level is None or (action.to_pyramid, level) == (action.from_pyramid, action.from_level):
        return None  # no room, or the stone would stay where it is
    return level


def relocations(state: MayaState, seat: int) -> list[MayaRelocateStone]:
    moves = [
        MayaRelocateStone(p, k, to)
        for p, levels in enumerate(state.pyramids)
        for k, stones in enumerate(levels)
        if seat in stones
        for to in range(len(state.pyramids))
    ]
    return [m for m in moves if relocation_level(state, seat, m) is not None]


def direct_stone_pyramids(state: MayaState, seat: int) -> list[int]:
    if state.supply[seat] == 0:
        return []
    return [p for p in range(len(state.pyramids)) if lowest_open_level(state, p) is not None]


def can_use_now(state: MayaState, seat: int, decision: MayaDecision) -> bool:
    """Whether a quality used at once has anything to act on."""
    if decision == MayaDecision.PROTECTION:
        return bool(protection_quarries(state))
    if decision == MayaDecision.RELOCATE:
        return bool(relocations(state, seat))
    if decision == MayaDecision.DIRECT_STONE:
        return bool(direct_stone_pyramids(state, seat))
    if decision == MayaDecision.JOKER_QUARRY:
        return any(
            can_use_now(state, seat, d)
            for d in (MayaDecision.PROTECTION, MayaDecision.RELOCATE, MayaDecision.DIRECT_STONE)
        )
    return True


def after_placement(state: MayaState) -> tuple[MayaPending, ...]:
    """Professional: once everybody has passed, the +2 marker may be laid and
    a joker used as protection, relocate or direct stone, in turn order."""
    asked = []
    for seat in state.clockwise(state.start_player):
        if state.holds(seat, "plus_two"):
            asked.append(MayaPending(seat, MayaDecision.PLUS_TWO))
        if state.holds(seat, "joker") and can_use_now(state, seat, MayaDecision.JOKER_QUARRY):
            asked.append(MayaPending(seat, MayaDecision.JOKER_QUARRY))
    return tuple(asked)


def before_transport(state: MayaState) -> tuple[MayaPending, ...]:
    """A joker holder who won more stones than he can carry may use it as +2 transport."""
    seat = state.holder("joker")
    if seat is None or state.stones[seat] <= transport_capacity(state, seat):
        return ()
    return (MayaPending(seat, MayaDecision.JOKER_TRANSPORT),)


def free_marker(state: MayaState, seat: int, marker: MayaMarker) -> MayaMarker | None:
    """The marker paying for a free pass or double move: the green one, else a joker."""
    if state.holds(seat, marker):
        return marker
    return "joker" if state.holds(seat, "joker") else None


def without_marker(state: MayaState, seat: int, marker: MayaMarker) -> MayaState:
    """A used quality goes back ("à remettre dans sa carrière")."""
    held = list(state.held)
    held.remove(next(h for h in held if h.seat == seat and h.marker == marker and h.acting_as is None))
    return replace(state, held=tuple(held))
