"""The bots: each chooses one of the seat's legal actions from its `Observation`."""

from __future__ import annotations

import random
import time

from tabletop_bots.mcts import Search, lead
from tabletop_bots.observation import A, Observation, S


class Bot:
    name = "bot"
    needs_history = True  # whether it reads the seat's events (else its legal actions alone do)

    def __init__(self) -> None:
        self.thinking: list[float] = []  # seconds per decision it had to think about

    def choose(self, obs: Observation[S, A], rng: random.Random) -> A:
        if len(obs.legal) == 1:
            return obs.legal[0]
        start = time.perf_counter()
        action = self.think(obs, rng)
        self.thinking.append(time.perf_counter() - start)
        return action

    def think(self, obs: Observation[S, A], rng: random.Random) -> A:
        raise NotImplementedError


class RandomBot(Bot):
    name, needs_history = "random", False

    def think(self, obs: Observation[S, A], rng: random.Random) -> A:
        return rng.choice(obs.legal)


class GreedyBot(Bot):
    """One ply ahead: the action after which the seat's score lead is largest (ties at
    random), in one world drawn from what the seat knows."""

    name = "greedy"

    def think(self, obs: Observation[S, A], rng: random.Random) -> A:
        game, state = obs.game, obs.worlds().sample(rng)
        leads = [lead(game.scores(game.play(state, obs.seat, action, rng)[1]), obs.seat) for action in obs.legal]
        best = max(leads)
        return rng.choice([action for action, value in zip(obs.legal, leads, strict=True) if value == best])


class MctsBot(Bot):
    """Information-set MCTS (mcts.py): `iterations` per decision over `worlds` draws of
    the unseen cards, playouts of at most `depth` actions."""

    name = "mcts"

    def __init__(self, iterations: int = 200, worlds: int = 8, depth: int = 20, exploration: float = 0.7) -> None:
        super().__init__()
        self.iterations, self.worlds, self.depth, self.exploration = iterations, worlds, depth, exploration

    def think(self, obs: Observation[S, A], rng: random.Random) -> A:
        search = Search(
            obs, rng, worlds=min(self.worlds, self.iterations), depth=self.depth, exploration=self.exploration
        )
        return search.run(self.iterations)


BOTS: dict[str, type[Bot]] = {bot.name: bot for bot in (RandomBot, GreedyBot, MctsBot)}
