"""The engine contract: pure, deterministic rule engines with no I/O.

A match is a fold of events over an initial state:

    state = game.initial_state(players, options)
    for event in events: state = game.evolve(state, event)

`setup` and `decide` are the only places chance enters; they draw from the
`random.Random` they are given and write every outcome into the events, so
`evolve` (used both live and for replay) never touches an RNG.

State, actions, events and views are msgspec Structs, immutable by convention
(frozen, tuples for sequences): `evolve` returns a new state and never mutates
the one it was given, so a cached state stays valid for its version.

Our decisions common to the four games, where their texts say nothing:

- Seats are numbered 0..n-1 in clockwise order; seat 0 is the first player unless
  a rule chooses otherwise (a rule that says "the oldest player" and the like is
  replaced by seat 0).
- All randomness (shuffles, dice, draws) comes from the match's seeded RNG and its
  outcome is written into an event, so replay never rolls again (above).
- Ties for victory that the text does not break are shared victories (`Result`).
- A player who must choose (discard, target, reward) is asked through a decision
  pending for his seat (engines/core/rules.py); the game never picks for a player.
- Every number of our edition, which the texts never print, lives in the game's
  components.py as a plainly named table, so that a publisher's real figures can
  replace it without touching rule code.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Iterable
from typing import Any, ClassVar, Generic, TypeVar, cast

import msgspec

from engines.core.determinize import Seen, Worlds


class ActionBase(msgspec.Struct, frozen=True, tag_field="type"):
    """Base of every game action; subclasses set `tag=` and a unique class name."""


class EventBase(msgspec.Struct, frozen=True, tag_field="type"):
    """Base of every game event; subclasses set `tag=` and a unique class name."""


class Result(msgspec.Struct, frozen=True):
    """Final scores per seat (index = seat) and the winning seats (shared on ties)."""

    scores: list[int]
    winners: list[int]


class IllegalAction(Exception):
    """The action breaks a rule; the message says which, in words a player understands."""


class InvalidOptions(ValueError):
    """Match options (or the player count) are not acceptable for this game."""


S = TypeVar("S")
A = TypeVar("A")
E = TypeVar("E")
Opt = TypeVar("Opt")
V = TypeVar("V")


class Game(abc.ABC, Generic[S, A, E, Opt, V]):
    """One game's rules. Subclasses fill the class attributes and the methods."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_type: ClassVar[type]  # a msgspec Struct with defaults for every field
    state_type: ClassVar[type]  # the msgspec Struct of the folded state (snapshots store it)
    action_type: ClassVar[Any]  # Union of tagged ActionBase subclasses
    event_type: ClassVar[Any]  # Union of tagged EventBase subclasses
    view_type: ClassVar[type]  # the Struct `view` returns
    # The rules new matches are played by. A rule fix that changes how a stored
    # match would replay raises it and keeps the old rule behind the version.
    rules_version: ClassVar[int] = 1

    def check_options(self, players: int, options: Opt) -> None:
        """Raise InvalidOptions if these options cannot be played by `players` seats."""
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                f"{self.title} is played by {self.min_players} to {self.max_players} players, not {players}"
            )

    def rules(self, rules_version: int | None) -> int:
        """The rules version a match is played by: None means the current one;
        an older one keeps a match started before a fix on its own rules."""
        if rules_version is None:
            return self.rules_version
        if type(rules_version) is not int or not 1 <= rules_version <= self.rules_version:
            raise InvalidOptions(f"{self.title} has rules versions 1 to {self.rules_version}, not {rules_version!r}")
        return rules_version

    @abc.abstractmethod
    def initial_state(self, players: int, options: Opt, rules_version: int | None = None) -> S:
        """The empty table before the setup events are applied, under
        `self.rules(rules_version)`, which the state records."""

    @abc.abstractmethod
    def setup(self, state: S, rng: random.Random) -> list[E]:
        """The events that set the table (shuffles and deals recorded in them)."""

    @abc.abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[A]:
        """Every action `seat` may take now; empty when it has nothing to decide."""

    @abc.abstractmethod
    def decide(self, state: S, seat: int, action: A, rng: random.Random) -> list[E]:
        """The events that `action` by `seat` produces; raise IllegalAction if refused."""

    @abc.abstractmethod
    def evolve(self, state: S, event: E) -> S:
        """Apply one event. Pure: no RNG, no mutation of `state`."""

    def play(self, state: S, seat: int, action: A, rng: random.Random) -> tuple[list[E], S]:
        """`decide`, and the state after its events. Engines that fold their events
        while deciding (to see where the action leads) override it to hand that
        state on instead of folding twice."""
        events = self.decide(state, seat, action, rng)
        return events, fold(self, state, events)

    def zombie_action(self, state: S, seat: int) -> A:
        """The move the server makes for a seat that resigned or ran out of time:
        a documented default per game, always one of legal_actions(state, seat);
        the seat ranks last whatever it scores.

        Each game overrides it with its own choice (a pass where the rules allow
        one, else the least consequential legal choice), made so that a match
        whose seats are all zombies still reaches its end. This fallback, the
        first listed action, only serves a game that has not chosen yet.
        Raises IllegalAction when `seat` has nothing to decide."""
        return self.zombie_options(state, seat)[0]

    def zombie_options(self, state: S, seat: int) -> list[A]:
        """legal_actions(state, seat), which a zombie move is chosen among;
        IllegalAction if there are none (the seat is not to move)."""
        legal = self.legal_actions(state, seat)
        if not legal:
            raise IllegalAction(f"seat {seat} has nothing to decide now")
        return legal

    @abc.abstractmethod
    def to_move(self, state: S) -> list[int]:
        """The seats with a pending decision (empty once the match is over)."""

    @abc.abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What `seat` (None: a spectator) may see of the state."""

    @abc.abstractmethod
    def view_event(self, event: E, seat: int | None) -> E:
        """The event as `seat` may see it: hidden fields blanked, same event type."""

    @abc.abstractmethod
    def result(self, state: S) -> Result | None:
        """Final scores and winners once the match is over, else None."""

    @abc.abstractmethod
    def scores(self, state: S) -> tuple[int, ...]:
        """Each seat's score as the game stands (what a search weighs a table by when it
        stops reading before the end), by the game's own scoring."""

    @abc.abstractmethod
    def worlds(self, seen: Seen) -> Worlds[S]:
        """The full states that agree with what `seen.seat` has seen, to sample from
        (engines/core/determinize.py)."""


# A game of any types: what code that serves every game holds.
AnyGame = Game[Any, Any, Any, Any, Any]


def fold(game: AnyGame, state: Any, events: Iterable[Any]) -> Any:
    for event in events:
        state = game.evolve(state, event)
    return state


def rng_for(seed: int | str, version: int) -> random.Random:
    """The RNG for the decision taken at `version` of a match seeded with `seed`.

    Derived, not stored: any server instance deciding the same move at the same
    version draws the same outcomes, and the outcomes are recorded in events.
    """
    return cast(random.Random, _SeededOnFirstUse(f"{seed}:{version}"))


class _SeededOnFirstUse:
    """random.Random(seed), made at the first draw: most decisions draw nothing, and
    seeding (a SHA-512, then the generator's 624-word state) costs as much as
    deciding a move."""

    __slots__ = ("_rng", "_seed")

    def __init__(self, seed: str) -> None:
        self._seed, self._rng = seed, cast(random.Random | None, None)

    def __getattr__(self, name: str) -> Any:
        if self._rng is None:
            self._rng = random.Random(self._seed)
        return getattr(self._rng, name)
