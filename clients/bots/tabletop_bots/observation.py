"""What a seat knows of a match, in the engine's types: what it has seen (the
engine's `Seen`: the options and every event as `view_event` gave them to it) and
the actions it may take now. The full states that agree with it, the worlds a
search plays in, are the engine's to draw (`Game.worlds(seen).sample(rng)`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engines.core import Game
from engines.core.determinize import Seen, Worlds

S = TypeVar("S")  # the game's state
A = TypeVar("A")  # the game's action

# A game of any events, options and views (what a bot reads is its states and actions).
SomeGame = Game[S, A, Any, Any, Any]


@dataclass(frozen=True)
class Observation(Generic[S, A]):
    """One seat's knowledge of a match, and its legal actions now."""

    game: SomeGame[S, A]
    seen: Seen
    legal: Sequence[A]

    @property
    def seat(self) -> int:
        return self.seen.seat

    def worlds(self) -> Worlds[S]:
        """The full states that agree with what the seat has seen: each `sample(rng)` draws
        the unseen anew."""
        return self.game.worlds(self.seen)
