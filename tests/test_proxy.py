"""The shipped proxy in front of the service, as deployed: Debian's nginx running
deploy/nginx/tabletop.conf.template rendered by envsubst (as compose's nginx image renders
it), and `tabletop serve` trusting the proxy's address alone (FORWARDED_ALLOW_IPS, as
deploy/compose.yaml sets it). A client that names its own address in X-Forwarded-For,
Forwarded or X-Real-IP is still counted, and logged, as the address the proxy sees.

All on loopback (every address of 127.0.0.0/8 is this machine's): nginx listens on
127.0.0.1 and connects to its upstream from there, the only address the service trusts;
the client connects from 127.0.0.2 (and from 127.0.0.3 straight to the service). Without
nginx these tests skip, except on CI, where .ci/run installs it."""

from __future__ import annotations

import ipaddress
import json
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
import yaml

from tests.conftest import ON_CI
from tests.contract import undocumented
from tests.service.test_serve import free_port, serving

ROOT = Path(__file__).resolve().parents[1]
NGINX = "/usr/sbin/nginx"
PROXY = "127.0.0.1"  # where nginx listens and connects from: the address the service trusts
CLIENT = "127.0.0.2"
CREATE_LIMIT = 5


def spoofed(i: int) -> dict[str, str]:
    """Headers naming another address with each request: a new one, a chain ending in a
    fixed one, and the proxy's own (the service trusts it: a chain of trusted hops alone
    would be read from its left end)."""
    chain = [f"1.1.1.{i}", f"1.1.1.{i}, 203.0.113.9", PROXY][i % 3]
    return {"x-forwarded-for": chain, "forwarded": f"for=1.1.1.{i}", "x-real-ip": f"1.1.1.{i}"}


def answers(host: str, port: int) -> bool:
    try:
        socket.create_connection((host, port), timeout=1).close()
    except OSError:
        return False
    return True


@contextmanager
def nginx(upstreams: str) -> Iterator[str]:
    """The shipped proxy in front of `upstreams` (`server host:port;` lines), rendered as
    deploy/smoke.sh renders it, in the foreground with files of its own; yields its URL."""
    if not Path(NGINX).exists():
        if ON_CI:
            pytest.fail(f"CI must run the proxy's tests: {NGINX} is missing (see .ci/run)")
        pytest.skip(f"the proxy's tests need Debian's nginx at {NGINX}")
    work = Path(tempfile.mkdtemp(prefix="tabletop-proxy-"))
    work.chmod(0o755)  # nginx's workers run as nobody when started as root
    (work / "nginx").mkdir(mode=0o777)
    port = free_port()
    env = {"TABLETOP_UPSTREAMS": upstreams, "PROXY_LISTEN": f"{PROXY}:{port}", "PROXY_WORK": str(work)}
    for template, rendered in (("tabletop", "tabletop"), ("local", "nginx")):
        text = (ROOT / "deploy" / "nginx" / f"{template}.conf.template").read_text()
        filled = subprocess.run(
            ["envsubst", " ".join(f"${name}" for name in env)],
            input=text,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        (work / f"{rendered}.conf").write_text(filled.stdout)
    error_log = work / "nginx-error.log"
    server = subprocess.Popen([NGINX, "-e", str(error_log), "-p", str(work), "-c", str(work / "nginx.conf")])
    try:
        deadline = time.monotonic() + 15
        while not answers(PROXY, port):
            assert time.monotonic() < deadline and server.poll() is None, error_log.read_text()
            time.sleep(0.05)
        yield f"http://{PROXY}:{port}"
    finally:
        server.terminate()
        server.wait(10)
        shutil.rmtree(work, ignore_errors=True)


@contextmanager
def echo() -> Iterator[int]:
    """An upstream that answers each request with the headers it was given; yields its port."""

    class Echo(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = json.dumps([[name.lower(), value] for name, value in self.headers.items()]).encode()
            self.send_response(200)
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer((PROXY, 0), Echo)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def from_address(address: str) -> httpx.Client:
    return httpx.Client(transport=httpx.HTTPTransport(local_address=address), timeout=10)


def test_the_proxy_forwards_only_its_own_view_of_the_client():
    with echo() as port, nginx(f"server {PROXY}:{port};") as proxy, from_address(CLIENT) as client:
        for i in range(3):
            with undocumented("an echo upstream's answers (what nginx forwarded), not the server's"):
                response = client.get(proxy + "/games", headers=spoofed(i))
            assert response.status_code == 200
            seen = response.json()
            assert [value for name, value in seen if name == "x-forwarded-for"] == [CLIENT], seen
            assert [value for name, value in seen if name == "x-real-ip"] == [CLIENT], seen
            assert "forwarded" not in dict(seen), seen


def test_spoofed_addresses_do_not_escape_the_creation_limit(tmp_path, monkeypatch):
    monkeypatch.setenv("FORWARDED_ALLOW_IPS", PROXY)  # the proxy's address, as compose gives it
    monkeypatch.setenv("TABLETOP_CREATE_LIMIT_PER_MINUTE", str(CREATE_LIMIT))
    sent = 2 * CREATE_LIMIT + 2
    with serving(tmp_path) as (service, log):
        with nginx(f"server {service.removeprefix('http://')};") as proxy, from_address(CLIENT) as client:
            through = [register(client, proxy, i) for i in range(sent)]
        with from_address("127.0.0.3") as client:  # straight to the service: it believes no one else
            straight = [register(client, service, i) for i in range(sent)]
    expected = [201] * CREATE_LIMIT + [429] * (sent - CREATE_LIMIT)
    assert (through, straight) == (expected, expected)
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    creations = [line for line in lines if line.get("route") == "/players"]
    assert [line["client"] for line in creations] == [CLIENT] * sent + ["127.0.0.3"] * sent
    assert not [line for line in lines if line["level"] == "warning"]


def register(client: httpx.Client, base: str, i: int) -> int:
    return client.post(base + "/players", json={"name": f"p{i}"}, headers=spoofed(i)).status_code


def test_compose_trusts_the_proxy_alone():
    """The replicas believe the X-Forwarded-For of the proxy's fixed address alone: not
    "*", with which uvicorn reads a chain from its left end, the part the client wrote."""
    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    trusted = compose["x-tabletop"]["environment"]["FORWARDED_ALLOW_IPS"]
    [network] = compose["networks"]["default"]["ipam"]["config"]
    proxy = compose["services"]["proxy"]["networks"]["default"]["ipv4_address"]
    assert trusted == proxy
    # (an address the other containers may be given would not start the proxy)
    address = ipaddress.ip_address(proxy)
    assert address in ipaddress.ip_network(network["subnet"]) and address not in ipaddress.ip_network(
        network["ip_range"]
    )


def test_serve_warns_when_it_believes_every_peer(tmp_path, monkeypatch):
    """With FORWARDED_ALLOW_IPS=*, what the warning says: each request names its client."""
    monkeypatch.setenv("FORWARDED_ALLOW_IPS", "*")
    monkeypatch.setenv("TABLETOP_CREATE_LIMIT_PER_MINUTE", str(CREATE_LIMIT))
    with serving(tmp_path) as (service, log), from_address(CLIENT) as client:
        assert [register(client, service, i) for i in range(CREATE_LIMIT + 1)] == [201] * (CREATE_LIMIT + 1)
    [warning] = [line for line in map(json.loads, log.read_text().splitlines()) if line["level"] == "warning"]
    assert warning["message"].startswith("FORWARDED_ALLOW_IPS=* lets any client")
