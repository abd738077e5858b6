"""A small layer for bot authors over the generated client: one entry point
for every game, seats that remember where their match stands, actions sent
safely, and refusals raised as exceptions (`refusals.py`).

    server = Tabletop("http://127.0.0.1:8000")
    match = server.create_match("bali", seats=["alice", "bob"])
    seat = match.seats[0]          # or server.attach("bali", match_id, token)
    while seat.wait_for_turn():    # False once the match is over
        seat.act(random.choice(seat.legal_actions()))

In a lobby, a match is created with open seats (`None`) that others claim:

    host = Tabletop(url)
    host.register_player("alice")  # a player key: it acts for alice's seats in any match
    match = host.create_match("bali", seats=["alice", None])
    guest = Tabletop(url)
    seat = guest.claim("bali", guest.open_matches("bali")[0].match_id, 1, "bob")

Answers are the generated models (`BaliMatch`, `BaliActed`, actions such as
`BaliTakeCard`); `games.py` builds actions by name (`bali.take_card(column=2)`).
"""

from __future__ import annotations

import json
import random
import threading
import time
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import httpx

from .client import AuthenticatedClient, Client
from .game_api import GameApi, plain
from .api.players import my_matches, register_player
from .games import GAMES
from .models import ClaimSeat, MatchStatus, NewPlayer
from .refusals import MatchBusy, RateLimited, Refused, StaleVersion, TabletopError, Unavailable, refusal
from .sse import messages
from .types import UNSET

LONG_POLL_S = 30  # the server's long-poll answers within 60 s at most


@dataclass(frozen=True)
class Retry:
    """How requests are retried, `attempts` times in all: after a 429 or a 503, waiting
    what Retry-After says (at most `max_wait_s`); after a connection failure (only
    requests that are safe to repeat: reads, and actions, which keep their
    Idempotency-Key so a retry never applies twice), waiting `backoff_s` doubled at each
    attempt; after a 409 `match-busy` (nothing was applied: the server asks for the
    action again), waiting `busy_s` doubled at each attempt, times 1 to 2 at random (so
    that the seats racing for the match do not come back together)."""

    attempts: int = 5
    max_wait_s: float = 30.0
    backoff_s: float = 0.5
    busy_s: float = 0.05

    def pause(self, attempt: int, asked: float | None = None) -> float:
        return min(self.max_wait_s, asked if asked is not None else self.backoff_s * 2**attempt)

    def busy_pause(self, attempt: int) -> float:
        return min(self.max_wait_s, self.busy_s * 2**attempt * random.uniform(1, 2))


def call(op: ModuleType, retry: Retry, *, safe: bool, client: Client, **kwargs: Any) -> Any:
    """The parsed answer of a generated operation; a refusal raised as its exception.

    The operation's `sync_detailed`, but for refusals: their body is read by `refusal`,
    which takes any body (a proxy's error page too), where the generated parsing insists
    on a whole problem."""
    for attempt in range(retry.attempts):
        last = attempt + 1 == retry.attempts
        try:
            response = client.get_httpx_client().request(**op._get_kwargs(**kwargs))
        except httpx.TransportError:
            if not safe or last:
                raise
            time.sleep(retry.pause(attempt))
            continue
        if response.status_code < 300:
            return op._parse_response(client=client, response=response)
        refused = refusal(response.status_code, response.content, response.headers)
        if last or not isinstance(refused, (RateLimited, Unavailable, MatchBusy)):
            raise refused
        # (sent again as it was: the same body, the same Idempotency-Key)
        if isinstance(refused, MatchBusy) and refused.retry_after is None:
            time.sleep(retry.busy_pause(attempt))
        else:
            time.sleep(retry.pause(attempt, refused.retry_after))
    raise AssertionError("unreachable")


def game_api(game: str) -> GameApi:
    try:
        return GAMES[game]
    except KeyError:
        raise ValueError(f"no game {game!r}; this client knows {', '.join(GAMES)}") from None


class Tabletop:
    """A tabletop server: create matches, claim or attach to seats; as a player when
    given a player key (`player_key`, or `register_player`), whose seats it binds."""

    def __init__(self, base_url: str, *, player_key: str | None = None, timeout: float = 30.0,
                 retry: Retry = Retry()) -> None:
        self.base_url, self.timeout, self.retry = base_url.rstrip("/"), timeout, retry
        self.client = Client(base_url=self.base_url, timeout=httpx.Timeout(timeout))  # a spectator's reads
        self.player: AuthenticatedClient | None = None  # creations, claims and listings as the player
        self.seats: list[Seat] = []
        # match id -> the newest version any answer about it showed (a view, an act's answer,
        # a stream frame, a page of events): no seat serves what it read before that
        self._versions: dict[str, int] = {}
        self._versions_lock = threading.Lock()  # (seats may play in threads of their own)
        if player_key is not None:
            self._as_player(player_key)

    def _as_player(self, key: str) -> None:
        self.player_key = key
        self.player = AuthenticatedClient(base_url=self.base_url, token=key, timeout=httpx.Timeout(self.timeout))

    def register_player(self, name: str) -> Any:
        """A new player (its `player_id` and `key`: the key is shown this once, keep it).
        This server object acts as that player from now on: the seats it creates or
        claims are bound to him, and his key plays them (`attach` takes it too)."""
        # Not repeated after a connection failure: the first request may have registered one.
        created = call(register_player, self.retry, safe=False, client=self.client, body=NewPlayer(name=name))
        self._as_player(created.key)
        return created

    def create_match(
        self, game: str, seats: Sequence[str | None], *, seed: int | None = None, options: Any = None,
        entropy: Sequence[str | None] | None = None, time_control: Mapping[str, int] | None = None,
    ) -> NewMatch:
        """A new match with these seat names, `None` for a seat left open to a claim (the
        match then waits, undealt, until the last is claimed). The named seats come
        attached (their tokens are shown only here: keep them to play on later with
        `attach`); as a player, name one seat: it is bound to you. `time_control` gives
        the seats clocks: `{"per_decision_s": 30}` or `{"initial_s": 300, "increment_s": 5}`."""
        api = game_api(game)
        fields = {"seats": list(seats), "seed": seed, "options": plain(options), "entropy": entropy,
                  "time_control": None if time_control is None else dict(time_control)}
        body = api.create_request.from_dict({k: v for k, v in fields.items() if v is not None})
        # Not repeated after a connection failure: the first request may have created a match.
        created = call(api.api.create_match, self.retry, safe=False, client=self.player or self.client, body=body)
        seats = [self._keep(Seat(self, api, created.match_id, s.token, seat=s.seat, known=created))
                 for s in created.seats if s.token is not None]
        return NewMatch(created.match_id, api, created, seats)

    def open_matches(self, game: str, limit: int = 50) -> list[Any]:
        """The newest matches of `game` with a seat open to a claim (their summaries)."""
        api = game_api(game)
        return call(api.api.list_matches, self.retry, safe=True, client=self.client, status=MatchStatus.WAITING,
                    limit=limit).matches

    def claim(self, game: str, match_id: str, seat: int, name: str, *, entropy: str | None = None) -> Seat:
        """Take open seat `seat` of `match_id` as `name` (as a player: bound to you, under
        the name you registered); the claim that takes the last open seat deals. Its
        token is shown only here."""
        api = game_api(game)
        body = ClaimSeat(name=name, entropy=UNSET if entropy is None else entropy)
        # Not repeated after a connection failure: a claim that went through would then be
        # refused (seat-taken), its token lost; read the match to see who holds the seat.
        claimed = call(api.api.claim_seat, self.retry, safe=False, client=self.player or self.client,
                       match_id=match_id, seat=seat, body=body)
        return self._keep(Seat(self, api, match_id, claimed.token, seat=claimed.seat))

    def my_matches(self, *, status: str | None = None, my_turn: bool | None = None, limit: int = 50) -> list[Any]:
        """The player's newest matches (each with his `seat` and `my_turn`); `my_turn=True`:
        only those waiting on him. Needs a player key."""
        if self.player is None:
            raise ValueError("my_matches needs a player key: Tabletop(url, player_key=...) or register_player()")
        return call(my_matches, self.retry, safe=True, client=self.player, limit=limit,
                    status=UNSET if status is None else MatchStatus(status),
                    my_turn=UNSET if my_turn is None else my_turn).matches

    def attach(self, game: str, match_id: str, token: str) -> Seat:
        """The seat of `match_id` that `token` names: its seat token, or the player key
        of the player bound to it."""
        return self._keep(Seat(self, game_api(game), match_id, token))

    def _heard(self, match_id: str, version: int) -> None:
        """Learn that the match `match_id` has reached `version`."""
        with self._versions_lock:
            if version > self._versions.get(match_id, 0):
                self._versions[match_id] = version

    def _newest(self, match_id: str) -> int:
        """The newest version of the match that this server object has seen (0: none)."""
        return self._versions.get(match_id, 0)

    def _keep(self, seat: Seat) -> Seat:
        self.seats.append(seat)  # closed with the server
        return seat

    def view(self, game: str, match_id: str, at: int | None = None) -> Any:
        """The match as a spectator sees it (at version `at`: as it was then)."""
        match = call(game_api(game).api.get_match, self.retry, safe=True, match_id=match_id, client=self.client,
                     at=UNSET if at is None else at)
        if at is None:
            self._heard(match_id, match.version)
        return match

    def export(self, game: str, match_id: str) -> Any:
        """The match's public record (GET .../export): its options, seats and events as a
        spectator sees them; once it has ended, everything, with the seed."""
        return call(game_api(game).api.export, self.retry, safe=True, match_id=match_id, client=self.client)

    def close(self) -> None:
        for seat in self.seats:
            seat.close()
        self.client.get_httpx_client().close()

    def __enter__(self) -> Tabletop:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


@dataclass
class NewMatch:
    match_id: str
    game: GameApi
    created: Any  # the creation's answer: the match as a spectator sees it, and the seat tokens
    seats: list[Seat]


class Seat:
    """One seat of a match, played with its token.

    It remembers where the match stands as far as it has seen (`version`,
    `to_move`, `status`) and the legal actions it last read, so a bot's loop
    costs about one request per action. What the other seats and reads of its
    server object saw counts too: a seat never serves legal actions older than
    the newest version of the match any of them has seen."""

    def __init__(self, server: Tabletop, game: GameApi, match_id: str, token: str, *,
                 seat: int | None = None, known: Any = None) -> None:
        self.server, self.game, self.match_id, self.token = server, game, match_id, token
        self.client = AuthenticatedClient(base_url=server.base_url, token=token, timeout=httpx.Timeout(server.timeout))
        self.seat = seat
        self.version, self.to_move, self.status = 0, [], "active"
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

    def _call(self, op: str, **kwargs: Any) -> Any:
        return call(getattr(self.game.api, op), self.server.retry, safe=True,
                    match_id=self.match_id, client=self.client, **kwargs)

    def _heard(self, version: int) -> None:
        """Learn that the match has reached `version` (from any answer about it)."""
        self.server._heard(self.match_id, version)

    def _catch_up(self) -> None:
        """Take in a newer version another seat or read of the server object saw: who
        moves then is unknown to this seat until it reads the match again."""
        newest = self.server._newest(self.match_id)
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

    def view(self, at: int | None = None) -> Any:
        """The match as this seat sees it (at version `at`: as it was then)."""
        match = self._call("get_match", at=UNSET if at is None else at)
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

    def act(self, action: Any, *, idempotency_key: str | None = None) -> Any:
        """Take `action` (a model, or a mapping such as `{"type": "travel", "site": "perser"}`),
        decided on the version this seat last saw, under an Idempotency-Key (a fresh one
        unless given) kept through retries. Returns the act's answer: the match as this seat
        now sees it, the events, and its next legal actions.

        StaleVersion (409) means the match moved on and what this seat may do changed:
        the seat has forgotten what it knew, so `legal_actions()` reads anew; decide again.
        A 409 `match-busy` (nothing applied) is sent again first (`Retry`), and raised as
        MatchBusy, a StaleVersion, when it keeps coming. An action that is none of the
        game's raises InvalidAction before anything is sent."""
        body = self.game.act_request(action=self.game.action(action), expected_version=self.version)
        try:
            acted = self._call("act", body=body, idempotency_key=idempotency_key or uuid.uuid4().hex)
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
        left = call(getattr(self.game.api, op), self.server.retry, safe=False, match_id=self.match_id,
                    client=self.client)
        self._saw(left)
        self._legal = (left.version, list(left.legal_actions))
        return left

    def events(self, after: int = 0) -> list[Any]:
        """Every event after version `after`, as this seat may see it."""
        records: list[Any] = []
        while True:
            page = self._call("events", after=after, limit=1000)
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
        # The server sends a comment every 15 s: a silent minute means a dead connection.
        read = self._remaining(deadline, 60.0)
        timeout = httpx.Timeout(self.server.timeout, read=read)
        with self.client.get_httpx_client().stream("GET", path, params={"after": self.version}, timeout=timeout) as answer:
            if answer.status_code != 200:
                raise refusal(answer.status_code, answer.read(), answer.headers)
            framed = False
            try:
                for message in messages(answer.iter_lines()):
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
        page = self._call("events", after=self.version, limit=1, wait=int(self._remaining(deadline, LONG_POLL_S)))
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


__all__ = ["NewMatch", "Retry", "Seat", "Tabletop", "TabletopError"]
