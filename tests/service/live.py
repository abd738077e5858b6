"""A real uvicorn server in a background thread, for tests that speak HTTP over a socket."""

from __future__ import annotations

import socket
import threading
import time
from contextlib import contextmanager
from typing import Iterator

import uvicorn

from service.app import create_app
from service.settings import Settings


def UNLIMITED(database_url: str, **settings: object) -> Settings:
    """Settings for tests that send more requests than the default rate limits allow."""
    return Settings(database_url=database_url, rate_limit_per_minute=0, create_limit_per_minute=0, **settings)


@contextmanager
def live_server(database_url: str, **settings: object) -> Iterator[str]:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    config = uvicorn.Config(
        create_app(UNLIMITED(database_url, **settings)), port=port, log_level="warning", timeout_graceful_shutdown=2
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "test server did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)
