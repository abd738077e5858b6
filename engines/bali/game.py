"""Bali (Klaus-Jürgen Wrede, White Goblin Games 2017), 2 to 4 players, with the
Oracle and Demon variants, behind the engine contract."""

from __future__ import annotations

import random

from engines.bali import decisions, flow
from engines.bali.actions import BaliAction
from engines.bali.determinize import BaliWorlds
from engines.bali.events import BaliEvent
from engines.bali.evolve import evolve
from engines.bali.scoring import final_scoring
from engines.bali.setup import setup
from engines.bali.state import BaliOptions, BaliState, initial_state
from engines.bali.view import BaliView, view, view_event
from engines.core import Game, InvalidOptions, Result
from engines.core.determinize import Seen


class BaliGame(Game[BaliState, BaliAction, BaliEvent, BaliOptions, BaliView]):
    id = "bali"
    title = "Bali"
    min_players = 2
    max_players = 4
    options_type = BaliOptions
    state_type = BaliState
    action_type = BaliAction
    event_type = BaliEvent
    view_type = BaliView

    def check_options(self, players: int, options: BaliOptions) -> None:
        super().check_options(players, options)
        for name in ("oracle", "demon"):
            if not isinstance(getattr(options, name), bool):
                raise InvalidOptions(f"the {name} variant is either on (true) or off (false)")

    def initial_state(self, players: int, options: BaliOptions, rules_version: int | None = None) -> BaliState:
        self.check_options(players, options)
        self.rules(rules_version)  # Bali has one rules version: nothing to record
        return initial_state(players, options)

    def setup(self, state: BaliState, rng: random.Random) -> list[BaliEvent]:
        return setup(state, rng)

    def legal_actions(self, state: BaliState, seat: int) -> list[BaliAction]:
        return decisions.RULEBOOK.legal_actions(state, seat)

    def zombie_action(self, state: BaliState, seat: int) -> BaliAction:
        """Skips, declines, or plays one card; see decisions.zombie_action."""
        return decisions.zombie_action(state, self.zombie_options(state, seat))

    def decide(self, state: BaliState, seat: int, action: BaliAction, rng: random.Random) -> list[BaliEvent]:
        return flow.play_action(state, seat, action, rng)[0]

    def play(
        self, state: BaliState, seat: int, action: BaliAction, rng: random.Random
    ) -> tuple[list[BaliEvent], BaliState]:
        return flow.play_action(state, seat, action, rng)

    def evolve(self, state: BaliState, event: BaliEvent) -> BaliState:
        return evolve(state, event)

    def to_move(self, state: BaliState) -> list[int]:
        return decisions.to_move(state)

    def view(self, state: BaliState, seat: int | None) -> BaliView:
        return view(state, seat)

    def view_event(self, event: BaliEvent, seat: int | None) -> BaliEvent:
        return view_event(event, seat)

    def result(self, state: BaliState) -> Result | None:
        if state.final is None:
            return None
        return Result(scores=list(state.final.scores), winners=list(state.final.winners))

    def scores(self, state: BaliState) -> tuple[int, ...]:
        """The final scoring (FIN DE LA PARTIE) applied to the table as it stands: the
        altar as it is values the offering cards."""
        return final_scoring(state).scores

    def worlds(self, seen: Seen) -> BaliWorlds:
        return BaliWorlds(self, seen)


GAME = BaliGame()
