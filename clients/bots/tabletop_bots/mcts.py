"""Information-set Monte Carlo tree search (single observer, Cowling, Powley and
Whitehouse 2012) over one seat's knowledge.

Each iteration plays in one world drawn from the seat's information set (a
`Replay` sample: the unseen cards dealt anew, see `observation.py`), down one
tree shared by all worlds: at each node only the actions legal in this world
compete, by UCB counted on how often each was available. Below the tree a
random playout runs for at most `depth` actions; a finished match is worth its
win share to each seat, an unfinished one the chance its score lead gives
(`Adapter.lead`). The most visited first action is played.
"""

from __future__ import annotations

import math
import random
from typing import Any

from engines.core import Game
from tabletop_bots.games import ADAPTERS, Adapter
from tabletop_bots.observation import Observation

# A lead of Adapter.lead points is worth a 3:1 chance.
LOG_ODDS = math.log(3)


class Edge:
    __slots__ = ("visits", "total", "available", "node")

    def __init__(self) -> None:
        self.visits, self.total, self.available, self.node = 0, 0.0, 0, None

    def ucb(self, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class Node:
    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[tuple[int, Any], Edge] = {}  # (seat, action) -> edge


def lead(scores: Any, seat: int) -> float:
    return scores[seat] - max(s for other, s in enumerate(scores) if other != seat)


def values(game: Game, adapter: Adapter, state: Any) -> list[float]:
    """What the state is worth to each seat, between 0 and 1."""
    result = game.result(state)
    if result is not None:
        return [1 / len(result.winners) if seat in result.winners else 0.0 for seat in range(len(result.scores))]
    scores = adapter.score(state)
    return [1 / (1 + math.exp(-LOG_ODDS * lead(scores, seat) / adapter.lead)) for seat in range(len(scores))]


def random_action(game: Game, state: Any, rng: random.Random) -> tuple[int, Any]:
    seat = rng.choice(game.to_move(state))
    return seat, rng.choice(game.legal_actions(state, seat))


class Search:
    def __init__(self, obs: Observation, rng: random.Random, *, worlds: int, depth: int, exploration: float) -> None:
        self.obs, self.rng, self.game = obs, rng, obs.game
        self.adapter = ADAPTERS[obs.game.id]
        replay = self.adapter.replay(obs)
        self.worlds = [replay.sample(rng) for _ in range(worlds)]  # each iteration plays in the next
        self.depth, self.exploration = depth, exploration
        self.root = Node()

    def run(self, iterations: int) -> Any:
        for i in range(iterations):
            self.iterate(self.worlds[i % len(self.worlds)])
        (_, action), _ = max(self.root.edges.items(), key=lambda item: item[1].visits)
        return action

    def iterate(self, state: Any) -> None:
        game, rng = self.game, self.rng
        node, path = self.root, []
        while game.result(state) is None:
            if node is self.root:
                seat, actions = self.obs.seat, self.obs.legal
            else:
                seat = rng.choice(game.to_move(state))
                actions = game.legal_actions(state, seat)
            edges = []
            for action in actions:
                edge = node.edges.get((seat, action))
                if edge is None:
                    edge = node.edges[(seat, action)] = Edge()
                edge.available += 1
                edges.append((edge, action))
            untried = [pair for pair in edges if not pair[0].visits]
            edge, action = rng.choice(untried) if untried else max(edges, key=lambda p: p[0].ucb(self.exploration))
            state = game.play(state, seat, action, rng)[1]
            path.append((edge, seat))
            if edge.node is None:
                edge.node = Node()
                break
            node = edge.node
        for _ in range(self.depth):
            if game.result(state) is not None:
                break
            seat, action = random_action(game, state, rng)
            state = game.play(state, seat, action, rng)[1]
        worth = values(game, self.adapter, state)
        for edge, seat in path:
            edge.visits += 1
            edge.total += worth[seat]
