"""Alembic environment. The service runs `upgrade head` on start with its own
connection (`config.attributes["connection"]`); `alembic -c service/store/alembic.ini`
works too, reading TABLETOP_DATABASE_URL."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy import Connection

from service.settings import Settings
from service.store.backends import open_database
from service.store.schema import metadata


def run(connection: Connection) -> None:
    # Several instances may start at once: one migrates while the others wait, then
    # find the schema current. The lock is taken before the current revision is read,
    # and before Alembic looks at the connection: finding it in a transaction, Alembic
    # leaves the commit to the caller (on SQLite it would otherwise commit, and so
    # let go of the lock, after each revision).
    if connection.dialect.name == "sqlite":
        connection.exec_driver_sql("BEGIN IMMEDIATE")  # the database's write lock
    context.configure(connection=connection, target_metadata=metadata)
    with context.begin_transaction():
        if connection.dialect.name == "postgresql":
            connection.exec_driver_sql("SELECT pg_advisory_xact_lock(727274)")
        context.run_migrations()


async def run_standalone() -> None:
    settings = Settings.from_env()
    database = open_database(settings.database_url, settings.db_timeout_s)
    await database.migrate(run)
    await database.close()


connection = context.config.attributes.get("connection")
if connection is not None:
    run(connection)
else:
    asyncio.run(run_standalone())
