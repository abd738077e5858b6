"""Fair shuffles: the server's seed is committed to at creation, served only once the
match has ended, and anyone can check the match's record against it."""

from __future__ import annotations

import asyncio
import copy
import hashlib
import json
import random
import re
import subprocess
import sys

import httpx
import msgspec
import pytest
from alembic import command
from alembic.config import Config
from litestar.testing import AsyncTestClient

from engines.babel.components import PEOPLES
from engines.core import rng_for
from engines.core.seeds import chance_seed, commitment, stored_chance
from engines.core.verify import NotAnExport
from engines.maya.components import BLUE_MARKERS
from engines.registry import GAMES
from service.cli import main as cli
from service.root import create_app
from service.settings import Settings
from service.store.schema import matches
from service.store.storage import MIGRATIONS, Storage
from tabletop_client.verify import verify_export
from tests.service.conftest import Table, new_table
from tests.service.live import UNLIMITED, live_server
from tests.service.test_api import assert_problem
from tests.service.test_lobby import Claimed, bearer, claim, create, register


async def server_seeded(client, game: str = "babel", **body) -> Table:
    seats = [f"p{i}" for i in range(GAMES[game].min_players)]
    response = await client.post(f"/games/{game}/matches", json={"seats": seats, **body})
    assert response.status_code == 201, response.text
    return Table(client, game, response.json())


async def test_the_seed_its_nonce_and_the_entropy_are_shown_only_at_the_end(client):
    """Committed to from creation on; the seed, its nonce and every seat's entropy are in
    no view, legal actions, events, export or listing (the player's too) until the end."""
    dora = await register(client, "dora")
    created = await create(client, seats=("dora", None), key=dora["key"], entropy=["dora-dice", None])
    claimed = await claim(client, "babel", created["match_id"], 1, "eve", entropy="eve-dice")
    assert claimed.status_code == 200, claimed.text
    table = Claimed(client, "babel", created, [created["seats"][0]["token"], claimed.json()["token"]])
    commitment = created["seed_commitment"]
    assert created["seed_source"] == "server" and created["seed"] is created["seed_nonce"] is None

    async def readable_now() -> list[str]:
        """All anyone may read of the match now."""
        return [
            *[(await table.get(seat)).text for seat in (None, 0, 1)],
            *[(await table.events(seat)).text for seat in (None, 0, 1)],
            (await client.get(f"{table.url}/export")).text,
            (await client.get("/games/babel/matches")).text,
            (await client.get("/players/me/matches", headers=bearer(dora["key"]))).text,
        ]

    seen = [json.dumps(created), claimed.text, *await readable_now()]
    view, rng = (await table.get()).json(), random.Random(5)
    while view["status"] != "finished":
        seat = rng.choice(view["to_move"])
        legal = await table.legal(seat)
        acted = await table.act(seat, rng.choice(legal["actions"]))
        view = acted.json()
        assert view["seed_commitment"] == commitment
        if view["status"] != "finished":
            assert view["seed"] is view["seed_nonce"] is None
            seen += [acted.text, json.dumps(legal)]
            if view["version"] % 10 == 0:
                seen += await readable_now()
    final = (await table.get()).json()
    seed, nonce = final["seed"], final["seed_nonce"]
    assert (view["seed"], view["seed_nonce"]) == (seed, nonce), "the act that ends the match shows them"
    assert re.fullmatch("[0-9a-f]{64}", nonce) and re.fullmatch("[0-9a-f]{64}", seed)
    # the documented check: printf %s "$NONCE$SEED" | sha256sum
    assert hashlib.sha256(f"{nonce}{seed}".encode("ascii")).hexdigest() == commitment
    for secret in (seed, nonce, "dora-dice", "eve-dice"):
        assert not any(secret in text for text in seen), secret
    export = (await client.get(f"{table.url}/export")).json()
    assert [s["entropy"] for s in export["seats"]] == ["dora-dice", "eve-dice"]
    assert (export["seed"], export["seed_nonce"]) == (seed, nonce) and verify_export(export)[0]
    summary = (await client.get("/games/babel/matches")).json()["matches"][0]
    assert summary["seed_source"] == "server" and summary["seed_commitment"] == commitment


async def test_the_stream_shows_no_seed_nonce_or_entropy(database_url):
    with live_server(database_url) as server:
        async with httpx.AsyncClient(base_url=server, timeout=30) as client:
            body = {"seats": ["a", "b"], "entropy": ["a-dice", "b-dice"]}
            table = Table(client, "babel", (await client.post("/games/babel/matches", json=body)).json())
            streams = [
                await client.send(client.build_request("GET", f"{table.url}/stream", headers=headers), stream=True)
                for headers in ({}, table.auth(0))
            ]
            read = [asyncio.create_task(everything(response)) for response in streams]
            assert (await table.play_random(random.Random(6), 5_000))["status"] == "finished"
            frames = await asyncio.wait_for(asyncio.gather(*read), 60)  # a finished match's stream ends
            final = (await table.get()).json()
    assert all("event: match" in text for text in frames)
    for secret in (final["seed"], final["seed_nonce"], "a-dice", "b-dice"):
        assert not any(secret in text for text in frames), secret


async def everything(response: httpx.Response) -> str:
    return "\n".join([line async for line in response.aiter_lines()])


async def test_server_seeds_differ_and_entropy_changes_the_chance(client):
    first, second = await server_seeded(client), await server_seeded(client)
    assert first.created["seed_commitment"] != second.created["seed_commitment"]
    seed = "ab" * 32
    assert chance_seed(seed, ["x", None]) != chance_seed(seed, ["y", None])
    assert chance_seed(seed, [None, "x"]) != chance_seed(seed, ["x", None])
    # a client's seed is mixed too; before nonces it was used as it is (a server's was mixed)
    assert len({chance_seed("42", ["x", None]), chance_seed("42", [None, None]), "42"}) == 3
    assert stored_chance("client", "42", ["x", None], None) == "42"
    assert stored_chance("server", seed, ["x", None], None) == chance_seed(seed, ["x", None])
    assert stored_chance("client", "42", ["x", None], "0" * 64) == chance_seed("42", ["x", None])
    assert commitment("42", None) == hashlib.sha256(b"42").hexdigest()
    assert commitment("42", "0" * 64) == hashlib.sha256(b"0" * 64 + b"42").hexdigest()
    with_entropy = await server_seeded(client, entropy=["my dice", None])
    assert with_entropy.created["seed_source"] == "server"
    assert_problem(
        await client.post("/games/babel/matches", json={"seats": ["a", "b"], "entropy": ["x"]}), 422, "entropy-mismatch"
    )


async def test_a_client_seed_without_entropy_gives_the_same_match_every_time(client):
    first, second = await new_table(client, seed=42), await new_table(client, seed=42)
    mixed = await new_table(client, seed=42, entropy=["x", None])
    assert first.created["seed_source"] == "client"
    # each commits with a nonce of its own: hashing small seeds finds none of them
    assert len({t.created["seed_commitment"] for t in (first, second, mixed)} | {commitment("42", None)}) == 4
    assert (await first.get(0)).json()["state"] == (await second.get(0)).json()["state"]
    assert (await first.get(0)).json()["state"] != (await mixed.get(0)).json()["state"]
    for seat in (None, 0):  # every view says so, a spectator's and a seat's
        view = (await first.get(seat)).json()
        assert (view["seed_source"], view["seed_commitment"]) == ("client", first.created["seed_commitment"])
    server = await server_seeded(client)
    summaries = {s["match_id"]: s for s in (await client.get("/games/babel/matches")).json()["matches"]}
    assert [summaries[t.id]["seed_source"] for t in (first, second, server)] == ["client", "client", "server"]
    assert summaries[first.id]["seed_commitment"] == first.created["seed_commitment"]

    exports = []
    for table in (first, second):
        assert (await table.play_random(random.Random(8), 5_000))["status"] == "finished"
        exports.append((await client.get(f"{table.url}/export")).json())
        assert verify_export(exports[-1])[0], verify_export(exports[-1])
    played = [([r["event"] for r in e["events"]], e["actions"], e["seed"]) for e in exports]
    assert played[0] == played[1] and played[0][2] == "42"
    assert exports[0]["seed_nonce"] != exports[1]["seed_nonce"]


async def test_client_seeds_can_be_refused(database_url):
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url, allow_client_seeds=False))) as client:
        assert_problem(
            await client.post("/games/babel/matches", json={"seats": ["a", "b"], "seed": 1}), 422, "seed-refused"
        )
        assert (await client.get("/games/babel/matches")).json()["matches"] == []
        assert (await server_seeded(client)).created["seed_source"] == "server"


async def test_client_seeds_are_refused_by_the_environment(database_url, monkeypatch):
    """TABLETOP_ALLOW_CLIENT_SEEDS=false, as an operator sets it (Settings.from_env)."""
    monkeypatch.setenv("TABLETOP_DATABASE_URL", database_url)
    monkeypatch.setenv("TABLETOP_ALLOW_CLIENT_SEEDS", "false")
    assert Settings.from_env().allow_client_seeds is False
    async with AsyncTestClient(app=create_app()) as client:  # its settings from the environment
        assert_problem(
            await client.post("/games/babel/matches", json={"seats": ["a", "b"], "seed": 1}), 422, "seed-refused"
        )
        assert (await client.get("/games/babel/matches")).json()["matches"] == []
        assert (await server_seeded(client)).created["seed_source"] == "server"


# Options under which a game draws: basic Maya has no chance at all (seat 0 starts, the
# worker cards are chosen); its professional variant draws the blue markers for sale.
CHANCE_OPTIONS = {"maya": {"options": {"professional": True}}}


async def finished(client, game: str) -> Table:
    table = await server_seeded(
        client, game, entropy=["mine", *[None] * (GAMES[game].min_players - 1)], **CHANCE_OPTIONS.get(game, {})
    )
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
    assert verify_export(export) == (
        False,
        "the match has not ended: its seed is not revealed yet, only its commitment",
    )


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
    wrong = f"the seed with its nonce does not hash to the commitment {export['seed_commitment']}"
    for cheat in ({"seed": "0" * 64}, {"seed_nonce": "0" * 64}):
        assert verify_export(export | cheat) == (False, wrong)
    # nor does a match with a nonce pass for one stored before nonces
    assert verify_export(export | {"seed_nonce": None}) == (False, wrong.replace(" with its nonce", ""))
    path = tmp_path / "export.json"
    for record, code, word in ((export, 0, "OK"), (tampered, 1, "MISMATCH")):
        path.write_text(json.dumps(record))
        run = subprocess.run([sys.executable, "-m", "service.cli", "verify", str(path)], capture_output=True, text=True)
        assert run.returncode == code and run.stdout.startswith(word), run.stdout + run.stderr


EXPECTED = (
    'expected the JSON object that GET /games/{game}/matches/{id}/export answers, with "format": "tabletop-export/1".'
)


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ("hello", "it is not JSON: "),
        ("[1, 2]", "it is an array, not an object)"),
        ('{"match_id": "f00"}', "it has no format)"),
        ('{"format": "tabletop-export/2", "game": "bali"}', "its format is 'tabletop-export/2')"),
    ],
)
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


def as_json(value) -> object:
    """As it reads in an export (tuples as lists)."""
    return json.loads(msgspec.json.encode(value))


async def stored_before_nonces(database_url: str, match_id: str) -> None:
    """The match as the code before nonces stored it: migration 0008 leaves it none."""
    store = Storage(database_url)
    forget = matches.update().where(matches.c.id == match_id).values(seed_nonce=None)
    await store.db.write(lambda conn: conn.execute(forget))
    await store.close()


@pytest.mark.parametrize("source", ["server", "client"])
async def test_a_match_stored_before_nonces_is_dealt_and_verified_as_before(client, database_url, source, tmp_path):
    """Waiting for its claim when the server was upgraded: its commitment is the seed's
    text alone, and it is dealt as before (a server's seed mixed with the entropy, a
    client's used as it is), so its export verifies, by `tabletop verify` too."""
    seed = {"seed": 77} if source == "client" else {}
    created = await create(client, seats=("a", None), entropy=["a-dice", None], **seed)
    await stored_before_nonces(database_url, created["match_id"])
    claimed = await claim(client, "babel", created["match_id"], 1, "b", entropy="b-dice")
    assert claimed.status_code == 200, claimed.text
    table = Claimed(client, "babel", created, [created["seats"][0]["token"], claimed.json()["token"]])
    assert (await table.play_random(random.Random(4), 5_000))["status"] == "finished"
    export = (await client.get(f"{table.url}/export")).json()
    assert export["seed_source"] == source and export["seed_nonce"] is None
    assert hashlib.sha256(export["seed"].encode("ascii")).hexdigest() == export["seed_commitment"]
    mixed = hashlib.sha256(json.dumps([export["seed"], "a-dice", "b-dice"], separators=(",", ":")).encode()).hexdigest()
    chance = "77" if source == "client" else mixed
    game = GAMES["babel"]
    setup = game.setup(game.initial_state(2, game.options_type(), game.rules_version), rng_for(chance, 0))
    assert [r["event"] for r in export["events"][: len(setup)]] == as_json(setup)
    assert verify_export(export) == (True, verify_export(export)[1])
    path = tmp_path / "export.json"
    path.write_text(json.dumps(export))
    run = subprocess.run([sys.executable, "-m", "service.cli", "verify", str(path)], capture_output=True, text=True)
    assert run.returncode == 0 and run.stdout.startswith("OK"), run.stdout + run.stderr


# The attack of issue #24 in miniature: a spectator knows (or guesses) that the
# creator chose a seed below 1000.
SMALL, SEED = range(1000), 424


@pytest.mark.parametrize("nonce", [True, False], ids=["with a nonce", "stored before nonces"])
@pytest.mark.parametrize("game", ["babel", "bali"])
async def test_a_spectator_cannot_find_a_small_client_seed(client, database_url, game, nonce):
    """A client's seed in a small range, and a claimer's entropy. The spectator hashes
    every seed in the range against the commitment, and deals every one (as it is, and
    mixed with the entropy the export shows) against the deal's public part (Bali's
    columns are dealt face up). With a nonce neither finds the deal; before nonces
    both did (the test's teeth)."""
    created = await create(client, game, seats=("creator", None), seed=SEED)
    if not nonce:
        await stored_before_nonces(database_url, created["match_id"])
    claimed = await claim(client, game, created["match_id"], 1, "claimer", entropy="the claimer's own dice")
    assert claimed.status_code == 200, claimed.text
    url = f"/games/{game}/matches/{created['match_id']}"
    committed = (await client.get(url)).json()["seed_commitment"]
    export = (await client.get(f"{url}/export")).json()
    public, shown = [r["event"] for r in export["events"]], [s["entropy"] for s in export["seats"]]

    engine = GAMES[game]
    initial = engine.initial_state(2, engine.options_type(), engine.rules_version)
    setups = {
        chance: engine.setup(initial, rng_for(chance, 0))
        for guess in SMALL
        for chance in (str(guess), chance_seed(str(guess), shown))
    }
    deals = {chance: as_json(setup) for chance, setup in setups.items()}
    by_commitment = [guess for guess in SMALL if commitment(str(guess), None) == committed]
    by_deal = [
        chance for chance, setup in setups.items() if as_json([engine.view_event(e, None) for e in setup]) == public
    ]

    # the deal as it is, shown in full once the match is called off
    aborted = await client.post(f"{url}/abort", headers=bearer(created["seats"][0]["token"]))
    assert aborted.status_code == 200, aborted.text
    dealt = [r["event"] for r in (await client.get(f"{url}/export")).json()["events"]][: len(public)]
    if nonce:
        assert by_commitment == [] and dealt not in deals.values()
        if game == "bali":
            assert by_deal == []
    else:
        assert by_commitment == [SEED] and deals[str(SEED)] == dealt
        if game == "bali":
            assert by_deal == [str(SEED)]


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
    store = Storage(twin_url)
    setup = await store.matches.events(twin.id, 0, twin_view["version"])
    await store.close()
    store = Storage(url)

    def old_schema_with_a_match(connection) -> None:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = connection
        command.upgrade(config, "0003")
        seats = json.dumps(
            [
                {"name": "alice", "token_hash": hashlib.sha256(b"tok").hexdigest()},
                {"name": "bob", "token_hash": hashlib.sha256(b"tok2").hexdigest()},
            ]
        )
        connection.exec_driver_sql(
            "INSERT INTO matches (id, game, created_at, status, version, seats, options, seed, rules_version) "
            f"VALUES ('{'a' * 32}', 'babel', '2026-11-01 00:00:00', 'active', {len(setup)}, ?, '{{}}', 77, 2)",
            (seats,),
        )
        for event in setup:
            connection.exec_driver_sql(
                "INSERT INTO events (match_id, seq, type, payload, created_at) "
                "VALUES (?, ?, ?, ?, '2026-11-01 00:00:00')",
                ("a" * 32, event.seq, json.loads(event.payload)["type"], event.payload),
            )

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
