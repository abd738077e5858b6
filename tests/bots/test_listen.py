"""`tabletop-bot listen` against a live server, on SQLite and PostgreSQL: bots that
follow their players' streams accept a challenge, or seek, and play the match
they are seated in to its end, at about one request a move; stopped, they
withdraw their seeks and say what they played."""

from __future__ import annotations

import collections
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from tabletop_bots.listen import Listener, Wanted
from tabletop_bots.players import RandomBot
from tabletop_bots.remote import Played
from tabletop_client import Tabletop
from tests.bots.test_cli import failure
from tests.service.live import live_server

# A match of random bots takes seconds; this is the margin of a loaded CI machine.
MATCH_WAIT_S = 240
KEEPALIVE_S = 0.5  # how soon a stopped bot's stream notices


def register(url: str, *names: str) -> list[tuple[str, str]]:
    """Each new player's (id, key)."""
    with Tabletop(url) as server:
        return [(created.player_id, created.key) for created in map(server.register_player, names)]


def requests_by_key(monkeypatch: pytest.MonkeyPatch) -> collections.Counter[str]:
    """How many requests each player key sends from now on, on every client of this process."""
    sent: collections.Counter[str] = collections.Counter()
    handle = httpx.HTTPTransport.handle_request

    def counted(transport: httpx.HTTPTransport, request: httpx.Request) -> httpx.Response:
        sent[request.headers.get("authorization", "").removeprefix("Bearer ")] += 1
        return handle(transport, request)

    monkeypatch.setattr(httpx.HTTPTransport, "handle_request", counted)
    return sent


def one_match_each(url: str, keys: list[str], **listening: object) -> list[Played]:
    """A random bot per key, in a thread each, each stopping once it has played a match
    to its end: the match each played."""
    played: list[Played | None] = [None] * len(keys)
    stops = [threading.Event() for _ in keys]

    def bot(i: int) -> Callable[[], None]:
        def done(match: Played) -> None:
            played[i] = match
            stops[i].set()

        def run() -> None:
            with Tabletop(url, player_key=keys[i]) as server:
                Listener(server, RandomBot, seed=i, stop=stops[i], after_match=done, **listening).run()

        return run

    threads = [threading.Thread(target=bot(i)) for i in range(len(keys))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(MATCH_WAIT_S)
    for stop in stops:  # (a bot that is still listening fails the test, once stopped)
        stop.set()
    for thread in threads:
        thread.join(MATCH_WAIT_S)
    assert all(played), f"bots still playing after {MATCH_WAIT_S} s: {played}"
    return [match for match in played if match is not None]


def test_two_listening_bots_play_a_challenge_to_its_end_at_about_one_request_a_move(database_url, monkeypatch):
    with live_server(database_url, stream_keepalive_s=KEEPALIVE_S) as url:
        (_, alice_key), (bob, bob_key) = register(url, "alice", "bob")
        with Tabletop(url, player_key=alice_key) as hers:
            hers.challenge("babel", [bob])
        sent = requests_by_key(monkeypatch)
        played = one_match_each(url, [alice_key, bob_key])
        requests = sent[alice_key] + sent[bob_key]
        with Tabletop(url) as spectator:
            (match_id,) = {p.match_id for p in played}
            view, export = spectator.view("babel", match_id), spectator.export("babel", match_id)
    assert str(view.status) == "finished" and sorted(s for p in played for s in p.seats) == [0, 1]
    assert all((p.scores, p.winners) == (view.result.scores, view.result.winners) for p in played)
    moves = len(export.actions)
    assert moves == sum(p.actions for p in played) > 0
    # Each bot: its stream, its answer to the challenge (hers, to her own, is refused), its acts.
    assert requests / moves <= 1.2, (requests, moves)


def test_bots_seeking_a_four_player_maya_match_are_seated_together_and_play_it_out(database_url):
    with live_server(database_url, stream_keepalive_s=KEEPALIVE_S) as url:
        keys = [key for _, key in register(url, "a", "b", "c", "d")]
        played = one_match_each(url, keys, seeks=[Wanted("maya", 4)])
        with Tabletop(url) as spectator:
            (match_id,) = {p.match_id for p in played}
            view, export = spectator.view("maya", match_id), spectator.export("maya", match_id)
    assert str(view.status) == "finished" and sorted(s for p in played for s in p.seats) == [0, 1, 2, 3]
    assert len(export.actions) == sum(p.actions for p in played) > 0


def test_sigterm_withdraws_the_waiting_seeks_and_says_what_was_played(database_url):
    """Run as installed, it declines a game it is not to play; then it is stopped as a
    service manager does (SIGTERM)."""
    with live_server(database_url) as url:
        (bot_id, key), (_, other), (_, third) = register(url, "bot", "other", "third")
        command = [str(Path(sys.executable).parent / "tabletop-bot"), "listen", "--base-url", url, f"--key={key}"]
        bot = subprocess.Popen(
            [*command, "--seek", "maya:3", "--accept", "babel,balam"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            assert bot.stdout is not None and re.fullmatch(r"seeking maya:3 \(seek \w+\)\n", bot.stdout.readline())
            with Tabletop(url, player_key=other) as challenger:
                asked = challenger.challenge("bali", [bot_id])
                assert bot.stdout.readline() == (
                    f"declined other's bali challenge {asked.challenge_id}: this bot plays babel, balam only\n"
                )
            bot.send_signal(signal.SIGTERM)
            out, err = bot.communicate(timeout=60)
        finally:
            bot.kill()
        assert (bot.returncode, out) == (0, "")
        assert re.fullmatch(
            r"tabletop-bot: stopped after \d+ s: 0 match\(es\) played to the end, 0 left unfinished, "
            r"0 actions, 0 refusal\(s\)\n",
            err,
        )
        # Its seek is gone: two more seekers make no table of three.
        for seeker in (other, third):
            with Tabletop(url, player_key=seeker) as server:
                assert server.seek("maya", 3).match_id is None


def test_listening_failures_are_said_in_one_line(tmp_path, capsys):
    with live_server(f"sqlite+aiosqlite:///{tmp_path / 'listen.db'}") as url:
        assert failure(["listen", "--base-url", url, "--key", "not-a-key"], capsys).startswith(
            f"the server at {url} refused: 401 Unauthorized: "
        )
    assert failure(["listen", "--key", "k", "--seek", "chess:2"], capsys).startswith(
        "argument --seek: 'chess:2' is not GAME:PLAYERS"
    )
    assert failure(["listen", "--key", "k", "--seek", "maya:9"], capsys) == (
        "argument --seek: Maya is played by 3 to 5 players (see tabletop-bot listen --help)"
    )
    assert failure(["listen", "--key", "k", "--accept", "babel,chess"], capsys).startswith(
        "argument --accept: no game 'chess'"
    )
    assert failure(["listen", "--seek", "maya:3"], capsys).startswith("the following arguments are required: --key")
