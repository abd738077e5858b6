"""Rules versions over HTTP: each game shows the rules new matches get, each match
the rules it was created under, and a match stored before a rule fix (the engine
fixtures, recorded under older rules) replays and plays on to its end under its own."""

from __future__ import annotations

import msgspec
import pytest
from alembic import command
from alembic.config import Config

from engines.registry import GAMES
from service.application.tokens import hash_token
from service.records import MatchRecord, NewEvent, SeatRecord, now
from service.store.storage import MIGRATIONS, Storage
from tests.engines.rules_fixtures import MATCHES, path
from tests.service.conftest import new_table


async def test_games_and_matches_show_their_rules_version(client):
    catalogue = {g["id"]: g["rules_version"] for g in (await client.get("/games")).json()}
    assert catalogue == {game.id: game.rules_version for game in GAMES.values()}
    assert catalogue["babel"] == catalogue["maya"] == 2  # the fixes of this version
    table = await new_table(client, "maya", seats=("a", "b", "c"))
    assert table.created["rules_version"] == 2
    assert (await table.get()).json()["rules_version"] == 2
    listed = (await client.get("/games/maya/matches")).json()["matches"]
    assert [m["rules_version"] for m in listed] == [2]


@pytest.mark.parametrize("stored_until", ["setup", "halfway"])
@pytest.mark.parametrize("name", list(MATCHES))
async def test_a_match_stored_under_old_rules_plays_on_under_them(client, database_url, name, stored_until):
    fixture = msgspec.json.decode(path(name).read_bytes())
    game = fixture["game"]
    assert GAMES[game].rules_version > fixture["rules_version"]
    moves = fixture["moves"]
    halfway = moves[0 if stored_until == "setup" else len(moves) // 2]["version"]
    tokens = [f"token-{seat}" for seat in range(fixture["players"])]
    record = MatchRecord(
        id="0" * 31 + "1",
        game=game,
        created_at=now(),
        status="active",
        version=halfway,
        seats=[SeatRecord(name=f"p{seat}", token_hash=hash_token(t)) for seat, t in enumerate(tokens)],
        options=msgspec.json.encode(fixture["options"]).decode(),
        seed=str(fixture["seed"]),
        rules_version=fixture["rules_version"],
    )
    store = Storage(database_url)
    stored = [NewEvent(type=e["type"], payload=msgspec.json.encode(e).decode()) for e in fixture["events"][:halfway]]
    await store.matches.create_match(record, stored)
    await store.close()

    url = f"/games/{game}/matches/{record.id}"
    view = (await client.get(url)).json()
    assert view["rules_version"] == fixture["rules_version"]
    for move in (m for m in fixture["moves"] if m["version"] >= halfway):
        acted = await client.post(
            f"{url}/actions",
            headers={"Authorization": f"Bearer {tokens[move['seat']]}"},
            json={"action": move["action"], "expected_version": move["version"]},
        )
        assert acted.status_code == 200, acted.text
    final = (await client.get(url)).json()
    assert final["status"] == "finished" and final["version"] == len(fixture["events"])
    assert final["result"] == fixture["result"] | {"reason": "normal", "forfeited": []}
    assert final["state"] == fixture["views"][str(len(fixture["events"]))][-1]
    store = Storage(database_url)
    logged = [msgspec.json.decode(e.payload) for e in await store.matches.events(record.id, 0, final["version"])]
    await store.close()
    assert logged == fixture["events"]  # event for event, as the old rules played it


async def test_matches_stored_before_rules_versions_are_version_1(tmp_path):
    url = f"sqlite:///{tmp_path / 'old.db'}"
    store = Storage(url)

    def to_0002(connection) -> None:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = connection
        command.upgrade(config, "0002")
        connection.exec_driver_sql(
            "INSERT INTO matches (id, game, created_at, status, version, seats, options, seed) "
            "VALUES ('m', 'babel', '2026-11-01 00:00:00', 'active', 0, '[]', '{}', 1)"
        )

    await store.db.migrate(to_0002)
    await store.migrate()
    assert (await store.matches.get_match("m")).rules_version == 1
    await store.close()
