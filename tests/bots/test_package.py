"""The engines and the bots are packages of their own: `pip install ./engines
./clients/python ./clients/bots` brings nothing of the server (no litestar,
SQLAlchemy, uvicorn or alembic), and the arena runs there."""

from __future__ import annotations

import subprocess
import zipfile
from pathlib import Path

import pytest

from tests.packages import build_wheels, closure, fresh_environment, requirements

SERVER = {"tabletop", "litestar", "sqlalchemy", "uvicorn", "alembic", "asyncpg"}


@pytest.fixture(scope="module")
def wheels(tmp_path_factory) -> list[Path]:
    return build_wheels(tmp_path_factory.mktemp("wheels"), "engines", "clients/python", "clients/bots")


def test_the_engines_wheel_holds_the_engines_and_needs_msgspec_alone(wheels):
    with zipfile.ZipFile(wheels[0]) as archive:
        names = archive.namelist()
        info = next(name.split("/")[0] for name in names if name.endswith(".dist-info/METADATA"))
        metadata = archive.read(f"{info}/METADATA").decode()
    assert {name.split("/")[0] for name in names} == {"engines", info}
    for module in ("core/contract.py", "core/rules.py", "registry.py", "babel/game.py", "balam/game.py"):
        assert f"engines/{module}" in names
    assert [r.name for r in requirements(metadata) if r.marker is None] == ["msgspec"]
    # (the environments' libraries are extras: engines/envs)
    assert {r.name for r in requirements(metadata) if r.marker} == {"pettingzoo", "gymnasium", "numpy", "open-spiel"}


def test_the_bots_need_nothing_of_the_server(wheels):
    with zipfile.ZipFile(wheels[2]) as archive:
        info = next(name for name in archive.namelist() if name.endswith(".dist-info/METADATA"))
        declared = {r.name for r in requirements(archive.read(info).decode())}
    assert declared == {"tabletop-engines", "tabletop-client", "tqdm"}
    assert closure(declared) & SERVER == set()


def test_the_arena_runs_where_nothing_of_the_server_is(wheels, tmp_path):
    python = fresh_environment(tmp_path, wheels, {"msgspec", "httpx", "attrs", "python-dateutil", "tqdm"})
    # (run elsewhere than the repository, whose top level holds the server's packages)
    found = subprocess.run(
        [
            str(python),
            "-c",
            f"import importlib.util; print([m for m in {sorted(SERVER)!r} if importlib.util.find_spec(m)])",
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert found.stdout == "[]\n", found.stderr
    arena = subprocess.run(
        [
            str(python.parent / "tabletop-bot"),
            "arena",
            "--game",
            "babel",
            "--bots",
            "random,random",
            "--matches",
            "2",
            "--seed",
            "1",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert arena.returncode == 0, arena.stderr
    assert "random" in arena.stdout and "%" in arena.stdout
