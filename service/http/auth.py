"""A request's bearer credentials, parsed once: the rate limits read them first
(service/http/limits.py), and the handlers get them as the `credentials`
dependency (a seat token, a player key, or an app key and the player it acts for;
None without an Authorization header)."""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.di import Provide
from litestar.types import Scope

from service.application.auth import Credentials
from service.errors import Unauthorized
from service.http import raw

SCOPE_KEY = "tabletop.credentials"
AUTHORIZATION = b"authorization"
ACTING_FOR = b"tabletop-player"  # the player an app key acts for
READS = frozenset({"GET", "HEAD", "OPTIONS"})  # what a read-only key may send


def credentials_of(scope: Scope) -> Credentials | None:
    """The request's credentials (Unauthorized if its Authorization header is not a
    bearer token), parsed at the first call and kept in the scope for the next."""
    parsed: Credentials | Unauthorized | None
    if SCOPE_KEY in scope:
        parsed = scope[SCOPE_KEY]  # type: ignore[literal-required]  # (our own key in the ASGI scope)
    else:
        header, acting_for = raw.header(scope, AUTHORIZATION), raw.header(scope, ACTING_FOR)
        try:
            parsed = Credentials.parse(
                None if header is None else header.decode("latin-1"),
                None if acting_for is None else acting_for.decode("latin-1").strip(),
                scope["method"] not in READS,  # type: ignore[typeddict-item]  # (an HTTP scope's)
            )
        except Unauthorized as refused:
            parsed = refused
        scope[SCOPE_KEY] = parsed  # type: ignore[literal-required]
    if isinstance(parsed, Unauthorized):
        raise parsed
    return parsed


def _credentials(request: Request[Any, Any, Any]) -> Credentials | None:
    return credentials_of(request.scope)


# Registered on the app: every handler that names a `credentials` parameter gets them.
DEPENDENCIES = {"credentials": Provide(_credentials, sync_to_thread=False)}
