"""Phase 2, as rules (engines/core/rules.py): build a stone, start a double move
(paid with a stone, or free with the marker or a joker), or pass."""

from __future__ import annotations

from random import Random

from engines.core.rules import Rule
from engines.maya import actions as act
from engines.maya import events as ev
from engines.maya.components import FREE_DOUBLE_STONES, PAID_DOUBLE_STONES
from engines.maya.pyramids import bonus_after, build_refusal, can_build, forced_pass_gold, lowest_open_level, with_stone
from engines.maya.specials import free_marker
from engines.maya.state import MayaDecision, MayaState


def _build_options(state: MayaState, seat: int) -> list[act.MayaBuild]:
    return [act.MayaBuild(p) for p in range(len(state.pyramids))]


def _build_refusal(state: MayaState, seat: int, a: act.MayaBuild, _: MayaDecision) -> str | None:
    return build_refusal(state, seat, a.pyramid)


def _build_events(state: MayaState, seat: int, a: act.MayaBuild, _: MayaDecision, rng: Random) -> list[ev.MayaEvent]:
    level = lowest_open_level(state, a.pyramid)
    assert level is not None  # (the refusal said so)
    levels = with_stone(state.pyramids[a.pyramid], level, seat)
    return [ev.MayaStoneBuilt(seat, a.pyramid, level, bonus_after(state, a.pyramid, level, levels, state.supply))]


def _double_options(state: MayaState, seat: int) -> list[act.MayaDoubleMove]:
    return [act.MayaDoubleMove(False), act.MayaDoubleMove(True)]


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


def _double_events(
    state: MayaState, seat: int, a: act.MayaDoubleMove, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaDoubleMoveStarted(seat, free_marker(state, seat, "double_move") if a.free else None)]


def _pass_options(state: MayaState, seat: int) -> list[act.MayaPassBuilding]:
    return [act.MayaPassBuilding(False), act.MayaPassBuilding(True)]


def _pass_refusal(state: MayaState, seat: int, a: act.MayaPassBuilding, _: MayaDecision) -> str | None:
    if state.double_left:
        return "finish your double move: place your second stone"
    if a.free and free_marker(state, seat, "free_pass") is None:
        return "passing without paying a stone needs the free-pass marker or a joker"
    return None


def _pass_events(
    state: MayaState, seat: int, a: act.MayaPassBuilding, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    if a.free:
        return [ev.MayaBuildingPassed(seat, free_marker(state, seat, "free_pass"), 0)]
    return [ev.MayaBuildingPassed(seat, None, forced_pass_gold(state, seat))]


RULES: dict[type, Rule[MayaState, MayaDecision]] = {
    act.MayaBuild: Rule(_build_options, _build_refusal, _build_events),
    act.MayaDoubleMove: Rule(_double_options, _double_refusal, _double_events),
    act.MayaPassBuilding: Rule(_pass_options, _pass_refusal, _pass_events),
}
