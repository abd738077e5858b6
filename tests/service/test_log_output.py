"""Standard output's handler (service/logs.py's TurnBuffered): lines logged in one
turn of the event loop are written together at its end, in order; warnings and
errors, and lines logged outside a loop, at once, after what waits."""

from __future__ import annotations

import asyncio
import io
import logging

import pytest

from service.logs import TurnBuffered


class Counted(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        return super().write(text)


@pytest.fixture
def output():
    stream = Counted()
    handler = TurnBuffered(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    logger = logging.getLogger("tabletop.test-output")
    logger.addHandler(handler)
    logger.propagate, logger.level = False, logging.INFO
    yield logger, stream
    logger.removeHandler(handler)


async def test_lines_of_one_turn_are_written_together_at_its_end(output):
    logger, stream = output
    logger.info("one")
    logger.info("two")
    assert stream.getvalue() == ""  # (the turn goes on)
    await asyncio.sleep(0)
    assert (stream.getvalue(), stream.writes) == ("INFO one\nINFO two\n", 1)


async def test_a_warning_is_written_at_once_after_the_lines_waiting(output):
    logger, stream = output
    logger.info("before")
    logger.warning("trouble")
    assert stream.getvalue() == "INFO before\nWARNING trouble\n"
    await asyncio.sleep(0)
    assert stream.getvalue() == "INFO before\nWARNING trouble\n"  # (nothing twice)


def test_outside_a_loop_lines_are_written_at_once(output):
    logger, stream = output
    logger.info("starting")
    assert stream.getvalue() == "INFO starting\n"


async def test_flushing_writes_what_waits(output):
    logger, stream = output
    logger.info("last words")
    for handler in logger.handlers:
        handler.flush()  # (what logging.shutdown does at exit)
    assert stream.getvalue() == "INFO last words\n"
