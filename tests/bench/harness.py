"""The bench's tools: a minimal keep-alive HTTP/1.1 client on asyncio, `tabletop serve`
run in a child process, random play over HTTP, and latency figures.

The load generator runs in the bench's process while the server runs in another,
so that each gets one of the 2 cores; all traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


# -- a tiny HTTP/1.1 client -------------------------------------------------------------


class Connection:
    def __init__(self, reader, writer, host: str) -> None:
        self.reader, self.writer, self.host = reader, writer, host
        self.requests = self.received = 0  # requests sent and body bytes received

    @classmethod
    async def open(cls, host: str, port: int) -> Connection:
        reader, writer = await asyncio.open_connection(host, port)
        return cls(reader, writer, host)

    def send(self, method: str, path: str, body: bytes = b"", headers: dict | None = None) -> None:
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}", f"Content-Length: {len(body)}"]
        if body:
            lines.append("Content-Type: application/json")
        lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        self.requests += 1

    async def head(self) -> tuple[int, dict[str, str]]:
        """The status and headers (names in lower case) of the next response."""
        status_line = await self.reader.readline()
        headers = {}
        while (line := await self.reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode().partition(":")
            headers[name.lower()] = value.strip()
        return int(status_line.split()[1]), headers

    async def request(self, method: str, path: str, body: bytes = b"", headers: dict | None = None):
        self.send(method, path, body, headers)
        status, head = await self.head()
        payload = await self.reader.readexactly(int(head.get("content-length", 0)))
        self.received += len(payload)
        return status, payload

    def close(self) -> None:
        self.writer.close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


async def wait_up(port: int, path: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            conn = await Connection.open("127.0.0.1", port)
            status, _ = await conn.request("GET", path)
            conn.close()
            if status < 500:
                return
        except OSError:
            pass
        await asyncio.sleep(0.2)
    raise RuntimeError(f"server on port {port} did not start")


# -- figures ----------------------------------------------------------------------------


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(samples: list[float]) -> str:
    return f"p50 {percentile(samples, 0.5) * 1000:6.1f} ms   p99 {percentile(samples, 0.99) * 1000:6.1f} ms"


class Load(NamedTuple):
    """Measured requests: their latencies over `seconds` of load."""

    latencies: list[float]
    seconds: float
    refused: int = 0

    def __add__(self, other: Load) -> Load:  # two slices of one measurement
        return Load(self.latencies + other.latencies, self.seconds + other.seconds, self.refused + other.refused)

    @property
    def rate(self) -> float:
        return len(self.latencies) / self.seconds

    def figures(self) -> str:
        return f"{self.rate:6.0f}/s   {ms(self.latencies)}"


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def request_load(port: int, clients: int, seconds: float, request: Callable[[random.Random], tuple]) -> Load:
    """`clients` connections, each sending `request(rng)` (method, path, body, headers)
    after the other's answer for `seconds`; every answer must be a 200."""
    latencies: list[float] = []

    async def client(n: int) -> None:
        rng = random.Random(n)
        conn = await Connection.open("127.0.0.1", port)
        end = time.perf_counter() + seconds
        while (sent := time.perf_counter()) < end:
            method, path, *rest = request(rng)
            status, payload = await conn.request(method, path, *rest)
            if status != 200:
                raise RuntimeError(f"{method} {path} answered {status}: {payload[:200]!r}")
            latencies.append(time.perf_counter() - sent)
        conn.close()

    start = time.perf_counter()
    await asyncio.gather(*(client(n) for n in range(clients)))
    return Load(latencies, time.perf_counter() - start)


async def in_turns(rounds: int, *loads: Callable[[], Awaitable[Load]]) -> list[Load]:
    """Each load run `rounds` times, the loads taking turns, each one's slices summed:
    on a shared virtual machine the speed of any alone drifts by a fifth from one
    minute to the next, and in turns they all see the same machine."""
    totals = [Load([], 0) for _ in loads]
    for _ in range(rounds):
        for i, load in enumerate(loads):
            totals[i] += await load()
    return totals


# -- random play ------------------------------------------------------------------------


class Play:
    """One match played at random over HTTP as a bot plays it: POST the action, and GET
    legal-actions only when the decision passes to another seat (an act's response
    carries the actor's next legal actions)."""

    def __init__(self, game: str, created: dict, rng: random.Random) -> None:
        self.id, self.rng = created["match_id"], rng
        self.url = f"/games/{game}/matches/{self.id}"
        self.tokens = [s["token"] for s in created["seats"]]
        self.to_move, self.version = created["to_move"], created["version"]
        self.actions: list = []
        self.seat: int | None = None

    @classmethod
    async def create(cls, conn: Connection, game: str, players: int, rng: random.Random) -> Play:
        body = json.dumps({"seats": [f"p{i}" for i in range(players)], "seed": rng.randrange(2**31)}).encode()
        status, payload = await conn.request("POST", f"/games/{game}/matches", body)
        if status != 201:
            raise RuntimeError(f"creating a {game} match: {status} {payload[:200]!r}")
        return cls(game, json.loads(payload), rng)

    def auth(self, seat: int | None) -> dict[str, str]:
        return {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}

    async def move(self, conn: Connection) -> tuple[int, float, float]:
        """One random legal action of a seat to move: the POST's status, when it was sent
        and when its answer came (time.perf_counter)."""
        if self.seat not in self.to_move or not self.actions:  # the turn passed: ask the new seat
            self.seat = self.to_move[0]
            _, payload = await conn.request("GET", self.url + "/legal-actions", headers=self.auth(self.seat))
            legal = json.loads(payload)
            self.actions, self.version = legal["actions"], legal["version"]
        body = json.dumps({"action": self.rng.choice(self.actions), "expected_version": self.version}).encode()
        sent = time.perf_counter()
        status, payload = await conn.request("POST", self.url + "/actions", body, self.auth(self.seat))
        answered = time.perf_counter()
        if status == 200:
            acted = json.loads(payload)
            self.to_move, self.version, self.actions = acted["to_move"], acted["version"], acted["legal_actions"]
        return status, sent, answered

    async def play_to(self, conn: Connection, version: int) -> None:
        """Moves until the match reaches `version` or ends."""
        while self.to_move and self.version < version:
            status, _, _ = await self.move(conn)
            if status != 200:
                raise RuntimeError(f"an act on {self.url} answered {status}")


async def game_load(port: int, clients: int, seconds: float, game: str = "babel", players: int = 2) -> Load:
    """Each client plays random matches of `game`; measures the action POSTs."""
    latencies: list[float] = []
    refused = 0

    async def client(n: int) -> None:
        nonlocal refused
        rng = random.Random(n)
        conn = await Connection.open("127.0.0.1", port)
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            match = await Play.create(conn, game, players, rng)
            while match.to_move and time.perf_counter() < end:
                status, sent, answered = await match.move(conn)
                latencies.append(answered - sent)
                if status != 200:
                    refused += 1
                    break
        conn.close()

    start = time.perf_counter()
    await asyncio.gather(*(client(n) for n in range(clients)))
    return Load(latencies, time.perf_counter() - start, refused)


# -- servers ----------------------------------------------------------------------------


def serve(args: list[str], cwd: Path = ROOT, env: dict[str, str] | None = None) -> subprocess.Popen:
    return subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL, env=os.environ | (env or {}))


# The load's clients share one address: the per-client rate limits would refuse it.
UNLIMITED = {"TABLETOP_RATE_LIMIT_PER_MINUTE": "0", "TABLETOP_CREATE_LIMIT_PER_MINUTE": "0"}


def serve_tabletop(database_url: str, port: int, **settings: object) -> subprocess.Popen:
    """`tabletop serve` without rate limits, and with any other settings given
    (`state_cache_size=0` is TABLETOP_STATE_CACHE_SIZE=0)."""
    command = [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--database-url", database_url]
    return serve(command, env=UNLIMITED | {f"TABLETOP_{name.upper()}": str(v) for name, v in settings.items()})


@contextlib.asynccontextmanager
async def tabletop(database_url: str, **settings: object) -> AsyncIterator[tuple[int, subprocess.Popen]]:
    """A running `tabletop serve` (see serve_tabletop): its port and process."""
    port = free_port()
    server = serve_tabletop(database_url, port, **settings)
    try:
        await wait_up(port, "/healthz")
        yield port, server
    finally:
        server.terminate()
        server.wait()


def start_postgres(workdir: Path) -> tuple[str, callable]:
    """A throw-away PostgreSQL cluster, run as user postgres (initdb refuses root)."""
    pgbin = subprocess.check_output(["pg_config", "--bindir"], text=True).strip()
    workdir.chmod(0o755)  # the postgres user must reach its data folder
    data = workdir / "pg"
    data.mkdir()
    shutil.chown(data, "postgres")
    port = free_port()
    as_pg = ["su", "postgres", "-s", "/bin/sh", "-c"]
    subprocess.run([*as_pg, f"{pgbin}/initdb -D {data} -A trust -U postgres"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(
        [
            *as_pg,
            f"{pgbin}/pg_ctl -D {data} -l {data}/log -w start -o '-p {port} -k /tmp -c listen_addresses=127.0.0.1'",
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )

    def stop() -> None:
        subprocess.run([*as_pg, f"{pgbin}/pg_ctl -D {data} -m fast -w stop"], stdout=subprocess.DEVNULL)

    return f"postgresql+asyncpg://postgres@127.0.0.1:{port}/postgres", stop
