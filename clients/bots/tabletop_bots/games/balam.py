"""Balam: the only secret is the Katun deck. Its order is not uniform: the
prosperous cards are on top, a ball game follows each of the first five piles, and
the eclipse lies somewhere in the middle nine places (`setup.assemble_deck`).

Each round deals the top NJ+1 cards. A seat knows every card turned so far, and the
cards it divined this round (its view shows them); the rest of the deck is drawn
again the way it was assembled: an eclipse place agreeing with every known card,
then the unseen prosperous and shuffled cards at random in their own places.
(Cards this seat divined in earlier rounds and nobody turned are not remembered.)

Score: prestige, plus the wealth bonus the end would add (`round_end.game_over`).
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from typing import Any

from msgspec.structs import replace

from engines.balam.events import BalamDeckAssembled, BalamKatunTurned
from engines.balam.round_end import game_over
from engines.balam.setup import assemble_deck
from engines.balam.state import BalamCard, BalamState
from tabletop_bots.observation import Replay, shuffled

SHUFFLED = "shuffled"  # a card of the piles the ball games separate


def place_kind(card: BalamCard) -> str:
    return card.kind if card.kind in ("prosperous", "ball_game", "eclipse") else SHUFFLED


class _Unshuffled:
    """A stand-in RNG for `assemble_deck`: shuffles nothing and puts the eclipse at `at`
    (the first place it may take when None), noting the places it may take."""

    def __init__(self, at: int | None) -> None:
        self.at, self.window = at, range(0)

    def shuffle(self, cards: list) -> None:
        pass

    def randrange(self, start: int, stop: int) -> int:
        self.window = range(start, stop)
        return start if self.at is None else self.at


@functools.cache
def layouts() -> dict[int, tuple[BalamCard, ...]]:
    """Per place of the eclipse, the deck as assembled with nothing shuffled: which kind
    of card each place holds, and the cards of each kind."""
    probe = _Unshuffled(None)
    assemble_deck(probe)
    return {at: assemble_deck(_Unshuffled(at)) for at in probe.window}


def draw_deck(known: dict[int, BalamCard], rng: random.Random) -> tuple[BalamCard, ...]:
    """A deck as `assemble_deck` makes them, holding the `known` cards at their places."""
    fits = [at for at, deck in layouts().items()
            if all(place_kind(deck[p]) == place_kind(card) for p, card in known.items())]
    deck = list(layouts()[rng.choice(fits)])
    for kind in ("prosperous", SHUFFLED):
        places = [p for p, card in enumerate(deck) if place_kind(card) == kind]
        unseen = Counter(deck[p] for p in places) - Counter(known[p] for p in places if p in known)
        for p, card in zip([p for p in places if p not in known], shuffled(unseen, rng)):
            deck[p] = card
    for p, card in known.items():
        deck[p] = card
    return tuple(deck)


def first_place(state: BalamState) -> int:
    """Where in the whole deck this round's first Katun card was."""
    return len(layouts()[next(iter(layouts()))]) - len(state.deck) - len(state.katun)


class BalamReplay(Replay):
    def sample(self, rng: random.Random) -> BalamState:
        self.known: dict[int, BalamCard] = {}
        return super().sample(rng)

    def fill(self, state: BalamState, index: int, event: Any, rng: random.Random) -> tuple[Any, Any]:
        if isinstance(event, BalamDeckAssembled) and event.cards is None:
            # Any deck will do while folding: the cards that matter are put in place as they are turned.
            return state, replace(event, cards=next(iter(layouts().values())))
        if isinstance(event, BalamKatunTurned):
            self.known[first_place(state) + event.card] = event.face
            katun = state.katun[:event.card] + (event.face,) + state.katun[event.card + 1:]
            state = replace(state, katun=katun)
        return state, event

    def finish(self, state: BalamState, rng: random.Random) -> BalamState:
        first = first_place(state)
        for i, seen in enumerate(self.obs.view.katun):
            if seen.card is not None:
                self.known[first + i] = seen.card
        deck = draw_deck(self.known, rng)
        dealt = first + len(state.katun)
        return replace(state, deck=deck[dealt:], katun=deck[first:dealt])


def score(state: BalamState) -> tuple[int, ...]:
    final = state if state.phase == "over" else game_over(state)
    return tuple(king.prestige for king in final.kings)
