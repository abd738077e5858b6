"""Bots playing a server over HTTP, through the client package: a seat's view, its
events and its legal actions are read with the seat's token straight into the
engine's types (`answers.engine_types`), so a bot sees exactly what the server shows
that seat."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import msgspec

from engines.core import AnyGame
from engines.core.determinize import Seen
from engines.core.table import LIFECYCLE
from engines.registry import GAMES
from tabletop_bots.answers import engine_types
from tabletop_bots.observation import Observation
from tabletop_bots.players import Bot
from tabletop_client import NotAllowed, Seat, StaleVersion, Tabletop

GONE = ("seat-forfeited", "match-over")

# Reading a consistent observation, and deciding again after a refusal (the match moved
# on), are tried this often: more would be a bug.
TRIES = 5


def number(seat: Seat) -> int:
    """The seat's number, which any answer about the match (its view, the legal actions) names."""
    if seat.seat is None:
        raise RuntimeError(f"the server did not say which seat {seat!r} is")
    return seat.seat


class RemoteSeat:
    """One seat of a match, played by one bot over HTTP: `seat` reads its answers into the
    engine's types (made with `read=engine_types`)."""

    def __init__(
        self,
        seat: Seat,
        bot: Bot,
        game: AnyGame,
        players: int,
        options: object,
        rules: int,
        rng: random.Random,
        *,
        told: bool = False,
    ) -> None:
        self.seat, self.bot, self.game, self.rng = seat, bot, game, rng
        self.players, self.options, self.rules = players, options, rules
        # Whether the seat is told its legal actions as they change (a player's stream's
        # turns, its acts' answers), so that a bot reading no history reads them only after
        # a refusal; else it reads them for every decision.
        self.told = told
        self.events: list[Any] = []  # every event up to `self.seen`, as this seat sees them
        self.seen = 0
        self.actions = self.refusals = 0

    def observe(self) -> Observation[Any, Any]:
        """What the seat knows now: the events up to a version and the legal actions at that
        version (read again if the match moved in between). The events are as the server
        shows them to this seat, which is all the engine's worlds read: under Balam's rules
        3 they hold the cards the seat divined (a match under rules 1 or 2 did not record
        them, and its worlds draw them anew)."""
        match = None
        for _ in range(TRIES):
            match = self.seat.view() if self.bot.needs_history else None  # (read for its version)
            legal = self.seat.legal_actions(fresh=match is None and not self.told)
            if match is None or self.seat.version == match.version:
                break
        if match is not None:
            records = [r for r in self.seat.events(after=self.seen) if r.seq <= match.version]
            # (resignations, timeouts and aborts are the table's, not the game's: no state in them)
            self.events += [r.event for r in records if not isinstance(r.event, LIFECYCLE)]
            self.seen = match.version
        seen = Seen(number(self.seat), self.players, self.options, self.rules, self.events)
        return Observation(self.game, seen, legal)

    def move(self) -> None:
        """Decide and act; decide again when the server refuses (the match moved on), unless
        the seat has nothing to decide any more."""
        for _ in range(TRIES):
            observation = self.observe()
            if not observation.legal:
                return
            action = self.bot.choose(observation, self.rng)
            try:
                self.seat.act(msgspec.to_builtins(action))
            except (StaleVersion, NotAllowed) as refused:
                self.refusals += 1
                if refused.code in GONE:  # out of time (the server plays the seat now), or the match ended
                    return
                continue
            self.actions += 1
            return
        raise RuntimeError(f"{TRIES} decisions in a row were refused on {self.seat!r}")


@dataclass
class Played:
    """One match as a bot (or a table of them) played it."""

    match_id: str
    seats: list[int]  # the seats played
    scores: list[int]
    winners: list[int]
    actions: int
    seconds: float
    refusals: int


def play_matches(
    server: Tabletop,
    game_id: str,
    make_bot: Callable[[], Bot],
    matches: int,
    players: int,
    seed: int | None,
    after_match: Callable[[Played], None] = lambda played: None,
) -> list[Played]:
    """`matches` new matches, every seat played by its own bot."""
    game = GAMES[game_id]
    options: object = game.options_type()
    results = []
    for m in range(matches):
        start = time.perf_counter()
        created = server.create_match(
            game_id,
            seats=[f"bot-{i}" for i in range(players)],
            seed=None if seed is None else seed + m,
            read=engine_types,
        )
        table = [
            RemoteSeat(
                seat,
                make_bot(),
                game,
                players,
                options,
                created.created.rules_version,
                random.Random(f"{seed}:{m}:{seat.seat}"),
            )
            for seat in created.seats
        ]
        chooser = random.Random(f"{seed}:{m}")
        to_move, status = list(created.created.to_move), str(created.created.status)
        while status == "active":
            # Seats deciding at once act in a random order; the actor's answer says who is next.
            mover = table[chooser.choice(to_move)]
            mover.move()
            to_move, status = mover.seat.to_move, mover.seat.status
        played = finished(table[0].seat, list(range(players)), table, start)
        after_match(played)
        results.append(played)
    return results


def join_seat(server: Tabletop, game_id: str, match_id: str, token: str, bot: Bot, seed: int | None) -> RemoteSeat:
    """One seat of an existing match, for `bot` to play (`play_seat`)."""
    game, seat = GAMES[game_id], server.attach(game_id, match_id, token, read=engine_types)
    match = seat.view()
    options: object = server.export(game_id, match_id, read=engine_types).options
    return RemoteSeat(seat, bot, game, len(match.seats), options, match.rules_version, random.Random(seed))


def play_seat(player: RemoteSeat) -> Played:
    """The seat to the match's end, waiting for its turns (its counts grow meanwhile)."""
    start = time.perf_counter()
    while player.seat.wait_for_turn():
        player.move()
    return finished(player.seat, [number(player.seat)], [player], start)


def finished(seat: Seat, seats: list[int], table: list[RemoteSeat], start: float) -> Played:
    return played(seat.match_id, seat.view().result, seats, table, start)


def played(match_id: str, result: Any, seats: list[int], table: list[RemoteSeat], start: float) -> Played:
    """The match `table` played, ended with `result` (a view's, or a `match-finished`
    frame's: None for a match aborted before it was dealt)."""
    scores = None if result is None else result.scores  # (none: ended before the rules scored)
    return Played(
        match_id,
        seats,
        list(scores) if isinstance(scores, list) else [],
        [] if result is None else list(result.winners),
        sum(p.actions for p in table),
        time.perf_counter() - start,
        sum(p.refusals for p in table),
    )
