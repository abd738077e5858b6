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

A player may be challenged, seek a match, and hear of it all on his stream. A
bot that accepts every challenge and plays each of its matches as its turns come,
at one request a move (a turn carries the legal actions, an act's answer the next):

    me = Tabletop(url)
    dora = me.register_player("dora")  # or Tabletop(url, player_key=key)
    me.seek("maya", players=4)         # seated with the next three who seek the same
    seats = {}
    for event in me.events():          # for good: resumed after a lost connection
        data = event.data
        if event.type == "challenge" and any(
            o.player_id == dora.player_id and o.answer is None for o in data.opponents
        ):
            me.accept(data.challenge_id)
        elif event.type == "match-started":
            seats[data.match_id] = me.attach(data.game, data.match_id, dora.key)
        elif event.type == "turn":
            seat = seats[data.match_id]
            seat.learn_turn(data)      # (ignored if the seat has acted past it)
            while seat.legal_actions():
                try:
                    seat.act(random.choice(seat.legal_actions()))
                except StaleVersion:   # the match moved on: read, decide again
                    pass

(`tabletop-bot listen`, in the bots' package, is such a bot, a thread per match.)

Answers are the generated models (`BaliMatch`, `BaliActed`, actions such as
`BaliTakeCard`; typed `Any` where the game is named at run time), read once from the
answer's JSON; a game's answers may be read otherwise (`read`: the bots read them into the
engines' types). `games.py` builds actions by name (`bali.take_card(column=2)`). A game's
requests are sent as `games.py` describes its operations, the others by the generated
operations' `sync_detailed`, through clients that raise refusals, and retried (`calls.py`);
a seat is `seat.py`'s, a player's stream `events.py`'s.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import httpx

from .api.challenges import accept_challenge, cancel_challenge, decline_challenge
from .api.challenges import challenge as challenge_players
from .api.players import my_matches, register_player
from .api.seeks import withdraw_seek
from .calls import Retry, call, fetch, refusing
from .client import AuthenticatedClient, Client
from .events import PlayerEvent, player_events
from .game_api import GameApi, Read, models, plain
from .games import GAMES
from .models import (
    AcceptChallenge,
    ClaimSeat,
    DeclineChallenge,
    MatchStatus,
    MatchSummary,
    NewPlayer,
    PlayerCreated,
    PlayerMatch,
)
from .refusals import TabletopError
from .seat import Seat, Versions
from .types import UNSET


def game_api(game: str) -> GameApi:
    try:
        return GAMES[game]
    except KeyError:
        raise ValueError(f"no game {game!r}; this client knows {', '.join(GAMES)}") from None


def given(**fields: Any) -> dict[str, Any]:
    """A request body's fields, those not given (None) left out: the server's defaults."""
    return {name: value for name, value in fields.items() if value is not None}


class Tabletop:
    """A tabletop server: create matches, claim or attach to seats; as a player when
    given a player key (`player_key`, or `register_player`), whose seats it binds."""

    def __init__(
        self, base_url: str, *, player_key: str | None = None, timeout: float = 30.0, retry: Retry = Retry()
    ) -> None:
        self.base_url, self.timeout, self.retry = base_url.rstrip("/"), timeout, retry
        self.client = refusing(Client(base_url=self.base_url, timeout=httpx.Timeout(timeout)))  # a spectator's reads
        self.player: AuthenticatedClient | None = None  # creations, claims and listings as the player
        self.seats: list[Seat] = []
        self.versions = Versions()  # of every match, as this object and its seats heard
        if player_key is not None:
            self._as_player(player_key)

    def _as_player(self, key: str) -> None:
        self.player_key = key
        self.player = refusing(
            AuthenticatedClient(base_url=self.base_url, token=key, timeout=httpx.Timeout(self.timeout))
        )

    def register_player(self, name: str) -> PlayerCreated:
        """A new player (its `player_id` and `key`: the key is shown this once, keep it).
        This server object acts as that player from now on: the seats it creates or
        claims are bound to him, and his key plays them (`attach` takes it too)."""
        # Not repeated after a connection failure: the first request may have registered one.
        created = call(
            register_player.sync_detailed, self.retry, safe=False, client=self.client, body=NewPlayer(name=name)
        )
        self._as_player(created.key)
        return created

    def create_match(
        self,
        game: str,
        seats: Sequence[str | None],
        *,
        seed: int | None = None,
        options: Any = None,
        entropy: Sequence[str | None] | None = None,
        time_control: Mapping[str, int] | None = None,
        read: Read = models,
    ) -> NewMatch:
        """A new match with these seat names, `None` for a seat left open to a claim (the
        match then waits, undealt, until the last is claimed). The named seats come
        attached (their tokens are shown only here: keep them to play on later with
        `attach`); as a player, name one seat: it is bound to you. `time_control` gives
        the seats clocks: `{"per_decision_s": 30}` or `{"initial_s": 300, "increment_s": 5}`.
        `read` reads the answer and the seats' (see `Seat`)."""
        api = game_api(game)
        body = api.create_request.from_dict(
            given(
                seats=list(seats),
                seed=seed,
                options=plain(options),
                entropy=entropy,
                time_control=plain(time_control),
            )
        )
        # Not repeated after a connection failure: the first request may have created a match.
        created = self._ask(api, "create_match", self.player or self.client, safe=False, read=read, body=body.to_dict())
        attached = [
            self._keep(Seat(self, api, created.match_id, s.token, seat=s.seat, known=created, read=read))
            for s in created.seats
            if s.token is not None
        ]
        return NewMatch(created.match_id, api, created, attached)

    def open_matches(self, game: str, limit: int = 50) -> list[MatchSummary]:
        """The newest matches of `game` with a seat open to a claim (their summaries)."""
        params = {"status": MatchStatus.WAITING.value, "limit": limit}
        page = self._ask(game_api(game), "list_matches", self.client, params=params)
        matches: list[MatchSummary] = page.matches
        return matches

    def claim(self, game: str, match_id: str, seat: int, name: str, *, entropy: str | None = None) -> Seat:
        """Take open seat `seat` of `match_id` as `name` (as a player: bound to you, under
        the name you registered); the claim that takes the last open seat deals. Its
        token is shown only here."""
        api = game_api(game)
        body = ClaimSeat(name=name, entropy=UNSET if entropy is None else entropy).to_dict()
        # Not repeated after a connection failure: a claim that went through would then be
        # refused (seat-taken), its token lost; read the match to see who holds the seat.
        path = {"match_id": match_id, "seat": seat}
        claimed = self._ask(api, "claim_seat", self.player or self.client, safe=False, path=path, body=body)
        return self._keep(Seat(self, api, match_id, claimed.token, seat=claimed.seat))

    def my_matches(
        self, *, status: str | None = None, my_turn: bool | None = None, limit: int = 50
    ) -> list[PlayerMatch]:
        """The player's newest matches (each with his `seat` and `my_turn`); `my_turn=True`:
        only those waiting on him. Needs a player key."""
        return call(
            my_matches.sync_detailed,
            self.retry,
            safe=True,
            client=self._as("my_matches"),
            limit=limit,
            status=UNSET if status is None else MatchStatus(status),
            my_turn=UNSET if my_turn is None else my_turn,
        ).matches

    def _as(self, what: str) -> AuthenticatedClient:
        """The player's client, for what needs a player key."""
        if self.player is None:
            raise ValueError(f"{what} needs a player key: Tabletop(url, player_key=...) or register_player()")
        return self.player

    def events(
        self, after: int | None = None, *, stop: threading.Event | None = None, read: Read = models
    ) -> Generator[PlayerEvent, None, None]:
        """The player's stream, as `PlayerEvent`s (`type`, `id`, `data`: the frame's model):
        `challenge` (one he made or is asked by, while open; again after each acceptance),
        `challenge-ended`, `match-started` (his key acts for that seat: `attach` it),
        `turn` (a match waits on his seat at `version`, with its legal actions then: act
        with `Seat.learn_turn`, no read needed) and `match-finished`. Without `after`, it
        begins with his state now (open challenges, active matches, the turns that wait
        on him); with the `id` of the last event handled, it goes on after it.

        It never ends of itself: the stream is opened again after the last event read
        whenever the server ends it or the connection fails (Retry's pauses; raised after
        its attempts), so nothing is lost or repeated; it ends once `stop` is set (looked
        at after each event and each keep-alive, at least every 15 s). `read` reads the data
        of a game's frames (challenge, match-started, turn; see `Seat`). Needs a player key."""
        http = self._as("events").get_httpx_client()
        return player_events(http, self.retry, self.timeout, after, stop, read)

    def challenge(
        self,
        game: str,
        opponents: Sequence[str],
        *,
        options: Any = None,
        time_control: Mapping[str, int] | None = None,
        seats: Sequence[str] | None = None,
        entropy: str | None = None,
    ) -> Any:
        """Challenge players (their `player_id`s) to a match of `game`: each hears of it on
        his stream and accepts or declines; once all have accepted, the match is dealt (your
        `entropy` and each of theirs mixed into the seed) and every stream tells
        `match-started`. `seats` orders everyone, you included, in seat order (else drawn).
        Returns the challenge (`<Game>Challenge`). Needs a player key."""
        api = game_api(game)
        body = api.lobby.new_challenge.from_dict(
            given(
                game=api.id,
                opponents=list(opponents),
                options=plain(options),
                time_control=plain(time_control),
                seats=plain(seats),
                entropy=entropy,
            )
        )
        return self._send(challenge_players.sync_detailed, "challenge", body=body)

    def accept(self, challenge_id: str, entropy: str | None = None) -> Any:
        """Accept a challenge you are asked by (your `entropy` goes into the seed); the last
        acceptance makes the match. Returns the challenge as it now is."""
        body = AcceptChallenge(entropy=UNSET if entropy is None else entropy)
        return self._send(accept_challenge.sync_detailed, "accept", challenge_id=challenge_id, body=body)

    def decline(self, challenge_id: str, reason: str | None = None) -> Any:
        """Decline a challenge you are asked by: it ends for everyone, `reason` told them."""
        body = DeclineChallenge(reason=UNSET if reason is None else reason)
        return self._send(decline_challenge.sync_detailed, "decline", challenge_id=challenge_id, body=body)

    def cancel_challenge(self, challenge_id: str) -> Any:
        """Call off a challenge you made, while it is open."""
        return self._send(cancel_challenge.sync_detailed, "cancel_challenge", challenge_id=challenge_id)

    def seek(
        self,
        game: str,
        players: int,
        *,
        options: Any = None,
        time_control: Mapping[str, int] | None = None,
        entropy: str | None = None,
    ) -> Any:
        """Seek a match of `game` for `players` (you included) on these terms: you are seated
        with the first who seek the same, seats drawn, and your stream tells
        `match-started`. A seek lives while your stream is open (`events`), and a little
        after. Returns it (`<Game>Seek`; its `match_id` is set if it completed a table at
        once). Needs a player key."""
        api = game_api(game)
        body = api.lobby.new_seek.from_dict(
            given(
                players=players,
                options=plain(options),
                time_control=plain(time_control),
                entropy=entropy,
            )
        )
        # (not repeated after a connection failure: see `_send`)
        return self._ask(api, "seek", self._as("seek"), safe=False, body=body.to_dict())

    def withdraw(self, seek_id: str) -> None:
        """Withdraw a seek of yours that waits (SeekPaired once it is seated in a match)."""
        self._send(withdraw_seek.sync_detailed, "withdraw", seek_id=seek_id)

    def _send(self, op: Callable[..., Any], what: str, **kwargs: Any) -> Any:
        """A request of the player's, not repeated after a connection failure: the first
        may have gone through, and a second would be refused (already-seeking,
        challenge-ended, not-found...) or make a second challenge."""
        return call(op, self.retry, safe=False, client=self._as(what), **kwargs)

    def attach(self, game: str, match_id: str, token: str, *, read: Read = models) -> Seat:
        """The seat of `match_id` that `token` names: its seat token, or the player key
        of the player bound to it. `read` reads its answers (see `Seat`)."""
        return self._keep(Seat(self, game_api(game), match_id, token, read=read))

    def _keep(self, seat: Seat) -> Seat:
        self.seats.append(seat)  # closed with the server
        return seat

    def view(self, game: str, match_id: str, at: int | None = None, *, read: Read = models) -> Any:
        """The match as a spectator sees it (at version `at`: as it was then)."""
        path, params = {"match_id": match_id}, {"at": at}
        match = self._ask(game_api(game), "get_match", self.client, read=read, path=path, params=params)
        if at is None:
            self.versions.heard(match_id, match.version)
        return match

    def export(self, game: str, match_id: str, *, read: Read = models) -> Any:
        """The match's public record (GET .../export): its options, seats and events as a
        spectator sees them; once it has ended, everything, with the seed."""
        return self._ask(game_api(game), "export", self.client, read=read, path={"match_id": match_id})

    def _ask(
        self,
        api: GameApi,
        op: str,
        client: Client | AuthenticatedClient,
        *,
        safe: bool = True,
        read: Read = models,
        path: Mapping[str, object] | None = None,
        **sent: Any,
    ) -> Any:
        """The answer of `api`'s operation `op` (about the match and seat `path` names), as
        `read` reads it."""
        content = fetch(client, self.retry, api.url(op, **(path or {})), safe=safe, **sent)
        return read(api, op, content)

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


__all__ = ["NewMatch", "PlayerEvent", "Retry", "Seat", "Tabletop", "TabletopError"]
