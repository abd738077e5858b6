"""The games as environments (engines/envs): every game, player count and variant, and
random matches played through the environments' `Match`."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engines.core import rng_for
from engines.envs.match import Match
from engines.registry import GAMES

# Every game, player count and variant: Bali's Oracle and Demon, Maya's professional
# variant, Balam's number of ball games (None: as many as the players).
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("babel", 2, {}),
    *(("bali", n, {"oracle": o, "demon": d}) for n in (2, 3, 4) for o in (False, True) for d in (False, True)),
    *(("maya", n, {"professional": p}) for n in (3, 4, 5) for p in (False, True)),
    *(("balam", n, {"ball_games": b}) for n in (2, 3, 4) for b in (None, 2, 3, 4, 5)),
]
# One config per game and variant, at the fewest players: the slower checks.
VARIANTS = [config for config in CONFIGS if config[1] == GAMES[config[0]].min_players]
# Those with simultaneous decisions.
SIMULTANEOUS = [("maya", 4, {"professional": True}), ("balam", 3, {})]


def name(config: tuple[str, int, dict[str, Any]]) -> str:
    game, players, options = config
    shown = ",".join(f"{key}={value}" for key, value in options.items())
    return f"{game}-{players}p" + (f"-{shown}" if shown else "")


def configs(chosen: list[tuple[str, int, dict[str, Any]]]) -> Any:
    return pytest.mark.parametrize("config", chosen, ids=[name(config) for config in chosen])


def decisions(config: tuple[str, int, dict[str, Any]], seed: int) -> Iterator[Match]:
    """A match of random legal actions, at each of its decisions (the seed deals it)."""
    game, players, options = config
    match, rng = Match(game, players, options), random.Random(seed)
    match.deal(lambda version: rng_for(seed, version))
    while match.result() is None:
        yield match
        seat = match.current
        assert seat is not None
        match.act(seat, rng.choice(match.legal(seat)), lambda version: rng_for(seed, version))
