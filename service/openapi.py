"""The OpenAPI document, with what litestar leaves out of it.

Actions and events are tagged unions: every variant carries a constant `type`.
litestar emits them as plain `oneOf`; the discriminator added here lets client
generators in any language pick the variant by its tag instead of by trial.
"""

from __future__ import annotations

from dataclasses import fields

from litestar.openapi.spec import Discriminator, OpenAPI, Reference, Schema

TAG = "type"


def add_discriminators(document: OpenAPI) -> OpenAPI:
    components = document.components.schemas or {}
    for schema in _schemas(document):
        variants = schema.one_of or []
        tags = [_tag(components, variant) for variant in variants]
        if variants and all(tags):
            schema.discriminator = Discriminator(
                property_name=TAG, mapping={tag: variant.ref for tag, variant in zip(tags, variants)}
            )
    return document


def _tag(components: dict[str, Schema], variant: object) -> str | None:
    if not isinstance(variant, Reference):
        return None
    target = components.get(variant.ref.rsplit("/", 1)[-1])
    prop = (target.properties or {}).get(TAG) if isinstance(target, Schema) else None
    return prop.const if isinstance(prop, Schema) and isinstance(prop.const, str) else None


def _schemas(node: object, seen: set[int] | None = None):
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
    elif hasattr(node, "__dataclass_fields__"):
        children = [getattr(node, f.name) for f in fields(node)]
    else:
        return
    for child in children:
        yield from _schemas(child, seen)
