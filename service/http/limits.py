"""Abuse limits per client, per instance (each instance counts the requests it
serves): all requests, and apart from them creations.

A limit of N a minute means no span of a minute accepts more than N of a client's
requests: each limit keeps the times of the requests it accepted in the last minute,
per client (a sliding log). Fixed windows, counted from a minute's start, accepted
up to twice N across a boundary (N at its end, N more at the next one's start); a
token bucket (or GCRA) holding N accepts N at once and then one more every 60/N s,
N + 1 within 60/N s.

A client is its seat token when it sends one that a match has accepted, else its IP
address. A bearer token counts as a client of its own only once it is known to be a
real seat's: anyone can send `Authorization: Bearer <anything>`, a new value with each
request, and would otherwise never be limited. The first request with a new seat
token is counted against the address it came from; the seat's own count starts once
a match has accepted the token (service/application/auth.py adds it to `Seated`)."""

from __future__ import annotations

import math
from collections import OrderedDict, deque
from collections.abc import Callable
from typing import NamedTuple

from litestar.enums import ScopeType
from litestar.middleware.base import DefineMiddleware
from litestar.types import ASGIApp, HTTPScope, Message, Receive, Scope, Send

from service.application.auth import Seated
from service.errors import RateLimited, Unauthorized
from service.http.auth import credentials_of

# Probes from a load balancer or an orchestrator, and scrapes, are never limited.
UNLIMITED = ["/healthz", "/readyz", "/metrics"]
WINDOW_S = 60.0


class Verdict(NamedTuple):
    accepted: bool
    remaining: int  # requests the client may still send now
    reset_s: float  # until the oldest request counted leaves the window (and frees a request)


class SlidingWindow:
    """Per client, the times of the requests accepted in the last `window_s` seconds;
    a request is accepted while fewer than `limit` are.

    Memory: only accepted requests are kept, each until it leaves the window (so at
    most what the instance served in the last window), and a client none of whose
    requests is left in the window is forgotten."""

    def __init__(self, limit: int, window_s: float = WINDOW_S) -> None:
        self.limit, self.window_s = limit, window_s
        # least recently accepted first
        self.clients: OrderedDict[str, deque[float]] = OrderedDict()

    def admit(self, client: str, now: float) -> Verdict:
        self._forget(now)
        since = now - self.window_s  # (a request older than this no longer counts)
        times = self.clients.get(client)
        if times is None:
            times = self.clients[client] = deque()
        while times and times[0] < since:
            times.popleft()
        if len(times) >= self.limit:
            return Verdict(False, 0, times[0] - since)
        times.append(now)
        self.clients.move_to_end(client)
        return Verdict(True, self.limit - len(times), times[0] - since)

    def _forget(self, now: float) -> None:
        since = now - self.window_s
        while self.clients:
            times = next(iter(self.clients.values()))
            if times and times[-1] >= since:
                return
            self.clients.popitem(last=False)

    def __len__(self) -> int:
        return len(self.clients)


def client_of(seated: Seated) -> Callable[[Scope], str]:
    """Who a request counts against: a known seat's token, else its address."""

    def client(scope: Scope) -> str:
        try:
            credentials = credentials_of(scope)
        except Unauthorized:  # (refused by the route that reads them)
            credentials = None
        if credentials is not None and credentials.client in seated:
            return "seat:" + credentials.client
        address = scope.get("client")
        return "ip:" + (address[0] if address else "unknown")

    return client


class RateLimit:
    """The middleware of one limit: refuses (429, Retry-After) a request over it, and
    says on every response it counts how the client stands (RateLimit-* headers; where
    both limits count a request, those of the one it is nearer)."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        window: SlidingWindow,
        counts: Callable[[Scope], bool],
        client: Callable[[Scope], str],
        clock: Callable[[], float],
    ) -> None:
        self.app, self.window, self.counts, self.client, self.clock = app, window, counts, client, clock
        self.policy = [
            (b"ratelimit-policy", f"{window.limit}; w={window.window_s:g}".encode()),
            (b"ratelimit-limit", str(window.limit).encode()),
        ]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP or not self.counts(scope):
            await self.app(scope, receive, send)
            return
        verdict = self.window.admit(self.client(scope), self.clock())
        headers = self._headers(verdict)
        if not verdict.accepted:
            raise RateLimited(
                "Too many requests from this client; wait before sending more (see Retry-After).",
                headers={name.decode(): value.decode() for name, value in headers} | {"Retry-After": _seconds(verdict)},
            )

        async def counted_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = _tightest(list(message.get("headers", ())), headers, verdict.remaining)
            await send(message)

        await self.app(scope, receive, counted_send)

    def _headers(self, verdict: Verdict) -> list[tuple[bytes, bytes]]:
        return [
            *self.policy,
            (b"ratelimit-remaining", str(verdict.remaining).encode()),
            (b"ratelimit-reset", _seconds(verdict).encode()),
        ]


def _tightest(
    sent: list[tuple[bytes, bytes]], ours: list[tuple[bytes, bytes]], remaining: int
) -> list[tuple[bytes, bytes]]:
    """The response's headers with the RateLimit-* of whichever limit leaves the client
    fewer requests: another limit's, already there, or ours."""
    theirs = next((int(value) for name, value in sent if name == b"ratelimit-remaining"), None)
    if theirs is not None and theirs <= remaining:
        return sent
    return [*(header for header in sent if not header[0].startswith(b"ratelimit-")), *ours]


def _seconds(verdict: Verdict) -> str:
    """Whole seconds, rounded up: a client waiting that long is accepted."""
    return str(max(1, math.ceil(verdict.reset_s)))


def _any_but_probes(scope: HTTPScope) -> bool:
    return scope["path"] not in UNLIMITED


def _creates(scope: HTTPScope) -> bool:
    # Registering a player is a creation too (a row kept for good).
    return scope["method"] == "POST" and (scope["path"].endswith("/matches") or scope["path"] == "/players")


def rate_limits(
    per_minute: int, creates_per_minute: int, seated: Seated, clock: Callable[[], float]
) -> list[DefineMiddleware]:
    """The middleware of both limits (a limit of 0 is no limit); `clock` tells the time
    in seconds."""
    client = client_of(seated)
    return [
        DefineMiddleware(RateLimit, window=SlidingWindow(limit), counts=counts, client=client, clock=clock)
        for limit, counts in ((per_minute, _any_but_probes), (creates_per_minute, _creates))
        if limit
    ]
