"""Stream tickets: a browser's EventSource cannot send an Authorization header, and a
seat token in a URL would end up in logs and histories for as long as the match
lasts. A page instead asks (with its token, in a header) for a ticket that names
the match and the seat and expires within a minute.

Nothing is stored: a ticket is signed with the seat's stored token hash (a player's
stream's, with the hash of the key that asked for it, which it names), so any
instance can check it, and it dies with the token (or the key: revoked or expired,
service/application/auth.py).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import time

from service.errors import Unauthorized
from service.records import MatchRecord


def _signature(record: MatchRecord, seat: int, expires: int, key_id: str) -> str:
    token_hash = record.seats[seat].token_hash
    assert token_hash is not None, "tickets are given for seated seats only"
    return _mac(token_hash, f"{record.id}.{seat}.{expires}" + (f".{key_id}" if key_id else ""))


def _mac(secret: str, text: str) -> str:
    mac = hmac.new(secret.encode(), text.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).decode().rstrip("=")


def issue_player(player_id: str, key_id: str, key_hash: str, ttl_s: int) -> tuple[str, int]:
    """A ticket for the player's stream, asked for with the key `key_id`, and when it
    expires (Unix seconds)."""
    expires = int(time.time()) + ttl_s
    return f"{player_id}.{key_id}.{expires}.{_mac(key_hash, f'player.{player_id}.{key_id}.{expires}')}", expires


def ticket_key(ticket: str) -> str:
    """The key a ticket claims to have been asked for with (redeem_player checks it)."""
    return ticket.split(".")[1] if ticket.count(".") == 3 else ""


def redeem_player(ticket: str, key_hash: str | None) -> str:
    """The player a genuine, unexpired ticket names (`key_hash`: its key's, None if no such key)."""
    player_id, key_id, expires_text, signature = [*ticket.split("."), "", "", ""][:4]
    if key_hash is None or not expires_text.isdigit():
        raise Unauthorized("This stream ticket is not one the server gave out.")
    if not hmac.compare_digest(signature, _mac(key_hash, f"player.{player_id}.{key_id}.{expires_text}")):
        raise Unauthorized("This stream ticket is not one the server gave out.")
    if int(expires_text) < time.time():
        raise Unauthorized("This stream ticket has expired; ask for a new one.")
    return player_id


def issue(record: MatchRecord, seat: int, ttl_s: int, key_id: str = "") -> tuple[str, int]:
    """The ticket and when it expires (Unix seconds); asked for with a player's (or an
    app's) key, it names the key, and works only while the key does."""
    expires = int(time.time()) + ttl_s
    ticket = f"{seat}.{expires}.{_signature(record, seat, expires, key_id)}"
    return (f"{ticket}.{key_id}" if key_id else ticket), expires


def redeem(record: MatchRecord, ticket: str) -> tuple[int, str]:
    """The seat a ticket names, if it is this match's, genuine and not expired, and the
    key it was asked for with ("" a seat token's: the caller checks the key)."""
    seat_text, expires_text, signature, key_id = [*ticket.split(".", 3), "", "", ""][:4]
    if not (seat_text.isdigit() and expires_text.isdigit() and int(seat_text) < len(record.seats)):
        raise Unauthorized("This stream ticket is not one the server gave out.")
    seat, expires = int(seat_text), int(expires_text)
    if record.seats[seat].token_hash is None:  # an open seat: no ticket was given for it
        raise Unauthorized("This stream ticket is not one the server gave out for this match.")
    if not hmac.compare_digest(signature, _signature(record, seat, expires, key_id)):
        raise Unauthorized("This stream ticket is not one the server gave out for this match.")
    if expires < time.time():
        raise Unauthorized("This stream ticket has expired; ask for a new one.")
    return seat, key_id
