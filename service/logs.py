"""Logging for `tabletop serve` and `tabletop migrate`: stdlib logging, one line per
record on standard output, as JSON (for machines: the default unless standard
output is a terminal) or as text.

A JSON line has `time`, `level`, `logger` and `message`, then whatever the call
passed as `extra=` (the access log: method, route, status, duration_ms, game,
match_id, request_id, client), and `traceback` when it carries an exception. Every
record logged while a request is handled, whatever its logger or level, carries that
request's `request_id` (RequestIds).
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import time
import traceback
from contextvars import ContextVar
from typing import Any

import msgspec
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

FORMATS = ("json", "text")
LEVELS = ("debug", "info", "warning", "error")
# What every LogRecord has: anything else on a record came from `extra=` (but uvicorn's
# `color_message`, its message with terminal colours).
STANDARD = frozenset(logging.LogRecord("", 0, "", 0, "", (), None).__dict__) | {
    "message",
    "asctime",
    "taskName",
    "color_message",
    "fields",
}
LEVEL_NAMES = {level: logging.getLevelName(level) for level in (logging.DEBUG, logging.INFO)}
ENCODER = msgspec.json.Encoder(enc_hook=str)
# The id of the request being handled: set by service/http/observe.py's Observed for as long
# as it handles one (a context variable: each request is its own task).
REQUEST_ID: ContextVar[str | None] = ContextVar("tabletop_request_id", default=None)


class RequestIds(logging.Filter):
    """Gives each record logged while a request is handled that request's `request_id`
    (unless the call passed one): errors, warnings, other libraries' lines, not only the
    access line. On the handler, so it sees every logger's records, as they are made."""

    def filter(self, record: logging.LogRecord) -> bool:
        if "request_id" not in record.__dict__ and (rid := REQUEST_ID.get()) is not None:
            record.request_id = rid
        return True


def extras(record: logging.LogRecord) -> dict[str, Any]:
    if isinstance(record, Record):
        return record.fields
    return {key: value for key, value in record.__dict__.items() if key not in STANDARD}


class Record(logging.LogRecord):
    """A LogRecord made for a line per request (debug or info), cheaply: what
    LogRecord.__init__ works out on each call (the caller's file and line, the thread,
    the process) is taken from one record made when the process starts, and `fields`
    become attributes as `extra=` would make them."""

    def __init__(self, name: str, level: int, msg: str, args: tuple[object, ...], fields: dict[str, Any]) -> None:
        self.__dict__.update(TEMPLATE, **fields)
        self.fields = fields
        self.name, self.levelno, self.levelname, self.msg, self.args = name, level, LEVEL_NAMES[level], msg, args
        self.created = time.time()
        self.msecs = (self.created % 1) * 1000
        self.relativeCreated = (self.created - STARTED) * 1000


TEMPLATE: dict[str, Any] = {}


def _template() -> None:
    global TEMPLATE
    TEMPLATE = logging.LogRecord("", logging.INFO, __file__, 0, "", (), None).__dict__


STARTED = time.time()
_template()
os.register_at_fork(after_in_child=_template)  # (its process id)


class Clock:
    """UTC times to the millisecond; the text of the second is made once per second."""

    def __init__(self) -> None:
        self.second, self.text = -1, ""

    def __call__(self, record: logging.LogRecord) -> str:
        second = int(record.created)
        if second != self.second:
            self.second, self.text = second, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second))
        return f"{self.text}.{int(record.msecs):03d}Z"


class JSONFormatter(logging.Formatter):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.clock = Clock()

    def format(self, record: logging.LogRecord) -> str:
        line = {
            "time": self.clock(record),
            "level": record.levelname.lower(),
            "logger": record.name,
            "pid": record.process,
            "message": record.getMessage(),
            **extras(record),
        }
        if record.exc_info:
            line["error"] = repr(record.exc_info[1])
            line["traceback"] = self.formatException(record.exc_info)
        if record.stack_info:
            line["stack"] = record.stack_info
        return ENCODER.encode(line).decode()


class TextFormatter(JSONFormatter):
    """`time level logger: message key=value ...`, the traceback below."""

    def format(self, record: logging.LogRecord) -> str:
        fields = " ".join(f"{key}={value}" for key, value in extras(record).items() if value is not None)
        line = f"{self.clock(record)} {record.levelname:<7} {record.name}: {record.getMessage()}"
        line = f"{line}  {fields}" if fields else line
        if record.exc_info:
            line = f"{line}\n{self.formatException(record.exc_info)}"
        return line


class TurnBuffered(logging.StreamHandler):  # type: ignore[type-arg]
    """Standard output, its lines written together once per turn of the event loop.

    A line written alone is a system call, and where standard output is a pipe (a
    container's, journald's) a wake-up of its reader: measured, a request's access
    line cost more than its parsing and routing. Outside a running loop (start, stop,
    the CLI), and for warnings and errors, lines are written at once, after any
    waiting; `logging.shutdown` writes the rest at exit."""

    def __init__(self, stream: Any = None) -> None:
        super().__init__(stream)
        self.pending: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None or record.levelno >= logging.WARNING:
            self.flush()
            super().emit(record)
            return
        try:
            line = self.format(record) + self.terminator
        except Exception:
            self.handleError(record)
            return
        if not self.pending:
            loop.call_soon(self.flush)
        self.pending.append(line)

    def flush(self) -> None:
        with self.lock:  # type: ignore[union-attr]  # (set by Handler.__init__)
            if self.pending:
                lines, self.pending = "".join(self.pending), []
                try:
                    self.stream.write(lines)
                except Exception:  # (logging never raises into the program: StreamHandler's way)
                    if logging.raiseExceptions:
                        traceback.print_exc(file=sys.stderr)
        super().flush()


def default_format() -> str:
    return "text" if sys.stdout.isatty() else "json"


def config(log_format: str, level: str) -> dict[str, Any]:
    """A logging.config.dictConfig: `tabletop serve` applies it, and so does uvicorn in
    each worker process (its `log_config`)."""
    formatter = {"json": JSONFormatter, "text": TextFormatter}[log_format]
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"tabletop": {"()": f"{formatter.__module__}.{formatter.__qualname__}"}},
        "filters": {"request_id": {"()": f"{RequestIds.__module__}.{RequestIds.__qualname__}"}},
        "handlers": {
            "stdout": {
                "class": f"{TurnBuffered.__module__}.{TurnBuffered.__qualname__}",
                "formatter": "tabletop",
                "stream": "ext://sys.stdout",
                "filters": ["request_id"],
            }
        },
        "root": {"handlers": ["stdout"], "level": level.upper()},
        "loggers": {
            # uvicorn's own lines go the same way (its access log is off: ours is service/http/observe.py)
            **{name: {"handlers": [], "propagate": True} for name in ("uvicorn", "uvicorn.error")},
            "alembic": {"level": "WARNING"},  # (a line per plugin loaded and per revision)
        },
    }


def redacted(url: str) -> str:
    """A database URL fit for a log: its password hidden."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:  # not a URL SQLAlchemy reads (nor serves): nothing of it
        return "(not a database URL)"
