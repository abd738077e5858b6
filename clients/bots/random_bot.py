"""Random bots on the generated client, for any hosted game.

    python clients/bots/random_bot.py --url http://127.0.0.1:8000 --game babel
        creates a match and plays every seat with random legal moves to the end;
    python clients/bots/random_bot.py --url ... --game bali --match ID --token T
        plays one seat of an existing match (polling while others decide).
"""

from __future__ import annotations

import argparse
import importlib
import random
import time
from typing import Any

from tabletop_client import AuthenticatedClient, Client
from tabletop_client.models import Problem


class GameApi:
    """The generated client's functions and models for one game id."""

    def __init__(self, game: str) -> None:
        def op(name: str) -> Any:
            return importlib.import_module(f"tabletop_client.api.{game}.{game}_{name}")

        # Models are named after the game's title: BabelActRequest, BaliCreateMatch...
        models = {name.lower(): model for name, model in vars(importlib.import_module("tabletop_client.models")).items()}
        self.create, self.get, self.legal, self.act = op("create_match"), op("get_match"), op("legal_actions"), op("act")
        self.create_body = models[f"{game}creatematch"]
        self.act_body = models[f"{game}actrequest"]


def take_turn(api: GameApi, client: AuthenticatedClient, match_id: str, rng: random.Random) -> Any:
    """Play one random legal action for the client's seat; returns the new match view, or a Problem."""
    legal = api.legal.sync(match_id, client=client)
    if isinstance(legal, Problem) or not legal.actions:
        return legal
    body = api.act_body(action=rng.choice(legal.actions), expected_version=legal.version)
    return api.act.sync(match_id, client=client, body=body)


def play_seat(url: str, game: str, match_id: str, token: str, seed: int = 0, poll: float = 0.2) -> Any:
    """Play one seat until the match is over; returns the final view."""
    api, rng = GameApi(game), random.Random(seed)
    with AuthenticatedClient(base_url=url, token=token) as client:
        while True:
            view = api.get.sync(match_id, client=client)
            if view.status == "finished":
                return view
            if view.viewer in view.to_move:
                take_turn(api, client, match_id, rng)
            else:
                time.sleep(poll)


def play_match(url: str, game: str, players: int, seed: int, max_actions: int = 100_000) -> tuple[Any, int]:
    """Create a match and play all its seats at random; returns (final view, actions taken)."""
    api, rng = GameApi(game), random.Random(seed)
    names = [f"bot-{i}" for i in range(players)]
    created = api.create.sync(client=Client(base_url=url), body=api.create_body(seats=names, seed=seed))
    if isinstance(created, Problem):
        raise RuntimeError(created.detail)
    clients = [AuthenticatedClient(base_url=url, token=seat.token) for seat in created.seats]
    view, actions = created, 0
    while view.status != "finished" and actions < max_actions:
        acted = take_turn(api, clients[rng.choice(view.to_move)], created.match_id, rng)
        if isinstance(acted, Problem):
            raise RuntimeError(f"{acted.status} {acted.title}: {acted.detail}")
        view, actions = acted, actions + 1
    return view, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--game", default="babel")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--match")
    parser.add_argument("--token")
    args = parser.parse_args()
    if args.match:
        view = play_seat(args.url, args.game, args.match, args.token, args.seed)
    else:
        view, actions = play_match(args.url, args.game, args.players, args.seed)
        print(f"{actions} actions")
    print(f"match {view.match_id}: scores {view.result.scores}, winners {view.result.winners}")


if __name__ == "__main__":
    main()
