"""Server-Sent Events read from a stream of lines, by the rules of the HTML
standard ("Interpreting an event stream") that the server's frames need, and
from a stream the server holds open (`listen`)."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import NamedTuple

import httpx

# The server sends a comment every 15 s: a silent minute means a dead connection.
SILENT_S = 60.0


class Message(NamedTuple):
    event: str  # "message" when the frame names none
    data: str
    id: str | None  # the last id seen so far (what a reconnection sends as Last-Event-ID)
    own_id: bool = False  # whether the frame gave that id itself


def messages(lines: Iterable[str]) -> Iterator[Message]:
    """Each message, dispatched at the blank line that ends it; comments (`: keep-alive`)
    are skipped and a frame without data dispatches nothing."""
    event = ""
    data: list[str] = []
    last_id: str | None = None
    own = False
    for line in lines:
        if not line:
            if data:
                yield Message(event or "message", "\n".join(data), last_id, own)
            event, data, own = "", [], False
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
            last_id, own = value, True


@contextmanager
def listen(
    http: httpx.Client,
    path: str,
    timeout: httpx.Timeout,
    *,
    params: Mapping[str, int] | None = None,
    headers: Mapping[str, str] | None = None,
    stop: threading.Event | None = None,
) -> Iterator[Iterator[Message]]:
    """The messages of the stream at `path` as they come, the connection closed on
    leaving; they end with the stream, or once `stop` is set (looked at as each line
    comes: the keep-alives bound the wait). A refusal is raised as the answer comes
    (`calls.raise_refusals`); `timeout.read` is how long a silence is borne."""
    with http.stream("GET", path, params=params, headers=headers, timeout=timeout) as answer:
        lines = answer.iter_lines()
        yield messages(lines if stop is None else itertools.takewhile(lambda _: not stop.is_set(), lines))
