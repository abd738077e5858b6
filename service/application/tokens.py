"""Seat tokens and player keys: random secrets shown once and stored as their SHA-256.
Both are 192 random bits or more, so a fast hash needs no salt or stretching.

A player key begins with `tp_` and an app key with `ta_`, which tells them from a
seat token (URL-safe base64, which may begin with anything else, never with those
prefixes by design: `new_token`)."""

from __future__ import annotations

import functools
import hashlib
import secrets

PLAYER_KEY_PREFIX = "tp_"
APP_KEY_PREFIX = "ta_"


@functools.lru_cache(maxsize=4096)  # a bot sends its token with every request
def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def is_player_key(token: str) -> bool:
    return token.startswith(PLAYER_KEY_PREFIX)


def is_app_key(token: str) -> bool:
    return token.startswith(APP_KEY_PREFIX)


def new_token() -> str:
    """A seat token: never one that reads as a key (secrets.token_urlsafe(24), 32
    characters, begins with "tp_" or "ta_" once in 2^17: drawn again then)."""
    while is_player_key(token := secrets.token_urlsafe(24)) or is_app_key(token):
        pass
    return token


def new_key(prefix: str = PLAYER_KEY_PREFIX) -> str:
    return prefix + secrets.token_urlsafe(32)
