"""Phase 1, as rules (engines/core/rules.py): placing workers or passing, the
professional +2 marker, and the target of each -3 card."""

from __future__ import annotations

from random import Random

from engines.core.rules import Rule, accepted
from engines.maya import actions as act
from engines.maya import events as ev
from engines.maya.components import is_low
from engines.maya.quarry import placement_refusal, take_targets
from engines.maya.state import MayaDecision, MayaState


def _worker_options(state: MayaState, seat: int) -> list[act.MayaPlaceWorker]:
    quarries = range(len(state.quarries))
    return [act.MayaPlaceWorker(q, v) for v in sorted(set(state.hands[seat])) for q in quarries]


def _worker_refusal(state: MayaState, seat: int, a: act.MayaPlaceWorker, _: MayaDecision) -> str | None:
    return placement_refusal(state, seat, a.quarry, a.value)


def _worker_events(
    state: MayaState, seat: int, a: act.MayaPlaceWorker, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaWorkerPlaced(seat, a.quarry, not is_low(a.value), a.value)]


def _stop_options(state: MayaState, seat: int) -> list[act.MayaStopPlacing]:
    return [act.MayaStopPlacing()]


def _stop_events(
    state: MayaState, seat: int, a: act.MayaStopPlacing, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaStoppedPlacing(seat)]


def _plus_two_options(state: MayaState, seat: int) -> list[act.MayaPlacePlusTwo]:
    return [act.MayaPlacePlusTwo(q) for q in range(len(state.quarries))]


def _plus_two_refusal(state: MayaState, seat: int, a: act.MayaPlacePlusTwo, _: MayaDecision) -> str | None:
    if not 0 <= a.quarry < len(state.quarries):
        return f"there is no quarry {a.quarry}"
    return None


def _plus_two_events(
    state: MayaState, seat: int, a: act.MayaPlacePlusTwo, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaPlusTwoPlaced(seat, a.quarry)]


def _take_options(state: MayaState, seat: int) -> list[act.MayaTakePoints]:
    return [act.MayaTakePoints(s) for s in range(state.players)]


def _take_refusal(state: MayaState, seat: int, a: act.MayaTakePoints, _: MayaDecision) -> str | None:
    targets = take_targets(state, seat, state.current_quarry())
    if a.target not in targets:
        return (
            "a -3 card takes points from another unprotected player at the same quarry: "
            f"choose among seats {', '.join(map(str, targets))}"
        )
    return None


def _take_events(
    state: MayaState, seat: int, a: act.MayaTakePoints, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaPointsTaken(seat, state.current_quarry(), a.target)]


RULES: dict[type, Rule[MayaState, MayaDecision]] = {
    act.MayaPlaceWorker: Rule(_worker_options, _worker_refusal, _worker_events),
    act.MayaStopPlacing: Rule(_stop_options, accepted, _stop_events),
    act.MayaPlacePlusTwo: Rule(_plus_two_options, _plus_two_refusal, _plus_two_events),
    act.MayaTakePoints: Rule(_take_options, _take_refusal, _take_events),
}
