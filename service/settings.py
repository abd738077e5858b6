"""Run-time settings, from the environment (or the command line)."""

from __future__ import annotations

import os

import msgspec

DEFAULT_DATABASE_URL = "sqlite:///tabletop.db"


class Settings(msgspec.Struct, frozen=True):
    database_url: str = DEFAULT_DATABASE_URL
    # Folded states kept per process, keyed by match and version; bounded so that
    # memory does not grow with the number of stored matches.
    state_cache_size: int = 2048

    @classmethod
    def from_env(cls, **overrides: object) -> "Settings":
        values: dict[str, object] = {}
        if url := os.environ.get("TABLETOP_DATABASE_URL"):
            values["database_url"] = url
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)


def normalize_database_url(url: str) -> str:
    """Accept plain `postgresql://` URLs (for asyncpg) and `sqlite+aiosqlite://` ones:
    SQLite runs on the stdlib driver (service/database.py says where and why)."""
    for given, used in (
        ("postgresql://", "postgresql+asyncpg://"),
        ("postgres://", "postgresql+asyncpg://"),
        ("sqlite+aiosqlite://", "sqlite://"),
    ):
        if url.startswith(given):
            return used + url[len(given) :]
    return url
