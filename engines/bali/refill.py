"""3. COMPLÉTER SA MAIN: take the bottom card of market columns until you hold 3;
an emptied column is dealt anew at once. The last card revealed names the category
phase 4 scores."""

from __future__ import annotations

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import COLUMN_CARDS, HAND_SIZE, MARKET_COLUMNS
from engines.bali.rule import Rule
from engines.bali.state import BaliState


def _take_card(state: BaliState, seat: int, a: act.BaliTakeCard) -> str | None:
    if a.column not in range(MARKET_COLUMNS):
        return f"the market has columns 0 to {MARKET_COLUMNS - 1}, not {a.column}"
    if a.column == state.demon:
        return f"the Demon stands on column {a.column}: you cannot take its cards (Demon variant)"
    return None


def column_to_deal(state: BaliState) -> ev.BaliColumnDealt | None:
    """« Une fois qu'une colonne est vide, on prend immédiatement 4 cartes de la pioche »."""
    for column, cards in enumerate(state.market):
        if not cards:
            return ev.BaliColumnDealt(column=column, cards=state.deck[:COLUMN_CARDS])
    return None


def hand_complete(state: BaliState) -> ev.BaliScoringStarted | None:
    """With 3 cards in hand, phase 4 scores the last card revealed."""
    if len(state.players[state.active].hand) == HAND_SIZE:
        return ev.BaliScoringStarted(category=state.revealed)
    return None


EXPECTED = {
    "refill": "take cards from the bottom of the market columns until you hold 3 (phase 3)",
}
CANDIDATES = {
    "refill": tuple(act.BaliTakeCard(column) for column in range(MARKET_COLUMNS))
}
RULES = {
    act.BaliTakeCard: Rule(
        ("refill",),
        _take_card,
        lambda s, seat, a: ev.BaliCardTaken(
            seat=seat, column=a.column, card=s.market[a.column][0]
        ),
    ),
}
