"""A seat of a match, played with its token (made by `Tabletop`, sdk.py): it acts on
the version it saw, and waits for its turn on the match's stream or by long-poll."""

from __future__ import annotations

import json
import threading
import time
import uuid
from dataclasses import dataclass
from typing import Any, Protocol

import httpx

from .calls import Retry, fetch, refusing
from .client import AuthenticatedClient
from .game_api import GameApi, Read, models
from .refusals import RateLimited, Refused, StaleVersion, Unavailable
from .sse import SILENT_S, listen

LONG_POLL_S = 30  # the server's long-poll answers within 60 s at most


class Server(Protocol):
    """What a seat uses of the server object that made it (sdk.py's Tabletop)."""

    base_url: str
    timeout: float
    retry: Retry
    versions: Versions


class Versions:
    """Match id -> the newest version any answer about it showed (a view, an act's answer,
    a stream frame, a page of events) to a server object or its seats: no seat serves
    what it read before that. Seats may play in threads of their own."""

    def __init__(self) -> None:
        self._newest: dict[str, int] = {}
        self._lock = threading.Lock()

    def heard(self, match_id: str, version: int) -> None:
        """Learn that the match `match_id` has reached `version`."""
        with self._lock:
            if version > self._newest.get(match_id, 0):
                self._newest[match_id] = version

    def newest(self, match_id: str) -> int:
        """The newest version of the match heard of (0: none)."""
        return self._newest.get(match_id, 0)


class Seat:
    """One seat of a match, played with its token.

    It remembers where the match stands as far as it has seen (`version`,
    `to_move`, `status`) and the legal actions it last read, so a bot's loop
    costs about one request per action. What the other seats and reads of its
    server object saw counts too: a seat never serves legal actions older than
    the newest version of the match any of them has seen.

    Its answers are read once, by `read`: into the generated models (`<Game>Match`,
    `<Game>Acted`...) unless told otherwise (the bots read them into the engines' types)."""

    def __init__(
        self,
        server: Server,
        game: GameApi,
        match_id: str,
        token: str,
        *,
        seat: int | None = None,
        known: Any = None,
        read: Read = models,
    ) -> None:
        self.server, self.game, self.match_id, self.token, self.read = server, game, match_id, token, read
        self.client = refusing(
            AuthenticatedClient(base_url=server.base_url, token=token, timeout=httpx.Timeout(server.timeout))
        )
        self.seat = seat
        self.version, self.status = 0, "active"
        self.to_move: list[int] = []
        self.current = False  # whether to_move and status are as of `version` (else: read before trusting)
        self.forfeited = False  # the seat resigned or ran out of time: the server plays it on
        self._legal: tuple[int, list[Any]] | None = None  # the legal actions last read, and their version
        if known is not None:
            self._saw(known)

    def __repr__(self) -> str:
        return f"<{self.game.title} match {self.match_id}, seat {self.seat}, version {self.version}>"

    @property
    def my_turn(self) -> bool:
        return self.status == "active" and self.seat in self.to_move

    @property
    def playing(self) -> bool:
        """Whether this seat is yet to play on: its match is waiting for its open seats or
        running, and the seat has not left it (resigned, or run out of time)."""
        return self.status in ("waiting", "active") and not self.forfeited

    def _call(self, op: str, *, safe: bool = True, **sent: Any) -> Any:
        """The answer of the game's operation `op` about this match, as `read` reads it."""
        request = self.game.url(op, match_id=self.match_id)
        return self.read(self.game, op, fetch(self.client, self.server.retry, request, safe=safe, **sent))

    def _heard(self, version: int) -> None:
        """Learn that the match has reached `version` (from any answer about it)."""
        self.server.versions.heard(self.match_id, version)

    def _catch_up(self) -> None:
        """Take in a newer version another seat or read of the server object saw: who
        moves then is unknown to this seat until it reads the match again."""
        newest = self.server.versions.newest(self.match_id)
        if newest > self.version:
            self.version, self.current = newest, False

    def _saw(self, match: Any) -> None:
        """Learn from a match, a view, an act's answer or a stream frame."""
        self._heard(match.version)
        if match.version < self.version:
            return
        self.version, self.to_move, self.status = match.version, list(match.to_move), str(match.status)
        self.current = True
        if getattr(match, "viewer", None) is not None:
            self.seat = match.viewer
        forfeited = getattr(match, "forfeited", None)  # (a match view or an act's answer says)
        if isinstance(forfeited, list):
            self.forfeited = self.seat in forfeited

    def learn_turn(self, turn: Any) -> None:
        """Take in a `turn` frame of the player's stream (`Tabletop.events()`): the match
        waits on this seat at the frame's version, with these legal actions, so acting
        on them needs no read. A frame older than what the seat has seen is ignored."""
        self._heard(turn.version)
        if turn.version < self.version:
            return
        if turn.version > self.version:  # (who else is to move then is not told: read when needed)
            self.version, self.to_move, self.current = turn.version, [], False
        self.seat, self.status, self.to_move = turn.seat, "active", sorted({*self.to_move, turn.seat})
        self._legal = (turn.version, list(turn.legal_actions))

    def view(self, at: int | None = None) -> Any:
        """The match as this seat sees it (at version `at`: as it was then)."""
        match = self._call("get_match", params={"at": at})
        if at is None:
            self._saw(match)
        return match

    def legal_actions(self, *, fresh: bool = False) -> list[Any]:
        """Every action this seat may take now (empty when it has nothing to decide): as
        of the newest version of the match its server object has seen (read anew when
        those it holds are older), or read anew with `fresh` (when others, in another
        process, may have moved since without this server object hearing of it)."""
        self._catch_up()
        if fresh or self._legal is None or self._legal[0] < self.version:
            legal = self._call("legal_actions")
            self.seat = legal.seat
            self._heard(legal.version)
            if legal.version > self.version:
                self.version, self.current = legal.version, False  # who moves is read when needed
            self._legal = (legal.version, list(legal.actions))
        return self._legal[1]

    def act(self, action: object, *, idempotency_key: str | None = None) -> Any:
        """Take `action` (a model, or a mapping such as `{"type": "travel", "site": "perser"}`),
        decided on the version this seat last saw, under an Idempotency-Key (a fresh one
        unless given) kept through retries. Returns the act's answer: the match as this seat
        now sees it, the events, and its next legal actions.

        StaleVersion (409) means the match moved on and what this seat may do changed:
        the seat has forgotten what it knew, so `legal_actions()` reads anew; decide again.
        A 409 `match-busy` (nothing applied) is sent again first (`Retry`), and raised as
        MatchBusy, a StaleVersion, when it keeps coming. An action that is none of the
        game's raises InvalidAction before anything is sent."""
        body = self.game.act_request(action=self.game.action(action), expected_version=self.version).to_dict()
        try:
            acted = self._call("act", body=body, headers={"Idempotency-Key": idempotency_key or uuid.uuid4().hex})
        except Refused as refused:
            self._legal, self.current = None, False  # whatever this seat knew may be stale
            if isinstance(refused, StaleVersion) and refused.current_version is not None:
                self.version = max(self.version, refused.current_version)
                self._heard(refused.current_version)
            raise
        self._saw(acted)
        self._legal = (acted.version, list(acted.legal_actions))
        return acted

    def resign(self) -> Any:
        """Leave the match: with one seat left playing it wins; with more, the server plays
        this seat on (a documented default per game) and it ranks last. Returns the match
        as this seat then sees it."""
        return self._leave("resign")

    def abort(self) -> Any:
        """Call the match off, before anyone has played (then it is too late: resign)."""
        return self._leave("abort")

    def _leave(self, op: str) -> Any:
        # Not repeated after a connection failure: the first request may have been applied
        # (a second would then be refused, already-forfeited or match-over).
        left = self._call(op, safe=False)
        self._saw(left)
        self._legal = (left.version, list(left.legal_actions))
        return left

    def events(self, after: int = 0) -> list[Any]:
        """Every event after version `after`, as this seat may see it."""
        records: list[Any] = []
        while True:
            page = self._call("events", params={"after": after, "limit": 1000})
            self._heard(page.version)
            records += page.events
            if not page.events or page.events[-1].seq >= page.version:
                return records
            after = page.events[-1].seq

    def wait_for_turn(self, timeout: float | None = None) -> bool:
        """Block until this seat has a decision to make (True), or the match is over or
        this seat has left it (False); TimeoutError after `timeout` seconds. A match waiting for its open seats
        is waited for too. Listens to the match's stream (Server-Sent Events), or
        long-polls its events where no stream can be had."""
        deadline = None if timeout is None else time.monotonic() + timeout
        self._catch_up()
        if not self.current or self.seat is None:
            self.view()
        while self.playing and not self.my_turn:
            try:
                if not self._stream_until_turn(deadline):
                    self.view()  # a stream that ended with nothing new: make sure of the status
            except (Unavailable, RateLimited, httpx.TransportError):
                self._long_poll(deadline)
        return self.status == "active" and not self.forfeited

    def _remaining(self, deadline: float | None, cap: float) -> float:
        if deadline is None:
            return cap
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"not this seat's turn after waiting: {self!r}")
        return min(cap, left)

    def _stream_until_turn(self, deadline: float | None) -> bool:
        """Reads `match` frames until one says it is this seat's turn or the match is over;
        returns early when the server ends the stream (the caller opens another).
        Whether any frame came."""
        path = f"/games/{self.game.id}/matches/{self.match_id}/stream"
        read = self._remaining(deadline, SILENT_S)
        timeout = httpx.Timeout(self.server.timeout, read=read)
        with listen(self.client.get_httpx_client(), path, timeout, params={"after": self.version}) as frames:
            framed = False
            try:
                for message in frames:
                    if message.event == "match":
                        self._saw(_Frame(**json.loads(message.data)))
                        framed = True
                        if not self.playing or self.my_turn:
                            break
            except httpx.ReadTimeout:
                self._remaining(deadline, read)  # TimeoutError once the caller's time is up
                framed = True  # silence, not an end: listen again
            return framed

    def _long_poll(self, deadline: float | None) -> None:
        """Waits for the match to move past the known version (GET .../events?wait=), then reads it."""
        wait = int(self._remaining(deadline, LONG_POLL_S))
        page = self._call("events", params={"after": self.version, "limit": 1, "wait": wait})
        self._heard(page.version)
        if page.version > self.version or not self.current:
            self.view()

    def close(self) -> None:
        self.client.get_httpx_client().close()


@dataclass
class _Frame:
    """A stream's `match` frame: where the match stands after a batch of events."""

    version: int
    to_move: list[int]
    status: str
    forfeited: list[int] | None = None
