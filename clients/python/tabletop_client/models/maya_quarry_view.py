# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_quarry_view_marker_type_0 import MayaQuarryViewMarkerType0
from ..models.maya_quarry_view_marker_type_1 import MayaQuarryViewMarkerType1
from typing import cast

if TYPE_CHECKING:
  from ..models.maya_card_view import MayaCardView





T = TypeVar("T", bound="MayaQuarryView")



@_attrs_define
class MayaQuarryView:
    """ 
        Attributes:
            cards (list[MayaCardView]):
            evaluated (bool):
            marker (MayaQuarryViewMarkerType0 | MayaQuarryViewMarkerType1):
            max_cards (int):
            revealed (bool):
            stones (list[int]):
     """

    cards: list[MayaCardView]
    evaluated: bool
    marker: MayaQuarryViewMarkerType0 | MayaQuarryViewMarkerType1
    max_cards: int
    revealed: bool
    stones: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.maya_card_view import MayaCardView # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        evaluated = self.evaluated

        marker: str
        if isinstance(self.marker, MayaQuarryViewMarkerType0):
            marker = self.marker.value
        else:
            marker = self.marker.value


        max_cards = self.max_cards

        revealed = self.revealed

        stones = self.stones




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "evaluated": evaluated,
            "marker": marker,
            "max_cards": max_cards,
            "revealed": revealed,
            "stones": stones,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.maya_card_view import MayaCardView # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = MayaCardView.from_dict(cards_item_data)



            cards.append(cards_item)


        evaluated = d.pop("evaluated")

        def _parse_marker(data: object) -> MayaQuarryViewMarkerType0 | MayaQuarryViewMarkerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_0 = MayaQuarryViewMarkerType0(data)



                return marker_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            marker_type_1 = MayaQuarryViewMarkerType1(data)



            return marker_type_1

        marker = _parse_marker(d.pop("marker"))


        max_cards = d.pop("max_cards")

        revealed = d.pop("revealed")

        stones = cast(list[int], d.pop("stones"))


        maya_quarry_view = cls(
            cards=cards,
            evaluated=evaluated,
            marker=marker,
            max_cards=max_cards,
            revealed=revealed,
            stones=stones,
        )


        maya_quarry_view.additional_properties = d
        return maya_quarry_view

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
