"""Fair shuffles: the server's seed is committed to at creation, served only once the
match has ended, and anyone can check the match's record against it."""

from __future__ import annotations

import copy
import hashlib
import json
import random
import subprocess
import sys

import pytest
from alembic import command
from alembic.config import Config
from litestar.testing import AsyncTestClient

from engines.babel.components import PEOPLES
from engines.core.seeds import chance_seed
from engines.maya.components import BLUE_MARKERS
from engines.core.verify import NotAnExport
from engines.registry import GAMES
from service.app import create_app
from service.cli import main as cli
from service.settings import Settings
from service.store import MIGRATIONS, EventStore
from tests.service.conftest import Table, new_table
from tests.service.live import UNLIMITED
from tests.service.test_api import assert_problem
from tabletop_client.verify import verify_export


async def server_seeded(client, game: str = "babel", **body) -> Table:
    seats = [f"p{i}" for i in range(GAMES[game].min_players)]
    response = await client.post(f"/games/{game}/matches", json={"seats": seats, **body})
    assert response.status_code == 201, response.text
    return Table(client, game, response.json())


async def test_the_seed_is_committed_to_from_creation_and_shown_only_at_the_end(client):
    table = await server_seeded(client)
    created = table.created
    assert created["seed_source"] == "server" and created["seed"] is None
    commitment = created["seed_commitment"]
    assert len(commitment) == 64
    seen = [json.dumps(created)]
    view = (await table.get()).json()
    rng = random.Random(5)
    while view["status"] != "finished":
        seat = rng.choice(view["to_move"])
        legal = await table.legal(seat)
        acted = await table.act(seat, rng.choice(legal["actions"]))
        view = acted.json()
        assert view["seed_commitment"] == commitment
        if view["status"] != "finished":
            assert view["seed"] is None
            seen += [acted.text, json.dumps(legal)]
    seen += [(await table.events(seat)).text for seat in (None, 0, 1)]
    seed = (await table.get()).json()["seed"]
    assert view["seed"] == seed, "the act that ends the match shows the seed"
    assert hashlib.sha256(seed.encode("ascii")).hexdigest() == commitment
    assert not any(seed in text for text in seen)
    summary = (await client.get("/games/babel/matches")).json()["matches"][0]
    assert summary["seed_source"] == "server" and summary["seed_commitment"] == commitment


async def test_server_seeds_differ_and_entropy_changes_the_chance(client):
    first, second = await server_seeded(client), await server_seeded(client)
    assert first.created["seed_commitment"] != second.created["seed_commitment"]
    seed = "ab" * 32
    assert chance_seed("server", seed, ["x", None]) != chance_seed("server", seed, ["y", None])
    assert chance_seed("server", seed, [None, "x"]) != chance_seed("server", seed, ["x", None])
    assert chance_seed("client", "42", ["x", None]) == "42"  # a client's seed is used as it is
    with_entropy = await server_seeded(client, entropy=["my dice", None])
    assert with_entropy.created["seed_source"] == "server"
    assert_problem(await client.post("/games/babel/matches", json={"seats": ["a", "b"], "entropy": ["x"]}), 422, "entropy-mismatch")


async def test_a_client_seed_is_allowed_and_shown(client):
    first, second = await new_table(client, seed=42), await new_table(client, seed=42)
    assert first.created["seed_source"] == "client"
    assert first.created["seed_commitment"] == hashlib.sha256(b"42").hexdigest()
    assert (await first.get(0)).json()["state"] == (await second.get(0)).json()["state"]
    for seat in (None, 0):  # every view says so, a spectator's and a seat's
        view = (await first.get(seat)).json()
        assert (view["seed_source"], view["seed_commitment"]) == ("client", first.created["seed_commitment"])
    server = await server_seeded(client)
    summaries = {s["match_id"]: s for s in (await client.get("/games/babel/matches")).json()["matches"]}
    assert [summaries[t.id]["seed_source"] for t in (first, second, server)] == ["client", "client", "server"]
    assert summaries[first.id]["seed_commitment"] == first.created["seed_commitment"]


async def test_client_seeds_can_be_refused(database_url):
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url, allow_client_seeds=False))) as client:
        assert_problem(await client.post("/games/babel/matches", json={"seats": ["a", "b"], "seed": 1}), 422, "seed-refused")
        assert (await client.get("/games/babel/matches")).json()["matches"] == []
        assert (await server_seeded(client)).created["seed_source"] == "server"


async def test_client_seeds_are_refused_by_the_environment(database_url, monkeypatch):
    """TABLETOP_ALLOW_CLIENT_SEEDS=false, as an operator sets it (Settings.from_env)."""
    monkeypatch.setenv("TABLETOP_DATABASE_URL", database_url)
    monkeypatch.setenv("TABLETOP_ALLOW_CLIENT_SEEDS", "false")
    assert Settings.from_env().allow_client_seeds is False
    async with AsyncTestClient(app=create_app()) as client:  # its settings from the environment
        assert_problem(await client.post("/games/babel/matches", json={"seats": ["a", "b"], "seed": 1}), 422, "seed-refused")
        assert (await client.get("/games/babel/matches")).json()["matches"] == []
        assert (await server_seeded(client)).created["seed_source"] == "server"


# Options under which a game draws: basic Maya has no chance at all (seat 0 starts, the
# worker cards are chosen); its professional variant draws the blue markers for sale.
CHANCE_OPTIONS = {"maya": {"options": {"professional": True}}}


async def finished(client, game: str) -> Table:
    table = await server_seeded(client, game, entropy=["mine", *[None] * (GAMES[game].min_players - 1)],
                                **CHANCE_OPTIONS.get(game, {}))
    view = await table.play_random(random.Random(3), 5_000)
    assert view["status"] == "finished"
    return table


async def test_the_export_of_a_running_match_is_a_spectators(client):
    table = await server_seeded(client, "bali")
    await table.play_random(random.Random(1), 10)
    export = (await client.get(f"{table.url}/export")).json()
    assert export["format"] == "tabletop-export/1" and export["status"] == "active"
    assert export["seed"] is None and export["actions"] is None
    assert export["events"] == (await table.events(limit=1000)).json()["events"]
    assert verify_export(export) == (False, "the match has not ended: its seed is not revealed yet, only its commitment")


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_finished_match_verifies_and_a_tampered_draw_does_not(client, game, tmp_path):
    table = await finished(client, game)
    export = (await client.get(f"{table.url}/export")).json()
    assert export["seats"][0]["entropy"] == "mine" and export["actions"]
    ok, detail = verify_export(export)
    assert ok, detail
    tampered = copy.deepcopy(export)
    seq = tamper(tampered)
    changed = [r["seq"] for r, t in zip(export["events"], tampered["events"], strict=True) if r != t]
    assert changed == [seq]
    ok, detail = verify_export(tampered)
    assert not ok and detail.startswith(f"event {seq} is recorded as "), detail  # the first mismatch is there
    cheated = copy.deepcopy(export) | {"seed": "0" * 64}
    assert verify_export(cheated) == (False, f"the seed does not hash to the commitment {export['seed_commitment']}")
    path = tmp_path / "export.json"
    for record, code, word in ((export, 0, "OK"), (tampered, 1, "MISMATCH")):
        path.write_text(json.dumps(record))
        run = subprocess.run([sys.executable, "-m", "service.cli", "verify", str(path)], capture_output=True, text=True)
        assert run.returncode == code and run.stdout.startswith(word), run.stdout + run.stderr



EXPECTED = ('expected the JSON object that GET /games/{game}/matches/{id}/export answers, with '
            '"format": "tabletop-export/1".')


@pytest.mark.parametrize(("body", "said"), [
    ("hello", "it is not JSON: "),
    ("[1, 2]", "it is an array, not an object)"),
    ('{"match_id": "f00"}', "it has no format)"),
    ('{"format": "tabletop-export/2", "game": "bali"}', "its format is 'tabletop-export/2')"),
])
def test_a_body_that_is_not_an_export_is_said_to_be_none(body, said, tmp_path, capsys):
    """`tabletop verify` and the client's verify_export both say so, and what they expected."""
    path = tmp_path / "body.json"
    path.write_text(body)
    with pytest.raises(SystemExit) as exited:
        cli(["verify", str(path)])
    out = capsys.readouterr().out
    with pytest.raises(NotAnExport) as refused:
        verify_export(body)
    assert exited.value.code == 2 and isinstance(refused.value, ValueError)
    for said_so in (out, f"{refused.value}\n"):
        assert said_so.startswith(f"Not a tabletop export ({said}") and said_so.endswith(f"{EXPECTED}\n")


def test_an_export_of_an_unknown_game_is_said_to_be_so(tmp_path, capsys):
    path = tmp_path / "chess.json"
    path.write_text('{"format": "tabletop-export/1", "game": "chess"}')
    with pytest.raises(SystemExit) as exited:
        cli(["verify", str(path)])
    assert exited.value.code == 1
    assert capsys.readouterr().out == "MISMATCH: unknown game 'chess': this verifier knows babel, bali, maya, balam\n"

def swap_with_another(cards: list) -> None:
    """Swaps the first card with the first one that differs from it: the same cards,
    dealt in another order."""
    other = next(i for i, card in enumerate(cards) if card != cards[0])
    cards[0], cards[other] = cards[other], cards[0]


def first_event(export: dict, kind: str, after: int = 0, where=lambda event: True) -> dict:
    """The first event of this type after version `after` for which `where` holds."""
    records = (r for r in export["events"] if r["seq"] > after and r["event"]["type"] == kind and where(r["event"]))
    record = next(records, None)
    assert record is not None, f"no {kind} event after version {after} to tamper with"
    return record


def babel_draw(export: dict) -> dict:
    """The first people card drawn at the start of a turn after the deal (phase 1),
    made another people's: a draw made by an action, not by the setup."""
    record = first_event(export, "people_drawn", export["actions"][0]["before"], lambda e: e["cards"])
    cards = record["event"]["cards"]
    cards[0] = next(people for people in PEOPLES if people != cards[0])
    return record


def bali_deck(export: dict) -> dict:
    """The shuffled play deck (the setup's deck_shuffled), two different cards swapped."""
    record = first_event(export, "deck_shuffled")
    swap_with_another(record["event"]["cards"])
    return record


def maya_markers(export: dict) -> dict:
    """The first blue markers drawn for sale at a round's start (professional), one of
    them exchanged for a marker not drawn (still in the box's order)."""
    record = first_event(export, "round_started", where=lambda e: e.get("for_sale"))
    drawn = record["event"]["for_sale"]
    missing = next(marker for marker in BLUE_MARKERS if marker not in drawn)
    record["event"]["for_sale"] = sorted([*drawn[1:], missing], key=BLUE_MARKERS.index)
    return record


def balam_deck(export: dict) -> dict:
    """The assembled Katun deck (the setup's deck_assembled), two different cards swapped."""
    record = first_event(export, "deck_assembled")
    swap_with_another(record["event"]["cards"])
    return record


# Per game, one explicit outcome of chance to change in a finished match's export.
TAMPER = {"babel": babel_draw, "bali": bali_deck, "maya": maya_markers, "balam": balam_deck}


def tamper(export: dict) -> int:
    """Changes one outcome of chance in the export, in place, as its game's TAMPER
    says, to another that is still well-formed (the same kind of card or marker);
    returns the changed event's seq."""
    record = TAMPER[export["game"]](export)
    return record["seq"]


async def test_matches_stored_before_commitments_are_legacy_and_play_on(tmp_path):
    """A row of the old schema (integer seed, no source) holding a match created with
    seed 77: after the migration it is `legacy`, deals as it did, and plays on."""
    url, twin_url = f"sqlite:///{tmp_path / 'old.db'}", f"sqlite:///{tmp_path / 'new.db'}"
    async with AsyncTestClient(app=create_app(UNLIMITED(twin_url))) as client:
        twin = await new_table(client, seed=77)
        twin_view = (await twin.get(0)).json()
    store = EventStore(twin_url)
    setup = await store.events(twin.id, 0, twin_view["version"])
    await store.close()
    store = EventStore(url)

    def old_schema_with_a_match(connection) -> None:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = connection
        command.upgrade(config, "0003")
        seats = json.dumps([{"name": "alice", "token_hash": hashlib.sha256(b"tok").hexdigest()},
                            {"name": "bob", "token_hash": hashlib.sha256(b"tok2").hexdigest()}])
        connection.exec_driver_sql(
            "INSERT INTO matches (id, game, created_at, status, version, seats, options, seed, rules_version) "
            f"VALUES ('{'a' * 32}', 'babel', '2026-11-01 00:00:00', 'active', {len(setup)}, ?, '{{}}', 77, 2)", (seats,))
        for event in setup:
            connection.exec_driver_sql(
                "INSERT INTO events (match_id, seq, type, payload, created_at) VALUES (?, ?, ?, ?, '2026-11-01 00:00:00')",
                ("a" * 32, event.seq, json.loads(event.payload)["type"], event.payload))

    await store.db.migrate(old_schema_with_a_match)
    await store.close()
    async with AsyncTestClient(app=create_app(UNLIMITED(url))) as client:
        old = Table(client, "babel", {"match_id": "a" * 32, "seats": [{"token": "tok"}, {"token": "tok2"}]})
        view = (await old.get(0)).json()
        assert (view["seed_source"], view["seed_commitment"], view["seed"]) == ("legacy", None, None)
        assert view["state"] == twin_view["state"]
        legal = await old.legal(0)
        assert (await old.act(0, legal["actions"][0])).status_code == 200
        assert (await client.get(f"{old.url}/export")).json()["seed_source"] == "legacy"
