"""The composition root: the one place the store, the application and the HTTP edge
are put together (`create_app`, which `tabletop serve` and the tests run), and the
background work a serving process does for as long as it serves (`running`)."""

from __future__ import annotations

import asyncio
import datetime as dt
import gc
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from functools import partial

from litestar import Litestar

from engines.registry import GAMES
from service import metrics
from service.application import challenges, ratings, seeks
from service.application.auth import Auth, Seated
from service.application.context import Context
from service.application.delivery import Deliverer
from service.application.invitations import Lobby
from service.application.keys import Keys
from service.application.listings import Listings
from service.application.match import Clock
from service.application.players import Players
from service.application.repository import Repository, StateCache
from service.application.schemas import GameSchemas
from service.application.services import Services
from service.application.standings import Standings
from service.application.timeouts import Sweeper
from service.application.views import Views
from service.application.webhook_news import WebhookNews
from service.application.webhooks import Hooks
from service.budget import Unavailable
from service.http.app import build_app
from service.hub import Hub
from service.logs import redacted
from service.records import now
from service.settings import Settings
from service.store.storage import Storage

log = logging.getLogger("tabletop")
GC_YOUNG_THRESHOLD = 5_000
# How often each process updates its gauges (open streams, pooled connections) between
# scrapes: with --workers N, a scrape is answered by one process and reads the others'
# last values.
SAMPLE_S = 5


def create_app(settings: Settings | None = None, clock: Clock = now) -> Litestar:
    """The service; `clock` tells the time to the clocks, the log and the rate limits
    (tests control it)."""
    services = build(settings or Settings.from_env(), clock)
    return build_app(services, clock, running(services))


def build(settings: Settings, clock: Clock) -> Services:
    """The application of one process, on the store `settings` name."""
    hub = Hub(settings.max_waiters)
    storage = Storage(
        settings.database_url, hub, timeout=settings.db_timeout_s, replay_ttl_s=settings.idempotency_ttl_s
    )
    cache = StateCache(settings.state_cache_size)  # shared by every game
    players = Players(
        storage.accounts, clock, cache_s=settings.key_cache_s, last_used_every_s=settings.key_last_used_every_s
    )
    auth = Auth(players, Seated())
    standings = Standings(storage.ratings, storage.accounts, settings.provisional_matches)
    by_game = {}
    for game in GAMES.values():
        schemas = GameSchemas(game)
        by_game[game.id] = Context(
            game=game,
            schemas=schemas,
            repository=Repository(game, storage.matches, cache, snapshot_every=settings.snapshot_every),
            views=Views(game, schemas, clock),
            standings=standings,
            auth=auth,
            hub=hub,
            clock=clock,
            counted=metrics.game_counters(game.id),
            allow_client_seeds=settings.allow_client_seeds,
        )
    lobby = Lobby(
        by_game=by_game,
        invitations=storage.invitations,
        accounts=storage.accounts,
        ratings=storage.ratings,
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
    outbox = storage.webhooks
    hooks = Hooks(auth, outbox, clock, settings.webhook_allow_private)
    deliverer, news = Deliverer(lobby, outbox, settings), WebhookNews(lobby, outbox)
    keys = Keys(players, hub, settings.key_grace_max_s)
    listings = Listings(storage.matches, auth, by_game)
    return Services(settings, storage, hub, auth, by_game, lobby, hooks, deliverer, news, keys, listings, standings)


def running(services: Services) -> Callable[[Litestar], AbstractAsyncContextManager[None]]:
    """The lifespan: the schema migrated, then the background work (the feed, the
    sweeper, purges and gauges) for as long as the app serves."""

    @asynccontextmanager
    async def lifespan(_: Litestar) -> AsyncIterator[None]:
        settings, storage = services.settings, services.storage
        await storage.migrate_when_reachable(settings.db_startup_wait_s)
        log.info("ready: the database schema is current", extra={"database": redacted(settings.database_url)})
        tasks = [
            asyncio.create_task(work)
            for work in (
                purge_replays(storage, settings.idempotency_ttl_s),
                storage.feed().run(),
                every(SAMPLE_S, services.sample_gauges),
                services.auth.players.flushing(),
                sweeper(services).run(settings.sweep_interval_s),
                services.deliverer.run(),
            )
        ]
        settle_garbage_collection()
        try:
            with services.hub.serving():  # closed when the server begins to stop, at the latest now
                yield
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.sleep(0)
            await storage.close()
            metrics.process_stopped()

    return lifespan


def sweeper(services: Services) -> Sweeper:
    """The clocks' sweeper, with the other work on time's passing one instance does."""
    lobby, storage = services.lobby, services.storage
    chores: list[Callable[[], Awaitable[int]]] = [
        partial(challenges.expire, lobby),
        partial(seeks.expire, lobby),
        services.news.sweep,
        partial(seeks.pair_widened, lobby),
        partial(ratings.apply, storage.ratings, services.by_game),
    ]
    return Sweeper(storage.matches, services.by_game, storage.sweep_lock(), chores)


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


async def every(seconds: float, work: Callable[[], None]) -> None:
    while True:
        work()
        await asyncio.sleep(seconds)


async def purge_replays(storage: Storage, ttl_s: int) -> None:
    """Forget expired idempotency keys, a few times per time-to-live (a lookup already
    ignores them: this only bounds the table)."""
    while True:
        await asyncio.sleep(max(60, ttl_s / 8))
        try:
            await storage.matches.purge_replays()
        except Unavailable as exc:
            log.warning("purging idempotency keys failed: %s", exc)
