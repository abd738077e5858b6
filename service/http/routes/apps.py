"""Apps: an app backend registers once, makes players of its own with its key, and
acts for any of them (`Tabletop-Player` beside the key) wherever a player key works."""

from __future__ import annotations

import hmac
from typing import Annotated

from litestar import Router, delete, get, post
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody, QueryParameter
from litestar.types.internal_types import RouteHandlerType

from service.application.auth import Auth, Credentials
from service.application.keys import Keys, Owner
from service.application.schemas import AppCreated, AppPlayer, AppPlayerPage, NewApp
from service.errors import AdminOnly, NotFound
from service.http.paging import CURSOR, decode_cursor, encode_cursor
from service.http.responses import problems
from service.http.security import ADMIN, APP, REGISTRAR
from service.settings import Settings

TAGS = ["Apps"]


def apps_router(auth: Auth, settings: Settings, keys: Keys) -> Router:
    @post(
        "/",
        status_code=201,
        operation_id="register_app",
        tags=TAGS,
        security=REGISTRAR,
        responses=problems(
            400,
            described={
                401: "An Authorization that is not `Bearer <key>`, or Tabletop-Player sent without an app key "
                "(bad-token)",
                403: "This server registers apps with its admin key only (admin-only)",
            },
        ),
        summary="Register an app: its key is in this response only",
        description=(
            "With TABLETOP_APP_REGISTRATION=admin (the default), send the server's admin key as bearer "
            "(TABLETOP_ADMIN_KEY); with `open`, anyone may. The app's key (ta_...) makes players of the app's "
            "(`POST /players`) and acts for any of them, naming him in `Tabletop-Player`."
        ),
    )
    async def register_app(data: JSONBody[NewApp], credentials: NamedDependency[Credentials | None]) -> AppCreated:
        if settings.app_registration != "open" and not _admin(settings, credentials):
            raise AdminOnly("This server registers apps with its admin key only: send it as 'Bearer <key>'.")
        app, key = await auth.players.register_app(data.name)
        return AppCreated(app_id=app.id, name=app.name, key=key)

    return Router(
        path="/apps", route_handlers=[register_app, app_players_route(auth), revoke_app_route(settings, keys)]
    )


def app_players_route(auth: Auth) -> RouteHandlerType:
    @get(
        "/me/players",
        operation_id="app_players",
        tags=TAGS,
        security=APP,
        responses=problems(400, described={401: "An app key is needed (bad-token)"}),
        summary="Your app's players, newest first",
        description=(
            "The players your app key made (`POST /players` with it), a page at a time: pass "
            "`next_cursor` as `cursor` for the next (older) page."
        ),
    )
    async def app_players(
        credentials: NamedDependency[Credentials | None],
        cursor: Annotated[
            str | None, QueryParameter(pattern=CURSOR, description="next_cursor of the previous page")
        ] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=200)] = 50,
    ) -> AppPlayerPage:
        app = await auth.app(credentials)
        rows = await auth.players.app_players(app, decode_cursor(cursor), limit)
        page = [AppPlayer(player_id=p.id, name=p.name, created_at=at) for p, at in rows]
        last = rows[-1] if len(rows) == limit else None
        return AppPlayerPage(players=page, next_cursor=None if last is None else encode_cursor(last[1], last[0].id))

    return app_players


def revoke_app_route(settings: Settings, keys: Keys) -> RouteHandlerType:
    @delete(
        "/{app_id:str}/keys",
        operation_id="revoke_app",
        tags=TAGS,
        security=ADMIN,
        responses=problems(400, 401, 404, described={403: "The server's admin key is needed (admin-only)"}),
        summary="Revoke every key of an app (the admin key): it acts for its players no more",
        description="Its players' own keys keep working. Every instance refuses its keys within a second.",
    )
    async def revoke_app(app_id: FromPath[str], credentials: NamedDependency[Credentials | None]) -> None:
        if not _admin(settings, credentials):
            raise AdminOnly("Only the server's admin key revokes an app: send it as 'Bearer <key>'.")
        if not await keys.revoke_all(Owner("app", app_id)):
            raise NotFound(f"No app {app_id[:40]!r} has keys.")

    return revoke_app


def _admin(settings: Settings, credentials: Credentials | None) -> bool:
    return (
        bool(settings.admin_key)
        and credentials is not None
        and hmac.compare_digest(credentials.token, settings.admin_key)
    )
