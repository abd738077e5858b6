"""DÉROULEMENT DE LA PARTIE: the steps nobody decides (the queued rewards, harvests
and peeks, a column dealt, the end of a phase or of the game), run after each action
until someone must decide (decisions.py)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from engines.bali import actions as act
from engines.bali import decisions, oracle, refill, scoring
from engines.bali.events import BaliEvent
from engines.bali.evolve import evolve
from engines.bali.state import BaliPhase, BaliState, BaliTask, BaliTaskKind

# The queued steps that need no decision (a harvest may still ask for one).
AUTOMATIC: Mapping[BaliTaskKind, Callable[[BaliState, BaliTask], BaliEvent | None]] = {
    BaliTaskKind.STONES: scoring.reward,
    BaliTaskKind.POINTS: scoring.reward,
    BaliTaskKind.HARVEST: scoring.harvest,
    BaliTaskKind.PEEK: oracle.peek,
}
# What ends a phase once nothing is queued: a full hand, then the turn's rewards.
PHASE_END: Mapping[BaliPhase, Callable[[BaliState], BaliEvent | None]] = {
    BaliPhase.REFILL: refill.hand_complete,
    BaliPhase.SCORING: scoring.next_turn,
}


def next_step(state: BaliState) -> BaliEvent | None:
    """The event that follows without anyone deciding, or None."""
    if state.phase == BaliPhase.OVER:
        return None
    if end := scoring.game_end(state):  # checked first: it cuts the turn short
        return end
    if dealt := refill.column_to_deal(state):
        return dealt
    if state.pending:
        task = state.pending[0]
        step = AUTOMATIC.get(task.kind)
        return step(state, task) if step else None
    phase_end = PHASE_END.get(state.phase)
    return phase_end(state) if phase_end else None


def run(state: BaliState, events: list[BaliEvent]) -> tuple[BaliState, list[BaliEvent]]:
    """Apply `events`, then every step that follows until someone must decide."""
    for event in events:
        state = evolve(state, event)
    while (step := next_step(state)) is not None:
        events.append(step)
        state = evolve(state, step)
    return state, events


def play_action(
    state: BaliState, seat: int, action: act.BaliAction, rng: random.Random
) -> tuple[list[BaliEvent], BaliState]:
    """The events of `action` (IllegalAction if its rule refuses it) and of the
    steps that follow it, and the state they lead to."""
    state, events = run(state, decisions.RULEBOOK.decide(state, seat, action, rng))
    return events, state
