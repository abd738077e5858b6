"""The special qualities used at once, as rules (engines/core/rules.py): protection,
relocate, direct stone, naming the start player, and the professional joker
standing for one of them or for +2 transport; every optional one may be kept."""

from __future__ import annotations

from random import Random

from msgspec.structs import replace

from engines.core.rules import Rule, accepted
from engines.maya import actions as act
from engines.maya import events as ev
from engines.maya.components import MayaMarker
from engines.maya.pyramids import bonus_after, lowest_open_level, pyramid_refusal, with_stone, without_stone
from engines.maya.specials import DECLINABLE, direct_stone_pyramids, protection_quarries, relocation_level, relocations
from engines.maya.state import MayaDecision, MayaState, add_at, replace_at


def _marker(decision: MayaDecision, green: MayaMarker) -> MayaMarker:
    """The marker used: the green one won in a quarry, or the joker standing for it."""
    return "joker" if decision == MayaDecision.JOKER_QUARRY else green


def _protect_options(state: MayaState, seat: int) -> list[act.MayaProtect]:
    return [act.MayaProtect(q) for q in range(len(state.quarries))]


def _protect_refusal(state: MayaState, seat: int, a: act.MayaProtect, _: MayaDecision) -> str | None:
    if a.quarry not in protection_quarries(state):
        return "protection goes to another quarry whose cards are still face down"
    return None


def _protect_events(
    state: MayaState, seat: int, a: act.MayaProtect, decision: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaProtectionPlaced(seat, a.quarry, _marker(decision, "protection"))]


def _relocate_refusal(state: MayaState, seat: int, a: act.MayaRelocateStone, _: MayaDecision) -> str | None:
    if relocation_level(state, seat, a) is None:
        return (
            "relocate moves one of your stones in a pyramid to the lowest level with room "
            "of the same or another pyramid; that move is not possible"
        )
    return None


def _relocate_events(
    state: MayaState, seat: int, a: act.MayaRelocateStone, decision: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    level = relocation_level(state, seat, a)
    assert level is not None  # (the refusal said so)
    lifted = replace_at(
        state.pyramids, a.from_pyramid, without_stone(state.pyramids[a.from_pyramid], a.from_level, seat)
    )
    moved = with_stone(lifted[a.to_pyramid], level, seat)
    bonus = bonus_after(replace(state, pyramids=lifted), a.to_pyramid, level, moved, state.supply)
    marker = _marker(decision, "relocate")
    return [ev.MayaStoneRelocated(seat, marker, a.from_pyramid, a.from_level, a.to_pyramid, level, bonus)]


def _direct_options(state: MayaState, seat: int) -> list[act.MayaDirectStone]:
    return [act.MayaDirectStone(p) for p in range(len(state.pyramids))]


def _direct_refusal(state: MayaState, seat: int, a: act.MayaDirectStone, _: MayaDecision) -> str | None:
    if reason := pyramid_refusal(state, a.pyramid):
        return reason
    if state.supply[seat] == 0:
        return "your colour has no stone left in the reserve"
    if a.pyramid not in direct_stone_pyramids(state, seat):
        return f"{state.pyramid_specs[a.pyramid].name} is complete: no room for a direct stone"
    return None


def _direct_events(
    state: MayaState, seat: int, a: act.MayaDirectStone, decision: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    level = lowest_open_level(state, a.pyramid)
    assert level is not None  # (the refusal said so)
    levels = with_stone(state.pyramids[a.pyramid], level, seat)
    bonus = bonus_after(state, a.pyramid, level, levels, add_at(state.supply, seat, -1))
    marker = _marker(decision, "direct_stone")
    return [ev.MayaDirectStonePlaced(seat, marker, a.pyramid, level, bonus)]


def _name_options(state: MayaState, seat: int) -> list[act.MayaNameStartPlayer]:
    return [act.MayaNameStartPlayer(s) for s in range(state.players)]


def _name_refusal(state: MayaState, seat: int, a: act.MayaNameStartPlayer, _: MayaDecision) -> str | None:
    if not 0 <= a.seat < state.players:
        return f"there is no seat {a.seat}"
    return None


def _name_events(
    state: MayaState, seat: int, a: act.MayaNameStartPlayer, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaStartPlayerNamed(seat, a.seat)]


def _boost_options(state: MayaState, seat: int) -> list[act.MayaBoostTransport]:
    return [act.MayaBoostTransport()]


def _boost_events(
    state: MayaState, seat: int, a: act.MayaBoostTransport, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaTransportBoosted(seat)]


def _keep_options(state: MayaState, seat: int) -> list[act.MayaKeepMarker]:
    return [act.MayaKeepMarker()]


def _keep_events(
    state: MayaState, seat: int, a: act.MayaKeepMarker, decision: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaQualityDeclined(seat, DECLINABLE[decision])]


RULES: dict[type, Rule[MayaState, MayaDecision]] = {
    act.MayaProtect: Rule(_protect_options, _protect_refusal, _protect_events),
    act.MayaRelocateStone: Rule(relocations, _relocate_refusal, _relocate_events),
    act.MayaDirectStone: Rule(_direct_options, _direct_refusal, _direct_events),
    act.MayaNameStartPlayer: Rule(_name_options, _name_refusal, _name_events),
    act.MayaBoostTransport: Rule(_boost_options, accepted, _boost_events),
    act.MayaKeepMarker: Rule(_keep_options, accepted, _keep_events),
}
