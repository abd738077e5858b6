"""The event store's tables (SQLAlchemy Core). Alembic migrations in
`service/store/migrations` create them; keep both in step (a test compares them)."""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

matches = sa.Table(
    "matches",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),  # waiting | active | finished | aborted
    # Last event seq; bumped by every append under a compare-and-set.
    sa.Column("version", sa.Integer, nullable=False),
    # JSON: [{"name": ..., "token_hash": ..., "entropy": ..., "player_id": ...}] by seat
    # (service/records.py SeatRecord); an open seat has a null name and token_hash until it
    # is claimed. Tokens are stored hashed only.
    sa.Column("seats", sa.Text, nullable=False),
    sa.Column("options", sa.Text, nullable=False),  # JSON of the game's options Struct
    # Seeds (engines/core/seeds.py) are served only once the match has ended. A client's
    # (or a legacy) integer seed is here; a server's 256 bits are in server_seed, and
    # this is then 0 (SQLite cannot change a column's type in place while events
    # reference the table).
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("server_seed", sa.String(64), nullable=True),  # 64 hex digits
    sa.Column("seed_source", sa.String(8), nullable=False, server_default="legacy"),  # server | client | legacy
    # The game's rules the match is played by (engines keep every older version).
    sa.Column("rules_version", sa.Integer, nullable=False, server_default="1"),
    # JSON of engines/core/table.py TimeControl; null: no clocks.
    sa.Column("time_control", sa.Text, nullable=True),
    # With clocks: the earliest deadline of the seats a decision is due from, set by
    # every append (the sweeper finds the matches past it); null otherwise.
    sa.Column("deadline", sa.DateTime(timezone=True), nullable=True),
    # 64 hex digits, secret until the match ends: the commitment is the SHA-256 of
    # nonce + seed, and the chance mixes every seat's entropy whoever chose the seed
    # (engines/core/seeds.py). Null: a match stored before nonces, dealt and
    # committed to as it was then.
    sa.Column("seed_nonce", sa.String(64), nullable=True),
    sa.Index("ix_matches_game_created", "game", "created_at", "id"),
    sa.Index("ix_matches_deadline", "deadline"),
)

events = sa.Table(
    "events",
    metadata,
    sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
    # The primary key (match_id, seq) is what makes two racing appends conflict.
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("type", sa.String(64), nullable=False),
    sa.Column("payload", sa.Text, nullable=False),  # JSON of the tagged event Struct
    # On the first event of each action's batch: JSON {"seat": ..., "action": ...}, so
    # that anyone can replay the match from its seed (see engines/core/verify.py).
    sa.Column("action", sa.Text, nullable=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
)

idempotency = sa.Table(
    "idempotency",
    metadata,
    sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
    # Keys are the client's, scoped to its seat: two seats never share a response.
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("key", sa.String(200), primary_key=True),
    # SHA-256 of the first request sent with the key: another request is refused.
    sa.Column("request", sa.String(64), nullable=False),
    # The append's versions: the first response is rebuilt from the event log.
    sa.Column("before", sa.Integer, nullable=False),
    sa.Column("after", sa.Integer, nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),  # expires after the TTL
    sa.Index("ix_idempotency_created", "created_at"),
)

snapshots = sa.Table(
    "snapshots",
    metadata,
    # Derived data: the folded state at some versions (every TABLETOP_SNAPSHOT_EVERY
    # events), so that loading or replaying a match folds at most that many events.
    # Any of them can be dropped; they are written again as matches are read.
    sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
    sa.Column("version", sa.Integer, primary_key=True),
    sa.Column("state", sa.LargeBinary, nullable=False),  # msgpack of the engine's state Struct
)

apps = sa.Table(
    "apps",
    metadata,
    # An app backend: its key makes players it owns and acts for any of them
    # (`Tabletop-Player: <player_id>` beside the key).
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("name", sa.String(64), nullable=False),
    # SHA-256 of its first key, never read: its keys, and which of them work, are in `keys`.
    sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
)

players = sa.Table(
    "players",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),  # uuid4 hex
    sa.Column("name", sa.String(64), nullable=False),
    # SHA-256 of his first key, never read: his keys, and which of them work, are in `keys`.
    sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    # The app that made the player and may act for him (null: an independent player).
    sa.Column("app_id", sa.String(32), sa.ForeignKey("apps.id"), nullable=True),
    # The seq of the last frame written to the player's stream (player_events): its
    # version, which another instance's feed watches to wake the player's streams.
    sa.Column("stream_seq", sa.Integer, nullable=False, server_default="0"),
)

keys = sa.Table(
    "keys",
    metadata,
    # The players' and apps' keys (service/application/keys.py): any number each, each
    # revocable, rotated with a grace, read-only or not, and expiring or not.
    sa.Column("id", sa.String(32), primary_key=True),  # uuid4 hex: what lists and revocations name
    sa.Column("owner_kind", sa.String(8), nullable=False),  # player | app
    sa.Column("owner_id", sa.String(32), nullable=False),  # players.id or apps.id
    sa.Column("key_hash", sa.String(64), nullable=False, unique=True),  # SHA-256: the key is shown once
    # The key's first characters, which may be shown (tp_ or ta_ alone: a key from before keys had ids).
    sa.Column("prefix", sa.String(16), nullable=False),
    sa.Column("scope", sa.String(8), nullable=False),  # write | read
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    # Coarse: written at most once a TABLETOP_KEY_LAST_USED_EVERY_S, off the requests' path.
    sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
    sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),  # null: never
    sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
    sa.Index("ix_keys_owner", "owner_kind", "owner_id"),
)

seat_players = sa.Table(
    "seat_players",
    metadata,
    # The seats bound to players (also in matches.seats): a player's matches are listed
    # from here. The primary key holds a player to one seat per match.
    sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), primary_key=True),
    sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),  # the match's, to list newest first
    # What the player's stream has told of the match (service/application/player_stream.py):
    # null nothing yet, `active` its start, `finished`/`aborted` its end (the row then
    # leaves the stream's working set); told_version is the version of the last `turn` told.
    sa.Column("told", sa.String(16), nullable=True),
    sa.Column("told_version", sa.Integer, nullable=True),
    sa.Index("ix_seat_players_listed", "player_id", "created_at", "match_id"),
    sa.Index("ix_seat_players_told", "player_id", "told"),
)

player_events = sa.Table(
    "player_events",
    metadata,
    # A player's stream (GET /players/me/stream) as a log, so that a reconnection resumes
    # after its Last-Event-ID (the seq) on any instance, with nothing lost or repeated.
    sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("type", sa.String(32), nullable=False),  # the frame's (challenge, turn, match-started...)
    # JSON of what the frame says that the live state cannot (a turn's version, a
    # challenge as it was); the rest is read when it is sent.
    sa.Column("payload", sa.Text, nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
)

challenges = sa.Table(
    "challenges",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("challenger", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
    # JSON (service/records.py ChallengeRecord): the players asked, with their
    # answers and entropy, the options, time control and seat order.
    sa.Column("body", sa.Text, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),  # open | accepted | declined | cancelled | expired
    # Bumped by every answer under a compare-and-set: two answers never both apply.
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("match_id", sa.String(32), nullable=True),  # once accepted by all
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
    sa.Index("ix_challenges_open", "status", "expires_at"),
    sa.Index("ix_challenges_challenger", "challenger", "status"),
)

challenge_players = sa.Table(
    "challenge_players",
    metadata,
    # Who a challenge concerns (its challenger and those asked): a stream's opening
    # lists the player's open challenges from here.
    sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), primary_key=True),
    sa.Column("challenge_id", sa.String(32), sa.ForeignKey("challenges.id"), primary_key=True),
)

seeks = sa.Table(
    "seeks",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
    sa.Column("game", sa.String(32), nullable=False),
    # SHA-256 of the game, seat count, options and time control: seeks pair within a pool.
    sa.Column("pool", sa.String(64), nullable=False),
    sa.Column("body", sa.Text, nullable=False),  # JSON: seats, options, time control, entropy
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    # Renewed while the seeker's stream is open; a seek past it is gone.
    sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
    # Set once, by the compare-and-set that pairs it (null while it waits).
    sa.Column("match_id", sa.String(32), nullable=True),
    # The display points it accepts around its seeker's rating at first (null: any);
    # the sweeper pairs such pools again as their ranges widen.
    sa.Column("rating_range", sa.Float, nullable=True),
    sa.Index("ix_seeks_pool", "pool", "created_at", "id"),
    sa.Index("ix_seeks_player", "player_id"),
)


rated_matches = sa.Table(
    "rated_matches",
    metadata,
    # The rated matches (made by a rated challenge or seek), and when their result
    # moved their players' ratings (null: not yet; the ratings' projector's work).
    sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("rated_at", sa.DateTime(timezone=True), nullable=True),
    # The order results are applied in (the projector's, and a rebuild's): the
    # match's last event's time, then its id; set when it is rated.
    sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
    sa.Index("ix_rated_matches_pending", "rated_at"),
)

ratings = sa.Table(
    "ratings",
    metadata,
    # A projection of the rated matches' results (service/application/ratings.py):
    # `tabletop ratings rebuild` computes it again from the event store.
    sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), primary_key=True),
    sa.Column("game", sa.String(32), primary_key=True),
    sa.Column("mu", sa.Float, nullable=False),
    sa.Column("sigma", sa.Float, nullable=False),
    sa.Column("display", sa.Float, nullable=False),  # OpenSkill's ordinal: mu - 3 sigma
    sa.Column("matches", sa.Integer, nullable=False),  # rated matches played
    sa.Index("ix_ratings_board", "game", "display"),
)

rating_changes = sa.Table(
    "rating_changes",
    metadata,
    sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
    sa.Column("rank", sa.Integer, nullable=False),  # 1 is first; ties share a rank
    sa.Column("mu_before", sa.Float, nullable=False),
    sa.Column("sigma_before", sa.Float, nullable=False),
    sa.Column("mu_after", sa.Float, nullable=False),
    sa.Column("sigma_after", sa.Float, nullable=False),
)

webhooks = sa.Table(
    "webhooks",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    # Its owner: an app (its players' frames) or a player (his own).
    sa.Column("app_id", sa.String(32), sa.ForeignKey("apps.id"), nullable=True),
    sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=True),
    sa.Column("url", sa.Text, nullable=False),
    sa.Column("events", sa.Text, nullable=False),  # JSON list of the frames' types it takes
    # Standard Webhooks' signing secret (whsec_ + base64), shown once at registration.
    sa.Column("secret", sa.String(128), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("failures", sa.Integer, nullable=False, server_default="0"),  # deliveries failed in a row
    sa.Column("disabled_reason", sa.Text, nullable=True),  # set when disabled after repeated failure
    sa.Index("ix_webhooks_app", "app_id"),
    sa.Index("ix_webhooks_player", "player_id"),
)

deliveries = sa.Table(
    "webhook_deliveries",
    metadata,
    # The outbox: written in the transaction of the frame it carries, sent by one
    # instance at a time (a lease), retried on a schedule.
    sa.Column("id", sa.String(40), primary_key=True),  # the webhook-id header: the same on every attempt
    sa.Column("webhook_id", sa.String(32), sa.ForeignKey("webhooks.id"), nullable=False),
    sa.Column("type", sa.String(32), nullable=False),
    sa.Column("payload", sa.Text, nullable=False),  # the JSON body sent
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),  # pending | delivered | failed
    sa.Column("next_at", sa.DateTime(timezone=True), nullable=False),  # when the next attempt is due
    sa.Column("lease_until", sa.DateTime(timezone=True), nullable=True),  # an instance is sending it until then
    sa.Column("attempts", sa.Text, nullable=False),  # JSON list: each attempt's time, answer and error
    sa.Index("ix_deliveries_due", "status", "next_at"),
    sa.Index("ix_deliveries_webhook", "webhook_id", "created_at"),
)
