"""Every HTTP request as an operator sees it: a request id (on every line logged
while it is handled, too), one access-log line and its latency metric.

`Observed` wraps litestar's whole handler (`app.asgi_handler`), outside routing,
CORS and exception handling, and wraps `send`: refusals made before a route is
found (404, 405, preflights) and responses that handlers send themselves
(routes.EncodedJSON, NotModified, streams) are covered alike. So it also gives every
response X-Content-Type-Options, and answers HEAD wherever GET is answered.

A client that goes away before its answer (its body cut short) is no fault of the
server's: its request is counted and logged (one line, no traceback) as a 499.

Metrics and logs name a request by its route template (`/games/babel/matches/{match_id}`),
never by its raw path, so that their series and lines stay few and groupable.
"""

from __future__ import annotations

import functools
import itertools
import logging
import os
import re
import secrets
import time
from collections.abc import Awaitable
from typing import Any, cast

from litestar.enums import ScopeType
from litestar.types import ASGIApp, HTTPResponseBodyEvent, Message, Receive, ReceiveMessage, Scope, Send

from service import metrics
from service.http import raw
from service.logs import REQUEST_ID, Record

ACCESS = logging.getLogger("tabletop.access")
log = logging.getLogger("tabletop")
HEADER = b"x-request-id"
SCOPE_KEY = "tabletop.request_id"
# An incoming X-Request-ID is kept when it is this short and plain (safe in a header,
# a log line and a JSON body); anything else is replaced by a new one.
ACCEPTED = re.compile(rb"[A-Za-z0-9._:@/+=-]{1,128}")
# Probes and scrapes come every few seconds from machines: logged at debug level.
QUIET = frozenset({"/healthz", "/readyz", "/metrics"})
# Any other method is counted as "other": a label's values must stay few.
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
# On every response: browsers take a body for what its Content-Type says, never guess.
NOSNIFF = (b"x-content-type-options", b"nosniff")
# The status a request is counted and logged with when its client went away before
# any answer (nginx's "client closed request"): no fault of the server's.
CLIENT_CLOSED = 499
GONE = "tabletop.client_gone"


class _Ids:
    """Request ids: a random prefix per process and a counter (unique without asking
    the system for randomness on every request)."""

    def __init__(self) -> None:
        self.prefix = secrets.token_hex(6)
        self.counter = itertools.count(1)

    def next(self) -> str:
        return f"{self.prefix}-{next(self.counter):x}"


_ids = _Ids()


def _forked() -> None:
    global _ids
    _ids = _Ids()  # a forked worker draws its own prefix


os.register_at_fork(after_in_child=_forked)


def _ours(scope: Scope) -> dict[str, Any]:
    """The scope, for the keys this module keeps in it (beside the ASGI ones)."""
    return cast(dict[str, Any], scope)


def request_id(scope: Scope) -> str | None:
    rid: str | None = _ours(scope).get(SCOPE_KEY)
    return rid


def client_gone(scope: Scope) -> bool:
    """Whether the client went away before the request was answered (reading its body
    failed for that)."""
    return bool(_ours(scope).get(GONE, False))


def headless(send: Send) -> Send:
    """HEAD, answered as GET without the body: the response ends with its headers
    (Content-Length as GET's), a stream's too, whose application then hears that the
    client has gone (ASGI servers say so once a response is complete)."""
    ended = False

    async def head_send(message: Message) -> None:
        nonlocal ended
        if not ended and message["type"] == "http.response.start":
            ended = True
            await send(message)
            await send(HTTPResponseBodyEvent(type="http.response.body", body=b"", more_body=False))

    return head_send


def incoming_id(scope: Scope) -> str | None:
    value = raw.header(scope, HEADER)
    return value.decode() if value is not None and ACCEPTED.fullmatch(value) else None


@functools.lru_cache(maxsize=1024)
def route_of(path_template: str) -> tuple[str, str | None]:
    """The route's template without litestar's parameter types, and its game."""
    route = re.sub(r"\{(\w+):\w+\}", r"{\1}", path_template)
    parts = route.split("/")
    game = parts[2] if len(parts) > 2 and parts[1] == "games" and "{" not in parts[2] else None
    return route, game


@functools.lru_cache(maxsize=4096)  # (labels() takes a lock and builds its key each time)
def _latency(method: str, route: str, status: int) -> Any:
    return metrics.REQUESTS.labels(method, route, status)


class Observed:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        rid = _ours(scope)[SCOPE_KEY] = incoming_id(scope) or _ids.next()
        current = REQUEST_ID.set(rid)  # every line logged meanwhile carries it (service/logs.py)
        headers = ((HEADER, rid.encode()), NOSNIFF)
        status: int | None = None  # until the response starts
        method = scope["method"]
        if method == "HEAD":
            scope, send = cast(Scope, {**scope, "method": "GET"}), headless(send)

        def observed_send(message: Message) -> Awaitable[None]:
            # (not a coroutine itself: the caller awaits `send`'s, one frame less per message)
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                # a new list: handlers may send a shared one (service/http/streams.py)
                message["headers"] = [*message.get("headers", ()), *headers]
            return send(message)

        async def observed_receive() -> ReceiveMessage:
            message = await receive()
            if message["type"] == "http.disconnect" and status is None:
                _ours(scope)[GONE] = True  # before any answer: the request is the client's to drop
            return message

        try:
            await self.app(scope, observed_receive, observed_send)
        except Exception:  # (a cancelled request is no failure)
            if not client_gone(scope):  # (nor one whose client left: nobody is there to answer)
                log.exception("request %s failed outside the application's handlers", rid)
                raise
        finally:
            try:
                # (500: what the server answers when the application sends nothing)
                self._record(
                    scope,
                    method,
                    CLIENT_CLOSED if client_gone(scope) else status or 500,
                    time.perf_counter() - start,
                    rid,
                )
            finally:
                REQUEST_ID.reset(current)

    @staticmethod
    def _record(scope: Scope, method: str, status: int, seconds: float, rid: str) -> None:
        method = method if method in METHODS else "other"
        template = _ours(scope).get("path_template")
        if template is None:  # not routed: an unknown address, or a CORS preflight
            route, game = ("preflight" if method == "OPTIONS" and status < 400 else "unmatched"), None
        else:
            route, game = route_of(template)
        _latency(method, route, status).observe(seconds)
        level = logging.DEBUG if route in QUIET else logging.INFO
        if ACCESS.isEnabledFor(level):
            match_id = scope["path_params"].get("match_id") if template else None
            client = scope.get("client")
            ACCESS.handle(
                Record(
                    ACCESS.name,
                    level,
                    "%s %s %d",
                    (method, route, status),
                    {
                        "method": method,
                        "route": route,
                        "status": status,
                        "duration_ms": round(seconds * 1000, 2),
                        "game": game,
                        "match_id": match_id[:64] if match_id else None,
                        "request_id": rid,
                        "client": client[0] if client else None,
                    },
                )
            )
