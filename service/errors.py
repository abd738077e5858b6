"""Refusals as RFC 9457 problem details: a status, a title and a sentence a player understands."""

from __future__ import annotations

import logging
from typing import Any

import msgspec
from litestar import Request, Response
from litestar.exceptions import HTTPException, NotFoundException, ValidationException

from service.database import Unavailable

PROBLEM_JSON = "application/problem+json"
log = logging.getLogger("tabletop")


class Problem(msgspec.Struct, omit_defaults=True):
    """RFC 9457 problem details."""

    status: int
    title: str
    detail: str
    type: str = "about:blank"
    current_version: int | None = None  # on 409: the version the match is at
    errors: list[dict[str, Any]] | None = None  # on 400: what failed validation


class Refused(HTTPException):
    """A request the service refuses; nothing was changed."""

    title = "Refused"

    def __init__(self, detail: str, *, current_version: int | None = None, headers: dict[str, str] | None = None):
        super().__init__(detail=detail, headers=headers)
        self.current_version = current_version


class Malformed(Refused):
    status_code, title = 400, "Malformed request"


class Unauthorized(Refused):
    status_code, title = 401, "Unauthorized"

    def __init__(self, detail: str):
        super().__init__(detail, headers={"WWW-Authenticate": 'Bearer realm="tabletop"'})


class NotFound(Refused):
    status_code, title = 404, "Not found"


class Conflict(Refused):
    status_code, title = 409, "Version conflict"


class Unprocessable(Refused):
    status_code, title = 422, "Not allowed"


class NotReady(Refused):
    status_code, title = 503, "Not ready"

    def __init__(self, detail: str):
        super().__init__(detail, headers={"Retry-After": str(RETRY_AFTER_S)})


# When to try again after the database was out of reach: about how long a restart or
# failover of PostgreSQL takes, and the pool reconnects in that time.
RETRY_AFTER_S = 2


def unavailable(request: Request, exc: Unavailable) -> Response:
    log.warning("database unavailable on %s %s: %s", request.method, request.url.path, exc)
    return refused(request, NotReady("The database cannot be reached just now; nothing was changed. Try again shortly."))


def _respond(problem: Problem, headers: dict[str, str] | None = None) -> Response:
    return Response(problem, status_code=problem.status, media_type=PROBLEM_JSON, headers=headers)


def refused(_: Request, exc: Refused) -> Response:
    return _respond(
        Problem(status=exc.status_code, title=exc.title, detail=exc.detail, current_version=exc.current_version),
        exc.headers,
    )


def http_error(_: Request, exc: HTTPException) -> Response:
    """Litestar's own refusals (validation, unknown route, wrong method) as problem details."""
    if isinstance(exc, ValidationException):
        errors = exc.extra if isinstance(exc.extra, list) else None
        reasons = "; ".join(f"{e.get('key', '?')}: {e.get('message', '')}" for e in errors or [])
        detail = f"The request is not well formed ({reasons})." if reasons else str(exc.detail)
        return _respond(Problem(status=400, title="Malformed request", detail=detail, errors=errors))
    if isinstance(exc, NotFoundException):
        return _respond(Problem(status=404, title="Not found", detail="There is nothing at this address."))
    status = exc.status_code
    title = TITLES.get(status, "Refused")
    detail = f"{exc.detail}." if exc.detail and exc.detail != title else f"{title}."
    headers = dict(exc.headers or {})
    if status == 429:  # litestar's rate limiter says when its window resets
        headers["Retry-After"] = headers.get("RateLimit-Reset", "60")
        detail = "Too many requests from this client; wait before sending more (see Retry-After)."
    return _respond(Problem(status=status, title=title, detail=detail), headers)


TITLES = {
    400: "Malformed request",
    405: "Method not allowed",
    413: "Request too large",
    415: "Unsupported media type",
    429: "Too many requests",
}


def server_fault(request: Request, exc: Exception) -> Response:
    log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return _respond(Problem(status=500, title="Server fault", detail="The server failed; nothing was changed."))


EXCEPTION_HANDLERS = {Refused: refused, Unavailable: unavailable, HTTPException: http_error, Exception: server_fault}
