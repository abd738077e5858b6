"""A match as the environments step it: one seat decides at a time, and each seat is
shown its own view and nothing more.

The engines let several seats decide at once (Maya's sealed bids, Balam's divination and
distribution: the game's `Spec.sealed`). An environment asks them in turn, the lowest seat
first, and none may learn what another decided meanwhile: each decides on the table as
the simultaneous decisions began, with its own decisions on it and none of the others'
(they do not depend on one another); once the last of them is done, all are played on
the table, in seat order, and every seat sees their events. Until then the table and every
seat's events stay as they were at the start.

Chance comes from `draw(version)`, the RNG of the decision taken at that version of the
match (the number of events so far), as the server draws it (`rng_for(seed, version)`), or
a script of outcomes (engines/envs/chance.py). A decision that needs more chance than it
is given raises before it changes anything.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from engines.core import IllegalAction, Result, fold
from engines.core.determinize import Seen, Worlds
from engines.envs.catalogue import options_of
from engines.envs.chance import NoChance
from engines.envs.games import SPECS
from engines.registry import GAMES

Draw = Callable[[int], random.Random]
NO_CHANCE = NoChance().as_random()


class Stretch:
    """Simultaneous decisions taken in turn: each seat's table (the start with its own
    decisions), its actions and its events, as it saw them."""

    def __init__(self, seats: tuple[int, ...], start: Any) -> None:
        self.seats = seats
        self.tables = dict.fromkeys(seats, start)
        self.actions: dict[int, list[Any]] = {seat: [] for seat in seats}
        self.events: dict[int, list[Any]] = {seat: [] for seat in seats}

    def deciding(self, to_move: Callable[[Any], list[int]]) -> list[int]:
        """The seats with decisions left on their own tables, in turn order."""
        return [seat for seat in self.seats if seat in to_move(self.tables[seat])]

    def __deepcopy__(self, memo: dict[int, Any]) -> Stretch:
        clone = copy.copy(self)
        clone.tables = dict(self.tables)  # (states are immutable)
        clone.actions = {seat: list(actions) for seat, actions in self.actions.items()}
        clone.events = {seat: list(events) for seat, events in self.events.items()}
        return clone


class Match:
    def __init__(self, game_id: str, players: int, options: Any = None) -> None:
        self.game_id, self.players, self.options = game_id, players, options_of(game_id, options)
        self.game, self.spec = GAMES[game_id], SPECS[game_id]
        self.state = self.game.initial_state(players, self.options)
        self.dealt = False
        self.seen: list[list[Any]] = [[] for _ in range(players)]  # every event, as each seat saw it
        self.acts: list[tuple[int | None, int]] = []  # (actor, events) of each act played, None for the deal
        self.stretch: Stretch | None = None

    @property
    def version(self) -> int:
        return len(self.seen[0])

    @property
    def current(self) -> int | None:
        """The seat to decide now; None before the deal and once the match is over."""
        if self.stretch is not None:
            return self.stretch.deciding(self.game.to_move)[0]
        movers = self.game.to_move(self.state) if self.dealt else []
        return movers[0] if movers else None

    def result(self) -> Result | None:
        return self.game.result(self.state) if self.dealt else None

    def table(self, seat: int) -> Any:
        """The state `seat` decides on and is shown."""
        if self.stretch is not None and seat in self.stretch.tables:
            return self.stretch.tables[seat]
        return self.state

    def legal(self, seat: int) -> list[Any]:
        return self.game.legal_actions(self.table(seat), seat) if seat == self.current else []

    def knowledge(self, seat: int) -> list[Any]:
        """Every event `seat` has seen, as it saw it."""
        own = self.stretch.events.get(seat, []) if self.stretch is not None else []
        return [*self.seen[seat], *own]

    def deal(self, draw: Draw) -> None:
        assert not self.dealt, "the match is dealt once"
        events = self.game.setup(self.state, draw(0))
        self._played([(None, events)], fold(self.game, self.state, events))

    def act(self, seat: int, action: Any, draw: Draw) -> None:
        if seat != self.current:
            raise IllegalAction(f"seat {seat} has nothing to decide now")
        stretch = self.stretch
        if stretch is None:
            events, state = self.game.play(self.state, seat, action, draw(self.version))
            self._played([(seat, events)], state)
            return
        events, table = self.game.play(stretch.tables[seat], seat, action, NO_CHANCE)
        if seat in self.game.to_move(table) or stretch.deciding(self.game.to_move) != [seat]:
            stretch.tables[seat] = table
            stretch.actions[seat].append(action)
            stretch.events[seat] += [self.game.view_event(event, seat) for event in events]
            return
        # The last decision of the stretch (the last seat's): all of them are played now.
        acts: list[tuple[int | None, list[Any]]] = []
        state, version = self.state, self.version
        for decider in stretch.seats:
            for taken in [*stretch.actions[decider], *([action] if decider == seat else [])]:
                produced, state = self.game.play(state, decider, taken, draw(version))
                acts.append((decider, produced))
                version += len(produced)
        self._played(acts, state)

    def _played(self, acts: list[tuple[int | None, list[Any]]], state: Any) -> None:
        for actor, events in acts:
            self.acts.append((actor, len(events)))
            for seat, seen in enumerate(self.seen):
                seen += [self.game.view_event(event, seat) for event in events]
        self.state, self.dealt, self.stretch = state, True, None
        movers = self.game.to_move(state)
        if len(movers) > 1:
            assert self.spec.sealed(state) is not None, f"{self.game_id}: seats {movers} to move, not simultaneously"
            self.stretch = Stretch(tuple(sorted(movers)), state)

    def resample(self, seat: int, rng: random.Random) -> Match:
        """A match that agrees with all `seat` knows, the rest drawn anew (OpenSpiel's
        `resample_from_infostate`): the hidden cards by the engine's worlds, the decisions
        taken alongside the seat's (before it, in turn) by uniformly random legal choices."""
        own = self.stretch.events.get(seat, []) if self.stretch is not None else []
        knows = Seen(seat, self.players, self.options, self.game.rules_version, [*self.seen[seat], *own])
        events, tables = history(self.game.worlds(knows), rng)
        committed = len(self.seen[seat])  # (then the seat's own simultaneous decisions)
        world = Match(self.game_id, self.players, self.options)
        world.state, world.dealt, world.acts = tables[committed], True, list(self.acts)
        world.seen = [[self.game.view_event(e, other) for e in events[:committed]] for other in range(self.players)]
        if self.stretch is not None:
            world.stretch = Stretch(self.stretch.seats, world.state)
            for other in self.stretch.seats[: self.stretch.seats.index(seat)]:
                while other in self.game.to_move(world.stretch.tables[other]):
                    world.act(other, rng.choice(world.legal(other)), lambda version: NO_CHANCE)
            for action in self.stretch.actions[seat]:
                world.act(seat, action, lambda version: NO_CHANCE)
            assert world.stretch.events[seat] == own, "the seat's own decisions replay as it saw them"
        return world

    def __deepcopy__(self, memo: dict[int, Any]) -> Match:
        """Lists copied, states shared (they are immutable): what OpenSpiel's clone needs."""
        clone = copy.copy(self)
        clone.seen = [list(seen) for seen in self.seen]
        clone.acts = list(self.acts)
        clone.stretch = copy.deepcopy(self.stretch)
        return clone

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without the game and its spec, found again by the game's id."""
        return {key: value for key, value in self.__dict__.items() if key not in ("game", "spec")}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state, game=GAMES[state["game_id"]], spec=SPECS[state["game_id"]])


def history(worlds: Worlds[Any], rng: random.Random) -> tuple[list[Any], list[Any]]:
    """One world drawn: its events, hidden fields filled, and its tables, `tables[j]` the
    state before event j and the last the world itself. (The worlds' `fill` is watched
    to read them: the engines' fills change the table only where a seat never sees it,
    which Maya's and Balam's, the games with simultaneous decisions, never do.)"""
    events: list[Any] = []
    tables: list[Any] = []
    fill = worlds.fill

    def watched(state: Any, index: int, event: Any, rng: random.Random) -> tuple[Any, Any]:
        tables.append(state)
        state, event = fill(state, index, event, rng)
        events.append(event)
        return state, event

    worlds.fill = watched  # type: ignore[method-assign]
    tables.append(worlds.sample(rng))
    return events, tables


def shown(game_id: str, seen: Seen, rng: random.Random) -> Any:
    """The table the environments show `seen.seat`, from what it has seen of a match
    played as the server plays it (each decision applied as it is taken): a world drawn
    from its knowledge, less the decisions the others took alongside its own, which the
    environments keep from it until all are taken (their events name their seat)."""
    game, spec = GAMES[game_id], SPECS[game_id]
    events, tables = history(game.worlds(seen), rng)
    key = spec.sealed(tables[-1])
    if key is None:
        return tables[-1]
    start = len(events)
    while start and spec.sealed(tables[start - 1]) == key:
        start -= 1
    return fold(game, tables[start], [event for event in events[start:] if event.seat == seen.seat])
