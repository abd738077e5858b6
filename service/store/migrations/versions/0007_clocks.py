"""clocks: a match's time control and its earliest deadline

Existing matches have neither (null): they are untimed. Resignations, timeouts and
aborts are events in the log like any other (engines/core/table.py), so they need
no column.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("matches", sa.Column("time_control", sa.Text, nullable=True))
    op.add_column("matches", sa.Column("deadline", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_matches_deadline", "matches", ["deadline"])


def downgrade() -> None:
    op.drop_index("ix_matches_deadline", "matches")
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("deadline")
        batch.drop_column("time_control")
