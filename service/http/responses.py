"""How the routes answer: problem responses as the document describes them, views
encoded once and sent as they are, and the ETags that spare sending a view again."""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

import msgspec
from litestar import Request, Response, route
from litestar.enums import HttpMethod
from litestar.openapi.datastructures import ResponseSpec
from litestar.types import HTTPResponseBodyEvent, HTTPResponseStartEvent, Receive, Scope, Send
from litestar.types.internal_types import RouteHandlerType

from service.http import raw
from service.http.problems import PROBLEM_JSON, Problem

MAX_VERSION = 2**31 - 1  # versions are 32-bit integers in the store
IF_NONE_MATCH = b"if-none-match"


def allow(path: str, methods: str) -> RouteHandlerType:
    """A path's OPTIONS answer, for a path with several methods. Litestar builds a path's
    OPTIONS answer when its first handler is registered and does not update it for the
    next (Allow then lists one method): declared before them, this one lists them all."""

    @route(path, http_method=HttpMethod.OPTIONS, include_in_schema=False)
    async def options() -> Response[None]:
        return Response(None, status_code=204, headers={"Allow": methods})

    return options


def problems(*statuses: int, described: dict[int, str] | None = None) -> dict[int, ResponseSpec]:
    """Problem responses of these statuses, described as DESCRIPTIONS does or, for an
    operation whose refusals of a status differ, as `described` says."""
    described = described or {}
    return {
        status: ResponseSpec(
            Problem,
            description=described[status] if status in described else DESCRIPTIONS[status],
            media_type=PROBLEM_JSON,
            generate_examples=False,
        )
        for status in sorted({*statuses, *described})
    }


def ok(body: Any) -> dict[int, ResponseSpec]:
    """The 200 response of a handler that answers with `EncodedJSON`, described as
    litestar describes the responses it renders."""
    return {200: ResponseSpec(body, description=HTTPStatus.OK.description, generate_examples=False)}


JSON = msgspec.json.Encoder()


class EncodedJSON:
    """A 200 JSON response the handler encoded, sent as it is.

    Litestar passes an ASGI application returned by a handler straight through
    ("Returning ASGI Applications" in its guide), skipping its Response machinery:
    measured, that machinery costs 82k instructions per act, about as much as
    deciding the move and viewing the table. The two routes a bot calls at every
    move answer this way; their body's type is documented by `ok()`, and everything
    before the response (parameters, validation, refusals) stays litestar's."""

    __slots__ = ("body", "etag")

    def __init__(self, content: Any, etag: str | None = None) -> None:
        self.body = JSON.encode(content)
        self.etag = etag

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(self.body)).encode())]
        if self.etag:
            headers.append((b"etag", self.etag.encode()))
        await send(HTTPResponseStartEvent(type="http.response.start", status=200, headers=headers))
        await send(HTTPResponseBodyEvent(type="http.response.body", body=self.body, more_body=False))


class NotModified:
    """304: the client's copy (named by If-None-Match) is still the match as it is."""

    def __init__(self, etag: str) -> None:
        self.etag = etag

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send(
            HTTPResponseStartEvent(type="http.response.start", status=304, headers=[(b"etag", self.etag.encode())])
        )
        await send(HTTPResponseBodyEvent(type="http.response.body", body=b"", more_body=False))


def etag(version: int, viewer: int | None, ended: bool, claimed: int | None = None, *, rated: bool = False) -> str:
    """What a view depends on: its version and its viewer, and (for a past version)
    whether the match has ended since, which reveals its seed; while the match waits
    (at version 0), how many seats are claimed; once a rated match's result has moved
    the ratings, that it has."""
    waiting = "" if claimed is None else f"-w{claimed}"
    moved = "-rated" if rated else ""
    return f'"{version}-{"s" if viewer is None else viewer}{"-ended" if ended else ""}{waiting}{moved}"'


def unchanged(request: Request[Any, Any, Any], tag: str) -> bool:
    """Whether If-None-Match names this ETag (a view not to be sent again). (Read from
    the scope: on the GETs a poller repeats, litestar's header multidict cost a tenth
    of the request.) It is a list: each of its lines counts."""
    value = raw.joined(request.scope, IF_NONE_MATCH)
    if not value:
        return False
    wanted = value.decode("latin-1")
    return wanted.strip() == "*" or tag in (t.strip().removeprefix("W/") for t in wanted.split(","))


NOT_MODIFIED = {304: ResponseSpec(None, description="Not modified: your copy (If-None-Match) is current")}


# What each status means here; a problem's `code` says exactly which refusal it is.
DESCRIPTIONS = {
    400: "Malformed request (malformed)",
    401: "Missing or unknown seat token (bad-token)",
    404: "Unknown game, match, version or problem code (not-found)",
    409: "expected_version is stale and what your seat may do has changed since (stale-version: the body gives "
    "current_version), or the match kept changing while the action was applied (match-busy)",
    503: "The database cannot be reached (unavailable), or the server holds all the streams it may (at-capacity); "
    "see Retry-After",
    422: "Refused by the rules or the server's settings: acting, not-your-turn, illegal-action, match-over, "
    "not-started, seat-forfeited or idempotency-key-reused; creating, options-refused, seed-refused, "
    "entropy-mismatch, one-seat-per-player or time-control-refused",
}
