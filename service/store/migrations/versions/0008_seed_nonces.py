"""seed nonces: a match's commitment covers a secret nonce with its seed

Matches stored before have none (null): their commitment is the SHA-256 of the
seed alone and their chance is drawn as it was (a client's seed as it is), so they
replay and verify as before (engines/core/seeds.py).

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("matches", sa.Column("seed_nonce", sa.String(64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("seed_nonce")
