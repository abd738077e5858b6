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
`BaliTakeCard`; typed `Any` where the game is named at run time); `games.py` builds
actions by name (`bali.take_card(column=2)`). Requests are the generated operations'
`sync_detailed`, sent through clients that raise refusals and retried (`calls.py`);
a seat is `seat.py`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import httpx

from .api.players import my_matches, register_player
from .calls import Retry, call, refusing
from .client import AuthenticatedClient, Client
from .game_api import GameApi, plain
from .games import GAMES
from .models import ClaimSeat, MatchPage, MatchStatus, MatchSummary, NewPlayer, PlayerCreated, PlayerMatch
from .refusals import TabletopError
from .seat import Seat, Versions
from .types import UNSET


def game_api(game: str) -> GameApi:
    try:
        return GAMES[game]
    except KeyError:
        raise ValueError(f"no game {game!r}; this client knows {', '.join(GAMES)}") from None


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
    ) -> NewMatch:
        """A new match with these seat names, `None` for a seat left open to a claim (the
        match then waits, undealt, until the last is claimed). The named seats come
        attached (their tokens are shown only here: keep them to play on later with
        `attach`); as a player, name one seat: it is bound to you. `time_control` gives
        the seats clocks: `{"per_decision_s": 30}` or `{"initial_s": 300, "increment_s": 5}`."""
        api = game_api(game)
        fields = {
            "seats": list(seats),
            "seed": seed,
            "options": plain(options),
            "entropy": entropy,
            "time_control": None if time_control is None else dict(time_control),
        }
        body = api.create_request.from_dict({k: v for k, v in fields.items() if v is not None})
        # Not repeated after a connection failure: the first request may have created a match.
        created = call(
            api.api.create_match.sync_detailed, self.retry, safe=False, client=self.player or self.client, body=body
        )
        attached = [
            self._keep(Seat(self, api, created.match_id, s.token, seat=s.seat, known=created))
            for s in created.seats
            if s.token is not None
        ]
        return NewMatch(created.match_id, api, created, attached)

    def open_matches(self, game: str, limit: int = 50) -> list[MatchSummary]:
        """The newest matches of `game` with a seat open to a claim (their summaries)."""
        api = game_api(game)
        page: MatchPage = call(
            api.api.list_matches.sync_detailed,
            self.retry,
            safe=True,
            client=self.client,
            status=MatchStatus.WAITING,
            limit=limit,
        )
        return page.matches

    def claim(self, game: str, match_id: str, seat: int, name: str, *, entropy: str | None = None) -> Seat:
        """Take open seat `seat` of `match_id` as `name` (as a player: bound to you, under
        the name you registered); the claim that takes the last open seat deals. Its
        token is shown only here."""
        api = game_api(game)
        body = ClaimSeat(name=name, entropy=UNSET if entropy is None else entropy)
        # Not repeated after a connection failure: a claim that went through would then be
        # refused (seat-taken), its token lost; read the match to see who holds the seat.
        claimed = call(
            api.api.claim_seat.sync_detailed,
            self.retry,
            safe=False,
            client=self.player or self.client,
            match_id=match_id,
            seat=seat,
            body=body,
        )
        return self._keep(Seat(self, api, match_id, claimed.token, seat=claimed.seat))

    def my_matches(
        self, *, status: str | None = None, my_turn: bool | None = None, limit: int = 50
    ) -> list[PlayerMatch]:
        """The player's newest matches (each with his `seat` and `my_turn`); `my_turn=True`:
        only those waiting on him. Needs a player key."""
        if self.player is None:
            raise ValueError("my_matches needs a player key: Tabletop(url, player_key=...) or register_player()")
        return call(
            my_matches.sync_detailed,
            self.retry,
            safe=True,
            client=self.player,
            limit=limit,
            status=UNSET if status is None else MatchStatus(status),
            my_turn=UNSET if my_turn is None else my_turn,
        ).matches

    def attach(self, game: str, match_id: str, token: str) -> Seat:
        """The seat of `match_id` that `token` names: its seat token, or the player key
        of the player bound to it."""
        return self._keep(Seat(self, game_api(game), match_id, token))

    def _keep(self, seat: Seat) -> Seat:
        self.seats.append(seat)  # closed with the server
        return seat

    def view(self, game: str, match_id: str, at: int | None = None) -> Any:
        """The match as a spectator sees it (at version `at`: as it was then)."""
        match = call(
            game_api(game).api.get_match.sync_detailed,
            self.retry,
            safe=True,
            match_id=match_id,
            client=self.client,
            at=UNSET if at is None else at,
        )
        if at is None:
            self.versions.heard(match_id, match.version)
        return match

    def export(self, game: str, match_id: str) -> Any:
        """The match's public record (GET .../export): its options, seats and events as a
        spectator sees them; once it has ended, everything, with the seed."""
        return call(
            game_api(game).api.export.sync_detailed, self.retry, safe=True, match_id=match_id, client=self.client
        )

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


__all__ = ["NewMatch", "Retry", "Seat", "Tabletop", "TabletopError"]
