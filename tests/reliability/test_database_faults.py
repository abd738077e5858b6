"""PostgreSQL faults against `tabletop serve`, on a cluster of this module's own:
frozen (every process SIGSTOPped), a request waits no longer than
TABLETOP_DB_TIMEOUT_S in all for its 503, however many round trips it makes and
however many requests wait beside it; restarted, an idle instance's first read
and first write succeed (its pooled connections died with the old server)."""

from __future__ import annotations

import asyncio
import statistics
import time

import httpx
import pytest

from tests.reliability.figures import KEY

pytestmark = pytest.mark.postgres

TIMEOUT_S = 1.0
# A request may overrun the timeout by the work around its database calls; a loaded
# CI machine gets more room than the 0.5 s promised.
SLACK_S = 1.0
ACTS, READS, PROBES = 12, 30, 4  # at once: more than the pools hold


async def new_match(http: httpx.AsyncClient, seed: int) -> tuple[str, dict[str, str], dict]:
    created = (await http.post("/games/babel/matches", json={"seats": ["a", "b"], "seed": seed})).json()
    url = f"/games/babel/matches/{created['match_id']}"
    auth = {"Authorization": f"Bearer {created['seats'][created['to_move'][0]]['token']}"}
    legal = (await http.get(f"{url}/legal-actions", headers=auth)).json()
    return url, auth, {"action": legal["actions"][0], "expected_version": legal["version"]}


def spread(seconds) -> str:
    seconds = sorted(seconds)
    return f"{seconds[0]:.2f}-{seconds[-1]:.2f} s (median {statistics.median(seconds):.2f})"


async def timed(http: httpx.AsyncClient, method: str, url: str, **kwargs) -> tuple[float, httpx.Response]:
    start = time.monotonic()
    response = await http.request(method, url, **kwargs)
    return time.monotonic() - start, response


async def test_a_frozen_database_answers_every_request_503_within_the_timeout(
    cluster, serve, monkeypatch, record_property
):
    monkeypatch.setenv("TABLETOP_DB_TIMEOUT_S", str(TIMEOUT_S))
    server = await serve()
    limits = httpx.Limits(max_connections=ACTS + READS + PROBES)
    async with httpx.AsyncClient(base_url=server.url, timeout=30, limits=limits) as http:
        tables = [await new_match(http, seed) for seed in range(ACTS)]
        with cluster.frozen():
            answers = await asyncio.gather(
                *(timed(http, "POST", f"{url}/actions", headers=auth, json=act) for url, auth, act in tables),
                *(timed(http, "GET", tables[i % ACTS][0] + ("/events" if i % 2 else "")) for i in range(READS)),
                *(timed(http, "GET", "/readyz") for _ in range(PROBES)),
            )
        seconds = sorted(s for s, _ in answers)
        kinds = {"acts": answers[:ACTS], "reads": answers[ACTS:-PROBES], "/readyz": answers[-PROBES:]}
        record_property(
            KEY,
            f"PostgreSQL frozen, TABLETOP_DB_TIMEOUT_S={TIMEOUT_S:g}: 503 within "
            + ", ".join(f"{len(kind)} {name} {spread(s for s, _ in kind)}" for name, kind in kinds.items()),
        )
        for _, response in answers:
            assert response.status_code == 503, response.text
            assert response.json()["code"] == "unavailable" and int(response.headers["retry-after"]) > 0
        assert seconds[-1] < TIMEOUT_S + SLACK_S, seconds
        # Thawed, everything works again.
        url, auth, act = tables[0]
        assert (await http.post(f"{url}/actions", headers=auth, json=act)).status_code == 200
        assert (await http.get("/readyz")).status_code == 200


async def test_after_a_restart_an_idle_instance_reads_and_writes_at_once(cluster, serve):
    server = await serve()
    async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:
        url, auth, act = await new_match(http, 1)  # reads and writes: both pools hold connections
        await asyncio.to_thread(cluster.restart)
        assert (await http.get(url)).status_code == 200
        acted = await http.post(f"{url}/actions", headers=auth, json=act)
        assert acted.status_code == 200, acted.text
        assert (await http.get("/readyz")).status_code == 200
