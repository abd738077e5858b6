"""The client is a package of its own: its wheel holds `tabletop_client` only, asks
for httpx, attrs and python-dateutil only, carries the API's version, and works in
a fresh environment that has nothing of the server, where the guide's bot plays a
whole match against a live server."""

from __future__ import annotations

import re
import subprocess
import zipfile
from pathlib import Path

import pytest

from service.http.app import API_VERSION
from tests.packages import build_wheels, fresh_environment, requirements
from tests.service.live import live_server

ROOT = Path(__file__).resolve().parents[2]
DEPENDENCIES = {"httpx", "attrs", "python-dateutil"}
SERVER_MODULES = ("engines", "service", "tabletop_bots", "litestar", "sqlalchemy", "uvicorn", "alembic", "msgspec")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    return build_wheels(tmp_path_factory.mktemp("wheel"), "clients/python")[0]


def test_the_wheel_holds_the_client_alone_at_the_api_version(wheel):
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read(f"tabletop_client-{API_VERSION}.dist-info/METADATA").decode()
    assert {name.split("/")[0] for name in names} == {"tabletop_client", f"tabletop_client-{API_VERSION}.dist-info"}
    for module in ("sdk.py", "games.py", "refusals.py", "sse.py", "api/bali/bali_act.py", "models/bali_match.py"):
        assert f"tabletop_client/{module}" in names
    assert re.search(rf"^Version: {re.escape(API_VERSION)}$", metadata, re.M)
    assert {r.name for r in requirements(metadata) if r.marker is None} == DEPENDENCIES


@pytest.fixture(scope="module")
def client_python(wheel, tmp_path_factory) -> Path:
    return fresh_environment(tmp_path_factory.mktemp("fresh"), [wheel], DEPENDENCIES)


def test_a_fresh_environment_has_the_client_and_nothing_of_the_server(client_python, tmp_path):
    check = (
        "import importlib.util, tabletop_client\n"
        "from tabletop_client import Tabletop, babel, bali, maya, balam\n"
        f"print(tabletop_client.__version__, [m for m in {SERVER_MODULES!r} if importlib.util.find_spec(m)])\n"
    )
    # (run elsewhere than the repository, whose top level holds the server's packages)
    out = subprocess.run(
        [str(client_python), "-c", check], capture_output=True, text=True, check=True, cwd=tmp_path
    ).stdout
    assert out.split() == [API_VERSION, "[]"]


def guide_bot() -> str:
    """The first Python block of the guide's "Write a bot" section (docs/guides/bots/index.md)."""
    page = (ROOT / "docs" / "guides" / "bots" / "index.md").read_text()
    section = page[page.index("## Write a bot") :]
    return re.search(r"```python\n(.*?)```", section, re.S)[1]


def test_the_guide_bot_plays_a_match_in_the_fresh_environment(client_python, tmp_path):
    code = guide_bot()
    assert "http://127.0.0.1:8000" in code
    with live_server(f"sqlite+aiosqlite:///{tmp_path / 'guide.db'}") as url:
        run = subprocess.run(
            [str(client_python), "-c", code.replace("http://127.0.0.1:8000", url)],
            capture_output=True,
            text=True,
            timeout=300,
            cwd=tmp_path,
        )
    assert run.returncode == 0, run.stderr
    assert re.fullmatch(r"winners: \[[01](, 1)?\]\n", run.stdout), run.stdout
