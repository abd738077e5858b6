"""ratings, apps that own players, and webhooks with their outbox

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-26
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    _apps()
    _ratings()
    _webhooks()


def _apps() -> None:
    op.create_table(
        "apps",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    with op.batch_alter_table("players") as batch:
        batch.add_column(sa.Column("app_id", sa.String(32), nullable=True))
        batch.create_foreign_key("fk_players_app_id_apps", "apps", ["app_id"], ["id"])


def _ratings() -> None:
    op.create_table(
        "rated_matches",
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("rated_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_rated_matches_pending", "rated_matches", ["rated_at"])
    op.create_table(
        "ratings",
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("game", sa.String(32), primary_key=True),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("display", sa.Float, nullable=False),
        sa.Column("matches", sa.Integer, nullable=False),
    )
    op.create_index("ix_ratings_board", "ratings", ["game", "display"])
    op.create_table(
        "rating_changes",
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
        sa.Column("rank", sa.Integer, nullable=False),
        sa.Column("mu_before", sa.Float, nullable=False),
        sa.Column("sigma_before", sa.Float, nullable=False),
        sa.Column("mu_after", sa.Float, nullable=False),
        sa.Column("sigma_after", sa.Float, nullable=False),
    )


def _webhooks() -> None:
    op.create_table(
        "webhooks",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("app_id", sa.String(32), sa.ForeignKey("apps.id"), nullable=True),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=True),
        sa.Column("url", sa.Text, nullable=False),
        sa.Column("events", sa.Text, nullable=False),
        sa.Column("secret", sa.String(128), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("failures", sa.Integer, nullable=False, server_default="0"),
        sa.Column("disabled_reason", sa.Text, nullable=True),
    )
    op.create_index("ix_webhooks_app", "webhooks", ["app_id"])
    op.create_index("ix_webhooks_player", "webhooks", ["player_id"])
    op.create_table(
        "webhook_deliveries",
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("webhook_id", sa.String(32), sa.ForeignKey("webhooks.id"), nullable=False),
        sa.Column("type", sa.String(32), nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("next_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("lease_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("attempts", sa.Text, nullable=False),
    )
    op.create_index("ix_deliveries_due", "webhook_deliveries", ["status", "next_at"])
    op.create_index("ix_deliveries_webhook", "webhook_deliveries", ["webhook_id", "created_at"])


def downgrade() -> None:
    op.drop_table("webhook_deliveries")
    op.drop_table("webhooks")
    op.drop_table("rating_changes")
    op.drop_table("ratings")
    op.drop_table("rated_matches")
    with op.batch_alter_table("players") as batch:
        batch.drop_constraint("fk_players_app_id_apps", type_="foreignkey")
        batch.drop_column("app_id")
    op.drop_table("apps")
