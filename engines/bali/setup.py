"""MISE EN PLACE: the shuffles and deals (the fixed part is in `initial_state`)."""

from __future__ import annotations

import random

from engines.bali import events as ev
from engines.bali.components import COLUMN_CARDS, CROPS, MARKET_COLUMNS, BaliCard
from engines.bali.flow import run
from engines.bali.state import BaliState


def setup(state: BaliState, rng: random.Random) -> list[ev.BaliEvent]:
    cards: list[BaliCard] = [card for card in state.deck if card != BaliCard.ORACLE]
    rng.shuffle(cards)
    market_size = MARKET_COLUMNS * COLUMN_CARDS
    market, rest = cards[:market_size], cards[market_size:]
    events: list[ev.BaliEvent] = []
    if state.options.oracle:
        # Oracle variant: the Oracles are shuffled into the pile only once the
        # market is out, and one offering card of each crop, shuffled, lies
        # face down on the altar.
        rest += [card for card in state.deck if card == BaliCard.ORACLE]
        rng.shuffle(rest)
        crops = list(CROPS)
        rng.shuffle(crops)
        events.append(ev.BaliAltarSeeded(crops=tuple(crops), count=len(crops)))
    deck = tuple(market + rest)
    events.insert(0, ev.BaliDeckShuffled(cards=deck, count=len(deck)))
    state, events = run(state, events)  # deals the four market columns
    return events + run(state, [ev.BaliTurnStarted(seat=0)])[1]
