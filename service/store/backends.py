"""The one place a database backend is chosen, from its URL."""

from __future__ import annotations

from service.store.database import Database, normalize_database_url
from service.store.postgres import PostgresDatabase
from service.store.sqlite import SQLiteDatabase


def open_database(url: str, timeout: float) -> Database:
    """SQLite (the embedded default) or PostgreSQL, as `url` names it (normalized)."""
    url = normalize_database_url(url)
    return SQLiteDatabase(url) if url.startswith("sqlite") else PostgresDatabase(url, timeout)
