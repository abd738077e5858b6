"""The four games as PettingZoo AEC environments (`make training`, or
`pip install -e './engines[pettingzoo]'`).

    from engines.envs.pettingzoo import env
    table = env("bali", players=3, options={"oracle": True}, seed=7)
    table.reset()
    for agent in table.agent_iter():
        observation, reward, terminated, truncated, info = table.last()
        action = None if terminated else table.action_space(agent).sample(info["action_mask"])
        table.step(action)

Agents are `player_0` ... `player_{n-1}` (seat i). An action is an index of the game's
catalogue (engines/envs/catalogue.py): `Discrete(catalogue.size)`. An observation is a
dict: "observation", the seat's view as a float32 vector (engines/envs/observation.py),
and "action_mask", 1 for each legal action (int8); `info` holds the mask too, and the
view itself as builtins ("view"). Chance is the engines' seeded RNG, as the server draws
it: `reset(seed=s)` plays the same match for the same actions. Simultaneous decisions
are taken in turn, unseen by the others (engines/envs/match.py). The reward comes at the
end (engines/envs/rewards.py): the win share, or `reward="score"`, the score difference.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import msgspec
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from engines.core import rng_for
from engines.envs.catalogue import catalogue, options_of
from engines.envs.match import Match
from engines.envs.observation import encoder
from engines.envs.rewards import Reward, check, rewards
from engines.registry import GAMES

Observation = dict[str, np.ndarray]


class raw_env(AECEnv):
    metadata: ClassVar[dict[str, Any]] = {"name": "tabletop_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        players: int | None = None,
        options: Any = None,
        seed: int | None = None,
        reward: Reward = "win",
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if game not in GAMES:
            raise ValueError(f"no game {game!r}: choose among {', '.join(GAMES)}")
        self.game = GAMES[game]
        self.players = players or self.game.min_players
        self.options = options_of(game, options)
        self.reward = check(reward)
        self.render_mode = render_mode
        self.catalogue = catalogue(game, self.players, self.options)
        self.encoder = encoder(game, self.players, self.options)
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    np.array(self.encoder.low, np.float32), np.array(self.encoder.high, np.float32), dtype=np.float32
                ),
                "action_mask": spaces.Box(0, 1, (self.catalogue.size,), np.int8),
            }
        )
        self._action_space = spaces.Discrete(self.catalogue.size)
        self._seeds = random.Random(seed)  # the matches' seeds, one per reset
        self.match = Match(game, self.players, self.options)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new match: the same one for the same `seed`, else the next of the env's seeds.
        (`options` is PettingZoo's; the game's options are the env's.)"""
        if seed is not None:
            self._seeds = random.Random(seed)
        self.match_seed = self._seeds.getrandbits(64)
        self.match = Match(self.game.id, self.players, self.options)
        self.match.deal(self.draw)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self._moved()

    def draw(self, version: int) -> random.Random:
        return rng_for(self.match_seed, version)

    def observe(self, agent: str) -> Observation:
        seat = self.possible_agents.index(agent)
        return {
            "observation": np.array(self.encoder.encode(self.views[seat]), np.float32),
            "action_mask": self.infos[agent]["action_mask"],
        }

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None or not (0 <= action < self.catalogue.size and self.infos[agent]["action_mask"][action]):
            raise ValueError(f"{agent} may not take action {action} now (see info['action_mask'])")
        self._cumulative_rewards[agent] = 0.0
        self.match.act(self.possible_agents.index(agent), self.catalogue.action(int(action)), self.draw)
        result = self.match.result()
        if result is not None:
            self.rewards = dict(zip(self.agents, rewards(result, self.reward), strict=True))
            self.terminations = dict.fromkeys(self.agents, True)
        self._moved()
        self._accumulate_rewards()

    def _moved(self) -> None:
        """Each seat's mask and view; the next to decide (any seat once it is over: each
        then steps None)."""
        current = self.match.current
        self.agent_selection = self.possible_agents[current if current is not None else 0]
        self.views = [self.game.view(self.match.table(seat), seat) for seat in range(self.players)]
        self.infos = {agent: self._info(seat) for seat, agent in enumerate(self.possible_agents)}

    def _info(self, seat: int) -> dict[str, Any]:
        mask = np.zeros(self.catalogue.size, np.int8)
        mask[self.catalogue.indices(self.match.legal(seat))] = 1
        return {"action_mask": mask, "view": msgspec.to_builtins(self.views[seat])}

    def render(self) -> str | None:
        """ANSI: the view of the seat to move, as JSON."""
        if self.render_mode != "ansi":
            return None
        seat = self.possible_agents.index(self.agent_selection)
        return msgspec.json.format(msgspec.json.encode(self.views[seat])).decode()

    def close(self) -> None:
        pass


def env(
    game: str,
    players: int | None = None,
    options: Any = None,
    seed: int | None = None,
    reward: Reward = "win",
    render_mode: str | None = None,
) -> AECEnv:
    """`raw_env` in PettingZoo's usual wrappers: an illegal action ends the match with a
    penalty for the culprit, and an action outside the catalogue is refused."""
    table = raw_env(game, players, options, seed, reward, render_mode)
    return wrappers.OrderEnforcingWrapper(
        wrappers.AssertOutOfBoundsWrapper(wrappers.TerminateIllegalWrapper(table, -1))
    )
