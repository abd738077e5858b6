"""Request bodies decoded as strictly as the OpenAPI document describes them.

Litestar decodes a JSON body to plain Python values, then converts them to the
handler's type leniently (`"42"` and `5.0` both become `5`), and lets a body too
deep for the decoder or not UTF-8 escape as a 500. Here the body is decoded
straight into the handler's type, strictly: whatever the document rejects, the
server refuses with a 400, and a body that is not declared JSON gets a 415 (a
cross-site form can post text/plain, never application/json).
"""

from __future__ import annotations

import functools
import re
from typing import Any

import msgspec
from litestar import Request
from litestar.exceptions import ValidationException

from service.errors import UnsupportedMediaType

JSON_MEDIA_TYPE = re.compile(r"application/(?:[\w.+-]+\+)?json", re.IGNORECASE)
# "Expected `int`, got `str` - at `$.seed`": the reason, then where.
AT = re.compile(r"^(?P<message>.*?)(?: - at `\$\.?(?P<key>[^`]*)`)?$", re.DOTALL)


@functools.cache
def decoder(body_type: Any) -> msgspec.json.Decoder:
    return msgspec.json.Decoder(body_type, strict=True)


def refusal(message: str) -> ValidationException:
    """A decoding failure as litestar's own validation refusal (a 400 with `errors`)."""
    match = AT.match(message)
    assert match is not None  # the pattern matches any text
    key = match["key"] or "body"
    return ValidationException(detail="Validation failed", extra=[{"key": key, "message": match["message"]}])


class StrictRequest(Request):
    async def json(self) -> Any:
        media_type = self.headers.get("content-type", "").partition(";")[0].strip()
        if not JSON_MEDIA_TYPE.fullmatch(media_type):
            raise UnsupportedMediaType(f"Send the body as application/json, not '{media_type[:60] or 'untyped'}'.")
        field = self.route_handler.parsed_data_field
        body_type = field.annotation if field is not None else Any
        try:
            return decoder(body_type).decode(await self.body())
        except (msgspec.ValidationError, msgspec.DecodeError) as exc:
            raise refusal(str(exc)) from exc
        except RecursionError as exc:
            raise refusal("JSON nested deeper than any request of this API") from exc
        except UnicodeDecodeError as exc:
            raise refusal("The body is not valid UTF-8") from exc
