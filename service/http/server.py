"""The HTTP/1.1 protocol `tabletop serve` runs: uvicorn's, with a deadline on
reading each request, the app's streams and long-polls ended as soon as the server
begins to stop, and a response's head and body sent in one write (Coalescing).

uvicorn times out a connection only between two requests (keep-alive): one that
connects and sends nothing, or sends a request head or body a byte at a time,
holds its socket and memory for as long as it likes, and a few thousand of them
starve everyone else. Here the whole request, head and body, must arrive within
`client_timeout_s` of the connection opening or the request starting."""

from __future__ import annotations

import asyncio
import functools
from typing import Any, cast

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from service.hub import server_stopping
from service.settings import Settings


@functools.cache
def request_timeout() -> float:
    # Read from the environment: uvicorn builds the protocol itself (in each worker).
    return Settings.from_env().client_timeout_s


class GuardedHttpToolsProtocol(HttpToolsProtocol):
    _deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(cast(asyncio.Transport, Coalescing(transport, self.loop)))
        self._arm()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self._deadline is None:  # the next request on a kept-alive connection
            self._arm()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def shutdown(self) -> None:
        # uvicorn calls this on every open connection as soon as its server begins to
        # stop (SIGTERM, SIGINT), but runs the app's lifespan shutdown, which closes the
        # hub, only once every response has ended or the graceful-shutdown wait has run
        # out: streams and long-polls, which end only when the hub wakes them, would sit
        # out that wait and then be cancelled, a traceback each (a long-poll a 500).
        # Closing the hub here ends them now, cleanly. Here and not in a uvicorn.Server
        # subclass: `--workers N` builds each worker's Server itself, but with this protocol.
        server_stopping(self.loop)
        super().shutdown()

    def _arm(self) -> None:
        self._deadline = self.loop.call_later(request_timeout(), self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if not self.transport.is_closing():
            self.transport.close()


class Coalescing:
    """A transport whose writes made in one turn of the event loop go out together, at
    its end: uvicorn writes a response's head and its body apart, two system calls
    (and two wake-ups of the client) where one does."""

    __slots__ = ("_loop", "_pending", "_transport")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport, self._loop = transport, loop
        self._pending: list[bytes] = []

    def write(self, data: bytes) -> None:
        if not self._pending:
            self._loop.call_soon(self._flush)
        self._pending.append(data)

    def writelines(self, lines: list[bytes]) -> None:
        for data in lines:
            self.write(data)

    def _flush(self) -> None:
        if self._pending:
            data = b"".join(self._pending)
            self._pending.clear()
            if not self._transport.is_closing():
                self._transport.write(data)

    def close(self) -> None:  # (what was written goes first)
        self._flush()
        self._transport.close()

    def abort(self) -> None:
        self._pending.clear()
        self._transport.abort()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)
