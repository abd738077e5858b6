"""idempotency keys store the request's digest and the append's versions, not the response

Stored responses (about 3 KB each) are dropped: a key used before this
migration is forgotten, as it would be after its time to live.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_table("idempotency")
    op.create_table(
        "idempotency",
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("key", sa.String(200), primary_key=True),
        sa.Column("request", sa.String(64), nullable=False),
        sa.Column("before", sa.Integer, nullable=False),
        sa.Column("after", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_idempotency_created", "idempotency", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_idempotency_created", "idempotency")
    op.drop_table("idempotency")
    op.create_table(
        "idempotency",
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("key", sa.String(200), primary_key=True),
        sa.Column("response", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
