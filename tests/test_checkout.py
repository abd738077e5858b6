"""A checkout as a newcomer leaves it: what the documented commands write in it is ignored
by git and by the static checks, and the front page and the README describe the same example."""

from __future__ import annotations

import ast
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

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


def installed_by(target: str, venv: Path) -> set[str]:
    """The distributions `make TARGET` installs into a new venv, as its packages' requirements say."""
    recipe = subprocess.run(
        ["make", "-n", target, f"VENV={venv}"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    wanted = []
    for line in recipe.stdout.splitlines():
        for word in shlex.split(line)[1:] if " pip install " in line else []:
            if word.startswith("."):  # a package of the repository, with its extras: ./engines[pettingzoo]
                folder, _, extras = word.partition("[")
                project = tomllib.loads((ROOT / folder / "pyproject.toml").read_text(encoding="utf-8"))["project"]
                wanted.append(Requirement(f"{project['name']}[{extras}" if extras else project["name"]))
    found: set[str] = set()
    while wanted:
        requirement = wanted.pop()
        name = metadata.distribution(requirement.name).metadata["Name"].lower()
        if name in found and not requirement.extras:
            continue
        found.add(name)
        for text in metadata.requires(name) or []:
            needed = Requirement(text)
            extras = requirement.extras or {""}
            if needed.marker is None or any(needed.marker.evaluate({"extra": extra}) for extra in extras):
                wanted.append(needed)
    return found


def test_the_training_example_runs_after_the_guides_install_step(tmp_path):
    """The training guide runs clients/bots/examples/babel_policy.py after `make training`,
    which installs every module the example imports (NumPy, PettingZoo, the bots)."""
    guide = (ROOT / "docs/guides/bots/training.md").read_text(encoding="utf-8")
    [block] = [b for b in re.findall(r"```sh\n(.*?)```", guide, re.S) if "babel_policy.py" in b]
    assert block.startswith("make training\n")
    example = ast.parse((ROOT / "clients/bots/examples/babel_policy.py").read_text(encoding="utf-8"))
    imported = {a.name for n in ast.walk(example) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module for n in ast.walk(example) if isinstance(n, ast.ImportFrom) and n.level == 0 and n.module}
    installed = installed_by("training", tmp_path / "venv")
    providers = metadata.packages_distributions()
    for module in {name.partition(".")[0] for name in imported} - set(sys.stdlib_module_names) - {"__future__"}:
        assert {d.lower() for d in providers[module]} & installed, f"{module}: not installed by make training"
