"""Browser tests: a real server process (`tabletop serve` on a free port, SQLite in a
temporary folder) and Debian's chromium driven by Playwright. Without chromium they
skip locally and fail on CI (CI=true), where .ci/run installs it."""

from __future__ import annotations

import os
import random
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from tests.conftest import ON_CI

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
# Screenshots of each game's board, kept as test artefacts (build/ is not committed).
SCREENSHOTS = ROOT / "build" / "screenshots"
SEATS = {
    "babel": ["alice", "bob"],
    "bali": ["alice", "bob", "carol"],
    "maya": ["alice", "bob", "carol", "dave"],
    "balam": ["alice", "bob", "carol"],
}
# Random play rarely divines in Balam, and a Balam seat's only secret is the Katun cards
# it divined: its players look whenever they may, build observatories (to divine) and
# villages (for the jade they cost) first, and a match counts once someone divined.
PREFERRED = {
    "balam": [
        lambda action: action["type"] == "divine",
        lambda action: action.get("building") == "observatory",
        lambda action: action["type"] in ("pay_tribute", "build_on") or action.get("building") == "village",
    ],
}
WANTED = {"balam": lambda events: any(e["event"]["type"] == "card_divined" for e in events)}
ATTEMPTS = 20
# Where each game's seeds start: Balam's first match with a divination is at seed 5
# (under today's rules; should they change, the next seeds are tried).
FIRST_SEED = {"balam": 5}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> str:
    """The base URL of a `tabletop serve` process of its own."""
    folder = tmp_path_factory.mktemp("browser")
    port = free_port()
    script = Path(sys.executable).with_name("tabletop")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "service.cli"]
    env = {**os.environ, "TABLETOP_RATE_LIMIT_PER_MINUTE": "0", "TABLETOP_CREATE_LIMIT_PER_MINUTE": "0"}
    log = open(folder / "server.log", "wb")  # noqa: SIM115  (the server writes to it for the whole session)
    process = subprocess.Popen(
        [*command, "serve", "--port", str(port), "--database-url", f"sqlite+aiosqlite:///{folder / 'tabletop.db'}"],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=ROOT,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        assert process.poll() is None, (folder / "server.log").read_text()
        assert time.monotonic() < deadline, "the server did not start"
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.1)
    yield url
    process.terminate()
    process.wait(10)
    log.close()


# Module-scoped, not session-wide: Playwright's sync API keeps an event loop running in
# this thread while it is open, and pytest-asyncio cannot run another test's loop then
# (under xdist a worker runs other files' async tests after these).
@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        if ON_CI:
            pytest.fail(f"CI must run the browser tests: {CHROMIUM} is missing (see .ci/run)")
        pytest.skip(f"the browser tests need Debian's chromium at {CHROMIUM}")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        yield browser
        browser.close()


class Console:
    """What a page reported as an error: console errors and uncaught exceptions."""

    def __init__(self, page) -> None:
        self.errors: list[str] = []
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))
        page.on("pageerror", lambda error: self.errors.append(str(error)))


def offline(context) -> list[str]:
    """Every request the context's pages make to another host is refused: the list the
    refused addresses are added to (the pages must need nothing beyond the server)."""
    blocked: list[str] = []

    def only_this_server(route) -> None:
        if urlsplit(route.request.url).hostname in ("127.0.0.1", "localhost"):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    context.route("**/*", only_this_server)
    return blocked


@pytest.fixture
def context(browser):
    from playwright.sync_api import expect

    context = browser.new_context(viewport={"width": 1500, "height": 950})
    context.set_default_timeout(10_000)
    expect.set_options(timeout=10_000)  # assertions wait as long as actions do
    yield context
    context.close()


@pytest.fixture
def page(context):
    """A page that must report no error by the end of the test."""
    page = context.new_page()
    console = Console(page)
    yield page
    assert console.errors == [], console.errors


@dataclass
class Match:
    """A match played over HTTP: its address, seat tokens and versions."""

    game: str
    id: str
    tokens: list[str]
    names: list[str]
    api: str = field(init=False)

    def __post_init__(self) -> None:
        self.api = f"/games/{self.game}/matches/{self.id}"

    @property
    def page(self) -> str:
        return f"/watch/{self.game}/{self.id}"

    def auth(self, seat: int | None) -> dict[str, str]:
        return {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}

    def view(self, client: httpx.Client, version: int | None = None, seat: int | None = None) -> dict:
        params = {} if version is None else {"at": version}
        response = client.get(self.api, params=params, headers=self.auth(seat))
        assert response.status_code == 200, response.text
        return response.json()

    def events(self, client: httpx.Client) -> list[dict]:
        return client.get(f"{self.api}/events", params={"limit": 1000}).json()["events"]

    def move(self, client: httpx.Client, rng: random.Random) -> dict:
        """One random legal move by a seat to move; the match as it is after it."""
        view = self.view(client)
        seat = rng.choice(view["to_move"])
        legal = client.get(f"{self.api}/legal-actions", headers=self.auth(seat)).json()["actions"]
        for preferred in PREFERRED.get(self.game, []):
            if chosen := [action for action in legal if preferred(action)]:
                legal = chosen
                break
        acted = client.post(f"{self.api}/actions", headers=self.auth(seat), json={"action": rng.choice(legal)})
        assert acted.status_code == 200, acted.text
        return acted.json()


def create(client: httpx.Client, game: str, seed: int) -> Match:
    created = client.post(f"/games/{game}/matches", json={"seats": SEATS[game], "seed": seed})
    assert created.status_code == 201, created.text
    body = created.json()
    return Match(game, body["match_id"], [seat["token"] for seat in body["seats"]], SEATS[game])


@pytest.fixture(scope="session")
def client(server):
    with httpx.Client(base_url=server, timeout=30) as client:
        yield client


class Finished(dict):
    """A finished match of each game, played with random legal moves from fixed seeds
    when a test first asks for it."""

    def __init__(self, client: httpx.Client) -> None:
        super().__init__()
        self.client = client

    def __missing__(self, game: str) -> Match:
        for seed in range(FIRST_SEED.get(game, 1), FIRST_SEED.get(game, 1) + ATTEMPTS):
            match = create(self.client, game, seed)
            rng = random.Random(f"{game} {seed}")
            for _ in range(5000):
                if match.move(self.client, rng)["status"] == "finished":
                    break
            else:
                raise AssertionError(f"the {game} match did not end")
            if WANTED.get(game, lambda _: True)(match.events(self.client)):
                self[game] = match
                return match
        raise AssertionError(f"no {game} match of {ATTEMPTS} was what the tests need")


@pytest.fixture(scope="session")
def finished(client) -> Finished:
    return Finished(client)
