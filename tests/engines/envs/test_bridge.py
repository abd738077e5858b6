"""The bridge from training to play: `pettingzoo:module:callable` loads a policy as a bot
that reads, from what its seat has seen, the observation and mask the environment gives,
and plays the catalogue's action at the index it returns: in the arena, and over HTTP
against a live server; and the example trains a Babel policy that beats random play."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from engines.core.determinize import Seen
from engines.envs.pettingzoo import raw_env
from engines.registry import GAMES
from tabletop_bots.arena import arena
from tabletop_bots.observation import Observation
from tabletop_bots.players import RandomBot
from tabletop_bots.policy import PolicyBot, inputs, load
from tabletop_bots.remote import play_matches
from tabletop_client import Tabletop
from tests.engines.envs import configs, policies
from tests.service.live import live_server

EXAMPLES = Path(__file__).resolve().parents[3] / "clients" / "bots" / "examples"


def test_a_policy_is_loaded_from_module_and_callable():
    bot = load("pettingzoo:tests.engines.envs.policies:last_legal")
    assert isinstance(bot, PolicyBot) and bot.policy is policies.last_legal
    assert load("tests.engines.envs.policies:last_legal").policy is policies.last_legal
    for wrong, message in [
        ("pettingzoo:tests.engines.envs.policies", "names no policy"),
        ("pettingzoo:tests.engines.envs.policies:not_callable", "no callable"),
        ("pettingzoo:tests.engines.envs.policies:missing", "no callable"),
    ]:
        with pytest.raises(ValueError, match=message):
            load(wrong)


@configs([("babel", 2, {}), ("bali", 3, {"oracle": True}), ("maya", 3, {"professional": True}), ("balam", 2, {})])
def test_the_bot_is_given_what_the_environment_gives_the_seat(config):
    """At every decision of an environment's match, the bot's inputs drawn from the seat's
    events are the environment's observation and mask."""
    game, players, options = config
    table, rng = raw_env(game, players, options, seed=2), random.Random(2)
    table.reset()
    for agent in table.agent_iter():
        observation, _, terminated, _, info = table.last()
        if terminated:
            table.step(None)
            continue
        seat, match = table.possible_agents.index(agent), table.match
        knows = Seen(seat, players, match.options, match.game.rules_version, match.knowledge(seat))
        vector, mask = inputs(Observation(match.game, knows, match.legal(seat)), rng)
        assert np.array_equal(vector, observation["observation"]) and np.array_equal(mask, info["action_mask"])
        table.step(int(rng.choice(np.flatnonzero(mask))))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_policy_plays_the_arena(game):
    engine = GAMES[game]
    bots = [load("pettingzoo:tests.engines.envs.policies:last_legal"), RandomBot()]
    bots += [RandomBot()] * (engine.min_players - 2)
    (entrant, *_) = arena(engine, bots, engine.options_type(), matches=1, seed=3)
    assert entrant.matches == 1 and entrant.bot.thinking


@pytest.fixture(scope="module")
def base_url(tmp_path_factory):
    with live_server(f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('policy') / 'policy.db'}") as url:
        yield url


@pytest.mark.parametrize("game", ["babel", "balam"])
def test_a_policy_plays_over_http(base_url, game):
    """Every seat played by the policy (Balam's divination and distribution included: the
    bot reads the others' decisions in the server's events, and leaves them out)."""
    policies.seen.clear()
    with Tabletop(base_url) as server:
        (played,) = play_matches(server, game, lambda: load(f"pettingzoo:{policies.__name__}:recorded"), 1, 2, 5)
    assert played.refusals == 0 and played.actions > 20 and len(played.scores) == 2
    assert len(policies.seen) > 10


def test_the_example_trains_a_babel_policy_that_plays(monkeypatch):
    monkeypatch.syspath_prepend(str(EXAMPLES))
    import babel_policy

    values = babel_policy.train(episodes=8, seed=1)
    assert values.shape == (raw_env("babel").catalogue.size,) and values.any()
    monkeypatch.setattr(babel_policy, "learned", lambda: values)
    engine = GAMES["babel"]
    (policy, _) = arena(engine, [PolicyBot(babel_policy.policy), RandomBot()], engine.options_type(), 2, seed=4)
    assert policy.matches == 2


def test_tabletop_bot_takes_a_policy_as_its_bot(capsys):
    """`--bot pettingzoo:module:callable` wherever a bot is named; a policy that cannot
    be loaded is said in one line."""
    from tabletop_bots.cli import main

    main(["arena", "--game", "babel", "--bots", "pettingzoo:tests.engines.envs.policies:last_legal,random"])
    assert "pettingzoo" in capsys.readouterr().out
    with pytest.raises(SystemExit) as failed:
        main(["arena", "--game", "babel", "--bots", "pettingzoo:tests.engines.envs.policies:missing,random"])
    assert failed.value.code == 2 and "cannot load the policy" in capsys.readouterr().err
