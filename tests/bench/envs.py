"""The environments (`--only envs`, or `python tests/bench/envs.py`): steps per second of
the PettingZoo environments, random legal actions, beside the engines' own rate for the
same random play (legal_actions + play per action), per game at its fewest players.

An environment step is the engine's act and, for the next seat, the legal actions as a
mask, every seat's view (in `info`, as builtins) and the observation vector `last()`
reads: what a training loop pays per step."""

from __future__ import annotations

import random
import time

import numpy as np

from engines.core import fold, rng_for
from engines.envs.pettingzoo import raw_env
from engines.registry import GAMES


def engine_rate(game_id: str, seconds: float) -> float:
    game, actions, seed = GAMES[game_id], 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seed += 1
        rng = random.Random(seed)
        state = game.initial_state(game.min_players, game.options_type())
        state = fold(game, state, game.setup(state, rng_for(seed, 0)))
        while movers := game.to_move(state):
            seat = movers[0]
            state = game.play(state, seat, rng.choice(game.legal_actions(state, seat)), rng)[1]
            actions += 1
    return actions / (time.perf_counter() - start)


def env_rate(game_id: str, seconds: float) -> float:
    table, rng, steps = raw_env(game_id, seed=0), random.Random(0), 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        table.reset()
        for _agent in table.agent_iter():
            _, _, terminated, _, info = table.last()
            if terminated:
                table.step(None)
                continue
            table.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
            steps += 1
    return steps / (time.perf_counter() - start)


def env_figures(seconds: float = 3) -> None:
    print("== environments (one core, random legal actions, fewest players)")
    for game_id in GAMES:
        engine, env = engine_rate(game_id, seconds), env_rate(game_id, seconds)
        print(f"env {game_id:6s} pettingzoo {env:8.0f} steps/s   engine {engine:8.0f} actions/s   ({env / engine:.0%})")


if __name__ == "__main__":
    env_figures()
