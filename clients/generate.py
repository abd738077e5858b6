"""Regenerate clients/python/tabletop_client from openapi/openapi.json.

`python clients/generate.py` rewrites the package; `--check` only says whether
the checked-in package matches what the generator makes now (the drift test).

openapi-python-client writes the operations and models; this script adds
`games.py` (each game's operations as the SDK sends them, and its actions built without
their `type` tag, typed from the generated models), a HEADER line atop every generated
module (.gitattributes marks them linguist-generated), and `_version.py` (the API's
version, which is the package's); it writes the same version into the bots' and the engines'
packages (clients/bots/tabletop_bots/_version.py, engines/_version.py): one version, the server's.
What this script writes is kept to the repository's lint and format (ruff, as pyproject.toml
configures it) and strict types, like the hand-written modules; openapi-python-client's own
output is excluded from those checks (pyproject.toml).
"""

from __future__ import annotations

import ast
import copy
import filecmp
import json
import keyword
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

CLIENTS = Path(__file__).resolve().parent
SPEC = CLIENTS.parent / "openapi" / "openapi.json"
PACKAGE = CLIENTS / "python" / "tabletop_client"
BOTS_VERSION = CLIENTS / "bots" / "tabletop_bots" / "_version.py"
ENGINES_VERSION = CLIENTS.parent / "engines" / "_version.py"
# The other packages of the repository that carry the one version, beside the client.
VERSIONED = {"tabletop_bots/_version.py": BOTS_VERSION, "engines/_version.py": ENGINES_VERSION}
# Written by hand inside the package: kept through regeneration, not compared.
HAND_WRITTEN = (
    "__init__.py",
    "verify.py",
    "sdk.py",
    "seat.py",
    "events.py",
    "calls.py",
    "refusals.py",
    "sse.py",
    "game_api.py",
)
PYPROJECT = CLIENTS.parent / "pyproject.toml"  # ruff's settings
# The operations a game's `GameApi` names (its operation ids are `<game>_<name>`).
OPERATIONS = (
    "abort",
    "act",
    "claim_seat",
    "create_match",
    "events",
    "export",
    "get_match",
    "legal_actions",
    "list_matches",
    "resign",
    "seek",
)
# A game's models of the lobby (game_api.py's LobbyModels): field -> the model's name after the game's.
LOBBY_MODELS = {
    "new_challenge": "NewChallenge",
    "challenge": "Challenge",
    "new_seek": "NewSeek",
    "seek": "Seek",
    "started": "MatchStarted",
    "turn": "Turn",
}
Spec = dict[str, Any]  # JSON of the OpenAPI document, or a part of it
# The first line of every module this script writes into the package (openapi-python-client's too).
HEADER = "# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit."
# GameApi's attributes and methods (game_api.py), which an action's method must not hide.
GAME_API_NAMES = {"id", "title", "operations", "act_request", "create_request", "lobby", "action", "model", "url"}


def as_the_generator_reads(spec: Spec) -> Spec:
    """The document as the generator is to read it. The schema of a text/event-stream
    response describes one frame (as OpenAPI 3.1 tools read it), and the generator would
    parse the whole body by it: the body is handed over as text instead, which `sse.py`
    reads frame by frame (the frames' data are models of their own, MatchFrame...). A
    tuple's `items: false` (no item past its prefixItems) is left out: the generator
    takes only a schema there, and types the tuple by its prefixItems. What the server
    POSTs to webhooks is no call of the client's: the `webhooks` and their bodies are
    left out (the generator cannot take a union within an allOf, as a body's data is)."""
    for item in spec["paths"].values():
        for operation in item.values():
            for response in operation.get("responses", {}).values():
                stream = response.get("content", {}).get("text/event-stream")
                if stream is not None:
                    stream["schema"] = {"type": "string"}
    for item in spec.pop("webhooks", {}).values():
        body = item["post"]["requestBody"]["content"]["application/json"]["schema"]
        del spec["components"]["schemas"][body["$ref"].rsplit("/", 1)[1]]
    read: Spec = _without_closed_items(spec)
    return read


def _without_closed_items(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: _without_closed_items(v) for k, v in node.items() if not (k == "items" and v is False)}
    if isinstance(node, list):
        return [_without_closed_items(v) for v in node]
    return node


def generate(into: Path) -> Path:
    target = into / "tabletop_client"
    spec = json.loads(SPEC.read_text())
    read = into / "openapi.json"
    read.write_text(json.dumps(as_the_generator_reads(copy.deepcopy(spec))))
    subprocess.run(
        [
            sys.executable,
            "-m",
            "openapi_python_client",
            "generate",
            "--path",
            str(read),
            "--meta",
            "none",
            "--output-path",
            str(target),
            "--config",
            str(CLIENTS / "config.yaml"),
            "--overwrite",
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    for module in target.rglob("*.py"):
        module.write_text(f"{HEADER}\n{module.read_text()}")
    (target / "_version.py").write_text(version_module(spec))
    (target / "games.py").write_text(games_module(spec, target / "models"))
    tidy(target / "games.py")
    return target


def tidy(module: Path) -> None:
    """Imports sorted and the code formatted by ruff, with the repository's settings."""
    ruff = [sys.executable, "-m", "ruff"]
    subprocess.run(
        [*ruff, "check", "--config", str(PYPROJECT), "--select", "I", "--fix", "--quiet", str(module)], check=True
    )
    subprocess.run([*ruff, "format", "--config", str(PYPROJECT), "--quiet", str(module)], check=True)


def version_module(spec: Spec) -> str:
    return (
        '"""The version of the API (openapi/openapi.json, the server\'s), which is this package\'s:\n'
        'written by clients/generate.py."""\n\n'
        f"__version__ = {json.dumps(spec['info']['version'])}\n"
    )


def snake(name: str) -> str:
    """The module name openapi-python-client gives a model class."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


def fields(model_file: Path, class_name: str) -> list[tuple[str, str, str | None]]:
    """(attribute, annotation, default source) of a generated model's fields, as written."""
    tree = ast.parse(model_file.read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == class_name)
    return [
        (n.target.id, ast.unparse(n.annotation), ast.unparse(n.value) if n.value else None)
        for n in cls.body
        if isinstance(n, ast.AnnAssign)
        and isinstance(n.target, ast.Name)
        and n.target.id not in ("type_", "additional_properties")
    ]


def is_enum(prop: Spec, schemas: Spec) -> bool:
    ref = prop.get("$ref")
    return "enum" in (schemas[ref.rsplit("/", 1)[1]] if ref else prop)


def action_method(tag: str, name: str, schema: Spec, schemas: Spec, models: Path) -> tuple[str, set[str]]:
    """A method building the action `tag` (model `name`): its source and the model names it uses."""
    method = tag if tag.isidentifier() and not keyword.iskeyword(tag) else f"{tag}_"
    if method in GAME_API_NAMES:
        raise SystemExit(f"action {tag!r} would hide GameApi.{method}: rename it in generate.py")
    params, names, used = [], [], {name}
    for attribute, annotation, default in fields(models / f"{snake(name)}.py", name):
        if attribute not in schema["properties"]:
            raise SystemExit(f"{name}.{attribute} is not a JSON property: teach generate.py its name")
        annotation = annotation.replace(" | Unset", "")
        used.update(re.findall(r"\b[A-Z]\w+", annotation))
        if is_enum(schema["properties"][attribute], schemas):
            annotation += " | str"
        params.append(f"{attribute}: {annotation}" + (f" = {default}" if default else ""))
        names.append(attribute)
    args = "".join(f", {attribute}={attribute}" for attribute in names)
    source = (
        f"    def {method}(self{', *, ' if params else ''}{', '.join(params)}) -> {name}:\n"
        f"        return action({name}, {tag!r}{args})\n"
    )
    return source, used


def games_module(spec: Spec, models: Path) -> str:
    schemas = spec["components"]["schemas"]
    games: dict[str, str] = {}  # game id -> its title
    for path, operations in sorted(spec["paths"].items()):
        match = re.fullmatch(r"/games/(\w+)", path)
        if match:
            games[match[1]] = operations["get"]["tags"][0]
    imports: set[str] = set()
    classes, instances = [], []
    for game, title in games.items():
        name = title.replace(" ", "")
        mapping = schemas[f"{name}ActRequest"]["properties"]["action"]["discriminator"]["mapping"]
        methods, tags = [], []
        for tag, ref in sorted(mapping.items()):
            model = ref.rsplit("/", 1)[1]
            source, used = action_method(tag, model, schemas[model], schemas, models)
            methods.append(source)
            tags.append(f"{tag!r}: {model}")
            imports |= used
        lobby = {field: f"{name}{model}" for field, model in LOBBY_MODELS.items()}
        imports |= {f"{name}ActRequest", f"{name}CreateMatch", *lobby.values()}
        classes.append(
            f"class {name}(GameApi):\n"
            f'    """{title}: its operations, and its actions built by name."""\n\n'
            f"    ACTIONS: ClassVar[ActionTypes] = {{{', '.join(tags)}}}\n\n" + "\n".join(methods)
        )
        operations = ", ".join(f"{op}={operation(spec, f'{game}_{op}', imports)}" for op in OPERATIONS)
        lobby_models = ", ".join(f"{field}={model}" for field, model in lobby.items())
        instances.append(
            f"{game} = {name}({game!r}, {title!r}, Operations({operations}), {name}ActRequest, "
            f"{name}CreateMatch, LobbyModels({lobby_models}))"
        )
    # (laid out by `tidy`)
    return (
        f"{HEADER}\n"
        '"""Each hosted game\'s operations (their method, path and answer\'s model) and its actions,\n'
        'built without their `type` tag: `babel.travel(site="perser")`."""\n\n'
        "from __future__ import annotations\n\n"
        "from typing import ClassVar\n\n"
        "from .game_api import ActionTypes, GameApi, LobbyModels, Operation, Operations, action\n"
        f"from .models import {', '.join(sorted(imports))}\n\n\n"
        + "\n\n".join(classes)
        + "\n\n"
        + "\n".join(instances)
        + "\n\n"
        "GAMES: dict[str, GameApi] = {" + ", ".join(f"{g!r}: {g}" for g in games) + "}\n"
    )


def operation(spec: Spec, operation_id: str, models: set[str]) -> str:
    """`Operation(method, path, answer)` of the operation `operation_id` (its success's model
    added to `models`)."""
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if op.get("operationId") == operation_id:
                success = next(r for status, r in sorted(op["responses"].items()) if status.startswith("2"))
                answer = success["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
                models.add(answer)
                return f"Operation({method.upper()!r}, {path!r}, {answer})"
    raise SystemExit(f"the document has no operation {operation_id!r}: teach generate.py its name")


def differences(left: Path, right: Path, ignore: tuple[str, ...] = ()) -> list[str]:
    cmp = filecmp.dircmp(left, right, ignore=["__pycache__", *ignore])
    found = [*cmp.left_only, *cmp.right_only, *cmp.diff_files]
    for name in cmp.common_dirs:
        found += [f"{name}/{d}" for d in differences(left / name, right / name)]
    return found


def main() -> int:
    one_version = version_module(json.loads(SPEC.read_text()))
    with tempfile.TemporaryDirectory() as tmp:
        fresh = generate(Path(tmp))
        if "--check" in sys.argv:
            drift = differences(fresh, PACKAGE, HAND_WRITTEN) if PACKAGE.exists() else ["tabletop_client/"]
            drift += [name for name, path in VERSIONED.items() if not path.exists() or path.read_text() != one_version]
            print("\n".join(drift) or "client is up to date")
            return 1 if drift else 0
        for path in VERSIONED.values():
            path.write_text(one_version)
        for name in HAND_WRITTEN:
            shutil.copy2(PACKAGE / name, fresh / name)
        shutil.rmtree(PACKAGE, ignore_errors=True)
        shutil.copytree(fresh, PACKAGE, ignore=shutil.ignore_patterns("__pycache__"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
