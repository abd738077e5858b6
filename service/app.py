"""The litestar application: one router per hosted game plus the catalogue and health."""

from __future__ import annotations

import asyncio
import datetime as dt
import gc
import logging
from contextlib import asynccontextmanager
from typing import AsyncIterator, Callable

from litestar import Litestar, Response, get
from litestar.config.cors import CORSConfig
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin, YamlRenderPlugin
from litestar.openapi.spec import Components, SecurityScheme, Server
from litestar.stores.memory import MemoryStore

from engines.registry import GAMES
from service import metrics
from service.bodies import StrictRequest, refuse_unstorable_parameters
from service.database import Unavailable
from service.errors import CATALOGUE, EXCEPTION_HANDLERS, NotReady
from service.feeds import feed_for
from service.hub import Hub
from service.limits import STORE, UNLIMITED, Seated, forget_expired, rate_limits
from service.logs import redacted
from service.matches import Matches, StateCache
from service.observe import Observed
from service.openapi import (
    add_discriminators, add_etags, add_links, add_problem_codes, add_refusals_of_any_request, add_time_control_shapes,
    copy_limits, describe_event_streams, exclude_nul,
)
from service.players import Players
from service.routes import catalogue_router, game_router, players_router, problem_types_router
from service.schemas import ClaimSeat, GameSchemas, Health, NewPlayer
from service.settings import Settings
from service.store import EventStore, now
from service.streams import MATCH, MatchFrame
from service.sweeper import Sweeper, lock_for
from service.viewer import viewer_routes

log = logging.getLogger("tabletop")
API_VERSION = "1.0.0"
GC_YOUNG_THRESHOLD = 5_000
# How often each process updates its gauges (open streams, pooled connections) between
# scrapes: with --workers N, a scrape is answered by one process and reads the others'
# last values.
SAMPLE_S = 5
# Headers a browser page may send and read (CORS).
CORS_REQUEST_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-None-Match", "Last-Event-ID", "X-Request-ID"]
CORS_RESPONSE_HEADERS = [
    "ETag", "Retry-After", "WWW-Authenticate", "X-Request-ID",
    "RateLimit-Limit", "RateLimit-Policy", "RateLimit-Remaining", "RateLimit-Reset",
]


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="tabletop",
        version=API_VERSION,
        description=(
            "Turn-based matches of Babel, Bali, Maya and Balam. Every accepted action is an "
            "appended event; each seat sees only what its player may see. Seat tokens go in "
            "`Authorization: Bearer <token>`. Request bodies are application/json (anything "
            "else is a 415); an integer may be written 5 or 5.0, not 5.5, \"5\" or true (a 400). No text "
            "sent (in a body, a parameter or a header) may hold a NUL (U+0000) or a lone surrogate: a 400 "
            "naming the field. "
            "Refusals are RFC 9457 problem details with a stable `code` (see ProblemCode, and GET /problems); "
            "`type` is `/problems/<code>`. Every response carries an X-Request-ID (the one the request sent, "
            "if it is at most 128 letters, digits and ._:@/+=-, else a new one), also given in problem "
            "bodies and in the server's logs."
        ),
        servers=[Server(url="/")],
        components=Components(
            security_schemes={"bearer": SecurityScheme(
                type="http", scheme="bearer", description="A seat token, or a player key (tp_...) bound to a seat"
            )}
        ),
        use_handler_docstrings=False,
        create_examples=False,
        # The document only: the UI is /docs, served from installed assets (service/viewer).
        render_plugins=[JsonRenderPlugin(), YamlRenderPlugin()],
        path="/schema",
    )


def create_app(settings: Settings | None = None, clock: Callable[[], dt.datetime] = now) -> Litestar:
    """The service; `clock` tells the time to the clocks and the log (tests control it)."""
    settings = settings or Settings.from_env()
    store = EventStore(
        settings.database_url, timeout=settings.db_timeout_s, replay_ttl_s=settings.idempotency_ttl_s
    )
    cache = StateCache(settings.state_cache_size)
    hub = Hub(settings.max_waiters)
    # The rate limits' counts, and the seat tokens they count apart from addresses.
    rate_counts, seated = MemoryStore(), Seated()

    def sample_gauges() -> None:
        metrics.sample(hub.count, store.db.pool_usage())

    @asynccontextmanager
    async def lifespan(_: Litestar) -> AsyncIterator[None]:
        await store.migrate_when_reachable(settings.db_startup_wait_s)
        log.info("ready: the database schema is current", extra={"database": redacted(settings.database_url)})
        purging = asyncio.create_task(purge_replays(store, settings.idempotency_ttl_s))
        forgetting = asyncio.create_task(forget_expired(rate_counts))
        feeding = asyncio.create_task(feed_for(store, hub).run())
        sampling = asyncio.create_task(every(SAMPLE_S, sample_gauges))
        sweeping = asyncio.create_task(
            Sweeper(store, by_game, lock_for(store, settings.db_timeout_s)).run(settings.sweep_interval_s))
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
        try:
            with hub.serving():  # closed when the server begins to stop, at the latest now
                yield
        finally:
            for task in (purging, forgetting, feeding, sampling, sweeping):
                task.cancel()
            await asyncio.sleep(0)
            await store.close()
            metrics.process_stopped()

    @get("/healthz", operation_id="healthz", tags=["Health"], summary="The process is up")
    async def healthz() -> Health:
        return Health(status="ok")

    @get("/readyz", operation_id="readyz", tags=["Health"], summary="The database answers")
    async def readyz() -> Health:
        try:
            await store.ping()
        except Exception as exc:  # any database failure means "not ready", not a 500
            raise NotReady("The database does not answer; writes would fail.") from exc
        return Health(status="ok")

    @get("/metrics", include_in_schema=False)
    async def prometheus_metrics() -> Response:
        sample_gauges()
        return Response(metrics.exposition(), media_type=metrics.CONTENT_TYPE)

    schemas = {game.id: GameSchemas(game) for game in GAMES.values()}
    routers, by_game, players = [], {}, Players(store)
    for game in GAMES.values():
        matches = by_game[game.id] = Matches(
            game, schemas[game.id], store, cache, hub=hub, allow_client_seeds=settings.allow_client_seeds,
            snapshot_every=settings.snapshot_every, seated=seated, players=players, clock=clock,
        )
        routers.append(game_router(game, matches, hub, settings))
    routers.append(players_router(by_game))
    app = Litestar(
        route_handlers=[
            healthz, readyz, prometheus_metrics, catalogue_router(GAMES), problem_types_router(), *routers,
            *viewer_routes(store, GAMES),
        ],
        exception_handlers=EXCEPTION_HANDLERS,
        middleware=rate_limits(settings.rate_limit_per_minute, settings.create_limit_per_minute, seated),
        stores={STORE: rate_counts},
        request_max_body_size=settings.max_body_bytes,
        request_class=StrictRequest,
        before_request=refuse_unstorable_parameters,
        cors_config=cors(settings.cors_origins),
        lifespan=[lifespan],
        openapi_config=openapi_config(),
        logging_config=None,  # `tabletop serve` configures logging (service/logs.py), not litestar
        debug=False,
    )
    add_discriminators(app.openapi_schema)
    describe_event_streams(app.openapi_schema, named={MatchFrame.__name__: MATCH})
    add_links(app.openapi_schema)
    add_etags(app.openapi_schema)
    add_problem_codes(app.openapi_schema, CATALOGUE)
    add_refusals_of_any_request(app.openapi_schema, unlimited=UNLIMITED)
    copy_limits(app.openapi_schema, [ClaimSeat, NewPlayer, *(body for s in schemas.values() for body in (s.create, s.act))])
    add_time_control_shapes(app.openapi_schema)
    exclude_nul(app.openapi_schema)
    app.asgi_handler = Observed(app.asgi_handler)
    return app


def cors(origins: str) -> CORSConfig | None:
    """Browser pages from these origins (a comma list; none by default, `*` for any) may
    call the API. Seat tokens travel in a header, never in cookies: no credentials."""
    allowed = [origin.strip() for origin in origins.split(",") if origin.strip()]
    if not allowed:
        return None
    return CORSConfig(
        allow_origins=allowed, allow_methods=["GET", "POST", "OPTIONS"], allow_headers=CORS_REQUEST_HEADERS,
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
