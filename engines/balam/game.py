"""Balam behind the engine contract: the rulebook decides, the rule modules fold the
events, and the result."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from engines.balam import catastrophes, construction, katun, round_end, turn, war
from engines.balam import events as E
from engines.balam.actions import (
    BalamAction,
    BalamDefend,
    BalamEndConstruction,
    BalamEndDistribution,
    BalamEndOffering,
    BalamLaunchAttack,
    BalamPass,
    BalamStopDivining,
    BalamTakeBlessing,
)
from engines.balam.board import BoardError, board_for
from engines.balam.cities import gain
from engines.balam.components import MAIZE, MAX_BALL_GAMES, MIN_BALL_GAMES, STARTING_MAIZE
from engines.balam.decisions import RULEBOOK, to_move
from engines.balam.determinize import BalamWorlds
from engines.balam.events import BalamEvent
from engines.balam.setup import assemble_deck, empty_table
from engines.balam.state import BalamOptions, BalamPhase, BalamState
from engines.balam.view import BalamView, view, view_event
from engines.core import Game, InvalidOptions, Result
from engines.core.determinize import Seen


def on_deck_assembled(state: BalamState, e: E.BalamDeckAssembled) -> BalamState:
    """The deck is laid down, each king takes his 6 maize, and the first round begins
    with seat 0 (left of whoever laid the board)."""
    assert e.cards is not None, "the deck is folded face up (hidden only from the seats' views)"
    state = replace(state, deck=e.cards)
    for seat in range(state.players):
        state = gain(state, seat, MAIZE, STARTING_MAIZE)
    return turn.start_round(state, first=0)


# Each event's fold, by event type (a handler takes the event of its key).
EVOLVE: dict[type, Callable[[BalamState, Any], BalamState]] = {
    E.BalamDeckAssembled: on_deck_assembled,
    E.BalamCardDivined: turn.on_divined,
    E.BalamDivinationStopped: turn.on_divination_stopped,
    E.BalamTributePaid: turn.on_tribute_paid,
    E.BalamKatunTurned: katun.on_katun_turned,
    E.BalamPassed: turn.on_passed,
    E.BalamConstructionStarted: construction.on_construction_started,
    E.BalamBuildingDemolished: construction.on_demolished,
    E.BalamBuildingBuilt: construction.on_built,
    E.BalamCostPaid: construction.on_cost_paid,
    E.BalamConstructionEnded: construction.on_construction_ended,
    E.BalamAttackDeclared: war.on_attack_declared,
    E.BalamGarrisonCommitted: war.on_garrison_committed,
    E.BalamAttackLaunched: war.on_attack_launched,
    E.BalamObsidianSpent: war.on_obsidian_spent,
    E.BalamDefenceSet: war.on_defence_set,
    E.BalamDiceRolled: war.on_dice_rolled,
    E.BalamGarrisonLost: war.on_garrison_lost,
    E.BalamBuildingDestroyed: war.on_building_destroyed,
    E.BalamBlessingTaken: katun.on_blessing_taken,
    E.BalamWealthTaken: katun.on_wealth_taken,
    E.BalamDowryTaken: katun.on_dowry_taken,
    E.BalamOffered: katun.on_offered,
    E.BalamOfferingEnded: katun.on_offering_ended,
    E.BalamCatastrophePaid: catastrophes.on_catastrophe_paid,
    E.BalamCatastropheSuffered: catastrophes.on_catastrophe_suffered,
    E.BalamBuildingLost: catastrophes.on_building_lost,
    E.BalamWealthMoved: round_end.on_wealth_moved,
    E.BalamDistributionEnded: round_end.on_distribution_ended,
}

# The server's move for a seat that resigned or ran out of time (Game.zombie_action):
# the first of these that is listed, else the first listed action.
ZOMBIE_DECLINES: tuple[BalamAction, ...] = (
    BalamStopDivining(),  # 1 - DIVINATION « peut regarder »: it looks at nothing
    BalamPass(),  # B « Soit Passer son tour », also instead of rebuilding after a war
    BalamEndConstruction(),  # a construction begun before it left: stops there
    BalamLaunchAttack(),  # an attack declared before it left: with what is committed
    BalamDefend(),  # 3 - GUERRES: the defender spends no obsidian
    BalamTakeBlessing(True),  # Katun prospère: the prestige, leaving the supply whole
    BalamEndOffering(),  # Culte des cenotes « peuvent acheminer »: nothing carried
    BalamEndDistribution(),  # 6 - RÉPARTITION: its Mayas move nothing
)


def zombie_action(legal: list[BalamAction]) -> BalamAction:
    """A pass or a decline wherever the text allows one (ZOMBIE_DECLINES). B - TOURS
    DE JEU: « payer 1 richesse au choix, puis ... Soit Passer son tour »: it pays the
    first wealth of its chest (maize first) and passes; with an empty chest it
    must « retourner une carte Katun » (« s'il n'a plus d'autre choix »): the first
    face down. The rest is compulsory and alike for the zombie, which ranks last
    whatever it scores: the first listed choice, a stable order (a catastrophe paid
    from its reserves when it can, rather than losing buildings another king's
    moves may depend on; the first wealth, dowry, garrison or building listed).
    Its chest is spent one token a turn and refilled by a few tokens a round at
    most (Chaak's 2 maize, a Katun card it turns), so every round's Katun cards
    are turned and the game ends."""
    return next((action for action in ZOMBIE_DECLINES if action in legal), legal[0])


class BalamGame(Game[BalamState, BalamAction, BalamEvent, BalamOptions, BalamView]):
    id = "balam"
    title = "Balam"
    min_players = 2
    max_players = 4
    options_type = BalamOptions
    state_type = BalamState
    action_type = BalamAction
    event_type = BalamEvent
    view_type = BalamView
    # 2: a diviner may decline his remaining looks; 3: the card a diviner sees is in
    # his own event, so a seat's history holds all it knows (determinize.py)
    rules_version = 3

    def check_options(self, players: int, options: BalamOptions) -> None:
        super().check_options(players, options)
        n = options.ball_games
        if n is not None and not MIN_BALL_GAMES <= n <= MAX_BALL_GAMES:
            raise InvalidOptions(
                f"the game ends at a ball game from the {MIN_BALL_GAMES}nd to the {MAX_BALL_GAMES}th, not the {n}th"
            )
        try:
            board = board_for(tuple(options.board))
        except BoardError as error:
            raise InvalidOptions(f"this board cannot be played: {error}") from None
        if len(board.sites) < players:
            raise InvalidOptions(f"this board has {len(board.sites)} sites, fewer than the {players} kings")

    def initial_state(self, players: int, options: BalamOptions, rules_version: int | None = None) -> BalamState:
        self.check_options(players, options)
        return empty_table(players, options, self.rules(rules_version))

    def setup(self, state: BalamState, rng: random.Random) -> list[BalamEvent]:
        deck = assemble_deck(rng)
        return [E.BalamDeckAssembled(count=len(deck), cards=deck)]

    def to_move(self, state: BalamState) -> list[int]:
        return to_move(state)

    def legal_actions(self, state: BalamState, seat: int) -> list[BalamAction]:
        return RULEBOOK.legal_actions(state, seat)

    def zombie_action(self, state: BalamState, seat: int) -> BalamAction:
        """Pays and passes, declines; see zombie_action above."""
        return zombie_action(self.zombie_options(state, seat))

    def decide(self, state: BalamState, seat: int, action: BalamAction, rng: random.Random) -> list[BalamEvent]:
        return RULEBOOK.decide(state, seat, action, rng)

    def evolve(self, state: BalamState, event: BalamEvent) -> BalamState:
        return EVOLVE[type(event)](state, event)

    def view(self, state: BalamState, seat: int | None) -> BalamView:
        return view(state, seat, to_move(state))

    def view_event(self, event: BalamEvent, seat: int | None) -> BalamEvent:
        return view_event(event, seat)

    def result(self, state: BalamState) -> Result | None:
        if state.phase != BalamPhase.OVER:
            return None
        scores = self.scores(state)
        best = max(scores)
        return Result(scores=list(scores), winners=[s for s, p in enumerate(scores) if p == best])

    def scores(self, state: BalamState) -> tuple[int, ...]:
        """Prestige, plus the wealth bonus the end would add (7 - FIN DE PARTIE)."""
        final = state if state.phase == BalamPhase.OVER else round_end.game_over(state)
        return tuple(king.prestige for king in final.kings)

    def worlds(self, seen: Seen) -> BalamWorlds:
        return BalamWorlds(self, seen)
