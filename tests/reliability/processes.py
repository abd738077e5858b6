"""The processes the scenarios stop and start: a throw-away PostgreSQL cluster and
`tabletop serve` instances, each on its own port, on 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import getpass
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def postgres_bindir() -> str | None:
    pg_config = shutil.which("pg_config")
    if pg_config is None:
        return None
    bindir = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=True).stdout.strip()
    return bindir if os.access(f"{bindir}/initdb", os.X_OK) else None


def as_postgres() -> list[str] | None:
    """How to run a shell command as user postgres (initdb refuses root), if this process can."""
    if getpass.getuser() == "postgres":
        return ["/bin/sh", "-c"]
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        return None
    return ["su", "postgres", "-s", "/bin/sh", "-c"] if os.geteuid() == 0 else None


def why_no_cluster() -> str | None:
    if postgres_bindir() is None:
        return "PostgreSQL's server binaries (pg_config --bindir) are not installed"
    if as_postgres() is None:
        return "starting a PostgreSQL cluster needs root or user postgres"
    return None


class Cluster:
    """A throw-away PostgreSQL cluster; `stop` and `start` it at will."""

    def __init__(self) -> None:
        self.bindir, self.shell = postgres_bindir(), as_postgres()
        self.folder = Path(tempfile.mkdtemp(prefix="tabletop-reliability-"))
        self.folder.chmod(0o755)  # user postgres must reach its data folder
        self.data = self.folder / "pg"
        self.data.mkdir()
        shutil.chown(self.data, "postgres")
        self.port = free_port()
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        self._pg(f"initdb -D {self.data} -A trust -U postgres -E UTF8")

    def _pg(self, command: str) -> None:
        subprocess.run([*self.shell, f"{self.bindir}/{command}"], check=True, stdout=subprocess.DEVNULL, timeout=120)

    def start(self) -> None:
        """Returns once the server accepts connections (pg_ctl -w)."""
        options = f"-p {self.port} -k {self.data} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
        self._pg(f"pg_ctl -D {self.data} -l {self.data}/log -w -t 60 start -o '{options}'")

    def stop(self) -> None:
        self._pg(f"pg_ctl -D {self.data} -m fast -w -t 60 stop")

    def restart(self) -> None:
        """Every connection dropped; returns once the server accepts new ones."""
        self.stop()
        self.start()

    def processes(self) -> list[int]:
        """The running server's processes: the postmaster and its children."""
        postmaster = int((self.data / "postmaster.pid").read_text().split()[0])
        children = subprocess.run(
            ["ps", "-o", "pid=", "--ppid", str(postmaster)], capture_output=True, text=True, check=False
        ).stdout.split()
        return [postmaster, *map(int, children)]

    @contextmanager
    def frozen(self) -> Iterator[None]:
        """The whole server SIGSTOPped (it neither answers nor closes anything) until
        the block ends."""
        stopped = self.processes()
        for pid in stopped:
            os.kill(pid, signal.SIGSTOP)
        try:
            yield
        finally:
            for pid in stopped:
                os.kill(pid, signal.SIGCONT)

    def start_if_stopped(self) -> None:
        """After a scenario that failed with the server stopped."""
        status = subprocess.run(
            [*self.shell, f"{self.bindir}/pg_ctl -D {self.data} status"],
            stdout=subprocess.DEVNULL,
            timeout=60,
            check=False,
        )
        if status.returncode == 3:  # pg_ctl: "no server running"
            self.start()

    def remove(self) -> None:
        subprocess.run(
            [*self.shell, f"{self.bindir}/pg_ctl -D {self.data} -m immediate stop"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=60,
            check=False,
        )
        shutil.rmtree(self.folder, ignore_errors=True)


class Server:
    """`tabletop serve` in a process of its own, so that SIGKILL reaches it alone; it
    keeps its port across restarts."""

    def __init__(self, database_url: str, log: Path) -> None:
        self.database_url, self.log = database_url, log
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None

    async def start(self, timeout: float = 60) -> None:
        """Start it and wait until /readyz answers 200."""
        self._spawn()
        deadline = time.monotonic() + timeout
        async with httpx.AsyncClient(base_url=self.url, timeout=5) as http:
            while time.monotonic() < deadline:
                assert self.process.poll() is None, f"the server exited:\n{self.log_tail()}"
                try:
                    if (await http.get("/readyz")).status_code == 200:
                        return
                except httpx.TransportError:
                    pass
                await asyncio.sleep(0.1)
        raise AssertionError(f"the server was not ready within {timeout} s:\n{self.log_tail()}")

    def _spawn(self) -> None:
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "service.cli",
                    "serve",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    str(self.port),
                    "--database-url",
                    self.database_url,
                ],
                cwd=ROOT,
                # Every client of a scenario shares one address: the per-client rate
                # limits would refuse the load (and the audit after it) as it grows.
                env=os.environ | {"TABLETOP_RATE_LIMIT_PER_MINUTE": "0", "TABLETOP_CREATE_LIMIT_PER_MINUTE": "0"},
                stdout=log,
                stderr=subprocess.STDOUT,
            )

    def kill(self) -> None:
        """SIGKILL: no shutdown, nothing flushed."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
