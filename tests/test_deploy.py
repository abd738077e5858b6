"""The image's build, checked without Docker: BuildKit sends the build context (the
repository) filtered by deploy/Dockerfile.dockerignore, the ignore file beside the
Dockerfile; every COPY source of deploy/Dockerfile must get through it (else the build
fails: "not found"), nothing else should, and the image must get every package of the
server's distribution."""

from __future__ import annotations

import json
import os
import re
import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = ROOT / "deploy" / "Dockerfile"
IGNORE = ROOT / "deploy" / "Dockerfile.dockerignore"


def instructions(text: str) -> list[tuple[str, str]]:
    """(instruction, its arguments) of a Dockerfile, continuation lines joined."""
    found, pending = [], ""
    for line in text.splitlines():
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        if pending and line.lstrip().startswith("#"):  # a comment inside a continued instruction
            continue
        whole, pending = pending + line, ""
        keyword, _, arguments = whole.strip().partition(" ")
        found.append((keyword.upper(), arguments.strip()))
    return found


def copy_sources() -> list[str]:
    """The sources COPY (and ADD) take from the build context (not from another stage)."""
    sources = []
    for keyword, arguments in instructions(DOCKERFILE.read_text()):
        if keyword not in ("COPY", "ADD"):
            continue
        words = shlex.split(arguments)
        flags = [w for w in words if w.startswith("--")]
        if any(flag.startswith("--from=") for flag in flags):
            continue
        paths = [w for w in words if not w.startswith("--")]
        if paths and paths[0].startswith("["):  # the JSON form
            paths = json.loads(" ".join(paths))
        sources += [os.path.normpath(source).lstrip("/") for source in paths[:-1]]
    return sources


def ignore_rules() -> list[tuple[bool, str, re.Pattern]]:
    """(let in, pattern, regex) per line of the ignore file, in order, as Docker reads
    them (moby/patternmatcher): `*` and `?` stay within a path segment, `**` spans any
    number of them, a leading `!` lets in again what an earlier line left out."""
    rules = []
    for line in IGNORE.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        negated = line.startswith("!")
        pattern = os.path.normpath(line[1:].strip() if negated else line).lstrip("/")
        assert "[" not in pattern and "\\" not in pattern, f"this check does not read {line!r}"
        regex = ""
        for part in re.split(r"(\*\*/|\*\*|\*|\?)", pattern):
            regex += {"**/": "(?:.*/)?", "**": ".*", "*": "[^/]*", "?": "[^/]"}.get(part, re.escape(part))
        rules.append((negated, pattern, re.compile(regex)))
    return rules


def let_in(path: str, rules: list[tuple[bool, str, re.Pattern]]) -> bool:
    """Whether the build context holds `path`: the last line matching it or one of its
    parent folders decides."""
    parts = path.split("/")
    sent = True
    for negated, _, regex in rules:
        if any(regex.fullmatch("/".join(parts[:n])) for n in range(1, len(parts) + 1)):
            sent = negated
    return sent


def test_the_ignore_file_is_read_as_docker_reads_it():
    rules = [
        (False, "*", re.compile("[^/]*")),
        (True, "engines", re.compile("engines")),
        (True, "deploy/constraints.txt", re.compile(r"deploy/constraints\.txt")),
        (False, "**/__pycache__", re.compile("(?:.*/)?__pycache__")),
    ]
    assert [(n, p) for n, p, _ in ignore_rules()][:1] == [(False, "*")]
    assert let_in("engines/core/fold.py", rules) and let_in("deploy/constraints.txt", rules)
    assert not let_in("deploy/compose.yaml", rules) and not let_in("clients/bots/x.py", rules)
    assert not let_in("engines/__pycache__/x.pyc", rules) and not let_in("engines/a/__pycache__/x.pyc", rules)


def test_every_copy_source_gets_into_the_build_context():
    rules, sources = ignore_rules(), copy_sources()
    assert {"pyproject.toml", "engines", "service", "deploy/constraints.txt"} <= set(sources)
    for source in sources:
        path = ROOT / source
        assert path.exists(), f"the Dockerfile copies {source}, which is not in the repository"
        assert let_in(source, rules), f"the Dockerfile copies {source}, which {IGNORE.name} leaves out"
        if path.is_dir():  # and everything in it, but the bytecode caches
            for folder, dirs, files in os.walk(path):
                dirs[:] = [d for d in dirs if d != "__pycache__"]
                for name in files:
                    inside = Path(folder, name).relative_to(ROOT).as_posix()
                    assert let_in(inside, rules), f"{IGNORE.name} leaves out {inside}"


def test_the_ignore_file_lets_in_nothing_the_image_is_not_built_from():
    sources = copy_sources()
    for negated, pattern, _ in ignore_rules():
        if negated:
            assert any(pattern == s or pattern.startswith(s + "/") for s in sources), (
                f"{IGNORE.name} lets in {pattern}, which the Dockerfile does not copy"
            )


def test_the_image_gets_every_package_and_command_of_the_server():
    """The image installs the repository's distribution (pyproject.toml) from what it
    copied: each package that distribution finds, and each command's module, must be
    there."""
    sources, project = copy_sources(), tomllib.loads((ROOT / "pyproject.toml").read_text())
    find = project["tool"]["setuptools"]["packages"]["find"]
    packages = set()
    for where in find.get("where", ["."]):
        for pattern in find["include"]:
            top = pattern.rstrip("*").rstrip(".")
            if (ROOT / where / top / "__init__.py").exists():
                packages.add(top)
                copied = os.path.normpath(os.path.join(where, top))
                assert any(copied == s or copied.startswith(s + "/") for s in sources), (
                    f"the distribution holds {copied}, which the Dockerfile does not copy"
                )
    for command, target in project["project"]["scripts"].items():
        assert target.split(".")[0] in packages, f"{command} runs {target}, a module the image would not have"
