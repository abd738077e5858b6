"""For each pending decision, the actions it allows; for each action, its rule
in one place: the actions of its kind to list, why one is refused, and the
events an accepted one produces."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from msgspec.structs import replace

from engines.core.rules import Rule, Rulebook, accepted
from engines.maya import actions as act
from engines.maya import events as ev
from engines.maya.components import FREE_DOUBLE_STONES, PAID_DOUBLE_STONES, is_low
from engines.maya.pyramids import (
    bonus_receiver,
    build_refusal,
    can_build,
    forced_pass_gold,
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
from engines.maya.view import to_move


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


def decision(state: MayaState, seat: int) -> MayaDecision | None:
    """The decision pending for `seat`, if it is one of those to move now."""
    if seat not in to_move(state):
        return None
    return next((p.decision for p in state.pending if p.seat == seat), None)


def idle(state: MayaState, seat: int) -> str:
    waiting = ", ".join(map(str, to_move(state))) or "nobody: the game is over"
    return f"it is not your turn: waiting for seat {waiting}"


# --- shared by several actions ----------------------------------------------


def _alone(kind: type) -> Callable[[MayaState, int], list[Any]]:
    """The options of an action without parameters: itself."""

    def options(state: MayaState, seat: int) -> list[Any]:
        return [kind()]

    return options


def _no_pyramid(state: MayaState, pyramid: int) -> str | None:
    return None if 0 <= pyramid < len(state.pyramids) else f"there is no pyramid {pyramid}"


def _bonus(state: MayaState, pyramid: int, level: int, levels: Any, supply: tuple[int, ...]) -> int | None:
    """Who gets a bonus stone once `levels` replace the pyramid's."""
    return bonus_receiver(
        replace(state, pyramids=replace_at(state.pyramids, pyramid, levels), supply=supply), pyramid, level
    )


def _quality_marker(decision: MayaDecision, green: str) -> str:
    return "joker" if decision.startswith("joker") else green


# --- set-up: a starting stone on level 1 --------------------------------------


def _starting_stone_options(state: MayaState, seat: int) -> list[Any]:
    return [act.MayaPlaceStartingStone(p) for p in range(len(state.pyramids))]


def _starting_stone_refusal(
    state: MayaState, seat: int, a: act.MayaPlaceStartingStone, _: MayaDecision
) -> str | None:
    if reason := _no_pyramid(state, a.pyramid):
        return reason
    if seat in state.pyramids[a.pyramid][0]:
        return "two starting stones of one colour may not be in the same pyramid"
    return None


def _starting_stone_events(state: MayaState, seat: int, a: act.MayaPlaceStartingStone, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaStartingStonePlaced(seat, a.pyramid)]


# --- professional: sealed bids, then the bought blue markers ------------------


def _bid_options(state: MayaState, seat: int) -> list[Any]:
    return [act.MayaBid(g) for g in range(state.gold[seat] + 1)]


def _bid_refusal(state: MayaState, seat: int, a: act.MayaBid, _: MayaDecision) -> str | None:
    if not 0 <= a.gold <= state.gold[seat]:
        return f"a bid is between 0 and your {state.gold[seat]} gold, not {a.gold}"
    return None


def _bid_events(state: MayaState, seat: int, a: act.MayaBid, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaBidSealed(seat, a.gold)]


def _blue_marker_options(state: MayaState, seat: int) -> list[Any]:
    return [act.MayaChooseBlueMarker(m) for m in state.for_sale]


def _blue_marker_refusal(state: MayaState, seat: int, a: act.MayaChooseBlueMarker, _: MayaDecision) -> str | None:
    if a.marker not in state.for_sale:
        return f"the {a.marker} marker is not among those left for sale: {', '.join(state.for_sale)}"
    return None


def _blue_marker_events(state: MayaState, seat: int, a: act.MayaChooseBlueMarker, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaBlueMarkerChosen(seat, a.marker)]


# --- phase 1: workers, the +2 marker, -3 cards --------------------------------


def _worker_options(state: MayaState, seat: int) -> list[Any]:
    quarries = range(len(state.quarries))
    return [act.MayaPlaceWorker(q, v) for v in sorted(set(state.hands[seat])) for q in quarries]


def _worker_refusal(state: MayaState, seat: int, a: act.MayaPlaceWorker, _: MayaDecision) -> str | None:
    return placement_refusal(state, seat, a.quarry, a.value)


def _worker_events(state: MayaState, seat: int, a: act.MayaPlaceWorker, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaWorkerPlaced(seat, a.quarry, not is_low(a.value), a.value)]


def _stop_events(state: MayaState, seat: int, a: act.MayaStopPlacing, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaStoppedPlacing(seat)]


def _plus_two_options(state: MayaState, seat: int) -> list[Any]:
    return [act.MayaPlacePlusTwo(q) for q in range(len(state.quarries))]


def _plus_two_refusal(state: MayaState, seat: int, a: act.MayaPlacePlusTwo, _: MayaDecision) -> str | None:
    if not 0 <= a.quarry < len(state.quarries):
        return f"there is no quarry {a.quarry}"
    return None


def _plus_two_events(state: MayaState, seat: int, a: act.MayaPlacePlusTwo, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaPlusTwoPlaced(seat, a.quarry)]


def _take_options(state: MayaState, seat: int) -> list[Any]:
    return [act.MayaTakePoints(s) for s in range(state.players)]


def _take_refusal(state: MayaState, seat: int, a: act.MayaTakePoints, _: MayaDecision) -> str | None:
    targets = take_targets(state, seat, state.current_quarry())
    if a.target not in targets:
        return (
            "a -3 card takes points from another unprotected player at the same quarry: "
            f"choose among seats {', '.join(map(str, targets))}"
        )
    return None


def _take_events(state: MayaState, seat: int, a: act.MayaTakePoints, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaPointsTaken(seat, state.current_quarry(), a.target)]


# --- special qualities ---------------------------------------------------------


def _protect_options(state: MayaState, seat: int) -> list[Any]:
    return [act.MayaProtect(q) for q in range(len(state.quarries))]


def _protect_refusal(state: MayaState, seat: int, a: act.MayaProtect, _: MayaDecision) -> str | None:
    if a.quarry not in protection_quarries(state):
        return "protection goes to another quarry whose cards are still face down"
    return None


def _protect_events(state: MayaState, seat: int, a: act.MayaProtect, decision: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaProtectionPlaced(seat, a.quarry, _quality_marker(decision, "protection"))]


def _relocate_refusal(state: MayaState, seat: int, a: act.MayaRelocateStone, _: MayaDecision) -> str | None:
    if relocation_level(state, seat, a) is None:
        return (
            "relocate moves one of your stones in a pyramid to the lowest level with room "
            "of the same or another pyramid; that move is not possible"
        )
    return None


def _relocate_events(state: MayaState, seat: int, a: act.MayaRelocateStone, decision: MayaDecision, rng: Random) -> list[Any]:
    level = relocation_level(state, seat, a)
    lifted = replace_at(
        state.pyramids, a.from_pyramid, without_stone(state.pyramids[a.from_pyramid], a.from_level, seat)
    )
    moved = with_stone(lifted[a.to_pyramid], level, seat)
    bonus = _bonus(replace(state, pyramids=lifted), a.to_pyramid, level, moved, state.supply)
    marker = _quality_marker(decision, "relocate")
    return [ev.MayaStoneRelocated(seat, marker, a.from_pyramid, a.from_level, a.to_pyramid, level, bonus)]


def _direct_options(state: MayaState, seat: int) -> list[Any]:
    return [act.MayaDirectStone(p) for p in range(len(state.pyramids))]


def _direct_refusal(state: MayaState, seat: int, a: act.MayaDirectStone, _: MayaDecision) -> str | None:
    if reason := _no_pyramid(state, a.pyramid):
        return reason
    if state.supply[seat] == 0:
        return "your colour has no stone left in the reserve"
    if a.pyramid not in direct_stone_pyramids(state, seat):
        return f"{state.pyramid_specs[a.pyramid].name} is complete: no room for a direct stone"
    return None


def _direct_events(state: MayaState, seat: int, a: act.MayaDirectStone, decision: MayaDecision, rng: Random) -> list[Any]:
    level = lowest_open_level(state, a.pyramid)
    levels = with_stone(state.pyramids[a.pyramid], level, seat)
    bonus = _bonus(state, a.pyramid, level, levels, add_at(state.supply, seat, -1))
    marker = _quality_marker(decision, "direct_stone")
    return [ev.MayaDirectStonePlaced(seat, marker, a.pyramid, level, bonus)]


def _name_options(state: MayaState, seat: int) -> list[Any]:
    return [act.MayaNameStartPlayer(s) for s in range(state.players)]


def _name_refusal(state: MayaState, seat: int, a: act.MayaNameStartPlayer, _: MayaDecision) -> str | None:
    if not 0 <= a.seat < state.players:
        return f"there is no seat {a.seat}"
    return None


def _name_events(state: MayaState, seat: int, a: act.MayaNameStartPlayer, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaStartPlayerNamed(seat, a.seat)]


def _boost_events(state: MayaState, seat: int, a: act.MayaBoostTransport, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaTransportBoosted(seat)]


def _keep_events(state: MayaState, seat: int, a: act.MayaKeepMarker, decision: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaQualityDeclined(seat, DECLINABLE[decision])]


# --- phase 2: building ---------------------------------------------------------


def _build_options(state: MayaState, seat: int) -> list[Any]:
    return [act.MayaBuild(p) for p in range(len(state.pyramids))]


def _build_refusal(state: MayaState, seat: int, a: act.MayaBuild, _: MayaDecision) -> str | None:
    return build_refusal(state, seat, a.pyramid)


def _build_events(state: MayaState, seat: int, a: act.MayaBuild, _: MayaDecision, rng: Random) -> list[Any]:
    level = lowest_open_level(state, a.pyramid)
    levels = with_stone(state.pyramids[a.pyramid], level, seat)
    return [ev.MayaStoneBuilt(seat, a.pyramid, level, _bonus(state, a.pyramid, level, levels, state.supply))]


def _free_or_paid(kind: type) -> Callable[[MayaState, int], list[Any]]:
    """A double move or a pass, paid with a stone or free with a marker."""

    def options(state: MayaState, seat: int) -> list[Any]:
        return [kind(False), kind(True)]

    return options


def _double_refusal(state: MayaState, seat: int, a: act.MayaDoubleMove, _: MayaDecision) -> str | None:
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


def _double_events(state: MayaState, seat: int, a: act.MayaDoubleMove, _: MayaDecision, rng: Random) -> list[Any]:
    return [ev.MayaDoubleMoveStarted(seat, free_marker(state, seat, "double_move") if a.free else None)]


def _pass_refusal(state: MayaState, seat: int, a: act.MayaPassBuilding, _: MayaDecision) -> str | None:
    if state.double_left:
        return "finish your double move: place your second stone"
    if a.free and free_marker(state, seat, "free_pass") is None:
        return "passing without paying a stone needs the free-pass marker or a joker"
    return None


def _pass_events(state: MayaState, seat: int, a: act.MayaPassBuilding, _: MayaDecision, rng: Random) -> list[Any]:
    if a.free:
        return [ev.MayaBuildingPassed(seat, free_marker(state, seat, "free_pass"), 0)]
    return [ev.MayaBuildingPassed(seat, None, forced_pass_gold(state, seat))]


RULES: dict[type, Rule[MayaState, MayaDecision]] = {
    act.MayaPlaceStartingStone: Rule(_starting_stone_options, _starting_stone_refusal, _starting_stone_events),
    act.MayaBid: Rule(_bid_options, _bid_refusal, _bid_events),
    act.MayaChooseBlueMarker: Rule(_blue_marker_options, _blue_marker_refusal, _blue_marker_events),
    act.MayaPlaceWorker: Rule(_worker_options, _worker_refusal, _worker_events),
    act.MayaStopPlacing: Rule(_alone(act.MayaStopPlacing), accepted, _stop_events),
    act.MayaPlacePlusTwo: Rule(_plus_two_options, _plus_two_refusal, _plus_two_events),
    act.MayaTakePoints: Rule(_take_options, _take_refusal, _take_events),
    act.MayaProtect: Rule(_protect_options, _protect_refusal, _protect_events),
    act.MayaRelocateStone: Rule(relocations, _relocate_refusal, _relocate_events),
    act.MayaDirectStone: Rule(_direct_options, _direct_refusal, _direct_events),
    act.MayaNameStartPlayer: Rule(_name_options, _name_refusal, _name_events),
    act.MayaBoostTransport: Rule(_alone(act.MayaBoostTransport), accepted, _boost_events),
    act.MayaKeepMarker: Rule(_alone(act.MayaKeepMarker), accepted, _keep_events),
    act.MayaBuild: Rule(_build_options, _build_refusal, _build_events),
    act.MayaDoubleMove: Rule(_free_or_paid(act.MayaDoubleMove), _double_refusal, _double_events),
    act.MayaPassBuilding: Rule(_free_or_paid(act.MayaPassBuilding), _pass_refusal, _pass_events),
}

RULEBOOK = Rulebook(decision=decision, answers=ALLOWED, rules=RULES, prompt=PROMPT, idle=idle)


# --- the server's move for a seat that resigned or ran out of time -------------


def zombie_action(state: MayaState, seat: int, decision: MayaDecision, legal: list[Any]) -> Any:
    """Game.zombie_action for Maya: a pass or a decline wherever the text allows one.

    - worker: « Au lieu de poser des cartes, chaque joueur a le droit de passer »:
      it places no card, so it wins no stone and no quality;
    - bid (professional): 0, « Les joueurs qui n'enchérissent pas n'auront pas de
      qualité spéciale »;
    - the qualities it may use or not (+2 « peut miser deux points », the joker,
      relocate and direct stone « pourra tout de suite »; « on pourra le garder
      pour plus tard »): it declines, moving nothing;
    - start_player (« doit nommer le joueur de départ y inclus lui-même »): the
      current start player, so the turn order stays as it is;
    - build: « Le fait de passer n'est pas très raisonnable, mais permis », paid
      with a stone (as a player who cannot build does): it adds no stone to any
      majority, and each pass spends one of its stones, so phase 2 ends;
    - the rest is compulsory (a starting stone, a bought marker, a -3 card's
      target, the protection, the second stone of a double move begun before it
      left): the first listed choice, a stable order (lowest pyramid, quarry or
      seat)."""
    if decision == "worker":
        return act.MayaStopPlacing()
    if decision == "bid":
        return act.MayaBid(0)
    if decision in DECLINABLE:
        return act.MayaKeepMarker()
    if decision == "start_player":
        return act.MayaNameStartPlayer(state.start_player)
    if decision == "build" and act.MayaPassBuilding(False) in legal:
        return act.MayaPassBuilding(False)
    return legal[0]
