"""Regenerate clients/tabletop_client from openapi/openapi.json.

`python clients/generate.py` rewrites the package; `--check` only says whether
the checked-in package matches what the generator makes now (the drift test).
"""

from __future__ import annotations

import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CLIENTS = Path(__file__).resolve().parent
SPEC = CLIENTS.parent / "openapi" / "openapi.json"
PACKAGE = CLIENTS / "tabletop_client"
# Written by hand inside the package: kept through regeneration, not compared.
HAND_WRITTEN = ("verify.py",)


def generate(into: Path) -> Path:
    target = into / "tabletop_client"
    subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(SPEC), "--meta", "none",
         "--output-path", str(target), "--config", str(CLIENTS / "config.yaml"), "--overwrite"],
        check=True, capture_output=True, text=True,
    )
    return target


def differences(left: Path, right: Path, ignore: tuple[str, ...] = ()) -> list[str]:
    cmp = filecmp.dircmp(left, right, ignore=["__pycache__", *ignore])
    found = [*cmp.left_only, *cmp.right_only, *cmp.diff_files]
    for name in cmp.common_dirs:
        found += [f"{name}/{d}" for d in differences(left / name, right / name)]
    return found


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        fresh = generate(Path(tmp))
        if "--check" in sys.argv:
            drift = differences(fresh, PACKAGE, HAND_WRITTEN) if PACKAGE.exists() else ["tabletop_client/"]
            print("\n".join(drift) or "client is up to date")
            return 1 if drift else 0
        for name in HAND_WRITTEN:
            shutil.copy2(PACKAGE / name, fresh / name)
        shutil.rmtree(PACKAGE, ignore_errors=True)
        shutil.copytree(fresh, PACKAGE, ignore=shutil.ignore_patterns("__pycache__"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
