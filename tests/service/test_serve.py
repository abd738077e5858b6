"""The command line as an operator runs it: `tabletop --version`, `tabletop migrate`,
and `tabletop serve --workers 2` with its logs and its metrics added up over workers."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.metadata import version
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from service.logs import redacted
from tests.service.test_observability import metric

TABLETOP = [sys.executable, "-m", "service.cli"]
ROOT = Path(__file__).resolve().parents[2]


def test_version():
    shown = subprocess.run([*TABLETOP, "--version"], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == f"tabletop {version('tabletop')}"


def test_migrate_creates_the_schema_and_says_so_in_json(tmp_path):
    url = f"sqlite:///{tmp_path / 'fresh.db'}"
    done = subprocess.run([*TABLETOP, "migrate", "--database-url", url], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    [line] = [json.loads(text) for text in done.stdout.splitlines()]
    assert (line["level"], line["database"]) == ("info", url) and line["revision"]
    with sa.create_engine(url).connect() as connection:
        assert {"matches", "events"} <= set(sa.inspect(connection).get_table_names())


def test_database_urls_are_logged_without_their_password():
    assert redacted("postgresql://tabletop:s3cret@db:5432/tabletop") == "postgresql://tabletop:***@db:5432/tabletop"
    assert redacted("sqlite:///tabletop.db") == "sqlite:///tabletop.db"
    assert "s3cret" not in redacted("no url with s3cret")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def serving(tmp_path: Path, *options: str) -> Iterator[tuple[str, Path]]:
    """`tabletop serve` in a process, its standard output (not a terminal) in a file."""
    port = free_port()
    database = ["--database-url", f"sqlite:///{tmp_path / 'db.sqlite'}"]
    with running([*TABLETOP, "serve", "--port", str(port), *database, *options], port, tmp_path) as served:
        yield served


@contextmanager
def running(
    command: list[str], port: int, tmp_path: Path, env: dict[str, str] | None = None
) -> Iterator[tuple[str, Path]]:
    """A server's command in a process until it is ready, its output in a file."""
    log = tmp_path / "serve.log"
    with open(log, "wb") as out:
        server = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(base + "/readyz", timeout=1)
                break
            except OSError:
                assert time.monotonic() < deadline and server.poll() is None, log.read_text()
                time.sleep(0.1)
        yield base, log
    finally:
        os.killpg(server.pid, signal.SIGTERM)  # (make's child too)
        server.wait(15)


def get(url: str) -> str:
    return urllib.request.urlopen(url, timeout=5).read().decode()


def test_two_workers_log_json_lines_and_share_their_metrics(tmp_path):
    with serving(tmp_path, "--workers", "2") as (base, log):
        sent, pids = 0, set()
        while len(pids) < 2:  # until both workers have answered some
            assert sent < 2000, "one worker served everything"
            for _ in range(20):
                get(base + "/games")
            sent += 20
            access = [json.loads(line) for line in log.read_text().splitlines() if "tabletop.access" in line]
            pids = {line["pid"] for line in access}

        def counted() -> float:
            return metric(
                get(base + "/metrics"),
                "tabletop_http_request_duration_seconds_count",
                method="GET",
                route="/games",
                status="200",
            )

        # A request is counted once its answer has gone out: the last may still be
        # counting as its client reads it.
        deadline = time.monotonic() + 5
        while counted() != sent and time.monotonic() < deadline:
            time.sleep(0.05)
        for _ in range(6):  # whichever worker answers, it counts both
            assert counted() == sent
        lines = [json.loads(line) for line in log.read_text().splitlines()]  # every line is JSON
    start = next(line for line in lines if "docs_url" in line)
    assert (start["url"], start["docs_url"], start["workers"]) == (base, base + "/docs", 2)
    assert len({line["pid"] for line in lines if line["message"].startswith("ready")}) == 2
    assert all(line["request_id"] and line["route"] == "/games" for line in access)


def test_text_logs_on_request(tmp_path):
    with serving(tmp_path, "--log-format", "text", "--log-level", "debug") as (base, log):
        get(base + "/healthz")
        deadline = time.monotonic() + 5
        while "GET /healthz 200" not in log.read_text():  # a probe: logged at debug level
            assert time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
    text = log.read_text()
    assert "INFO    tabletop: tabletop" in text and not text.lstrip().startswith("{")


def test_make_serve_opens_app_registration_and_says_so_first(tmp_path):
    """`make serve`, the quick start's, is a development server: an app is registered with no
    key, as its first lines say; `tabletop serve` (deploy/) registers with the admin key only."""
    port, venv = free_port(), Path(sys.prefix)
    guide = "service/http/guide/site/index.html"  # (not built again here: -o)
    make = ["make", "-s", "-C", str(ROOT), "-o", f"{venv}/serve-installed", "-o", guide, "serve", f"VENV={venv}"]
    make += [f"PORT={port}", f"DATABASE_URL=sqlite:///{tmp_path / 'db.sqlite'}"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("TABLETOP_")}
    with running(make, port, tmp_path, env) as (base, log):
        registered, app = post(base + "/apps", b'{"name": "arcade"}')
        first = [json.loads(line) for line in log.read_text().splitlines()[:3]]
    assert registered == 201 and app["key"].startswith("ta_")
    [said] = [line for line in first if line.get("app_registration")]
    assert said["level"] == "warning" and "app registration is open" in said["message"], first
    with serving(tmp_path) as (base, log):
        refused, problem = post(base + "/apps", b'{"name": "arcade"}')
        first = [json.loads(line) for line in log.read_text().splitlines()[:3]]
    assert refused == 403 and problem["code"] == "admin-only"
    [said] = [line for line in first if line.get("app_registration")]
    assert "nobody can" in said["message"]


def post(url: str, body: bytes) -> tuple[int, dict[str, Any]]:
    """The answer's status and JSON body."""
    request = urllib.request.Request(url, body, {"content-type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=5) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as refused:
        return refused.code, json.loads(refused.read())
