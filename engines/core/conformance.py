"""Generic checks every engine's tests run: random full playouts with invariants.

`playout` plays one random match through the contract and asserts, at every
step, what any engine must guarantee:
- only the seats in `to_move` have legal actions, and the chosen seat has some;
- every listed action is accepted (`check_all_listed`), and a seat that is not
  to move is refused;
- actions and events survive a JSON round trip (that is how they are stored);
- `play` decides as `decide` does, and its state is the fold of its events;
- after every event (any version can be served, `?at=N`), views and redacted
  events encode, `to_move`/`result` answer, and the game's own hooks hold
  (`invariant(state)` for conservation, `check_view`/`check_event` for leaks);
  at every decision point `scramble` checks views ignore hidden data;
- the match ends within `max_steps` with a result;
- replaying the JSON-decoded events gives the live state at every version.

`rules_version` plays the match under older rules (None: the current ones);
each game's tests also run some seeds under every older version.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import msgspec

from engines.core.contract import AnyGame, IllegalAction, fold, rng_for


class Playout(msgspec.Struct):
    states: list[Any]  # states[v] = live state at version v (v = events applied)
    events: list[Any]
    actions: int
    setup_events: int


def playout(
    game: AnyGame,
    players: int,
    options: Any = None,
    seed: int = 0,
    *,
    max_steps: int = 20_000,
    check_all_listed: bool = False,
    invariant: Callable[[Any], None] | None = None,
    check_view: Callable[[Any, int | None, Any], None] | None = None,
    check_event: Callable[[Any, int | None, Any], None] | None = None,
    scramble: Callable[[Any, int, random.Random], Any] | None = None,
    choose: Callable[[Any, int, list[Any], random.Random], Any] | None = None,
    rules_version: int | None = None,
) -> Playout:
    options = game.options_type() if options is None else options
    pick = random.Random(seed)
    run = _Run(game, game.initial_state(players, options, rules_version), players, invariant, check_view, check_event)
    run.apply(game.setup(run.state, rng_for(seed, 0)))
    setup_events, actions = len(run.events), 0
    while movers := run.movers():
        assert actions < max_steps, f"{game.id} did not end within {max_steps} actions"
        if scramble:
            _check_scramble(game, run.state, players, scramble, pick)
        seat = pick.choice(movers)
        legal = game.legal_actions(run.state, seat)
        assert legal, f"seat {seat} is to move but has no legal action"
        if check_all_listed:
            run.check_listed(seat, legal, movers, seed)
        run.play(seat, choose(run.state, seat, legal, pick) if choose else pick.choice(legal), seed)
        actions += 1
    _check_replay(game, players, options, rules_version, run.states, run.events)
    return Playout(states=run.states, events=run.events, actions=actions, setup_events=setup_events)


class _Run:
    """A match played through the contract, every step checked."""

    def __init__(
        self,
        game: AnyGame,
        state: Any,
        players: int,
        invariant: Callable[[Any], None] | None,
        check_view: Callable[[Any, int | None, Any], None] | None,
        check_event: Callable[[Any, int | None, Any], None] | None,
    ) -> None:
        self.game, self.state, self.players = game, state, players
        self.invariant, self.check_view, self.check_event = invariant, check_view, check_event
        self.states, self.events = [state], list[Any]()
        self.viewers: list[int | None] = [*range(players), None]
        self.actions = _Codec(game.action_type)

    def apply(self, new_events: list[Any]) -> None:
        """Fold the events, checking every version (any can be served, `?at=N`)."""
        game = self.game
        for event in new_events:
            self.state = game.evolve(self.state, event)
            self.states.append(self.state)
            self.events.append(event)
            if self.invariant:
                self.invariant(self.state)
            game.to_move(self.state)
            game.result(self.state)
            _check_views(game, self.state, self.viewers, self.check_view)
            for viewer in self.viewers:
                redacted = game.view_event(event, viewer)
                assert type(redacted) is type(event), "redaction must keep the event type"
                msgspec.json.encode(redacted)
                if self.check_event:
                    self.check_event(event, viewer, redacted)

    def movers(self) -> list[int]:
        """The seats to move (none once the match has a result); the others have nothing
        to decide."""
        game, state = self.game, self.state
        movers = game.to_move(state)
        if not movers:
            assert game.result(state) is not None, "nobody to move but no result"
            return []
        assert game.result(state) is None, "a finished match still has seats to move"
        for seat in range(self.players):
            if seat not in movers:
                assert game.legal_actions(state, seat) == [], f"seat {seat} is not to move"
        return list(movers)

    def check_listed(self, seat: int, legal: list[Any], movers: list[int], seed: int) -> None:
        """Every listed action is accepted (and survives a JSON round trip); a seat that is
        not to move is refused."""
        game, state, rng = self.game, self.state, rng_for(seed, len(self.events))
        for action in legal:
            assert self.actions.roundtrip(action) == action
            game.decide(state, seat, action, rng_for(seed, len(self.events)))
        idle = [s for s in range(self.players) if s not in movers]
        if idle:
            try:
                game.decide(state, idle[0], legal[0], rng)
            except IllegalAction:
                return
            raise AssertionError(f"seat {idle[0]} acted out of turn")

    def play(self, seat: int, action: Any, seed: int) -> None:
        """`play` decides as `decide` does, and its state is the fold of its events."""
        game, state = self.game, self.state
        new_events, after = game.play(state, seat, action, rng_for(seed, len(self.events)))
        assert new_events, "an accepted action must produce events"
        decided = game.decide(state, seat, action, rng_for(seed, len(self.events)))
        assert decided == new_events, "play must decide as decide does"
        self.apply(new_events)
        assert after == self.state, "play must return the fold of its events"


class _Codec:
    def __init__(self, type_: Any) -> None:
        self.decoder = msgspec.json.Decoder(type_)

    def roundtrip(self, value: Any) -> Any:
        return self.decoder.decode(msgspec.json.encode(value))


def _check_views(
    game: AnyGame, state: Any, viewers: list[int | None], check_view: Callable[[Any, int | None, Any], None] | None
) -> None:
    for viewer in viewers:
        view = game.view(state, viewer)
        assert isinstance(view, game.view_type)
        msgspec.json.encode(view)
        if check_view:
            check_view(state, viewer, view)


def _check_scramble(
    game: AnyGame, state: Any, players: int, scramble: Callable[[Any, int, random.Random], Any], pick: random.Random
) -> None:
    for seat in range(players):
        other = scramble(state, seat, random.Random(pick.random()))
        assert game.view(other, seat) == game.view(state, seat), f"seat {seat} sees hidden data"


def _check_replay(
    game: AnyGame, players: int, options: Any, rules_version: int | None, states: list[Any], events: list[Any]
) -> None:
    codec = _Codec(game.event_type)
    stored = [codec.roundtrip(event) for event in events]
    assert stored == events, "events must survive a JSON round trip"
    state = game.initial_state(players, options, rules_version)
    assert state == states[0]
    for version, event in enumerate(stored, start=1):
        state = fold(game, state, [event])
        assert state == states[version], f"replay differs from live state at version {version}"
