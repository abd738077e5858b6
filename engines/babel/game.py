"""Babel behind the engine contract: the decisions and rules of decisions.py,
and the end-of-game check after every action."""

from __future__ import annotations

import random

from engines.babel import decisions
from engines.babel.actions import BabelAction
from engines.babel.determinize import BabelWorlds
from engines.babel.events import BabelEvent
from engines.babel.evolve import evolve
from engines.babel.scoring import score_end, scores
from engines.babel.setup import setup
from engines.babel.state import RULES_VERSION, BabelOptions, BabelPhase, BabelState
from engines.babel.view import BabelView, view, view_event
from engines.core import Game, Result
from engines.core.determinize import Seen


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

    def setup(self, state: BabelState, rng: random.Random) -> list[BabelEvent]:
        return setup(state, rng)

    def to_move(self, state: BabelState) -> list[int]:
        return decisions.to_move(state)

    def legal_actions(self, state: BabelState, seat: int) -> list[BabelAction]:
        return decisions.legal_actions(state, seat)

    def zombie_action(self, state: BabelState, seat: int) -> BabelAction:
        """Ends the turn as soon as it may; see decisions.zombie_action."""
        return decisions.zombie_action(state, seat, self.zombie_options(state, seat))

    def decide(self, state: BabelState, seat: int, action: BabelAction, rng: random.Random) -> list[BabelEvent]:
        return self.play(state, seat, action, rng)[0]

    def play(
        self, state: BabelState, seat: int, action: BabelAction, rng: random.Random
    ) -> tuple[list[BabelEvent], BabelState]:
        events: list[BabelEvent] = decisions.RULEBOOK.decide(state, seat, action, rng)
        for event in events:
            state = evolve(state, event)
        # The end is checked after every action, on the table it left.
        ended = score_end(state)
        for event in ended:
            state = evolve(state, event)
        return [*events, *ended], state

    def evolve(self, state: BabelState, event: BabelEvent) -> BabelState:
        return evolve(state, event)

    def view(self, state: BabelState, seat: int | None) -> BabelView:
        return view(state, seat, tuple(self.to_move(state)))

    def view_event(self, event: BabelEvent, seat: int | None) -> BabelEvent:
        return view_event(event, seat)

    def result(self, state: BabelState) -> Result | None:
        if state.phase != BabelPhase.OVER:
            return None
        return Result(scores=list(scores(state)), winners=list(state.winners))

    def scores(self, state: BabelState) -> tuple[int, ...]:
        """FIN DE PARTIE: the top level of each of his temples, summed."""
        return scores(state)

    def worlds(self, seen: Seen) -> BabelWorlds:
        return BabelWorlds(self, seen)


GAME = BabelGame()
