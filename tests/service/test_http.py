"""What every route shares, over a real server: every response says
X-Content-Type-Options: nosniff."""

from __future__ import annotations

import httpx
import pytest

from engines.registry import GAMES
from service.viewer import STATIC_PATH
from tests.service.live import live_server, stream

NOSNIFF = "nosniff"


@pytest.fixture
def server(tmp_path):
    with live_server(f"sqlite:///{tmp_path / 'h.db'}") as url:
        yield url


def matches(url: str) -> dict[str, dict]:
    """A match of each game, as created."""
    return {
        game.id: httpx.post(f"{url}/games/{game.id}/matches",
                            json={"seats": [f"p{i}" for i in range(game.min_players)], "seed": 4}).json()
        for game in GAMES.values()
    }


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
            await http.post(f"{url}/actions", headers=auth, json={"action": legal["actions"][0]}),  # sent by the handler
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
            await http.options("/games"),
        ]
        assert {a.status_code for a in answers} >= {200, 201, 304, 400, 401, 404, 405}
        for answer in answers:
            assert answer.headers.get("x-content-type-options") == NOSNIFF, (answer.request.url, answer.status_code)
        frames = await stream(http, url)
        assert frames.response.headers["x-content-type-options"] == NOSNIFF
        await frames.response.aclose()
