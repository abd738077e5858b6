"""Ratings: rated matches move their players' ratings as OpenSkill computes them, a
rebuild gives the same numbers, the leaderboard and profiles show them, and seeks
pair within rating ranges that widen (SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys

import httpx
import pytest
from openskill.models import PlackettLuce

from tests.service.live import live_server
from tests.service.test_invitations import Player, play_out, register, until

MODEL = PlackettLuce()


def places(result: dict, seats: int) -> list[int]:
    """The result's ranking, as the issue words it: the winners, then the others by
    score (equal scores tie), the seats that forfeited last."""
    scores = result["scores"] or [0] * seats

    def group(seat: int) -> tuple[int, int]:
        if seat in result["forfeited"]:
            return (2, 0)
        return (0, 0) if seat in result["winners"] else (1, -scores[seat])

    keys = [group(seat) for seat in range(seats)]
    return [1 + sum(other < key for other in keys) for key in keys]


async def rated_match(challenger: Player, others: list[Player], rng: random.Random) -> tuple[dict, dict]:
    """A rated Maya match among these players, played to its end; its final view once
    the ratings have moved, and the players by seat."""
    made = await challenger.challenge("maya", *others, rated=True)
    assert made["rated"] is True
    frames = await challenger.stream()
    for other in others:
        accepted = await other.post(f"/challenges/{made['challenge_id']}/accept")
        assert accepted.status_code == 200, accepted.text
    started = (await until(frames, "match-started"))["data"]
    await frames.response.aclose()
    everyone = {p.name: p for p in [challenger, *others]}
    seats = {s["seat"]: everyone[s["name"]] for s in started["seats"]}
    await play_out(seats, {"game": "maya", "match_id": started["match_id"]}, rng)
    url = f"/games/maya/matches/{started['match_id']}"
    for _ in range(200):  # the sweeper applies it a moment after the end
        view = (await challenger.client.get(url)).json()
        if view["rating_changes"] is not None:
            return view, seats
        await asyncio.sleep(0.05)
    raise AssertionError("the rated match never moved the ratings")


@pytest.fixture
def server(database_url):
    with live_server(database_url, sweep_interval_s=0.05) as url:
        yield url


async def test_rated_maya_results_move_ratings_as_openskill_computes_them_and_a_rebuild_agrees(server, database_url):
    async with httpx.AsyncClient(base_url=server, timeout=30) as client:
        players = [await register(client, name) for name in ("ana", "ben", "cy", "dee", "eve")]
        rng = random.Random(11)
        expected = {p.id: MODEL.rating() for p in players}
        for table in (players[:4], players[1:]):  # two rated matches, three players in both
            view, seats = await rated_match(table[0], table[1:], rng)
            ranks = places(view["result"], 4)
            before = [expected[seats[s].id] for s in range(4)]
            after = MODEL.rate([[r] for r in before], ranks=ranks)
            for change in view["rating_changes"]:
                seat = change["seat"]
                assert change["player_id"] == seats[seat].id and change["rank"] == ranks[seat]
                assert change["mu_before"] == pytest.approx(before[seat].mu)
                assert change["mu_after"] == pytest.approx(after[seat][0].mu)
                assert change["sigma_after"] == pytest.approx(after[seat][0].sigma)
                assert change["rating_after"] == pytest.approx(after[seat][0].ordinal())
                expected[seats[seat].id] = after[seat][0]
        board = (await client.get("/games/maya/leaderboard")).json()["players"]
        assert [e["player_id"] for e in board] == sorted(expected, key=lambda p: -expected[p].ordinal())
        assert all(e["provisional"] for e in board)  # two matches at most: under the default five
        ben = (await client.get(f"/players/{players[1].id}")).json()
        assert ben["rated_matches"] == 2 and ben["ratings"][0]["mu"] == pytest.approx(expected[players[1].id].mu)
        assert (await client.get(f"/players/{'f' * 32}")).json()["code"] == "unknown-player"
    rebuilt = subprocess.run(
        [sys.executable, "-m", "service.cli", "ratings", "rebuild", "--database-url", database_url],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert rebuilt.returncode == 0, rebuilt.stderr
    async with httpx.AsyncClient(base_url=server, timeout=30) as client:
        again = (await client.get("/games/maya/leaderboard")).json()["players"]
    assert again == board


async def test_an_unrated_match_moves_no_rating(server):
    async with httpx.AsyncClient(base_url=server, timeout=30) as client:
        alice, bob = await register(client, "alice"), await register(client, "bob")
        made = await alice.challenge("babel", bob)
        assert made["rated"] is False
        match_id = (await bob.post(f"/challenges/{made['challenge_id']}/accept")).json()["match_id"]
        view = (await client.get(f"/games/babel/matches/{match_id}")).json()
        seats = {i: alice if s["name"] == "alice" else bob for i, s in enumerate(view["seats"])}
        final = await play_out(seats, {"game": "babel", "match_id": match_id}, random.Random(2))
        assert final["status"] == "finished"
        await asyncio.sleep(0.5)  # ten sweeps
        assert (await client.get(f"/games/babel/matches/{match_id}")).json()["rating_changes"] is None
        assert (await client.get("/games/babel/leaderboard")).json()["players"] == []


async def test_rated_seeks_pair_within_rating_ranges_that_widen(database_url):
    with live_server(database_url, sweep_interval_s=0.05, seek_widen_per_s=50.0) as url:
        async with httpx.AsyncClient(base_url=url, timeout=30) as client:
            players = [await register(client, name) for name in ("ana", "ben", "cy", "dee", "eve")]
            rng = random.Random(5)
            await rated_match(players[0], players[1:4], rng)  # ana..dee now rated apart; eve is new (0)
            board = {
                e["player_id"]: e["rating"] for e in (await client.get("/games/maya/leaderboard")).json()["players"]
            }
            top = max(board, key=board.get)
            spread = max(abs(board[top] - board.get(p.id, 0.0)) for p in players)
            assert spread > 0
            # Three seekers within a range of 0 (exactly their own rating) wait; as the
            # range widens (50 points a second) the sweeper seats them.
            seekers = [p for p in players if p.id != top][:3]
            answers = [
                await p.post("/games/maya/seeks", json={"players": 3, "rated": True, "rating_range": 0})
                for p in seekers
            ]
            assert [a.json()["match_id"] for a in answers[:2]] == [None, None]
            for _ in range(200):
                seek = (await client.get(f"/seeks/{answers[0].json()['seek_id']}", headers=seekers[0].headers)).json()
                if seek["match_id"]:
                    break
                await asyncio.sleep(0.05)
            else:
                raise AssertionError("widening ranges never paired the seekers")
            unrated = await players[0].post("/games/maya/seeks", json={"players": 3})
            assert unrated.json()["match_id"] is None  # a rated seek never pairs with an unrated one
