"""The OpenSpiel games: OpenSpiel's own random simulation test (with serialization) for
every game and variant, a full match of OpenSpiel's ISMCTS bot (which draws the unseen
from `resample_from_infostate`), chance as exact equally likely outcomes."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import engines.envs.openspiel  # noqa: F401 (registers the games)
from engines.envs.catalogue import catalogue
from tests.engines.envs import VARIANTS, configs


def load(game: str, players: int, options: dict) -> pyspiel.Game:
    params = {"players": players, **{k: (0 if v is None else v) for k, v in options.items()}}
    return pyspiel.load_game(f"tabletop_{game}", params)


@configs([c for c in VARIANTS if c[2].get("ball_games") in (None, 2)])  # (Balam's longer matches left out)
def test_random_simulations(config):
    pyspiel.random_sim_test(load(*config), num_sims=2, serialize=True, verbose=False)


@configs(
    [
        ("babel", 2, {}),
        ("bali", 2, {"oracle": True, "demon": True}),
        ("maya", 3, {"professional": True}),
        ("balam", 2, {}),
    ]
)
def test_ismcts_plays_a_whole_match(config):
    game = load(*config)
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng, max_length=10)
    bots = [ismcts.ISMCTSBot(game, evaluator, 2.0, 4, random_state=rng) for _ in range(game.num_players())]
    state, decisions = game.new_initial_state(), 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choice(outcomes, p=probabilities))
        else:
            state.apply_action(bots[state.current_player()].step(state))
            decisions += 1
    assert decisions > 50 and sum(state.returns()) == 1.0


def test_the_game_follows_its_parameters():
    game = load("maya", 5, {"professional": True})
    assert game.num_players() == 5 and game.num_distinct_actions() == catalogue("maya", 5).size
    assert game.max_chance_outcomes() == 4 and game.get_type().utility == pyspiel.GameType.Utility.CONSTANT_SUM
    balam = load("balam", 2, {"ball_games": 2, "board": "M3 o  C2/^  ~  ~"})
    assert balam.num_distinct_actions() == catalogue("balam", 2, {"board": ("M3 o  C2", "^  ~  ~")}).size


def test_the_deal_is_chance_one_card_at_a_time():
    state = load("babel", 2, {}).new_initial_state()
    draws = []
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert sum(p for _, p in outcomes) == pytest.approx(1.0) and len({p for _, p in outcomes}) == 1
        draws.append(len(outcomes))
        state.apply_action(len(outcomes) - 1)
    assert draws == [*range(60, 1, -1), *range(43, 1, -1)]  # the people cards, then the temples
    assert state.current_player() == 0


def test_a_resampled_state_keeps_the_information_state_and_hides_the_rest():
    game, rng = load("babel", 2, {}), np.random.RandomState(1)
    state = game.new_initial_state()
    while state.is_chance_node() or state.move_number() < 130:  # (the deal, then a few turns)
        actions = [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
        state.apply_action(rng.choice(actions))
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    worlds = [state.resample_from_infostate(player, sampler) for _ in range(4)]
    assert {w.information_state_string(player) for w in worlds} == {state.information_state_string(player)}
    assert {w.observation_string(player) for w in worlds} == {state.observation_string(player)}
    assert len({str(w) for w in worlds}) > 1, "the opponent's hand and the deck are drawn anew"
