"""Balam behind the engine contract: the rulebook of decisions.py decides, evolve.py
folds the events, and the result."""

from __future__ import annotations

import random

from engines.balam import decisions, round_end
from engines.balam.actions import BalamAction
from engines.balam.board import BoardError, board_for
from engines.balam.components import MAX_BALL_GAMES, MIN_BALL_GAMES
from engines.balam.decisions import RULEBOOK, to_move
from engines.balam.determinize import BalamWorlds
from engines.balam.events import BalamEvent
from engines.balam.evolve import evolve
from engines.balam.setup import empty_table, setup
from engines.balam.state import RULES_VERSION, BalamOptions, BalamPhase, BalamState
from engines.balam.view import BalamView, view, view_event
from engines.core import Game, InvalidOptions, Result
from engines.core.determinize import Seen


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
    rules_version = RULES_VERSION

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
        return setup(state, rng)

    def to_move(self, state: BalamState) -> list[int]:
        return to_move(state)

    def legal_actions(self, state: BalamState, seat: int) -> list[BalamAction]:
        return RULEBOOK.legal_actions(state, seat)

    def zombie_action(self, state: BalamState, seat: int) -> BalamAction:
        """Pays and passes, declines; see decisions.zombie_action."""
        return decisions.zombie_action(self.zombie_options(state, seat))

    def decide(self, state: BalamState, seat: int, action: BalamAction, rng: random.Random) -> list[BalamEvent]:
        return RULEBOOK.decide(state, seat, action, rng)

    def evolve(self, state: BalamState, event: BalamEvent) -> BalamState:
        return evolve(state, event)

    def view(self, state: BalamState, seat: int | None) -> BalamView:
        return view(state, seat)

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


GAME = BalamGame()
