"""The HTTP API's reference pages, rendered from the checked-in OpenAPI document: a page
per tag (its operations: parameters, body, answers with their problem codes; then the
schemas of its game), and a page of the schemas every game shares."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

DOCUMENT = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
FOLDER = "reference/api"
SHARED = "schemas"  # the page of the schemas no game owns
GAMES = ("Babel", "Bali", "Maya", "Balam")
METHODS = ("get", "post", "put", "patch", "delete")
Schema = dict[str, Any]


@cache
def document() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    return loaded


def slug(tag: str) -> str:
    return tag.lower().replace(" ", "-")


def schema_page(name: str) -> str:
    """The page (under FOLDER) a schema is described on: its game's, else the shared one."""
    owner = next((game for game in GAMES if name.startswith(game)), None)
    return slug(owner) if owner else SHARED


def cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def type_of(schema: Schema, here: str) -> str:
    """A schema's type in a few words, with links to named schemas (`here`: the page)."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        page = schema_page(name)
        return f"[`{name}`]({'' if page == here else f'{page}.md'}#{name})"
    for union in ("oneOf", "anyOf"):
        if union in schema:
            return " or ".join(type_of(each, here) for each in schema[union])
    if "allOf" in schema:
        return " and ".join(type_of(each, here) for each in schema["allOf"])
    if "const" in schema:
        return f"`{json.dumps(schema['const'])}`"
    if "enum" in schema:
        return "one of " + ", ".join(f"`{json.dumps(value)}`" for value in schema["enum"])
    kind: str | list[str] = schema.get("type", "any")
    if isinstance(kind, list):
        return " or ".join(type_of({**schema, "type": each}, here) for each in kind)
    if kind == "array" and "prefixItems" in schema:  # a tuple
        return "[" + ", ".join(type_of(each, here) for each in schema["prefixItems"]) + "]"
    if kind == "array":
        return f"array of {type_of(schema.get('items', {}), here)}"
    if kind == "object" and isinstance(schema.get("additionalProperties"), dict):
        return f"object of {type_of(schema['additionalProperties'], here)}"
    if kind == "string" and "contentSchema" in schema:
        return f"JSON text of {type_of(schema['contentSchema'], here)}"
    return kind


def limits(schema: Schema) -> str:
    said = [f"{key} {schema[key]:g}" for key in ("minimum", "maximum") if isinstance(schema.get(key), int | float)]
    said += [f"{key} {schema[key]}" for key in ("minLength", "maxLength", "minItems", "maxItems") if key in schema]
    if "pattern" in schema and schema["pattern"] != "^[^\\u0000]*$":  # (no NUL: said once, on the index)
        said.append(f"pattern `{schema['pattern']}`")
    if "default" in schema:
        said.append(f"default `{json.dumps(schema['default'])}`")
    return f" ({', '.join(said)})" if said else ""


def parameters(operation: Schema, here: str) -> list[str]:
    if not operation.get("parameters"):
        return []
    rows = [
        f"| `{p['name']}` | {p['in']} | {type_of(p['schema'], here)}{limits(p['schema'])} "
        f"| {'yes' if p.get('required') else 'no'} | {cell(p.get('description', ''))} |"
        for p in operation["parameters"]
    ]
    return ["| parameter | in | type | required | what |", "|---|---|---|---|---|", *rows, ""]


def body(operation: Schema, here: str) -> list[str]:
    if "requestBody" not in operation:
        return []
    kinds = operation["requestBody"]["content"]
    return [f"**Body** ({kind}): {type_of(kinds[kind]['schema'], here)}" for kind in kinds] + [""]


def answers(operation: Schema, here: str) -> list[str]:
    rows = []
    for status, answer in operation["responses"].items():
        content = answer.get("content", {})
        kinds = "; ".join(f"{type_of(content[kind]['schema'], here)} ({kind})" for kind in content) or "none"
        rows.append(f"| {status} | {cell(answer['description'])} | {kinds} |")
    return ["| status | when | body |", "|---|---|---|", *rows, ""]


def operation_section(path: str, method: str, operation: Schema, here: str) -> list[str]:
    lines = [f"## {operation['summary']} {{#{operation['operationId']}}}", "", f"`{method.upper()} {path}`", ""]
    security = operation.get("security", [])
    if security:  # ({} among the requirements: the request may also go without)
        needed = "May send" if {} in security else "Sends"
        lines += [f"{needed} `Authorization: Bearer <token>` (a seat token, player key or app key).", ""]
    if operation.get("description"):
        lines += [operation["description"], ""]
    return lines + parameters(operation, here) + body(operation, here) + answers(operation, here)


def schema_section(name: str, schema: Schema, here: str) -> list[str]:
    lines = [f"### {name} {{#{name}}}", ""]
    if schema.get("description"):
        lines += [schema["description"], ""]
    if "properties" in schema:
        required = set(schema.get("required", []))
        rows = [
            f"| `{field}` | {type_of(each, here)}{limits(each)} | {'yes' if field in required else 'no'} "
            f"| {cell(each.get('description', ''))} |"
            for field, each in schema["properties"].items()
        ]
        lines += ["| field | type | required | what |", "|---|---|---|---|", *rows, ""]
    else:
        lines += [f"{type_of(schema, here)}{limits(schema)}", ""]
    return lines


def schemas_of(page: str) -> list[str]:
    named = document()["components"]["schemas"]
    lines = []
    for name in sorted(named):
        if schema_page(name) == page:
            lines += schema_section(name, named[name], page)
    return lines


def operations_by_tag() -> dict[str, list[tuple[str, str, Schema]]]:
    tags: dict[str, list[tuple[str, str, Schema]]] = {}
    for path, item in document()["paths"].items():
        for method in METHODS:
            if method in item:
                tags.setdefault(item[method]["tags"][0], []).append((path, method, item[method]))
    return tags


def tag_page(tag: str, operations: list[tuple[str, str, Schema]]) -> str:
    here = slug(tag)
    lines = [
        f"# {tag}",
        "",
        f"The operations tagged {tag} in the OpenAPI document (`/schema/openapi.json`, checked in as "
        "`openapi/openapi.json`).",
        "",
    ]
    for path, method, operation in operations:
        lines += operation_section(path, method, operation, here)
    owned = schemas_of(here)
    if owned:
        lines += ["## Schemas", "", *owned]
    return "\n".join(lines)


def pages() -> list[tuple[str, str]]:
    """(path under docs/, Markdown) of every generated page."""
    made = [(f"{FOLDER}/{slug(tag)}.md", tag_page(tag, ops)) for tag, ops in operations_by_tag().items()]
    shared = ["# Shared schemas", "", "The schemas of the OpenAPI document that no one game owns.", ""]
    return [*made, (f"{FOLDER}/{SHARED}.md", "\n".join(shared + schemas_of(SHARED)))]


def tag_list() -> str:
    """The index's list of the pages, with the document's own introduction."""
    info = document()["info"]
    items = [f"- [{tag}]({slug(tag)}.md): {len(ops)} operations" for tag, ops in operations_by_tag().items()]
    return "\n".join(
        [f"> {info['description']}", "", f"Version {info['version']}.", "", *items, f"- [Shared schemas]({SHARED}.md)"]
    )
