"""VARIANTE 1 : L'ORACLE. When Oracles dealt into the market go back to the box
(evolve.column_dealt), the active player looks at the top 4 altar cards and may keep
one of them. Our decision: one altar peek per turn in which at least one Oracle was
removed from the market."""

from __future__ import annotations

import random
from collections.abc import Mapping

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import ORACLE_PEEK
from engines.bali.state import BaliDecision, BaliState, BaliTask, BaliTaskKind
from engines.core.rules import Rule, accepted


def peek(state: BaliState, task: BaliTask) -> ev.BaliAltarPeeked:
    """« prendre les 4 cartes du dessus de l'Autel et les regarder » (all, if fewer)."""
    crops = tuple(card.crop for card in reversed(state.altar[-ORACLE_PEEK:]))
    return ev.BaliAltarPeeked(seat=task.seat, crops=crops, count=len(crops))


def _take_options(state: BaliState, seat: int) -> list[act.BaliTakeFromAltar]:
    return [act.BaliTakeFromAltar(depth) for depth in range(ORACLE_PEEK)]


def _take_refusal(state: BaliState, seat: int, a: act.BaliTakeFromAltar, _: BaliDecision) -> str | None:
    seen = min(ORACLE_PEEK, len(state.altar))
    if a.depth not in range(seen):
        return f"you looked at the top {seen} altar cards: take depth 0 to {seen - 1}, not {a.depth}"
    return None


def _taken(
    state: BaliState, seat: int, a: act.BaliTakeFromAltar, _: BaliDecision, rng: random.Random
) -> list[ev.BaliEvent]:
    crop = state.altar[len(state.altar) - 1 - a.depth].crop
    return [ev.BaliOracleTaken(seat=seat, depth=a.depth, crop=crop)]


def _leave_options(state: BaliState, seat: int) -> list[act.BaliLeaveAltar]:
    return [act.BaliLeaveAltar()]


def _left(
    state: BaliState, seat: int, a: act.BaliLeaveAltar, _: BaliDecision, rng: random.Random
) -> list[ev.BaliEvent]:
    return [ev.BaliOracleTaken(seat=seat, depth=None, crop=None)]


PROMPT: Mapping[BaliDecision, str] = {
    BaliTaskKind.ORACLE: "keep one of the altar cards you looked at, or none (Oracle)"
}
ANSWERS: Mapping[BaliDecision, tuple[type, ...]] = {BaliTaskKind.ORACLE: (act.BaliTakeFromAltar, act.BaliLeaveAltar)}
RULES: Mapping[type, Rule[BaliState, BaliDecision]] = {
    act.BaliTakeFromAltar: Rule(_take_options, _take_refusal, _taken),
    act.BaliLeaveAltar: Rule(_leave_options, accepted, _left),
}
