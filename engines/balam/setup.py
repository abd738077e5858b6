"""ÉLABORATION DU JEU DE CARTES and MISE EN PLACE."""

from __future__ import annotations

import random

from engines.balam.board import board_for
from engines.balam.components import (
    BALL_GAMES,
    DECK_PILES,
    ECLIPSE_WINDOW,
    FAVORABLE,
    PROSPEROUS,
    SHUFFLED_EVENTS,
    WEALTH_TOKENS,
    BalamKatunKind,
)
from engines.balam.events import BalamDeckAssembled, BalamEvent
from engines.balam.state import (
    BalamCard,
    BalamCity,
    BalamKing,
    BalamOptions,
    BalamState,
)


def empty_table(players: int, options: BalamOptions, rules: int) -> BalamState:
    return BalamState(
        players=players,
        options=options,
        rules=rules,
        kings=(BalamKing(),) * players,
        cities=(BalamCity(),) * len(board_for(options.board).sites),
        supply=WEALTH_TOKENS,
    )


def assemble_deck(rng: random.Random) -> tuple[BalamCard, ...]:
    """Shuffle the cards that are neither ball game, prospère nor eclipse, split them into
    6 near-equal piles with the 5 ball games between them, put the shuffled prospère cards
    on top, then the eclipse at random among the middle 9 positions."""
    shuffled = [BalamCard(BalamKatunKind.FAVORABLE, wealth=w) for w, n in FAVORABLE.items() for _ in range(n)]
    shuffled += [BalamCard(kind) for kind, n in SHUFFLED_EVENTS.items() for _ in range(n)]
    rng.shuffle(shuffled)
    size, extra = divmod(len(shuffled), DECK_PILES)
    deck: list[BalamCard] = []
    start = 0
    for pile in range(DECK_PILES):
        end = start + size + (pile < extra)
        deck += shuffled[start:end]
        start = end
        if pile < BALL_GAMES:
            deck.append(BalamCard(BalamKatunKind.BALL_GAME))
    prosperous = [BalamCard(BalamKatunKind.PROSPEROUS, wealth=w, prestige=p) for w, p in PROSPEROUS]
    rng.shuffle(prosperous)
    deck = prosperous + deck
    total = len(deck) + 1
    deck.insert(
        rng.randrange((total - ECLIPSE_WINDOW) // 2, (total - ECLIPSE_WINDOW) // 2 + ECLIPSE_WINDOW),
        BalamCard(BalamKatunKind.ECLIPSE),
    )
    return tuple(deck)


def setup(state: BalamState, rng: random.Random) -> list[BalamEvent]:
    """The deck, assembled face down; evolve's deck_assembled lays it and deals."""
    deck = assemble_deck(rng)
    return [BalamDeckAssembled(count=len(deck), cards=deck)]
