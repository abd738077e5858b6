"""Determinization checks shared by the games' tests: at random points of seeded
random matches, a state sampled from one seat's knowledge (`Game.worlds(seen)`)
shows that seat exactly what the true state shows (view and legal actions), holds
the same components (the game's `components(state)`, nothing made up, nothing
lost), and plays on under the rules to the end."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from engines.core import Game, fold, rng_for
from engines.core.determinize import Seen


def random_matches(
    game: Game, players: int, options: Any, seeds: Iterable[int], rules_version: int | None = None
) -> Iterator[tuple[Any, list[Any]]]:
    """(state, events so far) after the setup and after every action of random matches."""
    for seed in seeds:
        pick = random.Random(seed)
        state = game.initial_state(players, options, rules_version)
        events = game.setup(state, rng_for(seed, 0))
        state = fold(game, state, events)
        yield state, events
        while game.result(state) is None:
            mover = pick.choice(game.to_move(state))
            action = pick.choice(game.legal_actions(state, mover))
            produced, state = game.play(state, mover, action, rng_for(seed, len(events)))
            events = events + produced
            yield state, events


def seen_by(game: Game, state: Any, events: list[Any], seat: int, players: int, options: Any) -> Seen:
    rules = getattr(state, "rules", game.rules_version)
    return Seen(seat, players, options, rules, [game.view_event(event, seat) for event in events])


def check_worlds(
    game: Game,
    players: int,
    options: Any,
    state: Any,
    events: list[Any],
    components: Callable[[Any], Any],
    rng: random.Random,
    samples: int = 2,
) -> None:
    """Every seat's worlds agree with it, hold the true components and play to the end."""
    for seat in range(players):
        worlds = game.worlds(seen_by(game, state, events, seat, players, options))
        for _ in range(samples):
            world = worlds.sample(rng)
            assert game.view(world, seat) == game.view(state, seat)
            assert game.legal_actions(world, seat) == game.legal_actions(state, seat)
            assert components(world) == components(state)
            play_to_the_end(game, world, rng)


def play_to_the_end(game: Game, state: Any, rng: random.Random) -> None:
    while game.result(state) is None:
        mover = rng.choice(game.to_move(state))
        state = game.play(state, mover, rng.choice(game.legal_actions(state, mover)), rng)[1]
    assert len(game.scores(state)) == len(game.result(state).scores)
