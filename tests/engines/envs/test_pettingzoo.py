"""The PettingZoo environments: PettingZoo's own API and seed tests for every game,
player count and variant; the mask is exactly the legal actions; the rewards are the
final result's, as the option picks."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from engines.envs.pettingzoo import env, raw_env
from tests.engines.envs import CONFIGS, configs


@pytest.fixture(autouse=True)
def quiet():
    with warnings.catch_warnings():  # PettingZoo's advice for Dict observations
        warnings.simplefilter("ignore", UserWarning)
        yield


@configs(CONFIGS)
def test_api_and_seed(config):
    """(200 steps per seat: most matches end within, the longest Balam matches run on.)"""
    game, players, options = config
    api_test(env(game, players, options, seed=3), num_cycles=200)
    seed_test(lambda: env(game, players, options), num_cycles=200)


def play(table: raw_env, seed: int, check=lambda table, agent, info: None) -> dict[str, float]:
    """A match of random legal actions; each agent's total reward."""
    rng, totals = random.Random(seed), {}
    table.reset(seed=seed)
    for agent in table.agent_iter():
        _, reward, terminated, _, info = table.last()
        totals[agent] = totals.get(agent, 0.0) + reward
        if terminated:
            table.step(None)
            continue
        check(table, agent, info)
        table.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
    return totals


@configs([("babel", 2, {}), ("bali", 3, {"oracle": True}), ("maya", 4, {"professional": True}), ("balam", 3, {})])
def test_the_mask_is_the_legal_actions_and_the_view_is_the_seats(config):
    game, players, options = config
    table = raw_env(game, players, options)

    def check(table, agent, info):
        seat = table.possible_agents.index(agent)
        legal = table.game.legal_actions(table.match.table(seat), seat)
        assert list(np.flatnonzero(info["action_mask"])) == table.catalogue.indices(legal)
        view = info["view"]
        assert view.get("viewer", view.get("seat")) == seat and view["to_move"]
        observation = table.observe(agent)
        assert (observation["action_mask"] == info["action_mask"]).all()
        assert observation["observation"].dtype == np.float32
        for other in set(table.possible_agents) - {agent}:
            assert not table.infos[other]["action_mask"].any(), "one seat decides at a time"

    play(table, 0, check)


def test_rewards_are_the_win_share_or_the_score_difference():
    won = play(raw_env("maya", 3), 4)
    assert sum(won.values()) == pytest.approx(1.0) and set(won.values()) <= {0.0, 0.5, 1.0, 1 / 3}
    table = raw_env("bali", 3, reward="score")
    scored = play(table, 4)
    scores = table.match.result().scores
    assert sum(scored.values()) == pytest.approx(0.0)
    assert scored["player_0"] == pytest.approx(scores[0] - (scores[1] + scores[2]) / 2)


def test_the_same_seed_deals_the_same_match_and_reset_deals_another():
    table = raw_env("babel", seed=5)
    table.reset()
    first = table.observe("player_0")["observation"]
    table.reset()
    assert not np.array_equal(first, table.observe("player_0")["observation"])
    again = raw_env("babel", seed=5)
    again.reset()
    assert np.array_equal(first, again.observe("player_0")["observation"])


def test_an_illegal_action_ends_the_match_with_a_penalty_for_its_agent():
    table = env("babel", seed=1)
    table.reset()
    agent = table.agent_selection
    _, _, _, _, info = table.last()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    table.step(illegal)  # (PettingZoo logs it)
    assert table.rewards[agent] == -1 and all(table.terminations.values())


def test_unknown_games_options_and_rewards_are_refused():
    with pytest.raises(ValueError, match="no game"):
        raw_env("chess")
    with pytest.raises(ValueError, match="reward"):
        raw_env("babel", reward="elo")
    with pytest.raises(Exception, match="players"):
        raw_env("maya", players=2)
