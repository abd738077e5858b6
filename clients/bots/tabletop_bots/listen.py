"""`tabletop-bot listen`: a player's bot, following his stream (`Tabletop.events()`).
It answers the challenges he is asked by, keeps seeking the matches it is told to
seek, and plays every match he is seated in at once, each in a thread of its own,
on the turns the stream tells and its acts' answers: a bot that reads no history
sends one request a move, beside the stream's. Stopped (its `stop` set, or Ctrl-C),
it withdraws its waiting seeks and lets each act in flight finish."""

from __future__ import annotations

import contextlib
import queue
import random
import threading
import time
from collections.abc import Callable, Collection, Sequence
from typing import Any, NamedTuple

from engines.registry import GAMES
from tabletop_bots.answers import engine_types
from tabletop_bots.players import Bot
from tabletop_bots.remote import Played, RemoteSeat, played
from tabletop_client import (
    AlreadySeeking,
    ChallengeEnded,
    Forbidden,
    NotFound,
    PlayerEvent,
    Seat,
    SeekPaired,
    Tabletop,
)
from tabletop_client.sdk import game_api


class Wanted(NamedTuple):
    """A match the bot seeks: its game, and the players at its table."""

    game: str
    players: int

    def __str__(self) -> str:
        return f"{self.game}:{self.players}"


class Match:
    """A match the player is seated in, played in a thread of its own on the turns his
    stream tells of it (`turns`: each turn frame, in the engine's types, then None once it
    is over)."""

    def __init__(self, listener: Listener, started: Any) -> None:
        server, game = listener.server, GAMES[started.game]
        self.listener, self.match_id, self.start = listener, started.match_id, time.perf_counter()
        self.number, self.wanted = started.seat, Wanted(started.game, len(started.seats))
        # (not the server object's `attach`, which keeps every seat until it closes)
        self.seat = Seat(
            server, game_api(started.game), self.match_id, server.player_key, seat=started.seat, read=engine_types
        )
        self.player = RemoteSeat(
            self.seat,
            listener.make_bot(),
            game,
            len(started.seats),
            started.options,
            started.rules_version,
            random.Random(None if listener.seed is None else f"{listener.seed}:{self.match_id}"),
            told=True,
        )
        self.turns: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._play, name=f"match {self.match_id}", daemon=True)
        self.thread.start()

    def _play(self) -> None:
        try:
            while (turn := self.turns.get()) is not None:
                if turn.version < self.seat.version:  # acted on already (its act's answer told it), or moved past
                    continue
                self.seat.learn_turn(turn)
                # (the act's answer says what the seat may do next: no read while it is to move)
                while not self.listener.stop.is_set() and self.seat.legal_actions():
                    self.player.move()
        except Exception as failed:  # the listener stops, and raises it
            self.listener.failures.append(failed)
            self.listener.stop.set()
        finally:
            self.seat.close()

    def end(self) -> None:
        """No more turns: the thread ends once its act in flight, if any, is answered."""
        self.turns.put(None)


class Listener:
    """One player's bot, on his stream, until `stop` is set or Ctrl-C (`run`).

    It accepts the challenges he is asked by whose game is in `accept` (None: every
    game's) and declines the others; seeks each of `seeks` at the start and again
    after each match of its kind; plays each of his matches with a bot of its own
    (`make_bot`, seeded from `seed` and the match). `say` hears a line of what it does;
    `after_match` each match it played, as it ends."""

    def __init__(
        self,
        server: Tabletop,
        make_bot: Callable[[], Bot],
        *,
        accept: Collection[str] | None = None,
        seeks: Sequence[Wanted] = (),
        seed: int | None = None,
        stop: threading.Event | None = None,
        say: Callable[[str], None] = lambda line: None,
        after_match: Callable[[Played], None] = lambda played: None,
    ) -> None:
        if server.player is None:
            raise ValueError("a listening bot needs a player key: Tabletop(url, player_key=...)")
        self.server, self.make_bot, self.accept, self.seeks, self.seed = server, make_bot, accept, seeks, seed
        self.stop = threading.Event() if stop is None else stop
        self.say, self.after_match = say, after_match
        self.matches: dict[str, Match] = {}  # those still played
        self.played: list[Played] = []
        self.seeking: dict[Wanted, str] = {}  # -> the id of its latest seek, which may wait
        self.answered: set[str] = set()  # the open challenges answered (or found to be its own)
        self.failures: list[Exception] = []  # of the matches' threads

    @property
    def actions(self) -> int:
        return sum(p.actions for p in self.played) + sum(m.player.actions for m in self.matches.values())

    @property
    def refusals(self) -> int:
        return sum(p.refusals for p in self.played) + sum(m.player.refusals for m in self.matches.values())

    def run(self) -> None:
        """Listen until stopped (Ctrl-C too), then withdraw the seeks that may wait and let
        each match's act in flight finish; a match's thread's failure is raised then."""
        try:
            with contextlib.suppress(KeyboardInterrupt):
                for wanted in self.seeks:
                    self._seek(wanted)
                # (a game's frames in the engines' types: a turn's legal actions are the bot's)
                with contextlib.closing(self.server.events(stop=self.stop, read=engine_types)) as events:
                    for event in events:
                        self._heard(event)
        finally:
            self.stop.set()
            self._wind_up()
        if self.failures:
            raise self.failures[0]

    def _heard(self, event: PlayerEvent) -> None:
        data = event.data
        if isinstance(data, dict):  # a game this client does not know
            return
        if event.type == "challenge":
            self._answer(data)
        elif event.type == "challenge-ended":
            self.answered.discard(data.challenge_id)
        elif event.type == "match-started" and data.match_id not in self.matches:
            self.matches[data.match_id] = Match(self, data)
            self.say(f"match {data.match_id} started: {data.game}, seat {data.seat} of {len(data.seats)}")
        elif event.type == "turn" and data.match_id in self.matches:
            self.matches[data.match_id].turns.put(data)
        elif event.type == "match-finished" and data.match_id in self.matches:
            self._finished(self.matches.pop(data.match_id), data)

    def _answer(self, challenge: Any) -> None:
        """Accept or decline a challenge once, if someone has yet to answer it: not knowing
        his own id, the bot learns that a challenge is his own from the refusal (403)."""
        if (
            challenge.status != "open"
            or challenge.challenge_id in self.answered
            or all(o.answer is not None for o in challenge.opponents)
        ):
            return
        self.answered.add(challenge.challenge_id)
        game, who = challenge.game, challenge.challenger.name
        with contextlib.suppress(Forbidden, ChallengeEnded, NotFound):  # its own; or ended, or expired meanwhile
            if self.accept is None or game in self.accept:
                self.server.accept(challenge.challenge_id)
                self.say(f"accepted {who}'s {game} challenge {challenge.challenge_id}")
            else:
                reason = f"this bot plays {', '.join(sorted(self.accept))} only"
                self.server.decline(challenge.challenge_id, reason=reason)
                self.say(f"declined {who}'s {game} challenge {challenge.challenge_id}: {reason}")

    def _finished(self, match: Match, finished: Any) -> None:
        match.end()
        match.thread.join()
        result = played(match.match_id, finished.result, [match.number], [match.player], match.start)
        self.played.append(result)
        scores = " ".join(map(str, result.scores)) or "none"
        self.say(
            f"match {match.match_id} {finished.status}: seat {match.number}, scores {scores}, winners "
            f"{','.join(map(str, result.winners)) or 'none'}, {result.actions} actions, {result.refusals} refusal(s)"
        )
        self.after_match(result)
        if match.wanted in self.seeks and not self.stop.is_set():
            self._seek(match.wanted)

    def _seek(self, wanted: Wanted) -> None:
        try:
            seek = self.server.seek(wanted.game, wanted.players)
        except AlreadySeeking:  # its seek made before still waits (the match that ended came otherwise)
            return
        if seek.match_id is None:
            self.seeking[wanted] = seek.seek_id
            self.say(f"seeking {wanted} (seek {seek.seek_id})")
        else:
            self.seeking.pop(wanted, None)
            self.say(f"seeking {wanted}: seated at once")

    def _wind_up(self) -> None:
        """Withdraw the seeks that may wait; end the matches' threads, each once its act in
        flight is answered."""
        for match in self.matches.values():
            match.end()
        try:
            for seek_id in self.seeking.values():
                with contextlib.suppress(SeekPaired, NotFound):  # seated meanwhile, or expired
                    self.server.withdraw(seek_id)
            self.seeking.clear()
        finally:
            for match in self.matches.values():
                match.thread.join()
