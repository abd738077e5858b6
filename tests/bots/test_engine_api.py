"""The bots play every game through the engines' API alone (`Game.worlds`, `Game.scores`):
they import nothing of a game's own modules, and what a remote seat reads of a match
over HTTP is all the engine's worlds need to show that seat exactly its view."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import msgspec
import pytest

import tabletop_bots
from engines.registry import GAMES
from tabletop_bots.answers import engine_types
from tabletop_bots.mcts import LEADS
from tabletop_bots.players import GreedyBot
from tabletop_bots.remote import RemoteSeat
from tabletop_client import Tabletop
from tests.service.live import live_server

ENGINE_API = ("engines.core", "engines.registry", "engines.envs")  # (envs: every game's catalogue and vector)
SEEDS = 40


def imported(path: Path) -> list[str]:
    """Every module `path` imports, a `from M import N` counted as M.N (N may be a module)."""
    names = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module is not None and node.level == 0:
            names += [f"{node.module}.{alias.name}" for alias in node.names]
    return names


def test_the_bots_import_the_engines_api_and_no_game_of_its_own():
    modules = sorted(Path(tabletop_bots.__file__).parent.rglob("*.py"))
    assert len(modules) > 5
    games = [
        (path.name, name)
        for path in modules
        for name in imported(path)
        if name.split(".")[0] == "engines" and not name.startswith(tuple(f"{api}." for api in ENGINE_API))
    ]
    assert games == []


def test_the_search_knows_a_lead_for_every_game():
    assert set(LEADS) == set(GAMES)


@pytest.fixture(scope="module")
def base_url(tmp_path_factory):
    with live_server(f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('remote') / 'remote.db'}") as url:
        yield url


def divinations(server, seed: int):
    """Plays a Balam match at random; after each look at a Katun card, the diviner's seat,
    read by a remote bot (its answers, as the bots read them, in the engine's types)."""
    game, rng = GAMES["balam"], random.Random(seed)
    match = server.create_match("balam", seats=["a", "b"], seed=seed, read=engine_types)
    assert match.created.rules_version == game.rules_version == 3
    seats = {seat.seat: seat for seat in match.seats}
    remote = {n: RemoteSeat(seat, GreedyBot(), game, 2, game.options_type(), 3, rng) for n, seat in seats.items()}
    to_move, status = list(match.created.to_move), "active"
    while status == "active":
        mover = seats[rng.choice(to_move)]
        acted = mover.act(msgspec.to_builtins(rng.choice(mover.legal_actions())))
        to_move, status = list(acted.to_move), str(acted.status)
        if any(msgspec.to_builtins(record.event)["type"] == "card_divined" for record in acted.events):
            yield remote[mover.seat]


def test_a_remote_seat_knows_what_it_divined(base_url):
    """Balam (rules 3): the card a seat looks at is in its own event as the server shows it
    to that seat, so every world drawn from what the remote bot reads holds that card: it
    shows the seat exactly its view, the divined card face up."""
    game, rng, checked = GAMES["balam"], random.Random(0), 0
    with Tabletop(base_url) as server:
        for seed in range(SEEDS):  # (random play seldom builds an observatory: seed 2 does)
            if checked >= 3:
                break
            for diviner in divinations(server, seed):
                worlds = diviner.observe().worlds()
                view = msgspec.json.decode(diviner.seat.view().state, type=game.view_type)
                assert any(k.card is not None and not k.turned for k in view.katun)  # a card divined, face down
                for _ in range(3):
                    assert game.view(worlds.sample(rng), diviner.seat.seat) == view
                checked += 1
    assert checked >= 3
