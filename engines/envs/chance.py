"""Chance as explicit outcomes: the draws the engines make of a `random.Random`, each one
a uniform choice among n outcomes read from a script (OpenSpiel's chance nodes).

A shuffle is drawn one card at a time (Fisher-Yates: the card for the last place among
all n, then for the place before among n - 1...), a choice, a range or a sample alike, so
every outcome of every draw is exact and equally likely, and no draw has more outcomes
than the largest pile shuffled. When the script runs out, the draw raises `NeedChance`
with its number of outcomes: the caller asks chance for one and runs the decision again
from the start with the longer script (decisions are pure: nothing was changed)."""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar, cast

T = TypeVar("T")


class NeedChance(Exception):
    """The draw the script has no outcome for yet: one of `outcomes`, equally likely."""

    def __init__(self, outcomes: int) -> None:
        super().__init__(f"a chance draw among {outcomes} outcomes")
        self.outcomes = outcomes


class Scripted:
    """The subset of random.Random the engines draw from, answered by `script`."""

    def __init__(self, script: Sequence[int]) -> None:
        self.script, self.drawn = script, 0

    def below(self, n: int) -> int:
        """An outcome among range(n): the script's next one (a single outcome is no draw)."""
        if n == 1:
            return 0
        if self.drawn == len(self.script):
            raise NeedChance(n)
        outcome = self.script[self.drawn]
        if not 0 <= outcome < n:
            raise ValueError(f"chance outcome {outcome} for a draw among {n}")
        self.drawn += 1
        return outcome

    def shuffle(self, items: MutableSequence[Any]) -> None:
        for i in reversed(range(1, len(items))):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def randrange(self, start: int, stop: int | None = None) -> int:
        return self.below(start) if stop is None else start + self.below(stop - start)

    def sample(self, population: Sequence[T], k: int) -> list[T]:
        pool = list(population)
        return [pool.pop(self.below(len(pool))) for _ in range(k)]

    def as_random(self) -> random.Random:
        """Itself, where the engines expect a random.Random (they call only the methods above)."""
        return cast(random.Random, self)


class NoChance:
    """The RNG of decisions that must draw nothing: any draw is a bug of that promise."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # (what copy and pickle look for)
            raise AttributeError(name)
        raise AssertionError(f"a decision taken alongside others drew chance (random.{name})")

    def as_random(self) -> random.Random:
        return cast(random.Random, self)
