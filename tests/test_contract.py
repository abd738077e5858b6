"""The contract plugin (tests/contract.py) fails what the document does not allow: answers
made up here by a transport of the test's own (the plugin takes httpx.MockTransport's
answers for a test's own inventions, and skips them), through the same httpx calls the
suite makes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import pytest

from tests.contract import LEDGER
from tests.contract_document import Violation


class Chunks(httpx.SyncByteStream):
    """A body that comes in pieces (a line, or a character, cut across them)."""

    def __init__(self, body: bytes, size: int) -> None:
        self.body, self.size = body, size

    def __iter__(self) -> Iterator[bytes]:
        for at in range(0, len(self.body), self.size):
            yield self.body[at : at + self.size]


class Canned(httpx.BaseTransport, httpx.AsyncBaseTransport):
    """Answers every request with the same status, body (in pieces) and content type."""

    def __init__(self, status: int, body: bytes, content_type: str) -> None:
        self.status, self.body, self.content_type = status, body, content_type

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return httpx.Response(self.status, stream=Chunks(self.body, 5), headers={"content-type": self.content_type})

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        return httpx.Response(self.status, content=self.body, headers={"content-type": self.content_type})


def answering(status: int, body: bytes, content_type: str = "application/json") -> httpx.Client:
    return httpx.Client(transport=Canned(status, body, content_type), base_url="http://tabletop.test")


@contextmanager
def violation(match: str) -> Iterator[pytest.ExceptionInfo[Violation]]:
    """The Violation expected here, taken off the ledger: the plugin fails a test in whose
    phase one was recorded even when the test caught it."""
    with pytest.raises(Violation, match=match) as raised:
        yield raised
    LEDGER.violations.clear()


def test_a_body_the_schema_refuses_fails_where_it_is_received_naming_the_place():
    client = answering(200, json.dumps([{"code": "x", "status": "four hundred"}]).encode())
    with client, violation(r"^GET /problems 200: at /0") as raised:
        client.get("/problems")
    assert len(str(raised.value)) < 400


def test_a_long_refusal_is_cut_short():
    client = answering(200, json.dumps({"games": "x" * 100_000}).encode())
    with client, violation(r"^GET /problems 200: at /: .{240}\.\.\.$") as raised:
        client.get("/problems")
    assert len(str(raised.value)) < 400


def test_an_undocumented_status_or_content_type_fails():
    with answering(418, b"{}") as client, violation("documents no 418 answer"):
        client.get("/problems")
    with answering(200, b"<p>", "text/html") as client, violation("'text/html' is none of"):
        client.get("/problems")


def test_a_head_is_held_to_the_gets_answer_without_a_body():
    with answering(200, b"", "application/json") as client:
        assert client.head("/problems").status_code == 200
    with answering(200, b"", "text/html") as client, violation("^HEAD /problems 200: its content type 'text/html'"):
        client.head("/problems")


def test_an_undocumented_path_fails_unless_nothing_is_routed_there_or_a_rule_skips_it():
    with answering(200, b"{}") as client, violation("names no such operation"):
        client.get("/nowhere")
    with answering(404, b"{}", "application/problem+json") as client:
        assert client.get("/nowhere").status_code == 404
    with answering(200, b"<html>", "text/html") as client:
        assert client.get("/guide/").status_code == 200


def test_a_stream_fails_at_the_frame_the_schema_refuses_as_it_is_read():
    url = "/games/babel/matches/m/stream"
    client = answering(200, b": keep-alive\n\nevent: nonsense\ndata: {}\n\n", "text/event-stream")
    with client, client.stream("GET", url) as response:  # (nothing read yet: nothing checked)
        assert not LEDGER.violations
        with violation(rf"^GET {url} 200 frame 1 \(event: nonsense\): at /: .* is not valid under any of"):
            list(response.iter_lines())


def test_a_frames_data_is_held_to_the_content_schema_of_the_branch_it_matched():
    url = "/games/babel/matches/m/stream"
    client = answering(200, b'id: 3\nevent: match\ndata: {"version": "three"}\n\n', "text/event-stream")
    with client, violation(rf"^GET {url} 200 frame 1 \(event: match\) data: at /"):
        client.get(url)


async def test_a_webhook_delivery_is_held_to_its_entry_in_webhooks_without_disturbing_the_sender():
    body = json.dumps({"type": "turn", "timestamp": "2026-01-01T00:00:00Z", "data": {}}).encode()
    headers = {"webhook-id": "msg_1", "webhook-timestamp": "1767225600", "webhook-signature": "v1,AAAA"}
    async with httpx.AsyncClient(transport=Canned(204, b"", "text/plain")) as sender:
        assert (await sender.post("http://receiver.test/hook", content=body, headers=headers)).status_code == 204
    recorded, LEDGER.violations[:] = list(LEDGER.violations), []  # (else this test would fail at its end)
    assert len(recorded) == 1 and recorded[0].startswith("webhook delivery 'turn': at /data: "), recorded
