"""names held to the PRECIS Nickname profile: the stored ones normalised, the refused replaced

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-29

The API now stores names as the profile gives them and refuses the rest (control
and invisible characters, blank names: service/application/names.py). The names
stored before are brought to the same: normalised, or, where the profile refuses
one (it could impersonate, or garble what is shown around it), replaced by a
placeholder made of the row's id ("player-1a2b3c", "app-...", and "seat-2" or the
seat's player's for a seat). The old names are not kept: they are what was unsafe
to show, so there is no way down but as they now are.
"""

import json
from collections.abc import Iterator

import sqlalchemy as sa
from alembic import op
from precis_i18n import get_profile

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None

PROFILE = get_profile("NicknameCasePreserved")
LONGEST = 64  # the columns' width
PAGE = 500  # rows read at a time


def normal(name: str, placeholder: str) -> str:
    """`name` as the API would store it, or `placeholder` if it would refuse it."""
    try:
        shown: str = PROFILE.enforce(name)
    except UnicodeEncodeError:
        return placeholder
    return shown if len(shown) <= LONGEST else placeholder


def pages(connection: sa.Connection, query: str) -> Iterator[list[tuple[str, str]]]:
    """The rows of `query` (id and one column, ordered by id, after :after), a page at a time."""
    after = ""
    while rows := connection.execute(sa.text(query), {"after": after, "n": PAGE}).all():
        yield [(row_id, text) for row_id, text in rows]
        after = rows[-1][0]


def seats_named(seats: list[dict[str, object]]) -> bool:
    """Whether a match's seats (JSON, as stored) had a name changed, changing it."""
    changed = False
    for i, seat in enumerate(seats):
        if isinstance(name := seat.get("name"), str):
            owner = seat.get("player_id")
            seat["name"] = normal(name, f"player-{owner[:6]}" if isinstance(owner, str) else f"seat-{i}")
            changed = changed or seat["name"] != name
    return changed


def upgrade() -> None:
    connection = op.get_bind()
    for table, kind in (("players", "player"), ("apps", "app")):
        select = f"SELECT id, name FROM {table} WHERE id > :after ORDER BY id LIMIT :n"  # noqa: S608
        for rows in pages(connection, select):
            for row_id, name in rows:
                if (new := normal(name, f"{kind}-{row_id[:6]}")) != name:
                    connection.execute(
                        sa.text(f"UPDATE {table} SET name = :name WHERE id = :id"),  # noqa: S608
                        {"name": new, "id": row_id},
                    )
    for rows in pages(connection, "SELECT id, seats FROM matches WHERE id > :after ORDER BY id LIMIT :n"):
        for match_id, text in rows:
            if seats_named(seats := json.loads(text)):
                connection.execute(
                    sa.text("UPDATE matches SET seats = :seats WHERE id = :id"),
                    {"seats": json.dumps(seats, separators=(",", ":"), ensure_ascii=False), "id": match_id},
                )


def downgrade() -> None:
    pass  # the names refused are not kept (see above); the normal ones are still names
