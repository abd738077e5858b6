"""One reading of every request: a Last-Event-ID that is not an id the server sent, a
query parameter the operation does not declare (a cursor sent to a listing that issues
none), a query parameter given twice, and a header read as one value given twice are
each a 400 `malformed` naming it, on every route."""

from __future__ import annotations

import httpx
import pytest
from litestar.testing import AsyncTestClient

from service.http.parameters import SINGLE_VALUED
from service.root import create_app
from tests.service.conftest import new_table
from tests.service.live import UNLIMITED, live_server
from tests.service.test_api import assert_problem

NOT_IDS = ["-1", "abc", "1e3", "1.5", "0x10", "+3", "\xb2", "1" * 19, "null"]


def refused_for(response, key: str, source: str) -> dict:
    problem = assert_problem(response, 400, "malformed", key)
    assert [(e["key"], e["source"]) for e in problem["errors"]] == [(key, source)], problem
    return problem


@pytest.fixture
async def client(tmp_path):  # (a stream opened where a refusal was due ends soon: the test fails, never hangs)
    async with AsyncTestClient(
        app=create_app(UNLIMITED(f"sqlite+aiosqlite:///{tmp_path / 't.db'}", stream_max_s=0.5))
    ) as client:
        yield client


async def test_both_kinds_of_stream_refuse_a_last_event_id_that_is_no_id_alike(client):
    table = await new_table(client)
    key = (await client.post("/players", json={"name": "alice"})).json()["key"]
    streams = [(f"{table.url}/stream", {}), ("/players/me/stream", {"Authorization": f"Bearer {key}"})]
    for value in NOT_IDS:
        details = set()
        for url, headers in streams:
            response = await client.get(url, headers=headers | {"Last-Event-ID": value.encode("latin-1")})
            details.add(refused_for(response, "last_event_id", "header")["detail"])
        assert len(details) == 1, details  # (the same rule, the same words)


def operations(client) -> list[tuple[str, str, list[str]]]:
    """Every documented operation: its method, a path to it (any id: the refusal comes
    before any lookup), and the query parameters it declares."""
    found = []
    for path, item in client.app.openapi_schema.paths.items():
        for method in ("get", "post", "delete"):
            if (operation := getattr(item, method)) is not None:
                parameters = operation.parameters or ()
                query = [p.name for p in parameters if p.param_in == "query"]
                filled = path
                for p in parameters:
                    if p.param_in == "path":
                        filled = filled.replace(f"{{{p.name}}}", "0" if p.schema.type == "integer" else "x" * 32)
                found.append((method.upper(), filled, query))
    return found


async def test_every_operation_refuses_a_query_parameter_it_does_not_declare(client):
    for method, path, declared in operations(client):
        undeclared = "x" if "cursor" in declared else "cursor"  # (a listing that pages none: its cursor)
        response = await client.request(method, path, params={undeclared: "' OR 1=1"})
        refused_for(response, undeclared, "query")
    leaderboard = await client.get("/games/babel/leaderboard", params={"limit": 5})
    assert leaderboard.status_code == 200, leaderboard.text


async def test_every_operation_refuses_a_query_parameter_given_twice(client):
    table = await new_table(client)
    for method, path, declared in operations(client):
        for name in declared:
            response = await client.request(method, f"{path}?{name}=1&x=0&{name}=2")
            refused_for(response, name, "query")
    encoded = await client.get(f"{table.url}/events?after=0&aft%65r=1")  # (the same name, once decoded)
    refused_for(encoded, "after", "query")
    assert (await client.get(f"{table.url}/events?after=0&limit=5&wait=0")).status_code == 200


async def test_a_header_read_as_one_value_given_twice_is_refused_wherever_it_comes(tmp_path):
    with live_server(f"sqlite+aiosqlite:///{tmp_path / 'h.db'}", app_registration="open") as url:
        async with httpx.AsyncClient(base_url=url, timeout=10) as http:
            table = await new_table(http)
            app_key = (await http.post("/apps", json={"name": "app"})).json()["key"]
            made = await http.post("/players", json={"name": "al"}, headers={"Authorization": f"Bearer {app_key}"})
            player, act = made.json()["player_id"], f"{table.url}/actions"
            app = [("Authorization", f"Bearer {app_key}")]
            cases = [
                ("GET", "/players/me", [*app, ("Tabletop-Player", player), ("Tabletop-Player", "p_other")]),
                ("GET", "/players/me", [*app, ("Tabletop-Player", player), *app]),
                ("POST", act, [*table.auth(0).items(), ("Idempotency-Key", "a"), ("Idempotency-Key", "b")]),
                ("GET", f"{table.url}/stream", [("Last-Event-ID", "1"), ("Last-Event-ID", "2")]),
                ("POST", "/players", [("Content-Type", "application/json"), ("Content-Type", "text/plain")]),
                ("GET", "/healthz", [("Authorization", "Bearer a"), ("authorization", "Bearer b")]),
            ]
            assert {name for _, _, headers in cases for name, _ in headers} >= set(SINGLE_VALUED.values())
            for method, path, headers in cases:
                response = await http.request(method, path, headers=headers, content=b'{"name": "x"}')
                repeated = next(n for n, _ in headers if sum(h.lower() == n.lower() for h, _ in headers) > 1)
                refused_for(response, SINGLE_VALUED[repeated.lower().encode()], "header")
            assert (await http.get("/players/me", headers=[*app, ("Tabletop-Player", player)])).status_code == 200
            listed = await http.get(f"{table.url}/legal-actions", headers=table.auth(0))
            again = [*table.auth(0).items(), ("If-None-Match", '"other"'), ("If-None-Match", listed.headers["etag"])]
            assert (await http.get(f"{table.url}/legal-actions", headers=again)).status_code == 304  # (a list)
