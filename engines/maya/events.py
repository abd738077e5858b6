"""Everything that happens at the table; every chance outcome is written here."""

from __future__ import annotations

from typing import Union

import msgspec

from engines.core import EventBase
from engines.maya.components import MayaBlueMarker, MayaMarker
from engines.maya.state import MayaCard


class MayaTableSet(EventBase, frozen=True, tag="table_set"):
    start_player: int


class MayaStartingStonePlaced(EventBase, frozen=True, tag="starting_stone_placed"):
    seat: int
    pyramid: int


class MayaRoundStarted(EventBase, frozen=True, tag="round_started"):
    round: int
    for_sale: tuple[MayaBlueMarker, ...] = ()  # professional: the markers drawn


class MayaBidSealed(EventBase, frozen=True, tag="bid_sealed"):
    seat: int
    gold: int | None  # hidden from the others until every bid is in


class MayaBidsRevealed(EventBase, frozen=True, tag="bids_revealed"):
    bids: tuple[int, ...]  # per seat, 0 for a seat that could not bid
    buyers: tuple[int, ...]  # who pays and chooses, in choosing order


class MayaBlueMarkerChosen(EventBase, frozen=True, tag="blue_marker_chosen"):
    seat: int
    marker: MayaBlueMarker


class MayaWorkerPlaced(EventBase, frozen=True, tag="worker_placed"):
    seat: int
    quarry: int
    high: bool  # the card's back, public
    value: int | None  # face down: hidden from the others


class MayaStoppedPlacing(EventBase, frozen=True, tag="stopped_placing"):
    seat: int


class MayaPlusTwoPlaced(EventBase, frozen=True, tag="plus_two_placed"):
    seat: int
    quarry: int


class MayaProtectionPlaced(EventBase, frozen=True, tag="protection_placed"):
    seat: int
    quarry: int
    marker: MayaMarker  # protection, or the joker standing in for it


class MayaStoneRelocated(EventBase, frozen=True, tag="stone_relocated"):
    seat: int
    marker: MayaMarker
    from_pyramid: int
    from_level: int
    to_pyramid: int
    to_level: int
    bonus: int | None = None  # seat given a bonus stone on the level above


class MayaDirectStonePlaced(EventBase, frozen=True, tag="direct_stone_placed"):
    seat: int
    marker: MayaMarker
    pyramid: int
    level: int
    bonus: int | None = None


class MayaQualityDeclined(EventBase, frozen=True, tag="quality_declined"):
    seat: int
    marker: MayaMarker  # returned, except a joker which is kept for later


class MayaQuarryRevealed(EventBase, frozen=True, tag="quarry_revealed"):
    quarry: int
    cards: tuple[MayaCard, ...]


class MayaPointsTaken(EventBase, frozen=True, tag="points_taken"):
    seat: int
    quarry: int
    target: int


class MayaScore(msgspec.Struct, frozen=True):
    seat: int
    points: int


class MayaAward(msgspec.Struct, frozen=True):
    seat: int
    stones: int


class MayaQuarryEvaluated(EventBase, frozen=True, tag="quarry_evaluated"):
    quarry: int
    points: tuple[MayaScore, ...]  # every participant, best first
    awards: tuple[MayaAward, ...]
    marker_to: int | None  # the special quality goes to the winner


class MayaStartPlayerNamed(EventBase, frozen=True, tag="start_player_named"):
    seat: int
    start_player: int


class MayaQuarryingEnded(EventBase, frozen=True, tag="quarrying_ended"):
    round: int


class MayaTransportBoosted(EventBase, frozen=True, tag="transport_boosted"):
    seat: int


class MayaStonesTransported(EventBase, frozen=True, tag="stones_transported"):
    kept: tuple[int, ...]  # per seat
    returned: tuple[int, ...]  # excess given back to the reserve
    extra: tuple[int, ...]  # professional "extra stone"


class MayaStoneBuilt(EventBase, frozen=True, tag="stone_built"):
    seat: int
    pyramid: int
    level: int
    bonus: int | None = None


class MayaDoubleMoveStarted(EventBase, frozen=True, tag="double_move_started"):
    seat: int
    marker: MayaMarker | None  # None: paid with a stone


class MayaBuildingPassed(EventBase, frozen=True, tag="building_passed"):
    seat: int
    marker: MayaMarker | None  # None: paid with a stone
    gold: int  # 1 when forced to pass


class MayaLevelScored(EventBase, frozen=True, tag="level_scored"):
    pyramid: int
    level: int
    first: tuple[int, ...]
    second: tuple[int, ...]
    first_gold: int
    second_gold: int


class MayaStonesRemoved(EventBase, frozen=True, tag="stones_removed"):
    """After the payout: a paid player's stone off the level he was paid for,
    and his stones above it in that pyramid if it was his last there."""

    seat: int
    pyramid: int
    level: int
    stones: tuple[int, ...]  # his stones removed per level from `level` up


class MayaRoundEnded(EventBase, frozen=True, tag="round_ended"):
    round: int


MayaEvent = Union[  # noqa: UP007 (the contract asks for typing.Union)
    MayaTableSet,
    MayaStartingStonePlaced,
    MayaRoundStarted,
    MayaBidSealed,
    MayaBidsRevealed,
    MayaBlueMarkerChosen,
    MayaWorkerPlaced,
    MayaStoppedPlacing,
    MayaPlusTwoPlaced,
    MayaProtectionPlaced,
    MayaStoneRelocated,
    MayaDirectStonePlaced,
    MayaQualityDeclined,
    MayaQuarryRevealed,
    MayaPointsTaken,
    MayaQuarryEvaluated,
    MayaStartPlayerNamed,
    MayaQuarryingEnded,
    MayaTransportBoosted,
    MayaStonesTransported,
    MayaStoneBuilt,
    MayaDoubleMoveStarted,
    MayaBuildingPassed,
    MayaLevelScored,
    MayaStonesRemoved,
    MayaRoundEnded,
]
