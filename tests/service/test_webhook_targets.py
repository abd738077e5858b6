"""Where a webhook may send (SSRF): every special-purpose range of IANA's registries,
the IPv6 forms that embed an IPv4 address, and a name resolved (or rebound) to such
an address, at registration and at each delivery attempt. Nothing here asks DNS or
connects anywhere: names are resolved by the resolver each test gives."""

from __future__ import annotations

import datetime as dt
import ipaddress
from types import SimpleNamespace
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from service.application import webhook_targets
from service.application.delivery import Deliverer
from service.application.global_addresses import not_global
from service.errors import WebhookRefused
from service.records import now
from service.root import create_app
from service.settings import Settings
from tests.service.live import UNLIMITED
from tests.service.test_api import assert_problem

NOT_GLOBAL = [
    # IPv4: each block of the registry that is not globally reachable, both its ends
    "0.0.0.0",
    "0.255.255.255",
    "10.0.0.1",
    "10.255.255.255",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.255.255.254",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.1",
    "192.0.0.9",
    "192.0.2.1",
    "192.88.99.1",
    "192.168.0.1",
    "192.168.255.255",
    "198.18.0.1",
    "198.19.255.255",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.255",
    "240.0.0.1",
    "255.255.255.255",
    # IPv6
    "::",
    "::1",
    "::127.0.0.1",
    "::8.8.8.8",
    "64:ff9b:1::a00:1",
    "64:ff9b:1:ffff::1",
    "100::1",
    "2001:2::1",
    "2001:1::1",
    "2001:db8::1",
    "2001:db8:ffff::1",
    "3fff::1",
    "3fff:fff::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "febf::1",
    "fec0::1",
    "ff02::1",
    "ff0e::1",
    "5f00::1",
    "4000::1",
    "1::1",
    # IPv4 embedded in IPv6: mapped, NAT64, 6to4, Teredo (server, and client with its bits inverted)
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::ffff:100.64.0.1",
    "64:ff9b::127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b::192.0.2.1",
    "2002:7f00:1::",
    "2002:a00:1::1",
    "2002:c0a8:1::",
    "2002:a9fe:a9fe::",
    "2002:c633:6401::",
    "2001:0:7f00:1::808:808",  # Teredo server 127.0.0.1
    "2001:0:808:808::80ff:fffe",  # Teredo client 127.0.0.1 (~0x7f000001 = 0x80fffffe)
    "2001:0:808:808::f5ff:fffe",  # Teredo client 10.0.0.1
]
GLOBAL = [
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "100.63.255.255",
    "100.128.0.1",
    "172.15.255.255",
    "172.32.0.1",
    "192.0.3.1",
    "198.17.255.255",
    "198.20.0.1",
    "223.255.255.255",
    "192.31.196.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001::200e",
    "2620:4f:8000::1",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    "2002:808:808::1",
    "2001:0:808:808::f7f7:f7f7",  # (8.8.8.8 each)
]


@pytest.mark.parametrize("address", NOT_GLOBAL)
def test_every_special_purpose_address_and_every_embedding_of_one_is_not_global(address):
    assert not_global(ipaddress.ip_address(address)) is not None


@pytest.mark.parametrize("address", GLOBAL)
def test_global_addresses_and_embeddings_of_global_ones_are_global(address):
    assert not_global(ipaddress.ip_address(address)) is None


def test_the_verdict_says_what_was_embedded():
    why = not_global(ipaddress.ip_address("2002:7f00:1::"))
    assert why == "6to4, embedding 127.0.0.1: loopback (RFC 1122)"
    assert not_global(ipaddress.ip_address("2001:0:808:808::80ff:fffe")) == (
        "Teredo, embedding 127.0.0.1: loopback (RFC 1122)"
    )


def resolving(*answers: list[str]) -> webhook_targets.Resolver:
    """A resolver that gives each answer in turn (a name rebound between two lookups)."""
    given = iter(answers)

    async def resolve(host: str, port: int) -> list[Any]:
        return [ipaddress.ip_address(a) for a in next(given)]

    return resolve


async def test_a_name_is_refused_if_any_address_it_resolves_to_is_not_global():
    target = await webhook_targets.checked("https://hook.example:8443/x", False, resolving(["8.8.8.8"]))
    assert str(target.url) == "https://8.8.8.8:8443/x" and target.headers == {"Host": "hook.example:8443"}
    for answer in (["8.8.8.8", "2002:7f00:1::"], ["::ffff:10.0.0.1"], []):
        with pytest.raises(WebhookRefused):
            await webhook_targets.checked("https://hook.example/", False, resolving(answer))


async def test_a_delivery_to_a_name_rebound_to_a_private_address_is_refused_and_sends_nothing():
    resolve = resolving(["8.8.8.8"], ["2002:a9fe:a9fe::"])  # registered public, then rebound
    await webhook_targets.checked("http://hook.example/", False, resolve)
    lobby = SimpleNamespace(clock=now)
    deliverer = Deliverer(lobby, None, Settings(database_url="sqlite://"), resolve)  # type: ignore[arg-type]
    leased = SimpleNamespace(
        url="http://hook.example/", secret="whsec_" + "A" * 32, delivery=SimpleNamespace(id="msg_1")
    )

    class NoTraffic:
        def build_request(self, *args: Any, **kwargs: Any) -> None:
            raise AssertionError("a refused target must not be sent to")

    attempt = await deliverer.attempt(NoTraffic(), leased, "{}")  # type: ignore[arg-type]
    assert attempt.status_code is None and attempt.error is not None
    assert "2002:a9fe:a9fe::" in attempt.error and "169.254.169.254" in attempt.error
    assert isinstance(attempt.at, dt.datetime)


async def test_registering_a_webhook_on_an_address_that_embeds_a_private_one_is_refused(tmp_path):
    settings = UNLIMITED(f"sqlite+aiosqlite:///{tmp_path / 't.db'}")
    async with AsyncTestClient(app=create_app(settings)) as client:
        key = (await client.post("/players", json={"name": "alice"})).json()["key"]
        bearer = {"Authorization": f"Bearer {key}"}
        for host in ("[2002:7f00:1::]", "[64:ff9b::a9fe:a9fe]", "[2001:0:808:808::80ff:fffe]", "100.64.0.1"):
            refused = await client.post(
                "/webhooks", json={"url": f"http://{host}/", "events": ["turn"]}, headers=bearer
            )
            assert_problem(refused, 422, "webhook-refused", "url", host.strip("[]"))
        made = await client.post(
            "/webhooks", json={"url": "http://[2002:808:808::1]/", "events": ["turn"]}, headers=bearer
        )
        assert made.status_code == 201, made.text
