"""Balam's state: the table as immutable msgspec Structs, and small read helpers."""

from __future__ import annotations

import enum
from typing import Annotated, TypeVar

import msgspec

from engines.balam.board import Board, board_for
from engines.balam.components import (
    BUILDINGS,
    DEFAULT_BOARD,
    MAX_BALL_GAMES,
    MIN_BALL_GAMES,
    STORES,
    WEALTH_INDEX,
    WEALTHS,
    BalamBuildingKind,
    BalamKatunKind,
    BalamWealth,
)

T = TypeVar("T")

# The rules new matches are played by (docs/guides/operators/rules-versions.md). 2: a diviner
# may decline his remaining looks; 3: the card a diviner sees is in his own event, so
# a seat's history holds all it knows (determinize.py).
RULES_VERSION = 3


class BalamOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    # the game ends after this ball game; None = players
    ball_games: Annotated[int, msgspec.Meta(ge=MIN_BALL_GAMES, le=MAX_BALL_GAMES)] | None = None
    board: tuple[str, ...] = DEFAULT_BOARD  # rows of tiles, see components.DEFAULT_BOARD


class BalamCard(msgspec.Struct, frozen=True):
    """A Katun card: its kind, the wealth it names and the prestige alternative."""

    kind: BalamKatunKind
    wealth: BalamWealth | None = None
    prestige: int = 0


class BalamBuilding(msgspec.Struct, frozen=True):
    kind: BalamBuildingKind
    slot: int  # first slot it covers (palace and temple also cover slot + 1)
    wealth: tuple[BalamWealth, ...] = ()  # tokens on it


class BalamCity(msgspec.Struct, frozen=True):
    """One site: who holds it (large pyramid) and its buildings."""

    owner: int | None = None
    buildings: tuple[BalamBuilding, ...] = ()


class BalamKing(msgspec.Struct, frozen=True):
    chest: tuple[int, ...] = (0,) * len(WEALTHS)  # personal wealth per kind (fiche roi)
    prestige: int = 0


class BalamWorksite(msgspec.Struct, frozen=True):
    """A construction in progress (2 - CONSTRUCTIONS): one site per turn."""

    site: int
    due: int = 0  # wealth of any kind still owed for the last building placed


class BalamWarStep(enum.StrEnum):
    COMMIT = "commit"
    DEFENCE = "defence"
    CASUALTIES = "casualties"
    DESTROY = "destroy"
    REBUILD = "rebuild"


class BalamWar(msgspec.Struct, frozen=True):
    """An attack in progress (3 - GUERRES)."""

    origin: int
    target: int
    defender: int
    step: BalamWarStep = BalamWarStep.COMMIT
    committed: tuple[int, ...] = ()  # slots of the attacking garrisons
    obsidians: int = 0  # spent by the attacker
    defence_obsidians: int = 0
    skulls: int = 0  # garrisons the attacker still has to remove
    points: int = 0  # destruction points left
    captured: int = 0


class BalamEffectStep(enum.StrEnum):
    BLESSING = "blessing"
    EXPEDITION = "expedition"
    DOWRY = "dowry"
    OFFERING = "offering"
    CATASTROPHE = "catastrophe"
    PAYING = "paying"
    LOSING = "losing"


class BalamEffect(msgspec.Struct, frozen=True):
    """A turned Katun card waiting for its turner's choices (4 - KATUN)."""

    card: BalamCard
    step: BalamEffectStep
    due: int = 0  # catastrophe tokens still to pay
    losses: tuple[BalamBuildingKind, ...] = ()  # buildings still to lose
    cenotes: tuple[int, ...] = ()  # cenotes already used by this cult


class BalamDistribution(msgspec.Struct, frozen=True):
    """6 - RÉPARTITION, played simultaneously: who is done, and which storages and
    garrisons received their token this round (a transported token stays put)."""

    done: tuple[bool, ...]
    settled: tuple[tuple[int, int], ...] = ()  # (site, slot)


class BalamPhase(enum.StrEnum):
    SETUP = "setup"
    DIVINATION = "divination"
    TURN = "turn"
    ACT = "act"
    BUILD = "build"
    WAR = "war"
    KATUN = "katun"
    DISTRIBUTION = "distribution"
    OVER = "over"


class BalamDecision(enum.StrEnum):
    """What the game waits for: a phase, or a war's or a Katun card's step."""

    DIVINATION = "divination"
    TURN = "turn"
    ACT = "act"
    BUILD = "build"
    COMMIT = "war:commit"
    DEFENCE = "war:defence"
    CASUALTIES = "war:casualties"
    DESTROY = "war:destroy"
    REBUILD = "war:rebuild"
    BLESSING = "katun:blessing"
    EXPEDITION = "katun:expedition"
    DOWRY = "katun:dowry"
    OFFERING = "katun:offering"
    CATASTROPHE = "katun:catastrophe"
    PAYING = "katun:paying"
    LOSING = "katun:losing"
    DISTRIBUTION = "distribution"


class BalamState(msgspec.Struct, frozen=True):
    players: int
    options: BalamOptions
    rules: int  # the rules version the match is played by (RULES_VERSION)
    kings: tuple[BalamKing, ...]
    cities: tuple[BalamCity, ...]  # one per board site
    supply: tuple[int, ...]  # wealth tokens off the table, per kind
    phase: BalamPhase = BalamPhase.SETUP
    round: int = 0
    first: int = 0  # first player of the round
    current: int = 0  # whose turn it is
    deck: tuple[BalamCard, ...] = ()  # face down, top first
    katun: tuple[BalamCard, ...] = ()  # this round's cards beside the board
    turned: tuple[bool, ...] = ()
    divined: tuple[tuple[int, ...], ...] = ()  # per seat: katun indexes it looked at
    peeks: tuple[int, ...] = ()  # per seat: divinations left this round
    ball_games: int = 0
    eclipse: bool = False
    worksite: BalamWorksite | None = None
    war: BalamWar | None = None
    effect: BalamEffect | None = None
    distribution: BalamDistribution | None = None

    @property
    def board(self) -> Board:
        return board_for(self.options.board)

    # What a phase works on: present exactly while that phase (or step) lasts.
    @property
    def ongoing_worksite(self) -> BalamWorksite:
        assert self.worksite is not None, "no construction in progress"
        return self.worksite

    @property
    def ongoing_war(self) -> BalamWar:
        assert self.war is not None, "no war in progress"
        return self.war

    @property
    def ongoing_effect(self) -> BalamEffect:
        assert self.effect is not None, "no Katun card waiting for its turner"
        return self.effect

    @property
    def ongoing_distribution(self) -> BalamDistribution:
        assert self.distribution is not None, "no distribution in progress"
        return self.distribution

    @property
    def target_ball_games(self) -> int:
        return self.options.ball_games or self.players


# --- small read helpers used across rule modules --------------------------------------


def replace_at(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    """`items` with the one at `i` replaced."""
    return (*items[:i], value, *items[i + 1 :])


def count(chest: tuple[int, ...], wealth: str) -> int:
    return chest[WEALTH_INDEX[wealth]]


def add(chest: tuple[int, ...], wealth: str, n: int = 1) -> tuple[int, ...]:
    i = WEALTH_INDEX[wealth]
    return replace_at(chest, i, chest[i] + n)


_PHASE_DECISION = {
    BalamPhase.DIVINATION: BalamDecision.DIVINATION,
    BalamPhase.TURN: BalamDecision.TURN,
    BalamPhase.ACT: BalamDecision.ACT,
    BalamPhase.BUILD: BalamDecision.BUILD,
    BalamPhase.DISTRIBUTION: BalamDecision.DISTRIBUTION,
}
_WAR_DECISION = {step: BalamDecision(f"{BalamPhase.WAR}:{step}") for step in BalamWarStep}
_KATUN_DECISION = {step: BalamDecision(f"{BalamPhase.KATUN}:{step}") for step in BalamEffectStep}


def moment(state: BalamState) -> BalamDecision | None:
    """What the game waits for; None while the table is set and once the game is over."""
    if state.phase == BalamPhase.WAR:
        return _WAR_DECISION[state.ongoing_war.step]
    if state.phase == BalamPhase.KATUN:
        return _KATUN_DECISION[state.ongoing_effect.step]
    return _PHASE_DECISION.get(state.phase)


def building_at(city: BalamCity, slot: int) -> BalamBuilding | None:
    for b in city.buildings:
        if b.slot == slot:
            return b
    return None


def owned_sites(state: BalamState, seat: int) -> list[int]:
    return [i for i, c in enumerate(state.cities) if c.owner == seat]


def buildings_in_play(cities: tuple[BalamCity, ...]) -> dict[BalamBuildingKind, int]:
    counts = dict.fromkeys(BUILDINGS, 0)
    for c in cities:
        for b in c.buildings:
            counts[b.kind] += 1
    return counts


def stores(state: BalamState, seat: int, wealth: str | None = None) -> list[tuple[int, int]]:
    """(site, slot) of the king's reserves and garrisons holding a token (of `wealth`):
    the Mayas' wealth, which alone may face catastrophes or go to the cenotes."""
    return [
        (s, b.slot)
        for s in owned_sites(state, seat)
        for b in state.cities[s].buildings
        if b.kind in STORES and b.wealth and (wealth is None or b.wealth[0] == wealth)
    ]
