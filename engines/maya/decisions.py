"""For each pending decision: the actions it allows, why an action is refused,
and the events an accepted action produces."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from engines.maya import actions as act
from engines.maya import events as ev
from engines.maya.components import (
    FORCED_PASS_GOLD,
    FREE_DOUBLE_STONES,
    PAID_DOUBLE_STONES,
    is_low,
)
from engines.maya.pyramids import (
    bonus_receiver,
    build_refusal,
    can_build,
    lowest_open_level,
    with_stone,
    without_stone,
)
from engines.maya.quarry import placement_refusal, take_targets
from engines.maya.specials import (
    DECLINABLE,
    direct_stone_pyramids,
    free_marker,
    protection_quarries,
    relocation_level,
    relocations,
)
from engines.maya.state import MayaDecision, MayaState, add_at, replace_at

PROMPT: dict[MayaDecision, str] = {
    "starting_stone": "place a starting stone on level 1 of a pyramid",
    "bid": "seal your bid for the blue markers",
    "blue_marker": "choose one of the blue markers for sale",
    "worker": "place a worker card at a quarry or pass",
    "plus_two": "lay your +2 marker at a quarry or keep it",
    "joker_quarry": "use your joker as protection, relocate or direct stone, or keep it",
    "take_points": "choose whom your -3 card takes three points from",
    "protection": "lay the protection marker at another quarry still face down",
    "relocate": "move one of your stones or decline",
    "direct_stone": "put a stone from the reserve into a pyramid or decline",
    "start_player": "name the start player",
    "joker_transport": "use your joker as +2 transport or keep it",
    "build": "build a stone, buy a double move or pass",
}

ALLOWED: dict[MayaDecision, tuple[type, ...]] = {
    "starting_stone": (act.MayaPlaceStartingStone,),
    "bid": (act.MayaBid,),
    "blue_marker": (act.MayaChooseBlueMarker,),
    "worker": (act.MayaPlaceWorker, act.MayaStopPlacing),
    "plus_two": (act.MayaPlacePlusTwo, act.MayaKeepMarker),
    "joker_quarry": (act.MayaProtect, act.MayaRelocateStone, act.MayaDirectStone, act.MayaKeepMarker),
    "take_points": (act.MayaTakePoints,),
    "protection": (act.MayaProtect,),
    "relocate": (act.MayaRelocateStone, act.MayaKeepMarker),
    "direct_stone": (act.MayaDirectStone, act.MayaKeepMarker),
    "start_player": (act.MayaNameStartPlayer,),
    "joker_transport": (act.MayaBoostTransport, act.MayaKeepMarker),
    "build": (act.MayaBuild, act.MayaDoubleMove, act.MayaPassBuilding),
}


def candidates(state: MayaState, seat: int, decision: MayaDecision) -> list[Any]:
    """Every well-formed action for the decision; the refused ones are filtered out."""
    pyramids = range(len(state.pyramids))
    quarries = range(len(state.quarries))
    found: list[Any] = []
    for kind in ALLOWED[decision]:
        if kind in (act.MayaPlaceStartingStone, act.MayaDirectStone, act.MayaBuild):
            found += [kind(p) for p in pyramids]
        elif kind in (act.MayaPlacePlusTwo, act.MayaProtect):
            found += [kind(q) for q in quarries]
        elif kind is act.MayaPlaceWorker:
            found += [kind(q, v) for v in sorted(set(state.hands[seat])) for q in quarries]
        elif kind is act.MayaBid:
            found += [kind(g) for g in range(state.gold[seat] + 1)]
        elif kind is act.MayaChooseBlueMarker:
            found += [kind(m) for m in state.for_sale]
        elif kind in (act.MayaTakePoints, act.MayaNameStartPlayer):
            found += [kind(s) for s in range(state.players)]
        elif kind is act.MayaRelocateStone:
            found += relocations(state, seat)
        elif kind in (act.MayaDoubleMove, act.MayaPassBuilding):
            found += [kind(False), kind(True)]
        else:
            found.append(kind())
    return found


# --- refusals: a sentence naming the rule, or None --------------------------


def _starting_stone(
    state: MayaState, seat: int, a: act.MayaPlaceStartingStone, _: MayaDecision
) -> str | None:
    if not 0 <= a.pyramid < len(state.pyramids):
        return f"there is no pyramid {a.pyramid}"
    if seat in state.pyramids[a.pyramid][0]:
        return "two starting stones of one colour may not be in the same pyramid"
    return None


def _bid(state: MayaState, seat: int, a: act.MayaBid, _: MayaDecision) -> str | None:
    if not 0 <= a.gold <= state.gold[seat]:
        return f"a bid is between 0 and your {state.gold[seat]} gold, not {a.gold}"
    return None


def _blue_marker(state: MayaState, seat: int, a: act.MayaChooseBlueMarker, _: MayaDecision) -> str | None:
    if a.marker not in state.for_sale:
        return f"the {a.marker} marker is not among those left for sale: {', '.join(state.for_sale)}"
    return None


def _worker(state: MayaState, seat: int, a: act.MayaPlaceWorker, _: MayaDecision) -> str | None:
    return placement_refusal(state, seat, a.quarry, a.value)


def _plus_two(state: MayaState, seat: int, a: act.MayaPlacePlusTwo, _: MayaDecision) -> str | None:
    if not 0 <= a.quarry < len(state.quarries):
        return f"there is no quarry {a.quarry}"
    return None


def _take(state: MayaState, seat: int, a: act.MayaTakePoints, _: MayaDecision) -> str | None:
    targets = take_targets(state, seat, state.current_quarry())
    if a.target not in targets:
        return (
            "a -3 card takes points from another unprotected player at the same quarry: "
            f"choose among seats {', '.join(map(str, targets))}"
        )
    return None


def _protect(state: MayaState, seat: int, a: act.MayaProtect, _: MayaDecision) -> str | None:
    if a.quarry not in protection_quarries(state):
        return "protection goes to another quarry whose cards are still face down"
    return None


def _relocate(state: MayaState, seat: int, a: act.MayaRelocateStone, _: MayaDecision) -> str | None:
    if relocation_level(state, seat, a) is None:
        return (
            "relocate moves one of your stones in a pyramid to the lowest level with room "
            "of the same or another pyramid; that move is not possible"
        )
    return None


def _direct(state: MayaState, seat: int, a: act.MayaDirectStone, _: MayaDecision) -> str | None:
    if not 0 <= a.pyramid < len(state.pyramids):
        return f"there is no pyramid {a.pyramid}"
    if state.supply[seat] == 0:
        return "your colour has no stone left in the reserve"
    if a.pyramid not in direct_stone_pyramids(state, seat):
        return f"{state.pyramid_specs[a.pyramid].name} is complete: no room for a direct stone"
    return None


def _name(state: MayaState, seat: int, a: act.MayaNameStartPlayer, _: MayaDecision) -> str | None:
    if not 0 <= a.seat < state.players:
        return f"there is no seat {a.seat}"
    return None


def _always(state: MayaState, seat: int, a: Any, _: MayaDecision) -> str | None:
    return None


def _build(state: MayaState, seat: int, a: act.MayaBuild, _: MayaDecision) -> str | None:
    return build_refusal(state, seat, a.pyramid)


def _double(state: MayaState, seat: int, a: act.MayaDoubleMove, _: MayaDecision) -> str | None:
    if state.double_left:
        return "finish your double move: place your second stone"
    if a.free and free_marker(state, seat, "double_move") is None:
        return "a free double move needs the double-move marker or a joker"
    needed = FREE_DOUBLE_STONES if a.free else PAID_DOUBLE_STONES
    if state.stones[seat] < needed:
        return f"this double move needs {needed} stones, you have {state.stones[seat]}"
    if not can_build(state, seat):
        return "you cannot place a stone anywhere, so you cannot make a double move"
    return None


def _pass(state: MayaState, seat: int, a: act.MayaPassBuilding, _: MayaDecision) -> str | None:
    if state.double_left:
        return "finish your double move: place your second stone"
    if a.free and free_marker(state, seat, "free_pass") is None:
        return "passing without paying a stone needs the free-pass marker or a joker"
    return None


REFUSAL: dict[type, Callable[[MayaState, int, Any, MayaDecision], str | None]] = {
    act.MayaPlaceStartingStone: _starting_stone,
    act.MayaBid: _bid,
    act.MayaChooseBlueMarker: _blue_marker,
    act.MayaPlaceWorker: _worker,
    act.MayaStopPlacing: _always,
    act.MayaPlacePlusTwo: _plus_two,
    act.MayaTakePoints: _take,
    act.MayaProtect: _protect,
    act.MayaRelocateStone: _relocate,
    act.MayaDirectStone: _direct,
    act.MayaNameStartPlayer: _name,
    act.MayaBoostTransport: _always,
    act.MayaKeepMarker: _always,
    act.MayaBuild: _build,
    act.MayaDoubleMove: _double,
    act.MayaPassBuilding: _pass,
}


def refusal(state: MayaState, seat: int, action: Any, decision: MayaDecision) -> str | None:
    if type(action) not in ALLOWED[decision]:
        return f"that is not the decision at hand: now you must {PROMPT[decision]}"
    return REFUSAL[type(action)](state, seat, action, decision)


# --- events of an accepted action -------------------------------------------


def _bonus(state: MayaState, pyramid: int, level: int, levels: Any, supply: tuple[int, ...]) -> int | None:
    return bonus_receiver(
        replace(state, pyramids=replace_at(state.pyramids, pyramid, levels), supply=supply), pyramid, level
    )


def _quality_marker(decision: MayaDecision, green: str) -> str:
    return "joker" if decision.startswith("joker") else green


def _relocated(state: MayaState, seat: int, a: act.MayaRelocateStone, decision: MayaDecision) -> list[Any]:
    level = relocation_level(state, seat, a)
    lifted = replace_at(
        state.pyramids, a.from_pyramid, without_stone(state.pyramids[a.from_pyramid], a.from_level, seat)
    )
    moved = with_stone(lifted[a.to_pyramid], level, seat)
    bonus = _bonus(replace(state, pyramids=lifted), a.to_pyramid, level, moved, state.supply)
    marker = _quality_marker(decision, "relocate")
    return [ev.MayaStoneRelocated(seat, marker, a.from_pyramid, a.from_level, a.to_pyramid, level, bonus)]


def _direct_placed(state: MayaState, seat: int, a: act.MayaDirectStone, decision: MayaDecision) -> list[Any]:
    level = lowest_open_level(state, a.pyramid)
    levels = with_stone(state.pyramids[a.pyramid], level, seat)
    bonus = _bonus(state, a.pyramid, level, levels, add_at(state.supply, seat, -1))
    marker = _quality_marker(decision, "direct_stone")
    return [ev.MayaDirectStonePlaced(seat, marker, a.pyramid, level, bonus)]


def _built(state: MayaState, seat: int, a: act.MayaBuild, _: MayaDecision) -> list[Any]:
    level = lowest_open_level(state, a.pyramid)
    levels = with_stone(state.pyramids[a.pyramid], level, seat)
    return [ev.MayaStoneBuilt(seat, a.pyramid, level, _bonus(state, a.pyramid, level, levels, state.supply))]


def _passed(state: MayaState, seat: int, a: act.MayaPassBuilding, _: MayaDecision) -> list[Any]:
    if a.free:
        return [ev.MayaBuildingPassed(seat, free_marker(state, seat, "free_pass"), 0)]
    # "Comme le joueur est forcé de passer, il recevra 1 or de la banque."
    return [ev.MayaBuildingPassed(seat, None, 0 if can_build(state, seat) else FORCED_PASS_GOLD)]


EVENTS: dict[type, Callable[[MayaState, int, Any, MayaDecision], list[Any]]] = {
    act.MayaPlaceStartingStone: lambda s, seat, a, d: [ev.MayaStartingStonePlaced(seat, a.pyramid)],
    act.MayaBid: lambda s, seat, a, d: [ev.MayaBidSealed(seat, a.gold)],
    act.MayaChooseBlueMarker: lambda s, seat, a, d: [ev.MayaBlueMarkerChosen(seat, a.marker)],
    act.MayaPlaceWorker: lambda s, seat, a, d: [
        ev.MayaWorkerPlaced(seat, a.quarry, not is_low(a.value), a.value)
    ],
    act.MayaStopPlacing: lambda s, seat, a, d: [ev.MayaStoppedPlacing(seat)],
    act.MayaPlacePlusTwo: lambda s, seat, a, d: [ev.MayaPlusTwoPlaced(seat, a.quarry)],
    act.MayaTakePoints: lambda s, seat, a, d: [ev.MayaPointsTaken(seat, s.current_quarry(), a.target)],
    act.MayaProtect: lambda s, seat, a, d: [
        ev.MayaProtectionPlaced(seat, a.quarry, _quality_marker(d, "protection"))
    ],
    act.MayaRelocateStone: _relocated,
    act.MayaDirectStone: _direct_placed,
    act.MayaNameStartPlayer: lambda s, seat, a, d: [ev.MayaStartPlayerNamed(seat, a.seat)],
    act.MayaBoostTransport: lambda s, seat, a, d: [ev.MayaTransportBoosted(seat)],
    act.MayaKeepMarker: lambda s, seat, a, d: [ev.MayaQualityDeclined(seat, DECLINABLE[d])],
    act.MayaBuild: _built,
    act.MayaDoubleMove: lambda s, seat, a, d: [
        ev.MayaDoubleMoveStarted(seat, free_marker(s, seat, "double_move") if a.free else None)
    ],
    act.MayaPassBuilding: _passed,
}
