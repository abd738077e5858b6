from __future__ import annotations

import pytest
from litestar.testing import AsyncTestClient

from service.root import create_app
from tests.service.live import UNLIMITED


@pytest.fixture
async def client(database_url):
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url))) as client:
        yield client


class Table:
    """A match created through the API, with helpers to act as its seats."""

    def __init__(self, client, game: str, created: dict) -> None:
        self.client, self.game, self.created = client, game, created
        self.id = created["match_id"]
        self.tokens = [seat["token"] for seat in created["seats"]]
        self.url = f"/games/{game}/matches/{self.id}"

    def auth(self, seat: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[seat]}"}

    async def get(self, seat: int | None = None, **params):
        return await self.client.get(self.url, headers=self.auth(seat) if seat is not None else {}, params=params)

    async def legal(self, seat: int) -> dict:
        response = await self.client.get(f"{self.url}/legal-actions", headers=self.auth(seat))
        assert response.status_code == 200, response.text
        return response.json()

    async def act(self, seat: int, action: dict, expected_version: int | None = None, key: str | None = None):
        body = {"action": action}
        if expected_version is not None:
            body["expected_version"] = expected_version
        headers = self.auth(seat) | ({"Idempotency-Key": key} if key else {})
        return await self.client.post(f"{self.url}/actions", json=body, headers=headers)

    async def events(self, seat: int | None = None, **params):
        headers = self.auth(seat) if seat is not None else {}
        return await self.client.get(f"{self.url}/events", headers=headers, params=params)

    async def play_random(self, rng, max_actions: int) -> dict:
        """Random legal moves until the match ends or `max_actions`; returns the last view."""
        view = (await self.get()).json()
        for _ in range(max_actions):
            if view["status"] == "finished":
                break
            seat = rng.choice(view["to_move"])
            legal = await self.legal(seat)
            response = await self.act(seat, rng.choice(legal["actions"]), expected_version=legal["version"])
            assert response.status_code == 200, response.text
            view = response.json()
        return view


async def new_table(client, game: str = "babel", seats=("alice", "bob"), seed: int = 7, **body) -> Table:
    response = await client.post(f"/games/{game}/matches", json={"seats": list(seats), "seed": seed, **body})
    assert response.status_code == 201, response.text
    return Table(client, game, response.json())
