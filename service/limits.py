"""Abuse limits per client, with litestar's rate-limit middleware (per instance:
each instance counts the requests it serves).

A client is its seat token or player key when it sends one, else its IP address."""

from __future__ import annotations

from litestar import Request
from litestar.middleware.base import DefineMiddleware
from litestar.middleware.rate_limit import RateLimitConfig, RateLimitMiddleware, get_remote_address

from service.matches import hash_token

# Probes from a load balancer or an orchestrator, and scrapes, are never limited.
UNLIMITED = ["/healthz", "/readyz", "/metrics"]


def client_of(request: Request) -> str:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return "key:" + hash_token(token.strip())
    return "ip:" + get_remote_address(request)


class CreateRateLimit(RateLimitMiddleware):
    """Counts match creations apart from other requests (its own store keys)."""


def _creates(request: Request) -> bool:
    return request.method == "POST" and request.url.path.endswith("/matches")


def rate_limits(per_minute: int, creates_per_minute: int) -> list[DefineMiddleware]:
    """The middleware of both limits; a limit of 0 is no limit."""
    configs = []
    if per_minute:
        configs.append(RateLimitConfig(("minute", per_minute), exclude=UNLIMITED, identifier_for_request=client_of))
    if creates_per_minute:
        configs.append(RateLimitConfig(
            ("minute", creates_per_minute), identifier_for_request=client_of,
            check_throttle_handler=_creates, middleware_class=CreateRateLimit,
        ))
    return [config.middleware for config in configs]
