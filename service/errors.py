"""Refusals as RFC 9457 problem details: a status, a title, a sentence a player
understands, and a stable `code` a program can branch on.

Each kind of refusal is a class with its `code`: declaring a subclass of `Refused`
with a `code` of its own is all it takes to serve it, list it in the catalogue
(`GET /problems`) and document it in the OpenAPI document's `ProblemCode`. Its
docstring is its description there. The problem's `type` is `/problems/<code>`,
relative to the server that answered, where that description is served."""

from __future__ import annotations

from typing import Any

import msgspec

PROBLEM_TYPES = "/problems/"

# When to try again after the database was out of reach: about how long a restart or
# failover of PostgreSQL takes, and the pool reconnects in that time.
RETRY_AFTER_S = 2


class ProblemType(msgspec.Struct):
    """What a problem `code` means (its `type` URI names this)."""

    code: str
    status: int
    title: str
    description: str


# code -> the class that refuses with it; filled as subclasses are declared.
CATALOGUE: dict[str, type[Refused]] = {}


class Refused(Exception):
    """Any other refusal: its status and detail say what was refused. Nothing was changed."""

    status_code, title, code = 400, "Refused", "refused"

    def __init__(self, detail: str, *, current_version: int | None = None, headers: dict[str, str] | None = None):
        super().__init__(detail)
        self.detail, self.current_version, self.headers = detail, current_version, headers or {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "code" in cls.__dict__:
            known = CATALOGUE.setdefault(cls.code, cls)
            assert known is cls, f"problem code {cls.code!r} is declared twice ({known.__name__}, {cls.__name__})"

    @classmethod
    def problem_type(cls) -> ProblemType:
        description = " ".join((cls.__doc__ or cls.title).split())
        return ProblemType(code=cls.code, status=cls.status_code, title=cls.title, description=description)


CATALOGUE[Refused.code] = Refused


class Malformed(Refused):
    """The request is not what the OpenAPI document allows (a parameter, a header or the
    body; a query parameter the operation does not declare, or one given twice; a
    header read as one value given twice); `errors` says what failed."""

    status_code, title, code = 400, "Malformed request", "malformed"


class Unauthorized(Refused):
    """A seat token or player key (or stream ticket) is needed and missing, malformed,
    unknown to this match or expired; or an Authorization sent to create a match or
    claim a seat is not a player key."""

    status_code, title, code = 401, "Unauthorized", "bad-token"

    def __init__(self, detail: str):
        super().__init__(detail, headers={"WWW-Authenticate": 'Bearer realm="tabletop"'})


class KeyRevoked(Unauthorized):
    """This player or app key was revoked (`DELETE .../keys/{key_id}`, a rotation's
    grace ended at once, or the server's operator): it works nowhere any more, nor do
    the stream tickets it asked for. Seat tokens given to it keep working."""

    title, code = "Key revoked", "key-revoked"


class KeyExpired(Unauthorized):
    """This player or app key has expired (its `expires_at`, or the grace a rotation
    left it, has passed): use the key that replaced it."""

    title, code = "Key expired", "key-expired"


class InsufficientScope(Refused):
    """This key is read-only (`scope: read`): it views, streams and lists, but does not
    create, act, claim, challenge, seek, register webhooks or manage keys."""

    status_code, title, code = 403, "Insufficient scope", "insufficient-scope"


class NotFound(Refused):
    """No such game, match, version or address."""

    status_code, title, code = 404, "Not found", "not-found"


class UnknownKey(NotFound):
    """This owner has no key of this id (`GET .../keys` lists them)."""

    title, code = "Unknown key", "unknown-key"


class UnknownPlayer(NotFound):
    """No player has this id (`POST /players` registers one)."""

    title, code = "Unknown player", "unknown-player"


class NotYours(Refused):
    """This challenge or seek is another player's: only those it names may answer it,
    and only its author may cancel or withdraw it."""

    status_code, title, code = 403, "Not yours", "not-yours"


class NotYourPlayer(Refused):
    """An app key acts only for the players its app made (`Tabletop-Player`): not for
    another app's, nor for independent players."""

    status_code, title, code = 403, "Not your player", "not-your-player"


class AdminOnly(Refused):
    """This server registers apps for its administrators only
    (TABLETOP_APP_REGISTRATION=admin): send the admin key."""

    status_code, title, code = 403, "Admin only", "admin-only"


class MethodNotAllowed(Refused):
    """This address does not take this method (`Allow` lists those it takes)."""

    status_code, title, code = 405, "Method not allowed", "method-not-allowed"


class Conflict(Refused):
    """`expected_version` is stale and what your seat may do has changed since: reload
    the match (`current_version` says where it is) and decide again."""

    status_code, title, code = 409, "Version conflict", "stale-version"


class MatchBusy(Conflict):
    """The match kept changing while your action was applied (other seats won every
    race); send it again."""

    title, code = "Match busy", "match-busy"


class SeatTaken(Refused):
    """This seat is not open: another player claimed it first (or the match no longer
    waits for players). `GET /games/{game}/matches?status=waiting` lists open seats."""

    status_code, title, code = 409, "Seat taken", "seat-taken"


class AlreadySeated(Refused):
    """This player key already holds a seat of this match: a player holds at most one
    seat per match."""

    status_code, title, code = 409, "Already seated", "already-seated"


class ChallengeEnded(Refused):
    """This challenge is no longer open (accepted, declined, cancelled or expired): its
    `status` says which."""

    status_code, title, code = 409, "Challenge ended", "challenge-ended"


class SeekPaired(Refused):
    """This seek has already been paired into a match (`match-started` on your stream
    names it); it cannot be withdrawn."""

    status_code, title, code = 409, "Seek paired", "seek-paired"


class TooLarge(Refused):
    """The request body is larger than the server accepts (TABLETOP_MAX_BODY_BYTES)."""

    status_code, title, code = 413, "Request too large", "payload-too-large"


class UnsupportedMediaType(Refused):
    """A body must be sent as application/json."""

    status_code, title, code = 415, "Unsupported media type", "unsupported-media-type"


class Unprocessable(Refused):
    """The rules or the server's settings refuse this request (the detail says why)."""

    status_code, title, code = 422, "Not allowed", "not-allowed"


class GraceTooLong(Unprocessable):
    """A rotation keeps the old key alive for at most TABLETOP_KEY_GRACE_MAX_S seconds."""

    title, code = "Grace too long", "grace-too-long"


class NotYourTurn(Unprocessable):
    """Another seat is to decide now (the match's `to_move` says which)."""

    title, code = "Not your turn", "not-your-turn"


class Illegal(Unprocessable):
    """The rules do not allow this action now; the detail names the rule. `legal-actions`
    lists what your seat may do."""

    title, code = "Illegal action", "illegal-action"


class MatchOver(Unprocessable):
    """The match has ended: no more actions are accepted."""

    title, code = "Match over", "match-over"


class NotStarted(Unprocessable):
    """The match waits for its open seats to be claimed: nothing is dealt and nobody
    acts until the last one is."""

    title, code = "Not started", "not-started"


class SeatForfeited(Unprocessable):
    """Your seat has left the match (resigned, or ran out of time): the server moves for
    it now, and it ranks last."""

    title, code = "Seat forfeited", "seat-forfeited"


class AlreadyForfeited(Unprocessable):
    """Your seat has already left the match (resigned, or ran out of time): it cannot
    resign again."""

    title, code = "Already forfeited", "already-forfeited"


class AbortTooLate(Unprocessable):
    """A match can be aborted only before the first action after the deal; once play
    has begun, resign instead."""

    title, code = "Too late to abort", "abort-too-late"


class TimeControlRefused(Unprocessable):
    """A time control gives either `per_decision_s`, or `initial_s` with an optional
    `increment_s`."""

    title, code = "Time control refused", "time-control-refused"


class OnePerPlayer(Unprocessable):
    """A player holds at most one seat per match: creating a match with a player key
    names exactly one seat (the player's), the others open."""

    title, code = "One seat per player", "one-seat-per-player"


class OptionsRefused(Unprocessable):
    """The game refuses these options for this number of seats (the detail says why)."""

    title, code = "Options refused", "options-refused"


class SeedRefused(Unprocessable):
    """This server draws every seed itself (TABLETOP_ALLOW_CLIENT_SEEDS is off): leave
    `seed` out."""

    title, code = "Seed refused", "seed-refused"


class EntropyMismatch(Unprocessable):
    """`entropy` must have one entry per seat, and none (null) for an open seat: its
    claimer gives its own."""

    title, code = "Entropy mismatch", "entropy-mismatch"


class KeyReused(Unprocessable):
    """This Idempotency-Key was already used for another request on this match: send a
    new key with each new action."""

    title, code = "Idempotency-Key reused", "idempotency-key-reused"


class ChallengeRefused(Unprocessable):
    """A challenge names each opponent once, never its challenger, and as many as the
    game seats besides him; `seats`, if given, orders exactly these players."""

    title, code = "Challenge refused", "challenge-refused"


class AlreadySeeking(Unprocessable):
    """You already have a seek waiting for this game, seat count, options and time
    control: one seek per pool is enough (`DELETE /seeks/{id}` withdraws it)."""

    title, code = "Already seeking", "already-seeking"


class WebhookRefused(Unprocessable):
    """A webhook's URL must be http(s) and reach global addresses only (not a private,
    loopback, link-local, documentation or reserved one, nor an IPv6 address embedding
    one, unless TABLETOP_WEBHOOK_ALLOW_PRIVATE); an owner has a bounded number of
    webhooks."""

    title, code = "Webhook refused", "webhook-refused"


class RateLimited(Refused):
    """Too many requests from this client (its seat token, else its address) on this
    instance; wait as long as `Retry-After` says."""

    status_code, title, code = 429, "Too many requests", "rate-limited"


class TooManyChallenges(RateLimited):
    """You have as many challenges open as a player may (TABLETOP_MAX_OPEN_CHALLENGES):
    cancel one, or wait for answers."""

    title, code = "Too many challenges", "too-many-challenges"


class ServerFault(Refused):
    """The server failed; nothing was changed. This is a bug: the request id finds it in
    the server's logs."""

    status_code, title, code = 500, "Server fault", "server-fault"


class NotReady(Refused):
    """The database cannot be reached just now; nothing was changed. Try again after
    `Retry-After`."""

    status_code, title, code = 503, "Not ready", "unavailable"

    def __init__(self, detail: str):
        super().__init__(detail, headers={"Retry-After": str(RETRY_AFTER_S)})


class AtCapacity(NotReady):
    """This instance holds as many streams and long-polls as it may
    (TABLETOP_MAX_WAITERS); try again after `Retry-After`."""

    title, code = "At capacity", "at-capacity"
