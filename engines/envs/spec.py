"""What the environments need of a game beyond the engine contract, in one `Spec` per
game (engines/envs/games/): the values of its actions' integer fields (the action
catalogue, catalogue.py), how its view is laid out as a vector (observation.py), its
simultaneous decisions (match.py) and its largest chance draw (OpenSpiel's
`max_chance_outcomes`).

The view's encoding is read from the view's type; `Hint`s, by field path (`sides[*].hand`:
the `hand` of every item of `sides`), say what the type cannot: how long a tuple may grow,
which integers name a seat or an index, what a multiset counts, what never changes."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Skip:
    """Left out: constant for the match's options, or told elsewhere in the view."""


@dataclass(frozen=True)
class OneHot:
    """An integer in range(n) (a seat, a column...): one slot per value, and one for None
    when it is optional."""

    n: int


@dataclass(frozen=True)
class Indices:
    """A tuple of integers in range(n) read as a set (the winners, the seats to move): one
    flag per value."""

    n: int


@dataclass(frozen=True)
class Counts:
    """A tuple read as a multiset (a hand): how many of each value. `domain` names the values
    of an integer item; an enum's or a literal's are read from its type."""

    domain: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Each:
    """A tuple that always holds `n` items (one per seat, per site...): each item in turn."""

    n: int


@dataclass(frozen=True)
class Seq:
    """A tuple of at most `cap` items, in order: its length, then `cap` item slots (zeros past
    the length). `cap` bounds it by the rules (every card of the game in one column...)."""

    cap: int


Hint = Skip | OneHot | Indices | Counts | Each | Seq


def everything(players: int, options: Any, action: Any) -> bool:
    return True


@dataclass(frozen=True)
class Spec:
    # Each integer action field's values (by field name), for (players, options).
    ints: Callable[[int, Any], Mapping[str, Sequence[int]]]
    # The view's hints by field path, for (players, options).
    hints: Callable[[int, Any], Mapping[str, Hint]]
    # The most outcomes one chance draw of the engine has (a shuffle draws one card at a time).
    chance_outcomes: int
    # Which actions of the product of the fields' values the game can list at all.
    valid: Callable[[int, Any, Any], bool] = everything
    # The simultaneous decision a state waits on, as a key that stays the same while it
    # lasts (None: a single seat decides, whenever several may is one of these).
    sealed: Callable[[Any], Hashable | None] = lambda state: None
