"""Headers read from the raw ASGI scope. Litestar's `request.headers` decodes every
header into a multidict first: on the act's path, where three headers are read, that
cost more than reading them."""

from __future__ import annotations

from litestar.types import Scope


def joined(scope: Scope, name: bytes) -> bytes | None:
    """Every line of header `name`, joined by commas as RFC 9110 reads a list's lines."""
    values = [value for key, value in scope["headers"] if key == name]
    return b",".join(values) if values else None


def header(scope: Scope, name: bytes) -> bytes | None:
    """The first value of header `name` (in lower case, as ASGI servers give names)."""
    for key, value in scope["headers"]:
        if key == name:
            return value
    return None
