"""The litestar application, composed: the store, each game's application context,
their routes, and what every request passes through (the request id and access log,
the database budget, the rate limits, strict bodies, problem details)."""

from __future__ import annotations

import asyncio
import datetime as dt
import gc
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import partial

from litestar import Litestar, Response, get
from litestar.config.cors import CORSConfig
from litestar.enums import ScopeType
from litestar.types import ASGIApp, ControllerRouterHandler, Receive, Scope, Send
from litestar.types.internal_types import RouteHandlerType

from engines.registry import GAMES
from service import metrics
from service.application import challenges, ratings, seeks
from service.application.auth import Auth, Seated
from service.application.context import Context
from service.application.delivery import Deliverer
from service.application.invitations import (
    Lobby,
)
from service.application.keys import Keys
from service.application.match import Clock
from service.application.players import Players
from service.application.repository import Repository, StateCache
from service.application.schemas import (
    GameSchemas,
    Health,
)
from service.application.timeouts import Sweeper
from service.application.views import Views
from service.application.webhook_news import WebhookNews
from service.application.webhooks import Hooks
from service.budget import Unavailable, budget
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
from service.hub import Hub
from service.logs import redacted
from service.records import now
from service.settings import Settings
from service.store.events import EventStore
from service.store.webhooks import Webhooks

log = logging.getLogger("tabletop")
GC_YOUNG_THRESHOLD = 5_000
# How often each process updates its gauges (open streams, pooled connections) between
# scrapes: with --workers N, a scrape is answered by one process and reads the others'
# last values.
SAMPLE_S = 5
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


@dataclass(frozen=True)
class Services:
    """The application, one process's: the store, the hub its streams wait on, and a
    context per hosted game."""

    settings: Settings
    store: EventStore
    hub: Hub
    auth: Auth
    by_game: dict[str, Context]
    lobby: Lobby
    hooks: Hooks
    deliverer: Deliverer
    news: WebhookNews
    keys: Keys

    @classmethod
    def build(cls, settings: Settings, clock: Clock) -> Services:
        hub = Hub(settings.max_waiters)
        store = EventStore(
            settings.database_url, hub, timeout=settings.db_timeout_s, replay_ttl_s=settings.idempotency_ttl_s
        )
        cache = StateCache(settings.state_cache_size)  # shared by every game
        players = Players(store, clock, cache_s=settings.key_cache_s, last_used_every_s=settings.key_last_used_every_s)
        auth = Auth(players, Seated())
        by_game = {}
        for game in GAMES.values():
            schemas = GameSchemas(game)
            by_game[game.id] = Context(
                game=game,
                schemas=schemas,
                repository=Repository(game, store, cache, snapshot_every=settings.snapshot_every),
                views=Views(game, schemas, clock),
                auth=auth,
                hub=hub,
                clock=clock,
                counted=metrics.game_counters(game.id),
                allow_client_seeds=settings.allow_client_seeds,
            )
        lobby = Lobby(
            by_game=by_game,
            store=store,
            auth=auth,
            hub=hub,
            clock=clock,
            challenge_ttl=dt.timedelta(seconds=settings.challenge_ttl_s),
            max_open_challenges=settings.max_open_challenges,
            seek_ttl=dt.timedelta(seconds=settings.seek_ttl_s),
            seek_grace=dt.timedelta(seconds=settings.seek_grace_s),
            seek_widen_per_s=settings.seek_widen_per_s,
            counted=metrics.lobby_counters(),
        )
        outbox = Webhooks(store.db)
        hooks = Hooks(auth, outbox, clock, settings.webhook_allow_private)
        deliverer, news = Deliverer(lobby, outbox, settings), WebhookNews(lobby, outbox)
        keys = Keys(players, hub, settings.key_grace_max_s)
        return cls(settings, store, hub, auth, by_game, lobby, hooks, deliverer, news, keys)

    def sample_gauges(self) -> None:
        metrics.sample(self.hub.count, self.store.db.pool_usage())
        metrics.WEBHOOK_OUTBOX_AGE.set(self.deliverer.outbox_age())

    @asynccontextmanager
    async def running(self, _: Litestar) -> AsyncIterator[None]:
        """The lifespan: the schema migrated, then the background work (the feed, the
        sweeper, purges and gauges) for as long as the app serves."""
        settings, store = self.settings, self.store
        await store.migrate_when_reachable(settings.db_startup_wait_s)
        log.info("ready: the database schema is current", extra={"database": redacted(settings.database_url)})
        sweeper = Sweeper(
            store,
            self.by_game,
            store.sweep_lock(),
            [
                partial(challenges.expire, self.lobby),
                partial(seeks.expire, self.lobby),
                self.news.sweep,
                partial(seeks.pair_widened, self.lobby),
                partial(ratings.apply, store, self.by_game),
            ],
        )
        tasks = [
            asyncio.create_task(work)
            for work in (
                purge_replays(store, settings.idempotency_ttl_s),
                store.feed().run(),
                every(SAMPLE_S, self.sample_gauges),
                self.auth.players.flushing(),
                sweeper.run(settings.sweep_interval_s),
                self.deliverer.run(),
            )
        ]
        settle_garbage_collection()
        try:
            with self.hub.serving():  # closed when the server begins to stop, at the latest now
                yield
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.sleep(0)
            await store.close()
            metrics.process_stopped()


def create_app(settings: Settings | None = None, clock: Clock = now) -> Litestar:
    """The service; `clock` tells the time to the clocks, the log and the rate limits
    (tests control it)."""
    settings = settings or Settings.from_env()
    services = Services.build(settings, clock)
    contexts, lobby = list(services.by_game.values()), services.lobby
    strict = StrictParameters()
    app = Litestar(
        route_handlers=[
            *health_routes(services),
            catalogue_router([game_info(c) for c in contexts]),
            problem_types_router(),
            *(game_router(context, settings, per_game(GameRoutes(context, settings), lobby)) for context in contexts),
            players_router(
                services.store,
                services.auth,
                services.by_game,
                [
                    *player_stream_routes(lobby, settings),
                    me_route(services.store, services.auth, settings.provisional_matches),
                    profile_route(services.store, settings.provisional_matches),
                ],
            ),
            challenges_router(lobby),
            apps_router(services.store, services.auth, settings, services.keys),
            *key_routes(services.auth, services.keys),
            seeks_router(lobby),
            webhooks_router(services.hooks),
            *viewer_routes(services.store, GAMES),
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
        lifespan=[services.running],
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
            await services.store.ping()
        except Exception as exc:  # any database failure means "not ready", not a 500
            raise NotReady("The database does not answer; writes would fail.") from exc
        return Health(status="ok")

    @get("/metrics", include_in_schema=False)
    async def prometheus_metrics() -> Response[bytes]:
        services.sample_gauges()
        return Response(metrics.exposition(), media_type=metrics.CONTENT_TYPE)

    return [healthz, readyz, prometheus_metrics]


def settle_garbage_collection() -> None:
    # Everything loaded so far (the framework, the engines) lives as long as the
    # process: move it out of the collector's sight, so that collections triggered
    # by request garbage stay short (p99 latency).
    gc.collect()
    gc.freeze()
    # With dozens of requests in flight, the young generation's default threshold
    # (700 objects) is crossed by the requests' own short-lived objects: measured,
    # a collection every 24 acts and 4% of the CPU, none of it finding garbage that
    # reference counting would not free anyway.
    gc.set_threshold(GC_YOUNG_THRESHOLD, *gc.get_threshold()[1:])


def budgeted(app: ASGIApp, seconds: float) -> ASGIApp:
    """Each request may wait `seconds` on the database in all (service/store/database.py's
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


async def every(seconds: float, work: Callable[[], None]) -> None:
    while True:
        work()
        await asyncio.sleep(seconds)


async def purge_replays(store: EventStore, ttl_s: int) -> None:
    """Forget expired idempotency keys, a few times per time-to-live (a lookup already
    ignores them: this only bounds the table)."""
    while True:
        await asyncio.sleep(max(60, ttl_s / 8))
        try:
            await store.purge_replays()
        except Unavailable as exc:
            log.warning("purging idempotency keys failed: %s", exc)
