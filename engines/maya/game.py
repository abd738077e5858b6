"""Maya (Bernd Eisenstein) behind the engine contract."""

from __future__ import annotations

import random

from engines.core import Game, InvalidOptions, Result
from engines.core.determinize import Seen
from engines.maya import decisions
from engines.maya.actions import MayaAction
from engines.maya.determinize import MayaWorlds
from engines.maya.events import MayaEvent
from engines.maya.evolve import evolve
from engines.maya.flow import advance, payout
from engines.maya.setup import setup
from engines.maya.state import RULES_VERSION, MayaOptions, MayaPhase, MayaState
from engines.maya.view import MayaView, view, view_event


class MayaGame(Game[MayaState, MayaAction, MayaEvent, MayaOptions, MayaView]):
    id = "maya"
    title = "Maya"
    min_players = 3
    max_players = 5
    options_type = MayaOptions
    state_type = MayaState
    action_type = MayaAction
    event_type = MayaEvent
    view_type = MayaView
    rules_version = RULES_VERSION

    def check_options(self, players: int, options: MayaOptions) -> None:
        super().check_options(players, options)
        if not isinstance(options, MayaOptions):
            raise InvalidOptions("Maya options must be MayaOptions(professional=...)")

    def initial_state(self, players: int, options: MayaOptions, rules_version: int | None = None) -> MayaState:
        self.check_options(players, options)
        return MayaState(players, options.professional, self.rules(rules_version))

    def setup(self, state: MayaState, rng: random.Random) -> list[MayaEvent]:
        return setup(state, rng)

    def to_move(self, state: MayaState) -> list[int]:
        return decisions.to_move(state)

    def legal_actions(self, state: MayaState, seat: int) -> list[MayaAction]:
        return decisions.RULEBOOK.legal_actions(state, seat)

    def zombie_action(self, state: MayaState, seat: int) -> MayaAction:
        """Passes and declines; see decisions.zombie_action."""
        legal = self.zombie_options(state, seat)
        decision = decisions.decision(state, seat)
        assert decision is not None  # (a seat with legal actions has a decision)
        return decisions.zombie_action(state, decision, legal)

    def decide(self, state: MayaState, seat: int, action: MayaAction, rng: random.Random) -> list[MayaEvent]:
        return self.play(state, seat, action, rng)[0]

    def play(
        self, state: MayaState, seat: int, action: MayaAction, rng: random.Random
    ) -> tuple[list[MayaEvent], MayaState]:
        produced = decisions.RULEBOOK.decide(state, seat, action, rng)
        for event in produced:
            state = evolve(state, event)
        state, automatic = advance(state, rng)
        return produced + automatic, state

    def evolve(self, state: MayaState, event: MayaEvent) -> MayaState:
        return evolve(state, event)

    def view(self, state: MayaState, seat: int | None) -> MayaView:
        return view(state, seat)

    def view_event(self, event: MayaEvent, seat: int | None) -> MayaEvent:
        return view_event(event, seat)

    def result(self, state: MayaState) -> Result | None:
        if state.phase != MayaPhase.OVER:
            return None
        best = max(state.gold)
        return Result(scores=list(state.gold), winners=[s for s, g in enumerate(state.gold) if g == best])

    def scores(self, state: MayaState) -> tuple[int, ...]:
        """Gold, plus what the pyramids as they stand would pay at the next payout
        (none once the game is over: the last one is paid)."""
        if state.phase != MayaPhase.OVER:
            for scored in payout(state):
                state = evolve(state, scored)
        return state.gold

    def worlds(self, seen: Seen) -> MayaWorlds:
        return MayaWorlds(self, seen)


GAME = MayaGame()


GAME = MayaGame()
