"""Babel behind the engine contract: whose decision it is, the rule of each
action, and the end-of-game check after every action."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from engines.babel import building, powers, turn
from engines.babel.actions import (
    BabelAction,
    BabelBuild,
    BabelBuildReserved,
    BabelDestroy,
    BabelDiscard,
    BabelEliminate,
    BabelEndTurn,
    BabelHalveHand,
    BabelMigrate,
    BabelSettle,
    BabelSkipLevel,
    BabelStealCards,
    BabelStealLevel,
    BabelTravel,
)
from engines.babel.events import BabelEvent
from engines.babel.evolve import evolve
from engines.babel.scoring import score_end, scores
from engines.babel.setup import setup
from engines.babel.state import RULES_VERSION, BabelOptions, BabelState, opponent
from engines.babel.view import BabelView, view, view_event
from engines.core import Game, IllegalAction, Result


class Rule(NamedTuple):
    refusal: Callable  # (state, seat, action) -> the reason it is refused, or None
    play: Callable  # (state, seat, action, rng) -> events


RULES: dict[type, Rule] = {
    BabelTravel: Rule(turn.travel_refusal, turn.travel),
    BabelSettle: Rule(turn.settle_refusal, turn.settle),
    BabelBuild: Rule(building.build_refusal, building.build),
    BabelBuildReserved: Rule(building.build_reserved_refusal, building.build_reserved),
    BabelMigrate: Rule(turn.migrate_refusal, turn.migrate),
    BabelDestroy: Rule(powers.destroy_refusal, powers.destroy),
    BabelEliminate: Rule(powers.eliminate_refusal, powers.eliminate),
    BabelStealCards: Rule(powers.steal_cards_refusal, powers.steal_cards),
    BabelStealLevel: Rule(powers.steal_level_refusal, powers.steal_level),
    BabelSkipLevel: Rule(powers.skip_level_refusal, powers.skip_level),
    BabelHalveHand: Rule(powers.halve_hand_refusal, powers.halve_hand),
    BabelDiscard: Rule(turn.discard_refusal, turn.discard),
    BabelEndTurn: Rule(turn.end_turn_refusal, turn.end_turn),
}

# Phase 2 "autant de fois qu'il le désire et dans l'ordre de son choix":
# candidate actions (leaving out the plainly impossible: building or settling
# from the quarry, travelling where the pawn stands), each kept only if its rule
# accepts it.
PHASE_2_OPTIONS = (
    turn.travel_options,
    turn.settle_options,
    building.build_options,
    building.build_reserved_options,
    turn.migrate_options,
    powers.power_options,
    turn.end_turn_options,
)


def turn_refusal(state: BabelState, seat: int, action) -> str | None:
    if state.phase == "over":
        return "the game is over"
    if state.phase == "setup":
        return "the game has not been set up yet"
    if state.phase == "halving":
        victim = opponent(state.current)
        if seat != victim:
            return f"it is not your turn: player {victim} is discarding half of his hand"
        if not isinstance(action, BabelDiscard):
            return f"you must first discard {state.halving} more card(s) of your choice"
        return None
    if seat != state.current:
        return f"it is not your turn: player {state.current} is playing"
    if isinstance(action, BabelDiscard):
        return "there is nothing to discard: no common power asks you to"
    return None


def first_turn_refusal(state: BabelState, seat: int, action) -> str | None:
    """An action of the active player's first turn must leave his reserved
    level-1 temple buildable (turn.stranded_refusal)."""
    # Rules 1 (fixed in 2): any action was allowed, see turn.end_turn_refusal.
    if state.rules < 2 or seat != state.current or not state.sides[seat].reserved_temple:
        return None
    # Phase 2 actions draw nothing (only the end of the turn does, and it is
    # refused while the card is kept): no RNG is needed to see where they lead.
    after = state
    for event in RULES[type(action)].play(state, seat, action, None):
        after = evolve(after, event)
    return turn.stranded_refusal(after, seat)


def refusal(state: BabelState, seat: int, action) -> str | None:
    """Why the rule of a phase 2 action refuses it, or None."""
    return RULES[type(action)].refusal(state, seat, action) or first_turn_refusal(state, seat, action)


class BabelGame(Game[BabelState, BabelAction, BabelEvent, BabelOptions, BabelView]):
    id = "babel"
    title = "Babel"
    min_players = 2
    max_players = 2
    options_type = BabelOptions
    state_type = BabelState
    action_type = BabelAction
    event_type = BabelEvent
    view_type = BabelView
    rules_version = RULES_VERSION

    def initial_state(self, players: int, options: BabelOptions, rules_version: int | None = None) -> BabelState:
        self.check_options(players, options)
        return BabelState(rules=self.rules(rules_version))

    def setup(self, state: BabelState, rng: random.Random) -> list:
        return setup(state, rng)

    def to_move(self, state: BabelState) -> list[int]:
        if state.phase == "actions":
            return [state.current]
        if state.phase == "halving":
            return [opponent(state.current)]
        return []

    def legal_actions(self, state: BabelState, seat: int) -> list:
        if state.phase == "halving" and seat == opponent(state.current):
            return turn.discard_options(state, seat)
        if state.phase != "actions" or seat != state.current:
            return []
        return [
            action
            for options in PHASE_2_OPTIONS
            for action in options(state, seat)
            if refusal(state, seat, action) is None
        ]

    def zombie_action(self, state: BabelState, seat: int):
        """Ends the turn as soon as it may; see turn.zombie_action."""
        return turn.zombie_action(state, seat, self.zombie_options(state, seat))

    def decide(self, state: BabelState, seat: int, action, rng: random.Random) -> list:
        return self.play(state, seat, action, rng)[0]

    def play(self, state: BabelState, seat: int, action, rng: random.Random) -> tuple[list, BabelState]:
        rule = RULES.get(type(action))
        if rule is None:
            raise IllegalAction(f"{type(action).__name__} is not a Babel action")
        reason = turn_refusal(state, seat, action) or refusal(state, seat, action)
        if reason:
            raise IllegalAction(reason)
        events = rule.play(state, seat, action, rng)
        for event in events:
            state = evolve(state, event)
        # The end is checked after every action, on the table it left.
        ended = score_end(state)
        for event in ended:
            state = evolve(state, event)
        return events + ended, state

    def evolve(self, state: BabelState, event) -> BabelState:
        return evolve(state, event)

    def view(self, state: BabelState, seat: int | None) -> BabelView:
        return view(state, seat, tuple(self.to_move(state)))

    def view_event(self, event, seat: int | None):
        return view_event(event, seat)

    def result(self, state: BabelState) -> Result | None:
        if state.phase != "over":
            return None
        return Result(scores=list(scores(state)), winners=list(state.winners))


GAME = BabelGame()
