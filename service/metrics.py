"""Prometheus metrics (prometheus_client), served at GET /metrics.

With `--workers N` a server is N processes, each counting what it serves, and a
scrape reaches one of them. `tabletop serve` then points PROMETHEUS_MULTIPROC_DIR
at an empty folder before the workers start (it must be set before this module is
imported): each process keeps its values in files there, and /metrics, whichever
worker answers, adds them all up. Gauges count live processes only: a worker that
stops removes its gauge files, and a scrape removes those of workers that died.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, NamedTuple

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    disable_created_metrics,
    generate_latest,
    multiprocess,
)

MULTIPROCESS_DIR = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
# Without its charset parameter: litestar adds one to every text/ type (the exposition's is utf-8).
CONTENT_TYPE = CONTENT_TYPE_LATEST.replace("; charset=utf-8", "")
disable_created_metrics()  # (a `_created` series beside each counter: noise for Prometheus)

REQUESTS = Histogram(
    "tabletop_http_request_duration_seconds",
    "HTTP requests by method, route template and status: how many (_count) and how long they took to answer "
    "(a stream: how long it stayed open); status 499: the client went away before the answer",
    ["method", "route", "status"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
)
ACTIONS = Counter("tabletop_actions", "Actions accepted", ["game"])
CONFLICTS = Counter(
    "tabletop_conflicts", "Actions refused with 409 (a stale expected_version, or a match that kept changing)", ["game"]
)
CREATED = Counter("tabletop_matches_created", "Matches created", ["game"])
TABLE_EVENTS = Counter(
    "tabletop_table_events",
    "Resignations, timeouts and aborts recorded (seat_resigned, seat_timed_out, match_aborted)",
    ["game", "event"],
)
OPEN_STREAMS = Gauge(
    "tabletop_open_streams",
    "Streams and long-polls held open (at most TABLETOP_MAX_WAITERS per process)",
    multiprocess_mode="livesum",
)
POOL = Gauge(
    "tabletop_db_connections",
    "Pooled PostgreSQL connections: in use, idle, and the most the pool opens",
    ["pool", "state"],
    multiprocess_mode="livesum",
)


CHALLENGES = Counter(
    "tabletop_challenges",
    "Challenges by how they ended (accepted, declined, cancelled, expired), and made (open)",
    ["outcome"],
)
SEEKS = Counter("tabletop_seeks", "Seeks made (open), paired into a match (paired), withdrawn or expired", ["outcome"])
RATINGS_UPDATED = Counter("tabletop_ratings_updated", "Players' ratings moved by rated matches' results")
PLAYER_FRAMES = Counter("tabletop_player_frames", "Frames written to players' streams, by type", ["type"])
WEBHOOK_DELIVERIES = Counter(
    "tabletop_webhook_deliveries",
    "Webhook delivery attempts by outcome: delivered, retried (to be tried again), failed (past the retry schedule)",
    ["outcome"],
)
# Sampled by every process from the database (all alike): the largest is the answer.
WEBHOOK_OUTBOX_AGE = Gauge(
    "tabletop_webhook_outbox_age_seconds",
    "How long the oldest pending webhook delivery has waited (0: none)",
    multiprocess_mode="livemax",
)


class LobbyCounters(NamedTuple):
    challenges: Any  # .labels(outcome)
    seeks: Any
    frames: Any


def lobby_counters() -> LobbyCounters:
    return LobbyCounters(CHALLENGES, SEEKS, PLAYER_FRAMES)


class GameCounters(NamedTuple):
    actions: Any
    conflicts: Any
    created: Any


def game_counters(game: str) -> GameCounters:
    return GameCounters(ACTIONS.labels(game), CONFLICTS.labels(game), CREATED.labels(game))


def sample(open_streams: int, pools: dict[str, tuple[int, int, int]]) -> None:
    """Sets this process's gauges: its open streams, and per pool the connections in
    use, idle, and at most."""
    OPEN_STREAMS.set(open_streams)
    for pool, counts in pools.items():
        for state, count in zip(("in_use", "idle", "max"), counts, strict=True):
            POOL.labels(pool, state).set(count)


def exposition() -> bytes:
    if MULTIPROCESS_DIR is None:
        return generate_latest(REGISTRY)
    _forget_dead_processes(Path(MULTIPROCESS_DIR))
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    return generate_latest(registry)


def process_stopped() -> None:
    """This process's gauges no longer count (its counters do: they only ever add up)."""
    if MULTIPROCESS_DIR is not None:
        multiprocess.mark_process_dead(os.getpid())


LIVE_GAUGE_FILE = re.compile(r"gauge_live\w+?_(\d+)\.db")


def _forget_dead_processes(folder: Path) -> None:
    for path in folder.glob("gauge_live*_*.db"):
        if (found := LIVE_GAUGE_FILE.fullmatch(path.name)) and not _alive(int(found[1])):
            multiprocess.mark_process_dead(int(found[1]))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process
        return True
    return True
