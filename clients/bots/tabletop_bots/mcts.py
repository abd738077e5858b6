"""Information-set Monte Carlo tree search (single observer, Cowling, Powley and
Whitehouse 2012) over one seat's knowledge.

Each iteration plays in one world drawn from the seat's information set (the
engine's `Game.worlds(seen).sample(rng)`: the unseen cards dealt anew), down one
tree shared by all worlds: at each node only the actions legal in this world
compete, by UCB counted on how often each was available. Below the tree a
random playout runs for at most `depth` actions; a finished match is worth its
win share to each seat, an unfinished one the chance its score lead gives
(`LEADS`). The most visited first action is played.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Generic

from tabletop_bots.observation import A, Observation, S, SomeGame

# Per game, a lead in the game's points (`Game.scores`) that makes a win about three
# times as likely as a loss: how a search weighs a table it stops reading before the
# end. A heuristic of the bots', found by play, not a rule of the game.
LEADS: dict[str, float] = {"babel": 3.0, "bali": 5.0, "maya": 8.0, "balam": 5.0}
LOG_ODDS = math.log(3)  # a lead of LEADS[game] is worth a 3:1 chance


class Edge:
    __slots__ = ("available", "node", "total", "visits")

    def __init__(self) -> None:
        self.visits, self.total, self.available = 0, 0.0, 0
        self.node: Node | None = None

    def ucb(self, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class Node:
    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[tuple[int, object], Edge] = {}  # (seat, action) -> edge


def lead(scores: Sequence[int], seat: int) -> int:
    """How far `seat` is ahead of the best of the others (negative: behind)."""
    return scores[seat] - max(s for other, s in enumerate(scores) if other != seat)


def values(game: SomeGame[S, A], state: S) -> list[float]:
    """What the state is worth to each seat, between 0 and 1."""
    result = game.result(state)
    if result is not None:
        return [1 / len(result.winners) if seat in result.winners else 0.0 for seat in range(len(result.scores))]
    scores, points = game.scores(state), LEADS[game.id]
    return [1 / (1 + math.exp(-LOG_ODDS * lead(scores, seat) / points)) for seat in range(len(scores))]


def random_action(game: SomeGame[S, A], state: S, rng: random.Random) -> tuple[int, A]:
    seat = rng.choice(game.to_move(state))
    return seat, rng.choice(game.legal_actions(state, seat))


class Search(Generic[S, A]):
    def __init__(
        self, obs: Observation[S, A], rng: random.Random, *, worlds: int, depth: int, exploration: float
    ) -> None:
        self.obs, self.rng, self.game = obs, rng, obs.game
        drawn = obs.worlds()
        self.worlds = [drawn.sample(rng) for _ in range(worlds)]  # each iteration plays in the next
        self.depth, self.exploration = depth, exploration
        self.root = Node()

    def run(self, iterations: int) -> A:
        for i in range(iterations):
            self.iterate(self.worlds[i % len(self.worlds)])
        return max(self.obs.legal, key=lambda action: self.root.edges[(self.obs.seat, action)].visits)

    def iterate(self, state: S) -> None:
        state, path = self.descend(state)
        for _ in range(self.depth):
            if self.game.result(state) is not None:
                break
            seat, action = random_action(self.game, state, self.rng)
            state = self.game.play(state, seat, action, self.rng)[1]
        worth = values(self.game, state)
        for edge, seat in path:
            edge.visits += 1
            edge.total += worth[seat]

    def descend(self, state: S) -> tuple[S, list[tuple[Edge, int]]]:
        """Down the tree by UCB (an untried action first) to a new leaf or the end of the
        match: the state there, and the edges taken with the seat that took each."""
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
        return state, path
