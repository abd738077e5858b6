"""The bot authors' layer (tabletop_client.sdk) against a live server: seats that
act on the version they saw, retries that keep their Idempotency-Key, refusals
as typed exceptions, and waiting for a turn on the stream or by long-poll."""

from __future__ import annotations

import ast
import itertools
import random
import threading
from pathlib import Path

import httpx
import pytest

import tabletop_client
from tabletop_client import (
    InvalidAction,
    Malformed,
    MatchBusy,
    NotAllowed,
    NotFound,
    Refused,
    Retry,
    StaleVersion,
    Tabletop,
    Unauthorized,
    Unavailable,
    babel,
)
from tabletop_client.calls import raise_refusals
from tabletop_client.refusals import refusal
from tabletop_client.sse import Message, messages
from tests.service.live import live_server

FAST = Retry(attempts=4, backoff_s=0.01, busy_s=0.01)


@pytest.fixture(scope="module")
def base_url(tmp_path_factory):
    with live_server(f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('sdk') / 'sdk.db'}") as url:
        yield url


@pytest.fixture
def server(base_url):
    with Tabletop(base_url, retry=FAST) as server:
        yield server


def babel_match(server):
    return server.create_match("babel", seats=["alice", "bob"], seed=42).seats


def test_created_seats_know_where_the_match_stands(server):
    alice, bob = babel_match(server)
    assert (alice.seat, bob.seat) == (0, 1)
    assert alice.my_turn and not bob.my_turn
    assert alice.version == bob.version > 0
    assert bob.legal_actions() == []
    assert alice.view().state.sides[0].hand is not None and alice.view().state.sides[1].hand is None


def test_actions_built_by_name_are_the_legal_ones(server):
    alice, _ = babel_match(server)
    legal = alice.legal_actions()
    travel = next(a for a in legal if a.type_ == "travel")
    built = babel.travel(site=travel.site.value)
    assert built == travel and built in legal
    assert babel.action({"type": "travel", "site": travel.site.value}) == travel
    before = alice.version
    acted = alice.act(built)
    assert acted.version > before and alice.version == acted.version
    assert acted.events and acted.events[0].event.type_ == "traveled"
    # The act's answer carried the next legal actions: no request needed to read them.
    assert alice.legal_actions() == acted.legal_actions


def test_a_decision_on_a_stale_table_raises_stale_version(server):
    alice, _ = babel_match(server)
    seen = alice.version
    alice.act(next(a for a in alice.legal_actions() if a.type_ == "travel"))
    now, decided = alice.version, alice.legal_actions()[0]
    alice.version = seen  # as if alice had decided on the table before her travel
    transport = flaky(alice, [])
    with pytest.raises(StaleVersion) as refused:
        alice.act(decided)
    assert refused.value.status == 409 and refused.value.current_version == now
    assert refused.value.code == "stale-version" and type(refused.value) is StaleVersion
    assert len(transport.posts) == 1  # not sent again: the seat must decide again
    # The seat re-reads: its legal actions are the match's as it is now.
    assert alice.legal_actions() == server.attach("babel", alice.match_id, alice.token).legal_actions()
    assert alice.version == now


def test_refusals_are_typed_exceptions_with_the_problems_code(server):
    alice, bob = babel_match(server)
    with pytest.raises(NotAllowed) as refused:
        bob.act(babel.end_turn())
    assert (refused.value.status, refused.value.code) == (422, "not-your-turn")
    illegal = next(a for a in (babel.end_turn(), babel.build_reserved()) if a not in alice.legal_actions())
    with pytest.raises(NotAllowed) as refused:
        alice.act(illegal)
    assert (refused.value.status, refused.value.code) == (422, "illegal-action")
    with pytest.raises(Unauthorized) as refused:
        server.attach("babel", alice.match_id, "not-a-token").view()
    assert (refused.value.status, refused.value.code) == (401, "bad-token")
    with pytest.raises(NotFound) as refused:
        server.view("babel", "f" * 32)
    assert (refused.value.status, refused.value.code) == (404, "not-found")
    with pytest.raises(ValueError, match="no game 'chess'"):
        server.attach("chess", alice.match_id, alice.token)


def test_a_refusal_without_a_problem_body_still_raises():
    refused = refusal(502, b"Bad gateway", {"retry-after": "3"})
    assert type(refused) is Refused and refused.status == 502
    assert refused.detail == "Bad gateway" and refused.retry_after == 3.0


class Flaky(httpx.BaseTransport):
    """Forwards to the server, but spoils the first answers to POSTs as `faults` says:
    an int status is answered instead (Retry-After: 0), a (status, code) pair is answered
    as that problem (no Retry-After), "page" as a proxy's 503 page, "lost" forwards the
    request and then fails as if the answer never came back."""

    def __init__(self, faults: list) -> None:
        self.faults, self.posts, self.real = list(faults), [], httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "POST":
            self.posts.append((request.headers.get("idempotency-key"), request.read()))
            if self.faults:
                fault = self.faults.pop(0)
                if fault == "lost":
                    self.real.handle_request(request).read()
                    raise httpx.ReadTimeout("the answer was lost", request=request)
                if fault == "page":  # a proxy's own error page, no problem in it
                    return httpx.Response(503, headers={"Retry-After": "0", "Content-Type": "text/html"}, text=PAGE)
                if isinstance(fault, tuple):
                    status, code = fault
                    return httpx.Response(status, json={"status": status, "code": code, "detail": "busy"})
                return httpx.Response(fault, headers={"Retry-After": "0"}, json={"status": fault, "detail": "busy"})
        return self.real.handle_request(request)


def through(seat, transport):
    """The seat's requests go through `transport` (refusals raised, as on every client the SDK makes)."""
    seat.client.set_httpx_client(
        raise_refusals(
            httpx.Client(
                base_url=seat.server.base_url, headers={"Authorization": f"Bearer {seat.token}"}, transport=transport
            )
        )
    )
    return transport


def flaky(seat, faults):
    return through(seat, Flaky(faults))


def test_a_lost_answer_is_retried_under_the_same_key_and_applies_once(server):
    alice, _ = babel_match(server)
    transport = flaky(alice, ["lost"])
    before = alice.version
    acted = alice.act(next(a for a in alice.legal_actions() if a.type_ == "travel"))
    (key, body), (again, body_again) = transport.posts
    assert key and key == again and body == body_again
    assert acted.version == before + len(acted.events)  # applied once
    assert alice.view().version == acted.version


def test_busy_answers_are_waited_out(server):
    alice, _ = babel_match(server)
    transport = flaky(alice, [503, 429])
    acted = alice.act(next(a for a in alice.legal_actions() if a.type_ == "travel"))
    assert acted.events and len(transport.posts) == 3 and len({key for key, _ in transport.posts}) == 1


def test_busy_answers_past_the_attempts_raise(server):
    alice, _ = babel_match(server)
    flaky(alice, [503] * FAST.attempts)
    with pytest.raises(Unavailable) as refused:
        alice.act(next(a for a in alice.legal_actions() if a.type_ == "travel"))
    assert refused.value.retry_after == 0


PAGE = "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>"


def test_a_proxys_error_page_is_a_refusal_like_any_other(server):
    """The generated parsing would read a 503's body as a problem, and fail on a page:
    the SDK reads the refusal first, waits it out, and raises it carrying the page."""
    alice, _ = babel_match(server)
    transport = flaky(alice, ["page"])
    acted = alice.act(next(a for a in alice.legal_actions() if a.type_ == "travel"))
    assert acted.events and len(transport.posts) == 2
    flaky(alice, ["page"] * FAST.attempts)
    with pytest.raises(Unavailable) as refused:
        alice.act(alice.legal_actions()[0])
    assert (refused.value.status, refused.value.detail, refused.value.retry_after) == (503, PAGE, 0)


def test_a_busy_match_is_sent_the_action_again_under_the_same_key(server):
    """409 match-busy: nothing was applied, and the server asks for the action again."""
    alice, _ = babel_match(server)
    transport = flaky(alice, [(409, "match-busy"), (409, "match-busy")])
    before = alice.version
    acted = alice.act(next(a for a in alice.legal_actions() if a.type_ == "travel"))
    assert len(transport.posts) == 3 and len(set(transport.posts)) == 1  # the same key and body
    assert acted.version == before + len(acted.events) and alice.view().version == acted.version


def test_a_match_busy_past_the_attempts_raises(server):
    alice, _ = babel_match(server)
    transport = flaky(alice, [(409, "match-busy")] * FAST.attempts)
    with pytest.raises(MatchBusy) as refused:
        alice.act(next(a for a in alice.legal_actions() if a.type_ == "travel"))
    assert (refused.value.status, refused.value.code) == (409, "match-busy")
    assert isinstance(refused.value, StaleVersion)  # decide again, as after any stale version
    assert len(transport.posts) == FAST.attempts


def test_a_conflict_is_typed_by_its_code():
    busy = refusal(409, b'{"status": 409, "code": "match-busy", "detail": "Send it again."}', {})
    stale = refusal(409, b'{"status": 409, "code": "stale-version", "current_version": 9}', {})
    assert (type(busy), busy.code) == (MatchBusy, "match-busy")
    assert (type(stale), stale.code, stale.current_version) == (StaleVersion, "stale-version", 9)


def pass_the_turn(seat):
    """Plays `seat`'s turn to its end (Babel: end the turn as soon as the rules allow)."""
    rng = random.Random(1)
    while seat.my_turn:
        legal = seat.legal_actions()
        wanted = [a for a in (babel.end_turn(), babel.build_reserved()) if a in legal]
        seat.act(wanted[0] if wanted else rng.choice(legal))


def waiting(seat, **kwargs):
    outcome = {}
    thread = threading.Thread(target=lambda: outcome.update(turn=seat.wait_for_turn(**kwargs)))
    thread.start()
    return thread, outcome


def streams_opened(seat):
    opened = []
    seat.client.get_httpx_client().event_hooks["request"].append(
        lambda request: opened.append(request.url.path) if request.url.path.endswith("/stream") else None
    )
    return opened


def test_wait_for_turn_listens_to_the_stream(server):
    alice, bob = babel_match(server)
    opened = streams_opened(bob)
    thread, outcome = waiting(bob, timeout=30)
    pass_the_turn(alice)
    thread.join(30)
    assert outcome == {"turn": True} and bob.my_turn and opened
    assert bob.legal_actions() and bob.version == alice.version


def test_wait_for_turn_times_out(server):
    _, bob = babel_match(server)
    with pytest.raises(TimeoutError):
        bob.wait_for_turn(timeout=0.3)


class NoStreams(httpx.BaseTransport):
    """A proxy that holds no streams: 503 for GET .../stream, everything else forwarded."""

    def __init__(self) -> None:
        self.refused, self.real = 0, httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/stream"):
            self.refused += 1
            return httpx.Response(503, headers={"Retry-After": "0"}, json={"status": 503, "detail": "no streams"})
        return self.real.handle_request(request)


def test_wait_for_turn_long_polls_when_no_stream_can_be_had(server):
    alice, bob = babel_match(server)
    proxy = through(bob, NoStreams())
    thread, outcome = waiting(bob, timeout=30)
    pass_the_turn(alice)
    thread.join(30)
    assert outcome == {"turn": True} and bob.my_turn and bob.legal_actions()
    assert proxy.refused  # it asked for the stream first


def test_server_sent_events_are_parsed_as_the_standard_says():
    lines = [
        ": keep-alive",
        "",
        "id: 7",
        "event: traveled",
        'data: {"a":',
        "data: 1}",
        "",
        "event: nothing",
        "",
        "data:plain",
        "",
    ]
    assert list(messages(lines)) == [
        Message("traveled", '{"a":\n1}', "7", own_id=True),
        Message("message", "plain", "7"),  # (a frame without an id carries the last one on)
    ]


def test_a_lobby_match_is_claimed_dealt_and_played_by_player_keys(base_url):
    """A player creates a match with a seat open; another finds it among the open
    matches and claims it; the claim deals; each plays with his player key alone."""
    with Tabletop(base_url, retry=FAST) as host, Tabletop(base_url, retry=FAST) as guest:
        alice_id = host.register_player("alice").player_id
        created = host.create_match("babel", seats=["alice", None])
        assert str(created.created.status) == "waiting" and [s.seat for s in created.seats] == [0]
        seat_of_alice = created.seats[0]
        thread, outcome = waiting(seat_of_alice, timeout=30)  # a waiting match is waited for
        guest.register_player("bob")
        assert created.match_id in [m.match_id for m in guest.open_matches("babel")]
        bob = guest.claim("babel", created.match_id, 1, "bob", entropy="bob's dice")
        thread.join(30)
        assert outcome == {"turn": True} and seat_of_alice.my_turn
        assert created.match_id not in [m.match_id for m in guest.open_matches("babel")]
        # The player key alone plays the seat, in place of its token.
        alice = host.attach("babel", created.match_id, host.player_key)
        assert alice.view().viewer == 0 and alice.legal_actions()
        mine = {m.match_id: m for m in host.my_matches()}
        assert mine[created.match_id].seat == 0 and mine[created.match_id].my_turn
        assert created.match_id in [m.match_id for m in host.my_matches(my_turn=True)]
        assert created.match_id not in [m.match_id for m in guest.my_matches(my_turn=True)]
        assert next(m.match_id for m in guest.my_matches(status="active")) == created.match_id
        with pytest.raises(Refused) as taken:
            Tabletop(base_url, retry=FAST).claim("babel", created.match_id, 1, "carol")
        assert (taken.value.status, taken.value.code) == (409, "seat-taken")
        assert bob.view().seats[1].name == "bob" and alice_id


def test_my_matches_needs_a_player_key(server):
    with pytest.raises(ValueError, match="player key"):
        server.my_matches()


def test_a_seat_resigns_or_aborts_and_sees_why_the_match_ended(server):
    alice, bob = server.create_match(
        "babel", seats=["alice", "bob"], seed=1, time_control={"per_decision_s": 600}
    ).seats
    assert alice.view().time_control.per_decision_s == 600 and alice.view().clocks[0].deadline is not None
    aborted = alice.abort()
    assert str(aborted.status) == "aborted" and str(aborted.result.reason) == "aborted" and not alice.playing
    with pytest.raises(NotAllowed) as late:
        bob.resign()
    assert late.value.code == "match-over"

    alice, bob = babel_match(server)
    alice.act(alice.legal_actions()[0])
    with pytest.raises(NotAllowed) as too_late:
        bob.abort()
    assert too_late.value.code == "abort-too-late"
    resigned = bob.resign()
    assert str(resigned.status) == "finished" and resigned.result.winners == [0]
    assert str(resigned.result.reason) == "resignation" and resigned.result.forfeited == [1]


def test_a_seat_that_left_the_match_stops_waiting_for_its_turn(server):
    first, second, third = server.create_match("maya", seats=["a", "b", "c"], seed=4).seats
    resigned = third.resign()
    assert resigned.forfeited == [2] and third.forfeited and not third.playing
    assert third.wait_for_turn(timeout=5) is False  # its moves are the server's now
    assert first.playing and second.playing and not first.forfeited


def test_a_single_thread_loop_over_to_move_reads_each_seats_legal_actions_anew(server):
    """One thread plays every seat, choosing the mover from a spectator's view: a seat
    whose cached legal actions (empty: the turn had passed) are older than what the
    server object has seen since must read them again, not answer stale."""
    seats = babel_match(server)
    rng, movers = random.Random(3), []
    for _ in range(30):
        view = server.view("babel", seats[0].match_id)
        if not view.to_move:  # over
            break
        seat = seats[rng.choice(view.to_move)]
        legal = seat.legal_actions()
        wanted = [a for a in (babel.end_turn(), babel.build_reserved()) if a in legal]
        seat.act(wanted[0] if wanted else rng.choice(legal))
        movers.append(seat.seat)
    assert sum(a != b for a, b in itertools.pairwise(movers)) >= 3  # the turn came back to each seat


def test_an_action_none_of_the_games_is_refused_before_sending_naming_what_is_wrong(server):
    alice, _ = babel_match(server)
    transport = flaky(alice, [])
    with pytest.raises(InvalidAction) as refused:
        alice.act({"type": "nonsense"})
    assert isinstance(refused.value, Malformed) and (refused.value.status, refused.value.code) == (400, "malformed")
    assert refused.value.valid_types == sorted(babel.ACTIONS) and "travel" in refused.value.valid_types
    assert "Babel has no action type 'nonsense'" in str(refused.value) and "end_turn, halve_hand" in str(refused.value)
    with pytest.raises(InvalidAction, match=r"'skip_level' is missing quarry \(it needs position, quarry\)"):
        alice.act({"type": "skip_level", "position": 1})
    with pytest.raises(InvalidAction, match="'travel' has a field of the wrong kind: 'nowhere' is not a valid"):
        alice.act({"type": "travel", "site": "nowhere"})
    for shapeless in ("travel", {"site": "perser"}):
        with pytest.raises(InvalidAction, match="an action is a mapping with its 'type'"):
            alice.act(shapeless)
    assert transport.posts == []  # nothing was sent
    travel = next(a for a in alice.legal_actions() if a.type_ == "travel")
    assert alice.act({"type": "travel", "site": travel.site.value}).events


def test_the_sdk_uses_the_generated_operations_public_functions_alone():
    """`sync_detailed` is the generated operations' API; their `_get_kwargs`, `_parse_response`
    and `_build_response` may change with any version of the generator."""
    package = Path(tabletop_client.__file__).parent
    private = {
        node.name
        for path in (package / "api").rglob("*.py")
        for node in ast.parse(path.read_text()).body
        if isinstance(node, ast.FunctionDef) and node.name.startswith("_")
    }
    assert {"_get_kwargs", "_parse_response"} <= private
    generate = ast.parse((package.parents[1] / "generate.py").read_text())
    hand_written = next(
        ast.literal_eval(node.value)
        for node in generate.body
        if isinstance(node, ast.Assign) and [ast.unparse(t) for t in node.targets] == ["HAND_WRITTEN"]
    )
    assert "events.py" in hand_written
    used = {
        (name, node.attr)
        for name in hand_written
        for node in ast.walk(ast.parse((package / name).read_text()))
        if isinstance(node, ast.Attribute) and node.attr in private
    }
    assert used == set()
