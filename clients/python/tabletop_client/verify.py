"""Check a match's export (`GET /games/{game}/matches/{id}/export`) against its seed.

Written by hand (clients/generate.py keeps it). Re-deriving the chance needs the
rule engines (the `tabletop-engines` package, engines/ in the repository: this
client's `verify` extra): the seed (after its nonce) must hash to the commitment,
and replaying the recorded actions must give every recorded event.
"""

from __future__ import annotations

import json
from typing import Any


def verify_export(export: dict[str, Any] | str | bytes) -> tuple[bool, str]:
    """(True, what was checked) or (False, the first mismatch); NotAnExport (a
    ValueError) when `export` is not a match's export at all."""
    try:
        from engines.core.verify import NotAnExport, verify
        from engines.registry import GAMES
    except ImportError as missing:
        raise ImportError(
            "verify_export replays the match with the rule engines: install them beside this "
            "client (pip install ./engines, the tabletop-engines package)"
        ) from missing

    if isinstance(export, (str, bytes)):
        try:
            export = json.loads(export)
        except ValueError as exc:
            raise NotAnExport(f"it is not JSON: {exc}") from None
    verdict = verify(GAMES, export)
    return verdict.ok, verdict.detail
