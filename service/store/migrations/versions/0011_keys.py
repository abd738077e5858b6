"""keys of their own: any number per player or app, revocable, scoped, expiring

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-03
"""

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "keys",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("owner_kind", sa.String(8), nullable=False),
        sa.Column("owner_id", sa.String(32), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("prefix", sa.String(16), nullable=False),
        sa.Column("scope", sa.String(8), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_keys_owner", "keys", ["owner_kind", "owner_id"])
    # Each player's and app's one key so far, kept working: its id is its owner's (an
    # owner had one key), its shown prefix only its kind's (the rest was never stored).
    for table, kind, prefix in (("players", "player", "tp_"), ("apps", "app", "ta_")):
        op.execute(
            f"INSERT INTO keys (id, owner_kind, owner_id, key_hash, prefix, scope, created_at) "  # noqa: S608
            f"SELECT id, '{kind}', id, key_hash, '{prefix}', 'write', created_at FROM {table}"
        )
    # players.key_hash and apps.key_hash stay (SQLite could drop them only by copying
    # the tables, which the rows referencing them forbid inside the migration's
    # transaction): the hash of each owner's first key, never read again.


def downgrade() -> None:
    op.drop_index("ix_keys_owner", "keys")
    op.drop_table("keys")
