"""Every answer the test suite receives from the server, every frame of its streams and
every webhook delivery the server POSTs, validated against openapi/openapi.json (#43),
so that a schema that cannot match what the server sends fails the test that received it.

It sits under every HTTP client of the tests (httpx's Client.send and AsyncClient.send:
litestar's TestClient and AsyncTestClient, plain httpx against live servers, the Python
SDK and the bots in this process): an answer's method and path are matched to the
document's operation, its status to a documented response (exact, its class, default),
its content type to one that response lists, and its JSON body validated by
jsonschema's Draft202012Validator (tests/contract_document.py). A stream's frames are
validated as the test reads them: each frame ({id, event, data}) under the frame schema,
then its data under the contentSchema of the branch it matched. A delivery is validated
as the server sends it, under webhooks[<its type>]. A violation raises where the answer
was received, and fails the test whose phase it happened in even when something caught
it (a bot's loop, the server's deliverer, which it does not disturb).

Run without it: `-p no:tests.contract`. tests/conftest.py names it (xdist's workers load
it from there)."""

from __future__ import annotations

import functools
import json
import re
import threading
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest

from tests.contract_document import Contract, FrameReader, Violation, is_json, media_type, pointer

# What is not validated, and why: each is counted, and listed at the end of the run.
SKIPPED_PATHS = (
    ("the viewer's pages and files (/, /play, /watch/..., /viewer/...)", re.compile(r"/(play|watch/.+|viewer/.+)?")),
    ("the interactive API docs (/docs)", re.compile(r"/docs(/.*)?")),
    ("the guide (/guide)", re.compile(r"/guide(/.*)?")),
    ("the Prometheus metrics (/metrics)", re.compile(r"/metrics")),
    ("litestar's own copy of the document (/schema)", re.compile(r"/schema(/.*)?")),
)
PREFLIGHT = "CORS preflights (OPTIONS, no operation)"
NO_ROUTE = "404 and 405 for a method and path the document names no operation for (nothing is routed there)"
RECEIVER = "the tests' webhook receivers' answers (the delivery itself is validated)"
MOCKED = "answers a test makes up itself (httpx.MockTransport): not the server's"
FAULTS = "answers to faults a test injects into the server on purpose (`undocumented`): no operation promises them"

ANSWERS, FRAMES, DELIVERIES, SECONDS = "answers", "frames", "deliveries", "seconds"
KEY = "contract"  # (the user property a test's figures travel in, from xdist's workers too)


class Ledger:
    """What was validated and skipped, how long validating took, and the violations of
    the test phase under way (from any thread: a live server's, a bot's)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.counts: Counter[str] = Counter()
        self.violations: list[str] = []

    def add(self, key: str, amount: float = 1) -> None:
        with self.lock:
            self.counts[key] += amount  # type: ignore[assignment]

    @contextmanager
    def checking(self, raises: bool = True) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        except Violation as violation:
            with self.lock:
                self.violations.append(str(violation))
            if raises:
                raise
        finally:
            self.add(SECONDS, time.perf_counter() - started)


LEDGER = Ledger()
EXEMPT: list[str] = []  # while a test's `undocumented` block runs: why its answers are not checked


@contextmanager
def undocumented(reason: str = FAULTS) -> Iterator[None]:
    """The answers received in this block are not held to the document (counted as
    skipped, by `reason`): a test that injects a fault into the server (a 500 the document
    rightly promises nowhere) says so here, where a reader sees it."""
    EXEMPT.append(reason)
    try:
        yield
    finally:
        EXEMPT.pop()


@functools.cache
def contract() -> Contract:
    return Contract.load()


def documented(request: httpx.Request, response: httpx.Response) -> tuple[str, str | None, str] | None:
    """Where the answer is described: (how to name it, the pointer to its body's schema or
    None when it has none, its media type); None when it is skipped by rule (counted).
    Raises a Violation when its status or content type is not documented. A HEAD where
    the document names none is held to the GET's answer, without its body (RFC 9110)."""
    method, path, status = request.method, request.url.path, response.status_code
    where = f"{method} {path} {status}"
    reason = PREFLIGHT if method == "OPTIONS" else next((r for r, p in SKIPPED_PATHS if p.fullmatch(path)), None)
    template = None if reason else contract().template(path)
    verb = method
    if template is not None and method == "HEAD" and contract().operation(template, verb) is None:
        verb = "GET"
    if reason is None and (template is None or contract().operation(template, verb) is None):
        if status not in (404, 405):
            raise Violation(f"{where}: the document names no such operation")
        reason = NO_ROUTE
    if reason is not None or template is None:
        LEDGER.add(reason or NO_ROUTE)
        return None
    answer = contract().response(template, verb, status)
    if answer is None:
        raise Violation(f"{where}: {verb} {template} documents no {status} answer")
    content = contract().at(answer).get("content", {})
    media = media_type(response.headers.get("content-type"))
    if content and media not in content:
        raise Violation(f"{where}: its content type {media!r} is none of {sorted(content)}")
    if not content or method == "HEAD":
        return where, None, media
    return where, answer + pointer("content", media, "schema"), media


class Sink:
    """An answer's body as it comes: a stream's frames validated one by one, any other
    body once it has all come."""

    def __init__(self, where: str, schema: str | None, media: str) -> None:
        self.where, self.schema, self.media = where, schema, media
        self.frames = FrameReader() if schema is not None and media == "text/event-stream" else None
        self.body = bytearray()
        self.seen = 0

    def feed(self, chunk: bytes) -> None:
        if self.frames is None:
            self.body += chunk
            return
        with LEDGER.checking():
            for frame in self.frames.feed(chunk):
                self.seen += 1
                where = f"{self.where} frame {self.seen} (event: {frame.get('event')})"
                contract().check_frame(self.schema or "", frame, where)
                LEDGER.add(FRAMES)

    def end(self) -> None:
        if self.frames is not None:
            return
        with LEDGER.checking():
            if self.schema is None:
                if self.body:
                    raise Violation(f"{self.where}: the document gives it no body; {len(self.body)} bytes came")
            elif is_json(self.media):
                try:
                    body = json.loads(self.body)
                except ValueError as exc:
                    raise Violation(f"{self.where}: its body is not JSON ({exc})") from None
                contract().check(self.schema, body, self.where)
            LEDGER.add(ANSWERS)


class CheckedStream(httpx.SyncByteStream, httpx.AsyncByteStream):
    """A streamed answer's bytes, validated as the test reads them."""

    def __init__(self, inner: Any, sink: Sink) -> None:
        self.inner, self.sink = inner, sink

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self.inner:
            self.sink.feed(chunk)
            yield chunk
        self.sink.end()

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self.inner:
            self.sink.feed(chunk)
            yield chunk
        self.sink.end()

    def close(self) -> None:
        self.inner.close()

    async def aclose(self) -> None:
        await self.inner.aclose()


def delivery(request: httpx.Request) -> None:
    """A webhook delivery the server sends (its headers and body), validated without
    disturbing the sender: the test fails at the end of its phase."""
    if request.method == "POST" and "webhook-id" in request.headers:
        with LEDGER.checking(raises=False):
            contract().check_delivery(request.headers, request.content)
            LEDGER.add(DELIVERIES)


def received(
    client: httpx.Client | httpx.AsyncClient, request: httpx.Request, response: httpx.Response, streamed: bool
) -> None:
    if EXEMPT:
        LEDGER.add(EXEMPT[-1])
        return
    if "webhook-id" in request.headers or isinstance(client._transport_for_url(request.url), httpx.MockTransport):
        LEDGER.add(RECEIVER if "webhook-id" in request.headers else MOCKED)
        return
    for hop in [*response.history, response]:
        with LEDGER.checking():
            found = documented(hop.request, hop)
        if found is None:
            continue
        sink = Sink(*found)
        if sink.frames is not None:
            LEDGER.add(ANSWERS)
        if streamed and hop is response:
            response.stream = CheckedStream(response.stream, sink)
        else:
            sink.feed(hop.content)
            sink.end()


def _checked_send(original: Callable[..., httpx.Response]) -> Callable[..., httpx.Response]:
    @functools.wraps(original)
    def send(client: httpx.Client, request: httpx.Request, **kwargs: Any) -> httpx.Response:
        delivery(request)
        response = original(client, request, **kwargs)
        received(client, request, response, kwargs.get("stream", False))
        return response

    return send


def _checked_async_send(original: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(original)
    async def send(client: httpx.AsyncClient, request: httpx.Request, **kwargs: Any) -> httpx.Response:
        delivery(request)
        response: httpx.Response = await original(client, request, **kwargs)
        received(client, request, response, kwargs.get("stream", False))
        return response

    return send


ORIGINALS = {httpx.Client: httpx.Client.send, httpx.AsyncClient: httpx.AsyncClient.send}


def pytest_configure(config: pytest.Config) -> None:
    httpx.Client.send = _checked_send(ORIGINALS[httpx.Client])  # type: ignore[method-assign]
    httpx.AsyncClient.send = _checked_async_send(ORIGINALS[httpx.AsyncClient])  # type: ignore[method-assign]


def pytest_unconfigure(config: pytest.Config) -> None:
    httpx.Client.send = ORIGINALS[httpx.Client]  # type: ignore[method-assign]
    httpx.AsyncClient.send = ORIGINALS[httpx.AsyncClient]  # type: ignore[method-assign]


def _phase() -> Any:
    """A test phase that fails on a violation recorded during it, even one caught."""
    try:
        result = yield
    except BaseException:
        LEDGER.violations.clear()
        raise
    with LEDGER.lock:
        violations, LEDGER.violations[:] = list(LEDGER.violations), []
    if violations:
        shown = "\n".join(violations[:5]) + (f"\n(and {len(violations) - 5} more)" if len(violations) > 5 else "")
        pytest.fail(f"not as openapi/openapi.json says:\n{shown}", pytrace=False)
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Any:
    LEDGER.violations.clear()
    item.stash[_START] = Counter(LEDGER.counts)
    return (yield from _phase())


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Any:
    return (yield from _phase())


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Any:
    try:
        return (yield from _phase())
    finally:
        spent = Counter(LEDGER.counts)
        spent.subtract(item.stash.get(_START, Counter()))
        item.user_properties.append((KEY, {k: v for k, v in spent.items() if v}))


_START = pytest.StashKey[Counter[str]]()
TOTALS: Counter[str] = Counter()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when == "teardown":
        for name, value in report.user_properties:
            if name == KEY:
                TOTALS.update(value)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not TOTALS:
        return
    terminalreporter.section("contract: openapi/openapi.json")
    terminalreporter.write_line(
        f"validated: {TOTALS[ANSWERS]} answers, {TOTALS[FRAMES]} stream frames, {TOTALS[DELIVERIES]} webhook "
        f"deliveries ({TOTALS[SECONDS]:.1f} s validating)"
    )
    for reason in [*(r for r, _ in SKIPPED_PATHS), PREFLIGHT, NO_ROUTE, RECEIVER, MOCKED]:
        if TOTALS[reason]:
            terminalreporter.write_line(f"not validated, by rule: {TOTALS[reason]} {reason}")
