"""The four games as OpenSpiel Python games (`make training`, or
`pip install -e './engines[openspiel]'`):
importing this module registers `tabletop_babel`, `tabletop_bali`, `tabletop_maya` and
`tabletop_balam`.

    import pyspiel
    import engines.envs.openspiel  # noqa: F401 (registers the games)
    game = pyspiel.load_game("tabletop_bali", {"players": 3, "oracle": True})

Parameters: `players` (the game's fewest by default) and the variants: Bali's `oracle`
and `demon`, Maya's `professional`, Balam's `ball_games` (0: as many as the players) and
`board` (its rows joined by "/"). Actions are the game's catalogue indices
(engines/envs/catalogue.py); chance is explicit (engines/envs/chance.py): every draw of the
engines is a chance node of equally likely outcomes, a shuffle one card at a time. The
observation (string and tensor) is the seat's view (engines/envs/observation.py); the
information state string, everything the seat has seen: each act's events as they were
shown to it. Simultaneous decisions are taken in turn, unseen by the others
(engines/envs/match.py). The utility is the win share: 1/k to each of k winners, so
the game is constant-sum (1). `resample_from_infostate` draws the hidden cards from the
engines' worlds (engines/core/determinize.py), for OpenSpiel's (Python) ISMCTSBot.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

import msgspec
import numpy as np
import pyspiel

from engines.envs.catalogue import Catalogue, catalogue
from engines.envs.chance import NeedChance, Scripted
from engines.envs.games import SPECS
from engines.envs.match import Match
from engines.envs.observation import Encoder, encoder
from engines.envs.rewards import rewards
from engines.registry import GAMES

# A bound on the decisions of a match (OpenSpiel's max_game_length): a random match
# takes a few hundred (the longest, Balam's, under 500), the rules end every one well
# before this.
MAX_DECISIONS = 10_000

# Each game's variants: the parameter, its default, and the options field it sets.
VARIANTS: dict[str, dict[str, Any]] = {
    "babel": {},
    "bali": {"oracle": False, "demon": False},
    "maya": {"professional": False},
    "balam": {"ball_games": 0, "board": "/".join(GAMES["balam"].options_type().board)},
}


def options(game_id: str, params: dict[str, Any]) -> Any:
    """The game's options from the parameters."""
    fields = {name: params[name] for name in VARIANTS[game_id]}
    if game_id == "balam":
        fields = {"ball_games": fields["ball_games"] or None, "board": tuple(fields["board"].split("/"))}
    return msgspec.convert(fields, GAMES[game_id].options_type)


def game_type(game_id: str) -> pyspiel.GameType:
    engine = GAMES[game_id]
    return pyspiel.GameType(
        short_name=f"tabletop_{game_id}",
        long_name=f"{engine.title} (tabletop)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=engine.max_players,
        min_num_players=engine.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": engine.min_players, **VARIANTS[game_id]},
    )


class TabletopGame(pyspiel.Game):
    """One of the games (a subclass per game names it: OpenSpiel keeps what it registers
    until the process ends, and a class outlives the interpreter's teardown, where a
    function would be freed without the GIL)."""

    game_id: ClassVar[str]

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        game_id = self.game_id
        params = {**game_type(game_id).parameter_specification, **(params or {})}
        players, chosen = int(params["players"]), options(game_id, params)
        actions = catalogue(game_id, players, chosen)
        info = pyspiel.GameInfo(
            num_distinct_actions=actions.size,
            max_chance_outcomes=SPECS[game_id].chance_outcomes,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=MAX_DECISIONS,
        )
        super().__init__(game_type(game_id), info, params)
        self.players, self.options = players, chosen
        self.catalogue: Catalogue = actions
        self.encoder: Encoder = encoder(game_id, players, chosen)

    def new_initial_state(self) -> TabletopState:
        return TabletopState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ViewObserver | HistoryObserver:
        """The information state (perfect recall): the seat's history; else its view."""
        if getattr(iig_obs_type, "perfect_recall", False):
            return HistoryObserver()
        return ViewObserver(self.encoder)


class TabletopState(pyspiel.State):
    """A match, and the decision waiting on chance (the deal, until the match is dealt):
    the outcomes drawn for it so far, and how many the next draw has (0: none waits)."""

    def __init__(self, game: TabletopGame) -> None:
        super().__init__(game)
        self.catalogue = game.catalogue
        self.match = Match(game.game_id, game.players, game.options)
        self.pending: tuple[int, Any] | None = None
        self.script: list[int] = []
        self.outcomes = 0
        self.decide()

    def decide(self) -> None:
        """Play the deal or the pending decision with the outcomes drawn so far, or learn
        how many the next draw has."""
        draw = Scripted(self.script).as_random()
        try:
            if not self.match.dealt:
                self.match.deal(lambda version: draw)
            else:
                assert self.pending is not None, "a decision waits on chance"
                seat, action = self.pending
                self.match.act(seat, action, lambda version: draw)
        except NeedChance as need:
            self.outcomes = need.outcomes
            return
        self.pending, self.script, self.outcomes = None, [], 0

    def current_player(self) -> int:
        if self.outcomes:
            return int(pyspiel.PlayerId.CHANCE)
        seat = self.match.current
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def is_terminal(self) -> bool:
        return not self.outcomes and self.match.result() is not None

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(outcome, 1 / self.outcomes) for outcome in range(self.outcomes)]

    def _legal_actions(self, player: int) -> list[int]:
        return self.catalogue.indices(self.match.legal(player))

    def _apply_action(self, action: int) -> None:
        if self.outcomes:
            self.script.append(action)
        else:
            seat = self.match.current
            assert seat is not None
            self.pending, self.script = (seat, self.catalogue.action(action)), []
        self.decide()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance outcome {action}"
        return msgspec.json.encode(self.catalogue.action(action)).decode()

    def returns(self) -> list[float]:
        result = self.match.result() if not self.outcomes else None
        return [0.0] * self.match.players if result is None else rewards(result, "win")

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> TabletopState:
        """A state `player_id` cannot tell from this one (engines/envs/match.py, resample)."""
        assert not self.outcomes, "resampled at a decision, not in the middle of chance"
        state: TabletopState = self.get_game().new_initial_state()
        state.match = self.match.resample(player_id, random.Random(probability_sampler()))
        state.pending, state.script, state.outcomes = None, [], 0
        return state

    def history_text(self, seat: int) -> str:
        """Every act as `seat` saw it: the actor (or the deal), then its events in JSON."""
        lines, seen = [], iter(self.match.knowledge(seat))
        acts = list(self.match.acts)
        if self.match.stretch is not None and seat in self.match.stretch.events:
            acts.append((seat, len(self.match.stretch.events[seat])))  # (its own, still unseen by the others)
        for actor, count in acts:
            lines.append("deal" if actor is None else f"seat {actor}")
            lines += [msgspec.json.encode(next(seen)).decode() for _ in range(count)]
        return "\n".join(lines)

    def view_text(self, seat: int) -> str:
        return msgspec.json.encode(self.match.game.view(self.match.table(seat), seat)).decode()

    def __str__(self) -> str:
        """The whole table: the match's state, the simultaneous decisions taken, what waits on chance."""
        stretch = self.match.stretch
        taken = {} if stretch is None else stretch.actions
        return "\n".join(
            [
                msgspec.json.encode(self.match.state).decode(),
                msgspec.json.encode({str(seat): actions for seat, actions in taken.items()}).decode(),
                msgspec.json.encode([self.pending, self.script, self.outcomes]).decode(),
            ]
        )


class ViewObserver:
    """The seat's view: its vector (`tensor`) and its JSON (`string_from`)."""

    def __init__(self, encoder: Encoder) -> None:
        self.encoder = encoder
        self.tensor = np.zeros(encoder.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TabletopState, player: int) -> None:
        match = state.match
        self.tensor[:] = self.encoder.encode(match.game.view(match.table(player), player))

    def string_from(self, state: TabletopState, player: int) -> str:
        return state.view_text(player)


class HistoryObserver:
    """The seat's information state: its history, as a string only."""

    tensor = None
    dict: ClassVar[dict[str, np.ndarray]] = {}

    def set_from(self, state: TabletopState, player: int) -> None:
        pass

    def string_from(self, state: TabletopState, player: int) -> str:
        return state.history_text(player)


class BabelGame(TabletopGame):
    game_id = "babel"


class BaliGame(TabletopGame):
    game_id = "bali"


class MayaGame(TabletopGame):
    game_id = "maya"


class BalamGame(TabletopGame):
    game_id = "balam"


for _game in (BabelGame, BaliGame, MayaGame, BalamGame):
    pyspiel.register_game(game_type(_game.game_id), _game)
