"""A policy trained on the environments (engines/envs) as a bot:
`tabletop-bot --bot pettingzoo:module:callable`, on a server or in the arena.

The callable takes what the PettingZoo environment gives a seat, its observation vector
(float32) and its action mask (int8, 1 for each legal action), and returns an index of the
game's action catalogue; the bot plays the action at that index, a typed action the API
takes. The vector is the environment's: the seat's view, drawn from the events the seat
has seen, without the decisions others took alongside its own (engines/envs/match.py,
`shown`), so a policy sees over HTTP what it saw in training. It needs numpy (the
`pettingzoo` extra of the engines)."""

from __future__ import annotations

import importlib
import importlib.util
import os
import random
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from engines.envs.catalogue import catalogue
from engines.envs.match import shown
from engines.envs.observation import encoder
from tabletop_bots.observation import A, Observation, S
from tabletop_bots.players import Bot

Policy = Callable[[npt.NDArray[np.float32], npt.NDArray[np.int8]], Any]
PREFIX = "pettingzoo:"


class PolicyBot(Bot):
    name = "pettingzoo"

    def __init__(self, policy: Policy) -> None:
        super().__init__()
        self.policy = policy

    def think(self, obs: Observation[S, A], rng: random.Random) -> A:
        vector, mask = inputs(obs, rng)
        index = int(self.policy(vector, mask))
        if not 0 <= index < len(mask) or not mask[index]:
            raise ValueError(f"the policy chose action {index}, which is not legal now (see the mask)")
        action: A = catalogue(obs.game.id, obs.seen.players, obs.seen.options).action(index)
        return action


def inputs(obs: Observation[Any, Any], rng: random.Random) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.int8]]:
    """The seat's observation vector and action mask, as the environment gives them."""
    game, seen = obs.game, obs.seen
    actions = catalogue(game.id, seen.players, seen.options)
    view = game.view(shown(game.id, seen, rng), seen.seat)
    mask = np.zeros(actions.size, np.int8)
    mask[actions.indices(obs.legal)] = 1
    return np.array(encoder(game.id, seen.players, seen.options).encode(view), np.float32), mask


def load(spec: str) -> PolicyBot:
    """The bot of `pettingzoo:module:callable` (or `module:callable`): the module is
    imported (from the Python path, or else the current directory), the callable read
    from it."""
    module, _, attribute = spec.removeprefix(PREFIX).partition(":")
    if not module or not attribute:
        raise ValueError(f"{spec!r} names no policy: write {PREFIX}module:callable")
    if importlib.util.find_spec(module.partition(".")[0]) is None and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    policy = getattr(importlib.import_module(module), attribute, None)
    if not callable(policy):
        raise ValueError(f"{module} has no callable {attribute!r}")
    return PolicyBot(policy)
