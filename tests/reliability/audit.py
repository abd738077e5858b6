"""After the load: the log against what the clients were told.

- every acknowledged act's events are in its seat's log, at the acknowledged seqs;
- each log runs 1..version, no gap, no repeat, and no seq was acknowledged twice;
- replays (`?at=v`) equal the views the clients were given at v;
- each match folded here, by the engine, from the rows in PostgreSQL, shows the
  spectator what the server shows;
- every act judged on a version other than the match's was judged by the rule
  (a stale expected_version stands when no act since changed the seat's legal
  actions: they are the same at every version where an act began since, and at
  the match's version): checked with the legal actions of the folded states, at
  the versions where the rows say an act began.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from typing import NamedTuple

import asyncpg
import httpx
import msgspec

from engines.core import fold
from engines.registry import GAMES
from tests.reliability.load import TIMEOUT, Ack, Judged, Ledger, Match

VIEW_FIELDS = ("match_id", "game", "version", "status", "to_move", "viewer", "state", "result", "seats")
REPLAYS_PER_MATCH = 4  # the last acknowledged view of each match and some earlier ones
PAGE = 1000


class Audit(NamedTuple):
    events: int = 0
    lost: int = 0  # acknowledged events missing from the log, or different there
    duplicated: int = 0  # seqs acknowledged to two different acts
    broken_logs: int = 0  # logs whose seqs are not 1..version
    replays: int = 0
    replay_mismatches: int = 0
    rebuilt_mismatches: int = 0
    judged: int = 0  # acts on another version than the match's, judged again here
    misjudged: int = 0  # ... whose answer the rule does not give
    examples: tuple[str, ...] = ()

    @property
    def clean(self) -> bool:
        return not (
            self.lost
            or self.duplicated
            or self.broken_logs
            or self.replay_mismatches
            or self.rebuilt_mismatches
            or self.misjudged
        )


async def seat_log(http: httpx.AsyncClient, match: Match, seat: int) -> dict[int, dict]:
    """The match's events as `seat` sees them, by seq; a repeated seq is kept once."""
    events: list[dict] = []
    for _ in range(100):
        after = events[-1]["seq"] if events else 0
        response = await http.get(
            f"{match.path}/events", params={"after": after, "limit": PAGE}, headers=match.auth(seat)
        )
        assert response.status_code == 200, response.text
        page = response.json()
        events += page["events"]
        if len(page["events"]) < PAGE:
            break
    seqs = [event["seq"] for event in events]
    assert seqs == list(range(1, page["version"] + 1)), f"{match.game} seat {seat}: log seqs {seqs[:5]}..."
    return {event["seq"]: event for event in events}


def view_of(body: dict) -> dict:
    return {field: body[field] for field in VIEW_FIELDS}


class Folded(NamedTuple):
    game: object
    states: list  # by version, 0 to the match's version
    # The versions at which a decision was due: where each act began (its first event
    # row carries the act; the setup's rows carry none), and the match's version.
    # Between the events of one act nobody decides (and Bali cannot list legal actions).
    decided: frozenset[int]


async def folded_matches(database_url: str) -> dict[str, Folded]:
    """Each match's states at every version, folded from the stored rows by the engine alone."""
    conn = await asyncpg.connect(database_url)
    try:
        rows = await conn.fetch("SELECT id, game, seats, options FROM matches")
        payloads, begun = defaultdict(list), defaultdict(set)
        query = "SELECT match_id, seq, payload, action IS NOT NULL AS act FROM events ORDER BY match_id, seq"
        for event in await conn.fetch(query):
            payloads[event["match_id"]].append(event["payload"])
            if event["act"]:
                begun[event["match_id"]].add(event["seq"] - 1)
    finally:
        await conn.close()
    folded = {}
    for row in rows:
        game = GAMES[row["game"]]
        options, event = msgspec.json.Decoder(game.options_type), msgspec.json.Decoder(game.event_type)
        states = [game.initial_state(len(msgspec.json.decode(row["seats"])), options.decode(row["options"]))]
        for payload in payloads[row["id"]]:
            states.append(fold(game, states[-1], [event.decode(payload)]))
        folded[row["id"]] = Folded(game, states, frozenset(begun[row["id"]] | {len(states) - 1}))
    return folded


def spectators_view(match: Folded) -> dict:
    game, state = match.game, match.states[-1]
    return msgspec.json.decode(msgspec.json.encode({"state": game.view(state, None), "to_move": game.to_move(state)}))


def misjudged(judged: Judged, match: Folded) -> bool:
    """Whether the answer to an act on another version than the match's broke the rule:
    it stands when the seat's legal actions are the same at `expected`, at every version
    since where an act began, and at the version it was judged against (A, B, then A
    again does not stand); a version where no decision was due never stands."""

    def legal(version: int) -> list:
        return match.game.legal_actions(match.states[version], judged.seat)

    if judged.expected not in match.decided:  # between one act's events, or a version the match never had
        return judged.status != 409
    if judged.status == 422:
        # Refused where it stood, on `expected` or on a later version with the same legal
        # actions: not its turn there, or not among its options there (a stale act's
        # action is one of a later version's).
        then = legal(judged.expected)
        if judged.code == "illegal-action":
            return judged.action in msgspec.to_builtins(then)
        return then != []
    if judged.versus is None or judged.versus not in match.decided:
        return True
    if judged.versus < judged.expected:  # judged against a version before its own
        return judged.status != 409
    decided_on = legal(judged.expected)
    stood = all(
        legal(version) == decided_on
        for version in range(judged.expected + 1, judged.versus + 1)
        if version in match.decided
    )
    return stood != (judged.status == 200)


async def audit(base_url: str, database_url: str, matches: list[Match], ledger: Ledger, seed: int = 0) -> Audit:
    rng = random.Random(seed)
    acks_by_match: dict[str, list[Ack]] = defaultdict(list)
    for ack in ledger.acks.values():
        acks_by_match[ack.match.id].append(ack)
    found = Counter()
    examples: list[str] = []
    folded = await folded_matches(database_url)
    for judged in ledger.judged:
        found["judged"] += 1
        if misjudged(judged, folded[judged.match.id]):
            found["misjudged"] += 1
            examples.append(
                f"{judged.match.game}: seat {judged.seat} on v{judged.expected} answered "
                f"{judged.status} {judged.code} (match at v{judged.versus}) against the rule"
            )
    async with httpx.AsyncClient(base_url=base_url, timeout=TIMEOUT) as http:
        for match in matches:
            acks = sorted(acks_by_match[match.id], key=lambda ack: ack.body["version"])
            logs = {}
            for seat in range(len(match.tokens)):
                try:
                    logs[seat] = await seat_log(http, match, seat)
                except AssertionError as exc:
                    found["broken_logs"] += 1
                    examples.append(str(exc))
            found["events"] += len(logs.get(0, ()))
            acknowledged = Counter(event["seq"] for ack in acks for event in ack.body["events"])
            found["duplicated"] += sum(1 for times in acknowledged.values() if times > 1)
            for ack in acks:
                for event in ack.body["events"]:
                    if logs.get(ack.seat, {}).get(event["seq"]) != event:
                        found["lost"] += 1
                        examples.append(f"{match.game} seq {event['seq']} acknowledged but not in the log as sent")
            for ack in acks[-1:] + rng.sample(acks[:-1], min(REPLAYS_PER_MATCH - 1, len(acks) - 1)):
                response = await http.get(match.path, params={"at": ack.body["version"]}, headers=match.auth(ack.seat))
                found["replays"] += 1
                if response.status_code != 200 or view_of(response.json()) != view_of(ack.body):
                    found["replay_mismatches"] += 1
                    examples.append(f"{match.game} at v{ack.body['version']}: replay differs: {response.text[:200]}")
            live = (await http.get(match.path)).json()
            if {"state": live["state"], "to_move": live["to_move"]} != spectators_view(folded[match.id]):
                found["rebuilt_mismatches"] += 1
                examples.append(f"{match.game} {match.id}: the live view differs from the one folded from the rows")
    return Audit(**found, examples=tuple(examples[:5]))
