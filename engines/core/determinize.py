"""Determinization: full states that agree with everything one seat has seen.

A seat knows the match's options and the events as `view_event` redacted them for
it. `Game.worlds(seen)` reads that history once and returns `Worlds`, whose
`sample(rng)` folds the events with the engine, filling each hidden field with a
value consistent with everything the seat has seen before and after it (OpenSpiel's
`resample_from_infostate`). A sampled state shows the seat exactly its view and its
legal actions, holds the same components as the true one, and plays on: the worlds
an information-set search (tabletop_bots' MCTS) plays in. Each call draws the unseen
anew; `rng` is the only chance.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import msgspec

S = TypeVar("S")
T = TypeVar("T")


class Folds(Protocol[S]):
    """What sampling needs of a game (engines/core/contract.py's Game has it)."""

    def initial_state(self, players: int, options: Any, rules_version: int | None = None) -> S: ...

    def evolve(self, state: S, event: Any) -> S: ...


class Seen(msgspec.Struct, frozen=True):
    """One seat's knowledge of a match."""

    seat: int
    players: int
    options: Any
    rules_version: int
    events: Sequence[Any]  # every event so far, as `view_event` gave it to the seat


class Worlds(Generic[S]):
    """Samples full states from a seat's knowledge. Subclasses read the whole
    history in `__init__` for what later events reveal of earlier hidden fields,
    and override `fill` (and `finish`) to draw what stays hidden."""

    def __init__(self, game: Folds[S], seen: Seen) -> None:
        self.game, self.seen, self.me = game, seen, seen.seat

    def sample(self, rng: random.Random) -> S:
        seen = self.seen
        state = self.game.initial_state(seen.players, seen.options, seen.rules_version)
        for index, event in enumerate(seen.events):
            state, event = self.fill(state, index, event, rng)
            state = self.game.evolve(state, event)
        return self.finish(state, rng)

    def fill(self, state: S, index: int, event: Any, rng: random.Random) -> tuple[S, Any]:
        """The state to apply event `index` to, and the event with its hidden fields filled."""
        return state, event

    def finish(self, state: S, rng: random.Random) -> S:
        """The state once every event is folded, with what is still hidden drawn."""
        return state


def to_front(pile: tuple[T, ...], cards: Iterable[T]) -> tuple[T, ...]:
    """`pile` reordered so that `cards` (which it holds) come first, in their order: the
    order of a face-down pile is never seen, so choosing it at a draw is choosing it at
    the shuffle."""
    rest = list(pile)
    chosen = tuple(cards)
    for card in chosen:
        rest.remove(card)
    return chosen + tuple(rest)


def shuffled(cards: Counter[T] | Iterable[T], rng: random.Random) -> list[T]:
    items = list(cards.elements()) if isinstance(cards, Counter) else list(cards)
    rng.shuffle(items)
    return items
