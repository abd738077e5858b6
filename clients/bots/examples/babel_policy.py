"""A Babel policy trained in seconds on the PettingZoo environment, played in the arena
against the random bot, then on a server (`make training` installs what it needs: NumPy,
PettingZoo, the bots):

    .venv/bin/python clients/bots/examples/babel_policy.py    # trains, then 200 arena matches
    PYTHONPATH=clients/bots/examples .venv/bin/tabletop-bot --base-url URL --game babel \\
        --bot pettingzoo:babel_policy:policy --matches 10

The policy is a table of one value per action of the catalogue: the mean final reward
(the win share) of the training matches in which the learner took that action (Monte
Carlo, epsilon-greedy, against a random opponent, seats alternating). It plays the legal
action of highest value and reads nothing of the observation: in Babel, which kinds of
action a player favours (building, settling where it builds) already decides most
matches against random play. `policy` trains the table at its first call (a few seconds,
always the same table)."""

from __future__ import annotations

import functools
import random
import sys

import numpy as np
import numpy.typing as npt

from engines.envs.pettingzoo import raw_env
from engines.registry import GAMES
from tabletop_bots.arena import arena, report
from tabletop_bots.players import RandomBot
from tabletop_bots.policy import PolicyBot

EPISODES = 200
EXPLORATION = 0.2  # how often the learner tries a random action instead of its best


def train(episodes: int = EPISODES, seed: int = 0) -> npt.NDArray[np.float64]:
    """The value of each catalogue action: the mean reward of the matches it was taken in."""
    table, rng = raw_env("babel", seed=seed), random.Random(seed)
    values, counts = np.zeros(table.catalogue.size), np.zeros(table.catalogue.size)
    for episode in range(episodes):
        table.reset()
        learner, taken, won = f"player_{episode % 2}", set(), 0.0
        for agent in table.agent_iter():
            _, reward, terminated, _, info = table.last()
            if terminated:
                won = reward if agent == learner else won
                table.step(None)
                continue
            legal = np.flatnonzero(info["action_mask"])
            if agent == learner and rng.random() >= EXPLORATION:
                action = int(rng.choice(legal[values[legal] == values[legal].max()]))
            else:
                action = int(rng.choice(legal))
            if agent == learner:
                taken.add(action)
            table.step(action)
        for action in taken:
            counts[action] += 1
            values[action] += (won - values[action]) / counts[action]
    return values


@functools.cache
def learned() -> npt.NDArray[np.float64]:
    return train()


def policy(observation: npt.NDArray[np.float32], mask: npt.NDArray[np.int8]) -> int:
    """The legal action of highest value (the first of them on a tie)."""
    legal = np.flatnonzero(mask)
    return int(legal[np.argmax(learned()[legal])])


def main(matches: int = 200) -> None:
    game = GAMES["babel"]
    standings = arena(game, [PolicyBot(policy), RandomBot()], game.options_type(), matches, seed=1)
    print(report(game, standings))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
