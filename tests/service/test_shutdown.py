"""A stopping `tabletop serve` (SIGTERM, as from systemd or `docker stop`; with one
process or several workers) ends its open streams cleanly and answers its long-polls
at once, instead of holding them through uvicorn's graceful-shutdown wait (5 s) and
then cancelling each with a traceback in the log."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import time

import httpx
import pytest

from tests.service.live import Frames, create, serve_process, stream

STREAMS = 6
POLLS = 2
ANSWERED_WITHIN_S = 1.5  # the graceful-shutdown wait these used to sit out is 5 s
EXITED_WITHIN_S = 2.5


@pytest.mark.parametrize("workers", [1, 2])
async def test_sigterm_ends_streams_and_long_polls_at_once_and_the_server_exits(database_url, workers, tmp_path):
    log_path = tmp_path / "serve.log"
    with (
        open(log_path, "wb") as log,
        serve_process(
            database_url,
            "--workers",
            str(workers),
            stdout=log,
            stderr=log,
        ) as (url, process),
    ):
        async with httpx.AsyncClient(base_url=url, timeout=10) as client:
            match, _ = await create(client)
            version = (await client.get(match)).json()["version"]
            streams = [await stream(client, match) for _ in range(STREAMS)]
            for frames in streams:
                await frames.until_match()  # now waiting for a move
            polls = [
                asyncio.create_task(client.get(f"{match}/events", params={"after": version, "wait": 30}))
                for _ in range(POLLS)
            ]
            await asyncio.sleep(0.5)
            assert not any(poll.done() for poll in polls)

            process.send_signal(signal.SIGTERM)
            stopping = time.monotonic()
            ends = await asyncio.gather(*(ending(frames, ANSWERED_WITHIN_S) for frames in streams))
            done, pending = await asyncio.wait(polls, timeout=left(stopping + ANSWERED_WITHIN_S))
            for poll in pending:
                poll.cancel()
            answers = [answer(poll) if poll in done else "no answer" for poll in polls]
        assert ends == ["ended"] * STREAMS
        assert answers == [(200, [])] * POLLS
        try:
            process.wait(left(stopping + EXITED_WITHIN_S))
        except subprocess.TimeoutExpired:
            pytest.fail(f"the server still runs {EXITED_WITHIN_S} s after SIGTERM")
    # one process re-raises the signal once it has stopped (as a shell expects of a
    # process stopped by SIGTERM); the parent of workers exits 0
    assert process.returncode == (-signal.SIGTERM if workers == 1 else 0)
    written = log_path.read_text()
    assert "Traceback" not in written and "ERROR" not in written, written


async def ending(frames: Frames, within_s: float) -> str:
    """How an open stream, with nothing new to send, fared as the server stopped."""
    try:
        frame = await frames.next(timeout=within_s)
    except TimeoutError:
        return "still open"
    except httpx.HTTPError as exc:  # closed before its chunked body's end
        return f"cut off ({type(exc).__name__})"
    return "ended" if frame is None else f"sent {frame['event']}"


def answer(poll: asyncio.Task) -> tuple[int, list] | str:
    if poll.exception() is not None:
        return f"failed ({type(poll.exception()).__name__})"
    response = poll.result()
    return response.status_code, response.json().get("events")


def left(deadline: float) -> float:
    return max(0.0, deadline - time.monotonic())
