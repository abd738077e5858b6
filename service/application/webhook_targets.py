"""Where a webhook may send: an http(s) URL whose host reaches global addresses only.

A target on any other (private, loopback, link-local, shared, documentation,
reserved, multicast, unspecified, or an IPv6 address embedding such an IPv4 one:
service/application/global_addresses.py) would let anyone who registers a webhook
make the server call into its own network (SSRF): refused, unless
TABLETOP_WEBHOOK_ALLOW_PRIVATE (tests, private deployments). The host is resolved at
registration and again at every attempt (DNS may change: a name rebound to a
private address is refused then), and the attempt connects to the address that was
checked, not to a second resolution of the name (which could answer otherwise)."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Awaitable, Callable
from typing import NamedTuple

import httpx

from service.application.global_addresses import Address, not_global
from service.errors import WebhookRefused

MAX_URL_LENGTH = 2000
RESOLVE_S = 5.0  # a name that does not resolve within this is refused

# What a host name resolves to: (host, port) -> its addresses (the system's resolver;
# tests give their own, so that none of them asks DNS or connects anywhere).
Resolver = Callable[[str, int], Awaitable[list[Address]]]


class Target(NamedTuple):
    """Where an attempt connects: the URL (its host the checked address), the Host
    header, and for https the name the certificate must bear."""

    url: httpx.URL
    headers: dict[str, str]
    extensions: dict[str, str]


def parsed(url: str) -> httpx.URL:
    """The URL, if it is http(s) with a host; else WebhookRefused."""
    try:
        parts = httpx.URL(url)
    except (httpx.InvalidURL, ValueError) as exc:
        raise WebhookRefused(f"The webhook's url is not a URL: {exc}") from None
    if parts.scheme not in ("http", "https") or not parts.host:
        raise WebhookRefused("A webhook's url is http:// or https://, with a host.")
    return parts


async def system_resolver(host: str, port: int) -> list[Address]:
    found = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    # (sockaddr[0] is the address; an IPv6 one may carry a %scope, which ip_address refuses)
    return list(dict.fromkeys(ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in found))


async def addresses(url: httpx.URL, resolve: Resolver) -> list[Address]:
    """The addresses the URL's host names (itself, if it is one); WebhookRefused if
    it does not resolve."""
    host = url.raw_host.decode("ascii")  # (a name's IDNA form)
    try:
        return [ipaddress.ip_address(host)]
    except ValueError:
        pass
    port = url.port or (443 if url.scheme == "https" else 80)
    try:
        async with asyncio.timeout(RESOLVE_S):
            return await resolve(host, port)
    except (OSError, TimeoutError) as exc:
        raise WebhookRefused(f"The webhook's host {url.host!r} does not resolve ({exc or 'timed out'}).") from None


async def checked(url: str, allow_private: bool, resolve: Resolver = system_resolver) -> Target:
    """Where to send to `url` now; WebhookRefused if it may not be reached."""
    parts = parsed(url)
    if allow_private:
        return Target(parts, {}, {})
    found = await addresses(parts, resolve)
    refused = [f"{a}, {why}" for a in found if (why := not_global(a)) is not None]
    if refused or not found:
        raise WebhookRefused(
            f"The webhook's url names a host ({parts.host!r}) that reaches an address that is not global "
            f"({'; '.join(refused) or 'none'}): refused (TABLETOP_WEBHOOK_ALLOW_PRIVATE allows it)."
        )
    pinned = parts.copy_with(host=str(min(found, key=lambda a: a.version)))  # IPv4 first, where both are
    tls = {"sni_hostname": parts.raw_host.decode("ascii")} if parts.scheme == "https" else {}
    return Target(pinned, {"Host": parts.netloc.decode("ascii")}, tls)
