"""The generated files say so: each module clients/generate.py writes into the client
begins with its HEADER (the version modules say it in their docstring), the TypeScript
client's types with a line of the same kind, and .gitattributes marks them all
linguist-generated, and none of the client's hand-written modules."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "clients" / "python" / "tabletop_client"


def generate_script():
    spec = importlib.util.spec_from_file_location("generate", ROOT / "clients" / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def generated(path: Path) -> bool:
    """Whether .gitattributes marks `path` linguist-generated."""
    out = subprocess.run(
        ["git", "check-attr", "linguist-generated", "--", str(path.relative_to(ROOT))],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return out.rstrip().endswith(": set")


def test_every_generated_module_of_the_client_says_so_and_is_marked():
    generate = generate_script()
    modules = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)
    made = [p for p in modules if p.relative_to(PACKAGE).as_posix() not in generate.HAND_WRITTEN]
    assert len(made) > 400 and PACKAGE / "games.py" in made and PACKAGE / "models" / "bali_match.py" in made
    versions = [PACKAGE / "_version.py", *generate.VERSIONED.values()]
    unsaid = [p for p in made if p not in versions and p.read_text().splitlines()[0] != generate.HEADER]
    assert unsaid == []
    assert all("written by clients/generate.py" in p.read_text() for p in versions)
    assert [p for p in [*made, *versions] if not generated(p)] == []
    assert [name for name in generate.HAND_WRITTEN if generated(PACKAGE / name)] == []


def test_the_other_generated_files_are_marked():
    schema = ROOT / "clients" / "typescript" / "src" / "schema.d.ts"
    assert schema.read_text().startswith("// Generated from openapi/openapi.json by `make client`")
    others = [ROOT / "openapi" / "openapi.json", schema, ROOT / "deploy" / "constraints.txt"]
    assert [p for p in others if not generated(p)] == []
    assert not generated(ROOT / "clients" / "typescript" / "src" / "seat.ts")
