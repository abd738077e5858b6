"""Reliability against a real PostgreSQL: 50 clients on 20 matches of every game, acting
on stale versions, while (1) nothing else happens, (2) the server is SIGKILLed and
restarted, (3) PostgreSQL is restarted, (4) the same with two instances on one database.

Whatever happens, every 200 is in the log and no seq is acknowledged twice (audit.py);
a conflict is a 409; the only 5xx is a 503 (problem+json with Retry-After), and only
while PostgreSQL is down or within 5 s of it accepting connections again, by when
writes must be back. Each scenario records its figures; figures.py prints them.
"""

from __future__ import annotations

import asyncio
import time
from typing import NamedTuple

import httpx
import pytest

from tests.reliability.audit import Audit, audit
from tests.reliability.figures import KEY
from tests.reliability.load import Ledger, Match, create_matches, run_load

pytestmark = pytest.mark.postgres

CLIENTS, MATCHES = 50, 20
LOAD_S = 2.5  # each load phase
MAX_LOAD_S = 60  # the load's own bound, should the scenario never stop it
RECOVERY_S = 5  # writes back within this after PostgreSQL accepts connections
SLACK_S = 1  # for answers already on their way when the time ran out
PROBE_TIMEOUT = httpx.Timeout(10)


def figures(number: int, ledger: Ledger, found: Audit, *extra: str) -> str:
    counts = ledger.counts
    return ", ".join(
        [
            f"reliability ({number}): {CLIENTS} clients, {MATCHES} matches, {counts['acts']} acts",
            f"{counts['409']} conflicts(409)",
            f"{counts['stale sent']} stale on purpose: {counts['stale refused']} refused, "
            f"{counts['stale stood']} stood",
            f"{found.judged} judged on a past version ({found.misjudged} against the rule)",
            f"{counts['resent']} replayed by key",
            f"{counts['503']} 503s",
            f"{counts['5xx other than 503']} other 5xx",
            f"{len(ledger.times['transport'])} transport errors",
            f"{found.events} events",
            f"{found.lost} lost",
            f"{found.duplicated} duplicated",
            f"{found.replays} replays ({found.replay_mismatches} differ)",
            f"{MATCHES} folded from the rows ({found.rebuilt_mismatches} differ)",
            *extra,
        ]
    )


def assert_sound(ledger: Ledger, found: Audit) -> None:
    assert not ledger.faults, ledger.faults[:5]
    assert found.clean, found
    assert ledger.counts["stale refused"] > 0


def within(times: list[float], start: float, end: float) -> bool:
    return all(start <= t <= end for t in times)


class Load:
    """The 50 clients, started on `servers`, running until `stop()`."""

    def __init__(self, servers: list[str], matches: list[Match]) -> None:
        self.ledger, self.stopping = Ledger(), asyncio.Event()
        self.task = asyncio.create_task(run_load(servers, matches, CLIENTS, self.ledger, self.stopping, MAX_LOAD_S))

    async def stop(self) -> Ledger:
        self.stopping.set()
        await self.task
        return self.ledger

    def acks_since(self, moment: float) -> int:
        return sum(1 for ack in self.ledger.acks.values() if ack.at > moment)


async def test_stale_clients_lose_and_duplicate_nothing(serve, database, record_property):
    server = await serve()
    matches = await create_matches(server.url, MATCHES)
    load = Load([server.url], matches)
    await asyncio.sleep(2 * LOAD_S)
    ledger = await load.stop()
    found = await audit(server.url, database, matches, ledger)
    record_property(KEY, figures(1, ledger, found))

    assert_sound(ledger, found)
    assert ledger.counts["stale refused"] + ledger.counts["stale stood"] == ledger.counts["stale sent"]
    assert not ledger.counts["503"] and not ledger.times["transport"]


async def test_server_killed_mid_load_loses_no_acknowledged_move(serve, database, record_property):
    server = await serve()
    matches = await create_matches(server.url, MATCHES)
    load = Load([server.url], matches)
    await asyncio.sleep(LOAD_S)
    killed = time.monotonic()
    server.kill()
    acked_before = len(load.ledger.acks)
    await server.start()
    back = time.monotonic()
    await asyncio.sleep(LOAD_S)
    ledger = await load.stop()
    found = await audit(server.url, database, matches, ledger)
    record_property(
        KEY,
        figures(
            2,
            ledger,
            found,
            f"{acked_before} acts acknowledged before SIGKILL",
            f"restarted in {back - killed:.1f} s",
            f"{load.acks_since(back)} acts after",
        ),
    )

    assert_sound(ledger, found)
    assert acked_before and load.acks_since(back)
    assert not ledger.counts["503"]
    assert within(ledger.times["transport"], killed, back + SLACK_S), "connections failed with the server up"


class Recovery(NamedTuple):
    write_s: float | None  # from PostgreSQL accepting connections to the first write answered 201
    ready_s: float | None  # ... to the first /readyz answered 200
    ready_but_unwritable: int  # /readyz said 200 and the write right after it failed


async def probe_down(server: str, match: Match, ledger: Ledger, seconds: float) -> list[str]:
    """With PostgreSQL stopped: /readyz, a write and a read, every 0.2 s; answers other than 503."""
    wrong = []
    async with httpx.AsyncClient(base_url=server, timeout=PROBE_TIMEOUT) as http:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for method, path, body in (
                ("GET", "/readyz", None),
                ("POST", "/games/babel/matches", {"seats": ["a", "b"]}),
                ("GET", f"{match.path}/events", None),
            ):
                response = await http.request(method, path, json=body)
                if response.status_code == 503:
                    ledger.unavailable(response)
                else:
                    wrong.append(f"{method} {path}: {response.status_code} while PostgreSQL was down")
            await asyncio.sleep(0.2)
    return wrong


async def probe_recovery(server: str, up: float) -> Recovery:
    """From PostgreSQL accepting connections again: /readyz then a write, every 0.1 s,
    until both succeed (or RECOVERY_S + 5 s pass)."""
    write_s = ready_s = None
    ready_but_unwritable = 0
    async with httpx.AsyncClient(base_url=server, timeout=PROBE_TIMEOUT) as http:
        while (write_s is None or ready_s is None) and time.monotonic() - up < RECOVERY_S + 5:
            ready = (await http.get("/readyz")).status_code == 200
            wrote = (await http.post("/games/babel/matches", json={"seats": ["a", "b"]})).status_code == 201
            if ready and ready_s is None:
                ready_s = time.monotonic() - up
            if wrote and write_s is None:
                write_s = time.monotonic() - up
            ready_but_unwritable += ready and not wrote
            await asyncio.sleep(0.1)
    return Recovery(write_s, ready_s, ready_but_unwritable)


@pytest.mark.parametrize("instances", [1, 2], ids=["one instance", "two instances"])
async def test_postgres_restarted_under_load(instances, cluster, serve, database, record_property):
    servers = [(await serve()).url for _ in range(instances)]
    matches = await create_matches(servers[0], MATCHES)
    load = Load(servers, matches)
    await asyncio.sleep(LOAD_S)
    stopping = time.monotonic()
    await asyncio.to_thread(cluster.stop)
    down = await asyncio.gather(*(probe_down(s, matches[0], load.ledger, LOAD_S) for s in servers))
    wrong = [answer for answers in down for answer in answers]
    await asyncio.to_thread(cluster.start)
    up = time.monotonic()
    recoveries = await asyncio.gather(*(probe_recovery(s, up) for s in servers))
    await asyncio.sleep(LOAD_S)
    ledger = await load.stop()
    found = await audit(servers[0], database, matches, ledger)
    back = " and ".join(f"{r.write_s:.1f} s" if r.write_s is not None else "never" for r in recoveries)
    record_property(
        KEY,
        figures(
            2 + instances,
            ledger,
            found,
            f"{instances} instance(s)",
            f"PostgreSQL down {up - stopping:.1f} s",
            f"writes back {back} after it accepted connections",
            f"{load.acks_since(up)} acts after",
        ),
    )

    assert not wrong, wrong[:5]
    assert_sound(ledger, found)
    for recovery in recoveries:
        assert recovery.write_s is not None and recovery.write_s <= RECOVERY_S, recovery
        assert recovery.ready_s is not None and not recovery.ready_but_unwritable, recovery
    assert within(ledger.times["503"], stopping, up + RECOVERY_S + SLACK_S), "503s outside the outage"
    assert not ledger.times["transport"], "connections failed, the server is always up"
    assert load.acks_since(up)
