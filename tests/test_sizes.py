"""tests/sizes.py, the size rules `make check` keeps, finds what is over them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests import sizes


def function(name: str, lines: int, indent: str = "") -> str:
    """A function of `lines` lines: its def, a docstring, then statements."""
    body = [f'{indent}    """{name}."""'] + [f"{indent}    x = {i}" for i in range(lines - 2)]
    return "\n".join([f"{indent}def {name}():", *body]) + "\n"


def test_a_module_over_400_lines_is_found(tmp_path: Path) -> None:
    fits, over = tmp_path / "fits.py", tmp_path / "over.py"
    fits.write_text("x = 1\n" * 400)
    over.write_text("x = 1\n" * 401)
    assert sizes.report([fits]) == []
    assert sizes.report([over]) == [f"{over}:1: module is 401 lines, over 400"]


def test_a_function_over_60_lines_is_found_nested_or_a_method_too(tmp_path: Path) -> None:
    module = tmp_path / "functions.py"
    nested = "def outer():\n" + function("inner", 61, "    ") + "    return inner\n"
    method = "class C:\n" + function("method", 61, "    ")
    decorated = "@staticmethod\n" * 5 + function("decorated", 60)  # decorators are not counted
    module.write_text(function("fits", 60) + function("over", 61) + nested + method + decorated)
    assert sizes.report([module]) == [
        f"{module}:61: function over is 61 lines, over 60",
        f"{module}:122: function outer is 63 lines, over 60",
        f"{module}:123: function inner is 61 lines, over 60",
        f"{module}:186: function method is 61 lines, over 60",
    ]


def test_the_command_prints_each_offender_and_fails(tmp_path: Path) -> None:
    over = tmp_path / "over.py"
    over.write_text(function("long", 70))
    run = subprocess.run([sys.executable, sizes.__file__, str(over)], capture_output=True, text=True)
    assert (run.returncode, run.stderr) == (1, f"{over}:1: function long is 70 lines, over 60\n")
    over.write_text(function("short", 10))
    run = subprocess.run([sys.executable, sizes.__file__, str(over)], capture_output=True, text=True)
    assert (run.returncode, run.stderr) == (0, "")


def test_the_rules_read_the_client_by_hand_and_not_what_is_generated() -> None:
    read = {path.relative_to(sizes.ROOT).as_posix() for path in sizes.checked()}
    assert "clients/python/tabletop_client/sdk.py" in read
    assert "clients/bots/tabletop_bots/remote.py" in read
    assert "engines/maya/pyramids.py" in read
    assert not any("/api/" in path or "/models/" in path or path.endswith("games.py") for path in read)
