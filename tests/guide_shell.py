"""Running the guide's shell blocks as a reader would (tests/test_guide.py).

The convention, for whoever writes a page of docs/:

- A ```sh block runs, command by command (a line, with its `\\` continuations), against
  the server the guide is written for (`localhost:8000`), in a folder of its own.
  A webhook's `https://app.example` is the reader's app: the server stands in for it.
- A `$NAME` it uses stands for something the reader got from an earlier answer: a key, a
  match's id. The reader copies it from the last answer that showed it (a match_id, a
  challenge_id...: ANSWERED), or else has it from an earlier page (PLACEHOLDERS says how:
  each made fresh for the block). A line that only sets such names (`M=3f...`) is that
  copying, done by the test.
- Every command answers a 2xx, unless the comment line right after it says otherwise:
  `#  -> 409 ...` (the status it answers, and then anything).
- A block that cannot run here (docker, PostgreSQL, an endless or minutes-long command)
  has `<!-- not run: why -->` on the line before it; the test lists every one of them
  (NOT_RUN), so that skipping one is a visible decision."""

from __future__ import annotations

import json
import random
import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
WRITTEN_FOR = ("http://127.0.0.1:8000", "localhost:8000")  # the address the blocks use
# A reader's own app, which a webhook calls: the server stands in for it (a 404 to each).
HIS_APP = "https://app.example"
ADMIN_KEY = "guide-admin-key"  # the live server's TABLETOP_ADMIN_KEY
FENCE = re.compile(r"(?:^<!-- not run: ([^>]*) -->\n)?^```(\w+)([^\n]*)\n(.*?)^```$", re.M | re.S)
EXPECTED = re.compile(r"#\s+-> (\d{3})\b")
SETS_ONLY = re.compile(r"(\w+=('[^']*'|\S+);?\s*)+")
MOST_ACTS = 2000  # a match played to its end has ended by then
READ_S = 1  # a stream is read this long (it never ends by itself) ...
ANSWER_S = 30  # ... and any other answer awaited this long, at most


class Block:
    def __init__(self, page: Path, language: str, code: str, not_run: str | None) -> None:
        self.page, self.language, self.code = page.relative_to(DOCS).as_posix(), language, code
        self.not_run = not_run or None  # (the reason a block does not run here)

    def commands(self) -> list[tuple[str, int | None]]:
        """Each command, and the status its answer is said to have (None: a 2xx)."""
        found: list[tuple[str, int | None]] = []
        for line in self.code.replace("\\\n", " ").splitlines():
            said = EXPECTED.match(line.strip())
            if said and found:
                found[-1] = (found[-1][0], int(said[1]))
            elif line.strip() and not line.lstrip().startswith("#"):
                found.append((line, None))
        return found


def shell_blocks() -> list[Block]:
    """Every ```sh block of the guide, in page order."""
    return [
        Block(page, language, code, not_run)
        for page in sorted(DOCS.rglob("*.md"))
        for not_run, language, _, code in FENCE.findall(page.read_text(encoding="utf-8"))
        if language in ("sh", "bash", "shell", "console")
    ]


class Reader:
    """The values a reader holds, made on the live server as the earlier pages make them."""

    def __init__(self, http: httpx.Client) -> None:
        self.http, self.held = http, dict[str, str]()

    def player(self, name: str, **headers: str) -> dict:
        made = self.http.post("/players", json={"name": name}, headers=headers)
        assert made.status_code == 201, made.text
        return made.json()

    def app(self) -> dict:
        made = self.http.post("/apps", json={"name": "arcade"}, headers=bearer(ADMIN_KEY))
        assert made.status_code == 201, made.text
        return made.json()

    def match(self, game: str, acts: int | None) -> dict:
        """A match of `game` (seed 7) whose seats have made `acts` random legal moves
        (None: to its end)."""
        seats = ["alice", "bob", "carol"][: players(game)]
        made = self.http.post(f"/games/{game}/matches", json={"seats": seats, "seed": 7})
        assert made.status_code == 201, made.text
        match, chosen = made.json(), random.Random(7)
        tokens, url = [seat["token"] for seat in match["seats"]], f"/games/{game}/matches/{match['match_id']}"
        for _ in range(acts if acts is not None else MOST_ACTS):
            if match["status"] != "active":
                break
            seat = match["to_move"][0]
            legal = self.http.get(f"{url}/legal-actions", headers=bearer(tokens[seat])).json()
            body = {"action": chosen.choice(legal["actions"]), "expected_version": match["version"]}
            acted = self.http.post(f"{url}/actions", json=body, headers=bearer(tokens[seat]))
            assert acted.status_code == 200, acted.text
            match = {**match, **acted.json()}
        assert acts is not None or match["status"] == "finished", match["status"]
        return {**match, "token": tokens[0]}

    def fill(self, block: Block) -> None:
        """Hold a fresh value of each name the block uses before an answer shows it."""
        self.held = {}
        code = block.code
        for name in dict.fromkeys(re.findall(r"\$(\w+)", code)):
            if name in PLACEHOLDERS and name not in self.held:
                self.held |= PLACEHOLDERS[name](self, code)
            else:  # (copied from an answer of the block's, or nowhere: then the block fails)
                assert name in {*ANSWERED.values(), *self.held}, f"{block.page}: how does a reader have ${name}?"

    def heard(self, answer: object) -> None:
        """What the reader copies from an answer."""
        if not isinstance(answer, dict):
            return
        for path, name in ANSWERED.items():
            value = found(answer, path)
            if value is not None:
                self.held[name] = value if isinstance(value, str) else json.dumps(value)
        if isinstance(answer.get("seats"), list) and answer["seats"] and answer["seats"][0].get("token"):
            self.held |= token(answer["seats"][0]["token"])


def found(answer: object, path: tuple[str | int, ...]) -> object:
    """The value at `path` in an answer (None: none there)."""
    for step in path:
        if isinstance(answer, dict):
            answer = answer.get(step)
        elif isinstance(answer, list) and isinstance(step, int) and step < len(answer):
            answer = answer[step]
        else:
            return None
    return answer


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def token(value: str) -> dict[str, str]:
    return {"T": value, "A": f"Authorization: Bearer {value}"}


def players(game: str) -> int:
    return {"babel": 2, "bali": 2, "maya": 3, "balam": 2}[game]


def game_of(code: str) -> str:
    """The game of the match a block's `$M` names (its URL says)."""
    found = set(re.findall(r"games/(\w+)/matches/\$M", code))
    assert len(found) == 1, f"a block's $M is a match of one game: {found}"
    return found.pop()


def _match(reader: Reader, code: str) -> dict[str, str]:
    # A few moves in (a long-poll `after=6` then answers at once, as it does the reader);
    # ended, for a block that exports it to verify (it has a seed to show then).
    match = reader.match(game_of(code), acts=None if "/export" in code else 3)
    return {"M": match["match_id"]} | token(match["token"])


def _players(reader: Reader, _: str) -> dict[str, str]:
    me, bob, carol = (reader.player(name) for name in ("dora", "bob", "carol"))
    return {
        "KEY": me["key"],
        "PLAYER_ID": me["player_id"],
        "BOB": bob["player_id"],
        "BOBS_KEY": bob["key"],
        "CAROL": carol["player_id"],
        "CAROLS_KEY": carol["key"],
    }


def _app(reader: Reader, _: str) -> dict[str, str]:
    app = reader.app()
    dora = reader.player("dora", **bearer(app["key"]))
    return {"APP_KEY": app["key"], "APP_ID": app["app_id"], "DORA": dora["player_id"]}


def _key_id(reader: Reader, code: str) -> dict[str, str]:
    held = _players(reader, code)
    keys = reader.http.get("/players/me/keys", headers=bearer(held["KEY"])).json()["keys"]
    return held | {"KEY_ID": keys[0]["key_id"]}


# How a reader has each name a block uses (made fresh for each block), given the block.
PLACEHOLDERS: dict[str, Callable[[Reader, str], dict[str, str]]] = {
    "M": _match,
    "A": _match,
    "T": _match,
    "KEY": _players,
    "PLAYER_ID": _players,
    "BOB": _players,
    "BOBS_KEY": _players,
    "CAROL": _players,
    "CAROLS_KEY": _players,
    "APP_KEY": _app,
    "APP_ID": _app,
    "DORA": _app,
    "TABLETOP_ADMIN_KEY": lambda reader, code: {"TABLETOP_ADMIN_KEY": ADMIN_KEY},
    "KEY_ID": _key_id,
}
# What a reader copies from an answer: the value at a path, as a name.
ANSWERED: dict[tuple[str | int, ...], str] = {
    ("match_id",): "M",
    ("challenge_id",): "C",
    ("seek_id",): "S",
    ("webhook_id",): "W",
    ("created", "key_id"): "KEY_ID",
    ("actions", 0): "ACTION",
}


def run_block(block: Block, reader: Reader, server: str, folder: Path, env: dict[str, str]) -> None:
    """Each command of the block, as the reader runs it; fails at the first that does not
    answer as the page says."""
    reader.fill(block)
    for line, status in block.commands():
        if SETS_ONLY.fullmatch(line.strip()):
            continue  # (the reader's copy of values the test holds)
        for address in (*WRITTEN_FOR, HIS_APP):
            line = line.replace(address, server)
        if line.startswith("curl "):
            most = READ_S if " -N " in line else ANSWER_S
            line = f"curl -w '%{{stderr}}%{{http_code}}' --max-time {most} {line[5:]}"
        ran = subprocess.run(
            ["bash", "-c", line], cwd=folder, env=env | reader.held, capture_output=True, text=True, timeout=120
        )
        where = f"{block.page}: {line}"
        if line.startswith("curl "):
            streamed = " -N " in line and ran.returncode == 28  # (read for READ_S, then cut)
            assert ran.returncode == 0 or streamed, f"{where}\n{ran.stderr}"
            answered = int(ran.stderr[-3:])
            assert answered == status if status else 200 <= answered < 300, f"{where}\n{answered} {ran.stdout}"
            if ran.stdout.startswith("{"):
                reader.heard(json.loads(ran.stdout))
        else:
            assert ran.returncode == 0, f"{where}\n{ran.stdout}\n{ran.stderr}"
