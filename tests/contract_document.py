"""The OpenAPI document as the contract the server's answers are held to (tests/contract.py):
its operations found by method and path, and validators of its schemas, each compiled
once, under plain JSON Schema 2020-12 (what generated clients and app backends assume),
every `$ref` resolved against the whole document.

Each schema is compiled by two implementations of 2020-12: jsonschema_rs says whether an
instance is valid (in about 10 us where jsonschema takes 2-3 ms for a match's view, and
the suite receives tens of thousands), and jsonschema's Draft202012Validator, with
`referencing`, gives the verdict and its message when it says no. Should they disagree,
that is a violation too. Formats are asserted by both (date-time: rfc3339-validator)."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jsonschema_rs
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry
from referencing.jsonschema import DRAFT202012

DOCUMENT = Path(__file__).parents[1] / "openapi" / "openapi.json"
BASE = "urn:tabletop:openapi"  # (the document's URI: its refs are `#/components/...`)
MESSAGE_LENGTH = 240  # (a failed `oneOf` names its whole instance: a frame or a view can be 100 KB)


class Violation(AssertionError):
    """What the server sent is not what the document says it sends."""


def pointer(*parts: object) -> str:
    """A JSON pointer (RFC 6901) to `parts`."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in parts)


def fail(where: str, error: ValidationError) -> Violation:
    message = error.message if len(error.message) <= MESSAGE_LENGTH else error.message[:MESSAGE_LENGTH] + "..."
    return Violation(f"{where}: at {pointer(*error.absolute_path) or '/'}: {message}")


@dataclass(frozen=True)
class Schema:
    """A schema of the document, compiled by both validators."""

    fast: Any  # (jsonschema_rs.Validator)
    slow: Draft202012Validator

    def is_valid(self, instance: object) -> bool:
        return bool(self.fast.is_valid(instance))

    def check(self, instance: object, where: str) -> None:
        if self.fast.is_valid(instance):
            return
        errors = self.slow.iter_errors(instance)
        first = next(errors, None)
        if first is None:
            refusal = next(iter(self.fast.iter_errors(instance))).message[:MESSAGE_LENGTH]
            raise Violation(f"{where}: jsonschema_rs refuses it ({refusal}), jsonschema accepts it")
        raise fail(where, best_match(itertools.chain([first], errors)) or first)


@dataclass(frozen=True)
class Branch:
    """One kind of frame a stream sends: the frame's schema, and its data's (contentSchema)."""

    frame: Schema
    data: Schema | None


class Contract:
    def __init__(self, document: Mapping[str, Any]) -> None:
        self.document = document
        self.registry: Registry[Any] = Registry().with_resource(BASE, DRAFT202012.create_resource(document))
        self.fast_registry = jsonschema_rs.Registry([(BASE, document)])
        self.compiled: dict[str, Schema] = {}
        self.kinds: dict[str, tuple[Branch, ...]] = {}
        paths: Mapping[str, Any] = document["paths"]
        # A path without templated segments wins over one with (/players/me over /players/{player_id}).
        self.literal = {path: path for path in paths if "{" not in path}
        templated = sorted((p for p in paths if "{" in p), key=lambda p: -len(re.sub(r"\{[^}]+\}", "", p)))
        self.templated = [(re.compile(re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(p)) + "$"), p) for p in templated]

    @classmethod
    def load(cls, path: Path = DOCUMENT) -> Contract:
        return cls(json.loads(path.read_text()))

    def template(self, path: str) -> str | None:
        """The document's path that `path` is an instance of."""
        if path in self.literal:
            return path
        return next((template for pattern, template in self.templated if pattern.match(path)), None)

    def operation(self, template: str, method: str) -> Mapping[str, Any] | None:
        found = self.document["paths"][template].get(method.lower())
        return found if isinstance(found, Mapping) else None

    def validator(self, at: str) -> Schema:
        """The schema at the document's pointer `at`, compiled once."""
        if at not in self.compiled:
            self.compiled[at] = self.compile(at)
        return self.compiled[at]

    def compile(self, at: str) -> Schema:
        schema = {"$ref": f"{BASE}#{quote(at, safe='/~')}"}
        return Schema(
            jsonschema_rs.Draft202012Validator(schema, registry=self.fast_registry, validate_formats=True),
            Draft202012Validator(schema, registry=self.registry, format_checker=Draft202012Validator.FORMAT_CHECKER),
        )

    def check(self, at: str, instance: object, where: str) -> None:
        self.validator(at).check(instance, where)

    def response(self, template: str, method: str, status: int) -> str | None:
        """The pointer to the response the operation documents for `status` (exact, then
        its class as 4XX, then default); None when it documents none."""
        responses = self.document["paths"][template][method.lower()]["responses"]
        found = next((key for key in (str(status), f"{status // 100}XX", "default") if key in responses), None)
        return None if found is None else pointer("paths", template, method.lower(), "responses", found)

    def at(self, at: str) -> Any:
        node: Any = self.document
        for part in at.split("/")[1:]:
            key = part.replace("~1", "/").replace("~0", "~")
            node = node[int(key)] if isinstance(node, list) else node[key]
        return node

    def branches(self, at: str) -> tuple[Branch, ...]:
        """The kinds of frame a stream's frame schema at `at` allows (its oneOf's branches)."""
        if at not in self.kinds:
            self.kinds[at] = self.frame_kinds(at)
        return self.kinds[at]

    def frame_kinds(self, at: str) -> tuple[Branch, ...]:
        schema = self.at(at)
        places = [pointer("oneOf", n) for n in range(len(schema["oneOf"]))] if "oneOf" in schema else [""]
        found = []
        for place in places:
            data = self.at(at + place).get("properties", {}).get("data", {})
            content = at + place + pointer("properties", "data", "contentSchema") if "contentSchema" in data else None
            found.append(Branch(self.validator(at + place), None if content is None else self.validator(content)))
        return tuple(found)

    def check_frame(self, at: str, frame: Mapping[str, str], where: str) -> None:
        """A stream's frame ({id, event, data} as sent) against the frame schema at `at`,
        and its data, decoded, against the contentSchema of the branch it matched: in
        2020-12 contentSchema is an annotation, asserted by no validator."""
        self.check(at, frame, where)
        branch = next(branch for branch in self.branches(at) if branch.frame.is_valid(frame))
        if branch.data is None:
            return
        try:
            data = json.loads(frame["data"])
        except ValueError as exc:
            raise Violation(f"{where}: its data is not JSON ({exc})") from None
        branch.data.check(data, f"{where} data")

    def check_delivery(self, headers: Mapping[str, str], body: bytes) -> str:
        """A webhook delivery the server POSTs against webhooks[<its type>].post: its
        headers and its body. Returns the type."""
        try:
            parsed = json.loads(body)
            kind = str(parsed["type"])
        except (ValueError, KeyError, TypeError) as exc:
            raise Violation(f"webhook delivery: its body is not JSON with a type ({exc!r})") from None
        where = f"webhook delivery {kind!r}"
        if kind not in self.document.get("webhooks", {}):
            raise Violation(f"{where}: the document's webhooks name no {kind!r}")
        post = pointer("webhooks", kind, "post")
        self.check_headers(post, headers, where)
        self.check(post + pointer("requestBody", "content", "application/json", "schema"), parsed, where)
        return kind

    def check_headers(self, operation: str, headers: Mapping[str, str], where: str) -> None:
        for n, parameter in enumerate(self.at(operation).get("parameters", [])):
            if parameter["in"] != "header":
                continue
            value = headers.get(parameter["name"])
            if value is None:
                if parameter.get("required"):
                    raise Violation(f"{where}: no {parameter['name']} header")
                continue
            self.check(operation + pointer("parameters", n, "schema"), value, f"{where} header {parameter['name']}")


def media_type(content_type: str | None) -> str:
    return (content_type or "").partition(";")[0].strip().lower()


def is_json(media: str) -> bool:
    return media == "application/json" or media.endswith("+json")


class FrameReader:
    """An event stream's frames ({id, event, data}: the fields as sent, data's lines
    joined) out of its bytes as they come; comments (keep-alives) are no frames."""

    def __init__(self) -> None:
        self.pending = b""
        self.fields: dict[str, str] = {}

    def feed(self, chunk: bytes) -> Iterable[dict[str, str]]:
        *lines, self.pending = (self.pending + chunk).split(b"\n")
        for raw in lines:
            line = raw.removesuffix(b"\r").decode()
            if not line:
                if self.fields:
                    yield self.fields
                self.fields = {}
            elif not line.startswith(":"):
                field, _, value = line.partition(":")
                value = value.removeprefix(" ")
                if field == "data" and "data" in self.fields:
                    value = self.fields["data"] + "\n" + value
                if field in ("id", "event", "data"):
                    self.fields[field] = value
