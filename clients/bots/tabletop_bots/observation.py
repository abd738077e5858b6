"""What a seat knows, and determinization: a full engine state that agrees with it.

A seat sees its view and the match's events as `view_event` redacts them for it.
A `Replay` folds those events with the engine, filling each hidden field with a
value consistent with everything the seat has seen (before and after it), so the
state it returns has the seat's view (`view(state, seat) == seat's view`), and
each call draws the unseen cards anew: the worlds information-set search plays in.
Each game's replay is in `games/`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from engines.core import Game


@dataclass
class Observation:
    """One seat's knowledge of a match, in engine types."""

    game: Game
    seat: int
    players: int
    options: Any
    rules: int
    view: Any  # game.view(state, seat)
    events: list[Any] = field(default_factory=list)  # every event so far, as the seat may see it
    legal: list[Any] = field(default_factory=list)  # the seat's legal actions now


class Replay:
    """Folds a seat's events, filling hidden fields (`fill`), then draws what is still
    hidden at the end (`finish`). Subclasses read the whole history in `__init__` for
    what later events reveal about earlier hidden fields."""

    def __init__(self, obs: Observation) -> None:
        self.obs, self.game, self.me = obs, obs.game, obs.seat

    def sample(self, rng: random.Random) -> Any:
        state = self.game.initial_state(self.obs.players, self.obs.options, self.obs.rules)
        for index, event in enumerate(self.obs.events):
            state, event = self.fill(state, index, event, rng)
            state = self.game.evolve(state, event)
        return self.finish(state, rng)

    def fill(self, state: Any, index: int, event: Any, rng: random.Random) -> tuple[Any, Any]:
        """The state to apply `event` to, and the event with its hidden fields filled."""
        return state, event

    def finish(self, state: Any, rng: random.Random) -> Any:
        return state


def to_front(pile: tuple, cards: Iterable) -> tuple:
    """`pile` reordered so that `cards` (which it holds) come first, in their order: the
    order of a face-down pile is never seen, so choosing it at a draw is choosing it at
    the shuffle."""
    rest = list(pile)
    cards = tuple(cards)
    for card in cards:
        rest.remove(card)
    return cards + tuple(rest)


def shuffled(cards: Counter | Iterable, rng: random.Random) -> list:
    items = list(cards.elements()) if isinstance(cards, Counter) else list(cards)
    rng.shuffle(items)
    return items
