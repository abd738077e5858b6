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
    """No random examples: the document is a function of the code alone."""
    from service.http.app import create_app
    from service.settings import Settings

    first = openapi_document()
    create_app(Settings(database_url="sqlite:///:memory:"))
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
