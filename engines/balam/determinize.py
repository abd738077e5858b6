"""Balam's worlds: the only secret is the Katun deck. Its order is not uniform: the
prosperous cards are on top, a ball game follows each of the first five piles, and
the eclipse lies somewhere in the middle nine places (`setup.assemble_deck`).

Each round deals the top NJ+1 cards. A seat knows every card turned so far and the
cards it divined (recorded in its own `BalamCardDivined` events); the rest of the deck
is drawn again the way it was assembled: an eclipse place agreeing with every known
card, then the unseen prosperous and shuffled cards at random in their own places.
"""

from __future__ import annotations

import enum
import functools
import random
from collections import Counter
from typing import Any

from msgspec.structs import replace

from engines.balam.components import BalamKatunKind
from engines.balam.events import BalamCardDivined, BalamDeckAssembled, BalamKatunTurned
from engines.balam.setup import assemble_deck
from engines.balam.state import BalamCard, BalamState
from engines.core.determinize import Folds, Seen, Worlds, shuffled

K = BalamKatunKind


class DeckPlace(enum.StrEnum):
    """What kind of card a place of the assembled deck holds."""

    PROSPEROUS = K.PROSPEROUS
    BALL_GAME = K.BALL_GAME
    ECLIPSE = K.ECLIPSE
    SHUFFLED = "shuffled"  # a card of the piles the ball games separate


def place_kind(card: BalamCard) -> DeckPlace:
    return DeckPlace(card.kind) if card.kind in (K.PROSPEROUS, K.BALL_GAME, K.ECLIPSE) else DeckPlace.SHUFFLED


class _Unshuffled(random.Random):
    """A stand-in RNG for `assemble_deck`: shuffles nothing and puts the eclipse at `at`
    (the first place it may take when None), noting the places it may take."""

    def __init__(self, at: int | None) -> None:
        super().__init__(0)
        self.at, self.window = at, range(0)

    def shuffle(self, x: Any) -> None:
        pass

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        assert stop is not None
        self.window = range(start, stop)
        return start if self.at is None else self.at


@functools.cache
def layouts() -> dict[int, tuple[BalamCard, ...]]:
    """Per place of the eclipse, the deck as assembled with nothing shuffled: which kind
    of card each place holds, and the cards of each kind."""
    probe = _Unshuffled(None)
    assemble_deck(probe)
    return {at: assemble_deck(_Unshuffled(at)) for at in probe.window}


def deck_size() -> int:
    return len(next(iter(layouts().values())))


def draw_deck(known: dict[int, BalamCard], rng: random.Random) -> tuple[BalamCard, ...]:
    """A deck as `assemble_deck` makes them, holding the `known` cards at their places."""
    fits = [
        at
        for at, deck in layouts().items()
        if all(place_kind(deck[p]) == place_kind(card) for p, card in known.items())
    ]
    deck = list(layouts()[rng.choice(fits)])
    for kind in (DeckPlace.PROSPEROUS, DeckPlace.SHUFFLED):
        places = [p for p, card in enumerate(deck) if place_kind(card) == kind]
        unseen = Counter(deck[p] for p in places) - Counter(known[p] for p in places if p in known)
        for p, card in zip([p for p in places if p not in known], shuffled(unseen, rng), strict=True):
            deck[p] = card
    for p, card in known.items():
        deck[p] = card
    return tuple(deck)


def first_place(state: BalamState) -> int:
    """Where in the whole deck this round's first Katun card was."""
    return deck_size() - len(state.deck) - len(state.katun)


class BalamWorlds(Worlds[BalamState]):
    """Reads once which cards the seat has seen at which places of the deck; each
    sample deals a deck holding them there, the rest drawn anew."""

    def __init__(self, game: Folds[BalamState], seen: Seen) -> None:
        super().__init__(game, seen)
        self.known: dict[int, BalamCard] = {}
        state = game.initial_state(seen.players, seen.options, seen.rules_version)
        for event in seen.events:
            if isinstance(event, BalamDeckAssembled) and event.cards is None:
                # Any deck will do to find the places: they do not depend on the cards.
                event = replace(event, cards=layouts()[min(layouts())])
            elif isinstance(event, BalamKatunTurned | BalamCardDivined) and event.face is not None:
                self.known[first_place(state) + event.card] = event.face  # turned, or divined by the seat
            state = game.evolve(state, event)

    def fill(self, state: BalamState, index: int, event: Any, rng: random.Random) -> tuple[BalamState, Any]:
        if isinstance(event, BalamDeckAssembled) and event.cards is None:
            return state, replace(event, cards=draw_deck(self.known, rng))
        return state, event
