"""Players: registering a key, and a player's matches across games."""

from __future__ import annotations

from typing import Annotated

from litestar import Router, get, post
from litestar.di import NamedDependency
from litestar.params import FromQuery, JSONBody, QueryParameter
from litestar.types.internal_types import RouteHandlerType

from service.application.auth import Auth, Credentials
from service.application.listings import Listings
from service.application.schemas import NewPlayer, PlayerCreated, PlayerMatchPage
from service.http.paging import CURSOR, decode_cursor, encode_cursor
from service.http.responses import problems
from service.http.security import MAKER, PLAYER
from service.records import MatchStatus


def players_router(listings: Listings, auth: Auth, more: list[RouteHandlerType]) -> Router:
    tags = ["Players"]

    @post(
        "/",
        status_code=201,
        operation_id="register_player",
        tags=tags,
        security=MAKER,
        responses=problems(400, described={401: "An Authorization that is not an app key (bad-token)"}),
        summary="Register a player: the key is in this response only",
        description=(
            "Send the key as `Authorization: Bearer <key>` when creating a match or claiming a seat to bind "
            "the seat to you; it then acts for that seat as its seat token does, and lists your matches "
            "(`GET /players/me/matches`). It is stored hashed and cannot be shown again. Made with an app's "
            "key, the player is the app's: the app key acts for him on every route a player key works on, "
            "naming him in `Tabletop-Player`."
        ),
    )
    async def register_player(
        data: JSONBody[NewPlayer], credentials: NamedDependency[Credentials | None]
    ) -> PlayerCreated:
        app = None if credentials is None else await auth.app(credentials)
        player, key = await auth.players.register(data.name, app)
        return PlayerCreated(player_id=player.id, name=player.name, key=key, app_id=player.app_id)

    @get(
        "/me/matches",
        operation_id="my_matches",
        tags=tags,
        security=PLAYER,
        responses=problems(400, described={401: "A player key is needed (bad-token)"}),
        summary="Your matches (by player key), newest first, and which wait on you",
        description=(
            "The matches with a seat bound to you, of every game, optionally of one `status`, and only "
            "those waiting on your seat (`my_turn=true`) or only the others (`false`). A page at a time: "
            "pass `next_cursor` as `cursor` for the next (older) page."
        ),
    )
    async def my_matches(
        credentials: NamedDependency[Credentials | None],
        status: FromQuery[MatchStatus | None] = None,
        my_turn: Annotated[
            bool | None,
            QueryParameter(
                description=("true: only the matches whose seats to move include yours; false: only the others")
            ),
        ] = None,
        cursor: Annotated[
            str | None, QueryParameter(pattern=CURSOR, description="next_cursor of the previous page")
        ] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=200)] = 50,
    ) -> PlayerMatchPage:
        page, last = await listings.player_matches(credentials, status, my_turn, decode_cursor(cursor), limit)
        return PlayerMatchPage(matches=page, next_cursor=None if last is None else encode_cursor(*last))

    return Router(path="/players", route_handlers=[register_player, my_matches, *more])
