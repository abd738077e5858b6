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
  from ..models.bali_altar_peeked import BaliAltarPeeked
  from ..models.bali_altar_seeded import BaliAltarSeeded
  from ..models.bali_card_removed import BaliCardRemoved
  from ..models.bali_card_taken import BaliCardTaken
  from ..models.bali_cards_played import BaliCardsPlayed
  from ..models.bali_column_dealt import BaliColumnDealt
  from ..models.bali_deck_shuffled import BaliDeckShuffled
  from ..models.bali_game_ended import BaliGameEnded
  from ..models.bali_harvested import BaliHarvested
  from ..models.bali_offered import BaliOffered
  from ..models.bali_offering_bought import BaliOfferingBought
  from ..models.bali_oracle_taken import BaliOracleTaken
  from ..models.bali_purchase_skipped import BaliPurchaseSkipped
  from ..models.bali_rewarded import BaliRewarded
  from ..models.bali_scoring_started import BaliScoringStarted
  from ..models.bali_turn_started import BaliTurnStarted
  from ..models.match_aborted import MatchAborted
  from ..models.seat_resigned import SeatResigned
  from ..models.seat_timed_out import SeatTimedOut





T = TypeVar("T", bound="BaliEventRecord")



@_attrs_define
class BaliEventRecord:
    """ 
        Attributes:
            created_at (datetime.datetime):
            event (BaliAltarPeeked | BaliAltarSeeded | BaliCardRemoved | BaliCardsPlayed | BaliCardTaken | BaliColumnDealt |
                BaliDeckShuffled | BaliGameEnded | BaliHarvested | BaliOffered | BaliOfferingBought | BaliOracleTaken |
                BaliPurchaseSkipped | BaliRewarded | BaliScoringStarted | BaliTurnStarted | MatchAborted | SeatResigned |
                SeatTimedOut):
            seq (int):
     """

    created_at: datetime.datetime
    event: BaliAltarPeeked | BaliAltarSeeded | BaliCardRemoved | BaliCardsPlayed | BaliCardTaken | BaliColumnDealt | BaliDeckShuffled | BaliGameEnded | BaliHarvested | BaliOffered | BaliOfferingBought | BaliOracleTaken | BaliPurchaseSkipped | BaliRewarded | BaliScoringStarted | BaliTurnStarted | MatchAborted | SeatResigned | SeatTimedOut
    seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bali_altar_peeked import BaliAltarPeeked # noqa: PLC0415
        from ..models.bali_altar_seeded import BaliAltarSeeded # noqa: PLC0415
        from ..models.bali_card_removed import BaliCardRemoved # noqa: PLC0415
        from ..models.bali_card_taken import BaliCardTaken # noqa: PLC0415
        from ..models.bali_cards_played import BaliCardsPlayed # noqa: PLC0415
        from ..models.bali_column_dealt import BaliColumnDealt # noqa: PLC0415
        from ..models.bali_deck_shuffled import BaliDeckShuffled # noqa: PLC0415
        from ..models.bali_game_ended import BaliGameEnded # noqa: PLC0415
        from ..models.bali_harvested import BaliHarvested # noqa: PLC0415
        from ..models.bali_offered import BaliOffered # noqa: PLC0415
        from ..models.bali_offering_bought import BaliOfferingBought # noqa: PLC0415
        from ..models.bali_oracle_taken import BaliOracleTaken # noqa: PLC0415
        from ..models.bali_purchase_skipped import BaliPurchaseSkipped # noqa: PLC0415
        from ..models.bali_rewarded import BaliRewarded # noqa: PLC0415
        from ..models.bali_scoring_started import BaliScoringStarted # noqa: PLC0415
        from ..models.bali_turn_started import BaliTurnStarted # noqa: PLC0415
        from ..models.match_aborted import MatchAborted # noqa: PLC0415
        from ..models.seat_resigned import SeatResigned # noqa: PLC0415
        from ..models.seat_timed_out import SeatTimedOut # noqa: PLC0415
        created_at = self.created_at.isoformat()

        event: dict[str, Any]
        if isinstance(self.event, BaliDeckShuffled):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliAltarSeeded):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliColumnDealt):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliTurnStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliOfferingBought):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliPurchaseSkipped):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliCardsPlayed):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliCardRemoved):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliOffered):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliCardTaken):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliAltarPeeked):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliOracleTaken):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliScoringStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliRewarded):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliHarvested):
            event = self.event.to_dict()
        elif isinstance(self.event, BaliGameEnded):
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
        from ..models.bali_altar_peeked import BaliAltarPeeked # noqa: PLC0415
        from ..models.bali_altar_seeded import BaliAltarSeeded # noqa: PLC0415
        from ..models.bali_card_removed import BaliCardRemoved # noqa: PLC0415
        from ..models.bali_card_taken import BaliCardTaken # noqa: PLC0415
        from ..models.bali_cards_played import BaliCardsPlayed # noqa: PLC0415
        from ..models.bali_column_dealt import BaliColumnDealt # noqa: PLC0415
        from ..models.bali_deck_shuffled import BaliDeckShuffled # noqa: PLC0415
        from ..models.bali_game_ended import BaliGameEnded # noqa: PLC0415
        from ..models.bali_harvested import BaliHarvested # noqa: PLC0415
        from ..models.bali_offered import BaliOffered # noqa: PLC0415
        from ..models.bali_offering_bought import BaliOfferingBought # noqa: PLC0415
        from ..models.bali_oracle_taken import BaliOracleTaken # noqa: PLC0415
        from ..models.bali_purchase_skipped import BaliPurchaseSkipped # noqa: PLC0415
        from ..models.bali_rewarded import BaliRewarded # noqa: PLC0415
        from ..models.bali_scoring_started import BaliScoringStarted # noqa: PLC0415
        from ..models.bali_turn_started import BaliTurnStarted # noqa: PLC0415
        from ..models.match_aborted import MatchAborted # noqa: PLC0415
        from ..models.seat_resigned import SeatResigned # noqa: PLC0415
        from ..models.seat_timed_out import SeatTimedOut # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_event(data: object) -> BaliAltarPeeked | BaliAltarSeeded | BaliCardRemoved | BaliCardsPlayed | BaliCardTaken | BaliColumnDealt | BaliDeckShuffled | BaliGameEnded | BaliHarvested | BaliOffered | BaliOfferingBought | BaliOracleTaken | BaliPurchaseSkipped | BaliRewarded | BaliScoringStarted | BaliTurnStarted | MatchAborted | SeatResigned | SeatTimedOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_0 = BaliDeckShuffled.from_dict(data)



                return event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_1 = BaliAltarSeeded.from_dict(data)



                return event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_2 = BaliColumnDealt.from_dict(data)



                return event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_3 = BaliTurnStarted.from_dict(data)



                return event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_4 = BaliOfferingBought.from_dict(data)



                return event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_5 = BaliPurchaseSkipped.from_dict(data)



                return event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_6 = BaliCardsPlayed.from_dict(data)



                return event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_7 = BaliCardRemoved.from_dict(data)



                return event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_8 = BaliOffered.from_dict(data)



                return event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_9 = BaliCardTaken.from_dict(data)



                return event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_10 = BaliAltarPeeked.from_dict(data)



                return event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_11 = BaliOracleTaken.from_dict(data)



                return event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_12 = BaliScoringStarted.from_dict(data)



                return event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_13 = BaliRewarded.from_dict(data)



                return event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_14 = BaliHarvested.from_dict(data)



                return event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_15 = BaliGameEnded.from_dict(data)



                return event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_16 = SeatResigned.from_dict(data)



                return event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_17 = SeatTimedOut.from_dict(data)



                return event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            event_type_18 = MatchAborted.from_dict(data)



            return event_type_18

        event = _parse_event(d.pop("event"))


        seq = d.pop("seq")

        bali_event_record = cls(
            created_at=created_at,
            event=event,
            seq=seq,
        )


        bali_event_record.additional_properties = d
        return bali_event_record

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
