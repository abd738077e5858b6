"""The checked-in OpenAPI document and generated client are what the code makes now."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from service.cli import openapi_document

ROOT = Path(__file__).resolve().parents[2]


def test_checked_in_openapi_is_current():
    checked_in = (ROOT / "openapi" / "openapi.json").read_bytes()
    assert checked_in == openapi_document(), "run `make openapi` and commit openapi/ and clients/"


def test_generated_client_is_current():
    check = subprocess.run([sys.executable, str(ROOT / "clients" / "generate.py"), "--check"],
                           capture_output=True, text=True)
    assert check.returncode == 0, f"client drift, run `make openapi`:\n{check.stdout}{check.stderr}"


def test_every_schema_name_is_plain():
    """Clashing names would be prefixed with module paths by litestar."""
    import json

    names = json.loads(openapi_document())["components"]["schemas"]
    assert all(name.isidentifier() and "_" not in name for name in names), sorted(names)
