"""A player's side of the SDK against a live server, on SQLite and PostgreSQL: his
stream as typed events (`Tabletop.events()`), resumed with nothing lost or
repeated, and challenges and seeks made, answered or withdrawn, their refusals
raised as the exceptions of their codes."""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable, Iterator

import httpx
import pytest

from tabletop_client import (
    AlreadySeeking,
    ChallengeEnded,
    Forbidden,
    NotAllowed,
    NotFound,
    PlayerEvent,
    Retry,
    Seat,
    SeekPaired,
    Tabletop,
    TooManyChallenges,
    Unavailable,
)
from tabletop_client.calls import raise_refusals
from tabletop_client.events import player_events
from tabletop_client.models import (
    BabelChallenge,
    BabelMatchStarted,
    BabelTurn,
    BaliChallenge,
    BaliMatchStarted,
    ChallengeEndedFrame,
    MatchFinishedFrame,
    MayaSeek,
)
from tests.clients.test_sdk import pass_the_turn
from tests.service.live import live_server

# Quick to retry, and to open a stream again after one that told nothing.
QUICK = Retry(attempts=4, backoff_s=0.05, busy_s=0.01)
FRAME_WAIT_S = 60  # a frame not come by then fails the test (the keep-alives come every 0.5 s)


@contextlib.contextmanager
def players(url: str, *names: str) -> Iterator[list[tuple[Tabletop, str]]]:
    """A server object acting as each newly registered player, and his id."""
    with contextlib.ExitStack() as stack:
        servers = [stack.enter_context(Tabletop(url, retry=QUICK)) for _ in names]
        yield [(server, server.register_player(name).player_id) for server, name in zip(servers, names, strict=True)]


class Listening:
    """A player's events read in the test's thread: a frame that does not come within
    FRAME_WAIT_S ends them (their `stop`, looked at each keep-alive) and fails the test."""

    def __init__(self, server: Tabletop, after: int | None = None) -> None:
        self.stop = threading.Event()
        self.events = server.events(after, stop=self.stop)

    def next(self) -> PlayerEvent:
        timer = threading.Timer(FRAME_WAIT_S, self.stop.set)
        timer.start()
        try:
            return next(self.events)
        except StopIteration:
            raise AssertionError(f"no frame of the player's stream within {FRAME_WAIT_S} s") from None
        finally:
            timer.cancel()

    def until(self, last: Callable[[PlayerEvent], bool]) -> list[PlayerEvent]:
        """The events up to the first that is `last`, that one included."""
        read = [self.next()]
        while not last(read[-1]):
            read.append(self.next())
        return read

    def close(self) -> None:
        self.events.close()

    def __enter__(self) -> Listening:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def of_type(name: str) -> Callable[[PlayerEvent], bool]:
    return lambda event: event.type == name


def requests_of(client: Tabletop | Seat) -> list[str]:
    """The requests a player's client (or a seat's) sends from now on ("GET /path")."""
    sent: list[str] = []
    http = client.client if isinstance(client, Seat) else client.player
    assert http is not None
    http.get_httpx_client().event_hooks["request"].append(
        lambda request: sent.append(f"{request.method} {request.url.path}")
    )
    return sent


def test_a_players_events_are_the_typed_frames_of_his_challenges_and_matches(database_url):
    with live_server(database_url, stream_keepalive_s=0.5) as url, players(url, "alice", "bob") as everyone:
        (alice, alice_id), (bob, bob_id) = everyone
        asked = alice.challenge("babel", [bob_id], seats=[bob_id, alice_id], entropy="alice's dice")
        assert isinstance(asked, BabelChallenge) and str(asked.status) == "open" and asked.match_id is None
        assert asked.challenger.player_id == alice_id and [o.player_id for o in asked.opponents] == [bob_id]
        hers, his = Listening(alice), Listening(bob)
        # Opened without Last-Event-ID: the state now (the open challenge, no place in the
        # stream), then `opened` at the log's head.
        opening, opened = his.next(), his.next()
        assert (opening.type, opening.data) == ("challenge", asked) and isinstance(opening.data, BabelChallenge)
        assert opening.id is None and opened.type == "opened" and opened.id == opened.data.head
        assert hers.next().data == asked  # (hers too: a challenge is told to all it concerns)
        assert hers.next().type == "opened"
        accepted = bob.accept(asked.challenge_id, entropy="bob's dice")
        assert str(accepted.status) == "accepted" and accepted.match_id is not None
        ended, started, turn = his.until(of_type("turn"))
        assert isinstance(ended.data, ChallengeEndedFrame) and str(ended.data.status) == "accepted"
        assert ended.data.match_id == accepted.match_id
        assert isinstance(started.data, BabelMatchStarted) and started.data.seat == 0
        assert [s.name for s in started.data.seats] == ["bob", "alice"]
        assert isinstance(turn.data, BabelTurn) and turn.data.seat == 0 and turn.data.legal_actions
        assert opened.id < ended.id < started.id < turn.id
        # The turn carries what the seat may do, and each act's answer what it may do next:
        # its whole turn is played with its acts alone.
        seat = bob.attach("babel", accepted.match_id, bob.player_key)
        sent = requests_of(seat)
        seat.learn_turn(turn.data)
        assert seat.my_turn and seat.version == turn.data.version
        pass_the_turn(seat)
        assert sent and all(request.endswith("/actions") for request in sent), sent
        # Hers: the challenge's end, her seat, and her turn after his.
        events = hers.until(of_type("turn"))
        assert [e.type for e in events] == ["challenge-ended", "match-started", "turn"]
        assert events[0].data == ended.data and events[1].data.seat == 1 and events[2].data.version == seat.version
        alice.attach("babel", accepted.match_id, alice.player_key).resign()
        for listening, seat_number in ((hers, 1), (his, 0)):
            # (his stream told turns while he played: those he acted on, at versions he has seen past)
            *turns, finished = listening.until(of_type("match-finished"))
            assert all(t.type == "turn" and t.data.version < seat.version for t in turns)
            assert isinstance(finished.data, MatchFinishedFrame) and finished.data.seat == seat_number
            assert str(finished.data.status) == "finished" and finished.data.result.winners == [0]
            assert str(finished.data.result.reason) == "resignation"
            listening.close()


def test_a_resumed_stream_loses_nothing_and_repeats_nothing(database_url):
    """Every stream ends at once here (stream_max_s=0): each read goes on over a new
    connection, resumed by Last-Event-ID; then the player stops listening, his match
    and a challenge go on, and a new `events(after=...)` goes on exactly from where he
    left: together they are his whole log, read from its start."""
    settings = {"stream_keepalive_s": 0.5, "stream_max_s": 0}
    with live_server(database_url, **settings) as url, players(url, "alice", "bob", "carol") as everyone:
        (alice, alice_id), (bob, bob_id), (carol, _) = everyone
        opened = requests_of(bob)
        asked = alice.challenge("babel", [bob_id], seats=[bob_id, alice_id])
        listening = Listening(bob)
        opening = listening.until(of_type("opened"))
        assert [e.type for e in opening] == ["challenge", "opened"] and opening[0].id is None
        match_id = bob.accept(asked.challenge_id).match_id
        first = listening.until(of_type("turn"))
        listening.close()
        assert [e.type for e in first] == ["challenge-ended", "match-started", "turn"]
        assert opened.count("GET /players/me/stream") > 1  # (the stream ended after the opening)
        # Unheard: his turn and hers are played, and a challenge comes and goes.
        seat = bob.attach("babel", match_id, bob.player_key)
        seat.learn_turn(first[-1].data)
        pass_the_turn(seat)
        hers = alice.attach("babel", match_id, alice.player_key)
        hers.view()  # (where the match stands)
        pass_the_turn(hers)
        called_off = carol.challenge("bali", [bob_id])
        carol.cancel_challenge(called_off.challenge_id)

        with Listening(bob, after=first[-1].id) as listening:
            resumed = listening.until(of_type("turn"))
        assert [e.type for e in resumed] == ["challenge", "challenge-ended", "turn"]
        assert resumed[0].data.challenge_id == called_off.challenge_id and isinstance(resumed[0].data, BaliChallenge)
        assert str(resumed[1].data.status) == "cancelled" and resumed[2].data.version > seat.version
        with Listening(bob, after=0) as listening:
            whole = listening.until(lambda event: event.id == resumed[-1].id)
        logged = [opening[0], *first, *resumed]  # (the opening's challenge is the log's first frame too)
        assert [(e.type, e.data) for e in logged] == [(e.type, e.data) for e in whole]
        assert [e.id for e in first + resumed] == [e.id for e in whole[1:]]


class Dropped(httpx.SyncByteStream):
    """A stream's body that loses its connection after these chunks."""

    def __init__(self, *chunks: str) -> None:
        self.chunks = chunks

    def __iter__(self) -> Iterator[bytes]:
        yield from (chunk.encode() for chunk in self.chunks)
        raise httpx.ReadError("connection lost")


def ended(id_: int, challenge_id: str) -> str:
    data = {"challenge_id": challenge_id, "game": "maya", "status": "expired", "reason": None, "match_id": None}
    return f"id: {id_}\nevent: challenge-ended\ndata: {json.dumps(data)}\n\n"


def test_a_lost_connection_and_refusals_to_reconnect_are_waited_out_from_the_last_frame():
    sent: list[str | None] = []
    answers = [
        lambda: httpx.Response(200, stream=Dropped(": keep-alive\n\n", ended(1, "a"), ended(2, "b"), "id: 3\nevent")),
        lambda: httpx.Response(503, headers={"Retry-After": "0"}, json={"status": 503, "code": "at-capacity"}),
        lambda: httpx.Response(200, stream=Dropped(ended(3, "c"))),
    ]

    def serve(request: httpx.Request) -> httpx.Response:
        sent.append(request.headers.get("last-event-id"))
        return answers[len(sent) - 1]()

    http = raise_refusals(httpx.Client(base_url="http://tabletop", transport=httpx.MockTransport(serve)))
    events = player_events(http, QUICK, 5.0, None, None)
    read = [next(events) for _ in range(3)]
    events.close()
    assert sent == [None, "2", "2"]  # (a frame cut short is not one: it is sent again)
    assert [(e.type, e.id, e.data.challenge_id) for e in read] == [
        ("challenge-ended", 1, "a"),
        ("challenge-ended", 2, "b"),
        ("challenge-ended", 3, "c"),
    ]
    assert all(isinstance(e.data, ChallengeEndedFrame) for e in read)

    refusing = raise_refusals(
        httpx.Client(base_url="http://tabletop", transport=httpx.MockTransport(lambda request: answers[1]()))
    )
    with pytest.raises(Unavailable):  # after QUICK.attempts refusals in a row
        next(player_events(refusing, QUICK, 5.0, 7, None))


def test_challenges_are_answered_or_called_off_and_each_refusal_says_why(database_url):
    with (
        live_server(database_url, max_open_challenges=2) as url,
        players(url, "alice", "bob", "carol") as everyone,
    ):
        (alice, alice_id), (bob, bob_id), (carol, carol_id) = everyone
        asked = alice.challenge("bali", [bob_id, carol_id], time_control={"per_decision_s": 60})
        assert isinstance(asked, BaliChallenge) and asked.time_control.per_decision_s == 60
        with pytest.raises(Forbidden) as not_hers:  # a challenger accepts nothing: she asked
            alice.accept(asked.challenge_id)
        assert (not_hers.value.status, not_hers.value.code) == (403, "not-yours")
        half = bob.accept(asked.challenge_id)
        assert str(half.status) == "open" and [o.answer for o in half.opponents] == ["accepted", None]
        declined = carol.decline(asked.challenge_id, reason="busy")
        assert (str(declined.status), declined.reason, declined.match_id) == ("declined", "busy", None)
        with pytest.raises(ChallengeEnded) as over:
            bob.accept(asked.challenge_id)
        assert (over.value.status, over.value.code) == (409, "challenge-ended")

        first, second = (alice.challenge("babel", [who]) for who in (bob_id, carol_id))
        with pytest.raises(Forbidden):
            bob.cancel_challenge(first.challenge_id)
        sent = requests_of(alice)
        with pytest.raises(TooManyChallenges) as too_many:  # (not sent again: waiting alone lifts nothing)
            alice.challenge("maya", [bob_id, carol_id])
        assert too_many.value.code == "too-many-challenges" and sent == ["POST /challenges"]
        assert str(alice.cancel_challenge(first.challenge_id).status) == "cancelled"
        assert str(alice.challenge("maya", [bob_id, carol_id], seats=[carol_id, alice_id, bob_id]).status) == "open"
        with pytest.raises(ChallengeEnded):
            bob.decline(first.challenge_id)
        with pytest.raises(Forbidden):  # (a challenge between others)
            bob.decline(second.challenge_id)

        with pytest.raises(NotFound) as unknown:
            bob.accept("f" * 32)
        assert unknown.value.code == "not-found"
        with pytest.raises(NotFound) as nobody:
            bob.challenge("babel", ["0" * 32])
        assert nobody.value.code == "unknown-player"
        with pytest.raises(NotAllowed) as refused:
            bob.challenge("babel", [bob_id])
        assert refused.value.code == "challenge-refused"
        with Tabletop(url) as anonymous:
            for needs_a_key in (lambda: anonymous.challenge("babel", [bob_id]), anonymous.events):
                with pytest.raises(ValueError, match="needs a player key"):
                    needs_a_key()


def test_seeks_seat_players_together_and_one_that_waits_is_withdrawn(database_url):
    with live_server(database_url) as url, players(url, "alice", "bob", "carol") as everyone:
        (alice, _), (bob, _), (carol, _) = everyone
        waiting = alice.seek("maya", 3, time_control={"per_decision_s": 60})
        assert isinstance(waiting, MayaSeek) and waiting.players == 3 and waiting.match_id is None
        assert waiting.time_control.per_decision_s == 60
        with pytest.raises(AlreadySeeking) as again:
            alice.seek("maya", 3, time_control={"per_decision_s": 60})
        assert (again.value.status, again.value.code) == (422, "already-seeking")
        with pytest.raises(Forbidden):
            bob.withdraw(waiting.seek_id)
        assert alice.withdraw(waiting.seek_id) is None
        with pytest.raises(NotFound):
            alice.withdraw(waiting.seek_id)

        first = alice.seek("bali", 2, entropy="alice's dice")
        completed = bob.seek("bali", 2)
        assert first.match_id is None and completed.match_id is not None
        with pytest.raises(SeekPaired) as seated:
            alice.withdraw(first.seek_id)
        assert (seated.value.status, seated.value.code) == (409, "seek-paired")
        # Her stream, opened now, begins with the match the seek seated her in.
        with Listening(alice) as listening:
            (started,) = listening.until(of_type("match-started"))
        assert isinstance(started.data, BaliMatchStarted) and started.data.match_id == completed.match_id
        assert sorted(s.name for s in started.data.seats) == ["alice", "bob"]
        assert carol.seek("bali", 2).match_id is None  # (a table of its own)
