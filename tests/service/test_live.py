"""Live play: streams, long-polls and conditional reads, on one instance and across
two on one database (SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import random
import time
from contextlib import ExitStack

import httpx
import pytest

from service import tickets
from service.store import MatchRecord, SeatRecord, now
from tests.service.live import create, live_server, stream


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def move(client: httpx.AsyncClient, url: str, tokens: list[str], rng: random.Random) -> dict:
    view = (await client.get(url)).json()
    seat = rng.choice(view["to_move"])
    legal = (await client.get(f"{url}/legal-actions", headers=bearer(tokens[seat]))).json()
    acted = await client.post(f"{url}/actions", headers=bearer(tokens[seat]), json={"action": rng.choice(legal["actions"])})
    assert acted.status_code == 200, acted.text
    return acted.json()


@pytest.fixture
def server(database_url):
    with live_server(database_url, stream_keepalive_s=0.5) as url:
        yield url


async def test_a_stream_sends_each_event_as_its_viewer_may_see_it_then_the_match(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        for viewer, headers in ((0, bearer(tokens[0])), (None, {})):
            frames = await stream(client, url, headers=headers)
            events, match = await frames.until_match()
            records = (await client.get(f"{url}/events", headers=headers)).json()["events"]
            assert [f["data"] for f in events] == records
            assert [f["id"] for f in events] == [str(r["seq"]) for r in records]
            assert [f["event"] for f in events] == [r["event"]["type"] for r in records]
            view = (await client.get(url, headers=headers)).json()
            assert match["data"] == {"version": view["version"], "to_move": view["to_move"], "status": "active"}
            acted = await move(client, url, tokens, random.Random(1))
            started = time.monotonic()
            events, match = await frames.until_match(timeout=1)
            assert time.monotonic() - started < 1
            assert [f["data"] for f in events] == (await client.get(
                f"{url}/events", params={"after": view["version"]}, headers=headers)).json()["events"]
            assert match["data"]["version"] == match_id_version(match) == acted["version"]
            await frames.response.aclose()


def match_id_version(frame: dict) -> int:
    return int(frame["id"])


async def test_a_stream_resumes_and_keeps_alive_and_ends_with_its_match(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        rng = random.Random(2)
        for _ in range(3):
            await move(client, url, tokens, rng)
        total = (await client.get(url)).json()["version"]
        resumed = await stream(client, url, headers={"Last-Event-ID": "3"})
        events, _ = await resumed.until_match()
        assert [int(f["id"]) for f in events] == list(range(4, total + 1))
        later = await stream(client, url, params={"after": total - 1}, headers={"Last-Event-ID": "2"})
        events, _ = await later.until_match()
        assert [int(f["id"]) for f in events] == [total]
        line = await asyncio.wait_for(anext(later.lines), 2)  # nothing new: a comment keeps it open
        assert line == ": keep-alive"
        view = (await client.get(url)).json()
        while view["status"] != "finished":
            view = await move(client, url, tokens, rng)
        frames = await stream(client, url, params={"after": total})
        while (frame := await frames.next()) is not None:
            last = frame
        assert last["event"] == "match" and last["data"]["status"] == "finished"
        assert last["data"]["version"] == view["version"]


async def test_a_browser_opens_its_seats_stream_with_a_ticket(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        other_url, _ = await create(client, seed=6)
        answer = await client.post(f"{url}/stream-tickets", headers=bearer(tokens[1]))
        assert answer.status_code == 201, answer.text
        ticket = answer.json()["ticket"]
        assert tokens[1] not in ticket and answer.json()["seat"] == 1
        events, _ = await (await stream(client, url, params={"ticket": ticket})).until_match()
        assert [f["data"] for f in events] == (await client.get(f"{url}/events", headers=bearer(tokens[1]))).json()["events"]
        for bad in (ticket[:-2] + "xx", "1.99999999999.abc", "nonsense"):
            assert (await client.get(f"{url}/stream", params={"ticket": bad})).status_code == 401
        assert (await client.get(f"{other_url}/stream", params={"ticket": ticket})).status_code == 401
        assert (await client.post(f"{url}/stream-tickets")).status_code == 401


def test_a_ticket_expires():
    record = MatchRecord(id="m" * 32, game="babel", created_at=now(), status="active", version=1,
                         seats=[SeatRecord(name="a", token_hash="h" * 64)], options="{}", seed="1", rules_version=1)
    fresh, _ = tickets.issue(record, 0, 60)
    assert tickets.redeem(record, fresh) == 0
    stale, _ = tickets.issue(record, 0, -1)
    with pytest.raises(tickets.Unauthorized, match="expired"):
        tickets.redeem(record, stale)


async def test_a_long_poll_answers_as_soon_as_a_move_is_made_or_empty_after_its_wait(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        version = (await client.get(url)).json()["version"]
        started = time.monotonic()
        quiet = (await client.get(f"{url}/events", params={"after": version, "wait": 1})).json()
        assert quiet["events"] == [] and 0.9 < time.monotonic() - started < 3
        polling = asyncio.create_task(client.get(f"{url}/events", params={"after": version, "wait": 30}))
        await asyncio.sleep(0.3)
        assert not polling.done()
        moved = time.monotonic()
        await move(client, url, tokens, random.Random(3))
        answer = (await polling).json()
        assert answer["events"] and answer["events"][0]["seq"] == version + 1
        assert time.monotonic() - moved < 1


async def test_views_and_legal_actions_are_conditional(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        for path, headers in ((url, {}), (url, bearer(tokens[1])), (f"{url}/legal-actions", bearer(tokens[0]))):
            first = await client.get(path, headers=headers)
            tag = first.headers["etag"]
            again = await client.get(path, headers=headers | {"If-None-Match": tag})
            assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == tag
            assert (await client.get(path, headers=headers | {"If-None-Match": '"0-s"'})).status_code == 200
        tags = {(await client.get(url, headers=bearer(t))).headers["etag"] for t in tokens}
        assert len(tags) == 2  # one per viewer
        tag = (await client.get(url)).headers["etag"]
        await move(client, url, tokens, random.Random(4))
        assert (await client.get(url, headers={"If-None-Match": tag})).status_code == 200


async def test_streams_are_bounded_per_instance(database_url):
    with live_server(database_url, max_waiters=1) as server:
        async with httpx.AsyncClient(base_url=server, timeout=10) as client:
            url, _ = await create(client)
            first = await stream(client, url)
            await first.until_match()
            refused = await client.get(f"{url}/stream")
            assert refused.status_code == 503 and refused.headers["retry-after"]
            assert refused.json()["code"] == "at-capacity"
            waiting = await client.get(f"{url}/events", params={"wait": 5, "after": 99})
            assert (waiting.status_code, waiting.json()["code"]) == (503, "at-capacity")
            await first.response.aclose()


async def test_a_move_on_one_instance_reaches_streams_and_long_polls_on_another(database_url):
    with ExitStack() as servers:
        a, b = (servers.enter_context(live_server(database_url)) for _ in range(2))
        async with httpx.AsyncClient(base_url=a, timeout=10) as on_a, httpx.AsyncClient(base_url=b, timeout=10) as on_b:
            url, tokens = await create(on_a)
            version = (await on_a.get(url)).json()["version"]
            frames = await stream(on_b, url)
            await frames.until_match()
            polling = asyncio.create_task(on_b.get(f"{url}/events", params={"after": version, "wait": 30}))
            await asyncio.sleep(0.5)
            rng = random.Random(5)
            for _ in range(3):
                moved = time.monotonic()
                acted = await move(on_a, url, tokens, rng)
                _, match = await frames.until_match(timeout=2)
                assert match["data"]["version"] == acted["version"]
                assert time.monotonic() - moved < 1, "a move took over a second to reach the other instance"
            answer = (await polling).json()
            assert answer["events"][0]["seq"] == version + 1
            await frames.response.aclose()
