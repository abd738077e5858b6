"""The store: matches and their append-only events on SQLite or PostgreSQL, the
statements and migrations, and what each backend brings (its feed, its lock)."""
