"""Property-based HTTP tests from the checked-in OpenAPI document: whatever a
client sends, the server answers as documented and never with a 5xx.

Random match ids would only ever reach 404s, so most generated cases are
pointed at a real match of the right game with a real seat token: the engines
then face arbitrary well-typed actions and must refuse them with a 422."""

from __future__ import annotations

import asyncio
import os
import random
from pathlib import Path

import httpx
import pytest
import schemathesis
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from engines.registry import GAMES
from tests.conftest import fresh_postgres_database, require_postgres
from tests.service.live import live_server

SPEC = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
schema = schemathesis.openapi.from_path(SPEC)
schema.config.generation.update(max_examples=int(os.environ.get("TABLETOP_FUZZ_EXAMPLES", "40")))
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
TABLES: dict[str, dict] = {}
pick = random.Random(0)


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database_url(request, tmp_path_factory):
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('st') / 'st.db'}"
        return
    url, drop = asyncio.run(fresh_postgres_database(require_postgres()))
    yield url
    asyncio.run(drop())


@pytest.fixture(scope="module")
def base_url(database_url):
    with live_server(database_url) as url:
        for game in GAMES.values():
            seats = [f"p{i}" for i in range(game.min_players)]
            created = httpx.post(f"{url}/games/{game.id}/matches", json={"seats": seats, "seed": 1}).json()
            TABLES[game.id] = created
        yield url


@schema.hook
def map_case(context, case):
    game = case.path.split("/")[2] if case.path.startswith("/games/") else None
    if game in TABLES and "match_id" in (case.path_parameters or {}) and pick.random() < 0.75:
        created = TABLES[game]
        case.path_parameters["match_id"] = created["match_id"]
        token = pick.choice(created["seats"])["token"]
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
    return case


@schema.parametrize()
def test_api_answers_as_documented(case, base_url):
    case.call_and_validate(base_url=base_url, checks=CHECKS)
