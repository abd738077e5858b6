"""open seats, player keys and the seats bound to players

Existing matches are untouched: their seats are all taken, and the status values
`waiting` (open seats) and `aborted` fit the column as it is. Seats stay JSON in
matches.seats; an open seat has a null name and token hash, a bound one a player_id.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "seat_players",
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_seat_players_listed", "seat_players", ["player_id", "created_at", "match_id"])


def downgrade() -> None:
    op.drop_index("ix_seat_players_listed", "seat_players")
    op.drop_table("seat_players")
    op.drop_table("players")
