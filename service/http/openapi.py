"""The OpenAPI document, with what litestar leaves out of it.

Actions and events are tagged unions: every variant carries a constant `type`.
litestar emits them as plain `oneOf`; the discriminator added here lets client
generators in any language pick the variant by its tag instead of by trial.

Links say which operations take the match a creation returns (for clients and
stateful test tools that follow them).

Problem codes are declared as classes (service/errors.py): their list, an enum
`ProblemCode` with each code's meaning, is written in here. Refusals that come from
outside the handlers (a body too large or not JSON, a rate limit, the database out of
reach) are added to every operation that can answer them.

What a request may carry is made as strict as the server in
service/http/openapi_requests.py.

A stream's frames are described one by one, as OpenAPI 3.1 tools read the schema
of text/event-stream (3.2 would call it `itemSchema`; the document stays 3.1,
which the client generator reads).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any

from litestar.openapi.spec import (
    Discriminator,
    Link,
    OpenAPI,
    OpenAPIHeader,
    OpenAPIMediaType,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Reference,
    Schema,
)

from service.http.security import ACTING_FOR, APP_KEY, PLAYER_KEY

TAG = "type"
REF = "#/components/schemas/"


def add_discriminators(document: OpenAPI) -> OpenAPI:
    components = document.components.schemas or {}
    for schema in _schemas(document):
        variants = schema.one_of or []
        tags = [_tag(components, variant) for variant in variants]
        refs = [variant.ref for variant in variants if isinstance(variant, Reference)]
        named = [tag for tag in tags if tag is not None]
        if variants and len(named) == len(refs) == len(variants):
            schema.discriminator = Discriminator(property_name=TAG, mapping=dict(zip(named, refs, strict=True)))
    return document


def add_links(document: OpenAPI) -> OpenAPI:
    """From each `POST .../matches` 201 to every operation of the match it created;
    from the legal actions, and from an act's answer (which lists the next ones), to
    acting on the first of them."""
    paths = document.paths or {}
    for path, item in paths.items():
        if path.endswith("/matches") and item.post:
            _link(
                item.post,
                "201",
                {
                    operation.operation_id: Link(
                        operation_id=operation.operation_id, parameters={"match_id": "$response.body#/match_id"}
                    )
                    for match_path, match_item in paths.items()
                    if match_path.startswith(path + "/{match_id}")
                    for operation in (match_item.get, match_item.post)
                    if isinstance(operation, Operation) and operation.operation_id
                },
            )
        act = item.post
        if path.endswith("/actions") and act is not None and act.operation_id is not None:
            legal = paths[path.removesuffix("/actions") + "/legal-actions"].get
            assert legal is not None, "acting goes with listing the legal actions"
            for source, listed in ((legal, "actions"), (act, "legal_actions")):
                _link(
                    source,
                    "200",
                    {
                        act.operation_id: Link(
                            operation_id=act.operation_id,
                            parameters={"match_id": "$request.path.match_id"},
                            request_body={
                                "action": f"$response.body#/{listed}/0",
                                "expected_version": "$response.body#/version",
                            },
                        )
                    },
                )
    return document


def add_etags(document: OpenAPI) -> OpenAPI:
    """Litestar documents response headers only on responses it makes itself: an
    operation that may answer 304 says that its 200 carries the ETag to send back."""
    for item in (document.paths or {}).values():
        responses = (item.get.responses or {}) if item.get else {}
        if "304" in responses and isinstance(ok := responses.get("200"), OpenAPIResponse):
            ok.headers = {
                "ETag": OpenAPIHeader(
                    schema=Schema(type=OpenAPIType.STRING),
                    description=(
                        "The view's version and viewer: send it as If-None-Match to get a 304 while nothing changed"
                    ),
                )
            }
    return document


def add_problem_codes(document: OpenAPI, catalogue: dict[str, Any]) -> OpenAPI:
    """`code` of problems and problem types is a ProblemCode: an enum of every code
    declared, described one by one."""
    components = document.components.schemas or {}
    kinds = sorted(catalogue.values(), key=lambda kind: (kind.status_code, kind.code))
    meanings = "\n".join(f"- `{kind.code}` ({kind.status_code}): {kind.problem_type().description}" for kind in kinds)
    components["ProblemCode"] = Schema(
        type=OpenAPIType.STRING,
        enum=[kind.code for kind in kinds],
        description=f"What was refused, for programs to branch on (the title and detail are for people):\n{meanings}",
    )
    for name in ("Problem", "ProblemType"):
        (components[name].properties or {})["code"] = Reference("#/components/schemas/ProblemCode")
    return document


# Refusals any request may meet on its way to a handler, or in it: status -> description.
MALFORMED = {
    "400": "Malformed request (malformed): among others, a parameter or header holding a NUL (U+0000) or a lone "
    "surrogate, which every operation refuses"
}
BODY_REFUSALS = {
    "413": "The body is larger than the server accepts (payload-too-large)",
    "415": "The body is not sent as application/json (unsupported-media-type)",
}
RATE_LIMITED = {"429": "Too many requests from this client (rate-limited); wait as long as Retry-After says"}
UNAVAILABLE = {
    "503": (
        "The database cannot be reached just now (unavailable), or, for a stream or a long-poll (`wait`), the server "
        "holds as many as it may (at-capacity); try again after Retry-After"
    )
}
# Operations that read or write the database: those of matches and players, and the readiness probe.
DATABASE_PATHS = r"/matches|^/players|^/readyz$"
RETRY_AFTER = "Retry-After"
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def add_refusals_of_any_request(document: OpenAPI, *, unlimited: list[str], database: str = DATABASE_PATHS) -> OpenAPI:
    """400 on every operation (service/http/bodies.py refuses text no backend may store in
    any parameter or header, before any handler); 413 and 415 on every operation that
    takes a body; 429 on every one the rate limits count (all but the paths `unlimited`
    matches, as the limits' own exclusion does); 503 on every one whose path `database`
    matches. All are problems, and 429 and 503 carry Retry-After (a 503 an operation
    already documents gains it)."""
    exempt = re.compile("|".join(unlimited)) if unlimited else None
    touches = re.compile(database)
    for path, item in (document.paths or {}).items():
        for method in METHODS:
            operation = getattr(item, method)
            if not isinstance(operation, Operation):
                continue
            added = MALFORMED | (BODY_REFUSALS if operation.request_body is not None else {})
            if exempt is None or not exempt.search(path):
                added |= RATE_LIMITED
            if touches.search(path):
                added |= UNAVAILABLE
            responses = operation.responses if operation.responses is not None else {}
            for status, description in added.items():
                response = responses.setdefault(status, _problem(description))
                if status in ("429", "503") and isinstance(response, OpenAPIResponse):
                    response.headers = (response.headers or {}) | {RETRY_AFTER: _retry_after()}
            operation.responses = responses
    return document


def close_tuples(document: OpenAPI) -> OpenAPI:
    """A tuple (a fixed-length array: `prefixItems`) holds no item past its last, and the
    server takes none (msgspec refuses any other length): `items: false`, and as many
    items as it has places."""
    for schema in _schemas(document):
        if schema.prefix_items and schema.items is None:
            schema.items = False  # type: ignore[assignment]  # (JSON Schema's false; litestar's type omits it)
            schema.min_items = schema.max_items = len(schema.prefix_items)
    return document


def add_key_refusals(document: OpenAPI) -> OpenAPI:
    """403 wherever a key may be refused what another key may do (service/application/players.py):
    an app's key naming a player it did not make (not-your-player), wherever `Tabletop-Player`
    is taken; a read-only key asked to write (insufficient-scope), wherever a key writes. Run
    once each operation's `security` is set (a 403 already documented gains the reasons)."""
    for item in (document.paths or {}).values():
        for method in METHODS:
            operation = getattr(item, method)
            if not isinstance(operation, Operation):
                continue
            security = operation.security or []
            reasons = []
            if any(ACTING_FOR in requirement for requirement in security):
                reasons.append("an app's key names a player it did not make (not-your-player)")
            if method != "get" and any(PLAYER_KEY in r or APP_KEY in r for r in security):
                reasons.append("a read-only key asks to write (insufficient-scope)")
            if not reasons:
                continue
            responses = operation.responses if operation.responses is not None else {}
            refused = responses.get("403")
            if isinstance(refused, OpenAPIResponse):
                refused.description = f"{refused.description}; or {' or '.join(reasons)}"
            else:
                responses["403"] = _problem(f"A key that may not do this: {' or '.join(reasons)}")
            operation.responses = responses
    return document


def _problem(description: str) -> OpenAPIResponse:
    return OpenAPIResponse(
        description=description,
        content={
            "application/problem+json": OpenAPIMediaType(schema=Reference("#/components/schemas/Problem")),
        },
    )


def _retry_after() -> OpenAPIHeader:
    return OpenAPIHeader(
        schema=Schema(type=OpenAPIType.INTEGER, minimum=0),
        required=True,
        description="Seconds to wait before sending the request again",
    )


def _link(operation: Operation, status: str, links: dict[str, Link]) -> None:
    response = (operation.responses or {}).get(status)
    if isinstance(response, OpenAPIResponse):
        response.links = {**(response.links or {}), **links}


def describe_event_streams(document: OpenAPI, named: dict[str, str]) -> OpenAPI:
    """Litestar documents a text/event-stream response as the union of what its frames'
    `data` carry (the handler's declared type); here its schema becomes that of one
    frame, {id, event, data}, whose `data` is JSON of one of those schemas. A schema
    whose `event` property is a tagged union (an event record) is carried by frames
    named by its tags (the event's type); `named` names the frames carrying any other.
    One frame name, one branch: frames of one name carrying several schemas (one per
    game) carry a union of them (a component named after the frame), told apart by the
    property whose constant differs in each, so that the branches exclude each other
    under plain JSON Schema too (`contentSchema` is an annotation, not an assertion).
    Run after `add_discriminators`."""
    components = document.components.schemas or {}
    for path, item in (document.paths or {}).items():
        response = (item.get.responses or {}).get("200") if item.get else None
        stream = (response.content or {}).get("text/event-stream") if isinstance(response, OpenAPIResponse) else None
        if stream is None or not isinstance(stream.schema, Schema):
            continue
        carried = [ref.ref.removeprefix(REF) for ref in stream.schema.one_of or [] if isinstance(ref, Reference)]
        frames: dict[tuple[str, ...], list[str]] = {}  # frame names -> the schemas they carry
        for schema in carried:
            names = tuple([named[schema]] if schema in named else _event_names(components[schema]))
            frames.setdefault(names, []).append(schema)
        players = path.startswith("/players/")
        contents = {names: _carried(components, names, schemas) for names, schemas in frames.items()}
        stream.schema = Schema(
            one_of=[_frame(contents[names], list(names), numbered=not players) for names in frames],
            description=(
                "One frame of the stream (a Server-Sent Event: `id`, `event`, `data`), with JSON as its data: "
                + "; ".join(
                    f"`event: {names[0]}` carries a {contents[names]}"
                    if all(schema in named for schema in frames[names])
                    else f"`event` naming the event's type carries a {contents[names]}"
                    for names in frames
                )
                + (
                    ". `id` is the frame's place in your stream (the state a stream opens with has none)"
                    if players
                    else ". `id` is the match's version after it"
                )
                + ": send the last one as Last-Event-ID to resume."
            ),
        )
    return document


def _carried(components: dict[str, Schema], names: tuple[str, ...], schemas: list[str]) -> str:
    """The component frames of these names carry: the one schema, or a union of several
    (a component of its own, named after the frame), with a discriminator."""
    if len(schemas) == 1:
        return schemas[0]
    name = "".join(word.capitalize() for word in names[0].split("-"))
    tag, variants = _told_apart(components, schemas)
    assert name not in components, f"{name}: a frame's union would replace a schema of that name"
    components[name] = Schema(
        title=name,
        one_of=[Reference(REF + schema) for schema in schemas],
        discriminator=Discriminator(
            property_name=tag, mapping={value: REF + schema for value, schema in variants.items()}
        ),
        description=f"What an `event: {names[0]}` frame carries, of any game: one of {', '.join(schemas)} by `{tag}`",
    )
    return name


def _told_apart(components: dict[str, Schema], schemas: list[str]) -> tuple[str, dict[str, str]]:
    """The property every schema requires, as a constant of its own; each schema by its value."""
    for prop in components[schemas[0]].properties or {}:
        variants = {
            value: schema
            for schema in schemas
            if prop in (components[schema].required or []) and (value := _constant(components[schema], prop))
        }
        if len(variants) == len(schemas):
            return prop, variants
    raise AssertionError(f"nothing tells {', '.join(schemas)} apart")


def _constant(schema: Schema, prop: str) -> str | None:
    value = (schema.properties or {}).get(prop)
    return value.const if isinstance(value, Schema) and isinstance(value.const, str) else None


def _event_names(schema: Schema) -> list[str]:
    event = (schema.properties or {}).get("event")
    if not isinstance(event, Schema) or event.discriminator is None:
        return []
    return list(event.discriminator.mapping or {})


def _frame(carried: str, names: list[str], *, numbered: bool) -> Schema:
    """A frame's schema; its `id` is required if every frame of its stream has one."""
    return Schema(
        type=OpenAPIType.OBJECT,
        required=["id", "event", "data"] if numbered else ["event", "data"],
        properties={
            "id": Schema(type=OpenAPIType.STRING, pattern="^[0-9]+$"),
            "event": Schema(type=OpenAPIType.STRING, enum=names),
            "data": Schema(
                type=OpenAPIType.STRING, content_media_type="application/json", content_schema=Reference(REF + carried)
            ),
        },
    )


def _tag(components: dict[str, Schema], variant: object) -> str | None:
    if not isinstance(variant, Reference):
        return None
    target = components.get(variant.ref.rsplit("/", 1)[-1])
    prop = (target.properties or {}).get(TAG) if isinstance(target, Schema) else None
    return prop.const if isinstance(prop, Schema) and isinstance(prop.const, str) else None


def _schemas(node: object, seen: set[int] | None = None) -> Iterator[Schema]:
    """Every Schema object reachable from `node` (the spec's dataclasses, lists and dicts)."""
    seen = set() if seen is None else seen
    if id(node) in seen:
        return
    seen.add(id(node))
    if isinstance(node, Schema):
        yield node
    if isinstance(node, dict):
        children = list(node.values())
    elif isinstance(node, (list, tuple)):
        children = list(node)
    elif is_dataclass(node):
        children = [getattr(node, f.name) for f in fields(node)]
    else:
        return
    for child in children:
        yield from _schemas(child, seen)
