"""Abuse limits: per-client rate limits (429 with Retry-After) and body size."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from service.app import create_app
from service.settings import Settings
from tests.service.test_api import assert_problem


def limited(database_url: str, **limits) -> AsyncTestClient:
    return AsyncTestClient(app=create_app(Settings(database_url=database_url, **limits)))


async def create(client, **headers):
    return await client.post("/games/babel/matches", json={"seats": ["a", "b"]}, headers=headers)


async def test_match_creation_is_limited_per_client(database_url):
    async with limited(database_url, create_limit_per_minute=3) as client:
        for _ in range(3):
            assert (await create(client)).status_code == 201
        refused = await create(client)
        assert_problem(refused, 429, "rate-limited")
        assert 0 < int(refused.headers["retry-after"]) <= 60
        assert (await client.get("/games/babel/matches")).status_code == 200  # only creation is limited
        # A client sending a key is counted apart from its IP address.
        assert (await create(client, authorization="Bearer someone-else")).status_code == 201


async def test_all_requests_are_limited_per_client_but_not_health_probes(database_url):
    async with limited(database_url, rate_limit_per_minute=5) as client:
        created = (await create(client)).json()
        token = {"authorization": f"Bearer {created['seats'][0]['token']}"}
        for _ in range(4):
            assert (await client.get("/games")).status_code == 200
        assert_problem(await client.get("/games"), 429, "rate-limited")
        assert (await client.get("/readyz")).status_code == 200
        url = f"/games/babel/matches/{created['match_id']}/legal-actions"
        assert (await client.get(url, headers=token)).status_code == 200  # the seat is another client


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
