"""One version, from one place: the server package's (pyproject.toml). The API's
document (served, and so shown by /docs, and checked in), `tabletop --version`, the
client (generated from the document), the engines and the bots (`tabletop-bot --version`)
all say it."""

from __future__ import annotations

import importlib.metadata
import json
import subprocess
import sys
import tomllib
from pathlib import Path

from litestar.testing import TestClient

import engines._version
import tabletop_bots
import tabletop_client
from service.root import create_app
from service.settings import Settings

ROOT = Path(__file__).resolve().parents[1]


def test_every_part_says_the_one_version(tmp_path):
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    names = ("tabletop", "tabletop-engines", "tabletop-client", "tabletop-bots")
    installed = {name: importlib.metadata.version(name) for name in names}
    assert installed == dict.fromkeys(installed, version), "reinstall: make .venv/installed"
    assert tabletop_client.__version__ == tabletop_bots.__version__ == engines._version.__version__ == version
    assert json.loads((ROOT / "openapi" / "openapi.json").read_text())["info"]["version"] == version
    with TestClient(create_app(Settings(database_url=f"sqlite:///{tmp_path / 'versions.db'}"))) as client:
        assert client.get("/schema/openapi.json").json()["info"]["version"] == version
    for command in ("tabletop", "tabletop-bot"):
        shown = subprocess.run(
            [str(Path(sys.executable).parent / command), "--version"],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        assert shown.stdout == f"{command} {version}\n"
