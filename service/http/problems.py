"""Refusals (service/errors.py) served as RFC 9457 problem details, litestar's own
refusals (validation, unknown route, wrong method, body size) among them; the
database out of reach as a 503, and anything else as a 500 that is logged."""

from __future__ import annotations

import logging
from typing import Any

import msgspec
from litestar import Request, Response
from litestar.exceptions import HTTPException, NotFoundException, ValidationException
from litestar.types import ExceptionHandlersMap

from service.budget import Unavailable
from service.errors import (
    PROBLEM_TYPES,
    Malformed,
    MethodNotAllowed,
    NotFound,
    NotReady,
    Refused,
    ServerFault,
    TooLarge,
)
from service.http.observe import client_gone, request_id

PROBLEM_JSON = "application/problem+json"
log = logging.getLogger("tabletop")
AnyRequest = Request[Any, Any, Any]


class Problem(msgspec.Struct, omit_defaults=True):
    """RFC 9457 problem details."""

    status: int
    code: str  # one of ProblemCode (service/http/openapi.py documents them)
    type: str  # /problems/<code>
    title: str
    detail: str
    request_id: str | None = None  # as in the X-Request-ID header and the server's logs
    current_version: int | None = None  # on 409 stale-version: the version the match is at
    errors: list[dict[str, Any]] | None = None  # on 400: what failed validation


def unavailable(request: AnyRequest, exc: Unavailable) -> Response[Problem]:
    log.warning("database unavailable on %s %s: %s", request.method, request.url.path, exc)
    return refused(
        request, NotReady("The database cannot be reached just now; nothing was changed. Try again shortly.")
    )


def refused(request: AnyRequest, exc: Refused, errors: list[dict[str, Any]] | None = None) -> Response[Problem]:
    problem = Problem(
        status=exc.status_code,
        code=exc.code,
        type=PROBLEM_TYPES + exc.code,
        title=exc.title,
        detail=exc.detail,
        request_id=request_id(request.scope),
        current_version=exc.current_version,
        errors=errors,
    )
    return Response(problem, status_code=problem.status, media_type=PROBLEM_JSON, headers=exc.headers)


# Litestar's own refusals, by status.
LITESTAR_REFUSALS: dict[int, type[Refused]] = {
    cls.status_code: cls for cls in (Malformed, NotFound, MethodNotAllowed, TooLarge)
}


def http_error(request: AnyRequest, exc: HTTPException) -> Response[Problem]:
    """Litestar's own refusals (validation, unknown route, wrong method, body size) as
    problem details."""
    if isinstance(exc, ValidationException):
        errors = exc.extra if isinstance(exc.extra, list) else None
        reasons = "; ".join(f"{e.get('key', '?')}: {e.get('message', '')}" for e in errors or [])
        detail = f"The request is not well formed ({reasons})." if reasons else str(exc.detail)
        return refused(request, Malformed(detail), errors)
    if isinstance(exc, NotFoundException):
        return refused(request, NotFound("There is nothing at this address."))
    if exc.status_code >= 500:
        return server_fault(request, exc)
    kind = LITESTAR_REFUSALS.get(exc.status_code, Refused)
    detail = f"{exc.detail}." if exc.detail and exc.detail != kind.title else f"{kind.title}."
    refusal = kind(detail, headers=dict(exc.headers or {}))
    if kind is Refused:  # a status the table does not know: served as it is
        refusal.status_code = exc.status_code
    return refused(request, refusal)


def server_fault(request: AnyRequest, exc: Exception) -> Response[Problem]:
    if not client_gone(request.scope):  # (else reading its body failed: Observed logs a 499)
        log.error("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return refused(request, ServerFault("The server failed; nothing was changed."))


EXCEPTION_HANDLERS: ExceptionHandlersMap = {
    Refused: refused,
    Unavailable: unavailable,
    HTTPException: http_error,
    Exception: server_fault,
}
