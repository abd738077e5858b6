"""Abuse limits: per-client rate limits (429 with Retry-After) and body size."""

from __future__ import annotations

import asyncio
import datetime as dt

from litestar.stores.memory import MemoryStore
from litestar.testing import AsyncTestClient

from service.app import create_app
from service.limits import Seated, forget_expired
from service.settings import Settings
from tests.service.test_api import assert_problem


def limited(database_url: str, **limits) -> AsyncTestClient:
    return AsyncTestClient(app=create_app(Settings(database_url=database_url, **limits)))


async def create(client, **headers):
    return await client.post("/games/babel/matches", json={"seats": ["a", "b"]}, headers=headers)


def seat_of(created: dict, seat: int = 0) -> dict[str, str]:
    return {"authorization": f"Bearer {created['seats'][seat]['token']}"}


async def test_match_creation_is_limited_per_client(database_url):
    async with limited(database_url, create_limit_per_minute=3) as client:
        key = (await client.post("/players", json={"name": "p"})).json()["key"]  # registering is a creation too
        created = [(await create(client)).json() for _ in range(2)]
        refused = await create(client)
        assert_problem(refused, 429, "rate-limited")
        assert 0 < int(refused.headers["retry-after"]) <= 60
        assert_problem(await client.post("/players", json={"name": "q"}), 429, "rate-limited")
        assert (await client.get("/games/babel/matches")).status_code == 200  # only creation is limited
        # Any bearer value is no client of its own: a new one with each request would
        # escape every limit. A seat token is, from its match's creation on (a match is
        # created with no token or a player key: the seat token's creation passes the
        # limit, and is then refused by the handler)...
        assert_problem(await create(client, authorization="Bearer someone-else"), 429, "rate-limited")
        assert_problem(await create(client, **seat_of(created[0])), 401, "bad-token")
        assert_problem(await create(client, authorization="Bearer someone-else"), 429, "rate-limited")
        # ... and a player key once a request has been accepted with it.
        player = {"authorization": f"Bearer {key}"}
        assert_problem(await create(client, **player), 429, "rate-limited")
        assert (await client.get("/players/me/matches", headers=player)).status_code == 200
        response = await client.post("/games/babel/matches", json={"seats": ["a", None]}, headers=player)
        assert response.status_code == 201, response.text


async def test_all_requests_are_limited_per_client_but_not_health_probes(database_url):
    async with limited(database_url, rate_limit_per_minute=5) as client:
        created = (await create(client)).json()
        url = f"/games/babel/matches/{created['match_id']}/legal-actions"
        for _ in range(4):  # the address's budget, creation included
            assert (await client.get("/games")).status_code == 200
        assert_problem(await client.get("/games"), 429, "rate-limited")
        assert (await client.get("/readyz")).status_code == 200
        for bearer in ("someone-else", "x" * 40, created["seats"][0]["token"] + "x"):  # not seat tokens
            assert_problem(await client.get("/games", headers={"authorization": f"Bearer {bearer}"}), 429, "rate-limited")
        for _ in range(5):  # the seat's own budget, from its match's creation on
            assert (await client.get(url, headers=seat_of(created))).status_code == 200
        assert_problem(await client.get(url, headers=seat_of(created)), 429, "rate-limited")
        # A token a match refused never becomes a client of its own.
        other = {"authorization": "Bearer not-a-seat"}
        assert_problem(await client.get(url, headers=other), 429, "rate-limited")


async def test_a_refused_token_counts_against_its_address(database_url):
    async with limited(database_url, rate_limit_per_minute=4) as client:
        created = (await create(client)).json()
        url = f"/games/babel/matches/{created['match_id']}"
        for bearer in ("guess-1", "guess-2"):
            assert_problem(await client.get(url, headers={"authorization": f"Bearer {bearer}"}), 401, "bad-token")
        assert (await client.get("/games")).status_code == 200
        assert_problem(await client.get(url, headers={"authorization": "Bearer guess-3"}), 429, "rate-limited")


def test_seat_tokens_remembered_are_bounded_least_recently_seen_first():
    seated = Seated(size=3)
    for digest in ("a", "b", "c"):
        seated.add(digest)
    seated.add("a")  # seen again: the most recent
    seated.add("d")
    assert len(seated) == 3
    assert "b" not in seated
    assert all(digest in seated for digest in ("a", "c", "d"))


async def test_expired_counts_are_forgotten_without_being_read():
    store = MemoryStore()
    await store.set("gone", b"1", expires_in=dt.timedelta(milliseconds=1))
    await store.set("kept", b"1", expires_in=60)
    forgetting = asyncio.create_task(forget_expired(store, every_s=0.01))
    try:
        await asyncio.sleep(0.1)
    finally:
        forgetting.cancel()
    assert not await store.exists("gone")  # exists() looks without dropping expired keys
    assert await store.exists("kept")


async def test_limits_of_zero_are_off(database_url):
    async with limited(database_url, rate_limit_per_minute=0, create_limit_per_minute=0) as client:
        for _ in range(70):
            assert (await create(client)).status_code == 201


async def test_a_body_over_the_limit_is_refused(database_url):
    async with limited(database_url, max_body_bytes=1000) as client:
        refused = await client.post(
            "/games/babel/matches", content=b'{"seats": ["' + b"a" * 2000 + b'"]}',
            headers={"content-type": "application/json"},
        )
        assert_problem(refused, 413, "payload-too-large")
        assert (await client.get("/games/babel/matches")).json()["matches"] == []
