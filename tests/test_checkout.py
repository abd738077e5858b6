"""A checkout as a newcomer leaves it: what the documented commands write in it is ignored
by git and by the static checks, and the front page and the README describe the same example."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
NUMBERS = {8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}  # an example's length


def test_what_a_local_server_leaves_is_ignored_by_git():
    # ./tabletop.db (make serve's default), its WAL files and the sweeper's lock (service/store/sqlite.py)
    written = ["tabletop.db", "tabletop.db-wal", "tabletop.db-shm", "tabletop.db.sweeper"]
    ignored = subprocess.run(["git", "check-ignore", *written], cwd=ROOT, capture_output=True, text=True)
    assert ignored.stdout.split() == written, ignored.stderr


def test_the_static_checks_leave_out_a_build_in_the_checkout(tmp_path):
    """`pip install './engines[pettingzoo]'` from the checkout leaves engines/build/lib/: mypy
    and ruff, under the repository's configuration, read the sources and not that copy."""
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    (tmp_path / "engines").mkdir()
    (tmp_path / "engines" / "__init__.py").write_text("")
    copy = tmp_path / "engines" / "build" / "lib" / "engines" / "envs"
    copy.mkdir(parents=True)
    for folder in (copy.parent, copy):
        (folder / "__init__.py").write_text("")
    # As the build's copy of engines/envs/pettingzoo.py: a class of an untyped library, and
    # no lint (an unused import)
    (copy / "pettingzoo.py").write_text("import os\n\nimport pettingzoo\n\n\nclass Env(pettingzoo.AECEnv):\n    pass\n")
    mypy = subprocess.run(
        [BIN / "mypy", "--cache-dir", str(tmp_path / "cache"), "engines"], cwd=tmp_path, capture_output=True, text=True
    )
    assert mypy.returncode == 0 and "1 source file" in mypy.stdout, mypy.stdout
    ruff = subprocess.run([BIN / "ruff", "check", "--no-cache", "."], cwd=tmp_path, capture_output=True, text=True)
    assert ruff.returncode == 0, ruff.stdout


def test_the_front_page_and_the_readme_count_the_example_alike():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    example = re.search(r"```python\n(.*?)```", readme, re.S)[1]
    lines = f"in {NUMBERS[len(example.splitlines())]} lines"
    front = (ROOT / "service/http/viewer/templates/index.html").read_text(encoding="utf-8")
    assert f"A bot {lines}" in readme and lines in " ".join(front.split())
