"""Reference tables read off the code: every setting (service/settings.py: each field,
its default and the comment above it), every problem code (service/errors.py's
catalogue) and the command lines' help (their argparse parsers)."""

from __future__ import annotations

import argparse
import ast
import os
from pathlib import Path
from unittest import mock

from service import cli, settings
from service.errors import CATALOGUE
from tabletop_bots.cli import arena_parser, listen_parser, play_parser

HELP_WIDTH = "100"  # columns argparse wraps the help at, whatever the terminal building the site


def cell(text: str) -> str:
    """Text fit for a Markdown table's cell."""
    return " ".join(text.split()).replace("|", "\\|")


def shown(value: object) -> str:
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if value == "":
        return "(none)"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"`{value}`"


def commented_fields(source: str, struct: str) -> dict[str, str]:
    """Each field of the class `struct` in `source`, with the comment lines right above it."""
    lines = source.splitlines()
    tree = ast.parse(source)
    body = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == struct).body
    fields = {}
    for node in body:
        if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
            continue
        above: list[str] = []
        row = node.lineno - 2
        while row >= 0 and lines[row].strip().startswith("#"):
            above.insert(0, lines[row].strip().removeprefix("#").strip())
            row -= 1
        if not above:
            raise ValueError(f"service/settings.py: the field {node.target.id} has no comment above it")
        fields[node.target.id] = " ".join(above)
    return fields


def settings_table() -> str:
    fields = commented_fields(Path(settings.__file__).read_text(encoding="utf-8"), "Settings")
    defaults = settings.Settings()
    rows = [
        f"| `TABLETOP_{name.upper()}` | {shown(getattr(defaults, name))} | {cell(comment)} |"
        for name, comment in fields.items()
    ]
    return "\n".join(["| variable | default | what |", "|---|---|---|", *rows])


def problems_table() -> str:
    problems = sorted((kind.problem_type() for kind in CATALOGUE.values()), key=lambda p: (p.status, p.code))
    rows = [f"| {p.status} | `{p.code}` | {cell(p.title)} | {cell(p.description)} |" for p in problems]
    return "\n".join(["| status | code | title | meaning |", "|---|---|---|---|", *rows])


def subcommands(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    return [
        command
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
        for command in action.choices.values()
    ]


def command_lines() -> str:
    """Each command's `--help`, as its parser prints it."""
    tabletop = cli.parser()
    parsers = [tabletop, *subcommands(tabletop), play_parser(), arena_parser(), listen_parser()]
    sections = []
    with mock.patch.dict(os.environ, COLUMNS=HELP_WIDTH):
        for parser in parsers:
            sections.append(f"## `{parser.prog}`\n\n```text\n{parser.format_help().rstrip()}\n```\n")
    return "\n".join(sections)
