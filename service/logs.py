"""Logging for `tabletop serve` and `tabletop migrate`: stdlib logging, one line per
record on standard output, as JSON (for machines: the default unless standard
output is a terminal) or as text.

A JSON line has `time`, `level`, `logger` and `message`, then whatever the call
passed as `extra=` (the access log: method, route, status, duration_ms, game,
match_id, request_id, client), and `traceback` when it carries an exception.
"""

from __future__ import annotations

import datetime as dt
import logging
import sys
from typing import Any

import msgspec
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

FORMATS = ("json", "text")
LEVELS = ("debug", "info", "warning", "error")
# What every LogRecord has: anything else on a record came from `extra=` (but uvicorn's
# `color_message`, its message with terminal colours).
STANDARD = frozenset(logging.LogRecord("", 0, "", 0, "", (), None).__dict__) | {
    "message", "asctime", "taskName", "color_message",
}
ENCODER = msgspec.json.Encoder(enc_hook=str)


def extras(record: logging.LogRecord) -> dict[str, Any]:
    return {key: value for key, value in record.__dict__.items() if key not in STANDARD}


def timestamp(record: logging.LogRecord) -> str:
    return dt.datetime.fromtimestamp(record.created, dt.timezone.utc).isoformat(timespec="milliseconds")


class JSONFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line = {"time": timestamp(record), "level": record.levelname.lower(), "logger": record.name,
                "pid": record.process, "message": record.getMessage(), **extras(record)}
        if record.exc_info:
            line["error"] = repr(record.exc_info[1])
            line["traceback"] = self.formatException(record.exc_info)
        if record.stack_info:
            line["stack"] = record.stack_info
        return ENCODER.encode(line).decode()


class TextFormatter(logging.Formatter):
    """`time level logger: message key=value ...`, the traceback below."""

    def format(self, record: logging.LogRecord) -> str:
        fields = " ".join(f"{key}={value}" for key, value in extras(record).items() if value is not None)
        line = f"{timestamp(record)} {record.levelname:<7} {record.name}: {record.getMessage()}"
        line = f"{line}  {fields}" if fields else line
        if record.exc_info:
            line = f"{line}\n{self.formatException(record.exc_info)}"
        return line


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
        "handlers": {"stdout": {"class": "logging.StreamHandler", "formatter": "tabletop", "stream": "ext://sys.stdout"}},
        "root": {"handlers": ["stdout"], "level": level.upper()},
        "loggers": {
            # uvicorn's own lines go the same way (its access log is off: ours is service/observe.py)
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
