"""Rules versions: a match keeps the rules it was created under. The fixtures
are matches recorded before a rule fix (tests/engines/rules_fixtures.py)."""

from __future__ import annotations

import msgspec
import pytest

from engines.core import IllegalAction, InvalidOptions, Result, fold, rng_for
from engines.registry import GAMES
from tests.engines.rules_fixtures import (
    MATCHES,
    Move,
    encode,
    path,
    play_on,
    record,
    views,
)


@pytest.mark.parametrize("game", GAMES.values(), ids=GAMES)
def test_a_match_is_created_under_any_rules_version_up_to_the_current(game):
    options = game.options_type()
    players = game.min_players
    assert game.rules(None) == game.rules_version
    for version in range(1, game.rules_version + 1):
        assert game.rules(version) == version
        game.initial_state(players, options, version)
    for wrong in (0, game.rules_version + 1, "1", True):
        with pytest.raises(InvalidOptions, match=f"rules versions 1 to {game.rules_version}, not"):
            game.initial_state(players, options, wrong)


class Fixture:
    """A fixture file decoded into the game's own types."""

    def __init__(self, name: str) -> None:
        raw = msgspec.json.decode(path(name).read_bytes())
        self.game = game = GAMES[raw["game"]]
        self.raw, self.players, self.seed = raw, raw["players"], raw["seed"]
        self.options = msgspec.convert(raw["options"], game.options_type)
        self.events = msgspec.convert(raw["events"], list[game.event_type])
        self.moves = [
            Move(m["version"], m["seat"], msgspec.convert(m["action"], game.action_type)) for m in raw["moves"]
        ]
        self.result = msgspec.convert(raw["result"], Result)

    def initial(self, rules_version: int | None):
        return self.game.initial_state(self.players, self.options, rules_version)

    def views(self, state) -> list:
        return msgspec.json.decode(msgspec.json.encode(views(self.game, state, self.players)))


NAMES = list(MATCHES)


@pytest.mark.parametrize("name", NAMES)
def test_the_recorder_makes_the_same_file(name):
    assert encode(record(name)) == path(name).read_bytes()


@pytest.mark.parametrize("name", NAMES)
def test_the_log_replays_to_the_recorded_views_and_result(name):
    fixture = Fixture(name)
    state = fixture.initial(fixture.raw["rules_version"])
    version = 0
    for shown, expected in sorted((int(v), seen) for v, seen in fixture.raw["views"].items()):
        state = fold(fixture.game, state, fixture.events[version:shown])
        version = shown
        assert fixture.views(state) == expected, f"views differ at version {shown}"
    assert version == len(fixture.events)
    assert fixture.game.result(state) == fixture.result


@pytest.mark.parametrize("name", NAMES)
def test_a_match_resumed_halfway_plays_on_under_its_own_rules(name):
    fixture = Fixture(name)
    half = len(fixture.moves) // 2
    version = fixture.moves[half].version
    events = fixture.events[:version]
    state = fold(fixture.game, fixture.initial(fixture.raw["rules_version"]), events)
    final, moves = play_on(fixture.game, state, events, fixture.seed, fixture.raw["chooser"])
    assert moves == fixture.moves[half:]
    assert events == fixture.events
    assert fixture.game.result(final) == fixture.result


def divergence(fixture: Fixture, rules_version: int | None) -> str | None:
    """Replay the recorded moves: what first differs from the log, if anything."""
    game, events = fixture.game, fixture.events
    state = fold(game, fixture.initial(rules_version), events[: fixture.moves[0].version])
    for move in fixture.moves:
        try:
            new, state = game.play(state, move.seat, move.action, rng_for(fixture.seed, move.version))
        except IllegalAction as refusal:
            return f"version {move.version}: {refusal}"
        if new != events[move.version : move.version + len(new)]:
            return f"version {move.version}: " + ", ".join(type(e).__name__ for e in new)
    return None


# What the current rules do differently with each fixture's moves.
CHANGED = {
    "babel_rules_1": "you could no longer build it anywhere this turn",
    "maya_rules_1": "MayaStonesRemoved",
    "balam_rules_2": "BalamCardDivined",
}


@pytest.mark.parametrize("name", CHANGED)
def test_the_current_rules_play_the_recorded_moves_differently(name):
    fixture = Fixture(name)
    assert divergence(fixture, fixture.raw["rules_version"]) is None
    assert CHANGED[name] in (divergence(fixture, None) or "")
