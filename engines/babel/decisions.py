"""Who decides what, and the rule of each action in one place: the actions of
its kind to list, why one is refused, and the events an accepted one produces.

Two decisions: the active player's phase 2 (« autant de fois qu'il le désire et
dans l'ordre de son choix », ended by phase 3), and his opponent's discards when
the common power halves his hand (« choisit lui même les cartes »).
"""

from __future__ import annotations

import random
from typing import cast

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
from engines.babel.components import SITES
from engines.babel.evolve import evolve
from engines.babel.state import BabelPhase, BabelState, opponent
from engines.core.rules import Rule, Rulebook

BabelRule = Rule[BabelState, BabelPhase]


def to_move(state: BabelState) -> list[int]:
    """Who has a decision now: the active player in his phase 2, or his opponent
    while the common power halves his hand."""
    if state.phase == BabelPhase.ACTIONS:
        return [state.current]
    if state.phase == BabelPhase.HALVING:
        return [opponent(state.current)]
    return []


def decision(state: BabelState, seat: int) -> BabelPhase | None:
    """The decision `seat` has to take now, if any: its phase of the turn."""
    return state.phase if seat in to_move(state) else None


def idle(state: BabelState, seat: int) -> str:
    if state.phase == BabelPhase.OVER:
        return "the game is over"
    if state.phase == BabelPhase.SETUP:
        return "the game has not been set up yet"
    if state.phase == BabelPhase.HALVING:
        return f"it is not your turn: player {opponent(state.current)} is discarding half of his hand"
    return f"it is not your turn: player {state.current} is playing"


PROMPT: dict[BabelPhase, str] = {
    BabelPhase.ACTIONS: "travel, settle, build, migrate, use a power, or end your turn",
    BabelPhase.HALVING: "discard half of your hand, one card at a time",
}


def misplaced(state: BabelState, decision: BabelPhase) -> str:
    """Why an action that does not answer `decision` is refused, counting what the
    table says is left to do (which the Rulebook's fixed prompt cannot)."""
    if decision == BabelPhase.HALVING:
        return f"you must first discard {state.halving} more card(s) of your choice"
    return "there is nothing to discard: no common power asks you to"


# --- the first turn ----------------------------------------------------------

# Phase 2 actions draw nothing (only the end of the turn does): seeing where one
# leads needs no chance.
NO_CHANCE = cast(random.Random, None)


def first_turn_applies(state: BabelState, seat: int) -> bool:
    """Whether first_turn's refusal may say more than the rule it wraps: under rules 2
    on, while the kept level-1 card waits (rules 1 allowed any action, see
    turn.end_turn_refusal)."""
    return state.rules >= 2 and state.sides[seat].reserved_temple


def first_turn(rule: BabelRule) -> BabelRule:
    """`rule`, refusing besides any action of the first turn that would leave the
    kept level-1 temple unbuildable this turn (turn.stranded_refusal): the turn
    cannot end before it is built."""

    def refusal(state: BabelState, seat: int, action: BabelAction, decision: BabelPhase) -> str | None:
        reason = rule.refusal(state, seat, action, decision)
        # Rules 1 (fixed in 2): any action was allowed, see turn.end_turn_refusal.
        if reason or not first_turn_applies(state, seat):
            return reason
        after = state
        for event in rule.events(state, seat, action, decision, NO_CHANCE):
            after = evolve(after, event)
        return turn.stranded_refusal(after, seat)

    return rule._replace(refusal=refusal)


# --- the rules -----------------------------------------------------------------

# Phase 2's actions but the end of the turn (whose own refusal is the first-turn
# rule), each by its own rule alone.
OWN_RULES: dict[type, BabelRule] = {
    BabelTravel: Rule(turn.travel_options, turn.travel_refusal, turn.travel),
    BabelSettle: Rule(turn.settle_options, turn.settle_refusal, turn.settle),
    BabelBuild: Rule(building.build_options, building.build_refusal, building.build),
    BabelBuildReserved: Rule(building.build_reserved_options, building.build_reserved_refusal, building.build_reserved),
    BabelMigrate: Rule(turn.migrate_options, turn.migrate_refusal, turn.migrate),
    BabelHalveHand: Rule(powers.halve_hand_options, powers.halve_hand_refusal, powers.halve_hand),
    BabelDestroy: Rule(powers.destroy_options, powers.destroy_refusal, powers.destroy),
    BabelEliminate: Rule(powers.eliminate_options, powers.eliminate_refusal, powers.eliminate),
    BabelSkipLevel: Rule(powers.skip_level_options, powers.skip_level_refusal, powers.skip_level),
    BabelStealLevel: Rule(powers.steal_level_options, powers.steal_level_refusal, powers.steal_level),
    BabelStealCards: Rule(powers.steal_cards_options, powers.steal_cards_refusal, powers.steal_cards),
}

RULES: dict[type, BabelRule] = {
    **{kind: first_turn(rule) for kind, rule in OWN_RULES.items()},
    BabelEndTurn: Rule(turn.end_turn_options, turn.end_turn_refusal, turn.end_turn),
    BabelDiscard: Rule(turn.discard_options, turn.discard_refusal, turn.discard),
}

ANSWERS: dict[BabelPhase, tuple[type, ...]] = {
    BabelPhase.ACTIONS: (*OWN_RULES, BabelEndTurn),
    BabelPhase.HALVING: (BabelDiscard,),
}


class BabelRulebook(Rulebook[BabelState, BabelPhase]):
    """The Rulebook, whose refusal of an action that does not answer the decision
    at hand reads the table (`misplaced`), and names what is not a Babel action."""

    def refusal(self, state: BabelState, seat: int, action: object) -> str | None:
        if type(action) not in self.rules:
            return f"{type(action).__name__} is not a Babel action"
        decision = self.decision(state, seat)
        if decision is not None and type(action) not in self.answers[decision]:
            return misplaced(state, decision)
        return super().refusal(state, seat, action)


RULEBOOK = BabelRulebook(decision=decision, answers=ANSWERS, rules=RULES, prompt=PROMPT, idle=idle)


# The listing: the Rulebook's, each power's candidates merged position by
# position as the column reads (the common power first at each), the order
# Babel always listed them in (recorded matches replay a chooser's picks by rank).
_RANK = {kind: rank for rank, kind in enumerate(ANSWERS[BabelPhase.ACTIONS])}
_POWERS_RANK = min(_RANK[kind] for kind in powers.INVOCATIONS)


def _listing_rank(action: BabelAction) -> tuple[int, int]:
    if isinstance(action, powers.INVOCATIONS):
        return _POWERS_RANK, action.position
    return _RANK[type(action)], 0


def legal_actions(state: BabelState, seat: int) -> list[BabelAction]:
    if decision(state, seat) != BabelPhase.ACTIONS:
        return RULEBOOK.legal_actions(state, seat)
    invoking = bool(powers.invokers(state, seat))
    listed = _LISTINGS[first_turn_applies(state, seat), invoking].legal_actions(state, seat)
    return sorted(listed, key=_listing_rank) if invoking else listed  # (no power: the Rulebook's order)


# Phase 2 is listed at every act: by the Rulebook of the rules that can list anything
# now (no power rule while no card can invoke one) and refuse something more (the
# first-turn wrapper only while it can). The same listing as RULEBOOK's (a test says
# so), in under half the time (measured over random games: 30 -> 13 us).
def _listing(first: bool, invoking: bool) -> Rulebook[BabelState, BabelPhase]:
    kinds = tuple(kind for kind in ANSWERS[BabelPhase.ACTIONS] if invoking or kind not in powers.INVOCATIONS)
    rules = {kind: RULES[kind] if first else OWN_RULES.get(kind, RULES[kind]) for kind in kinds}
    prompt = {BabelPhase.ACTIONS: PROMPT[BabelPhase.ACTIONS]}
    return Rulebook(decision=decision, answers={BabelPhase.ACTIONS: kinds}, rules=rules, prompt=prompt, idle=idle)


_LISTINGS = {(first, invoking): _listing(first, invoking) for first in (False, True) for invoking in (False, True)}


# The server's move for a seat that resigned or ran out of time (Game.zombie_action).
def zombie_action(state: BabelState, seat: int, legal: list[BabelAction]) -> BabelAction:
    """Phase 3 « Après avoir effectuer toutes les actions de son choix »: phase 2's
    actions may be taken « autant de fois qu'il le désire », none at all included,
    so the zombie ends its turn at once (BabelEndTurn): it lays, builds, migrates
    and strikes nothing, and its turn only draws the two temple cards every turn
    draws, which brings the last temple card, the end of the game, nearer.

    Where the turn may not end yet (PREPARATION: the kept level-1 temple card
    « devra obligatoirement être joué lors du premier tour »), the shortest way to
    build it: build it where the pawn stands, else settle one card there (the
    first of the hand, people order), else travel to the first site in site order
    without a temple of his (the rules 2 refusals keep the card buildable, so one
    of these is always listed). When the common power makes it discard (« choisit
    lui même les cartes »), it discards the first card of its hand, people order."""
    if BabelEndTurn() in legal:
        return BabelEndTurn()
    if state.phase == BabelPhase.ACTIONS and state.sides[seat].reserved_temple:
        if BabelBuildReserved() in legal:
            return BabelBuildReserved()
        side = state.sides[seat]
        free = [site for site, temple in zip(SITES, side.temples, strict=True) if not temple]
        if side.pawn in free:
            here = side.pawn
            bring: list[BabelAction] = [a for a in legal if isinstance(a, BabelSettle)]
            bring += [a for a in legal if isinstance(a, BabelMigrate) and a.target == here]
            if bring:
                return bring[0]
        travel = [a for a in legal if isinstance(a, BabelTravel) and a.site in free]
        if travel:
            return travel[0]
    return legal[0]
