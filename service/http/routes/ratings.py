"""Ratings: a game's leaderboard and a player's profile (service/application/ratings.py
says how ratings move)."""

from __future__ import annotations

from typing import Annotated

from litestar import get
from litestar.di import NamedDependency
from litestar.params import FromPath, QueryParameter
from litestar.types.internal_types import RouteHandlerType

from service.application.auth import Auth, Credentials
from service.application.schemas import Leaderboard, PlayerProfile
from service.application.standings import Standings
from service.http.responses import problems
from service.http.routes.per_game import GameRoutes
from service.http.security import PLAYER


def leaderboard_route(routes: GameRoutes) -> RouteHandlerType:
    context = routes.context
    game = context.game

    @get(
        "/leaderboard",
        operation_id=routes.operation("leaderboard"),
        tags=routes.tags,
        responses=problems(400),
        summary=f"{game.title}'s rated players, by display rating",
        description=(
            "The display rating is OpenSkill's ordinal (mu - 3 sigma, Plackett-Luce model, default parameters), "
            "moved by each rated match's result a moment after it ends. `provisional` marks a player with "
            "fewer rated matches than TABLETOP_PROVISIONAL_MATCHES."
        ),
    )
    async def handler(limit: Annotated[int, QueryParameter(ge=1, le=500)] = 50) -> Leaderboard:
        board = await context.standings.leaderboard(game.id, limit)
        return Leaderboard(game=game.id, players=board)

    return handler


def me_route(standings: Standings, auth: Auth) -> RouteHandlerType:
    @get(
        "/me",
        operation_id="me",
        tags=["Players"],
        security=PLAYER,
        responses=problems(400, described={401: "A player key is needed (bad-token)"}),
        summary="The player your key is (or your app key acts for): his id, name and ratings",
        description=(
            "His rating in each game he has played rated (provisional until he has played enough rated "
            "matches), and how many rated matches he has played."
        ),
    )
    async def handler(credentials: NamedDependency[Credentials | None]) -> PlayerProfile:
        return await standings.profile(await auth.registered(credentials))

    return handler


def profile_route(standings: Standings) -> RouteHandlerType:
    @get(
        "/{player_id:str}",
        operation_id="player_profile",
        tags=["Players"],
        responses=problems(400, described={404: "No player has this id (unknown-player)"}),
        summary="A player: his name, and his rating in each game he has played rated",
        description=(
            "What anyone may see of a player: his name, his ratings (provisional until he has played "
            "enough rated matches) and how many rated matches he has played."
        ),
    )
    async def handler(player_id: FromPath[str]) -> PlayerProfile:
        return await standings.profile_of(player_id)

    return handler
