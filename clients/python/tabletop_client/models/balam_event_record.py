# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.balam_attack_declared import BalamAttackDeclared
  from ..models.balam_attack_launched import BalamAttackLaunched
  from ..models.balam_blessing_taken import BalamBlessingTaken
  from ..models.balam_building_built import BalamBuildingBuilt
  from ..models.balam_building_demolished import BalamBuildingDemolished
  from ..models.balam_building_destroyed import BalamBuildingDestroyed
  from ..models.balam_building_lost import BalamBuildingLost
  from ..models.balam_card_divined import BalamCardDivined
  from ..models.balam_catastrophe_paid import BalamCatastrophePaid
  from ..models.balam_catastrophe_suffered import BalamCatastropheSuffered
  from ..models.balam_construction_ended import BalamConstructionEnded
  from ..models.balam_construction_started import BalamConstructionStarted
  from ..models.balam_cost_paid import BalamCostPaid
  from ..models.balam_deck_assembled import BalamDeckAssembled
  from ..models.balam_defence_set import BalamDefenceSet
  from ..models.balam_dice_rolled import BalamDiceRolled
  from ..models.balam_distribution_ended import BalamDistributionEnded
  from ..models.balam_divination_stopped import BalamDivinationStopped
  from ..models.balam_dowry_taken import BalamDowryTaken
  from ..models.balam_garrison_committed import BalamGarrisonCommitted
  from ..models.balam_garrison_lost import BalamGarrisonLost
  from ..models.balam_katun_turned import BalamKatunTurned
  from ..models.balam_obsidian_spent import BalamObsidianSpent
  from ..models.balam_offered import BalamOffered
  from ..models.balam_offering_ended import BalamOfferingEnded
  from ..models.balam_passed import BalamPassed
  from ..models.balam_tribute_paid import BalamTributePaid
  from ..models.balam_wealth_moved import BalamWealthMoved
  from ..models.balam_wealth_taken import BalamWealthTaken
  from ..models.match_aborted import MatchAborted
  from ..models.seat_resigned import SeatResigned
  from ..models.seat_timed_out import SeatTimedOut





T = TypeVar("T", bound="BalamEventRecord")



@_attrs_define
class BalamEventRecord:
    """ 
        Attributes:
            created_at (datetime.datetime):
            event (BalamAttackDeclared | BalamAttackLaunched | BalamBlessingTaken | BalamBuildingBuilt |
                BalamBuildingDemolished | BalamBuildingDestroyed | BalamBuildingLost | BalamCardDivined | BalamCatastrophePaid |
                BalamCatastropheSuffered | BalamConstructionEnded | BalamConstructionStarted | BalamCostPaid |
                BalamDeckAssembled | BalamDefenceSet | BalamDiceRolled | BalamDistributionEnded | BalamDivinationStopped |
                BalamDowryTaken | BalamGarrisonCommitted | BalamGarrisonLost | BalamKatunTurned | BalamObsidianSpent |
                BalamOffered | BalamOfferingEnded | BalamPassed | BalamTributePaid | BalamWealthMoved | BalamWealthTaken |
                MatchAborted | SeatResigned | SeatTimedOut):
            seq (int):
     """

    created_at: datetime.datetime
    event: BalamAttackDeclared | BalamAttackLaunched | BalamBlessingTaken | BalamBuildingBuilt | BalamBuildingDemolished | BalamBuildingDestroyed | BalamBuildingLost | BalamCardDivined | BalamCatastrophePaid | BalamCatastropheSuffered | BalamConstructionEnded | BalamConstructionStarted | BalamCostPaid | BalamDeckAssembled | BalamDefenceSet | BalamDiceRolled | BalamDistributionEnded | BalamDivinationStopped | BalamDowryTaken | BalamGarrisonCommitted | BalamGarrisonLost | BalamKatunTurned | BalamObsidianSpent | BalamOffered | BalamOfferingEnded | BalamPassed | BalamTributePaid | BalamWealthMoved | BalamWealthTaken | MatchAborted | SeatResigned | SeatTimedOut
    seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_attack_declared import BalamAttackDeclared # noqa: PLC0415
        from ..models.balam_attack_launched import BalamAttackLaunched # noqa: PLC0415
        from ..models.balam_blessing_taken import BalamBlessingTaken # noqa: PLC0415
        from ..models.balam_building_built import BalamBuildingBuilt # noqa: PLC0415
        from ..models.balam_building_demolished import BalamBuildingDemolished # noqa: PLC0415
        from ..models.balam_building_destroyed import BalamBuildingDestroyed # noqa: PLC0415
        from ..models.balam_building_lost import BalamBuildingLost # noqa: PLC0415
        from ..models.balam_card_divined import BalamCardDivined # noqa: PLC0415
        from ..models.balam_catastrophe_paid import BalamCatastrophePaid # noqa: PLC0415
        from ..models.balam_catastrophe_suffered import BalamCatastropheSuffered # noqa: PLC0415
        from ..models.balam_construction_ended import BalamConstructionEnded # noqa: PLC0415
        from ..models.balam_construction_started import BalamConstructionStarted # noqa: PLC0415
        from ..models.balam_cost_paid import BalamCostPaid # noqa: PLC0415
        from ..models.balam_deck_assembled import BalamDeckAssembled # noqa: PLC0415
        from ..models.balam_defence_set import BalamDefenceSet # noqa: PLC0415
        from ..models.balam_dice_rolled import BalamDiceRolled # noqa: PLC0415
        from ..models.balam_distribution_ended import BalamDistributionEnded # noqa: PLC0415
        from ..models.balam_divination_stopped import BalamDivinationStopped # noqa: PLC0415
        from ..models.balam_dowry_taken import BalamDowryTaken # noqa: PLC0415
        from ..models.balam_garrison_committed import BalamGarrisonCommitted # noqa: PLC0415
        from ..models.balam_garrison_lost import BalamGarrisonLost # noqa: PLC0415
        from ..models.balam_katun_turned import BalamKatunTurned # noqa: PLC0415
        from ..models.balam_obsidian_spent import BalamObsidianSpent # noqa: PLC0415
        from ..models.balam_offered import BalamOffered # noqa: PLC0415
        from ..models.balam_offering_ended import BalamOfferingEnded # noqa: PLC0415
        from ..models.balam_passed import BalamPassed # noqa: PLC0415
        from ..models.balam_tribute_paid import BalamTributePaid # noqa: PLC0415
        from ..models.balam_wealth_moved import BalamWealthMoved # noqa: PLC0415
        from ..models.balam_wealth_taken import BalamWealthTaken # noqa: PLC0415
        from ..models.match_aborted import MatchAborted # noqa: PLC0415
        from ..models.seat_resigned import SeatResigned # noqa: PLC0415
        from ..models.seat_timed_out import SeatTimedOut # noqa: PLC0415
        created_at = self.created_at.isoformat()

        event: dict[str, Any]
        if isinstance(self.event, BalamDeckAssembled):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamCardDivined):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamDivinationStopped):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamTributePaid):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamKatunTurned):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamPassed):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamConstructionStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamBuildingDemolished):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamBuildingBuilt):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamCostPaid):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamConstructionEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamAttackDeclared):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamGarrisonCommitted):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamAttackLaunched):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamObsidianSpent):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamDefenceSet):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamDiceRolled):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamGarrisonLost):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamBuildingDestroyed):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamBlessingTaken):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamWealthTaken):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamDowryTaken):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamOffered):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamOfferingEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamCatastrophePaid):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamCatastropheSuffered):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamBuildingLost):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamWealthMoved):
            event = self.event.to_dict()
        elif isinstance(self.event, BalamDistributionEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatResigned):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatTimedOut):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()


        seq = self.seq


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "event": event,
            "seq": seq,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balam_attack_declared import BalamAttackDeclared # noqa: PLC0415
        from ..models.balam_attack_launched import BalamAttackLaunched # noqa: PLC0415
        from ..models.balam_blessing_taken import BalamBlessingTaken # noqa: PLC0415
        from ..models.balam_building_built import BalamBuildingBuilt # noqa: PLC0415
        from ..models.balam_building_demolished import BalamBuildingDemolished # noqa: PLC0415
        from ..models.balam_building_destroyed import BalamBuildingDestroyed # noqa: PLC0415
        from ..models.balam_building_lost import BalamBuildingLost # noqa: PLC0415
        from ..models.balam_card_divined import BalamCardDivined # noqa: PLC0415
        from ..models.balam_catastrophe_paid import BalamCatastrophePaid # noqa: PLC0415
        from ..models.balam_catastrophe_suffered import BalamCatastropheSuffered # noqa: PLC0415
        from ..models.balam_construction_ended import BalamConstructionEnded # noqa: PLC0415
        from ..models.balam_construction_started import BalamConstructionStarted # noqa: PLC0415
        from ..models.balam_cost_paid import BalamCostPaid # noqa: PLC0415
        from ..models.balam_deck_assembled import BalamDeckAssembled # noqa: PLC0415
        from ..models.balam_defence_set import BalamDefenceSet # noqa: PLC0415
        from ..models.balam_dice_rolled import BalamDiceRolled # noqa: PLC0415
        from ..models.balam_distribution_ended import BalamDistributionEnded # noqa: PLC0415
        from ..models.balam_divination_stopped import BalamDivinationStopped # noqa: PLC0415
        from ..models.balam_dowry_taken import BalamDowryTaken # noqa: PLC0415
        from ..models.balam_garrison_committed import BalamGarrisonCommitted # noqa: PLC0415
        from ..models.balam_garrison_lost import BalamGarrisonLost # noqa: PLC0415
        from ..models.balam_katun_turned import BalamKatunTurned # noqa: PLC0415
        from ..models.balam_obsidian_spent import BalamObsidianSpent # noqa: PLC0415
        from ..models.balam_offered import BalamOffered # noqa: PLC0415
        from ..models.balam_offering_ended import BalamOfferingEnded # noqa: PLC0415
        from ..models.balam_passed import BalamPassed # noqa: PLC0415
        from ..models.balam_tribute_paid import BalamTributePaid # noqa: PLC0415
        from ..models.balam_wealth_moved import BalamWealthMoved # noqa: PLC0415
        from ..models.balam_wealth_taken import BalamWealthTaken # noqa: PLC0415
        from ..models.match_aborted import MatchAborted # noqa: PLC0415
        from ..models.seat_resigned import SeatResigned # noqa: PLC0415
        from ..models.seat_timed_out import SeatTimedOut # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_event(data: object) -> BalamAttackDeclared | BalamAttackLaunched | BalamBlessingTaken | BalamBuildingBuilt | BalamBuildingDemolished | BalamBuildingDestroyed | BalamBuildingLost | BalamCardDivined | BalamCatastrophePaid | BalamCatastropheSuffered | BalamConstructionEnded | BalamConstructionStarted | BalamCostPaid | BalamDeckAssembled | BalamDefenceSet | BalamDiceRolled | BalamDistributionEnded | BalamDivinationStopped | BalamDowryTaken | BalamGarrisonCommitted | BalamGarrisonLost | BalamKatunTurned | BalamObsidianSpent | BalamOffered | BalamOfferingEnded | BalamPassed | BalamTributePaid | BalamWealthMoved | BalamWealthTaken | MatchAborted | SeatResigned | SeatTimedOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_0 = BalamDeckAssembled.from_dict(data)



                return event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_1 = BalamCardDivined.from_dict(data)



                return event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_2 = BalamDivinationStopped.from_dict(data)



                return event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_3 = BalamTributePaid.from_dict(data)



                return event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_4 = BalamKatunTurned.from_dict(data)



                return event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_5 = BalamPassed.from_dict(data)



                return event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_6 = BalamConstructionStarted.from_dict(data)



                return event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_7 = BalamBuildingDemolished.from_dict(data)



                return event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_8 = BalamBuildingBuilt.from_dict(data)



                return event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_9 = BalamCostPaid.from_dict(data)



                return event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_10 = BalamConstructionEnded.from_dict(data)



                return event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_11 = BalamAttackDeclared.from_dict(data)



                return event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_12 = BalamGarrisonCommitted.from_dict(data)



                return event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_13 = BalamAttackLaunched.from_dict(data)



                return event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_14 = BalamObsidianSpent.from_dict(data)



                return event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_15 = BalamDefenceSet.from_dict(data)



                return event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_16 = BalamDiceRolled.from_dict(data)



                return event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_17 = BalamGarrisonLost.from_dict(data)



                return event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_18 = BalamBuildingDestroyed.from_dict(data)



                return event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_19 = BalamBlessingTaken.from_dict(data)



                return event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_20 = BalamWealthTaken.from_dict(data)



                return event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_21 = BalamDowryTaken.from_dict(data)



                return event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_22 = BalamOffered.from_dict(data)



                return event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_23 = BalamOfferingEnded.from_dict(data)



                return event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_24 = BalamCatastrophePaid.from_dict(data)



                return event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_25 = BalamCatastropheSuffered.from_dict(data)



                return event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_26 = BalamBuildingLost.from_dict(data)



                return event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_27 = BalamWealthMoved.from_dict(data)



                return event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_28 = BalamDistributionEnded.from_dict(data)



                return event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_29 = SeatResigned.from_dict(data)



                return event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_30 = SeatTimedOut.from_dict(data)



                return event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            event_type_31 = MatchAborted.from_dict(data)



            return event_type_31

        event = _parse_event(d.pop("event"))


        seq = d.pop("seq")

        balam_event_record = cls(
            created_at=created_at,
            event=event,
            seq=seq,
        )


        balam_event_record.additional_properties = d
        return balam_event_record

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
