"""Checking a finished match's public record (its export) against its seed.

Nothing here trusts the server: the seed (after its nonce, for a match stored
with one) must hash to the commitment shown since creation, and replaying the
recorded actions with the engines, each with the chance the seed gives at its
version, must reproduce every recorded event (the deal, every draw and roll)
exactly.
"""

from __future__ import annotations

from typing import Any

import msgspec

from engines.core.contract import AnyGame, IllegalAction, fold, rng_for
from engines.core.seeds import SeedSource, commitment, stored_chance
from engines.core.table import LIFECYCLE, LifecycleEvent

EXPORT_FORMAT = "tabletop-export/1"  # what GET /games/{game}/matches/{id}/export answers


class Verdict(msgspec.Struct, frozen=True):
    ok: bool
    detail: str


class NotAnExport(ValueError):
    """What was given to check is not a match's export: nothing to verify."""

    def __init__(self, this: str) -> None:
        super().__init__(
            f"Not a tabletop export ({this}): expected the JSON object that "
            f'GET /games/{{game}}/matches/{{id}}/export answers, with "format": "{EXPORT_FORMAT}".'
        )


JSON_KINDS = {
    list: "an array",
    str: "a string",
    bool: "a boolean",
    int: "a number",
    float: "a number",
    type(None): "null",
}


def verify(games: dict[str, AnyGame], export: Any) -> Verdict:
    """OK, or the first thing that does not match, in a sentence; NotAnExport when
    `export` (the decoded JSON) is not an export at all."""
    if not isinstance(export, dict):
        raise NotAnExport(f"it is {JSON_KINDS.get(type(export), type(export).__name__)}, not an object")
    if export.get("format") != EXPORT_FORMAT:
        raise NotAnExport(f"its format is {export.get('format')!r}" if "format" in export else "it has no format")
    game = games.get(export.get("game", ""))
    if game is None:
        return Verdict(False, f"unknown game {export.get('game')!r}: this verifier knows {', '.join(games)}")
    seed = export.get("seed")
    if seed is None:
        return Verdict(False, "the match has not ended: its seed is not revealed yet, only its commitment")
    # a match stored before nonces has none (an export saved then has no such field)
    source, nonce = export["seed_source"], export.get("seed_nonce")
    if source != SeedSource.LEGACY and commitment(seed, nonce) != export["seed_commitment"]:
        with_nonce = " with its nonce" if nonce is not None else ""
        return Verdict(False, f"the seed{with_nonce} does not hash to the commitment {export['seed_commitment']}")
    chance = stored_chance(source, seed, [s.get("entropy") for s in export["seats"]], nonce)
    options: Any = msgspec.convert(export["options"], game.options_type)
    state = game.initial_state(len(export["seats"]), options, export["rules_version"])
    recorded = [msgspec.convert(record["event"], game.event_type | LifecycleEvent) for record in export["events"]]
    if recorded and isinstance(recorded[0], LIFECYCLE):
        return Verdict(True, "the match was called off before its deal: no chance was drawn")
    produced = game.setup(state, rng_for(chance, 0))
    mismatch = _first_difference(produced, recorded, 0, "the deal")
    if mismatch:
        return mismatch
    state, version = fold(game, state, produced), len(produced)
    for move in export["actions"]:
        version = _past_the_table(recorded, version)
        if move["before"] != version:
            return Verdict(False, f"an action is recorded at version {move['before']}, the log is at {version}")
        action = msgspec.convert(move["action"], game.action_type)
        try:
            produced, state = game.play(state, move["seat"], action, rng_for(chance, version))
        except IllegalAction as exc:
            return Verdict(False, f"the action at version {version} is illegal: {exc}")
        mismatch = _first_difference(produced, recorded, version, f"the action at version {version}")
        if mismatch:
            return mismatch
        version += len(produced)
    version = _past_the_table(recorded, version)
    if version != len(recorded):
        return Verdict(False, f"{len(recorded) - version} recorded events follow the last action")
    return Verdict(True, f"{len(recorded)} events and {len(export['actions'])} actions follow from the seed")


def _past_the_table(recorded: list[Any], version: int) -> int:
    """Past the resignations, timeouts and aborts recorded at `version`: the table's
    events, not the rules' (engines/core/table.py), they involve no chance."""
    while version < len(recorded) and isinstance(recorded[version], LIFECYCLE):
        version += 1
    return version


def _first_difference(produced: list[Any], recorded: list[Any], after: int, what: str) -> Verdict | None:
    for seq, event in enumerate(produced, start=after + 1):
        if seq > len(recorded):
            return Verdict(False, f"{what} gives event {seq}, which is not recorded")
        if recorded[seq - 1] != event:
            shown = msgspec.json.encode(recorded[seq - 1]).decode()
            expected = msgspec.json.encode(event).decode()
            return Verdict(False, f"event {seq} is recorded as {shown}, but {what} with this seed gives {expected}")
    return None
