"""Fair shuffles: what a match's chance comes from, and how anyone can check it.

A match's seed is text. The server draws 256 random bits and writes them as 64
lowercase hexadecimal digits; a client-chosen seed (and every seed stored before
commitments existed) is an integer written in decimal.

Since nonces, every match also has a nonce: 256 more bits the server draws, as 64
lowercase hex digits, kept secret with the seed until the match ends. The
commitment shown from creation on is the SHA-256 of the ASCII text NONCE + SEED
(the nonce's 64 digits, then the seed's text, nothing between), so once both are
revealed `printf %s "$NONCE$SEED" | sha256sum` checks it. The nonce is what keeps
a small seed (a client's `42`) from being found by hashing every candidate.

The chance is drawn from the seed and every seat's contribution (`entropy`, given
when a seat is created or claimed, after the commitment is fixed), whoever chose
the seed: nobody who did not give all of them can foresee an outcome, and a
client's seed with no entropy anywhere still gives the same match every time
(tests, puzzles, replaying a known deal).

Matches stored before nonces keep what they were dealt by (`stored_chance`): a
commitment to the seed's text alone, and a client's (or legacy) seed used as it
is, without the entropy.
"""

from __future__ import annotations

import enum
import hashlib
import secrets

import msgspec


class SeedSource(enum.StrEnum):
    """Who chose a match's seed."""

    SERVER = "server"  # drawn by the server, committed to at creation, mixed with the seats' entropy
    CLIENT = "client"  # chosen by whoever created the match (then mixed with the seats' entropy too)
    LEGACY = "legacy"  # stored before commitments existed


def draw_server_seed() -> str:
    return secrets.token_hex(32)


def draw_nonce() -> str:
    return secrets.token_hex(32)


def commitment(seed: str, nonce: str | None) -> str:
    """SHA-256 (hex) of the ASCII text NONCE + SEED; of SEED alone for a match stored
    before nonces (`nonce` None)."""
    return hashlib.sha256(((nonce or "") + seed).encode("ascii")).hexdigest()


def chance_seed(seed: str, entropy: list[str | None]) -> str:
    """The seed `rng_for` draws from: the SHA-256 (hex) of the compact JSON array
    `[seed, entropy of seat 0, entropy of seat 1, ...]` (null for a seat that gave
    none), encoded in UTF-8."""
    return hashlib.sha256(msgspec.json.encode([seed, *entropy])).hexdigest()


def stored_chance(source: SeedSource, seed: str, entropy: list[str | None], nonce: str | None) -> str:
    """The chance of a stored match, by the scheme it was stored under: with a nonce,
    `chance_seed`; before nonces, the same for a server's seed only, a client's (or
    a legacy) seed being used as it is."""
    if nonce is None and source != SeedSource.SERVER:
        return seed
    return chance_seed(seed, entropy)
