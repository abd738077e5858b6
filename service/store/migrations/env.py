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
    # The backend's `migrate` hands over `connection` in a transaction holding its
    # migration lock (service/store/sqlite.py, postgres.py): finding it in a
    # transaction, Alembic leaves the commit to the caller.
    context.configure(connection=connection, target_metadata=metadata)
    with context.begin_transaction():
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
