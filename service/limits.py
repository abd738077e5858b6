"""Abuse limits per client, with litestar's rate-limit middleware (per instance:
each instance counts the requests it serves).

A client is its seat token when it sends one that a match has accepted, else its IP
address. A bearer token counts as a client of its own only once it is known to be a
real seat's: anyone can send `Authorization: Bearer <anything>`, a new value with each
request, and would otherwise never be limited. The first request with a new seat
token is counted against the address it came from; the seat's own count starts once
`Matches.seat` has accepted the token (it adds the token's hash to `Seated`)."""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict

from litestar import Request
from litestar.middleware.base import DefineMiddleware
from litestar.middleware.rate_limit import RateLimitConfig, RateLimitMiddleware, get_remote_address
from litestar.stores.memory import MemoryStore

from service.matches import hash_token

log = logging.getLogger("tabletop")
# Probes from a load balancer or an orchestrator, and scrapes, are never limited.
UNLIMITED = ["/healthz", "/readyz", "/metrics"]
# The name of the store both limits keep their counts in (a MemoryStore per process,
# see service/app.py).
STORE = "rate_limit"
# Seat tokens remembered as clients of their own, per process: about 190 bytes each
# (6 MB in all). Each request a seat makes puts it back at the front, so only a seat
# silent while this many others were seen is forgotten, and its next request then
# counts against its address (the one after, against the seat again).
SEATED_SIZE = 32_768
# Counts expire a minute after a client's last request, but litestar's MemoryStore
# drops an expired one only when that client comes back: forgotten this often, the
# store holds only the clients of the last two minutes or so.
FORGET_EVERY_S = 60.0


class Seated:
    """Hashes of the seat tokens matches have accepted lately: least recently seen
    forgotten first, past `size`."""

    def __init__(self, size: int = SEATED_SIZE) -> None:
        self.size = size
        self.digests: OrderedDict[str, None] = OrderedDict()

    def add(self, digest: str) -> None:
        self.digests[digest] = None
        self.digests.move_to_end(digest)
        if len(self.digests) > self.size:
            self.digests.popitem(last=False)

    def __contains__(self, digest: object) -> bool:
        return digest in self.digests

    def __len__(self) -> int:
        return len(self.digests)


def client_of(seated: Seated):
    """The key function of the limits: a known seat's token, else the address."""

    def client(request: Request) -> str:
        scheme, _, token = request.headers.get("authorization", "").partition(" ")
        if scheme.lower() == "bearer" and token.strip():
            digest = hash_token(token.strip())
            if digest in seated:
                return "seat:" + digest
        return "ip:" + get_remote_address(request)

    return client


class CreateRateLimit(RateLimitMiddleware):
    """Counts match creations apart from other requests (its own store keys)."""


def _creates(request: Request) -> bool:
    # Registering a player is a creation too (a row kept for good).
    return request.method == "POST" and (request.url.path.endswith("/matches") or request.url.path == "/players")


def rate_limits(per_minute: int, creates_per_minute: int, seated: Seated) -> list[DefineMiddleware]:
    """The middleware of both limits; a limit of 0 is no limit."""
    client = client_of(seated)
    configs = []
    if per_minute:
        configs.append(RateLimitConfig(
            ("minute", per_minute), exclude=UNLIMITED, identifier_for_request=client, store=STORE,
        ))
    if creates_per_minute:
        configs.append(RateLimitConfig(
            ("minute", creates_per_minute), identifier_for_request=client, store=STORE,
            check_throttle_handler=_creates, middleware_class=CreateRateLimit,
        ))
    return [config.middleware for config in configs]


async def forget_expired(store: MemoryStore, every_s: float = FORGET_EVERY_S) -> None:
    """Drop the counts of clients gone quiet, every `every_s` seconds."""
    while True:
        await asyncio.sleep(every_s)
        try:
            await store.delete_expired()
        except Exception:  # a failed sweep only leaves memory for the next one
            log.exception("forgetting expired rate-limit counts failed")
