"""The load: clients sharing matches of every game, acting on what they last read
(often stale), each answer judged as it arrives and kept in a ledger for the audit.

An act carries an Idempotency-Key; when its outcome is unknown (503, lost connection)
the client resends it with the same key, as a careful client does, so an act
committed before the failure is acknowledged by its replay, never applied twice.
"""

from __future__ import annotations

import asyncio
import random
import ssl
import time
import uuid
from collections import Counter
from contextlib import AsyncExitStack
from typing import NamedTuple

import httpx

from engines.registry import GAMES

STALE_SHARE = 0.1  # acts sent on purpose on a past version: the one before, or an earlier one the client read
RESEND_SHARE = 0.05  # acknowledged acts sent again with their key: the replay must be identical
MAX_ATTEMPTS = 60  # sends of one act whose outcome stays unknown
MAX_STEPS = 5_000  # per client: a bound on every loop, besides the time
TIMEOUT = httpx.Timeout(15)


class Match(NamedTuple):
    game: str
    id: str
    tokens: list[str]

    @property
    def path(self) -> str:
        return f"/games/{self.game}/matches/{self.id}"

    def auth(self, seat: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[seat]}"}


class Ack(NamedTuple):
    """A 200 to an act: the client's proof that it happened."""

    match: Match
    seat: int
    expected: int
    body: dict
    at: float  # time.monotonic() when it arrived

    @property
    def before(self) -> int:
        """The version the act was applied to: `expected`, or later when it still stood."""
        return self.body["version"] - len(self.body["events"])


class Judged(NamedTuple):
    """An act judged on a version other than the match's, for the audit to check against
    the log (the rule: a stale expected_version stands when no act since changed the
    seat's legal actions): a 200 applied at `versus` > `expected` needs the seat's legal
    actions equal at `expected`, at every version between where an act began, and at
    `versus`; a 409 saying the match was at `versus` needs them to differ at one of
    those, or `expected` to be no version a decision was due at (between the events of
    one act); and a 422 (versus None) needs the seat to have had nothing to decide at
    `expected` (not its turn) or the action not to be among its options there (illegal:
    a stale act's action is one of a later version's, and may be refused where it
    stands)."""

    match: Match
    seat: int
    expected: int
    action: dict
    status: int
    versus: int | None
    code: str | None = None  # the problem's code of a refusal


def table_mix(count: int) -> list[tuple[str, int]]:
    """`count` (game, players): every game in turn, at each of its player counts in turn."""
    games = list(GAMES.values())
    mix = []
    for i in range(count):
        game = games[i % len(games)]
        span = game.max_players - game.min_players + 1
        mix.append((game.id, game.min_players + (i // len(games)) % span))
    return mix


async def create_matches(base_url: str, count: int) -> list[Match]:
    async with httpx.AsyncClient(base_url=base_url, timeout=TIMEOUT) as http:
        matches = []
        for seed, (game, players) in enumerate(table_mix(count)):
            response = await http.post(
                f"/games/{game}/matches", json={"seats": [f"p{i}" for i in range(players)], "seed": seed}
            )
            assert response.status_code == 201, response.text
            created = response.json()
            matches.append(Match(game, created["match_id"], [seat["token"] for seat in created["seats"]]))
        return matches


class Ledger:
    """Every answer the clients got. A fault is an answer the spec forbids whatever
    happens to the processes; transport errors and 503s are timed, for each scenario
    to judge against its outages."""

    def __init__(self) -> None:
        self.acks: dict[str, Ack] = {}  # by Idempotency-Key
        self.judged: list[Judged] = []
        self.counts: Counter[str] = Counter()
        self.faults: list[str] = []
        self.times: dict[str, list[float]] = {"503": [], "transport": []}

    def fault(self, text: str) -> None:
        self.faults.append(text[:300])

    def unavailable(self, response: httpx.Response) -> None:
        """A 503 must be a problem+json saying when to retry."""
        self.times["503"].append(time.monotonic())
        self.counts["503"] += 1
        if not response.headers.get("content-type", "").startswith("application/problem+json"):
            self.fault(f"503 without problem+json: {response.headers.get('content-type')}")
        if "retry-after" not in response.headers:
            self.fault("503 without Retry-After")

    async def send(self, http: httpx.AsyncClient, method: str, path: str, **kwargs) -> httpx.Response | None:
        """The response, or None when there was none (transport error) or it was a 503."""
        try:
            response = await http.request(method, path, **kwargs)
        except httpx.TransportError:
            self.times["transport"].append(time.monotonic())
            return None
        if response.status_code == 503:
            self.unavailable(response)
            return None
        if response.status_code >= 500:
            self.counts["5xx other than 503"] += 1
            self.fault(f"{method} {path}: {response.status_code} {response.text}")
        return response

    async def read(self, http: httpx.AsyncClient, path: str, headers: dict | None = None) -> dict | None:
        """The body of a 200; after anything else, None a moment later (no busy loop)."""
        response = await self.send(http, "GET", path, headers=headers)
        if response is not None and response.status_code == 200:
            return response.json()
        if response is not None:
            self.fault(f"GET {path}: {response.status_code} {response.text}")
        await asyncio.sleep(0.1)
        return None

    async def act(
        self,
        http: httpx.AsyncClient,
        match: Match,
        seat: int,
        action: dict,
        expected: int,
        stale: bool,
        stopping: asyncio.Event,
        rng: random.Random,
    ) -> dict | None:
        """Send one act until its outcome is known; the new view if it was acknowledged.
        A `stale` one (on a version the client knows is past) stands only if the seat's
        options did not change since: every answer to it is judged by the audit."""
        key = uuid.uuid4().hex
        request = {
            "json": {"action": action, "expected_version": expected},
            "headers": match.auth(seat) | {"Idempotency-Key": key},
        }
        for _ in range(MAX_ATTEMPTS):
            response = await self.send(http, "POST", f"{match.path}/actions", **request)
            if response is None:  # unknown outcome: resend with the same key
                if stopping.is_set():
                    break
                await asyncio.sleep(0.1)
                continue
            if response.status_code == 409 and response.json().get("code") == "match-busy":
                # the match kept changing under the server's retries: nothing was applied,
                # and the problem says to send it again
                self.counts["match busy"] += 1
                await asyncio.sleep(0.05)
                continue
            if response.status_code in (409, 422):
                current = self.conflict(response, expected) if response.status_code == 409 else None
                self.judged.append(
                    Judged(match, seat, expected, action, response.status_code, current, response.json().get("code"))
                )
                self.counts["stale refused"] += stale
                return None
            if response.status_code != 200:
                self.fault(f"act on {match.game} v{expected}: {response.status_code} {response.text}")
                return None
            ack = Ack(match, seat, expected, response.json(), time.monotonic())
            if ack.before != expected:
                self.judged.append(Judged(match, seat, expected, action, 200, ack.before))
                self.counts["stale stood"] += stale
            self.acknowledge(ack, key)
            body = ack.body
            if rng.random() < RESEND_SHARE:
                await self.resend(http, match, request, body)
            return body
        self.counts["unknown outcome"] += 1
        return None

    def conflict(self, response: httpx.Response, expected: int) -> int | None:
        self.counts["409"] += 1
        current = response.json().get("current_version")
        if current is None or current == expected:
            self.fault(f"409 without a current_version other than {expected}: {response.text}")
        return current

    def acknowledge(self, ack: Ack, key: str) -> None:
        self.counts["acts"] += 1
        self.acks[key] = ack
        seqs = [event["seq"] for event in ack.body["events"]]
        if ack.before < ack.expected or seqs != list(range(ack.before + 1, ack.body["version"] + 1)):
            self.fault(
                f"acknowledged events {seqs} do not lead from v{ack.expected} or later to v{ack.body['version']}"
            )

    async def resend(self, http: httpx.AsyncClient, match: Match, request: dict, first: dict) -> None:
        response = await self.send(http, "POST", f"{match.path}/actions", **request)
        if response is None:
            return
        self.counts["resent"] += 1
        if response.status_code != 200 or response.json() != first:
            self.fault(f"resent act answered {response.status_code}, not the first response: {response.text}")


async def player(
    http: httpx.AsyncClient, match: Match, ledger: Ledger, rng: random.Random, stopping: asyncio.Event, deadline: float
) -> None:
    """Random legal moves by whichever seat is to move, on what this client last read.
    A stale one names the version before (often one between the events of one act), or
    the version this client was given before the last (where a decision was due: acts
    may have changed the seat's options there and back since)."""
    seat, actions, version, earlier = 0, [], 0, 0
    for _ in range(MAX_STEPS):
        if stopping.is_set() or time.monotonic() > deadline:
            return
        if not actions:
            view = await ledger.read(http, match.path)
            if view is None:
                continue
            if view["status"] == "finished":
                return
            seat = rng.choice(view["to_move"])
            legal = await ledger.read(http, f"{match.path}/legal-actions", match.auth(seat))
            if legal is None:
                continue
            actions, version = legal["actions"], legal["version"]
            if not actions:
                continue
        stale = version > 1 and rng.random() < STALE_SHARE
        ledger.counts["stale sent"] += stale
        expected = version
        if stale:
            expected = rng.choice([version - 1, earlier]) if 0 < earlier < version - 1 else version - 1
        acted = await ledger.act(http, match, seat, rng.choice(actions), expected, stale, stopping, rng)
        earlier = version
        actions, version = (acted["legal_actions"], acted["version"]) if acted else ([], 0)


async def run_load(
    servers: list[str], matches: list[Match], clients: int, ledger: Ledger, stopping: asyncio.Event, seconds: float
) -> None:
    """`clients` players, client i on server i mod len(servers) and match i mod len(matches),
    until `stopping` is set (or `seconds` pass)."""
    deadline = time.monotonic() + seconds
    # A client (one connection) per player: httpx's pool spends quadratic time on many
    # connections. They share one TLS context, which httpx would build (70 ms) for each.
    tls = ssl.create_default_context()
    async with AsyncExitStack() as stack:
        players = []
        for i in range(clients):
            http = await stack.enter_async_context(
                httpx.AsyncClient(
                    base_url=servers[i % len(servers)],
                    timeout=TIMEOUT,
                    verify=tls,
                    limits=httpx.Limits(max_connections=1),
                )
            )
            players.append(player(http, matches[i % len(matches)], ledger, random.Random(i), stopping, deadline))
        await asyncio.gather(*players)
