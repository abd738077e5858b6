"""Hostile bodies: each is a 4xx problem, never a 500, and nothing changes."""

from __future__ import annotations

import pytest

from tests.service.conftest import new_table
from tests.service.test_api import assert_problem

JSON = {"content-type": "application/json"}
DEEP = b"[" * 10_000 + b"]" * 10_000


async def stored(client, table) -> tuple:
    """Everything a refused request must leave as it was."""
    matches = (await client.get("/games/babel/matches")).json()["matches"]
    return [m["match_id"] for m in matches], (await table.get()).json()["version"], (await table.events()).json()


@pytest.fixture
async def table(client):
    return await new_table(client)


@pytest.mark.parametrize(
    "where, body",
    [
        ("create", DEEP),
        ("create", b'{"seats": ["a", "b"], "options": ' + DEEP + b"}"),
        ("act", b'{"action": ' + DEEP + b"}"),
        ("act", b'{"action": {"type": "end_turn", "extra": ' + DEEP + b"}}"),
        ("create", b'{"seats": ["al\xffce", "bob"]}'),
        ("act", b'{"action": {"type": "travel", "site": "pe\xc3rser"}}'),
        ("create", b'{"seats": ["a", "b"], "seed": "42"}'),
        ("create", b'{"seats": ["a", "b"], "seed": 42.0}'),
        ("create", b'{"seats": ["a", "b"], "seed": true}'),
        ("act", b'{"action": {"type": "end_turn"}, "expected_version": 5.0}'),
        ("act", b'{"action": {"type": "end_turn"}, "expected_version": "5"}'),
        ("create", b'{"seats": ["a", "b", "c"]}'),
        ("create", b'{"seats": ["a", "' + b"b" * 65 + b'"]}'),
        ("act", b'{"action": {"type": "end_turn"}} trailing'),
    ],
)
async def test_malformed_bodies_are_400_and_change_nothing(client, table, where, body):
    before = await stored(client, table)
    url = "/games/babel/matches" if where == "create" else f"{table.url}/actions"
    headers = JSON if where == "create" else JSON | table.auth(0)
    problem = assert_problem(await client.post(url, content=body, headers=headers), 400, "malformed")
    assert problem["errors"] and problem["errors"][0]["key"]
    assert await stored(client, table) == before


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", None])
async def test_a_body_not_sent_as_json_is_415(client, table, content_type):
    """A cross-site form can post text/plain without a preflight: it must not create or act."""
    before = await stored(client, table)
    headers = {"content-type": content_type} if content_type else {}
    create = await client.post("/games/babel/matches", content=b'{"seats": ["a", "b"]}', headers=headers)
    assert_problem(create, 415, "unsupported-media-type")
    act = await client.post(f"{table.url}/actions", content=b'{"action": {"type": "end_turn"}}', headers=headers | table.auth(0))
    assert_problem(act, 415, "unsupported-media-type")
    assert await stored(client, table) == before


async def test_json_media_types_with_parameters_are_json(client):
    for content_type in ["application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json"]:
        response = await client.post("/games/babel/matches", content=b'{"seats": ["a", "b"]}', headers={"content-type": content_type})
        assert response.status_code == 201, (content_type, response.text)


async def test_options_lists_every_method_of_a_path(client, table):
    assert (await client.options("/games/babel/matches")).headers["allow"] == "GET, OPTIONS, POST"
    assert (await client.options(table.url)).headers["allow"] == "GET, OPTIONS"
    assert (await client.options(f"{table.url}/actions")).headers["allow"] == "OPTIONS, POST"
