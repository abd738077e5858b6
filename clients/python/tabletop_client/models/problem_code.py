from enum import StrEnum

class ProblemCode(StrEnum):
    ALREADY_SEATED = "already-seated"
    AT_CAPACITY = "at-capacity"
    BAD_TOKEN = "bad-token"
    ENTROPY_MISMATCH = "entropy-mismatch"
    IDEMPOTENCY_KEY_REUSED = "idempotency-key-reused"
    ILLEGAL_ACTION = "illegal-action"
    MALFORMED = "malformed"
    MATCH_BUSY = "match-busy"
    MATCH_OVER = "match-over"
    METHOD_NOT_ALLOWED = "method-not-allowed"
    NOT_ALLOWED = "not-allowed"
    NOT_FOUND = "not-found"
    NOT_STARTED = "not-started"
    NOT_YOUR_TURN = "not-your-turn"
    ONE_SEAT_PER_PLAYER = "one-seat-per-player"
    OPTIONS_REFUSED = "options-refused"
    PAYLOAD_TOO_LARGE = "payload-too-large"
    RATE_LIMITED = "rate-limited"
    REFUSED = "refused"
    SEAT_TAKEN = "seat-taken"
    SEED_REFUSED = "seed-refused"
    SERVER_FAULT = "server-fault"
    STALE_VERSION = "stale-version"
    UNAVAILABLE = "unavailable"
    UNSUPPORTED_MEDIA_TYPE = "unsupported-media-type"

    def __str__(self) -> str:
        return str(self.value)
