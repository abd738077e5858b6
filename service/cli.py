"""`tabletop serve` runs the service; `tabletop migrate` brings the database schema
up to date and exits; `tabletop ratings rebuild` computes every rating again from the
event store; `tabletop keys list|revoke` shows and revokes players' and apps' keys;
`tabletop openapi` prints the OpenAPI document; `tabletop verify FILE`
checks a match's export against its seed."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from importlib.metadata import version
from pathlib import Path
from typing import Any

import msgspec

log = logging.getLogger("tabletop")


def openapi_document() -> bytes:
    """The OpenAPI document as checked in under openapi/ (stable key order, trailing newline)."""
    from service.root import create_app
    from service.settings import Settings

    app = create_app(Settings(database_url="sqlite:///:memory:"))
    schema = app.openapi_schema.to_schema()
    return msgspec.json.format(msgspec.json.encode(schema, order="sorted"), indent=2) + b"\n"


def parser() -> argparse.ArgumentParser:
    """The command line (the guide's reference prints its help)."""
    from service.logs import FORMATS, LEVELS

    command_line = argparse.ArgumentParser(prog="tabletop", description=__doc__)
    command_line.add_argument("--version", action="version", version=f"%(prog)s {version('tabletop')}")
    commands = command_line.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the HTTP service")
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (0.0.0.0: every interface)")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument(
        "--workers", type=int, default=1, help="processes serving the port, each with its own database pool"
    )
    migrate = commands.add_parser("migrate", help="create or upgrade the database schema, then exit")
    rate = commands.add_parser("ratings", help="the ratings' projection")
    rate.add_argument(
        "action",
        choices=["rebuild"],
        help="rebuild: compute every rating again from the event store (best with the servers stopped: their "
        "sweeper applies new results meanwhile)",
    )
    keys = commands.add_parser("keys", help="players' and apps' keys (every instance refuses a revoked key within 1 s)")
    keys.add_argument("action", choices=["list", "revoke"], help="list: an owner's keys, as JSON lines; revoke: keys")
    keys.add_argument("key_ids", nargs="*", metavar="KEY_ID", help="revoke: the keys to revoke")
    owner = keys.add_mutually_exclusive_group()
    owner.add_argument("--player", help="the player whose keys to list (or, with revoke, all to revoke)")
    owner.add_argument("--app", help="the app whose keys to list (or, with revoke, all to revoke: it acts no more)")
    for command in (serve, migrate, rate, keys):
        command.add_argument("--database-url", help="SQLAlchemy URL (default: TABLETOP_DATABASE_URL or ./tabletop.db)")
        command.add_argument(
            "--log-format",
            choices=FORMATS,
            default=os.environ.get("TABLETOP_LOG_FORMAT"),
            help="json or text (default: TABLETOP_LOG_FORMAT, else text on a terminal, json otherwise)",
        )
        command.add_argument(
            "--log-level",
            choices=LEVELS,
            default=os.environ.get("TABLETOP_LOG_LEVEL", "info"),
            help="default: TABLETOP_LOG_LEVEL or info",
        )
    commands.add_parser("openapi", help="print the OpenAPI document")
    check = commands.add_parser("verify", help="check a match's export (GET .../export) against its seed")
    check.add_argument("file", help="the export's JSON ('-' reads standard input)")
    return command_line


def main(argv: list[str] | None = None) -> None:
    from service.logs import FORMATS, LEVELS

    command_line = parser()
    args = command_line.parse_args(argv)
    for option, choices in (("log_format", FORMATS), ("log_level", LEVELS)):  # (defaults from the environment)
        if getattr(args, option, None) not in (None, *choices):
            command_line.error(f"TABLETOP_{option.upper()} must be one of {', '.join(choices)}")

    if args.command == "openapi":
        sys.stdout.buffer.write(openapi_document())
        return
    if args.command == "verify":
        sys.exit(verify_file(args.file))
    if args.database_url:
        os.environ["TABLETOP_DATABASE_URL"] = args.database_url
    logging_config = configure_logging(args.log_format, args.log_level)
    if args.command == "migrate":
        sys.exit(migrate_database())
    if args.command == "ratings":
        sys.exit(rebuild_ratings())
    if args.command == "keys":
        if (args.player or args.app) is None and (args.action == "list" or not args.key_ids):
            command_line.error("name the keys' owner (--player or --app), or the keys to revoke")
        sys.exit(manage_keys(args.action, args.key_ids, args.player, args.app))
    run_server(args.host, args.port, args.workers, logging_config)


def rebuild_ratings() -> int:
    import asyncio

    from service.application import ratings
    from service.records import now
    from service.root import build
    from service.settings import Settings

    services = build(Settings.from_env(), now)

    async def run() -> int:
        try:
            return await ratings.rebuild(services.storage.ratings, services.by_game)
        finally:
            await services.storage.close()

    log.info("ratings rebuilt", extra={"matches": asyncio.run(run())})
    return 0


def manage_keys(action: str, key_ids: list[str], player: str | None, app: str | None) -> int:
    """`tabletop keys`: list an owner's keys (every one, revoked and expired too), or
    revoke keys by id or all of an owner's; 1 if a key named is unknown."""
    import asyncio

    from service.application.keys import Owner, info
    from service.records import now
    from service.root import build
    from service.settings import Settings

    services = build(Settings.from_env(), now)
    owner = Owner("player", player) if player else Owner("app", app) if app else None

    async def run() -> int:
        store = services.storage.accounts.keys
        try:
            if action == "list" and owner is not None:
                for key in await store.of(owner.kind, owner.id, None):
                    shown = msgspec.structs.asdict(info(key)) | {"revoked_at": key.revoked_at}
                    sys.stdout.write(msgspec.json.encode(shown).decode() + "\n")
                return 0
            if owner is not None:
                log.info("keys revoked", extra={"owner": owner.id, "keys": await services.keys.revoke_all(owner)})
            unknown = [key_id for key_id in key_ids if not await store.revoke(key_id, now())]
            for key_id in unknown:
                log.error("no key %s", key_id)
            return 1 if unknown else 0
        finally:
            await services.storage.close()

    return asyncio.run(run())


def configure_logging(log_format: str | None, level: str) -> dict[str, Any]:
    import logging.config

    from service.logs import config, default_format

    applied = config(log_format or default_format(), level)
    logging.config.dictConfig(applied)
    return applied


def migrate_database() -> int:
    import asyncio

    from alembic.migration import MigrationContext

    from service.budget import Unavailable
    from service.logs import redacted
    from service.settings import Settings
    from service.store.storage import Storage

    settings = Settings.from_env()

    async def run() -> str | None:
        store = Storage(settings.database_url, timeout=settings.db_timeout_s)
        try:
            await store.migrate_when_reachable(settings.db_startup_wait_s)
            return await store.db.read(lambda c: MigrationContext.configure(c).get_current_revision())
        finally:
            await store.close()

    try:
        revision = asyncio.run(run())
    except Unavailable as exc:
        log.error("migration failed: the database cannot be reached (%s)", exc)
        return 1
    log.info(
        "the database schema is current", extra={"database": redacted(settings.database_url), "revision": revision}
    )
    return 0


def run_server(host: str, port: int, workers: int, logging_config: dict[str, Any]) -> None:
    import uvicorn

    from service.logs import redacted
    from service.settings import Settings

    settings = Settings.from_env()  # (read again by each worker: this checks them before any starts)
    if os.environ.get("FORWARDED_ALLOW_IPS", "").strip() == "*":
        # uvicorn then believes anyone's X-Forwarded-For, from its left end: the part a
        # client writes, unless the proxy replaces the header rather than appends to it
        log.warning(
            "FORWARDED_ALLOW_IPS=* lets any client that reaches this server name its own address (to the rate "
            "limits and the logs): set it to the proxy's address (see the operators' guide, Deploying)"
        )
    raise_open_files_limit()
    if workers > 1:
        share_metrics_between_workers()
    url = f"http://{f'[{host}]' if ':' in host else host}:{port}"
    log.info(
        "tabletop %s serving %s",
        version("tabletop"),
        url,
        extra={
            "url": url,
            "docs_url": f"{url}/docs",
            "openapi_url": f"{url}/schema/openapi.json",
            "metrics_url": f"{url}/metrics",
            "database": redacted(settings.database_url),
            "workers": workers,
        },
    )
    say_who_registers_apps(settings.app_registration, bool(settings.admin_key), url)
    uvicorn.run(
        "service.root:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        # uvicorn's, with a deadline on each request, and streams and long-polls ended
        # as soon as the server begins to stop (service/http/server.py)
        http="service.http.server:GuardedHttpToolsProtocol",
        access_log=False,  # service/http/observe.py logs each request
        log_config=logging_config,
        # what the other responses under way get to finish (and a stream whose client
        # stopped reading, so that its last frame waits on a full socket)
        timeout_graceful_shutdown=5,
    )


def say_who_registers_apps(registration: str, admin_key: bool, url: str) -> None:
    """Whether POST /apps works, and with what: the apps guide's first step depends on it."""
    if registration == "open":  # (`make serve` opens it: a development server)
        log.warning(
            "app registration is open: anyone who reaches %s registers an app with POST /apps, no key needed "
            "(TABLETOP_APP_REGISTRATION=open, make serve's default; a deployed server keeps `admin`)",
            url,
            extra={"app_registration": registration},
        )
    else:
        log.info(
            "apps are registered with the admin key (TABLETOP_ADMIN_KEY, as bearer)%s",
            "" if admin_key else ": none is set, so nobody can (TABLETOP_APP_REGISTRATION=open opens registration)",
            extra={"app_registration": registration},
        )


def share_metrics_between_workers() -> None:
    """Workers are processes: prometheus_client's multiprocess mode adds up their metrics
    (service/metrics.py). Its folder must be empty when they start: one of our own,
    unless PROMETHEUS_MULTIPROC_DIR names one (then emptied of its metric files)."""
    import atexit
    import shutil
    import tempfile
    from pathlib import Path

    given = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if given:
        for stale in Path(given).glob("*.db"):
            stale.unlink()
        return
    folder = tempfile.mkdtemp(prefix="tabletop-metrics-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = folder


def verify_file(path: str) -> int:
    from engines.core.verify import NotAnExport, verify
    from engines.registry import GAMES

    try:
        text = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    except OSError as exc:
        print(f"Cannot read {path}: {exc.strerror}.")
        return 2
    try:
        export = msgspec.json.decode(text)
    except msgspec.DecodeError as exc:
        print(NotAnExport(f"it is not JSON: {exc}"))
        return 2
    try:
        verdict = verify(GAMES, export)
    except NotAnExport as exc:
        print(exc)
        return 2
    except (msgspec.ValidationError, KeyError, TypeError) as exc:
        print(NotAnExport(f"a field is missing or of the wrong kind: {exc}"))
        return 2
    print(("OK: " if verdict.ok else "MISMATCH: ") + verdict.detail)
    return 0 if verdict.ok else 1


def raise_open_files_limit() -> None:
    """Every connection is a file descriptor: the usual soft limit (1024) would let a
    thousand idle clients lock everyone else out; the hard limit is the system's."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = OPEN_FILES if hard == resource.RLIM_INFINITY else min(hard, OPEN_FILES)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


OPEN_FILES = 65_536


if __name__ == "__main__":
    main()
