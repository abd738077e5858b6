"""The litestar application on what service/root.py composes: each game's routes and
the others', and what every request passes through (the request id and access log,
the database budget, the rate limits, strict bodies, problem details)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

from litestar import Litestar, Response, get
from litestar.config.cors import CORSConfig
from litestar.enums import ScopeType
from litestar.types import ASGIApp, ControllerRouterHandler, Receive, Scope, Send
from litestar.types.internal_types import RouteHandlerType

from service import metrics
from service.application.invitations import Lobby
from service.application.match import Clock
from service.application.schemas import Health
from service.application.services import Services
from service.budget import budget
from service.errors import NotReady
from service.http.auth import DEPENDENCIES
from service.http.bodies import StrictRequest
from service.http.guide import guide_routes
from service.http.limits import rate_limits
from service.http.observe import Observed
from service.http.openapi_document import API_VERSION as API_VERSION  # (the API's version, named here too)
from service.http.openapi_document import document_once, openapi_config
from service.http.parameters import StrictParameters
from service.http.problems import EXCEPTION_HANDLERS
from service.http.routes.apps import apps_router
from service.http.routes.catalogue import catalogue_router, problem_types_router
from service.http.routes.invitations import challenges_router, player_stream_routes, seek_route, seeks_router
from service.http.routes.keys import key_routes
from service.http.routes.matches import game_info, game_router
from service.http.routes.per_game import GameRoutes
from service.http.routes.players import players_router
from service.http.routes.ratings import leaderboard_route, me_route, profile_route
from service.http.routes.webhooks import webhooks_router
from service.http.viewer import viewer_routes

Lifespan = Callable[[Litestar], AbstractAsyncContextManager[None]]
# Headers a browser page may send and read (CORS).
CORS_REQUEST_HEADERS = [
    "Authorization",
    "Content-Type",
    "Idempotency-Key",
    "If-None-Match",
    "Last-Event-ID",
    "Tabletop-Player",
    "X-Request-ID",
]
CORS_RESPONSE_HEADERS = [
    "ETag",
    "Retry-After",
    "WWW-Authenticate",
    "X-Request-ID",
    "RateLimit-Limit",
    "RateLimit-Policy",
    "RateLimit-Remaining",
    "RateLimit-Reset",
]


def build_app(services: Services, clock: Clock, lifespan: Lifespan) -> Litestar:
    """The service's HTTP edge on `services` (service/root.py composes them); `clock`
    tells the time to the rate limits, `lifespan` is the process's background work."""
    settings = services.settings
    contexts, lobby = list(services.by_game.values()), services.lobby
    strict = StrictParameters()
    app = Litestar(
        route_handlers=[
            *health_routes(services),
            catalogue_router([game_info(c) for c in contexts]),
            problem_types_router(),
            *(game_router(context, settings, per_game(GameRoutes(context, settings), lobby)) for context in contexts),
            players_router(
                services.listings,
                services.auth,
                [
                    *player_stream_routes(lobby, settings),
                    me_route(services.standings, services.auth),
                    profile_route(services.standings),
                ],
            ),
            challenges_router(lobby),
            apps_router(services.auth, settings, services.keys),
            *key_routes(services.auth, services.keys),
            seeks_router(lobby),
            webhooks_router(services.hooks),
            *viewer_routes(services.by_game),
            *guide_routes(),
        ],
        dependencies=DEPENDENCIES,
        exception_handlers=EXCEPTION_HANDLERS,
        middleware=rate_limits(
            settings.rate_limit_per_minute,
            settings.create_limit_per_minute,
            services.auth.seated,
            lambda: clock().timestamp(),
        ),
        request_max_body_size=settings.max_body_bytes,
        request_class=StrictRequest,
        before_request=strict,
        cors_config=cors(settings.cors_origins),
        lifespan=[lifespan],
        openapi_config=openapi_config(),
        logging_config=None,  # `tabletop serve` configures logging (service/logs.py), not litestar
        debug=False,
    )
    document_once(app, [context.schemas for context in contexts])
    strict.declare(app.openapi_schema)
    app.asgi_handler = Observed(budgeted(app.asgi_handler, settings.db_timeout_s))
    return app


def per_game(routes: GameRoutes, lobby: Lobby) -> list[RouteHandlerType]:
    """A game's routes beyond its matches': seeking opponents, its leaderboard."""
    return [seek_route(routes, lobby), leaderboard_route(routes)]


def health_routes(services: Services) -> list[ControllerRouterHandler]:
    @get(
        "/healthz",
        operation_id="healthz",
        tags=["Health"],
        summary="The process is up",
        description="Answers while the process serves, whatever the database; never rate limited.",
    )
    async def healthz() -> Health:
        return Health(status="ok")

    @get(
        "/readyz",
        operation_id="readyz",
        tags=["Health"],
        summary="The database answers",
        description="A round trip to the database: 503 while it does not answer (writes would fail); never rate "
        "limited.",
    )
    async def readyz() -> Health:
        try:
            await services.ping()
        except Exception as exc:  # any database failure means "not ready", not a 500
            raise NotReady("The database does not answer; writes would fail.") from exc
        return Health(status="ok")

    @get("/metrics", include_in_schema=False)
    async def prometheus_metrics() -> Response[bytes]:
        services.sample_gauges()
        return Response(metrics.exposition(), media_type=metrics.CONTENT_TYPE)

    return [healthz, readyz, prometheus_metrics]


def budgeted(app: ASGIApp, seconds: float) -> ASGIApp:
    """Each request may wait `seconds` on the database in all (service/budget.py's
    Budget), whatever its number of round trips."""

    async def handler(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:  # (the lifespan's tasks are no request's)
            return await app(scope, receive, send)
        with budget(seconds):
            await app(scope, receive, send)

    return handler


def cors(origins: str) -> CORSConfig | None:
    """Browser pages from these origins (a comma list; none by default, `*` for any) may
    call the API. Seat tokens travel in a header, never in cookies: no credentials."""
    allowed = [origin.strip() for origin in origins.split(",") if origin.strip()]
    if not allowed:
        return None
    return CORSConfig(
        allow_origins=allowed,
        allow_methods=["GET", "POST", "DELETE", "OPTIONS"],
        allow_headers=CORS_REQUEST_HEADERS,
        expose_headers=CORS_RESPONSE_HEADERS,
    )
