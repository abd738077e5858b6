"""The repository's packages as a user installs them: wheels built from their folders,
installed into a fresh virtual environment (no system site-packages) beside the
distributions they require, linked from this environment (no package index needed)."""

from __future__ import annotations

import importlib.metadata
import shutil
import subprocess
import sys
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
# The repository's own distributions: built here, never taken from this environment.
OURS = {"tabletop-engines", "tabletop-client", "tabletop-bots"}


def build_wheels(out: Path, *folders: str) -> list[Path]:
    """One wheel per folder of the repository, in the same order, each built from a copy
    (a build leaves its `build/` folder where it runs)."""
    wheels = []
    for folder in folders:
        source, target = out / "src" / folder, out / folder.replace("/", "-")
        shutil.copytree(ROOT / folder, source, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "wheel",
                "-q",
                "--no-deps",
                "--no-build-isolation",
                "-w",
                str(target),
                str(source),
            ],
            check=True,
            capture_output=True,
        )
        wheels.append(next(target.glob("*.whl")))
    return wheels


def requirements(metadata: str) -> list[Requirement]:
    return [Requirement(line.split(":", 1)[1]) for line in metadata.splitlines() if line.startswith("Requires-Dist:")]


def closure(names: set[str]) -> set[str]:
    """These distributions and everything they need (extras left out), as installed here."""
    seen: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for req in importlib.metadata.distribution(name).requires or []:
            requirement = Requirement(req)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    return seen


def fresh_environment(tmp: Path, wheels: list[Path], needs: set[str]) -> Path:
    """A virtual environment with `wheels` installed and the closure of `needs` beside
    them (but for the repository's own distributions, which come from the wheels): its
    python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(tmp / "venv")], check=True)
    python = tmp / "venv" / "bin" / "python"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "-q",
            "--no-deps",
            "--no-index",
            *map(str, wheels),
        ],
        check=True,
        capture_output=True,
    )
    deps = tmp / "deps"
    deps.mkdir()
    for name in closure(needs) - OURS:
        dist = importlib.metadata.distribution(name)
        for top in {Path(f).parts[0] for f in dist.files or [] if not str(f).startswith("..")}:
            if not (deps / top).exists():
                (deps / top).symlink_to(Path(dist.locate_file(top)))
    site = Path(
        subprocess.check_output([str(python), "-c", "import site; print(site.getsitepackages()[0])"], text=True).strip()
    )
    (site / "dependencies.pth").write_text(f"{deps}\n")
    return python
