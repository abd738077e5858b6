"""Every request's parameters and single-valued headers, checked once before any
handler reads them (litestar's `before_request`, which the direct routes run too).

- A query parameter given twice (`?after=1&after=2`) is a 400 naming it: litestar
  would take the last, and whatever judged the request before (a proxy, a cache, a
  client's own log) may have read the first.
- So is a header the API reads as one value, given twice: Authorization,
  Tabletop-Player (an app key acting for two players at once), Idempotency-Key,
  Last-Event-ID and Content-Type (the first one would win). Not If-None-Match, a list
  by RFC 9110 (each of its lines counts), nor X-Request-ID, which is never refused (one
  the server does not take is replaced by its own).
- A query parameter the operation does not declare in the OpenAPI document is a 400
  too: ignored, a `cursor` sent to a listing that issues none would give its first page
  again and again.

All are `malformed`, as any other request the document does not allow, with `errors`
naming the field and where it was. Cheap, for the act's sake (which sends no query): the
raw query is split into names only when there is one, and the headers are looked at
one by one only when a name comes twice.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote_to_bytes

from litestar import Request
from litestar.openapi.spec import OpenAPI, Operation, Parameter

from service.http.bodies import refusal, refuse_unstorable_parameters

# The headers read as one value, by their raw (lower-case) names, named as the API does.
SINGLE_VALUED = {
    b"authorization": "Authorization",
    b"tabletop-player": "Tabletop-Player",
    b"idempotency-key": "Idempotency-Key",
    b"last-event-id": "Last-Event-ID",
    b"content-type": "Content-Type",
}
METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")


def query_names(query: bytes) -> list[bytes]:
    """The names of a raw query string's parameters, in order, as litestar decodes them
    (in UTF-8 bytes: compared undecoded, as the request's are)."""
    names = [part.partition(b"=")[0] for part in query.split(b"&") if part]
    if b"%" in query or b"+" in query:
        names = [unquote_to_bytes(name.replace(b"+", b" ")) for name in names]
    return names


def declared_query(document: OpenAPI) -> dict[str, frozenset[bytes]]:
    """operation id -> the query parameters it declares."""
    declared: dict[str, frozenset[bytes]] = {}
    for item in (document.paths or {}).values():
        for method in METHODS:
            operation = getattr(item, method, None)
            if isinstance(operation, Operation) and operation.operation_id:
                parameters = [p for p in operation.parameters or () if isinstance(p, Parameter)]
                declared[operation.operation_id] = frozenset(
                    p.name.encode() for p in parameters if p.param_in == "query"
                )
    return declared


class StrictParameters:
    """The app's `before_request`: unstorable text refused (service/http/bodies.py),
    then repeated and undeclared parameters and repeated single-valued headers.
    `declare` tells it the document's operations, once it is built."""

    def __init__(self) -> None:
        self.declared: dict[str, frozenset[bytes]] = {}

    def declare(self, document: OpenAPI) -> None:
        self.declared = declared_query(document)

    async def __call__(self, request: Request[Any, Any, Any]) -> None:
        refuse_unstorable_parameters(request)  # (first: a NUL is named as such wherever it is)
        scope = request.scope
        if query := scope["query_string"]:
            handler: Any = scope["route_handler"]
            self.check_query(query, self.declared.get(handler.operation_id))
        headers = scope["headers"]
        if not isinstance(headers, list):  # (uvicorn's is; the ASGI spec promises an iterable)
            headers = list(headers)
        if len(dict(headers)) < len(headers):  # (a name given twice: rare, and dict() is C's loop, not ours)
            self.check_headers(headers)

    @staticmethod
    def check_headers(headers: list[tuple[bytes, bytes]]) -> None:
        seen: set[bytes] = set()
        for name, _ in headers:
            if name in SINGLE_VALUED:
                if name in seen:
                    raise refusal("A header read as one value, given more than once", SINGLE_VALUED[name], "header")
                seen.add(name)

    @staticmethod
    def check_query(query: bytes, declared: frozenset[bytes] | None) -> None:
        """`declared`: the operation's query parameters (None: not in the document,
        which then takes any)."""
        names = query_names(query)
        if len(names) > 1 and len(set(names)) < len(names):
            repeated = next(name for i, name in enumerate(names) if name in names[:i])
            raise refusal("A query parameter given more than once", _shown(repeated), "query")
        if declared is not None and not declared.issuperset(names):
            undeclared = next(name for name in names if name not in declared)
            raise refusal("Not a query parameter of this operation", _shown(undeclared), "query")


def _shown(name: bytes) -> str:
    return name.decode("utf-8", "replace")
