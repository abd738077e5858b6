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
  from ..models.match_aborted import MatchAborted
  from ..models.maya_bid_sealed import MayaBidSealed
  from ..models.maya_bids_revealed import MayaBidsRevealed
  from ..models.maya_blue_marker_chosen import MayaBlueMarkerChosen
  from ..models.maya_building_passed import MayaBuildingPassed
  from ..models.maya_direct_stone_placed import MayaDirectStonePlaced
  from ..models.maya_double_move_started import MayaDoubleMoveStarted
  from ..models.maya_level_scored import MayaLevelScored
  from ..models.maya_plus_two_placed import MayaPlusTwoPlaced
  from ..models.maya_points_taken import MayaPointsTaken
  from ..models.maya_protection_placed import MayaProtectionPlaced
  from ..models.maya_quality_declined import MayaQualityDeclined
  from ..models.maya_quarry_evaluated import MayaQuarryEvaluated
  from ..models.maya_quarry_revealed import MayaQuarryRevealed
  from ..models.maya_quarrying_ended import MayaQuarryingEnded
  from ..models.maya_round_ended import MayaRoundEnded
  from ..models.maya_round_started import MayaRoundStarted
  from ..models.maya_start_player_named import MayaStartPlayerNamed
  from ..models.maya_starting_stone_placed import MayaStartingStonePlaced
  from ..models.maya_stone_built import MayaStoneBuilt
  from ..models.maya_stone_relocated import MayaStoneRelocated
  from ..models.maya_stones_removed import MayaStonesRemoved
  from ..models.maya_stones_transported import MayaStonesTransported
  from ..models.maya_stopped_placing import MayaStoppedPlacing
  from ..models.maya_table_set import MayaTableSet
  from ..models.maya_transport_boosted import MayaTransportBoosted
  from ..models.maya_worker_placed import MayaWorkerPlaced
  from ..models.seat_resigned import SeatResigned
  from ..models.seat_timed_out import SeatTimedOut





T = TypeVar("T", bound="MayaEventRecord")



@_attrs_define
class MayaEventRecord:
    """ 
        Attributes:
            created_at (datetime.datetime):
            event (MatchAborted | MayaBidSealed | MayaBidsRevealed | MayaBlueMarkerChosen | MayaBuildingPassed |
                MayaDirectStonePlaced | MayaDoubleMoveStarted | MayaLevelScored | MayaPlusTwoPlaced | MayaPointsTaken |
                MayaProtectionPlaced | MayaQualityDeclined | MayaQuarryEvaluated | MayaQuarryingEnded | MayaQuarryRevealed |
                MayaRoundEnded | MayaRoundStarted | MayaStartingStonePlaced | MayaStartPlayerNamed | MayaStoneBuilt |
                MayaStoneRelocated | MayaStonesRemoved | MayaStonesTransported | MayaStoppedPlacing | MayaTableSet |
                MayaTransportBoosted | MayaWorkerPlaced | SeatResigned | SeatTimedOut):
            seq (int):
     """

    created_at: datetime.datetime
    event: MatchAborted | MayaBidSealed | MayaBidsRevealed | MayaBlueMarkerChosen | MayaBuildingPassed | MayaDirectStonePlaced | MayaDoubleMoveStarted | MayaLevelScored | MayaPlusTwoPlaced | MayaPointsTaken | MayaProtectionPlaced | MayaQualityDeclined | MayaQuarryEvaluated | MayaQuarryingEnded | MayaQuarryRevealed | MayaRoundEnded | MayaRoundStarted | MayaStartingStonePlaced | MayaStartPlayerNamed | MayaStoneBuilt | MayaStoneRelocated | MayaStonesRemoved | MayaStonesTransported | MayaStoppedPlacing | MayaTableSet | MayaTransportBoosted | MayaWorkerPlaced | SeatResigned | SeatTimedOut
    seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_aborted import MatchAborted # noqa: PLC0415
        from ..models.maya_bid_sealed import MayaBidSealed # noqa: PLC0415
        from ..models.maya_bids_revealed import MayaBidsRevealed # noqa: PLC0415
        from ..models.maya_blue_marker_chosen import MayaBlueMarkerChosen # noqa: PLC0415
        from ..models.maya_building_passed import MayaBuildingPassed # noqa: PLC0415
        from ..models.maya_direct_stone_placed import MayaDirectStonePlaced # noqa: PLC0415
        from ..models.maya_double_move_started import MayaDoubleMoveStarted # noqa: PLC0415
        from ..models.maya_level_scored import MayaLevelScored # noqa: PLC0415
        from ..models.maya_plus_two_placed import MayaPlusTwoPlaced # noqa: PLC0415
        from ..models.maya_points_taken import MayaPointsTaken # noqa: PLC0415
        from ..models.maya_protection_placed import MayaProtectionPlaced # noqa: PLC0415
        from ..models.maya_quality_declined import MayaQualityDeclined # noqa: PLC0415
        from ..models.maya_quarry_evaluated import MayaQuarryEvaluated # noqa: PLC0415
        from ..models.maya_quarry_revealed import MayaQuarryRevealed # noqa: PLC0415
        from ..models.maya_quarrying_ended import MayaQuarryingEnded # noqa: PLC0415
        from ..models.maya_round_ended import MayaRoundEnded # noqa: PLC0415
        from ..models.maya_round_started import MayaRoundStarted # noqa: PLC0415
        from ..models.maya_start_player_named import MayaStartPlayerNamed # noqa: PLC0415
        from ..models.maya_starting_stone_placed import MayaStartingStonePlaced # noqa: PLC0415
        from ..models.maya_stone_built import MayaStoneBuilt # noqa: PLC0415
        from ..models.maya_stone_relocated import MayaStoneRelocated # noqa: PLC0415
        from ..models.maya_stones_removed import MayaStonesRemoved # noqa: PLC0415
        from ..models.maya_stones_transported import MayaStonesTransported # noqa: PLC0415
        from ..models.maya_stopped_placing import MayaStoppedPlacing # noqa: PLC0415
        from ..models.maya_table_set import MayaTableSet # noqa: PLC0415
        from ..models.maya_transport_boosted import MayaTransportBoosted # noqa: PLC0415
        from ..models.maya_worker_placed import MayaWorkerPlaced # noqa: PLC0415
        from ..models.seat_resigned import SeatResigned # noqa: PLC0415
        from ..models.seat_timed_out import SeatTimedOut # noqa: PLC0415
        created_at = self.created_at.isoformat()

        event: dict[str, Any]
        if isinstance(self.event, MayaTableSet):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaStartingStonePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaRoundStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaBidSealed):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaBidsRevealed):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaBlueMarkerChosen):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaWorkerPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaStoppedPlacing):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaPlusTwoPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaProtectionPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaStoneRelocated):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaDirectStonePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaQualityDeclined):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaQuarryRevealed):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaPointsTaken):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaQuarryEvaluated):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaStartPlayerNamed):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaQuarryingEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaTransportBoosted):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaStonesTransported):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaStoneBuilt):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaDoubleMoveStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaBuildingPassed):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaLevelScored):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaStonesRemoved):
            event = self.event.to_dict()
        elif isinstance(self.event, MayaRoundEnded):
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
        from ..models.match_aborted import MatchAborted # noqa: PLC0415
        from ..models.maya_bid_sealed import MayaBidSealed # noqa: PLC0415
        from ..models.maya_bids_revealed import MayaBidsRevealed # noqa: PLC0415
        from ..models.maya_blue_marker_chosen import MayaBlueMarkerChosen # noqa: PLC0415
        from ..models.maya_building_passed import MayaBuildingPassed # noqa: PLC0415
        from ..models.maya_direct_stone_placed import MayaDirectStonePlaced # noqa: PLC0415
        from ..models.maya_double_move_started import MayaDoubleMoveStarted # noqa: PLC0415
        from ..models.maya_level_scored import MayaLevelScored # noqa: PLC0415
        from ..models.maya_plus_two_placed import MayaPlusTwoPlaced # noqa: PLC0415
        from ..models.maya_points_taken import MayaPointsTaken # noqa: PLC0415
        from ..models.maya_protection_placed import MayaProtectionPlaced # noqa: PLC0415
        from ..models.maya_quality_declined import MayaQualityDeclined # noqa: PLC0415
        from ..models.maya_quarry_evaluated import MayaQuarryEvaluated # noqa: PLC0415
        from ..models.maya_quarry_revealed import MayaQuarryRevealed # noqa: PLC0415
        from ..models.maya_quarrying_ended import MayaQuarryingEnded # noqa: PLC0415
        from ..models.maya_round_ended import MayaRoundEnded # noqa: PLC0415
        from ..models.maya_round_started import MayaRoundStarted # noqa: PLC0415
        from ..models.maya_start_player_named import MayaStartPlayerNamed # noqa: PLC0415
        from ..models.maya_starting_stone_placed import MayaStartingStonePlaced # noqa: PLC0415
        from ..models.maya_stone_built import MayaStoneBuilt # noqa: PLC0415
        from ..models.maya_stone_relocated import MayaStoneRelocated # noqa: PLC0415
        from ..models.maya_stones_removed import MayaStonesRemoved # noqa: PLC0415
        from ..models.maya_stones_transported import MayaStonesTransported # noqa: PLC0415
        from ..models.maya_stopped_placing import MayaStoppedPlacing # noqa: PLC0415
        from ..models.maya_table_set import MayaTableSet # noqa: PLC0415
        from ..models.maya_transport_boosted import MayaTransportBoosted # noqa: PLC0415
        from ..models.maya_worker_placed import MayaWorkerPlaced # noqa: PLC0415
        from ..models.seat_resigned import SeatResigned # noqa: PLC0415
        from ..models.seat_timed_out import SeatTimedOut # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_event(data: object) -> MatchAborted | MayaBidSealed | MayaBidsRevealed | MayaBlueMarkerChosen | MayaBuildingPassed | MayaDirectStonePlaced | MayaDoubleMoveStarted | MayaLevelScored | MayaPlusTwoPlaced | MayaPointsTaken | MayaProtectionPlaced | MayaQualityDeclined | MayaQuarryEvaluated | MayaQuarryingEnded | MayaQuarryRevealed | MayaRoundEnded | MayaRoundStarted | MayaStartingStonePlaced | MayaStartPlayerNamed | MayaStoneBuilt | MayaStoneRelocated | MayaStonesRemoved | MayaStonesTransported | MayaStoppedPlacing | MayaTableSet | MayaTransportBoosted | MayaWorkerPlaced | SeatResigned | SeatTimedOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_0 = MayaTableSet.from_dict(data)



                return event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_1 = MayaStartingStonePlaced.from_dict(data)



                return event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_2 = MayaRoundStarted.from_dict(data)



                return event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_3 = MayaBidSealed.from_dict(data)



                return event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_4 = MayaBidsRevealed.from_dict(data)



                return event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_5 = MayaBlueMarkerChosen.from_dict(data)



                return event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_6 = MayaWorkerPlaced.from_dict(data)



                return event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_7 = MayaStoppedPlacing.from_dict(data)



                return event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_8 = MayaPlusTwoPlaced.from_dict(data)



                return event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_9 = MayaProtectionPlaced.from_dict(data)



                return event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_10 = MayaStoneRelocated.from_dict(data)



                return event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_11 = MayaDirectStonePlaced.from_dict(data)



                return event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_12 = MayaQualityDeclined.from_dict(data)



                return event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_13 = MayaQuarryRevealed.from_dict(data)



                return event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_14 = MayaPointsTaken.from_dict(data)



                return event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_15 = MayaQuarryEvaluated.from_dict(data)



                return event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_16 = MayaStartPlayerNamed.from_dict(data)



                return event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_17 = MayaQuarryingEnded.from_dict(data)



                return event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_18 = MayaTransportBoosted.from_dict(data)



                return event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_19 = MayaStonesTransported.from_dict(data)



                return event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_20 = MayaStoneBuilt.from_dict(data)



                return event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_21 = MayaDoubleMoveStarted.from_dict(data)



                return event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_22 = MayaBuildingPassed.from_dict(data)



                return event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_23 = MayaLevelScored.from_dict(data)



                return event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_24 = MayaStonesRemoved.from_dict(data)



                return event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_25 = MayaRoundEnded.from_dict(data)



                return event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_26 = SeatResigned.from_dict(data)



                return event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_27 = SeatTimedOut.from_dict(data)



                return event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            event_type_28 = MatchAborted.from_dict(data)



            return event_type_28

        event = _parse_event(d.pop("event"))


        seq = d.pop("seq")

        maya_event_record = cls(
            created_at=created_at,
            event=event,
            seq=seq,
        )


        maya_event_record.additional_properties = d
        return maya_event_record

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
