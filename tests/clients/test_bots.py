"""The generated client drives real matches: the example bot plays every hosted
game to its end over HTTP, through the checked-in OpenAPI types."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engines.registry import GAMES
from tests.service.live import live_server

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "bots"))
from random_bot import play_match  # noqa: E402


@pytest.fixture(scope="module")
def base_url(tmp_path_factory):
    with live_server(f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('bots') / 'bots.db'}") as url:
        yield url


@pytest.mark.parametrize("game", sorted(GAMES))
def test_bot_plays_a_whole_match(base_url, game):
    players = GAMES[game].min_players
    view, actions = play_match(base_url, game, players, seed=4)
    assert view.status == "finished" and actions > 0
    assert len(view.result.scores) == players and view.result.winners
    assert view.version >= actions
