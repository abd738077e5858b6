"""Requests read as strictly as the OpenAPI document describes them.

Litestar decodes a JSON body to plain Python values, then converts them to the
handler's type leniently (`"42"` and `5.5` would both pass for an integer), and
lets a body too deep for the decoder or not UTF-8 escape as a 500. Here the body
is decoded straight into the handler's type, strictly: whatever the document
rejects, the server refuses with a 400, and a body that is not declared JSON gets
a 415 (a cross-site form can post text/plain, never application/json). What the
document allows is accepted: JSON Schema counts a number with a zero fraction as
an integer, so 5.0 is read as 5 (5.5, "5" and true are still refused).

No text the API takes may hold a NUL (U+0000: PostgreSQL cannot store it, and no
name needs it) or a lone surrogate (half of a character, not text): wherever it
comes, in a field of the body, a path or query parameter or a header, the request
is a 400 that names the field, before a handler reads anything. Names shown to
other players are held to a stricter profile as they are read (their bodies'
`__post_init__`, service/application/names.py), and refused here as a 400 naming the
field as well.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator
from typing import Any

import msgspec
from litestar import Request
from litestar.exceptions import ClientException, ValidationException
from litestar.types import Scope

from service.application.names import TextRefused
from service.errors import UnsupportedMediaType
from service.http import raw

JSON_MEDIA_TYPE = re.compile(r"application/(?:[\w.+-]+\+)?json", re.IGNORECASE)
# "Expected `int`, got `str` - at `$.seed`": the reason, then where.
AT = re.compile(r"^(?P<message>.*?)(?: - at `\$\.?(?P<key>[^`]*)`)?$", re.DOTALL)
# What msgspec says of a float where an integer is expected (`int`, `int | null`...).
GOT_FLOAT = "got `float`"
UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
UNSTORABLE_MESSAGE = "Text may not contain NUL (U+0000) or a lone surrogate (U+D800 to U+DFFF)"


@functools.cache
def decoder(body_type: Any) -> msgspec.json.Decoder[Any]:
    return msgspec.json.Decoder(body_type, strict=True)


def refusal(message: str, key: str | None = None, source: str | None = None) -> ValidationException:
    """A failure as litestar's own validation refusal (a 400 with `errors`): `message`
    says where (as msgspec does), or `key` does."""
    match = AT.match(message)
    assert match is not None  # the pattern matches any text
    # (a field named by unstorable text is named by its escapes: no answer may hold it either)
    shown = UNSTORABLE.sub(lambda char: f"\\u{ord(char[0]):04x}", key or match["key"] or "body")
    error = {"key": shown, "message": match["message"]}
    return ValidationException(detail="Validation failed", extra=[error | ({"source": source} if source else {})])


def integral(value: Any) -> Any:
    """`value` (plain JSON) with every number that has a zero fraction made an int."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: integral(item) for key, item in value.items()}
    if isinstance(value, list):
        return [integral(item) for item in value]
    return value


def texts(value: Any, at: str = "") -> Iterator[tuple[str, str]]:
    """Every text in `value` (plain JSON, or msgspec's builtins, which keep tuples),
    keys included, with where it is (`seats[0]`)."""
    if isinstance(value, str):
        yield at or "body", value
    elif isinstance(value, dict):
        for key, item in value.items():
            where = f"{at}.{key}" if at else str(key)
            if isinstance(key, str):
                yield where, key
            yield from texts(item, where)
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from texts(item, f"{at}[{index}]")


def unstorable(value: Any) -> str | None:
    """Where `value` (plain JSON) holds text no backend may store, if it does."""
    return next((where for where, text in texts(value) if UNSTORABLE.search(text)), None)


def unstorable_in(body: bytes) -> str | None:
    """The same of a body msgspec could not read: it reads no lone surrogate, which the
    standard library does."""
    try:
        return unstorable(json.loads(body))
    except (ValueError, RecursionError):
        return None


def decode(body: bytes, body_type: Any) -> Any:
    try:
        return decoder(body_type).decode(body)
    except msgspec.ValidationError as exc:
        if GOT_FLOAT not in str(exc):
            raise
    # Read again only now, as plain JSON with its integral numbers made ints: doing so
    # for every body would cost every request.
    return msgspec.convert(integral(msgspec.json.decode(body)), body_type, strict=True)


class StrictRequest(Request[Any, Any, Any]):
    @property
    def content_length(self) -> int | None:
        """Litestar's, from the raw header (see service/http/raw.py)."""
        value = raw.header(self.scope, b"content-length")
        if value is None:
            return None
        try:
            return int(value)
        except ValueError:
            raise ClientException(f"Invalid content-length: {value.decode('latin-1')!r}") from None

    async def json(self) -> Any:
        content_type = raw.header(self.scope, b"content-type") or b""
        media_type = content_type.decode("latin-1").partition(";")[0].strip()
        if not JSON_MEDIA_TYPE.fullmatch(media_type):
            raise UnsupportedMediaType(f"Send the body as application/json, not '{media_type[:60] or 'untyped'}'.")
        field = self.route_handler.parsed_data_field
        body = await self.body()
        # Unstorable text can only come escaped (`\u0000`): only a body with an escape is
        # looked into, and for a NUL only what it was read into (a field the type ignores
        # is not taken, so not refused).
        escaped = b"\\u" in body
        try:
            value = decode(body, field.annotation if field is not None else Any)
        except (msgspec.DecodeError, TextRefused) as exc:
            # (a name the PRECIS profile refuses, service/application/names.py: said as
            # unstorable if it is, as any other text would be)
            if (where := unstorable_in(body) if escaped else None) is not None:
                raise refusal(UNSTORABLE_MESSAGE, where, "body") from exc
            if isinstance(exc, TextRefused):
                raise refusal(exc.message, exc.field, "body") from exc
            raise refusal(str(exc)) from exc
        except msgspec.ValidationError as exc:
            raise refusal(str(exc)) from exc
        except RecursionError as exc:
            raise refusal("JSON nested deeper than any request of this API") from exc
        except UnicodeDecodeError as exc:
            raise refusal("The body is not valid UTF-8") from exc
        if escaped and (where := unstorable(msgspec.to_builtins(value))) is not None:
            raise refusal(UNSTORABLE_MESSAGE, where, "body")
        return value


def plainly_storable(scope: Scope) -> bool:
    """Whether the request's parameters and headers surely hold no unstorable text,
    read from the raw request: most requests are answered so, without parsing the
    query or the headers (which cost a quarter of a small request's time)."""
    query = scope["query_string"]
    if UNSTORABLE.search(scope["path"]):  # (path parameters are parts of the path)
        return False
    if query and (not query.isascii() or b"%" in query or b"\x00" in query):
        return False
    # (header values are bytes read as Latin-1: no surrogate, only NUL to fear)
    for _, value in scope["headers"]:  # noqa: SIM110  (a loop: all() over a generator costs more)
        if b"\x00" in value:
            return False
    return True


def refuse_unstorable_parameters(request: Request[Any, Any, Any]) -> None:
    """Path and query parameters and header values that hold text no backend may store
    are refused before the handler reads them (service/http/parameters.py)."""
    if plainly_storable(request.scope):
        return
    # (multidicts: `items` gives every value of a repeated name)
    for source, fields in (("path", request.path_params), ("query", request.query_params), ("header", request.headers)):
        for name, value in fields.items():
            if isinstance(value, str) and UNSTORABLE.search(value):
                raise refusal(UNSTORABLE_MESSAGE, name, source)
