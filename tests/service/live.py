"""A real uvicorn server in a background thread, for tests that speak HTTP over a socket,
and a client's side of a stream."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import uvicorn

from service.root import create_app
from service.settings import Settings


def UNLIMITED(database_url: str, **settings: object) -> Settings:
    """Settings for tests that send more requests than the default rate limits allow."""
    return Settings(database_url=database_url, rate_limit_per_minute=0, create_limit_per_minute=0, **settings)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def live_server(database_url: str, **settings: object) -> Iterator[str]:
    port = free_port()
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


@contextmanager
def serve_process(
    database_url: str, *args: str, env: dict[str, str] | None = None, **popen: object
) -> Iterator[tuple[str, subprocess.Popen]]:
    """`tabletop serve` started as an operator would, in its own process, once it answers."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--database-url", database_url, *args],
        env=os.environ | (env or {}),
        **popen,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                httpx.get(f"{url}/healthz")
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline and process.poll() is None, "server did not start"
                time.sleep(0.1)
        yield url, process
    finally:
        process.terminate()
        process.wait(10)


class Frames:
    """An open stream, read frame by frame."""

    def __init__(self, response: httpx.Response) -> None:
        self.response, self.lines = response, response.aiter_lines()

    async def next(self, timeout: float = 5) -> dict | None:
        """The next frame ({id, event, data}); None when the stream has ended."""
        frame: dict = {}
        while True:
            try:
                line = await asyncio.wait_for(anext(self.lines), timeout)
            except StopAsyncIteration:
                return None
            if not line:
                if "event" in frame:
                    return frame
                frame = {}
                continue
            field, _, value = line.partition(": ")
            if field == "data":
                frame["data"] = json.loads(value)
            elif field in ("id", "event"):
                frame[field] = value

    async def until_match(self, timeout: float = 5) -> tuple[list[dict], dict]:
        """The event frames up to the next match frame, and that frame."""
        events = []
        while (frame := await self.next(timeout)) is not None:
            if frame["event"] == "match":
                return events, frame
            events.append(frame)
        raise AssertionError("the stream ended before a match frame")


async def stream(client: httpx.AsyncClient, url: str, **kwargs) -> Frames:
    request = client.build_request("GET", f"{url}/stream", **kwargs)
    response = await client.send(request, stream=True)
    assert response.status_code == 200, await response.aread()
    assert response.headers["content-type"].startswith("text/event-stream")
    return Frames(response)


async def create(client: httpx.AsyncClient, game: str = "babel", seed: int = 5) -> tuple[str, list[str]]:
    seats = {"babel": ["a", "b"], "balam": ["a", "b", "c"]}[game]
    created = (await client.post(f"/games/{game}/matches", json={"seats": seats, "seed": seed})).json()
    return f"/games/{game}/matches/{created['match_id']}", [s["token"] for s in created["seats"]]
