"""The checked-in OpenAPI document and generated client are what the code makes now."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from service.cli import openapi_document

ROOT = Path(__file__).resolve().parents[2]


def test_checked_in_openapi_is_current():
    checked_in = (ROOT / "openapi" / "openapi.json").read_bytes()
    assert checked_in == openapi_document(), "run `make openapi` and commit openapi/ and clients/"


def test_generated_client_is_current():
    check = subprocess.run(
        [sys.executable, str(ROOT / "clients" / "generate.py"), "--check"], capture_output=True, text=True
    )
    assert check.returncode == 0, f"client drift, run `make openapi`:\n{check.stdout}{check.stderr}"


def test_every_schema_name_is_plain():
    """Clashing names would be prefixed with module paths by litestar."""
    import json

    names = json.loads(openapi_document())["components"]["schemas"]
    assert all(name.isidentifier() and "_" not in name for name in names), sorted(names)


def test_tagged_unions_carry_a_discriminator():
    import json

    schemas = json.loads(openapi_document())["components"]["schemas"]
    action = schemas["BaliActRequest"]["properties"]["action"]
    assert action["discriminator"]["propertyName"] == "type"
    assert set(action["discriminator"]["mapping"].values()) == {v["$ref"] for v in action["oneOf"]}
    assert schemas["BaliEventRecord"]["properties"]["event"]["discriminator"]["propertyName"] == "type"


def test_the_document_is_the_same_in_every_process_state():
    """No random examples, no setting: the document is a function of the code alone (so
    each process builds it once, with its first app, and gives it to the next ones)."""
    from service.http.openapi_document import DOCUMENTS
    from service.root import create_app
    from service.settings import Settings

    DOCUMENTS.clear()
    first = openapi_document()
    DOCUMENTS.clear()
    create_app(Settings(database_url="sqlite:///:memory:", stream_max_s=1, rate_limit_per_minute=0, cors_origins="*"))
    DOCUMENTS.clear()
    assert openapi_document() == first


def test_refusals_from_outside_the_handlers_are_documented_where_they_can_happen():
    """400 everywhere (an undeclared or repeated query parameter, a repeated
    single-valued header: service/http/parameters.py); 413 and 415 where a body is
    taken; 429 wherever the rate limits count (not the probes); 503 wherever the
    database is used. All problems; 429 and 503 with Retry-After."""
    import json

    paths = json.loads(openapi_document())["paths"]
    operations = {(method, path): op for path, item in paths.items() for method, op in item.items()}
    for (method, path), operation in operations.items():
        statuses = set(operation["responses"])
        assert "400" in statuses, (method, path)
        assert ({"413", "415"} <= statuses) == ("requestBody" in operation), (method, path)
        assert ("429" in statuses) == (path not in ("/healthz", "/readyz")), (method, path)
        assert ("503" in statuses) == ("/matches" in path or path.startswith("/players") or path == "/readyz"), (
            method,
            path,
        )
        for status in statuses & {"400", "413", "415", "429", "503"}:
            response = operation["responses"][status]
            assert response["content"]["application/problem+json"]["schema"] == {"$ref": "#/components/schemas/Problem"}
            if status in ("429", "503"):
                assert response["headers"]["Retry-After"]["required"] is True
    assert {"413", "415", "429", "503"} <= set(
        operations[("post", "/games/bali/matches/{match_id}/actions")]["responses"]
    )
    # (a NUL in any parameter or header is refused before any handler: 400 on every operation)
    assert set(operations[("get", "/readyz")]["responses"]) == {"200", "400", "503"}
    assert set(operations[("get", "/healthz")]["responses"]) == {"200", "400"}


def test_no_text_a_request_takes_may_hold_a_nul():
    """The server refuses a NUL in any text it takes (service/bodies.py): every string a
    request carries is restricted by a pattern that refuses it, an enum or a constant."""
    import json
    import re

    document = json.loads(openapi_document())
    components = document["components"]["schemas"]
    free: list[str] = []

    def walk(node, where, seen):
        if "$ref" in node:
            name = node["$ref"].rsplit("/", 1)[1]
            if name not in seen:
                seen.add(name)
                walk(components[name], name, seen)
            return
        if "pattern" in node or "enum" in node or "const" in node:
            assert re.search(node.get("pattern", "^$"), "a\0b") is None, (where, node["pattern"])
            return
        if node.get("type") == "string":
            free.append(where)
        children = [*node.get("oneOf", []), *node.get("anyOf", []), *node.get("properties", {}).values()]
        children += [node[key] for key in ("items", "additionalProperties") if isinstance(node.get(key), dict)]
        for child in children:
            walk(child, where, seen)

    for path, item in document["paths"].items():
        for method, operation in item.items():
            seen: set[str] = set()
            for parameter in operation.get("parameters", []):
                walk(parameter["schema"], f"{method} {path} {parameter['name']}", seen)
            for media_type in operation.get("requestBody", {}).get("content", {}).values():
                walk(media_type["schema"], f"{method} {path} body", seen)
    assert not free


def test_a_stream_describes_each_of_its_frames():
    """As OpenAPI 3.1 tools read a text/event-stream schema: one frame ({id, event, data}),
    whose data is a JSON event record (named by its event's type) or a MatchFrame (`match`)."""
    import json

    document = json.loads(openapi_document())
    components = document["components"]["schemas"]
    for game in ("Babel", "Bali", "Maya", "Balam"):
        response = document["paths"][f"/games/{game.lower()}/matches/{{match_id}}/stream"]["get"]["responses"]["200"]
        frames = response["content"]["text/event-stream"]["schema"]["oneOf"]
        carried = {frame["properties"]["data"]["contentSchema"]["$ref"].rsplit("/", 1)[1]: frame for frame in frames}
        assert set(carried) == {f"{game}EventRecord", "MatchFrame"}
        tags = components[f"{game}EventRecord"]["properties"]["event"]["discriminator"]["mapping"]
        assert set(carried[f"{game}EventRecord"]["properties"]["event"]["enum"]) == set(tags)
        assert {"seat_resigned", "match_aborted"} <= set(tags)
        assert carried["MatchFrame"]["properties"]["event"]["enum"] == ["match"]
        for frame in frames:
            assert frame["required"] == ["id", "event", "data"]
            assert frame["properties"]["data"]["contentMediaType"] == "application/json"
    assert components["MatchFrame"]["properties"]["status"] == {"$ref": "#/components/schemas/MatchStatus"}


def test_entropy_is_documented_as_long_as_the_seats_at_least():
    """Any shorter list matches no seats (the server refuses it, 422 entropy-mismatch)."""
    import json

    from engines.registry import GAMES

    schemas = json.loads(openapi_document())["components"]["schemas"]
    for game in GAMES.values():
        entropy = schemas[f"{game.title.replace(' ', '')}CreateMatch"]["properties"]["entropy"]["oneOf"][0]
        assert (entropy["minItems"], entropy["maxItems"]) == (game.min_players, game.max_players)


def test_every_refusal_is_a_problem():
    """Every 4xx and 5xx an operation documents is a Problem, as application/problem+json
    (litestar's own validation body is the server's answer nowhere)."""
    import json

    paths = json.loads(openapi_document())["paths"]
    refusals = {
        (method, path, status): response.get("content")
        for path, item in paths.items()
        for method, operation in item.items()
        for status, response in operation["responses"].items()
        if status[0] in "45"
    }
    problem = {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
    assert {where: content for where, content in refusals.items() if content != problem} == {}
    assert ("get", "/problems/{code}", "400") in refusals


def _resolved(schema: dict, components: dict) -> dict:
    while "$ref" in schema:
        schema = components[schema["$ref"].removeprefix("#/components/schemas/")]
    return schema


def _types(schema: dict) -> set[str] | None:
    kinds = schema.get("type")
    kinds = {kinds} if isinstance(kinds, str) else set(kinds or ())
    return (kinds | ({"integer"} if "number" in kinds else set())) or None


def _disjoint(a: dict, b: dict, components: dict) -> bool:
    """Whether no instance is valid under both schemas, as their types, constants and
    properties show (False where they do not show it: a proof, not a search)."""
    import json

    a, b = _resolved(a, components), _resolved(b, components)
    for one, other in ((a, b), (b, a)):
        if "oneOf" in one and all(_disjoint(variant, other, components) for variant in one["oneOf"]):
            return True
        if any(_disjoint(part, other, components) for part in one.get("allOf", [])):
            return True
    types_a, types_b = _types(a), _types(b)
    if types_a is not None and types_b is not None and not types_a & types_b:
        return True
    values = [
        {json.dumps(v) for v in s["enum"]} if "enum" in s else {json.dumps(s["const"])} if "const" in s else None
        for s in (a, b)
    ]
    if values[0] is not None and values[1] is not None and not values[0] & values[1]:
        return True
    for one, other in ((a, b), (b, a)):
        for name in one.get("required", []):
            mine, theirs = one.get("properties", {}).get(name), other.get("properties", {}).get(name)
            if theirs is None and other.get("additionalProperties") is False:
                return True
            if mine is not None and theirs is not None and _disjoint(mine, theirs, components):
                return True
    return False


def test_every_one_of_is_exclusive_under_plain_json_schema():
    """A oneOf validates an instance valid under exactly one branch: two branches that
    can both hold (told apart by a discriminator only, or by a `contentSchema`, which
    JSON Schema 2020-12 reads as an annotation) refuse what they were meant to take."""
    import itertools
    import json

    document = json.loads(openapi_document())
    components = document["components"]["schemas"]
    overlapping: list[tuple[str, int, int]] = []

    def walk(node: object, where: str) -> None:
        if isinstance(node, dict):
            for (i, a), (j, b) in itertools.combinations(enumerate(node.get("oneOf", [])), 2):
                if not _disjoint(a, b, components):
                    overlapping.append((where, i, j))
            for key, child in node.items():
                walk(child, f"{where}/{key}")
        elif isinstance(node, list):
            for i, child in enumerate(node):
                walk(child, f"{where}/{i}")

    walk(document, "#")
    assert overlapping == []
    # The proof can fail: the frames as they were, one per game under one name, overlap.
    frame = {"type": "object", "required": ["event"], "properties": {"event": {"enum": ["turn"]}}}
    assert not _disjoint(frame, dict(frame, properties={"event": {"enum": ["turn"]}, "data": {}}), components)
    assert not _disjoint({"type": "integer"}, {"type": "number"}, components)


def test_every_operation_says_who_may_call_it():
    """The credentials the server takes are the document's security schemes; every
    operation declares its requirements (`[]`: public, and then it refuses no
    credentials: no 401; any other without `{}` among them may answer 401)."""
    import json

    document = json.loads(openapi_document())
    schemes = document["components"]["securitySchemes"]
    assert set(schemes) == {"seatToken", "playerKey", "appKey", "tabletopPlayer", "adminKey"}
    assert schemes["tabletopPlayer"] == schemes["tabletopPlayer"] | {"type": "apiKey", "in": "header"}
    assert schemes["tabletopPlayer"]["name"] == "Tabletop-Player"
    assert document["security"]
    public = set()
    for path, item in document["paths"].items():
        for method, operation in item.items():
            security = operation["security"]
            assert all(set(requirement) <= set(schemes) for requirement in security), (method, path)
            if security == []:
                public.add((method, path))
                assert "401" not in operation["responses"], (method, path)
            elif {} not in security:
                assert "401" in operation["responses"], (method, path)
    assert ("get", "/games/babel/matches/{match_id}/export") in public and ("get", "/healthz") in public
    act = document["paths"]["/games/bali/matches/{match_id}/actions"]["post"]["security"]
    assert {"appKey": [], "tabletopPlayer": []} in act and {"seatToken": []} in act
    assert document["paths"]["/apps"]["post"]["security"] == [{"adminKey": []}, {}]


def test_what_the_linters_ask_holds_without_them():
    """(make check runs Spectral and Redocly, which tests may not have.) Every operation
    is described under a declared tag; a tuple takes no item past its places."""
    import json

    document = json.loads(openapi_document())
    tags = {tag["name"]: tag.get("description") for tag in document["tags"]}
    assert all(tags.values())
    for item in [*document["paths"].values(), *document["webhooks"].values()]:
        for operation in item.values():
            assert operation["description"] and set(operation["tags"]) <= set(tags), operation["operationId"]
    gold = document["components"]["schemas"]["MayaLevelView"]["properties"]["gold"]
    assert (gold["items"], gold["minItems"], gold["maxItems"]) == (False, 2, 2) and len(gold["prefixItems"]) == 2


def test_each_kind_of_webhook_delivery_is_an_entry_named_by_its_type():
    """A receiver finds a body's schema at webhooks[<body.type>].post.requestBody...: a
    component whose `type` is that constant."""
    import json
    from typing import get_args

    from service.application.webhooks import PING, WebhookEvent

    document = json.loads(openapi_document())
    components = document["components"]["schemas"]
    assert set(document["webhooks"]) == {*get_args(WebhookEvent), PING}
    for kind, item in document["webhooks"].items():
        schema = item["post"]["requestBody"]["content"]["application/json"]["schema"]
        assert _resolved(schema, components)["properties"]["type"]["const"] == kind
        headers = {p["name"] for p in item["post"]["parameters"] if p["in"] == "header" and p["required"]}
        assert headers == {"webhook-id", "webhook-timestamp", "webhook-signature"}


async def _raw_frames(lines, wanted: set[str], timeout: float = 20) -> list[dict]:
    """A stream's frames as sent ({id?, event, data}: data the text itself) until one of
    each `wanted` event has come."""
    import asyncio

    frames: list[dict] = []
    frame: dict = {}
    while not wanted <= {f["event"] for f in frames}:
        line = await asyncio.wait_for(anext(lines), timeout)
        field, _, value = line.partition(": ")
        if not line and "event" in frame:
            frames.append(frame)
        if not line:
            frame = {}
        elif field in ("id", "event", "data"):
            frame[field] = value
    return frames


def _validator(schema: dict, document: dict):
    """A plain JSON Schema 2020-12 validator of `schema`, whose refs name the document's components."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(
        schema | {"components": document["components"]}, format_checker=Draft202012Validator.FORMAT_CHECKER
    )


async def test_real_stream_frames_and_webhook_bodies_are_valid_under_the_document(tmp_path):
    """A player's stream as sent (a challenge of each game, the state a stream opens with,
    without ids, challenge-ended, match-started, turn, match-finished, opened), each frame
    valid under the frame schema (exactly one branch of its oneOf), its data under that
    branch's contentSchema; and every webhook delivery's body under
    webhooks[<body.type>]'s schema."""
    import json
    import random

    import httpx

    from tests.service.live import live_server
    from tests.service.test_invitations import play_out, register
    from tests.service.test_webhooks import Receiver, eventually, new_webhook

    document = json.loads(openapi_document())
    stream = document["paths"]["/players/me/stream"]["get"]["responses"]["200"]["content"]["text/event-stream"]
    branches = stream["schema"]["oneOf"]
    # (a delivery that failed on a loaded machine is tried again within seconds, not after 30)
    settings = {
        "webhook_allow_private": True,
        "webhook_retry_schedule": "0.5,1,2,4,8",
        "stream_keepalive_s": 0.5,
        "sweep_interval_s": 0.2,
    }
    with Receiver().serving() as receiver, live_server(f"sqlite+aiosqlite:///{tmp_path / 't.db'}", **settings) as url:
        async with httpx.AsyncClient(base_url=url, timeout=20) as client:
            alice, bob, carol = [await register(client, name) for name in ("alice", "bob", "carol")]
            events = ["challenge", "challenge-ended", "match-started", "turn", "match-finished"]
            await new_webhook(client, alice.key, receiver.url, events)
            hook = await new_webhook(client, bob.key, receiver.url, events)
            assert (await client.post(f"/webhooks/{hook['webhook_id']}/test", headers=bob.headers)).status_code == 202
            on = {p.name: await _open(p) for p in (alice, bob)}
            lines = {name: response.aiter_lines() for name, response in on.items()}
            made = {game: await alice.challenge(game, bob) for game in ("babel", "bali", "balam")}
            made["maya"] = await alice.challenge("maya", bob, carol)
            reopened = await _open(alice)
            opening = await _raw_frames(reopened.aiter_lines(), {"opened"})
            await reopened.aclose()
            accepted = await bob.post(f"/challenges/{made['babel']['challenge_id']}/accept")
            started = {"game": "babel", "match_id": accepted.json()["match_id"]}
            seats, frames = {}, opening
            for player in (alice, bob):
                heard = await _raw_frames(lines[player.name], {"challenge-ended", "match-started"})
                seats[json.loads(next(f for f in heard if f["event"] == "match-started")["data"])["seat"]] = player
                frames += heard
            await play_out(seats, started, random.Random(7))
            frames += [f for p in (alice, bob) for f in await _raw_frames(lines[p.name], {"match-finished"})]
            for response in on.values():
                await response.aclose()
            kinds = {"ping", *events}
            # Every delivery of both webhooks, the match's ~190 turns among them, comes before
            # the last (match-finished): some 10 s here, past 30 s once on a loaded machine.
            await eventually(
                lambda: kinds <= {json.loads(r.body)["type"] for r in receiver.received}, "deliveries", deadline_s=180
            )
    told = {f["event"] for f in frames}
    assert told == {"opened", "challenge", "challenge-ended", "match-started", "turn", "match-finished"}
    assert {json.loads(f["data"])["game"] for f in frames if f["event"] == "challenge"} == set(made)
    assert any("id" not in f for f in frames) and all("id" in f for f in frames if f["event"] == "opened")
    frame_schema = _validator(stream["schema"], document)
    for frame in frames:
        frame_schema.validate(frame)
        (branch,) = [b for b in branches if _validator(b, document).is_valid(frame)]
        _validator(branch["properties"]["data"]["contentSchema"], document).validate(json.loads(frame["data"]))
    for received in receiver.received:
        body = json.loads(received.body)
        post = document["webhooks"][body["type"]]["post"]
        _validator(post["requestBody"]["content"]["application/json"]["schema"], document).validate(body)


async def _open(player):
    request = player.client.build_request("GET", "/players/me/stream", headers=player.headers)
    response = await player.client.send(request, stream=True)
    assert response.status_code == 200
    return response
