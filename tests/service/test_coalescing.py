"""The server's transport (service/http/server.py): what a response writes in one turn
of the event loop goes out in one write, in order, and nothing written is lost or
reordered by closing."""

from __future__ import annotations

import asyncio

from service.http.server import Coalescing


class Recorded:
    """A transport that records its writes and whether it was closed or aborted."""

    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.closing = False
        self.aborted = False

    def write(self, data: bytes) -> None:
        assert not self.closing, "written after close"
        self.writes.append(data)

    def is_closing(self) -> bool:
        return self.closing

    def close(self) -> None:
        self.closing = True

    def abort(self) -> None:
        self.closing = self.aborted = True

    def get_extra_info(self, name: str) -> str:
        return f"info:{name}"


def coalescing() -> tuple[Coalescing, Recorded]:
    recorded = Recorded()
    return Coalescing(recorded, asyncio.get_running_loop()), recorded  # type: ignore[arg-type]


async def test_a_head_and_its_body_go_out_in_one_write_at_the_end_of_the_turn():
    transport, recorded = coalescing()
    transport.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n")
    transport.write(b"{}")
    assert recorded.writes == []  # (not yet: the turn goes on)
    await asyncio.sleep(0)
    assert recorded.writes == [b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}"]
    transport.writelines([b"a", b"b"])
    await asyncio.sleep(0)
    assert recorded.writes[1:] == [b"ab"]  # a later turn's writes, later and apart


async def test_closing_sends_what_was_written_first_and_nothing_after():
    transport, recorded = coalescing()
    transport.write(b"HTTP/1.1 400 Bad Request\r\n\r\n")
    transport.close()
    assert recorded.writes == [b"HTTP/1.1 400 Bad Request\r\n\r\n"]
    assert recorded.closing
    transport.write(b"late")  # (a response still under way when its client left)
    await asyncio.sleep(0)
    assert recorded.writes == [b"HTTP/1.1 400 Bad Request\r\n\r\n"]


async def test_aborting_drops_what_is_pending_and_the_rest_is_the_transports():
    transport, recorded = coalescing()
    transport.write(b"partial")
    transport.abort()
    await asyncio.sleep(0)
    assert recorded.writes == [] and recorded.aborted
    assert transport.get_extra_info("peername") == "info:peername"
    assert transport.is_closing()
