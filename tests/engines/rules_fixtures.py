"""Matches recorded under old rules, kept as fixtures so that a rule fix can be
shown to leave them alone: each file holds the match's players, options, seed,
the moves of a deterministic chooser, the full event log as the engine emits
it, every seat's and the spectator's view at a few versions, and the result.

Re-record (the files must come out identical under their rules version):

    python -m tests.engines.rules_fixtures
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, NamedTuple

import msgspec

from engines.core import Game, Result, fold, rng_for
from engines.registry import GAMES

FIXTURES = Path(__file__).parent / "fixtures"


class Move(msgspec.Struct, frozen=True):
    version: int  # events before the move
    seat: int
    action: Any


class Recorded(msgspec.Struct):
    game: str
    rules_version: int
    players: int
    options: Any
    seed: int  # the match's seed: setup and every decision draw from rng_for(seed, version)
    chooser: int  # the seed of the moves' chooser
    moves: list[Move]
    events: list[Any]
    views: dict[int, list[Any]]  # version -> views of seat 0..n-1, then the spectator
    result: Result


class Match(NamedTuple):
    game: str
    rules_version: int
    players: int
    seed: int
    chooser: int


# Chosen so that they play what a later rules version changed.
MATCHES: dict[str, Match] = {
    # Seat 0 travels until his kept level-1 temple cannot be built and ends his first turn.
    "babel_rules_1": Match("babel", 1, 2, 4, 4),
    # Three rounds paid and no stone removed after the payouts.
    "maya_rules_1": Match("maya", 1, 3, 1, 1),
    # Seat 0 divines twice a round, using every look (rules 2 lets him decline).
    "balam_rules_1": Match("balam", 1, 2, 13, 13),
    # Seat 0 divines, his events recording the looks but not the cards (rules 3 records them).
    "balam_rules_2": Match("balam", 2, 2, 13, 13),
}


def choose(game: Game, state: Any, chooser: int, version: int) -> tuple[int, Any]:
    """The chooser's move at `version`: a random seat to move, a random legal
    action, drawn from an RNG of its own per version so play can resume anywhere."""
    pick = random.Random(f"{chooser}:{version}")
    seat = pick.choice(game.to_move(state))
    return seat, pick.choice(game.legal_actions(state, seat))


def play_on(game: Game, state: Any, events: list, seed: int, chooser: int) -> tuple[Any, list[Move]]:
    """The chooser plays from `state` (after `events`) to the end; `events` grows."""
    moves = []
    while game.to_move(state):
        version = len(events)
        seat, action = choose(game, state, chooser, version)
        moves.append(Move(version, seat, action))
        new, state = game.play(state, seat, action, rng_for(seed, version))
        events += new
    return state, moves


def views(game: Game, state: Any, players: int) -> list[Any]:
    return [game.view(state, viewer) for viewer in [*range(players), None]]


def record(name: str) -> Recorded:
    game_id, rules_version, players, seed, chooser = MATCHES[name]
    game = GAMES[game_id]
    options = game.options_type()
    state = game.initial_state(players, options, rules_version)
    events = game.setup(state, rng_for(seed, 0))
    start = fold(game, state, events)
    setup = len(events)
    final, moves = play_on(game, start, events, seed, chooser)
    shown = sorted({setup, len(events) // 3, 2 * len(events) // 3, len(events)})
    return Recorded(
        game=game_id,
        rules_version=rules_version,
        players=players,
        options=options,
        seed=seed,
        chooser=chooser,
        moves=moves,
        events=events,
        views={v: views(game, fold(game, state, events[:v]), players) for v in shown},
        result=game.result(final),
    )


def encode(recorded: Recorded) -> bytes:
    return msgspec.json.format(msgspec.json.encode(recorded), indent=1) + b"\n"


def path(name: str) -> Path:
    return FIXTURES / f"{name}.json"


if __name__ == "__main__":
    for name in MATCHES:
        path(name).write_bytes(encode(record(name)))
