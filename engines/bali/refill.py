"""3. COMPLÉTER SA MAIN: take the bottom card of market columns until you hold 3;
an emptied column is dealt anew at once. The last card revealed names the category
phase 4 scores."""

from __future__ import annotations

import random
from collections.abc import Mapping

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import COLUMN_CARDS, HAND_SIZE, MARKET_COLUMNS
from engines.bali.state import BaliDecision, BaliPhase, BaliState
from engines.core.rules import Rule


def _take_options(state: BaliState, seat: int) -> list[act.BaliTakeCard]:
    return [act.BaliTakeCard(column) for column in range(MARKET_COLUMNS)]


def _take_refusal(state: BaliState, seat: int, a: act.BaliTakeCard, _: BaliDecision) -> str | None:
    if a.column not in range(MARKET_COLUMNS):
        return f"the market has columns 0 to {MARKET_COLUMNS - 1}, not {a.column}"
    if a.column == state.demon:
        return f"the Demon stands on column {a.column}: you cannot take its cards (Demon variant)"
    return None


def _taken(state: BaliState, seat: int, a: act.BaliTakeCard, _: BaliDecision, rng: random.Random) -> list[ev.BaliEvent]:
    return [ev.BaliCardTaken(seat=seat, column=a.column, card=state.market[a.column][0])]


def column_to_deal(state: BaliState) -> ev.BaliColumnDealt | None:
    """« Une fois qu'une colonne est vide, on prend immédiatement 4 cartes de la pioche »."""
    for column, cards in enumerate(state.market):
        if not cards:
            return ev.BaliColumnDealt(column=column, cards=state.deck[:COLUMN_CARDS])
    return None


def hand_complete(state: BaliState) -> ev.BaliScoringStarted | None:
    """With 3 cards in hand, phase 4 scores the last card revealed."""
    if len(state.players[state.active].hand) == HAND_SIZE:
        assert state.revealed is not None  # the market was dealt at the setup
        return ev.BaliScoringStarted(category=state.revealed)
    return None


PROMPT: Mapping[BaliDecision, str] = {
    BaliPhase.REFILL: "take cards from the bottom of the market columns until you hold 3 (phase 3)",
}
ANSWERS: Mapping[BaliDecision, tuple[type, ...]] = {BaliPhase.REFILL: (act.BaliTakeCard,)}
RULES: Mapping[type, Rule[BaliState, BaliDecision]] = {act.BaliTakeCard: Rule(_take_options, _take_refusal, _taken)}
