"""Fair shuffles: what a match's chance comes from, and how anyone can check it.

A match's seed is text. The server draws 256 random bits and writes them as 64
lowercase hexadecimal digits; a client-chosen seed (and every seed stored before
commitments existed) is an integer written in decimal. The commitment shown from
creation on is the SHA-256 of the seed's text in ASCII, so once the seed is
revealed `printf %s SEED | sha256sum` checks it.

A server seed alone does not drive the shuffles: the seats' contributions
(`entropy`, given when a seat is created or claimed, after the commitment is
fixed) are mixed in, so neither the server nor any player alone chooses or
foresees an outcome. A client's seed is used as it is (that is its point:
tests, puzzles, replaying a known deal), and every view says so.
"""

from __future__ import annotations

import hashlib
import secrets

import msgspec

SERVER, CLIENT, LEGACY = "server", "client", "legacy"


def draw_server_seed() -> str:
    return secrets.token_hex(32)


def commitment(seed: str) -> str:
    return hashlib.sha256(seed.encode("ascii")).hexdigest()


def chance_seed(source: str, seed: str, entropy: list[str | None]) -> str:
    """The seed `rng_for` draws from. For a server seed: the SHA-256 (hex) of the
    compact JSON array `[seed, entropy of seat 0, entropy of seat 1, ...]` (null for
    a seat that gave none), encoded in UTF-8."""
    if source != SERVER:
        return seed
    return hashlib.sha256(msgspec.json.encode([seed, *entropy])).hexdigest()
