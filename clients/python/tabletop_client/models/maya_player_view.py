# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.maya_marker_view import MayaMarkerView





T = TypeVar("T", bound="MayaPlayerView")



@_attrs_define
class MayaPlayerView:
    """ 
        Attributes:
            bid (int | None):
            gold (int):
            has_bid (bool):
            high_cards (int):
            low_cards (int):
            markers (list[MayaMarkerView]):
            passed (bool):
            reserve (int):
            seat (int):
            stones (int):
     """

    bid: int | None
    gold: int
    has_bid: bool
    high_cards: int
    low_cards: int
    markers: list[MayaMarkerView]
    passed: bool
    reserve: int
    seat: int
    stones: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.maya_marker_view import MayaMarkerView # noqa: PLC0415
        bid: int | None
        bid = self.bid

        gold = self.gold

        has_bid = self.has_bid

        high_cards = self.high_cards

        low_cards = self.low_cards

        markers = []
        for markers_item_data in self.markers:
            markers_item = markers_item_data.to_dict()
            markers.append(markers_item)



        passed = self.passed

        reserve = self.reserve

        seat = self.seat

        stones = self.stones


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bid": bid,
            "gold": gold,
            "has_bid": has_bid,
            "high_cards": high_cards,
            "low_cards": low_cards,
            "markers": markers,
            "passed": passed,
            "reserve": reserve,
            "seat": seat,
            "stones": stones,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.maya_marker_view import MayaMarkerView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bid = _parse_bid(d.pop("bid"))


        gold = d.pop("gold")

        has_bid = d.pop("has_bid")

        high_cards = d.pop("high_cards")

        low_cards = d.pop("low_cards")

        markers = []
        _markers = d.pop("markers")
        for markers_item_data in (_markers):
            markers_item = MayaMarkerView.from_dict(markers_item_data)



            markers.append(markers_item)


        passed = d.pop("passed")

        reserve = d.pop("reserve")

        seat = d.pop("seat")

        stones = d.pop("stones")

        maya_player_view = cls(
            bid=bid,
            gold=gold,
            has_bid=has_bid,
            high_cards=high_cards,
            low_cards=low_cards,
            markers=markers,
            passed=passed,
            reserve=reserve,
            seat=seat,
            stones=stones,
        )


        maya_player_view.additional_properties = d
        return maya_player_view

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
