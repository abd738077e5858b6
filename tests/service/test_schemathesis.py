"""Property-based HTTP tests from the checked-in OpenAPI document, with all of
schemathesis's checks and phases (examples, coverage and fuzzing for each
operation, then stateful): whatever a client sends, the server answers as
documented (status, content type, body and headers, each frame of a stream),
never with a 5xx, refuses what the document forbids and accepts what it allows.

Random match ids would only ever reach 404s, so most generated cases are
pointed at a real match of the right game with a real seat token: the engines
then face arbitrary well-typed actions and must refuse them with a 422, a
documented answer. A stream is read until it ends: streams are pointed at an
ended match (whose stream ends after its events), and the server ends any other
after STREAM_S. The stateful test follows the document's links (create -> legal
actions -> act -> act...), so whole sequences of real moves are played."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import httpx
import pytest
import schemathesis
from hypothesis import settings
from hypothesis import strategies as st
from schemathesis.transport.requests import ManagedCookiesSession

from engines.core.table import WEEK_S
from engines.registry import GAMES
from service.application.names import TextRefused, nickname
from tests.conftest import BACKENDS, fresh_postgres_database, require_postgres
from tests.service.live import live_server

SPEC = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
STREAM_S = 0.3  # a stream's longest life (its match still running): it ends, and is checked whole
schema = schemathesis.openapi.from_path(SPEC)
schema.config.generation.update(max_examples=int(os.environ.get("TABLETOP_FUZZ_EXAMPLES", "40")))
# A well-formed move may still break the rules, or options the game: the 422 that
# says so is a documented answer to schema-valid data.
acceptance = schema.config.checks.positive_data_acceptance
acceptance.expected_statuses = [*acceptance.expected_statuses, "422"]
# A query parameter given twice is refused (service/http/parameters.py): the coverage
# phase sends each so, and the negative-data check wants it refused.
schema.config.phases.coverage.generate_duplicate_query_parameters = True
# The stateful test follows the document's links only. Schemathesis would also infer links
# (a listing's match ids into every game's operations, a create's seat tokens into other
# games' claims), whose answers depend on every match made before in the process, by
# earlier sequences or the other test: Hypothesis, replaying the same choices, then
# draws differently (FlakyStrategyDefinition).
schema.config.phases.stateful.inference.algorithms = []
TABLES: dict[str, dict] = {}  # game -> a match created for it
ENDED: dict[str, dict] = {}  # game -> a match created for it, and aborted
TOKENS: dict[str, list[str]] = {}  # match id -> its seat tokens
PLAYER_KEYS: list[str] = []  # a player's key, seated in a match of each game
MOVES = ("/actions", "/resign", "/abort")  # the operations that change a match
# One client for the matches the tests make, one session for schemathesis's calls: a client
# of its own per request would load the system's certificates each time (httpx's SSL
# context), and a session reading the environment looks for ~/.netrc at every call; that
# was a third of the module's CPU. (Schemathesis clears the session's cookies after each call.)
HTTP = httpx.Client(timeout=30)
SESSION = ManagedCookiesSession()
SESSION.trust_env = False


@pytest.fixture(scope="module", params=BACKENDS)
def database_url(request, tmp_path_factory):
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('st') / 'st.db'}"
        return
    url, drop = asyncio.run(fresh_postgres_database(require_postgres()))
    yield url
    asyncio.run(drop())


@pytest.fixture(scope="module")
def base_url(database_url):
    with live_server(database_url, stream_max_s=STREAM_S) as url:
        key = HTTP.post(f"{url}/players", json={"name": "fuzz"}).json()["key"]
        PLAYER_KEYS[:] = [key]
        for game in GAMES.values():
            for tables in (TABLES, ENDED):
                tables[game.id] = create(url, game.id)
            ended = ENDED[game.id]["match_id"]
            HTTP.post(
                f"{url}/games/{game.id}/matches/{ended}/abort", headers={"Authorization": f"Bearer {TOKENS[ended][0]}"}
            ).raise_for_status()
            # a waiting match of the player's, with its other seats open to claims
            HTTP.post(
                f"{url}/games/{game.id}/matches",
                json={"seats": ["me", *[None] * (game.min_players - 1)]},
                headers={"Authorization": f"Bearer {key}"},
            ).raise_for_status()
        yield url


def create(url: str, game: str) -> dict:
    """A match of the game's fewest players, all seated, dealt from seed 1."""
    seats = [f"p{i}" for i in range(GAMES[game].min_players)]
    created = HTTP.post(f"{url}/games/{game}/matches", json={"seats": seats, "seed": 1}).json()
    TOKENS[created["match_id"]] = [seat["token"] for seat in created["seats"]]
    return created


@schema.auth(refresh_interval=None)
class SeatTokens:
    """A seat token of the match the case names, the first seat's (the stateful test plays
    it): given as the tester's own credentials, schemathesis also checks that the same
    request without it, or with a wrong one, is refused."""

    def get(self, case, context):
        return TOKENS

    def set(self, case, tokens, context):
        seats = tokens.get((case.path_parameters or {}).get("match_id"))
        if case.path.startswith("/players/me"):
            seats = PLAYER_KEYS  # a player's own listing
        if seats:
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {seats[0]}"}


@schema.hook
def map_case(context, case):
    wait = (case.query or {}).get("wait")
    if type(wait) in (int, float) and wait in range(1, 61):  # (a refused wait, 61 or 1.5 or true, is kept)
        case.query["wait"] = 0  # a long-poll on a quiet match would last its whole wait (test_live.py has them)
    after = (case.query or {}).get("after")
    if case.path.endswith("/events") and str(after).isdigit() and int(after) > 0:
        # past the match's version, `after` is a 400 that no schema can say (it depends on
        # the match: test_lobby.py tests it): the cases read from the start
        case.query["after"] = 0
    named(case)
    return case


def named(case) -> None:
    """A name the document allows (1 to 64 characters, no NUL) that the PRECIS profile
    refuses (service/application/names.py: which no schema can say, nor Hypothesis draw
    from) is a 400 to schema-valid data: such a name is sent as a plain one. A name the
    document forbids is kept, and must still be refused."""
    body = case.body if isinstance(case.body, dict) else {}
    if case.path.endswith("/matches") and isinstance(body.get("seats"), list):
        body["seats"] = [plain(name, 64) for name in body["seats"]]
    field, longest = ("reason", 200) if case.path.endswith("/decline") else ("name", 64)
    if field in body and (case.path in ("/players", "/apps") or case.path.endswith(("/claim", "/decline"))):
        body[field] = plain(body[field], longest)


def plain(name: object, longest: int) -> object:
    if not isinstance(name, str) or not 0 < len(name) <= longest or "\0" in name:
        return name
    try:
        nickname(name, "name", longest=longest)
    except TextRefused:
        return "fuzz"
    return name


@schema.parametrize()
@schema.given(data=st.data())
def test_api_answers_as_documented(case, data, base_url):
    # Hypothesis draws whether the case goes to a real match, and as which seat, so that
    # it sends the same request whenever it replays the case.
    game = case.path.split("/")[2] if case.path.startswith("/games/") else None
    if game in TABLES and "match_id" in (case.path_parameters or {}) and data.draw(st.integers(0, 3)) < 3:
        if case.path.endswith("/stream"):
            match = ENDED[game]
        elif case.method == "POST" and case.path.endswith(MOVES):
            match = create(base_url, game)  # (a move taken on the shared match would change every later answer)
        else:
            match = TABLES[game]
        case.path_parameters["match_id"] = match["match_id"]
        # The seat token is given after the case was made (its match id was then another):
        # unless the case leaves its credentials out on purpose.
        if not schema.is_security_param_negated(case):
            token = data.draw(st.sampled_from(TOKENS[match["match_id"]]))
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
    case.call_and_validate(base_url=base_url, session=SESSION)


class Players(schema.as_state_machine()):
    """Follows the links from created matches (links carry the match id) as the first
    seat of each, so that an action listed for that seat is then taken by it."""

    base_url = ""

    def setup(self):
        self.calls: list[str] = []  # this sequence's calls, each with its answer's status

    def get_call_kwargs(self, case):
        return {"base_url": self.base_url, "session": SESSION}

    def before_call(self, case):
        # Hypothesis replays a failing sequence to shrink it, and needs the same answers
        # each time: a server-drawn seed would deal other cards, and list other actions.
        # Nor may a clock run out between two runs (wall-clock time decides timeouts:
        # test_lifecycle.py tests them with a controlled clock).
        if case.method == "POST" and case.path.endswith("/matches") and isinstance(case.body, dict):
            if case.body.get("seed") is None:  # (absent, or null: both are the server's draw)
                case.body["seed"] = 1
            control = case.body.get("time_control")
            if isinstance(control, dict):  # the longest clocks: none runs out within a test
                case.body["time_control"] = {
                    name: WEEK_S if name in LIMITS and valid_seconds(value) else value
                    for name, value in control.items()
                }

    def after_call(self, response, case):
        super().after_call(response, case)
        body = "" if case.body is None or case.method == "GET" else " " + json.dumps(case.body, default=repr)
        self.calls.append(f"{case.method} {case.formatted_path}{body[:SHOWN]} -> {response.status_code}")
        if response.status_code == 201 and case.path.endswith("/matches"):
            created = response.json()
            named = [seat["token"] for seat in created["seats"] if seat["token"]]  # (open seats have none)
            if named:
                TOKENS[created["match_id"]] = named[:1]

    def validate_response(self, response, case, *args, **kwargs):
        # A failure shows the calls that led to it, as replayed (Hypothesis's own account of
        # the steps, reprs of each step's input, is not shown: schemathesis drops it).
        try:
            super().validate_response(response, case, *args, **kwargs)
        except BaseException as exc:  # (schemathesis's failures are a BaseExceptionGroup)
            exc.add_note("\n".join(["The sequence (its last call failed):", *self.calls]))
            raise


SHOWN = 200  # characters of a call's body in a failure's sequence
LIMITS = ("per_decision_s", "initial_s")  # a clock's time (not its increment)


def valid_seconds(value: object) -> bool:
    """A clock's seconds that the server takes (raising a valid one to the most keeps
    it valid; an invalid one is left for the server to refuse)."""
    return type(value) in (int, float) and float(value).is_integer() and 1 <= value <= WEEK_S


def test_linked_sequences_answer_as_documented(base_url):
    Players.base_url = base_url
    Players.run(
        settings=settings(
            max_examples=int(os.environ.get("TABLETOP_FUZZ_STATEFUL", "60")), stateful_step_count=8, deadline=None
        )
    )
