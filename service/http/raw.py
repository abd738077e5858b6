"""Headers read from the raw ASGI scope. Litestar's `request.headers` decodes every
header into a multidict first: on the act's path, where three headers are read, that
cost more than reading them."""

from __future__ import annotations

from litestar.types import Scope


def header(scope: Scope, name: bytes) -> bytes | None:
    """The first value of header `name` (in lower case, as ASGI servers give names)."""
    for key, value in scope["headers"]:
        if key == name:
            return value
    return None
