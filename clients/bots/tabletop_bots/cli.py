"""`tabletop-bot`: bots playing a tabletop server, or each other in the arena.

    tabletop-bot --base-url URL --game bali --bot mcts --matches 10
        creates 10 matches and plays every seat, each by its own bot;
    tabletop-bot --base-url URL --game bali --bot greedy --match ID --token=T
        plays one seat of an existing match, waiting for its turns (Ctrl-C or SIGTERM
        stops it, and it says what it played);
    tabletop-bot arena --game balam --bots mcts,random --matches 100
        plays in-process (no server), seats rotated, and prints win rates;
    tabletop-bot listen --key KEY --bot random --accept babel,maya --seek maya:4
        plays as the player whose key it is, for good: follows his stream, accepts
        the challenges he is asked by (of these games; it declines the others), seeks
        4-player Maya matches (again after each), and plays all his matches at once.
        Ctrl-C (or SIGTERM) stops it: it withdraws its waiting seeks, lets each act in
        flight finish, and says what it played.

--bot pettingzoo:module:callable plays a policy trained on the engines' PettingZoo
environments (docs/environments): the callable takes the observation vector and the
action mask and returns an action's index in the game's catalogue.

Ordinary failures (the server out of reach or refusing, a wrong option) are said
in one line on standard error, with exit status 2.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from types import FrameType
from typing import NoReturn

import httpx
from tqdm import tqdm

try:  # the two packages the bots' own cannot name (clients/bots/pyproject.toml)
    from engines.core import AnyGame
    from engines.registry import GAMES
    from tabletop_client import Tabletop, TabletopError
except ModuleNotFoundError as missing:
    print(
        f"tabletop-bot: the module {missing.name!r} is missing: the bots run beside the server's package (its "
        "engines) and the client, all from the repository, where `make bots` installs them",
        file=sys.stderr,
    )
    raise SystemExit(2) from None
from tabletop_bots import __version__
from tabletop_bots.arena import arena, report
from tabletop_bots.listen import Listener, Wanted
from tabletop_bots.players import BOTS, Bot, MctsBot
from tabletop_bots.remote import Played, join_seat, play_matches, play_seat


def fail(message: str) -> NoReturn:
    print(f"tabletop-bot: {message}", file=sys.stderr)
    raise SystemExit(2)


POLICY = "pettingzoo:"  # a policy trained on the engines' environments: pettingzoo:module:callable


def bot_name(text: str) -> str:
    """--bot's value: a bot's name, or a policy's pettingzoo:module:callable."""
    if text in BOTS or text.startswith(POLICY):
        return text
    raise argparse.ArgumentTypeError(f"{text!r} is none of {', '.join(sorted(BOTS))}, nor {POLICY}module:callable")


def make_bot(name: str, iterations: int) -> Bot:
    if name.startswith(POLICY):
        try:  # (tabletop_bots.policy needs numpy: the engines' pettingzoo extra)
            from tabletop_bots.policy import load

            return load(name)
        except (ImportError, ValueError) as error:
            fail(f"cannot load the policy {name!r}: {error}")
    return MctsBot(iterations=iterations) if name == MctsBot.name else BOTS[name]()


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        fail(f"{message} (see {self.prog} --help)")


def positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number above 0")
    return int(text)


def games(text: str) -> frozenset[str]:
    named = {name.strip() for name in text.split(",")}
    unknown = sorted(named - set(GAMES))
    if unknown:
        raise argparse.ArgumentTypeError(f"no game {', '.join(map(repr, unknown))}: choose among {', '.join(GAMES)}")
    return frozenset(named)


def wanted(text: str) -> Wanted:
    """GAME:PLAYERS, a table the game seats."""
    name, _, players = text.partition(":")
    if name not in GAMES or not players.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not GAME:PLAYERS (a game among {', '.join(GAMES)})")
    game = GAMES[name]
    if not game.min_players <= int(players) <= game.max_players:
        raise argparse.ArgumentTypeError(f"{game.title} is played by {game.min_players} to {game.max_players} players")
    return Wanted(name, int(players))


def base_url(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--base-url",
        default="http://127.0.0.1:8000",
        metavar="URL",
        help="the server's address (default: %(default)s, where `make serve` serves)",
    )


def searching(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--iterations", type=positive, default=200, help="mcts: search iterations per decision")


def common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--players", type=positive, help="seats per match (default: the game's fewest, or one per bot)")
    parser.add_argument("--seed", type=int, help="seeds the matches and the bots (default: the server draws)")
    searching(parser)


def seats(game: AnyGame, wanted: int | None, bots: int = 1) -> int:
    """The seats of each match: `wanted` (--players), else the game's fewest or one per bot."""
    players = wanted or max(bots, game.min_players)
    if not game.min_players <= players <= game.max_players:
        fail(f"{game.title} is played by {game.min_players} to {game.max_players} players, not {players}")
    if bots > players:
        fail(f"{bots} bots for {players} seats: give --players {bots}, or fewer bots")
    return players


def play_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="tabletop-bot", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    base_url(parser)
    parser.add_argument(
        "--bot", default="random", type=bot_name, help=f"{', '.join(sorted(BOTS))}, or {POLICY}module:callable"
    )
    common(parser)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--matches", type=positive, help="create this many matches and play every seat")
    mode.add_argument("--match", help="play one seat of this match (with --token)")
    parser.add_argument("--token", help="the seat's token, with --match (write --token=T: a token may begin with '-')")
    return parser


def arena_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="tabletop-bot arena",
        description=(
            "Bots against each other in-process, with the engines: one bot per seat (the last "
            "fills the remaining seats), seats rotated between matches; win rates with 95% "
            "confidence intervals (Wilson) and decision times."
        ),
    )
    parser.add_argument("--bots", required=True, help="comma-separated: mcts,random")
    parser.add_argument("--matches", type=positive, default=100)
    common(parser)
    return parser


def listen_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="tabletop-bot listen",
        description=(
            "A bot playing as a player, for good, on his stream: it answers the challenges he is asked "
            "by, seeks matches, and plays every match he is seated in at once (Ctrl-C or SIGTERM stops it)."
        ),
    )
    base_url(parser)
    parser.add_argument("--key", required=True, help="the player's key (POST /players answers it)")
    parser.add_argument(
        "--bot", default="random", type=bot_name, help=f"{', '.join(sorted(BOTS))}, or {POLICY}module:callable"
    )
    searching(parser)
    parser.add_argument(
        "--accept",
        type=games,
        metavar="GAMES",
        help="comma-separated games whose challenges it accepts (default: every game's)",
    )
    parser.add_argument(
        "--seek",
        type=wanted,
        action="append",
        default=[],
        metavar="GAME:PLAYERS",
        help="seek such a match at the start, and again after each (repeatable)",
    )
    parser.add_argument("--seed", type=int, help="seeds the bots (with each match's id)")
    return parser


def table(played: Sequence[Played], seconds: float) -> str:
    """The summary: one line per match, then the totals."""
    lines = [
        f"{'match':<32}  {'seats':<9} {'scores':<16} {'winners':<8} {'actions':>7} {'actions/s':>9} {'refusals':>8}"
    ]
    for p in played:
        lines.append(
            f"{p.match_id:<32}  {','.join(map(str, p.seats)):<9} {' '.join(map(str, p.scores)):<16} "
            f"{','.join(map(str, p.winners)):<8} {p.actions:>7} {p.actions / p.seconds:>9.1f} "
            f"{p.refusals:>8}"
        )
    actions, refusals = sum(p.actions for p in played), sum(p.refusals for p in played)
    lines.append(
        f"{len(played)} match(es), {actions} actions in {seconds:.1f} s: "
        f"{actions / seconds:.1f} actions/s, {refusals} refusal(s)"
    )
    return "\n".join(lines)


def play(args: argparse.Namespace) -> None:
    start = time.perf_counter()
    with Tabletop(args.base_url) as server:
        if args.match:
            player = join_seat(
                server, args.game, args.match, args.token, make_bot(args.bot, args.iterations), args.seed
            )
            try:
                with sigterm_interrupts():
                    played = [play_seat(player)]
            except KeyboardInterrupt:  # (as `listen` stops)
                stopped(start, played=0, unfinished=1, actions=player.actions, refusals=player.refusals)
                return
        else:
            players = seats(GAMES[args.game], args.players)
            with tqdm(total=args.matches, unit="match", disable=args.matches < 2, file=sys.stderr) as bar:
                played = play_matches(
                    server,
                    args.game,
                    partial(make_bot, args.bot, args.iterations),
                    args.matches,
                    players,
                    args.seed,
                    after_match=lambda _: bar.update(),
                )
    print(table(played, time.perf_counter() - start))


def run_arena(args: argparse.Namespace) -> None:
    game = GAMES[args.game]
    names = [name.strip() for name in args.bots.split(",")]
    unknown = [name for name in names if name not in BOTS and not name.startswith(POLICY)]
    if unknown:
        fail(f"unknown bot(s) {', '.join(map(repr, unknown))}: choose among {', '.join(sorted(BOTS))}")
    players = seats(game, args.players, len(names))
    entrants = [make_bot(name, args.iterations) for name in names + names[-1:] * (players - len(names))]
    start = time.perf_counter()
    with tqdm(total=args.matches, unit="match", disable=args.matches < 2, file=sys.stderr) as bar:
        standings = arena(game, entrants, game.options_type(), args.matches, args.seed or 0, bar.update)
    print(report(game, standings))
    searched = f"; mcts: {args.iterations} iterations per decision" if MctsBot.name in names else ""
    print(f"{args.matches} match(es) in {time.perf_counter() - start:.0f} s{searched}")


def interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


@contextmanager
def sigterm_interrupts() -> Iterator[None]:
    """SIGTERM stops as Ctrl-C does (a KeyboardInterrupt in the main thread)."""
    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def listen(args: argparse.Namespace) -> None:
    start = time.perf_counter()
    with Tabletop(args.base_url, player_key=args.key) as server, sigterm_interrupts():
        listener = Listener(
            server,
            partial(make_bot, args.bot, args.iterations),
            accept=args.accept,
            seeks=args.seek,
            seed=args.seed,
            say=partial(print, flush=True),
        )
        listener.run()
    stopped(start, len(listener.played), len(listener.matches), listener.actions, listener.refusals)


def stopped(start: float, played: int, unfinished: int, actions: int, refusals: int) -> None:
    """What a bot stopped by Ctrl-C or SIGTERM played, on standard error."""
    print(
        f"tabletop-bot: stopped after {time.perf_counter() - start:.0f} s: {played} match(es) played to the end, "
        f"{unfinished} left unfinished, {actions} actions, {refusals} refusal(s)",
        file=sys.stderr,
    )


def main(argv: Sequence[str] | None = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["arena"]:
        run_arena(arena_parser().parse_args(argv[1:]))
        return
    if argv[:1] == ["listen"]:
        args, command = listen_parser().parse_args(argv[1:]), listen
    else:
        parser = play_parser()
        args, command = parser.parse_args(argv), play
        if bool(args.match) != bool(args.token):
            parser.error("--match and --token go together")
    try:
        command(args)
    except httpx.TransportError as exc:
        fail(f"cannot reach the server at {args.base_url}: {exc or type(exc).__name__}")
    except TabletopError as exc:
        fail(f"the server at {args.base_url} refused: {exc}")


if __name__ == "__main__":
    main()
