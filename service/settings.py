"""Run-time settings, from the environment (or the command line).

Every limit the service enforces is one of these, named TABLETOP_<FIELD> in the
environment (`TABLETOP_DB_TIMEOUT_S=2`); a value of 0 disables a rate limit."""

from __future__ import annotations

import os
from typing import Annotated

import msgspec
from msgspec import Meta

DEFAULT_DATABASE_URL = "sqlite:///tabletop.db"
Count = Annotated[int, Meta(ge=0)]
Seconds = Annotated[float, Meta(ge=0)]


class Settings(msgspec.Struct, frozen=True):
    # The database: SQLite (`sqlite:///path`, embedded, the default) or PostgreSQL
    # (`postgresql://user:pw@host/db`; `postgresql+asyncpg://` works too).
    database_url: str = DEFAULT_DATABASE_URL
    # Folded match states kept per process, keyed by match and version; bounded so that
    # memory does not grow with the number of stored matches.
    state_cache_size: Count = 2048
    # What a request may wait on the database in all (connecting, waiting for a pooled
    # connection, its statements however many, their clean-up): past it the answer is
    # 503 `unavailable` with Retry-After, not a hung request.
    db_timeout_s: Seconds = 5.0
    # How long a starting server retries a database that does not answer yet (each
    # attempt logged).
    db_startup_wait_s: Seconds = 60.0
    # How long an Idempotency-Key's answer is remembered.
    idempotency_ttl_s: Count = 86_400
    # Requests a minute per client (its seat token or player key once a request has been
    # accepted with it, else its IP), per instance; 0 is no limit.
    rate_limit_per_minute: Count = 1200
    # Match creations and player registrations a minute per client, per instance; 0 is
    # no limit.
    create_limit_per_minute: Count = 60
    # A request body larger than this is refused (413); every body here is small.
    max_body_bytes: Count = 65_536
    # A connection idle this long, or this slow to send a whole request, is closed.
    client_timeout_s: Seconds = 10.0
    # The folded state is stored every this many events, so that loading or replaying
    # a match at any version folds at most this many (0: never). Snapshots are derived
    # data, dropped and rebuilt freely.
    snapshot_every: Count = 50
    # Streams and long-polls held at once per instance; past it, 503 `at-capacity` with
    # Retry-After.
    max_waiters: Count = 4096
    # A stream ends after this long (the client reconnects with Last-Event-ID), so that
    # no connection lives forever.
    stream_max_s: Seconds = 3600.0
    # An idle stream gets a comment this often.
    stream_keepalive_s: Seconds = 15.0
    # A stream whose client takes nothing of a frame for this long is given up (it holds
    # no slot while TCP keeps its connection).
    stream_send_timeout_s: Seconds = 30.0
    # How long a stream ticket (for a browser's EventSource) may be redeemed.
    stream_ticket_ttl_s: Count = 60
    # Whether a create body may choose the match's seed (tests, puzzles, a known deal);
    # every view then says `seed_source: client`. False refuses it (422 `seed-refused`).
    allow_client_seeds: bool = True
    # How often one instance (the holder of a lock) records the timeouts of timed matches
    # nobody reads, and expires challenges and seeks (a request reading a match records
    # its timeouts anyway).
    sweep_interval_s: Annotated[float, Meta(gt=0)] = 1.0
    # A challenge not answered by every player asked within this long expires.
    challenge_ttl_s: Annotated[float, Meta(gt=0)] = 600.0
    # Challenges a player may have open (asked, not yet answered) at once; past it, 429
    # `too-many-challenges`.
    max_open_challenges: Annotated[int, Meta(ge=1)] = 20
    # How long a seek waits for its table.
    seek_ttl_s: Annotated[float, Meta(gt=0)] = 600.0
    # How long a seek outlives its seeker's stream (renewed at each keep-alive while the
    # stream is open).
    seek_grace_s: Annotated[float, Meta(gt=0)] = 45.0
    # How fast a seek's rating range widens while it waits (display points a second).
    seek_widen_per_s: Annotated[float, Meta(ge=0)] = 5.0
    # A player's rating in a game is provisional (the leaderboard marks it) until he
    # has played this many rated matches of it.
    provisional_matches: Count = 5
    # Who may register an app (POST /apps): anyone (`open`, what `make serve`, a development
    # server, sets unless told otherwise), or only with `Authorization: Bearer <admin_key>` (`admin`).
    # The server's first log lines say which.
    app_registration: Annotated[str, Meta(pattern="^(open|admin)$")] = "admin"
    # The key that registers apps when app_registration is `admin` (none: nobody can).
    admin_key: str = ""
    # A rotation keeps the old key alive for the grace its request asks, at most this long
    # (a week; more is 422 `grace-too-long`).
    key_grace_max_s: Count = 604_800
    # How long an instance trusts its cached word that a key is valid: a key revoked
    # elsewhere may still be accepted here this long, and the streams it opened check it
    # this often, so they close within twice this (at most 1 s by default).
    key_cache_s: Annotated[float, Meta(gt=0, le=1)] = 0.5
    # A key's `last_used_at` is written at most this often (off the requests' path).
    key_last_used_every_s: Annotated[float, Meta(gt=0)] = 60.0
    # Webhook targets on addresses that are not global (private, loopback, link-local...:
    # service/application/global_addresses.py) are refused unless this is on (tests,
    # private deployments).
    webhook_allow_private: bool = False
    # A webhook delivery attempt's whole exchange (past it, the attempt failed).
    webhook_timeout_s: Annotated[float, Meta(gt=0)] = 5.0
    # How much of a receiver's answer is read (and shown with the attempt).
    webhook_max_answer_bytes: Count = 4096
    # Seconds before each retry of a failed delivery (comma-separated); past the last,
    # the delivery has failed.
    webhook_retry_schedule: Annotated[str, Meta(pattern=r"^\d+(\.\d+)?(,\d+(\.\d+)?)*$")] = "5,30,120,600,3600"
    # Failed deliveries in a row that disable a webhook (with the reason).
    webhook_disable_after: Annotated[int, Meta(ge=1)] = 20
    # Origins (comma-separated) whose browser pages may call the API (CORS); `*` is any;
    # none by default.
    cors_origins: str = ""

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        values: dict[str, object] = {
            name: os.environ[f"TABLETOP_{name.upper()}"]
            for name in cls.__struct_fields__
            if f"TABLETOP_{name.upper()}" in os.environ
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        try:  # (not strict: environment values are text)
            return msgspec.convert(values, cls, strict=False)
        except msgspec.ValidationError as exc:
            raise ValueError(f"Bad setting: {exc} (from TABLETOP_<NAME> in the environment)") from exc
