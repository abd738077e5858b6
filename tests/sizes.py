"""The size rules `make check` keeps: no module over 400 lines, no function over 60.

`python tests/sizes.py` prints each module and function over its limit as
path:line and its size, and exits 1 when there is one. A module's size is its
lines; a function's (methods and nested functions too) is `end_lineno - lineno + 1`,
its decorators left out, its docstring counted. It reads the service, the engines,
the client's hand-written modules (clients/generate.py's HAND_WRITTEN: the rest of the
package is generated) and the bots; `python tests/sizes.py PATH...` reads other files.
"""

from __future__ import annotations

import ast
import importlib.util
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MODULE_LINES = 400
FUNCTION_LINES = 60


def checked() -> Iterator[Path]:
    """The modules the rules hold: everything written by hand that ships, Alembic's
    revisions too (the next one is written by hand as well)."""
    for folder in ("service", "engines", "clients/bots/tabletop_bots"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = path.relative_to(ROOT).parts
            if "build" not in parts:
                yield path
    spec = importlib.util.spec_from_file_location("generate", ROOT / "clients" / "generate.py")
    assert spec and spec.loader
    generate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generate)
    yield from (generate.PACKAGE / name for name in generate.HAND_WRITTEN)


def sizes(source: str, name: str) -> Iterator[tuple[int, int, str, int]]:
    """(line, size, what, limit) for the module and each of its functions, nested ones too."""
    yield 1, len(source.splitlines()), "module", MODULE_LINES
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            size = (node.end_lineno or node.lineno) - node.lineno + 1
            yield node.lineno, size, f"function {node.name}", FUNCTION_LINES


def report(paths: Iterable[Path]) -> list[str]:
    """One line for each module or function over its limit."""
    found = []
    for path in paths:
        shown = str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
        for line, size, what, limit in sorted(sizes(path.read_text(encoding="utf-8"), shown)):
            if size > limit:
                found.append(f"{shown}:{line}: {what} is {size} lines, over {limit}")
    return found


def main(argv: list[str]) -> int:
    found = report([Path(arg).resolve() for arg in argv] if argv else checked())
    for line in found:
        print(line, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
