"""What an operator sees: request ids, one access-log line per request, errors with
their traceback, Prometheus metrics, and the problem codes' catalogue."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import pkgutil
import re
import socket
import time
from types import SimpleNamespace

import httpx
import pytest
from prometheus_client import CONTENT_TYPE_LATEST

from service.budget import Unavailable
from service.cli import openapi_document
from service.errors import CATALOGUE, Refused
from service.http.observe import Observed
from service.http.problems import refused
from service.http.routes import matches as match_routes
from service.logs import REQUEST_ID, JSONFormatter, TextFormatter, config
from service.store import postgres
from tests.contract import undocumented
from tests.service.conftest import new_table
from tests.service.live import create, live_server, stream
from tests.service.test_api import assert_problem

GENERATED_ID = re.compile(r"[0-9a-f]{12}-[0-9a-f]+")


@pytest.fixture
def json_lines():
    """The lines `tabletop serve` would write (the handler of logs.config, its filters
    included), as they are logged: a function returning those so far, parsed."""
    settings, buffer = config("json", "info"), io.StringIO()
    handler = logging.StreamHandler(buffer)
    handler.setFormatter(JSONFormatter())
    for name in settings["handlers"]["stdout"]["filters"]:
        handler.addFilter(pkgutil.resolve_name(settings["filters"][name]["()"])())
    logging.getLogger().addHandler(handler)
    try:
        yield lambda: [json.loads(line) for line in buffer.getvalue().splitlines()]
    finally:
        logging.getLogger().removeHandler(handler)


@pytest.fixture
def access(caplog):
    caplog.set_level(logging.INFO, logger="tabletop.access")
    return lambda: [r for r in caplog.records if r.name == "tabletop.access"]


async def test_a_request_id_is_generated_echoed_and_kept_when_plain(client):
    table = await new_table(client)
    first, second = await client.get("/games"), await client.get("/games")
    assert GENERATED_ID.fullmatch(first.headers["x-request-id"])
    assert first.headers["x-request-id"] != second.headers["x-request-id"]
    mine = await client.get("/games", headers={"X-Request-ID": "trace-42.a:b"})
    assert mine.headers["x-request-id"] == "trace-42.a:b"
    for unfit in ("a" * 129, "two words", "é".encode(), "<script>", ""):
        replaced = await client.get("/games", headers={"X-Request-ID": unfit})
        assert GENERATED_ID.fullmatch(replaced.headers["x-request-id"]), unfit
    # answers the handlers send themselves (the act, a 304) and refusals made before
    # any route is found carry it too
    mover = table.created["to_move"][0]
    legal = await table.legal(mover)
    acted = await client.post(
        f"{table.url}/actions",
        json={"action": legal["actions"][0]},
        headers=table.auth(mover) | {"X-Request-ID": "act-1"},
    )
    assert (acted.status_code, acted.headers["x-request-id"]) == (200, "act-1")
    view = await table.get()
    unchanged = await client.get(table.url, headers={"If-None-Match": view.headers["etag"], "X-Request-ID": "etag-1"})
    assert (unchanged.status_code, unchanged.headers["x-request-id"]) == (304, "etag-1")
    nowhere = await client.get("/nowhere", headers={"X-Request-ID": "lost-1"})
    assert assert_problem(nowhere, 404, "not-found")["request_id"] == "lost-1"
    wrong = await client.delete("/games", headers={"X-Request-ID": "wrong-1"})
    assert assert_problem(wrong, 405, "method-not-allowed")["request_id"] == "wrong-1"


async def test_one_access_line_per_request_by_route_template(client, access, caplog):
    table = await new_table(client)
    caplog.clear()
    mover = table.created["to_move"][0]
    legal = await table.legal(mover)
    await client.post(
        f"{table.url}/actions",
        json={"action": legal["actions"][0]},
        headers=table.auth(mover) | {"X-Request-ID": "line-1"},
    )
    await client.get("/games/babel/matches/feedface")
    await client.get("/healthz")  # a probe: below info
    lines = access()
    assert [(r.method, r.route, r.status) for r in lines] == [
        ("GET", "/games/babel/matches/{match_id}/legal-actions", 200),
        ("POST", "/games/babel/matches/{match_id}/actions", 200),
        ("GET", "/games/babel/matches/{match_id}", 404),
    ]
    act = lines[1]
    assert (act.game, act.match_id, act.request_id) == ("babel", table.id, "line-1")
    assert act.duration_ms > 0 and act.levelno == logging.INFO
    assert act.getMessage() == "POST /games/babel/matches/{match_id}/actions 200"
    line = json.loads(JSONFormatter().format(act))
    assert {k: line[k] for k in ("level", "logger", "route", "status", "game", "match_id", "request_id")} == {
        "level": "info",
        "logger": "tabletop.access",
        "route": "/games/babel/matches/{match_id}/actions",
        "status": 200,
        "game": "babel",
        "match_id": table.id,
        "request_id": "line-1",
    }
    text = TextFormatter().format(act)
    assert "POST /games/babel/matches/{match_id}/actions 200" in text and f"match_id={table.id}" in text


async def test_a_server_fault_is_a_problem_and_a_json_error_with_its_traceback(client, caplog, monkeypatch, json_lines):
    def broken(cursor):
        raise RuntimeError("cursor machine broke")

    monkeypatch.setattr(match_routes, "decode_cursor", broken)
    with undocumented():  # (a fault made on purpose: its 500 is documented nowhere)
        response = await client.get(
            "/games/babel/matches", params={"cursor": f"1-{'0' * 32}"}, headers={"X-Request-ID": "fault-1"}
        )
    problem = assert_problem(response, 500, "server-fault")
    assert "cursor machine" not in response.text  # nothing of the server's insides
    [error] = [r for r in caplog.records if r.levelno == logging.ERROR]
    line = json.loads(JSONFormatter().format(error))
    assert line["level"] == "error" and "RuntimeError: cursor machine broke" in line["traceback"]
    assert "Traceback (most recent call last)" in line["traceback"] and "\n" not in JSONFormatter().format(error)
    assert problem["request_id"] == "fault-1"
    # the error's line, as the server writes it, finds the request
    [written] = [line for line in json_lines() if line["level"] == "error"]
    assert written["request_id"] == response.headers["x-request-id"] == "fault-1"
    assert "RuntimeError: cursor machine broke" in written["traceback"]
    # a request without an id of its own: the one generated, on its lines as in its answer
    with undocumented():
        again = await client.get("/games/babel/matches", params={"cursor": f"1-{'0' * 32}"})
    assert assert_problem(again, 500, "server-fault")["request_id"] == again.headers["x-request-id"]
    assert [line["request_id"] for line in json_lines() if line["level"] == "error"] == [
        "fault-1",
        again.headers["x-request-id"],
    ]
    assert REQUEST_ID.get() is None  # nothing logged after the request carries its id


async def test_warnings_and_failures_outside_the_handlers_carry_the_request_id(client, monkeypatch, json_lines):
    def unreachable(cursor):
        raise Unavailable("connection refused")

    monkeypatch.setattr(match_routes, "decode_cursor", unreachable)
    response = await client.get(
        "/games/babel/matches", params={"cursor": f"1-{'0' * 32}"}, headers={"X-Request-ID": "down-1"}
    )
    assert_problem(response, 503, "unavailable")
    [warning] = [line for line in json_lines() if line["level"] == "warning"]
    assert warning["request_id"] == "down-1" and "database unavailable" in warning["message"]

    async def failing(scope, receive, send):  # an application that fails before answering
        logging.getLogger("some.library").warning("about to fail")
        raise RuntimeError("failed outside")

    scope = {
        "type": "http",
        "method": "GET",
        "path": "/x",
        "headers": [(b"x-request-id", b"outside-1")],
        "path_params": {},
    }
    with pytest.raises(RuntimeError):
        await Observed(failing)(scope, None, None)
    lines = [line for line in json_lines() if line.get("request_id") == "outside-1"]
    assert [(line["logger"], line["level"]) for line in lines] == [("some.library", "warning"), ("tabletop", "error")]
    assert "RuntimeError: failed outside" in lines[1]["traceback"]
    logging.getLogger("tabletop").warning("after the request")
    assert "request_id" not in json_lines()[-1] and REQUEST_ID.get() is None


def metric(text: str, name: str, absent: float | None = 0.0, **labels: str) -> float | None:
    """The value of one series in a Prometheus exposition (`absent` when it is not there)."""
    wanted = ",".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
    for line in text.splitlines():
        series, _, value = line.rpartition(" ")
        if series.startswith(name + "{") or series == name:
            found = ",".join(sorted(series[len(name) + 1 : -1].split(","))) if "{" in series else ""
            if found == wanted:
                return float(value)
    return absent


async def test_metrics_count_requests_actions_conflicts_and_creations(client):
    scrape = lambda: client.get("/metrics")  # noqa: E731
    before = (await scrape()).text
    table = await new_table(client)
    mover = table.created["to_move"][0]
    legal = await table.legal(mover)
    assert (await table.act(mover, legal["actions"][0], expected_version=legal["version"])).status_code == 200
    stale = await table.act(mover, legal["actions"][0], expected_version=legal["version"])
    assert stale.status_code == 409
    await client.get(f"/games/babel/matches/{'f' * 32}")
    response = await scrape()
    # Prometheus's own type, its charset said once (litestar adds one to a text/ type)
    assert response.status_code == 200 and response.headers["content-type"] == CONTENT_TYPE_LATEST
    assert response.headers["content-type"].count("charset") == 1
    after = response.text

    def grew(name: str, **labels: str) -> float:
        return metric(after, name, **labels) - metric(before, name, **labels)

    act = dict(method="POST", route="/games/babel/matches/{match_id}/actions")
    assert grew("tabletop_http_request_duration_seconds_count", **act, status="200") == 1
    assert grew("tabletop_http_request_duration_seconds_count", **act, status="409") == 1
    assert (
        grew(
            "tabletop_http_request_duration_seconds_count",
            method="GET",
            route="/games/babel/matches/{match_id}",
            status="404",
        )
        == 1
    )
    assert grew("tabletop_actions_total", game="babel") == 1
    assert grew("tabletop_conflicts_total", game="babel") == 1
    assert grew("tabletop_matches_created_total", game="babel") == 1
    assert grew("tabletop_matches_created_total", game="bali") == 0
    # series are named by route templates, never by what a client put in the path
    assert table.id not in after and "f" * 32 not in after


def reading(text: str, name: str, **labels: str) -> float:
    """The value of one series, which must be there."""
    value = metric(text, name, absent=None, **labels)
    assert value is not None, f"no series {name} {labels}"
    return value


async def test_the_gauges_read_open_streams_and_pooled_connections(database_url):
    """Gauges are sampled on each scrape: streams held open now, and PostgreSQL's pools."""
    with live_server(database_url, stream_keepalive_s=0.2) as server:
        async with httpx.AsyncClient(base_url=server, timeout=10) as client:

            async def scrape() -> str:
                return (await client.get("/metrics")).text

            url, _ = await create(client)
            assert reading(await scrape(), "tabletop_open_streams") == 0
            frames = await stream(client, url)
            await frames.until_match()
            assert reading(await scrape(), "tabletop_open_streams") == 1
            await frames.response.aclose()
            for _ in range(50):  # the server notices the client gone (a keep-alive at the latest)
                if (streams := reading(await scrape(), "tabletop_open_streams")) == 0:
                    break
                await asyncio.sleep(0.1)
            assert streams == 0
            if database_url.startswith("postgresql"):
                text = await scrape()
                pools = ("writer", postgres.WRITERS), ("reader", postgres.READERS), ("statements", postgres.STATEMENTS)
                for pool, most in pools:
                    assert reading(text, "tabletop_db_connections", pool=pool, state="max") == most
                    in_use = reading(text, "tabletop_db_connections", pool=pool, state="in_use")
                    idle = reading(text, "tabletop_db_connections", pool=pool, state="idle")
                    assert 0 <= in_use <= most and 0 <= idle <= most
                # the match was created with a writer, the stream read its events with a reader
                # and its match's version with the statements' pool: pooled, they stay open (idle,
                # or lent at the scrape's instant to the sweeper's or the outbox's background reads)
                for pool, _ in pools:
                    held = [reading(text, "tabletop_db_connections", pool=pool, state=s) for s in ("idle", "in_use")]
                    assert sum(held) >= 1, (pool, held)


def test_a_client_gone_before_its_answer_is_a_499_not_a_server_fault(tmp_path, caplog):
    """Anyone could otherwise raise the server's 5xx count (and its alerts) at will."""
    caplog.set_level(logging.INFO)
    create = dict(method="POST", route="/games/babel/matches")
    count = "tabletop_http_request_duration_seconds_count"
    with live_server(f"sqlite:///{tmp_path / 'gone.db'}") as server:
        before = httpx.get(f"{server}/metrics").text
        with socket.create_connection(("127.0.0.1", httpx.URL(server).port)) as sock:
            sock.sendall(
                b"POST /games/babel/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b'Content-Length: 100\r\n\r\n{"se'
            )  # 4 bytes of the 100 announced
        for _ in range(100):  # until the server has noticed
            after = httpx.get(f"{server}/metrics").text
            if metric(after, count, **create, status="499") > metric(before, count, **create, status="499"):
                break
            time.sleep(0.05)
    assert metric(after, count, **create, status="499") == metric(before, count, **create, status="499") + 1
    assert metric(after, count, **create, status="500") == metric(before, count, **create, status="500")
    [line] = [r for r in caplog.records if r.name == "tabletop.access" and r.route == create["route"]]
    assert (line.levelno, line.status, line.getMessage()) == (logging.INFO, 499, "POST /games/babel/matches 499")
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING or r.exc_info], caplog.text


async def test_unknown_methods_and_addresses_do_not_make_new_series(client):
    for n in range(3):
        await client.request(f"BREW{n}", f"/pot-{n}")
    text = (await client.get("/metrics")).text
    assert "BREW" not in text and "/pot-" not in text
    assert (
        metric(text, "tabletop_http_request_duration_seconds_count", method="other", route="unmatched", status="404")
        >= 3
    )


async def test_the_problem_catalogue_serves_every_declared_code(client):
    listed = (await client.get("/problems")).json()
    assert {kind["code"] for kind in listed} == set(CATALOGUE)
    required = {
        "not-your-turn",
        "illegal-action",
        "stale-version",
        "bad-token",
        "not-found",
        "rate-limited",
        "unavailable",
        "malformed",
        "payload-too-large",
        "unsupported-media-type",
        "method-not-allowed",
        "idempotency-key-reused",
        "options-refused",
    }
    assert required <= set(CATALOGUE)
    one = (await client.get("/problems/not-your-turn")).json()
    assert (one["status"], one["title"]) == (422, "Not your turn") and one["description"]
    assert_problem(await client.get("/problems/no-such-code"), 404, "not-found")
    document = json.loads(openapi_document())
    assert document["components"]["schemas"]["ProblemCode"]["enum"] == [kind["code"] for kind in listed]


def test_a_refused_subclass_serves_its_own_code():
    """How other modules add refusals: a subclass with a `code` (its docstring describes it)."""

    class SeatTaken(Refused):
        """Someone sat there first."""

        status_code, title, code = 409, "Seat taken", "test-seat-taken"

    try:
        assert CATALOGUE["test-seat-taken"] is SeatTaken
        assert SeatTaken.problem_type().description == "Someone sat there first."
        problem = refused(SimpleNamespace(scope={"tabletop.request_id": "r-1"}), SeatTaken("Taken.")).content
        assert (problem.status, problem.code, problem.type, problem.request_id) == (
            409,
            "test-seat-taken",
            "/problems/test-seat-taken",
            "r-1",
        )
        with pytest.raises(AssertionError, match="declared twice"):
            type("Again", (Refused,), {"code": "test-seat-taken"})
    finally:
        del CATALOGUE["test-seat-taken"]
