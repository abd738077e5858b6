"""Everything that happens in a Balam match, as recorded and replayed.

Only the deck order is secret: BalamDeckAssembled.cards is blanked for every seat,
BalamCardDivined.face for every seat but the diviner's.
"""

from __future__ import annotations

from typing import Union

from engines.balam.components import BalamBuildingKind, BalamWealth
from engines.balam.state import BalamCard
from engines.core import EventBase


class BalamDeckAssembled(EventBase, frozen=True, tag="deck_assembled"):
    """ÉLABORATION DU JEU DE CARTES, then each king takes his 6 maize."""

    count: int
    cards: tuple[BalamCard, ...] | None  # top first; hidden from every seat


class BalamCardDivined(EventBase, frozen=True, tag="card_divined", omit_defaults=True):
    seat: int
    card: int
    face: BalamCard | None = None  # what the diviner saw (rules 3 on), shown to him alone


class BalamDivinationStopped(EventBase, frozen=True, tag="divination_stopped"):
    seat: int


class BalamTributePaid(EventBase, frozen=True, tag="tribute_paid"):
    seat: int
    wealth: BalamWealth


class BalamKatunTurned(EventBase, frozen=True, tag="katun_turned"):
    seat: int
    card: int
    face: BalamCard


class BalamPassed(EventBase, frozen=True, tag="passed"):
    seat: int


class BalamConstructionStarted(EventBase, frozen=True, tag="construction_started"):
    seat: int
    site: int


class BalamBuildingDemolished(EventBase, frozen=True, tag="building_demolished"):
    seat: int
    site: int
    slot: int


class BalamBuildingBuilt(EventBase, frozen=True, tag="building_built"):
    seat: int
    site: int
    slot: int
    building: BalamBuildingKind


class BalamCostPaid(EventBase, frozen=True, tag="cost_paid"):
    seat: int
    wealth: BalamWealth


class BalamConstructionEnded(EventBase, frozen=True, tag="construction_ended"):
    seat: int
    site: int


class BalamAttackDeclared(EventBase, frozen=True, tag="attack_declared"):
    seat: int
    origin: int
    target: int


class BalamGarrisonCommitted(EventBase, frozen=True, tag="garrison_committed"):
    seat: int
    slot: int
    obsidian: bool


class BalamAttackLaunched(EventBase, frozen=True, tag="attack_launched"):
    seat: int


class BalamObsidianSpent(EventBase, frozen=True, tag="obsidian_spent"):
    seat: int
    site: int
    slot: int


class BalamDefenceSet(EventBase, frozen=True, tag="defence_set"):
    seat: int


class BalamDiceRolled(EventBase, frozen=True, tag="dice_rolled"):
    seat: int
    faces: tuple[int | str, ...]  # 0..3 success points or "skull"


class BalamGarrisonLost(EventBase, frozen=True, tag="garrison_lost"):
    seat: int
    slot: int


class BalamBuildingDestroyed(EventBase, frozen=True, tag="building_destroyed"):
    seat: int
    site: int
    slot: int


class BalamBlessingTaken(EventBase, frozen=True, tag="blessing_taken"):
    seat: int
    prestige: bool


class BalamWealthTaken(EventBase, frozen=True, tag="wealth_taken"):
    seat: int
    wealth: BalamWealth


class BalamDowryTaken(EventBase, frozen=True, tag="dowry_taken"):
    seat: int
    from_seat: int
    wealth: BalamWealth


class BalamOffered(EventBase, frozen=True, tag="offered"):
    seat: int
    site: int
    slot: int
    cenote: int


class BalamOfferingEnded(EventBase, frozen=True, tag="offering_ended"):
    seat: int


class BalamCatastrophePaid(EventBase, frozen=True, tag="catastrophe_paid"):
    seat: int
    site: int
    slot: int


class BalamCatastropheSuffered(EventBase, frozen=True, tag="catastrophe_suffered"):
    seat: int


class BalamBuildingLost(EventBase, frozen=True, tag="building_lost"):
    seat: int
    site: int
    slot: int


class BalamWealthMoved(EventBase, frozen=True, tag="wealth_moved"):
    seat: int
    site: int
    slot: int
    to_site: int
    to_slot: int


class BalamDistributionEnded(EventBase, frozen=True, tag="distribution_ended"):
    seat: int


BalamEvent = Union[  # noqa: UP007 (the contract asks for typing.Union)
    BalamDeckAssembled,
    BalamCardDivined,
    BalamDivinationStopped,
    BalamTributePaid,
    BalamKatunTurned,
    BalamPassed,
    BalamConstructionStarted,
    BalamBuildingDemolished,
    BalamBuildingBuilt,
    BalamCostPaid,
    BalamConstructionEnded,
    BalamAttackDeclared,
    BalamGarrisonCommitted,
    BalamAttackLaunched,
    BalamObsidianSpent,
    BalamDefenceSet,
    BalamDiceRolled,
    BalamGarrisonLost,
    BalamBuildingDestroyed,
    BalamBlessingTaken,
    BalamWealthTaken,
    BalamDowryTaken,
    BalamOffered,
    BalamOfferingEnded,
    BalamCatastrophePaid,
    BalamCatastropheSuffered,
    BalamBuildingLost,
    BalamWealthMoved,
    BalamDistributionEnded,
]
