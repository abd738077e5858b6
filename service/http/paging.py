"""Pages of matches. A page's cursor names the last match shown: its creation time
in microseconds since the epoch, and its id. Any text of this form is a valid
position (the next page starts after it), so the document's pattern is the whole
contract."""

from __future__ import annotations

import datetime as dt

from service.application.listings import Position

CURSOR = r"^[0-9]{1,17}-[0-9a-f]{32}$"  # 17 digits: up to the year 5138, inside datetime's range
EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)


def encode_cursor(created_at: dt.datetime, match_id: str) -> str:
    return f"{(created_at - EPOCH) // dt.timedelta(microseconds=1)}-{match_id}"


def decode_cursor(cursor: str | None) -> Position | None:
    if cursor is None:
        return None
    micros, _, match_id = cursor.partition("-")
    return EPOCH + dt.timedelta(microseconds=int(micros)), match_id
