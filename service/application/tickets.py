"""Stream tickets: a browser's EventSource cannot send an Authorization header, and a
seat token in a URL would end up in logs and histories for as long as the match
lasts. A page instead asks (with its token, in a header) for a ticket that names
the match and the seat and expires within a minute.

Nothing is stored: a ticket is signed with the seat's stored token hash (a player's
stream's, with his key's hash), so any instance can check it, and it dies with the
token.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import time

from service.errors import Unauthorized
from service.store.records import MatchRecord


def _signature(record: MatchRecord, seat: int, expires: int) -> str:
    token_hash = record.seats[seat].token_hash
    assert token_hash is not None, "tickets are given for seated seats only"
    return _mac(token_hash, f"{record.id}.{seat}.{expires}")


def _mac(secret: str, text: str) -> str:
    mac = hmac.new(secret.encode(), text.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).decode().rstrip("=")


def issue_player(player_id: str, key_hash: str, ttl_s: int) -> tuple[str, int]:
    """A ticket for the player's stream, and when it expires (Unix seconds)."""
    expires = int(time.time()) + ttl_s
    return f"{player_id}.{expires}.{_mac(key_hash, f'player.{player_id}.{expires}')}", expires


def ticket_player(ticket: str) -> str:
    """The player a ticket claims to be for (redeem_player checks it)."""
    return ticket.partition(".")[0]


def redeem_player(ticket: str, key_hash: str | None) -> str:
    """The player a genuine, unexpired ticket names (`key_hash`: his key's, None if no such player)."""
    player_id, _, rest = ticket.partition(".")
    expires_text, _, signature = rest.partition(".")
    if key_hash is None or not expires_text.isdigit():
        raise Unauthorized("This stream ticket is not one the server gave out.")
    if not hmac.compare_digest(signature, _mac(key_hash, f"player.{player_id}.{expires_text}")):
        raise Unauthorized("This stream ticket is not one the server gave out.")
    if int(expires_text) < time.time():
        raise Unauthorized("This stream ticket has expired; ask for a new one.")
    return player_id


def issue(record: MatchRecord, seat: int, ttl_s: int) -> tuple[str, int]:
    """The ticket and when it expires (Unix seconds)."""
    expires = int(time.time()) + ttl_s
    return f"{seat}.{expires}.{_signature(record, seat, expires)}", expires


def redeem(record: MatchRecord, ticket: str) -> int:
    """The seat a ticket names, if it is this match's, genuine and not expired."""
    seat_text, _, rest = ticket.partition(".")
    expires_text, _, signature = rest.partition(".")
    if not (seat_text.isdigit() and expires_text.isdigit() and int(seat_text) < len(record.seats)):
        raise Unauthorized("This stream ticket is not one the server gave out.")
    seat, expires = int(seat_text), int(expires_text)
    if record.seats[seat].token_hash is None:  # an open seat: no ticket was given for it
        raise Unauthorized("This stream ticket is not one the server gave out for this match.")
    if not hmac.compare_digest(signature, _signature(record, seat, expires)):
        raise Unauthorized("This stream ticket is not one the server gave out for this match.")
    if expires < time.time():
        raise Unauthorized("This stream ticket has expired; ask for a new one.")
    return seat
