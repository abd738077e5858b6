"""The TypeScript client (clients/typescript, `@tabletop/client`): its types are what
openapi-typescript makes of the checked-in document (no drift) and its version is the
API's; it type-checks under --strict; each compile-fail case fails where, and as, it
says; and, built, it passes its own tests (test/*.ts, against a scripted fetch) and its
example plays a Babel match to the end against a live server.

Node and npm are needed: the tests are skipped without them, and fail on CI (CI=true)."""

from __future__ import annotations

import difflib
import fcntl
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import httpx
import pytest

from tests.conftest import ON_CI
from tests.service.live import live_server

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "clients" / "typescript"
TSC = PACKAGE / "node_modules" / ".bin" / "tsc"
# npm's notices (updates, funding, audits) are noise here, and its audit a request more.
NPM_ENV = os.environ | {"npm_config_update_notifier": "false", "npm_config_fund": "false", "npm_config_audit": "false"}
# `file(line,col): error TSnnnn: message`, as tsc reports without --pretty; a message's
# further lines are indented.
TSC_ERROR = re.compile(r"^(?P<file>\S[^(]*)\((?P<line>\d+),\d+\): error (?P<code>TS\d+): ")
# What a compile-fail case's failing line says of its error: its code, and part of its message.
EXPECTED = re.compile(r"// error (?P<code>TS\d+): (?P<says>.+)$")


def run(*command: str | Path, cwd: Path = PACKAGE, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(part) for part in command], cwd=cwd, env=NPM_ENV, capture_output=True, text=True, timeout=timeout
    )


def ok(*command: str | Path, **kwargs) -> str:
    done = run(*command, **kwargs)
    assert done.returncode == 0, f"{' '.join(map(str, command))} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def npm() -> str:
    """npm, with the package's node_modules installed as its lock file says (`npm ci`,
    unless an installation newer than the lock file is there)."""
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        if ON_CI:
            pytest.fail("CI must run the TypeScript client's tests: node and npm are not on PATH")
        pytest.skip("the TypeScript client's tests need node and npm")
    installed = PACKAGE / "node_modules" / ".package-lock.json"  # written by npm ci
    # One installation at a time: xdist's workers each come here.
    with (PACKAGE / "package.json").open() as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        newest = max((PACKAGE / name).stat().st_mtime for name in ("package.json", "package-lock.json"))
        if not installed.exists() or installed.stat().st_mtime < newest:
            ok(npm, "ci", timeout=300)
    return npm


def test_the_types_are_the_documents_and_the_version_the_apis(npm):
    generated = ok(npm, "run", "--silent", "schema").splitlines()
    checked_in = (PACKAGE / "src" / "schema.d.ts").read_text().splitlines()
    drift = list(difflib.unified_diff(checked_in, generated, "schema.d.ts", "generated", lineterm="", n=1))
    assert not drift, "src/schema.d.ts is not the document's: `make client` regenerates it\n" + "\n".join(drift[:40])
    version = json.loads((ROOT / "openapi" / "openapi.json").read_text())["info"]["version"]
    lock = json.loads((PACKAGE / "package-lock.json").read_text())
    assert json.loads((PACKAGE / "package.json").read_text())["version"] == version
    assert lock["version"] == lock["packages"][""]["version"] == version


def test_the_package_type_checks_strictly(npm):
    ok(TSC, "--strict", "--noEmit", "-p", ".")


def tsc_errors(project: str) -> dict[tuple[str, int], tuple[str, str]]:
    """(file, line) -> (code, message with its further lines) of each error tsc reports."""
    done = run(TSC, "--noEmit", "--pretty", "false", "-p", project)
    assert done.returncode != 0, "the compile-fail cases compiled"
    errors: dict[tuple[str, int], tuple[str, str]] = {}
    where = None
    for line in done.stdout.splitlines():
        if match := TSC_ERROR.match(line):
            where = (match["file"], int(match["line"]))
            errors[where] = (match["code"], line[match.end() :])
        elif where is not None:
            code, message = errors[where]
            errors[where] = (code, f"{message}\n{line.strip()}")
    return errors


def test_each_compile_fail_case_fails_for_its_reason(npm):
    cases = sorted((PACKAGE / "test" / "compile-fail").glob("*.ts"))
    assert len(cases) >= 3
    expected: dict[tuple[str, int], tuple[str, str]] = {}
    for case in cases:
        name = case.relative_to(PACKAGE).as_posix()
        marked = {
            (name, number): (match["code"], match["says"].strip())
            for number, line in enumerate(case.read_text().splitlines(), 1)
            if (match := EXPECTED.search(line))
        }
        assert marked, f"{name} names no error it must fail with"
        expected |= marked
    errors = tsc_errors("test/compile-fail")
    assert set(errors) == set(expected), f"errors elsewhere than marked: {errors}"
    for where, (code, says) in expected.items():
        assert errors[where][0] == code and says in errors[where][1], (where, errors[where])


def test_the_built_package_passes_its_tests_and_plays_a_babel_match_to_the_end(npm, tmp_path):
    """Its tests and examples are built against the built package, as a user's code is
    (in one test: the build rewrites dist/, which both read)."""
    ok(npm, "test")  # built, then test/*.ts: the layer against a scripted fetch
    with live_server(f"sqlite+aiosqlite:///{tmp_path / 'typescript.db'}") as url:
        played = json.loads(ok("node", "dist/examples/babel.js", url, timeout=60))
        match = httpx.get(f"{url}/games/babel/matches/{played['match_id']}").json()
    assert played["status"] == match["status"] == "finished"
    assert match["result"]["winners"] and sum(played["actions"]) > 10
