"""deploy/smoke.sh's checks (standard library only): through the proxy as a client,
from each replica as Prometheus, and in the replicas' logs.

    python deploy/smoke.py --proxy 127.0.0.1:8080 --replica 127.0.0.1:8001 \
        --replica 127.0.0.1:8002 --log a.log --log b.log --secret PASSWORD
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import time
from pathlib import Path

MOST_ACTIONS = 5_000  # a random match of any hosted game ends in a few hundred
STREAM_WITHIN_S = 2.0  # a move reaches an open stream through the proxy within this


class Failed(Exception):
    pass


def check(condition: object, message: str) -> None:
    if not condition:
        raise Failed(message)


class Client:
    """One keep-alive connection; counts the requests it sends."""

    def __init__(self, address: str) -> None:
        host, _, port = address.rpartition(":")
        self.connection = http.client.HTTPConnection(host, int(port), timeout=30)
        self.sent = 0

    def request(self, method: str, path: str, body: object = None, headers: dict | None = None):
        payload = None if body is None else json.dumps(body).encode()
        headers = dict(headers or {}) | ({"Content-Type": "application/json"} if payload else {})
        self.connection.request(method, path, payload, headers)
        response = self.connection.getresponse()
        data = response.read()
        self.sent += 1
        kind = response.getheader("content-type", "")
        return response.status, response, (json.loads(data) if "json" in kind else data.decode())


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play(client: Client, game: dict, rng: random.Random) -> int:
    """A whole match of `game` with random legal moves; the count of actions."""
    seats = [f"p{i}" for i in range(game["min_players"])]
    status, _, created = client.request("POST", f"/games/{game['id']}/matches", {"seats": seats})
    check(status == 201, f"creating a {game['id']} match: {status} {created}")
    url, tokens = f"/games/{game['id']}/matches/{created['match_id']}", [s["token"] for s in created["seats"]]
    to_move, version, legal, seat, actions = created["to_move"], created["version"], [], None, 0
    while to_move:
        check(actions < MOST_ACTIONS, f"{game['id']}: no end after {actions} actions")
        if seat not in to_move or not legal:
            seat = rng.choice(to_move)
            status, _, answer = client.request("GET", f"{url}/legal-actions", headers=bearer(tokens[seat]))
            check(status == 200, f"legal actions: {status} {answer}")
            legal, version = answer["actions"], answer["version"]
        body = {"action": rng.choice(legal), "expected_version": version}
        status, _, acted = client.request("POST", f"{url}/actions", body, bearer(tokens[seat]))
        check(status == 200, f"{game['id']} act: {status} {acted}")
        actions += 1
        to_move, version, legal = acted["to_move"], acted["version"], acted["legal_actions"]
    check(acted["status"] == "finished" and acted["result"], f"{game['id']} did not finish: {acted}")
    return actions


def babel_match(client: Client) -> tuple[str, list[str], int]:
    """A new Babel match: its address, its seats' tokens and the seat to move."""
    status, _, created = client.request("POST", "/games/babel/matches", {"seats": ["a", "b"]})
    check(status == 201, f"creating a Babel match: {status}")
    return f"/games/babel/matches/{created['match_id']}", [s["token"] for s in created["seats"]], created["to_move"][0]


def refusals(client: Client) -> None:
    """Problem codes and request ids through the proxy."""
    url, tokens, mover = babel_match(client)
    _, _, legal = client.request("GET", f"{url}/legal-actions", headers=bearer(tokens[mover]))
    headers = bearer(tokens[1 - mover]) | {"X-Request-ID": "smoke-not-your-turn"}
    status, response, problem = client.request("POST", f"{url}/actions", {"action": legal["actions"][0]}, headers)
    check((status, problem["code"]) == (422, "not-your-turn"), f"not your turn: {status} {problem}")
    check(
        response.getheader("x-request-id") == problem["request_id"] == "smoke-not-your-turn",
        f"request id through the proxy: {response.getheader('x-request-id')} {problem}",
    )
    status, response, _ = client.request("GET", "/games")
    check(status == 200 and response.getheader("x-request-id"), "a request id is given when none is sent")
    status, _, _ = client.request("GET", "/metrics")
    check(status == 404, f"the proxy must not serve /metrics: {status}")


def stream_through_proxy(proxy: str, client: Client) -> int:
    """A move reaches a stream opened through the proxy at once (not when a buffer
    fills or the stream ends); returns the actions taken."""
    url, tokens, mover = babel_match(client)
    host, _, port = proxy.rpartition(":")
    watching = http.client.HTTPConnection(host, int(port), timeout=10)
    watching.request("GET", f"{url}/stream")
    stream = watching.getresponse()
    check(stream.status == 200, f"stream: {stream.status}")

    def next_frame() -> str:
        lines = []
        while (line := stream.readline()) not in (b"\n", b""):
            lines.append(line.decode().strip())
        return "\n".join(lines)

    while "event: match" not in next_frame():
        pass
    _, _, legal = client.request("GET", f"{url}/legal-actions", headers=bearer(tokens[mover]))
    started = time.monotonic()
    status, _, _ = client.request("POST", f"{url}/actions", {"action": legal["actions"][0]}, bearer(tokens[mover]))
    check(status == 200, "acting beside the stream")
    while "event: match" not in (frame := next_frame()):
        check(frame or stream.status, "the stream ended")
    waited = time.monotonic() - started
    check(waited < STREAM_WITHIN_S, f"the move took {waited:.1f} s to pass the proxy")
    watching.close()
    print(f"smoke: a move reached the stream through the proxy in {waited * 1000:.0f} ms")
    return 1


def series(text: str, name: str) -> float:
    """The sum of every series of `name` in a Prometheus exposition."""
    total = 0.0
    for line in text.splitlines():
        if line.startswith(name + "{") or line.startswith(name + " "):
            total += float(line.rpartition(" ")[2])
    return total


def scraped(replicas: list[str], actions: int, created: int) -> None:
    texts = []
    for replica in replicas:
        status, _, text = Client(replica).request("GET", "/metrics")
        check(status == 200, f"/metrics of {replica}: {status}")
        served = series(text, "tabletop_http_request_duration_seconds_count")
        check(served > 0, f"{replica} served no request: the proxy does not spread them")
        texts.append(text)
    # Exact sums: with --workers 2, any worker's /metrics must add up both workers.
    counted = sum(series(text, "tabletop_actions_total") for text in texts)
    check(counted == actions, f"tabletop_actions_total adds up to {counted}, {actions} actions were taken")
    counted = sum(series(text, "tabletop_matches_created_total") for text in texts)
    check(counted == created, f"tabletop_matches_created_total adds up to {counted}, {created} matches were created")


def logged(logs: list[str], secret: str) -> None:
    for path in logs:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
        check(lines, f"{path} is empty")
        for number, line in enumerate(lines, 1):
            try:
                record = json.loads(line)
            except ValueError:
                raise Failed(f"{path}:{number} is not JSON: {line[:200]}") from None
            check({"time", "level", "logger", "message"} <= set(record), f"{path}:{number} lacks fields: {line}")
        check(secret not in "\n".join(lines), f"{path} shows the database password")
        start = [json.loads(line) for line in lines if '"url"' in line and '"docs_url"' in line]
        check(start and "***" in start[0]["database"], f"{path} has no start line with the database redacted")
        access = [json.loads(line) for line in lines if '"logger":"tabletop.access"' in line]
        check(access, f"{path} has no access line")
        fields = {"method", "route", "status", "duration_ms", "game", "match_id", "request_id"}
        check(all(fields <= set(record) for record in access), f"{path}: an access line lacks {fields}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--proxy", required=True)
    parser.add_argument("--replica", action="append", required=True)
    parser.add_argument("--log", action="append", required=True)
    parser.add_argument("--secret", required=True, help="the database password, which no log may show")
    args = parser.parse_args()

    client, rng = Client(args.proxy), random.Random(18)
    status, _, games = client.request("GET", "/games")
    check(status == 200, f"/games through the proxy: {status}")
    actions = 0
    for game in games:
        taken = play(client, game, rng)
        print(
            f"smoke: a {game['id']} match of {game['min_players']} played to its end through the proxy "
            f"({taken} actions)"
        )
        actions += taken
    refusals(client)
    actions += stream_through_proxy(args.proxy, client)
    scraped(args.replica, actions, created=len(games) + 2)
    print(f"smoke: both replicas' /metrics add up their workers ({actions} actions)")
    logged(args.log, args.secret)
    print("smoke: every log line is JSON, access lines carry their fields, the password is hidden")


if __name__ == "__main__":
    try:
        main()
    except Failed as failure:
        raise SystemExit(f"smoke FAILED: {failure}") from None
