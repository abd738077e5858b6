"""VARIANTE 1 : L'ORACLE. When Oracles dealt into the market go back to the box
(evolve.column_dealt), the active player looks at the top 4 altar cards and may keep
one of them."""

from __future__ import annotations

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import ORACLE_PEEK
from engines.bali.rule import Rule, free
from engines.bali.state import BaliState, BaliTask


def peek(state: BaliState, task: BaliTask) -> ev.BaliAltarPeeked:
    """« prendre les 4 cartes du dessus de l'Autel et les regarder » (all, if fewer)."""
    crops = tuple(card.crop for card in reversed(state.altar[-ORACLE_PEEK:]))
    return ev.BaliAltarPeeked(seat=task.seat, crops=crops, count=len(crops))


def _take_from_altar(
    state: BaliState, seat: int, a: act.BaliTakeFromAltar
) -> str | None:
    seen = min(ORACLE_PEEK, len(state.altar))
    if a.depth not in range(seen):
        return f"you looked at the top {seen} altar cards: take depth 0 to {seen - 1}, not {a.depth}"
    return None


def _oracle_taken(
    state: BaliState, seat: int, a: act.BaliTakeFromAltar
) -> ev.BaliOracleTaken:
    crop = state.altar[len(state.altar) - 1 - a.depth].crop
    return ev.BaliOracleTaken(seat=seat, depth=a.depth, crop=crop)


EXPECTED = {"oracle": "keep one of the altar cards you looked at, or none (Oracle)"}
CANDIDATES = {
    "oracle": (
        *(act.BaliTakeFromAltar(d) for d in range(ORACLE_PEEK)),
        act.BaliLeaveAltar(),
    ),
}
RULES = {
    act.BaliTakeFromAltar: Rule(("oracle",), _take_from_altar, _oracle_taken),
    act.BaliLeaveAltar: Rule(
        ("oracle",),
        free,
        lambda s, seat, a: ev.BaliOracleTaken(seat=seat, depth=None, crop=None),
    ),
}
