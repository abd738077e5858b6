"""CORS (TABLETOP_CORS_ORIGINS): off by default; when on, preflights are answered
on every route and responses say what a page may read. OPTIONS lists each path's
methods either way."""

from __future__ import annotations

import json

import httpx
import pytest
from litestar.testing import AsyncTestClient

from service.cli import openapi_document
from service.root import create_app
from tests.service.conftest import new_table
from tests.service.live import UNLIMITED, live_server
from tests.service.test_live import create, stream

ORIGIN = "https://play.example"
PAGE_HEADERS = "authorization, content-type, idempotency-key, if-none-match, last-event-id, x-request-id"
METHODS = ("get", "post", "put", "patch", "delete")


@pytest.fixture
async def cors_client(database_url):
    settings = UNLIMITED(database_url, cors_origins=f"{ORIGIN}, https://other.example")
    async with AsyncTestClient(app=create_app(settings)) as client:
        yield client


def documented(match_id: str) -> list[tuple[str, set[str]]]:
    """Every path of the OpenAPI document (its parameters filled in) and its methods."""
    paths = json.loads(openapi_document())["paths"]
    fill = {
        "{match_id}": match_id,
        "{code}": "not-your-turn",
        "{seat}": "1",
        "{challenge_id}": "c" * 32,
        "{seek_id}": "s" * 32,
        "{webhook_id}": "w" * 32,
        "{player_id}": "p" * 32,
        "{key_id}": "k" * 32,
        "{app_id}": "a" * 32,
    }
    found = []
    for path, item in paths.items():
        for name, value in fill.items():
            path = path.replace(name, value)
        assert "{" not in path, path
        found.append((path, {method.upper() for method in item if method in METHODS}))
    return found


async def test_preflight_is_answered_on_every_route(cors_client):
    table = await new_table(cors_client)
    for path, methods in documented(table.id):
        for method in methods:
            answer = await cors_client.options(
                path,
                headers={
                    "Origin": ORIGIN,
                    "Access-Control-Request-Method": method,
                    "Access-Control-Request-Headers": PAGE_HEADERS,
                },
            )
            assert answer.status_code == 204, (path, method, answer.text)
            assert answer.headers["access-control-allow-origin"] == ORIGIN
            assert method in answer.headers["access-control-allow-methods"].split(", ")
            allowed = {h.strip().lower() for h in answer.headers["access-control-allow-headers"].split(",")}
            assert set(PAGE_HEADERS.split(", ")) <= allowed
            assert answer.headers["x-request-id"]


async def test_a_page_from_another_origin_is_not_allowed(cors_client):
    answer = await cors_client.options(
        "/games", headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "GET"}
    )
    assert "access-control-allow-origin" not in answer.headers
    read = await cors_client.get("/games", headers={"Origin": "https://evil.example"})
    assert read.status_code == 200 and "access-control-allow-origin" not in read.headers
    other = await cors_client.options("/games", headers={"Origin": ORIGIN, "Access-Control-Request-Method": "PUT"})
    assert "access-control-allow-origin" not in other.headers  # a method the API never takes


async def test_a_page_may_read_the_headers_it_needs(cors_client):
    table = await new_table(cors_client)
    view = await cors_client.get(table.url, headers={"Origin": ORIGIN})
    exposed = {h.strip().lower() for h in view.headers["access-control-expose-headers"].split(",")}
    assert {"etag", "x-request-id", "retry-after", "www-authenticate"} <= exposed
    assert (view.headers["access-control-allow-origin"], view.headers["vary"]) == (ORIGIN, "Origin")
    refused = await cors_client.get(f"{table.url}/legal-actions", headers={"Origin": ORIGIN})
    assert refused.status_code == 401 and refused.headers["access-control-allow-origin"] == ORIGIN


async def test_no_origin_is_allowed_by_default_and_options_lists_each_paths_methods(client):
    table = await new_table(client)
    for path, methods in documented(table.id):
        answer = await client.options(path, headers={"Origin": ORIGIN, "Access-Control-Request-Method": "GET"})
        assert answer.status_code == 204 and "access-control-allow-origin" not in answer.headers
        assert answer.headers["allow"] == ", ".join(sorted(methods | {"OPTIONS"})), path
    assert "access-control-allow-origin" not in (await client.get("/games", headers={"Origin": ORIGIN})).headers


async def test_a_streams_headers_are_its_own(database_url):
    """A stream's headers start from a shared constant: what middleware adds for one
    request must not show in the next."""
    with live_server(database_url, cors_origins=ORIGIN) as server:
        async with httpx.AsyncClient(base_url=server, timeout=10) as client:
            url, _ = await create(client)
            for origin in ({"Origin": ORIGIN}, {}):
                frames = await stream(client, url, headers=origin)
                await frames.until_match()
                assert frames.response.headers.get_list("access-control-allow-origin") == list(origin.values())
                assert len(frames.response.headers.get_list("x-request-id")) == 1
                await frames.response.aclose()
