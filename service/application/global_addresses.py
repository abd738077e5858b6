"""Which addresses are global: those a webhook may reach.

Written out from IANA's IPv4 and IPv6 Special-Purpose Address Registries (and its
IPv6 address space: only 2000::/3 is global unicast) rather than read from
`ipaddress`'s `is_global`, `is_private` and the like, whose answers changed between
patch releases of Python 3.11, 3.12 and 3.13 (and still miss 6to4, Teredo and NAT64
addresses that embed a private IPv4): the verdict is this table's, whatever Python
runs it. A block the registries hold globally reachable only for anycast services
or overlays (in 192.0.0.0/24 and 2001::/23) is refused whole: no webhook receiver
lives there.

An IPv6 address that embeds an IPv4 one (IPv4-mapped, NAT64's well-known prefix,
6to4, and Teredo's server and client) is as global as every IPv4 it embeds: a
connection to it reaches that IPv4 address (through the host's own stack, a NAT64
gateway or a relay)."""

from __future__ import annotations

from collections.abc import Callable
from ipaddress import IPv4Address, IPv4Network, IPv6Address, IPv6Network

Address = IPv4Address | IPv6Address
V4, V6 = IPv4Network, IPv6Network
LOW32 = 0xFFFF_FFFF

IPV4_NOT_GLOBAL: tuple[tuple[IPv4Network, str], ...] = (
    (V4("0.0.0.0/8"), "'this network' (RFC 791)"),
    (V4("10.0.0.0/8"), "private-use (RFC 1918)"),
    (V4("100.64.0.0/10"), "shared address space (RFC 6598)"),
    (V4("127.0.0.0/8"), "loopback (RFC 1122)"),
    (V4("169.254.0.0/16"), "link-local (RFC 3927)"),
    (V4("172.16.0.0/12"), "private-use (RFC 1918)"),
    (V4("192.0.0.0/24"), "IETF protocol assignments (RFC 6890)"),
    (V4("192.0.2.0/24"), "documentation (TEST-NET-1, RFC 5737)"),
    (V4("192.88.99.0/24"), "6to4 relay anycast (deprecated, RFC 7526)"),
    (V4("192.168.0.0/16"), "private-use (RFC 1918)"),
    (V4("198.18.0.0/15"), "benchmarking (RFC 2544)"),
    (V4("198.51.100.0/24"), "documentation (TEST-NET-2, RFC 5737)"),
    (V4("203.0.113.0/24"), "documentation (TEST-NET-3, RFC 5737)"),
    (V4("224.0.0.0/4"), "multicast (RFC 5771)"),
    (V4("240.0.0.0/4"), "reserved (RFC 1112), and the limited broadcast address"),
)

IPV6_NOT_GLOBAL: tuple[tuple[IPv6Network, str], ...] = (
    (V6("::/128"), "unspecified (RFC 4291)"),
    (V6("::1/128"), "loopback (RFC 4291)"),
    (V6("::/96"), "IPv4-compatible (deprecated, RFC 4291)"),
    (V6("64:ff9b:1::/48"), "NAT64 local-use (RFC 8215)"),
    (V6("100::/64"), "discard-only (RFC 6666)"),
    (V6("2001::/23"), "IETF protocol assignments (RFC 2928)"),
    (V6("2001:db8::/32"), "documentation (RFC 3849)"),
    (V6("3fff::/20"), "documentation (RFC 9637)"),
    (V6("fc00::/7"), "unique local (RFC 4193)"),
    (V6("fe80::/10"), "link-local (RFC 4291)"),
    (V6("ff00::/8"), "multicast (RFC 4291)"),
)
GLOBAL_UNICAST = V6("2000::/3")


def _low(address: int) -> list[int]:
    return [address & LOW32]


def _sixtofour(address: int) -> list[int]:
    return [(address >> 80) & LOW32]


def _teredo(address: int) -> list[int]:
    return [(address >> 64) & LOW32, ~address & LOW32]  # the server; the client, its bits inverted


# Prefixes whose addresses embed IPv4 ones (judged before the tables: 2001::/32 is in 2001::/23).
EMBEDDING: tuple[tuple[IPv6Network, str, Callable[[int], list[int]]], ...] = (
    (V6("::ffff:0:0/96"), "IPv4-mapped", _low),
    (V6("64:ff9b::/96"), "NAT64", _low),
    (V6("2002::/16"), "6to4", _sixtofour),
    (V6("2001::/32"), "Teredo", _teredo),
)


def not_global(address: Address) -> str | None:
    """Why `address` is not global (what it is), or None if it is. The rule: an
    address in none of the registries' non-global blocks, IPv6 within 2000::/3, and
    every IPv4 address it embeds global too."""
    if isinstance(address, IPv4Address):
        return next((why for block, why in IPV4_NOT_GLOBAL if address in block), None)
    for block, form, embedded in EMBEDDING:
        if address in block:
            for ipv4 in map(IPv4Address, embedded(int(address))):
                if (why := not_global(ipv4)) is not None:
                    return f"{form}, embedding {ipv4}: {why}"
            return None
    listed = next((why for block, why in IPV6_NOT_GLOBAL if address in block), None)
    if listed is None and address not in GLOBAL_UNICAST:
        return "outside IPv6 global unicast (2000::/3)"
    return listed
