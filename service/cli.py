"""`tabletop serve` runs the service; `tabletop openapi` prints its OpenAPI document;
`tabletop verify FILE` checks a match's export against its seed."""

from __future__ import annotations

import argparse
import sys

import msgspec


def openapi_document() -> bytes:
    """The OpenAPI document as checked in under openapi/ (stable key order, trailing newline)."""
    from service.app import create_app
    from service.settings import Settings

    app = create_app(Settings(database_url="sqlite:///:memory:"))
    schema = app.openapi_schema.to_schema()
    return msgspec.json.format(msgspec.json.encode(schema, order="sorted"), indent=2) + b"\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="tabletop")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the HTTP service")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--database-url", help="SQLAlchemy URL (default: TABLETOP_DATABASE_URL or ./tabletop.db)")
    serve.add_argument("--workers", type=int, default=1)
    commands.add_parser("openapi", help="print the OpenAPI document")
    check = commands.add_parser("verify", help="check a match's export (GET .../export) against its seed")
    check.add_argument("file", help="the export's JSON ('-' reads standard input)")
    args = parser.parse_args(argv)

    if args.command == "openapi":
        sys.stdout.buffer.write(openapi_document())
        return
    if args.command == "verify":
        sys.exit(verify_file(args.file))

    import os

    import uvicorn

    if args.database_url:
        os.environ["TABLETOP_DATABASE_URL"] = args.database_url
    raise_open_files_limit()
    uvicorn.run(
        "service.app:create_app",
        factory=True,
        host=args.host,
        port=args.port,
        workers=args.workers,
        # uvicorn's, with a deadline on each request, and streams and long-polls ended
        # as soon as the server begins to stop (service/http.py)
        http="service.http:GuardedHttpToolsProtocol",
        access_log=False,
        # what the other responses under way get to finish (and a stream whose client
        # stopped reading, so that its last frame waits on a full socket)
        timeout_graceful_shutdown=5,
        log_level="warning",
    )


def verify_file(path: str) -> int:
    from engines.core.verify import verify
    from engines.registry import GAMES

    text = sys.stdin.buffer.read() if path == "-" else open(path, "rb").read()
    try:
        export = msgspec.json.decode(text)
        verdict = verify(GAMES, export)
    except (msgspec.DecodeError, msgspec.ValidationError, KeyError, TypeError) as exc:
        print(f"NOT AN EXPORT: {exc}")
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
