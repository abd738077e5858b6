"""`tabletop serve` under idle, half-open and slow clients: 2,000 of them do not
stop a new client from creating and playing a match, and each is closed once it
has held its connection for the client timeout without sending a whole request."""

from __future__ import annotations

import resource
import socket
import time

import httpx
import pytest

from tests.service.live import serve_process

CONNECTIONS = 2_000
TIMEOUT_S = 2


@pytest.fixture
def server(tmp_path):
    """`tabletop serve` started as an operator would, with the usual soft limit of
    1,024 open files (it raises its own)."""
    env = {"TABLETOP_CLIENT_TIMEOUT_S": str(TIMEOUT_S)}
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    with serve_process(
        f"sqlite:///{tmp_path / 'c.db'}",
        env=env,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard)),
    ) as (url, _):
        yield url, httpx.URL(url).port


def open_connections(port: int, count: int, first_bytes: bytes) -> list[socket.socket]:
    sockets = []
    for _ in range(count):
        sock = socket.create_connection(("127.0.0.1", port))
        if first_bytes:
            sock.sendall(first_bytes)
        sockets.append(sock)
    return sockets


def closed_by_server(sock: socket.socket) -> bool:
    sock.settimeout(0.01)
    try:
        return sock.recv(1) == b""
    except (TimeoutError, BlockingIOError):
        return False
    except ConnectionResetError:
        return True


def test_idle_and_half_open_clients_neither_lock_out_nor_stay(server):
    url, port = server
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < 3 * CONNECTIONS:  # this test process holds them all
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4 * CONNECTIONS), hard))
    idle = open_connections(port, CONNECTIONS // 2, b"")
    half_open = open_connections(port, CONNECTIONS // 2, b"POST /games/babel/matches HTTP/1.1\r\nHost: x\r\n")
    slow_body = open_connections(
        port,
        1,
        b"POST /games/babel/matches HTTP/1.1\r\nHost: x\r\n"
        b"Content-Type: application/json\r\nContent-Length: 40\r\n\r\n{",
    )
    opened = time.monotonic()
    try:
        with httpx.Client(base_url=url, timeout=5) as client:
            created = client.post("/games/babel/matches", json={"seats": ["a", "b"], "seed": 1})
            assert created.status_code == 201, created.text
            match = created.json()
            tokens = [seat["token"] for seat in match["seats"]]
            version = match["version"]
            for _ in range(10):  # a few moves of a real match
                seat = client.get(f"/games/babel/matches/{match['match_id']}").json()["to_move"][0]
                auth = {"Authorization": f"Bearer {tokens[seat]}"}
                legal = client.get(f"/games/babel/matches/{match['match_id']}/legal-actions", headers=auth).json()
                acted = client.post(
                    f"/games/babel/matches/{match['match_id']}/actions",
                    headers=auth,
                    json={"action": legal["actions"][0], "expected_version": legal["version"]},
                )
                assert acted.status_code == 200, acted.text
                version = acted.json()["version"]
            assert version > match["version"]
        served_within = time.monotonic() - opened
        assert served_within < TIMEOUT_S, "the new client was served only once the others were dropped"
        time.sleep(max(0.0, opened + TIMEOUT_S + 1.5 - time.monotonic()))
        for group in (idle, half_open, slow_body):
            assert all(closed_by_server(sock) for sock in group)
    finally:
        for sock in idle + half_open + slow_body:
            sock.close()
