"""The two routes a bot calls at every move (act, legal actions), their arguments read
directly from the request instead of by litestar's parameter machinery.

Litestar resolves a handler's arguments generically: a kwargs model per route, the
dependencies, then a signature model that validates every value again. Measured on
the act, that is a fifth of the server's time per move. These routes are declared
as any other (routing, the OpenAPI document, CORS, rate limits and refusals stay
litestar's); the middleware below, which is the route's whole stack, reads exactly
the arguments its handler names, in litestar's order (the body, then the headers,
then the credentials, so a request wrong in two ways is refused for the same one),
and calls the handler with them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any, cast

import msgspec
from litestar.types import ASGIApp, Receive, Scope, Send

from service.http import raw
from service.http.auth import credentials_of
from service.http.bodies import StrictRequest, refusal

# Arguments of a handler, read from its request.
Reader = Callable[[StrictRequest], Awaitable[dict[str, Any]]]

# An Idempotency-Key: printable ASCII, no spaces (as the act's HeaderParameter documents it).
KEY_PATTERN = r"^[!-~]+$"
KEY_MAX_LENGTH = 200
Key = Annotated[str, msgspec.Meta(min_length=1, max_length=KEY_MAX_LENGTH, pattern=KEY_PATTERN)]
IDEMPOTENCY_KEY = b"idempotency-key"


def idempotency_key(scope: Scope) -> str | None:
    """The request's Idempotency-Key, refused (400) as litestar refuses a header
    parameter that breaks its constraints."""
    value = raw.header(scope, IDEMPOTENCY_KEY)
    if value is None:
        return None
    key = value.decode("latin-1")
    try:
        msgspec.convert(key, Key)
    except msgspec.ValidationError as exc:
        raise refusal(str(exc), "idempotency_key", "header") from None
    return key


def path_parameter(request: StrictRequest, name: str) -> Any:
    return request.scope["path_params"][name]


async def act_arguments(request: StrictRequest) -> dict[str, Any]:
    data = await request.json()
    key = idempotency_key(request.scope)
    return {
        "match_id": path_parameter(request, "match_id"),
        "data": data,
        "credentials": credentials_of(request.scope),
        "idempotency_key": key,
    }


async def legal_arguments(request: StrictRequest) -> dict[str, Any]:
    return {
        "request": request,
        "match_id": path_parameter(request, "match_id"),
        "credentials": credentials_of(request.scope),
    }


def direct(read: Reader) -> Callable[[ASGIApp], ASGIApp]:
    """The middleware of a route handler that is called with what `read` reads (in
    place of litestar's stack below it, which it never calls)."""

    def middleware(app: ASGIApp) -> ASGIApp:
        async def handle(scope: Scope, receive: Receive, send: Send) -> None:
            request = StrictRequest(scope, receive, send)
            route_handler = cast(Any, scope["route_handler"])
            # (the hooks litestar would run first: the app's refusal of unstorable text)
            if before_request := route_handler.resolve_before_request():
                await before_request(request)
            response: ASGIApp = await route_handler.fn(**await read(request))
            await response(scope, receive, send)

        return handle

    return middleware
