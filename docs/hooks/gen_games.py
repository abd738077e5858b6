"""A game's actions and events, each with an example taken from matches played at build
time by the engine itself (seeded, so the page is the same at every build): an action as
a seat sends it, an event as a seat sees it, and which of its fields are hidden from whom
while the match runs."""

from __future__ import annotations

import importlib
import pkgutil
import random
import typing
from functools import cache
from typing import Any

import msgspec

from engines.core import AnyGame, fold, rng_for
from engines.core.rules import Rulebook
from engines.registry import GAMES

# Matches played, at most, to meet every action and event type; a variant per match in turn.
MATCHES = 300
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "bali": [{}, {"oracle": True}, {"oracle": True, "demon": True}],
    "maya": [{}, {"professional": True}],
}
# Events of the server's, beside the game's (service/application: resign, timeouts, abort).
SERVER_EVENTS = "`seat_resigned`, `seat_timed_out` and `match_aborted`"


def tag(struct: Any) -> str:
    return str(struct.__struct_config__.tag)


def kinds(union: Any) -> list[type]:
    return list(typing.get_args(union))


@cache
def examples(game_id: str) -> tuple[dict[str, tuple[int, Any]], dict[str, tuple[int, Any]]]:
    """The first action and event of each type met (with the seat count of its match):
    random legal actions, preferring a type not met yet."""
    game = GAMES[game_id]
    wanted = {tag(kind) for kind in kinds(game.action_type)}, {tag(kind) for kind in kinds(game.event_type)}
    actions: dict[str, tuple[int, Any]] = {}
    events: dict[str, tuple[int, Any]] = {}
    variants = VARIANTS.get(game_id, [{}])
    for seed in range(MATCHES):
        if (set(actions), set(events)) == wanted:
            break
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        options = msgspec.convert(variants[seed % len(variants)], game.options_type)
        rng = random.Random(seed)
        state = game.initial_state(players, options)
        happened = game.setup(state, rng_for(seed, 0))
        state, version = fold(game, state, happened), 0
        while True:
            for event in happened:
                events.setdefault(tag(event), (players, event))
            if game.result(state) is not None:
                break
            seat = game.to_move(state)[0]
            legal = game.legal_actions(state, seat)
            action = rng.choice([a for a in legal if tag(a) not in actions] or legal)
            actions.setdefault(tag(action), (players, action))
            version += 1
            happened, state = game.play(state, seat, action, rng_for(seed, version))
    return actions, events


def named(kind: type) -> str:
    """A list item's head: the type, and its docstring when it has one. (Two spaces end the
    line: the example goes on the next, in the same item.)"""
    doc = " ".join((kind.__doc__ or "").split())
    return f"- **`{tag(kind)}`**" + (f": {doc}" if doc else "")


def json_of(struct: Any) -> str:
    return msgspec.json.encode(struct).decode()


def shown(game: AnyGame, players: int, event: Any) -> tuple[str, str]:
    """`event` as the seat that sees most of it sees it (fields hidden from every seat are
    null there: a shuffle's order, say), and which fields the others see blanked."""
    full = msgspec.to_builtins(event)
    seen = {seat: msgspec.to_builtins(game.view_event(event, seat)) for seat in [None, *range(players)]}
    said = []
    for field in full:
        if seen[None].get(field) == full[field]:  # (a field left at its default may be left out)
            continue
        seeing = [seat for seat in range(players) if seen[seat].get(field) == full[field]]
        if not seeing:
            said.append(f"`{field}`: from everyone (the export shows it once the match has ended)")
        elif seeing == [full.get("seat")]:
            said.append(f"`{field}`: from all but its seat")
        else:
            said.append(f"`{field}`: from all but seats {', '.join(map(str, seeing))}")
    most = max(range(players), key=lambda seat: sum(seen[seat].get(f) == full[f] for f in full))
    return json_of(game.view_event(event, most)), "; ".join(said)


def actions_and_events(game_id: str) -> str:
    game = GAMES[game_id]
    actions, events = examples(game_id)
    book = rulebook(game_id)
    lines = ["### Actions", "", "Each with the decisions it answers, and an example as a seat sends it.", ""]
    for kind in kinds(game.action_type):
        answers = [f"`{getattr(d, 'value', d)}`" for d, answering in book.answers.items() if kind in answering]
        lines += [f"{named(kind)} (answers {', '.join(answers)})  ", f"  `{json_of(actions[tag(kind)][1])}`"]
    lines += [
        "",
        "### Events",
        "",
        "Each as the seat that sees most of it sees it; a hidden field is null for those it is hidden from, "
        f"until the match has ended (its export shows every field). The server adds {SERVER_EVENTS}, "
        "seen by every seat.",
        "",
    ]
    for kind in kinds(game.event_type):
        players, event = events[tag(kind)]
        example, secret = shown(game, players, event)
        lines += [named(kind) + (f" Hidden {secret}." if secret else "") + "  ", f"  `{example}`"]
    return "\n".join(lines)


def rulebook(game_id: str) -> Rulebook[Any, Any]:
    """The game's rulebook: the RULEBOOK of whichever module of its package holds it."""
    package = importlib.import_module(f"engines.{game_id}")
    for module in pkgutil.iter_modules(package.__path__):
        found = getattr(importlib.import_module(f"{package.__name__}.{module.name}"), "RULEBOOK", None)
        if isinstance(found, Rulebook):
            return found
    raise LookupError(f"engines.{game_id} has no RULEBOOK")


def decisions(game_id: str) -> str:
    """Every decision the game asks for, what it asks and the actions that answer it."""
    book = rulebook(game_id)
    rows = [
        f"| `{getattr(asked, 'value', asked)}` | {book.prompt[asked]} "
        f"| {', '.join(f'`{tag(kind)}`' for kind in book.answers[asked])} |"
        for asked in book.prompt
    ]
    return "\n".join(["| decision | what it asks | answered by |", "|---|---|---|", *rows])
