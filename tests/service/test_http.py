"""What every route shares, over a real server: HEAD answers wherever GET does (the
same status and headers, no body; a stream's headers, then the end), and every
response says X-Content-Type-Options: nosniff."""

from __future__ import annotations

import asyncio
import re

import httpx
import pytest

from engines.registry import GAMES
from service.http.viewer import STATIC_PATH
from service.root import create_app
from service.settings import Settings
from tests.service.live import live_server, stream

# Headers that differ between any two answers, and /metrics, whose body counts the
# requests before it (its length changes with each).
VOLATILE = {"date", "x-request-id"}
GROWING = "/metrics"
NOSNIFF = "nosniff"


@pytest.fixture
def server(tmp_path):
    with live_server(f"sqlite:///{tmp_path / 'h.db'}") as url:
        yield url


def matches(url: str) -> dict[str, dict]:
    """A match of each game, as created."""
    return {
        game.id: httpx.post(
            f"{url}/games/{game.id}/matches", json={"seats": [f"p{i}" for i in range(game.min_players)], "seed": 4}
        ).json()
        for game in GAMES.values()
    }


def get_paths(created: dict[str, dict]) -> list[str]:
    """Every GET route of the app, its parameters filled in (a real match of its game)."""
    fill = {"code": "not-found", "path": "openapi.json", "challenge_id": "c" * 32, "seek_id": "s" * 32}
    fill |= {"webhook_id": "w" * 32, "player_id": "p" * 32}
    paths = []
    for route in create_app(Settings(database_url="sqlite://")).routes:
        if "GET" not in route.methods or route.path.endswith("/stream"):
            continue
        game = next((g for g in GAMES if route.path.startswith(f"/games/{g}/")), "babel")
        values = fill | {"game": game, "match_id": created[game]["match_id"]}
        if route.path.startswith(STATIC_PATH):
            values["file_path"] = "viewer.css"
        elif route.path.startswith("/docs/assets"):
            values["file_path"] = "swagger-ui.css"
        elif route.path.startswith("/guide/"):
            values["file_path"] = "search/search_index.json"  # (the guide as `make guide` built it)
        paths.append(re.sub(r"\{(\w+):\w+\}", lambda m, values=values: values[m[1]], route.path))
    return paths


def same_but_body(get: httpx.Response, head: httpx.Response) -> None:
    assert head.status_code == get.status_code, (head.request.url, head.status_code, get.status_code)
    assert head.content == b""
    skip = VOLATILE | ({"content-length"} if head.request.url.path == GROWING else set())
    assert {k: v for k, v in head.headers.items() if k not in skip} == {
        k: v for k, v in get.headers.items() if k not in skip
    }, head.request.url
    if "content-length" in get.headers and head.request.url.path != GROWING:
        assert int(head.headers["content-length"]) == len(get.content)


def test_head_answers_as_get_without_the_body_wherever_get_answers(server):
    created = matches(server)
    babel = f"/games/babel/matches/{created['babel']['match_id']}"
    with httpx.Client(base_url=server, timeout=5) as http:
        paths = get_paths(created)
        assert {"/", "/docs", "/metrics", "/healthz", "/games", f"{STATIC_PATH}/viewer.css"} <= set(paths)
        for i, path in enumerate([*paths, "/nowhere", f"{babel}/actions"]):  # a problem 404, a 405 (POST only)
            # (one request id for both: a problem's body holds it, and ids differ in length)
            same = {"X-Request-ID": f"head-{i}"}
            same_but_body(http.get(path, headers=same), http.head(path, headers=same))
        assert http.head("/nowhere").headers["content-type"] == "application/problem+json"
        assert http.head(f"{babel}/actions").headers["allow"]
        etag = http.get(babel).headers["etag"]
        same_but_body(
            http.get(babel, headers={"if-none-match": etag}), http.head(babel, headers={"if-none-match": etag})
        )
        assert http.head(babel, headers={"if-none-match": etag}).status_code == 304


async def test_head_on_a_stream_answers_its_headers_and_ends(server):
    created = matches(server)
    url = f"/games/babel/matches/{created['babel']['match_id']}"
    async with httpx.AsyncClient(base_url=server, timeout=5) as http:
        head = await http.head(f"{url}/stream")  # (the timeout fails a stream held open)
        assert head.status_code == 200 and head.content == b""
        # ... and the server holds nothing open for it (its gauge is sampled at each scrape)
        deadline = asyncio.get_running_loop().time() + 5
        while "tabletop_open_streams 0.0" not in (await http.get("/metrics")).text:
            assert asyncio.get_running_loop().time() < deadline, "the stream of a HEAD stayed open"
            await asyncio.sleep(0.05)
        frames = await stream(http, url)
        framing = VOLATILE | {"transfer-encoding"}  # (the server chunks a stream's body; HEAD has none)
        assert {k: v for k, v in head.headers.items() if k not in framing} == {
            k: v for k, v in frames.response.headers.items() if k not in framing
        }
        await frames.response.aclose()


async def test_every_response_says_nosniff(server):
    created = matches(server)
    url = f"/games/babel/matches/{created['babel']['match_id']}"
    seat = created["babel"]["to_move"][0]
    auth = {"Authorization": f"Bearer {created['babel']['seats'][seat]['token']}"}
    async with httpx.AsyncClient(base_url=server, timeout=5) as http:
        legal = (await http.get(f"{url}/legal-actions", headers=auth)).json()
        etag = (await http.get(url)).headers["etag"]
        answers = [
            await http.get("/games"),
            await http.post("/games/babel/matches", json={"seats": ["a", "b"]}),  # 201
            await http.post(
                f"{url}/actions", headers=auth, json={"action": legal["actions"][0]}
            ),  # sent by the handler
            await http.get(url, headers={"if-none-match": etag}),  # 304
            await http.get(url, headers={"if-none-match": (await http.get(url)).headers["etag"]}),
            await http.get("/nowhere"),  # 404 before routing
            await http.delete("/games"),  # 405
            await http.get(f"{url}/legal-actions"),  # 401, a problem
            await http.post("/games/babel/matches", json={"seats": "x"}),  # 400, a problem
            await http.get("/metrics"),
            await http.get(f"{STATIC_PATH}/viewer.css"),
            await http.get("/docs"),
            await http.get("/schema/openapi.json"),
            await http.head("/games"),
            await http.options("/games"),
        ]
        assert {a.status_code for a in answers} >= {200, 201, 304, 400, 401, 404, 405}
        for answer in answers:
            assert answer.headers.get("x-content-type-options") == NOSNIFF, (answer.request.url, answer.status_code)
        frames = await stream(http, url)
        assert frames.response.headers["x-content-type-options"] == NOSNIFF
        await frames.response.aclose()
