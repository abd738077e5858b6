"""`tabletop-bot` against a live server: every bot plays whole matches of every game
over HTTP (each seat by its own bot, or one seat of a match another client plays),
and the arena plays in-process and reports win rates."""

from __future__ import annotations

import contextlib
import math
import random
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from engines.registry import GAMES
from tabletop_bots.arena import Entrant, report, wilson
from tabletop_bots.cli import listen_parser, main, play_parser
from tabletop_bots.players import BOTS
from tabletop_client import StaleVersion, Tabletop
from tests.service.live import live_server

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def base_url(tmp_path_factory):
    with live_server(f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('bots') / 'bots.db'}") as url:
        yield url


def summary(out: str) -> list[list[str]]:
    """The summary table's match lines, split into columns."""
    return [line.split() for line in out.splitlines() if re.match(r"[0-9a-f]{32} ", line)]


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("bot", ["random", "greedy", "mcts"])
def test_every_bot_plays_every_game(base_url, game, bot, capsys):
    main(["--base-url", base_url, "--game", game, "--bot", bot, "--matches", "1", "--seed", "7", "--iterations", "4"])
    out = capsys.readouterr().out
    (row,) = summary(out)
    players = GAMES[game].min_players
    match_id, seats, scores, winners, actions, rate, _refusals = (
        row[0],
        row[1],
        row[2 : 2 + players],
        *row[2 + players :],
    )
    assert seats == ",".join(map(str, range(players))) and len(scores) == players
    assert set(winners.split(",")) <= set(map(str, range(players))) and int(actions) > 0 and float(rate) > 0
    assert "1 match(es)" in out
    with Tabletop(base_url) as server:  # the server agrees
        match = server.view(game, match_id)
    assert match.status == "finished" and match.viewer is None
    assert (match.result.scores, match.result.winners) == (list(map(int, scores)), list(map(int, winners.split(","))))


def test_several_matches_get_a_line_each_and_totals(base_url, capsys):
    main(["--base-url", base_url, "--game", "bali", "--bot", "random", "--matches", "3", "--players", "3"])
    out = capsys.readouterr().out
    assert len(summary(out)) == 3 and re.search(
        r"3 match\(es\), \d+ actions in [\d.]+ s: [\d.]+ actions/s, 0 refusal", out
    )


def bot_beside_random_player(base_url: str, game: str, match_id: str, mine, theirs) -> None:
    """`tabletop-bot` (greedy) plays `mine` to the end while another client plays
    `theirs` at random, waiting for its turns."""

    def someone():
        rng = random.Random(1)
        while theirs.wait_for_turn(timeout=120):
            with contextlib.suppress(StaleVersion):
                theirs.act(rng.choice(theirs.legal_actions()))

    other = threading.Thread(target=someone)
    other.start()
    main(
        [
            "--base-url",
            base_url,
            "--game",
            game,
            "--bot",
            "greedy",
            "--match",
            match_id,
            f"--token={mine.token}",
            "--seed",
            "2",
        ]
    )
    other.join(60)
    assert not other.is_alive()


def test_a_bot_plays_one_seat_beside_another_client(base_url, capsys):
    with Tabletop(base_url) as server:
        match = server.create_match("balam", seats=["mcts", "someone"], seed=3)
        mine, theirs = match.seats
        bot_beside_random_player(base_url, "balam", match.match_id, mine, theirs)
    (row,) = summary(capsys.readouterr().out)
    assert row[0] == match.match_id and row[1] == "0" and int(row[-3]) > 0


def test_the_arena_reports_win_rates_with_intervals(capsys):
    main(["arena", "--game", "maya", "--bots", "greedy,random", "--matches", "3", "--players", "3", "--seed", "5"])
    out = capsys.readouterr().out
    assert "Maya, 3 players, 3 matches, seats rotated; fair share 33%" in out
    rows = [line.split() for line in out.splitlines() if re.match(r" +[0-2] ", line)]
    assert [r[1] for r in rows] == ["greedy", "random", "random"]
    assert sum(float(r[2]) for r in rows) == pytest.approx(3)


def test_wilson_intervals():
    assert wilson(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(1.5, 3) == pytest.approx((0.1253, 0.8747), abs=1e-4)  # a shared win counts a share


def test_wilson_intervals_stay_within_zero_and_one():
    """Rounding must not push a bound past 0% or 100%, nor print it as -0.0%."""
    for matches in range(1, 201):
        for wins in (0, matches):
            low, high = wilson(wins, matches)
            assert 0.0 <= low <= high <= 1.0 and math.copysign(1, low) == 1, (wins, matches, low, high)
            assert "-" not in f"[{low:.1%}, {high:.1%}]"


def test_the_arena_report_never_shows_a_negative_bound():
    loser = Entrant(BOTS["random"](), wins=0.0, matches=20, scores=[0] * 20)
    winner = Entrant(BOTS["greedy"](), wins=20.0, matches=20, scores=[9] * 20)
    shown = report(GAMES["babel"], [winner, loser])
    assert "[0.0%, 16.1%]" in shown and "[83.9%, 100.0%]" in shown and "-0.0%" not in shown


def test_the_command_is_installed_beside_the_python_running_the_tests():
    """`make test` installs the bots' package (clients/bots) with its command, as the
    guide's `make bots` does: it must run, its modules found."""
    command = Path(sys.executable).parent / "tabletop-bot"
    ran = subprocess.run(
        [str(command), "arena", "--game", "babel", "--bots", "greedy,random", "--matches", "1", "--seed", "1"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    assert "Babel, 2 players, 1 matches" in ran.stdout


def test_the_guide_installs_the_command_where_its_examples_call_it(tmp_path):
    """A newcomer's shell has no virtual environment active: the guide's page on the bots
    (docs/guides/bots/cli.md) calls the command by its path, where `make bots` installs it."""
    page = (ROOT / "docs" / "guides" / "bots" / "cli.md").read_text()
    block = re.search(r"```sh\n(.*?)```", page, re.S)[1]
    commands = [line.strip() for line in block.splitlines() if line.strip() and not line.startswith("#")]
    assert commands[0] == "make bots" and len(commands) > 1
    assert all(command.startswith(".venv/bin/tabletop-bot ") for command in commands[1:]), commands
    venv = tmp_path / "venv"
    planned = subprocess.run(
        ["make", "-n", "bots", f"VENV={venv}"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    assert f"{venv}/bin/python -m pip install -q -e ./engines -e ./clients/python -e ./clients/bots" in planned


def test_a_server_out_of_reach_is_said_in_one_line():
    """Run as installed: a port bound but not listening refuses the connection."""
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{unused.getsockname()[1]}"
        ran = subprocess.run(
            [str(Path(sys.executable).parent / "tabletop-bot"), "--base-url", url, "--game", "bali", "--matches", "1"],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    assert (ran.returncode, ran.stdout) == (2, "")
    assert re.fullmatch(rf"tabletop-bot: cannot reach the server at {url}: .*Connection refused\n", ran.stderr)


def failure(argv: list[str], capsys) -> str:
    """The one line `tabletop-bot argv` says on standard error, exiting with status 2."""
    with pytest.raises(SystemExit) as exited:
        main(argv)
    out, err = capsys.readouterr()
    assert exited.value.code == 2 and out == "" and err.count("\n") == 1 and err.startswith("tabletop-bot: "), err
    return err.removeprefix("tabletop-bot: ").rstrip("\n")


def test_ordinary_failures_are_said_in_one_line(base_url, capsys):
    with Tabletop(base_url) as server:
        match = server.create_match("bali", seats=["a", "b"], seed=1)
    one_seat = ["--base-url", base_url, "--game", "bali", "--match"]
    assert failure([*one_seat, "f" * 32, "--token=t"], capsys) == (
        f"the server at {base_url} refused: 404 Not found: There is no Bali match '{'f' * 32}'."
    )
    assert failure([*one_seat, match.match_id, "--token=not-a-token"], capsys).startswith(
        f"the server at {base_url} refused: 401 Unauthorized: "
    )
    assert failure(["--base-url", base_url, "--game", "bali", "--matches", "1", "--players", "9"], capsys) == (
        "Bali is played by 2 to 4 players, not 9"
    )
    assert failure(["--game", "bali", "--matches", "1", "--bot", "genius"], capsys).startswith(
        "argument --bot: 'genius' is none of greedy, mcts, random, nor pettingzoo:module:callable"
    )
    assert failure(["--game", "bali", "--matches", "0"], capsys).startswith(
        "argument --matches: '0' is not a whole number above 0"
    )
    assert failure(["arena", "--game", "bali", "--bots", "genius,random"], capsys) == (
        "unknown bot(s) 'genius': choose among greedy, mcts, random"
    )
    assert failure(["arena", "--game", "bali", "--bots", "random,random,random", "--players", "2"], capsys) == (
        "3 bots for 2 seats: give --players 3, or fewer bots"
    )


def test_a_bot_plays_on_beside_a_seat_that_resigned(base_url, capsys):
    """The resignation is in the events the bot folds (the table's, not the game's):
    it plays its seat to the end while the server plays the resigned one."""
    with Tabletop(base_url) as server:
        match = server.create_match("maya", seats=["greedy", "someone", "quitter"], seed=5)
        mine, theirs, quitter = match.seats
        quitter.resign()
        bot_beside_random_player(base_url, "maya", match.match_id, mine, theirs)
        result = mine.view().result
        assert str(result.reason) == "normal" and result.forfeited == [2] and 2 not in result.winners
    (row,) = summary(capsys.readouterr().out)
    assert row[0] == match.match_id and int(row[-3]) > 0


def test_sigterm_stops_a_bot_on_one_seat_and_it_says_what_it_played(base_url):
    """Run as installed, stopped as a service manager does, while it waits for its turn:
    it says what it played, as `tabletop-bot listen` does."""
    with Tabletop(base_url) as server:
        match = server.create_match("babel", seats=["bot", "idle"], seed=1)
        first = match.created.to_move[0]
        command = [str(Path(sys.executable).parent / "tabletop-bot"), "--base-url", base_url, "--game", "babel"]
        command += ["--match", match.match_id, f"--token={match.seats[first].token}", "--seed", "2"]
        bot = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 120
            while first in server.view("babel", match.match_id).to_move:  # until it has played its turn
                assert time.monotonic() < deadline and bot.poll() is None, bot.stderr
                time.sleep(0.05)
            bot.send_signal(signal.SIGTERM)
            out, err = bot.communicate(timeout=60)
        finally:
            bot.kill()
        match.seats[1 - first].resign()  # (a match's actions are shown once it has ended)
        actions = server.export("babel", match.match_id).actions
        played = sum(1 for action in actions if action.seat == first)
    assert (bot.returncode, out) == (0, "")
    said = re.fullmatch(
        r"tabletop-bot: stopped after \d+ s: 0 match\(es\) played to the end, 1 left unfinished, "
        r"(\d+) actions, 0 refusal\(s\)\n",
        err,
    )
    # (its last act may be stopped after the server took it, before its answer was counted)
    assert said and played > 0 and int(said[1]) in (played - 1, played), err


def test_the_server_address_is_explained_with_its_default():
    """--base-url defaults to where `make serve` serves, and says so (the guide's CLI reference
    is generated from these parsers)."""
    for parser in (play_parser(), listen_parser()):
        [option] = [a for a in parser._actions if "--base-url" in a.option_strings]
        assert option.default == "http://127.0.0.1:8000" and option.help
        assert "(default: http://127.0.0.1:8000," in " ".join(parser.format_help().split())
