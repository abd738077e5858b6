"""FIN DE PARTIE: scores, the three ways the game ends, and the tie-break."""

from __future__ import annotations

from engines.babel.components import LEAD_SCORE, TRAILING_SCORE, WINNING_SCORE
from engines.babel.events import BabelGameEnded
from engines.babel.state import BabelEndReason, BabelPhase, BabelSide, BabelState, opponent


def score(side: BabelSide) -> int:
    """Our decision: the sum over his five sites of the level of the top temple card
    there (temples are stacked; a skipped or stolen level counts only the top card)."""
    total = 0
    for temple in side.temples:  # a plain loop: scored 4 times per action, a generator costs twice as much
        if temple:
            total += temple[-1]
    return total


def scores(state: BabelState) -> tuple[int, ...]:
    return tuple([score(side) for side in state.sides])


def score_end(state: BabelState) -> list[BabelGameEnded]:
    """The first two end cases. Our decision: they are checked after every action
    and at the end of the turn."""
    if state.phase == BabelPhase.OVER:
        return []
    points = scores(state)
    if max(points) < min(LEAD_SCORE, WINNING_SCORE):  # neither case can hold (the usual answer)
        return []
    twenty = tuple([seat for seat, p in enumerate(points) if p >= WINNING_SCORE])
    if twenty:
        return [BabelGameEnded(reason=BabelEndReason.TWENTY, scores=points, winners=twenty)]
    leading = tuple(
        [seat for seat, p in enumerate(points) if p >= LEAD_SCORE and points[opponent(seat)] < TRAILING_SCORE]
    )
    if leading:
        return [BabelGameEnded(reason=BabelEndReason.FIFTEEN_TO_TEN, scores=points, winners=leading)]
    return []


def last_temple_end(state: BabelState) -> BabelGameEnded:
    """Our decision: when the draw pile is empty after a phase 3 (the last card
    turned), the game ends: the higher score wins, then the larger hand of people
    cards; a remaining tie is shared (engines/core/contract.py)."""
    points = scores(state)
    standing = [(points[seat], len(side.hand)) for seat, side in enumerate(state.sides)]
    best = max(standing)
    winners = tuple(seat for seat, rank in enumerate(standing) if rank == best)
    return BabelGameEnded(reason=BabelEndReason.LAST_TEMPLE, scores=points, winners=winners)
