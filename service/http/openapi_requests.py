"""The OpenAPI document's requests as strict as the server, and no stricter.

Litestar drops some limits of the request bodies (a list item's length, a zero
minimum, unknown fields being refused): msgspec, which enforces them, says what
they are, and they are copied into the document. So is what the server checks
beyond the types: no text taken may hold a NUL, and a time control is one of two
shapes.
"""

from __future__ import annotations

from typing import Any

import msgspec
from litestar.openapi.spec import OpenAPI, OpenAPIType, Operation, Parameter, Reference, Schema

from service.http.openapi import METHODS, REF

# JSON Schema keyword -> litestar's Schema attribute
LIMITS = {
    "minLength": "min_length",
    "maxLength": "max_length",
    "pattern": "pattern",
    "minimum": "minimum",
    "maximum": "maximum",
    "minItems": "min_items",
    "maxItems": "max_items",
    "additionalProperties": "additional_properties",
}


def copy_limits(document: OpenAPI, body_types: list[type]) -> OpenAPI:
    """Give the document's schemas of `body_types` (and what they contain) the limits
    msgspec enforces when decoding them."""
    components = document.components.schemas or {}
    _, enforced = msgspec.json.schema_components(body_types, ref_template="#/components/schemas/{name}")
    for name, source in enforced.items():
        target = components.get(name)
        if isinstance(target, Schema):
            _copy(source, target)
    return document


def _copy(source: dict[str, Any], target: Schema) -> None:
    for keyword, attribute in LIMITS.items():
        if keyword in source and getattr(target, attribute) is None:
            setattr(target, attribute, source[keyword])
    pairs = [(source.get("items"), target.items)]
    pairs += [(sub, (target.properties or {}).get(name)) for name, sub in source.get("properties", {}).items()]
    variants, target_variants = source.get("anyOf", []), target.one_of or []
    if len(variants) == len(target_variants):  # the same union, variant by variant
        pairs += list(zip(variants, target_variants, strict=True))
    for sub_source, sub_target in pairs:
        if isinstance(sub_source, dict) and isinstance(sub_target, Schema):
            _copy(sub_source, sub_target)


# Any text but NUL (U+0000), which the server refuses (service/bodies.py). Lone
# surrogates, refused too, cannot be said in a pattern; nor can JSON carry them.
NO_NUL = "^[^\\u0000]*$"


def exclude_nul(document: OpenAPI) -> OpenAPI:
    """Every text a request carries (in its body, parameters and headers) that the
    document does not already restrict (by a pattern, an enum or a constant) gets
    the pattern NO_NUL."""
    components = document.components.schemas or {}
    seen: set[int] = set()
    for item in (document.paths or {}).values():
        for method in METHODS:
            operation = getattr(item, method)
            if not isinstance(operation, Operation):
                continue
            body = operation.request_body
            media_types = body.content.values() if body is not None and not isinstance(body, Reference) else []
            roots = [media_type.schema for media_type in media_types]
            roots += [p.schema for p in operation.parameters or [] if isinstance(p, Parameter)]
            for root in roots:
                _exclude_nul(root, components, seen)
    return document


def _exclude_nul(node: object, components: dict[str, Schema], seen: set[int]) -> None:
    if isinstance(node, Reference):
        node = components.get(node.ref.removeprefix(REF))
    if not isinstance(node, Schema) or id(node) in seen:
        return
    seen.add(id(node))
    types = node.type if isinstance(node.type, (list, tuple)) else [node.type]
    restricted = node.pattern is not None or node.enum is not None or node.const is not None
    if OpenAPIType.STRING in types and not restricted:
        node.pattern = NO_NUL
    variants = [] if restricted else [*(node.one_of or []), *(node.any_of or []), *(node.all_of or [])]
    for child in [*variants, *(node.properties or {}).values(), node.items, node.additional_properties]:
        _exclude_nul(child, components, seen)


def add_time_control_shapes(document: OpenAPI) -> OpenAPI:
    """TimeControl as the two shapes the server takes (`TimeControl.problem` refuses
    any other with a 422), each named: a limit per decision, or a bank with an
    increment. The server reads a field sent as null as one left out, and an
    increment of 0 as none: each shape allows them. Run after `copy_limits`, whose
    limits of TimeControl's fields it takes."""
    components = document.components.schemas or {}
    fields = components["TimeControl"].properties or {}

    def given(name: str) -> Schema | Reference:  # the field given, not null
        field = fields[name]
        variants = field.one_of or [] if isinstance(field, Schema) else []
        return next(v for v in variants if not (isinstance(v, Schema) and v.type == OpenAPIType.NULL))

    null = Schema(type=OpenAPIType.NULL)
    shapes = {
        "PerDecisionTimeControl": Schema(
            description="Each decision within `per_decision_s` seconds",
            properties={
                "per_decision_s": given("per_decision_s"),
                "initial_s": null,
                "increment_s": Schema(type=OpenAPIType.INTEGER, minimum=0, maximum=0),
            },
            required=["per_decision_s"],
        ),
        "BankTimeControl": Schema(
            description="A bank of `initial_s` seconds per seat, and `increment_s` added after each decision",
            properties={"initial_s": given("initial_s"), "per_decision_s": null, "increment_s": fields["increment_s"]},
            required=["initial_s"],
        ),
    }
    for name, shape in shapes.items():
        shape.type, shape.title, shape.additional_properties = OpenAPIType.OBJECT, name, False
        components[name] = shape
    components["TimeControl"] = Schema(
        title="TimeControl",
        one_of=[Reference(REF + name) for name in shapes],
        description="A clock for every seat, of either shape (any other is refused: time-control-refused)",
    )
    return document
