"""player streams, challenges and seeks

Existing seats bound to players are marked as told (`told` = the match's status
unless it waits, `told_version` = its version), so that a player's first stream
does not announce every match he ever played.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-26
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("players", sa.Column("stream_seq", sa.Integer, nullable=False, server_default="0"))
    op.add_column("seat_players", sa.Column("told", sa.String(16), nullable=True))
    op.add_column("seat_players", sa.Column("told_version", sa.Integer, nullable=True))
    op.execute(
        "UPDATE seat_players SET "
        "told = (SELECT CASE WHEN status = 'waiting' THEN NULL ELSE status END FROM matches "
        "WHERE matches.id = seat_players.match_id), "
        "told_version = (SELECT version FROM matches WHERE matches.id = seat_players.match_id)"
    )
    op.create_index("ix_seat_players_told", "seat_players", ["player_id", "told"])
    op.create_table(
        "player_events",
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("type", sa.String(32), nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "challenges",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("challenger", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("match_id", sa.String(32), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_challenges_open", "challenges", ["status", "expires_at"])
    op.create_index("ix_challenges_challenger", "challenges", ["challenger", "status"])
    op.create_table(
        "challenge_players",
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("challenge_id", sa.String(32), sa.ForeignKey("challenges.id"), primary_key=True),
    )
    op.create_table(
        "seeks",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("pool", sa.String(64), nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("match_id", sa.String(32), nullable=True),
        sa.Column("rating_range", sa.Float, nullable=True),
    )
    op.create_index("ix_seeks_pool", "seeks", ["pool", "created_at", "id"])
    op.create_index("ix_seeks_player", "seeks", ["player_id"])


def downgrade() -> None:
    op.drop_table("seeks")
    op.drop_table("challenge_players")
    op.drop_table("challenges")
    op.drop_table("player_events")
    op.drop_index("ix_seat_players_told", "seat_players")
    with op.batch_alter_table("seat_players") as batch:
        batch.drop_column("told_version")
        batch.drop_column("told")
    with op.batch_alter_table("players") as batch:
        batch.drop_column("stream_seq")
