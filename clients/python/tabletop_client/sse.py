"""Server-Sent Events read from a stream of lines, by the rules of the HTML
standard ("Interpreting an event stream") that the server's frames need."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple


class Message(NamedTuple):
    event: str  # "message" when the frame names none
    data: str
    id: str | None  # the last id seen so far (what a reconnection sends as Last-Event-ID)


def messages(lines: Iterable[str]) -> Iterator[Message]:
    """Each message, dispatched at the blank line that ends it; comments (`: keep-alive`)
    are skipped and a frame without data dispatches nothing."""
    event = ""
    data: list[str] = []
    last_id: str | None = None
    for line in lines:
        if not line:
            if data:
                yield Message(event or "message", "\n".join(data), last_id)
            event, data = "", []
            continue
        if line.startswith(":"):
            continue
        field, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if field == "event":
            event = value
        elif field == "data":
            data.append(value)
        elif field == "id" and "\0" not in value:
            last_id = value
