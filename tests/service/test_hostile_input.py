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
        ("create", b'{"seats": ["a", "b"], "seed": 42.5}'),
        ("create", b'{"seats": ["a", "b"], "seed": true}'),
        ("create", b'{"seats": ["a", "b"], "seed": 42.0, "time_control": {"per_decision_s": 30.5}}'),
        ("act", b'{"action": {"type": "end_turn"}, "expected_version": 5.5}'),
        ("act", b'{"action": {"type": "end_turn"}, "expected_version": "5"}'),
        ("act", b'{"action": {"type": "end_turn"}, "expected_version": false}'),
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


async def test_an_integer_may_be_written_with_a_zero_fraction(client, table):
    """JSON Schema's `integer` is any number with a zero fraction: 5.0 is 5."""
    created = await client.post(
        "/games/balam/matches",
        json={
            "seats": ["a", "b", "c"],
            "seed": 42.0,
            "options": {"ball_games": 4.0},
            "time_control": {"per_decision_s": 3824.0},
        },
    )
    assert created.status_code == 201, created.text
    assert created.json()["time_control"]["per_decision_s"] == 3824
    same = await client.post(
        "/games/balam/matches", json={"seats": ["a", "b", "c"], "seed": 42, "options": {"ball_games": 4}}
    )
    assert created.json()["state"] == same.json()["state"]
    legal = await table.legal(0)
    acted = await table.act(0, legal["actions"][0], expected_version=float(legal["version"]))
    assert acted.status_code == 200, acted.text
    assert (await table.get(at=f"{acted.json()['version']}.0")).json() == (await table.get()).json()


async def test_an_integer_parameter_with_a_fraction_is_400(client, table):
    for at in ["3.5", "true", "3e-1", ""]:
        assert_problem(await table.get(at=at), 400, "malformed", "at")


UNSTORABLE = [r"a\u0000b", r"\u0000", r"a\ud800b", r"\udfff"]  # JSON escapes


async def test_text_that_cannot_be_stored_is_400_on_every_backend(client, table):
    """NUL cannot be stored in PostgreSQL's text (SQLite would take it), and a lone surrogate
    is not text: refused alike on both, naming the field, before anything is stored."""
    before = await stored(client, table)
    for where, body, field in [
        ("/players", '{"name": "%s"}', "name"),
        ("/games/babel/matches", '{"seats": ["a", "%s"]}', "seats[1]"),
        ("/games/babel/matches", '{"seats": ["a", "b"], "entropy": [null, "%s"]}', "entropy[1]"),
        ("/games/balam/matches", '{"seats": ["a", "b", "c"], "options": {"board": ["%s"]}}', "options.board[0]"),
    ]:
        for text in UNSTORABLE:
            response = await client.post(where, content=(body % text).encode(), headers=JSON)
            problem = assert_problem(response, 400, "malformed", "NUL")
            assert problem["errors"][0]["key"] == field
    # msgspec reads no lone surrogate, wherever it is: its place is named by its escape
    response = await client.post("/players", content=rb'{"name": "a", "\ud800": 1}', headers=JSON)
    assert assert_problem(response, 400, "malformed", "NUL")["errors"][0]["key"] == r"\ud800"
    assert await stored(client, table) == before


async def test_a_nul_in_a_field_nobody_reads_is_no_text_taken(client, table):
    """An action's unknown fields are ignored (the document allows them): not stored, not refused."""
    legal = await table.legal(0)
    action = legal["actions"][0] | {"note": "a\0b"}
    assert (await table.act(0, action, expected_version=legal["version"])).status_code == 200


async def test_a_claim_with_unstorable_text_is_400(client):
    created = (await client.post("/games/babel/matches", json={"seats": ["a", None]})).json()
    claim = f"/games/babel/matches/{created['match_id']}/seats/1/claim"
    for body, field in ((b'{"name": "b\\u0000"}', "name"), (b'{"name": "b", "entropy": "\\ud800"}', "entropy")):
        response = await client.post(claim, content=body, headers=JSON)
        assert assert_problem(response, 400, "malformed")["errors"][0]["key"] == field
    assert (await client.get(f"/games/babel/matches/{created['match_id']}")).json()["seats"][1]["name"] is None


async def test_parameters_and_headers_with_a_nul_are_400(client, table):
    before = await stored(client, table)
    for response, field, source in [
        (await client.get("/games/babel/matches/a%00b"), "match_id", "path"),
        (await client.get(f"{table.url}/events", params=[("x", "1"), ("x", "\0")]), "x", "query"),
        (await client.get(f"{table.url}/stream", params={"ticket": "a\0b"}), "ticket", "query"),
        (await client.get("/problems/not%00found"), "code", "path"),
        (await table.act(0, (await table.legal(0))["actions"][0], key="k\0"), "Idempotency-Key", "header"),
        (await client.get(table.url, headers={"If-None-Match": '"1\0"'}), "if-none-match", "header"),
    ]:
        error = assert_problem(response, 400, "malformed", "NUL")["errors"][0]
        assert (error["key"].lower(), error["source"]) == (field.lower(), source)
    assert await stored(client, table) == before


@pytest.mark.parametrize(
    "content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", None]
)
async def test_a_body_not_sent_as_json_is_415(client, table, content_type):
    """A cross-site form can post text/plain without a preflight: it must not create or act."""
    before = await stored(client, table)
    headers = {"content-type": content_type} if content_type else {}
    create = await client.post("/games/babel/matches", content=b'{"seats": ["a", "b"]}', headers=headers)
    assert_problem(create, 415, "unsupported-media-type")
    act = await client.post(
        f"{table.url}/actions", content=b'{"action": {"type": "end_turn"}}', headers=headers | table.auth(0)
    )
    assert_problem(act, 415, "unsupported-media-type")
    assert await stored(client, table) == before


async def test_json_media_types_with_parameters_are_json(client):
    for content_type in ["application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json"]:
        response = await client.post(
            "/games/babel/matches", content=b'{"seats": ["a", "b"]}', headers={"content-type": content_type}
        )
        assert response.status_code == 201, (content_type, response.text)


async def test_options_lists_every_method_of_a_path(client, table):
    assert (await client.options("/games/babel/matches")).headers["allow"] == "GET, OPTIONS, POST"
    assert (await client.options(table.url)).headers["allow"] == "GET, OPTIONS"
    assert (await client.options(f"{table.url}/actions")).headers["allow"] == "OPTIONS, POST"


@pytest.mark.parametrize(
    "key, says",
    [("", "length >= 1"), ("a b", "matching regex"), ("k" * 201, "length <= 200")],
)
async def test_an_idempotency_key_outside_its_documented_shape_is_400(client, table, key, says):
    """The act reads its arguments itself (service/http/direct.py): the header is held to
    the document's constraints as litestar holds a header parameter, and nothing is applied."""
    before = await stored(client, table)
    action = (await table.legal(0))["actions"][0]
    response = await client.post(
        f"{table.url}/actions", json={"action": action}, headers=table.auth(0) | {"Idempotency-Key": key}
    )
    error = assert_problem(response, 400, "malformed", says)["errors"][0]
    assert (error["key"], error["source"]) == ("idempotency_key", "header")
    assert await stored(client, table) == before


async def test_a_body_is_judged_before_the_credentials(client, table):
    """A request wrong in two ways is refused for the same one on every route: litestar
    reads the body before the credentials, and so does the act's direct reading."""
    bad = b'{"action": {"type": "no-such-action"}}'
    for headers in ({"Authorization": "Basic eA=="}, {}):
        response = await client.post(f"{table.url}/actions", content=bad, headers=JSON | headers)
        assert_problem(response, 400, "malformed", "action.type")
    response = await client.post(
        f"{table.url}/actions", json={"action": {"type": "end_turn"}}, headers={"Authorization": "Basic eA=="}
    )
    assert response.status_code == 401, response.text
