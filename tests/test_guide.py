"""The guide (docs/, built by `make guide`): every block of its quick start runs as written
against a live server, and the server serves the built site at /guide/, its search index
included, with nothing loaded from another host."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
import typing
from pathlib import Path

import httpx
import pytest

from service.application import invitations, webhooks
from service.http import guide
from tests import guide_shell
from tests.service.live import live_server

ROOT = Path(__file__).resolve().parents[1]
QUICKSTART = ROOT / "docs" / "quickstart.md"
WRITTEN_FOR = "http://127.0.0.1:8000"  # the address the quick start's blocks use
BLOCK = re.compile(r"^```(\w+)([^\n]*)\n(.*?)^```$", re.M | re.S)


def blocks() -> list[tuple[str, str, str]]:
    """(language, the fence's attributes, code) of each fenced block of the quick start."""
    return BLOCK.findall(QUICKSTART.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def database(tmp_path_factory) -> str:
    return f"sqlite:///{tmp_path_factory.mktemp('guide') / 'guide.db'}"


@pytest.fixture(scope="module")
def server(database) -> str:
    # as `make serve` runs it (apps registered by anyone), with an admin key for the operator's blocks
    settings = {"admin_key": guide_shell.ADMIN_KEY, "app_registration": "open", "webhook_allow_private": True}
    with live_server(database, **settings) as url:
        yield url


def make_serve_runs_the_server() -> None:
    """`make serve`, planned (not run: the live server stands in for it)."""
    planned = subprocess.run(["make", "-n", "serve"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "/bin/tabletop serve --host '127.0.0.1' --port '8000'" in planned, planned


def test_every_block_of_the_quick_start_runs(server, tmp_path):
    said: list[str] = []  # what the bot printed
    shown = None  # the output the page shows for it
    for language, attributes, code in blocks():
        code = code.replace(WRITTEN_FOR, server)
        if language == "python":
            name = re.fullmatch(r' title="([\w.]+)"', attributes)
            assert name, f"a Python block says which file it is: {attributes!r}"
            (tmp_path / name[1]).write_text(code)
        elif language == "text":
            shown = code
        elif language == "sh":
            for line in filter(None, code.splitlines()):
                said += run(line, tmp_path)
        else:
            pytest.fail(f"the quick start has a {language} block this test does not run")
    assert said and shown, "the quick start runs its bot and shows what it prints"
    # The bot played its match to the end, and printed what the page says it prints.
    winners = re.fullmatch(rf"winners: \[[01](, 1)?\] ({re.escape(server)}/watch/babel/(\w+))", said[0])
    assert winners, said
    assert re.fullmatch(rf"winners: \[[01](, 1)?\] {re.escape(server)}/watch/babel/\w+\.\.\.\n", shown), shown
    watch, match_id = winners[2], winners[3]
    assert httpx.get(watch).status_code == 200
    assert httpx.get(f"{server}/games/babel/matches/{match_id}").json()["status"] == "finished"


def run(line: str, folder: Path) -> list[str]:
    """One command of a shell block, as the reader would run it; the lines it printed."""
    words = shlex.split(line)
    if words == ["make", "serve"]:
        make_serve_runs_the_server()
        return []
    if words[0] == ".venv/bin/python":
        ran = subprocess.run([sys.executable, *words[1:]], cwd=folder, capture_output=True, text=True, timeout=300)
        assert ran.returncode == 0, ran.stderr
        return ran.stdout.splitlines()
    if words[0] == "curl":
        ran = subprocess.run(words, capture_output=True, text=True, timeout=60, check=True)
        page = json.loads(ran.stdout)
        assert [match["status"] for match in page["matches"]] == ["finished"], page
        return []
    pytest.fail(f"the quick start runs {line!r}, which this test does not know how to run")


def test_the_server_serves_the_built_guide(server):
    assert (guide.SITE / "index.html").is_file(), "`make guide` builds the site before the tests"
    with httpx.Client(base_url=server) as http:
        home = http.get("/guide/")
        assert home.status_code == 200 and home.headers["content-type"].startswith("text/html")
        assert home.headers["cache-control"] == "no-cache" and "Quick start" in home.text
        deep = http.get("/guide/games/balam/")
        assert deep.status_code == 200 and "Katun" in deep.text
        # A folder without its slash is redirected (its links are relative to the slash).
        folder = http.get("/guide/games/balam?x=1")
        assert (folder.status_code, folder.headers["location"]) == (302, "/guide/games/balam/?x=1")
        assert http.get("/guide").headers["location"] == "/guide/"
        index = http.get("/guide/search/search_index.json")
        assert index.status_code == 200
        locations = {entry["location"] for entry in index.json()["docs"]}
        assert {"quickstart/", "games/maya/", "reference/settings/"} <= locations
        for missing in ("/guide/nowhere/", "/guide/%2e%2e/pyproject.toml", "/guide/..%2f..%2fpyproject.toml"):
            refused = http.get(missing)
            assert refused.status_code == 404 and refused.json()["code"] == "not-found", missing
        # Linked from the front page and the API docs.
        assert 'href="/guide/"' in http.get("/").text and 'href="/guide/"' in http.get("/docs").text


def test_without_a_built_guide_the_answer_is_a_problem(server, monkeypatch, tmp_path):
    monkeypatch.setattr(guide, "SITE", tmp_path)
    answer = httpx.get(f"{server}/guide/")
    assert answer.status_code == 404 and answer.headers["content-type"] == "application/problem+json"
    assert "make guide" in answer.json()["detail"]


def test_the_guide_loads_nothing_from_another_host():
    """No font, script or style from a CDN: the site and its search work offline."""
    pages = list(guide.SITE.rglob("*.html"))
    assert len(pages) > 40
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert not re.search(r'<(?:link|script|img)[^>]+(?:href|src)="(?:https?:)?//', text), page


def test_the_readme_example_is_the_quick_start_bot():
    """The README's ten lines are the quick start's bot, which the test above runs."""
    readme = re.search(r"```python\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)[1]
    assert [code for language, _, code in blocks() if language == "python"] == [readme]


def test_the_player_streams_frame_table_is_the_codes():
    """The guide's table of a player's stream's frames names every frame the code
    declares, in its order, and no other; a webhook hears the same frames (but `opened`)."""
    page = (ROOT / "docs" / "guides" / "apps" / "live.md").read_text(encoding="utf-8")
    table = page.split("Its frames", 1)[1].split("\n\n")[1]
    assert re.findall(r"^\| `([\w-]+)` \|", table, re.M) == list(invitations.FRAMES)
    assert set(typing.get_args(webhooks.WebhookEvent)) == set(invitations.FRAMES) - {invitations.OPENED}


# The guide's shell blocks that do not run here, by page, as each says why.
NOT_RUN = {
    "environments/openspiel.md": ["installs a package"],
    "environments/pettingzoo.md": ["installs a package", "trains a policy for minutes"],
    "guides/apps/typescript.md": ["installs npm packages"],
    "guides/bots/cli.md": ["plays for minutes, and `listen` until stopped"],
    "guides/bots/index.md": ["installs a package"],
    "guides/bots/training.md": ["trains a policy for minutes"],
    "guides/operators/deploying.md": ["needs docker"],
    "guides/operators/index.md": ["needs PostgreSQL"],
    "quickstart.md": ["run by test_every_block_of_the_quick_start_runs"] * 3,
}


def test_every_shell_block_of_the_guide_runs(server, database, tmp_path):
    """Every ```sh block of docs/, command by command, answers as its page says (the
    convention: tests/guide_shell.py); the blocks that cannot run here are NOT_RUN's."""
    (tmp_path / ".venv").symlink_to(ROOT / ".venv")
    env = {"PATH": f"{ROOT / '.venv' / 'bin'}:/usr/bin:/bin", "TABLETOP_DATABASE_URL": database, "HOME": str(tmp_path)}
    skipped: dict[str, list[str]] = {}
    with httpx.Client(base_url=server, timeout=30) as http:
        reader = guide_shell.Reader(http)
        for block in guide_shell.shell_blocks():
            if block.not_run is not None:
                skipped.setdefault(block.page, []).append(block.not_run)
            else:
                guide_shell.run_block(block, reader, server, tmp_path, env)
    assert skipped == NOT_RUN
