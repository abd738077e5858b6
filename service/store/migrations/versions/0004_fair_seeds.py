"""server seeds with their source, and each action beside the events it caused

Every match stored before this migration keeps its integer seed and shows
`seed_source: legacy`, without a commitment; its actions were not kept.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("matches", sa.Column("server_seed", sa.String(64), nullable=True))
    op.add_column("matches", sa.Column("seed_source", sa.String(8), nullable=False, server_default="legacy"))
    op.add_column("events", sa.Column("action", sa.Text, nullable=True))


def downgrade() -> None:
    for table, column in (("events", "action"), ("matches", "seed_source"), ("matches", "server_seed")):
        with op.batch_alter_table(table) as batch:
            batch.drop_column(column)
