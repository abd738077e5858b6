"""Each game's zombie move (Game.zombie_action): what the server plays for a seat
that resigned or ran out of time. Random playouts through the conformance helper
with some seats, or all of them, played by zombie_action: every zombie move is
listed, and the match ends. Then, per game, the documented default: a pass or a
decline where the text allows one, else the stable first choice."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from msgspec.structs import replace

from engines.babel import GAME as BABEL
from engines.babel import actions as babel
from engines.balam import GAME as BALAM
from engines.balam import actions as balam
from engines.balam.state import BalamOptions, moment
from engines.bali import GAME as BALI
from engines.bali import actions as bali
from engines.bali.decisions import decision as bali_decision
from engines.bali.state import BaliOptions
from engines.core import Game, IllegalAction, fold, rng_for
from engines.core.conformance import playout
from engines.maya import GAME as MAYA
from engines.maya import actions as maya
from engines.maya.components import ROUNDS
from engines.maya.events import (
    MayaRoundEnded,
    MayaStoneBuilt,
    MayaStoppedPlacing,
    MayaWorkerPlaced,
)
from engines.maya.state import MayaOptions
from engines.registry import GAMES

SEEDS = 4
MAX_STEPS = 5_000

# (game, players, options): every legal player count, the variants spread over them.
SETTINGS: list[tuple[Game, int, Any]] = [
    (BABEL, 2, None),
    (BALI, 2, BaliOptions()),
    (BALI, 3, BaliOptions(oracle=True)),
    (BALI, 4, BaliOptions(demon=True)),
    (BALI, 3, BaliOptions(oracle=True, demon=True)),
    (MAYA, 3, MayaOptions()),
    (MAYA, 4, MayaOptions(professional=True)),
    (MAYA, 5, MayaOptions()),
    (MAYA, 5, MayaOptions(professional=True)),
    (BALAM, 2, BalamOptions()),
    (BALAM, 3, BalamOptions()),
    (BALAM, 4, BalamOptions()),
]


def _id(setting) -> str:
    game, players, options = setting
    flags = [name for name, on in msgspec_fields(options) if on is True]
    return "-".join([game.id, f"{players}p", *flags])


def msgspec_fields(options) -> list[tuple[str, Any]]:
    if options is None:
        return []
    return [(name, getattr(options, name)) for name in options.__struct_fields__]


def zombie_sets(players: int, seed: int) -> list[frozenset[int]]:
    """One seat (the first, the last), some seats, and every seat."""
    some = frozenset(random.Random(seed).sample(range(players), max(1, players // 2)))
    return [frozenset({0}), frozenset({players - 1}), some, frozenset(range(players))]


Check = Callable[[Any, int, list, Any, Counter], None]


def zombie_playout(
    game: Game,
    players: int,
    options: Any,
    seed: int,
    zombies: frozenset[int],
    check: Check | None = None,
    rules_version: int | None = None,
    resign_at: int = 0,
) -> Counter:
    """A random match where `zombies` are played by zombie_action from the
    `resign_at`-th action on (they resign or time out there, in the middle of
    whatever they were doing); `check` sees every zombie move and counts what it
    checked in the Counter returned."""
    seen: Counter = Counter()
    actions = 0

    def choose(state, seat, legal, pick):
        nonlocal actions
        actions += 1
        if seat not in zombies or actions <= resign_at:
            return pick.choice(legal)
        action = game.zombie_action(state, seat)
        assert action in legal, f"{game.id}: zombie move {action!r} is not listed"
        if check:
            check(state, seat, legal, action, seen)
        seen["zombie moves"] += 1
        return action

    run = playout(
        game,
        players,
        options,
        seed,
        max_steps=MAX_STEPS,
        choose=choose,
        rules_version=rules_version,
    )
    assert game.result(run.states[-1]) is not None
    return seen


@pytest.mark.parametrize("setting", SETTINGS, ids=_id)
def test_zombies_always_move_legally_and_the_match_ends(setting):
    game, players, options = setting
    for seed in range(SEEDS):
        for zombies in zombie_sets(players, seed):
            seen = zombie_playout(game, players, options, seed, zombies)
            assert seen["zombie moves"] > 0
            # The same seats resigning in the middle of the match.
            zombie_playout(game, players, options, seed, zombies, resign_at=15 + 20 * seed)


@pytest.mark.parametrize("game", [BABEL, MAYA, BALAM], ids=lambda g: g.id)
def test_zombies_under_older_rules(game):
    for rules_version in range(1, game.rules_version):
        for seed in range(2):
            players = game.min_players + seed % (game.max_players - game.min_players + 1)
            for zombies in (frozenset({0}), frozenset(range(players))):
                zombie_playout(game, players, None, seed, zombies, rules_version=rules_version)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_every_game_chooses_its_own_zombie_move(game):
    assert type(game).zombie_action is not Game.zombie_action


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_a_seat_with_nothing_to_decide_has_no_zombie_move(game):
    players = game.min_players
    state = game.initial_state(players, game.options_type())
    state = fold(game, state, game.setup(state, rng_for(1, 0)))
    idle = [seat for seat in range(players) if seat not in game.to_move(state)]
    if idle:
        with pytest.raises(IllegalAction):
            game.zombie_action(state, idle[0])


# --- Babel ------------------------------------------------------------------------


def babel_check(state, seat, legal, action, seen: Counter) -> None:
    if babel.BabelEndTurn() in legal:
        assert action == babel.BabelEndTurn(), "a zombie ends its turn as soon as it may"
        seen["end turn"] += 1
    elif state.phase == "halving":
        assert action == legal[0] == babel.BabelDiscard(state.sides[seat].hand[0])
        seen["discard"] += 1
    else:  # the first turn, before the kept level-1 temple is built
        assert state.sides[seat].reserved_temple
        ways = (babel.BabelTravel, babel.BabelSettle, babel.BabelMigrate, babel.BabelBuildReserved)
        assert isinstance(action, ways)
        seen["reserved temple"] += 1


def test_babel_zombie_builds_its_reserved_temple_then_only_ends_turns():
    for seed in range(6):
        seen = zombie_playout(BABEL, 2, None, seed, frozenset({seed % 2}), babel_check)
        assert seen["end turn"] and seen["reserved temple"]
        zombie_playout(BABEL, 2, None, seed, frozenset({seed % 2}), babel_check, resign_at=1 + seed)
    state = BABEL.initial_state(2, BABEL.options_type())
    state = fold(BABEL, state, BABEL.setup(state, rng_for(3, 0)))
    moves = []
    while state.turn == 1:
        action = BABEL.zombie_action(state, 0)
        moves.append(type(action))
        state = fold(BABEL, state, BABEL.decide(state, 0, action, rng_for(3, len(moves))))
    assert moves == [babel.BabelTravel, babel.BabelSettle, babel.BabelBuildReserved, babel.BabelEndTurn]
    assert not state.sides[0].reserved_temple and sum(map(len, state.sides[0].columns)) == 1


def test_babel_zombie_discards_the_first_card_of_its_hand():
    state = BABEL.initial_state(2, BABEL.options_type())
    state = fold(BABEL, state, BABEL.setup(state, rng_for(5, 0)))
    state = replace(state, phase="halving", halving=2)
    hand = state.sides[1].hand
    assert BABEL.zombie_action(state, 1) == babel.BabelDiscard(hand[0])


# --- Bali -------------------------------------------------------------------------


def bali_check(state, seat, legal, action, seen: Counter) -> None:
    kind = bali_decision(state)[0]
    if kind == "purchase":
        assert action == bali.BaliSkipPurchase()
    elif kind == "oracle":
        assert action == bali.BaliLeaveAltar()
    elif kind == "play":
        assert getattr(action, "count", 1) == 1, "one card at a time"
        if bali.BaliPlayStonecutter() in legal:
            assert action == bali.BaliPlayStonecutter()
        elif bali.BaliPlayPriest() in legal and not state.options.demon:
            assert action == bali.BaliPlayPriest()
        assert not isinstance(action, bali.BaliPlaySanctuary) or all(
            isinstance(a, bali.BaliPlaySanctuary) for a in legal
        ), "a Sanctuary only when nothing else can be played"
    else:
        assert action == legal[0]
    seen[kind] += 1


@pytest.mark.parametrize("options", [BaliOptions(oracle=True), BaliOptions(oracle=True, demon=True)])
def test_bali_zombie_skips_declines_and_plays_one_card(options):
    seen: Counter = Counter()
    for seed in range(6):
        seen += zombie_playout(BALI, 3, options, seed, frozenset({seed % 3}), bali_check, resign_at=10 * seed)
    assert seen["purchase"] and seen["play"] and seen["refill"]


def bali_play_state(hand: tuple[str, ...], demon: bool):
    state = BALI.initial_state(3, BaliOptions(demon=demon))
    state = fold(BALI, state, BALI.setup(state, rng_for(2, 0)))
    player = replace(state.players[0], hand=hand)
    return replace(state, phase="play", players=(player, *state.players[1:]))


@pytest.mark.parametrize(
    ("hand", "demon", "played"),
    [
        (("stonecutter", "priest", "rice_cultivator"), False, bali.BaliPlayStonecutter()),
        (("priest", "rice_cultivator", "rice_cultivator"), False, bali.BaliPlayPriest()),
        (("priest", "rice_cultivator", "rice_cultivator"), True, bali.BaliPlayCultivators("rice", 1)),
        (("priest", "sanctuary", "sanctuary"), True, bali.BaliPlayPriest()),
        (("sanctuary", "sanctuary", "sanctuary"), False, bali.BaliRemoveCard("sanctuary")),
    ],
)
def test_bali_zombie_plays_the_least_consequential_card(hand, demon, played):
    state = bali_play_state(hand, demon)
    assert BALI.zombie_action(state, 0) == played


def test_bali_zombie_plays_a_sanctuary_only_from_a_hand_of_sanctuaries():
    state = bali_play_state(("sanctuary", "sanctuary", "sanctuary"), False)
    rich = replace(state.players[0], stones=9)
    state = replace(state, players=(rich, *state.players[1:]))
    assert BALI.zombie_action(state, 0) == bali.BaliPlaySanctuary()


# --- Maya -------------------------------------------------------------------------


def maya_check(state, seat, legal, action, seen: Counter) -> None:
    kind = next(p.decision for p in state.pending if p.seat == seat)
    expected = {
        "worker": maya.MayaStopPlacing(),
        "bid": maya.MayaBid(0),
        "plus_two": maya.MayaKeepMarker(),
        "joker_quarry": maya.MayaKeepMarker(),
        "joker_transport": maya.MayaKeepMarker(),
        "relocate": maya.MayaKeepMarker(),
        "direct_stone": maya.MayaKeepMarker(),
        "start_player": maya.MayaNameStartPlayer(state.start_player),
    }.get(kind)
    if kind == "build" and not state.double_left:
        expected = maya.MayaPassBuilding(False)
    assert action == (expected or legal[0])
    seen[kind] += 1


@pytest.mark.parametrize("professional", [False, True])
def test_maya_zombie_passes_bids_nothing_and_declines(professional):
    seen: Counter = Counter()
    for seed in range(6):
        players = 3 + seed % 3
        seen += zombie_playout(
            MAYA,
            players,
            MayaOptions(professional=professional),
            seed,
            frozenset({seed % players}),
            maya_check,
            resign_at=10 * seed,
        )
    assert seen["worker"] and seen["starting_stone"] and seen["build"]
    if professional:
        assert seen["bid"]


def test_maya_zombie_names_the_current_start_player():
    state = MAYA.initial_state(4, MayaOptions())
    state = fold(MAYA, state, MAYA.setup(state, rng_for(1, 0)))
    state = replace(state, start_player=2, pending=(replace(state.pending[0], seat=1, decision="start_player"),))
    assert MAYA.zombie_action(state, 1) == maya.MayaNameStartPlayer(2)


def test_all_zombie_maya_places_only_the_starting_stones():
    """Nobody places a worker, so nobody wins a stone or builds one: the three
    rounds pass on the starting stones alone."""
    run = playout(MAYA, 4, MayaOptions(), 0, choose=lambda s, seat, legal, pick: MAYA.zombie_action(s, seat))
    kinds = Counter(type(event) for event in run.events)
    assert kinds[MayaStoppedPlacing] == 4 * ROUNDS and kinds[MayaRoundEnded] == ROUNDS
    assert not kinds[MayaWorkerPlaced] and not kinds[MayaStoneBuilt]


# --- Balam ------------------------------------------------------------------------


def balam_check(state, seat, legal, action, seen: Counter) -> None:
    now = moment(state)
    declines = [
        a
        for a in (
            balam.BalamStopDivining(),
            balam.BalamPass(),
            balam.BalamEndConstruction(),
            balam.BalamLaunchAttack(),
            balam.BalamDefend(),
            balam.BalamTakeBlessing(True),
            balam.BalamEndOffering(),
            balam.BalamEndDistribution(),
        )
        if a in legal
    ]
    if declines:
        assert action == declines[0]
    elif now == "turn":
        chest = state.kings[seat].chest
        if any(chest):
            assert isinstance(action, balam.BalamPayTribute) and action == legal[0]
            assert chest[0] == 0 or action.wealth == "maize"
        else:
            assert isinstance(action, balam.BalamTurnKatun) and action == legal[0]
    elif now == "katun:catastrophe":
        paying = [a for a in legal if isinstance(a, balam.BalamPayCatastrophe)]
        assert action == (paying[0] if paying else balam.BalamSuffer())
    else:
        assert action == legal[0]
    seen[now] += 1


def test_balam_zombie_pays_and_passes_and_declines():
    seen: Counter = Counter()
    for seed in range(6):
        players = 2 + seed % 3
        seen += zombie_playout(
            BALAM,
            players,
            BalamOptions(),
            seed,
            frozenset({seed % players}),
            balam_check,
            resign_at=30 * seed,
        )
    assert seen["turn"] and seen["act"] and seen["distribution"]


def test_balam_zombie_stops_divining_then_pays_maize_and_passes():
    state = BALAM.initial_state(3, BalamOptions())
    state = fold(BALAM, state, BALAM.setup(state, rng_for(4, 0)))
    assert state.phase == "turn" and state.kings[state.current].chest[0] > 0
    divining = replace(state, phase="divination", peeks=(3, 1, 0))
    for seat in (0, 1):
        assert BALAM.zombie_action(divining, seat) == balam.BalamStopDivining()
    assert BALAM.zombie_action(replace(divining, rules=1), 0) == balam.BalamDivine(0)
    assert BALAM.zombie_action(state, state.current) == balam.BalamPayTribute("maize")
    state = fold(BALAM, state, BALAM.decide(state, state.current, balam.BalamPayTribute("maize"), rng_for(4, 1)))
    assert BALAM.zombie_action(state, state.current) == balam.BalamPass()


def test_balam_zombie_with_an_empty_chest_turns_the_first_katun_card():
    state = BALAM.initial_state(2, BalamOptions())
    state = fold(BALAM, state, BALAM.setup(state, rng_for(4, 0)))
    broke = replace(state.kings[0], chest=(0,) * len(state.kings[0].chest))
    state = replace(state, phase="turn", current=0, peeks=(0, 0), kings=(broke, state.kings[1]))
    assert BALAM.zombie_action(state, 0) == balam.BalamTurnKatun(0)


def test_balam_zombie_at_war_defends_without_obsidian_and_attacks_with_least():
    """A zombie drawn into a war (attacked, or resigning mid-attack): the defender
    spends no obsidian, the attacker launches with the garrisons committed (one,
    without its obsidian, if none is yet) and does not rebuild the city it
    devastated."""
    seen: Counter = Counter()
    for seed in range(12):
        for state in playout(BALAM, 2 + seed % 3, seed=seed).states:
            now = moment(state)
            if now is None or not now.startswith("war") or not BALAM.to_move(state):
                continue
            seat = BALAM.to_move(state)[0]
            action, legal = BALAM.zombie_action(state, seat), BALAM.legal_actions(state, seat)
            assert action in legal
            expected = {
                "war:defence": balam.BalamDefend(),
                "war:rebuild": balam.BalamPass(),
                "war:commit": balam.BalamLaunchAttack() if state.war.committed else legal[0],
            }.get(now, legal[0])
            assert action == expected
            if now == "war:commit" and not state.war.committed:
                assert action == balam.BalamCommitGarrison(legal[0].slot, False)
            seen[now] += 1
    assert seen["war:defence"] and seen["war:commit"]
