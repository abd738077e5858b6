"""`tabletop serve` runs the service; `tabletop openapi` prints its OpenAPI document."""

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
    args = parser.parse_args(argv)

    if args.command == "openapi":
        sys.stdout.buffer.write(openapi_document())
        return

    import os

    import uvicorn

    if args.database_url:
        os.environ["TABLETOP_DATABASE_URL"] = args.database_url
    uvicorn.run(
        "service.app:create_app",
        factory=True,
        host=args.host,
        port=args.port,
        workers=args.workers,
        access_log=False,
        log_level="warning",
    )


if __name__ == "__main__":
    main()
