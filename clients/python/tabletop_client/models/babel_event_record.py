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
  from ..models.babel_built import BabelBuilt
  from ..models.babel_cards_stolen import BabelCardsStolen
  from ..models.babel_game_ended import BabelGameEnded
  from ..models.babel_halving_demanded import BabelHalvingDemanded
  from ..models.babel_hand_discarded import BabelHandDiscarded
  from ..models.babel_level_stolen import BabelLevelStolen
  from ..models.babel_migrated import BabelMigrated
  from ..models.babel_people_drawn import BabelPeopleDrawn
  from ..models.babel_people_eliminated import BabelPeopleEliminated
  from ..models.babel_people_reshuffled import BabelPeopleReshuffled
  from ..models.babel_power_invoked import BabelPowerInvoked
  from ..models.babel_settled import BabelSettled
  from ..models.babel_table_set import BabelTableSet
  from ..models.babel_temple_destroyed import BabelTempleDestroyed
  from ..models.babel_temples_drawn import BabelTemplesDrawn
  from ..models.babel_traveled import BabelTraveled
  from ..models.babel_turn_started import BabelTurnStarted
  from ..models.match_aborted import MatchAborted
  from ..models.seat_resigned import SeatResigned
  from ..models.seat_timed_out import SeatTimedOut





T = TypeVar("T", bound="BabelEventRecord")



@_attrs_define
class BabelEventRecord:
    """ 
        Attributes:
            created_at (datetime.datetime):
            event (BabelBuilt | BabelCardsStolen | BabelGameEnded | BabelHalvingDemanded | BabelHandDiscarded |
                BabelLevelStolen | BabelMigrated | BabelPeopleDrawn | BabelPeopleEliminated | BabelPeopleReshuffled |
                BabelPowerInvoked | BabelSettled | BabelTableSet | BabelTempleDestroyed | BabelTemplesDrawn | BabelTraveled |
                BabelTurnStarted | MatchAborted | SeatResigned | SeatTimedOut):
            seq (int):
     """

    created_at: datetime.datetime
    event: BabelBuilt | BabelCardsStolen | BabelGameEnded | BabelHalvingDemanded | BabelHandDiscarded | BabelLevelStolen | BabelMigrated | BabelPeopleDrawn | BabelPeopleEliminated | BabelPeopleReshuffled | BabelPowerInvoked | BabelSettled | BabelTableSet | BabelTempleDestroyed | BabelTemplesDrawn | BabelTraveled | BabelTurnStarted | MatchAborted | SeatResigned | SeatTimedOut
    seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.babel_built import BabelBuilt # noqa: PLC0415
        from ..models.babel_cards_stolen import BabelCardsStolen # noqa: PLC0415
        from ..models.babel_game_ended import BabelGameEnded # noqa: PLC0415
        from ..models.babel_halving_demanded import BabelHalvingDemanded # noqa: PLC0415
        from ..models.babel_hand_discarded import BabelHandDiscarded # noqa: PLC0415
        from ..models.babel_level_stolen import BabelLevelStolen # noqa: PLC0415
        from ..models.babel_migrated import BabelMigrated # noqa: PLC0415
        from ..models.babel_people_drawn import BabelPeopleDrawn # noqa: PLC0415
        from ..models.babel_people_eliminated import BabelPeopleEliminated # noqa: PLC0415
        from ..models.babel_people_reshuffled import BabelPeopleReshuffled # noqa: PLC0415
        from ..models.babel_power_invoked import BabelPowerInvoked # noqa: PLC0415
        from ..models.babel_settled import BabelSettled # noqa: PLC0415
        from ..models.babel_table_set import BabelTableSet # noqa: PLC0415
        from ..models.babel_temple_destroyed import BabelTempleDestroyed # noqa: PLC0415
        from ..models.babel_temples_drawn import BabelTemplesDrawn # noqa: PLC0415
        from ..models.babel_traveled import BabelTraveled # noqa: PLC0415
        from ..models.babel_turn_started import BabelTurnStarted # noqa: PLC0415
        from ..models.match_aborted import MatchAborted # noqa: PLC0415
        from ..models.seat_resigned import SeatResigned # noqa: PLC0415
        from ..models.seat_timed_out import SeatTimedOut # noqa: PLC0415
        created_at = self.created_at.isoformat()

        event: dict[str, Any]
        if isinstance(self.event, BabelTableSet):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelPeopleDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelPeopleReshuffled):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelTurnStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelTraveled):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelSettled):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelBuilt):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelMigrated):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelPowerInvoked):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelTempleDestroyed):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelPeopleEliminated):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelCardsStolen):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelLevelStolen):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelHalvingDemanded):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelHandDiscarded):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelTemplesDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, BabelGameEnded):
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
        from ..models.babel_built import BabelBuilt # noqa: PLC0415
        from ..models.babel_cards_stolen import BabelCardsStolen # noqa: PLC0415
        from ..models.babel_game_ended import BabelGameEnded # noqa: PLC0415
        from ..models.babel_halving_demanded import BabelHalvingDemanded # noqa: PLC0415
        from ..models.babel_hand_discarded import BabelHandDiscarded # noqa: PLC0415
        from ..models.babel_level_stolen import BabelLevelStolen # noqa: PLC0415
        from ..models.babel_migrated import BabelMigrated # noqa: PLC0415
        from ..models.babel_people_drawn import BabelPeopleDrawn # noqa: PLC0415
        from ..models.babel_people_eliminated import BabelPeopleEliminated # noqa: PLC0415
        from ..models.babel_people_reshuffled import BabelPeopleReshuffled # noqa: PLC0415
        from ..models.babel_power_invoked import BabelPowerInvoked # noqa: PLC0415
        from ..models.babel_settled import BabelSettled # noqa: PLC0415
        from ..models.babel_table_set import BabelTableSet # noqa: PLC0415
        from ..models.babel_temple_destroyed import BabelTempleDestroyed # noqa: PLC0415
        from ..models.babel_temples_drawn import BabelTemplesDrawn # noqa: PLC0415
        from ..models.babel_traveled import BabelTraveled # noqa: PLC0415
        from ..models.babel_turn_started import BabelTurnStarted # noqa: PLC0415
        from ..models.match_aborted import MatchAborted # noqa: PLC0415
        from ..models.seat_resigned import SeatResigned # noqa: PLC0415
        from ..models.seat_timed_out import SeatTimedOut # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_event(data: object) -> BabelBuilt | BabelCardsStolen | BabelGameEnded | BabelHalvingDemanded | BabelHandDiscarded | BabelLevelStolen | BabelMigrated | BabelPeopleDrawn | BabelPeopleEliminated | BabelPeopleReshuffled | BabelPowerInvoked | BabelSettled | BabelTableSet | BabelTempleDestroyed | BabelTemplesDrawn | BabelTraveled | BabelTurnStarted | MatchAborted | SeatResigned | SeatTimedOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_0 = BabelTableSet.from_dict(data)



                return event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_1 = BabelPeopleDrawn.from_dict(data)



                return event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_2 = BabelPeopleReshuffled.from_dict(data)



                return event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_3 = BabelTurnStarted.from_dict(data)



                return event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_4 = BabelTraveled.from_dict(data)



                return event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_5 = BabelSettled.from_dict(data)



                return event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_6 = BabelBuilt.from_dict(data)



                return event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_7 = BabelMigrated.from_dict(data)



                return event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_8 = BabelPowerInvoked.from_dict(data)



                return event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_9 = BabelTempleDestroyed.from_dict(data)



                return event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_10 = BabelPeopleEliminated.from_dict(data)



                return event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_11 = BabelCardsStolen.from_dict(data)



                return event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_12 = BabelLevelStolen.from_dict(data)



                return event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_13 = BabelHalvingDemanded.from_dict(data)



                return event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_14 = BabelHandDiscarded.from_dict(data)



                return event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_15 = BabelTemplesDrawn.from_dict(data)



                return event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_16 = BabelGameEnded.from_dict(data)



                return event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_17 = SeatResigned.from_dict(data)



                return event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_18 = SeatTimedOut.from_dict(data)



                return event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            event_type_19 = MatchAborted.from_dict(data)



            return event_type_19

        event = _parse_event(d.pop("event"))


        seq = d.pop("seq")

        babel_event_record = cls(
            created_at=created_at,
            event=event,
            seq=seq,
        )


        babel_event_record.additional_properties = d
        return babel_event_record

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
