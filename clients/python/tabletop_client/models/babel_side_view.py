# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.babel_people import BabelPeople
from typing import cast

if TYPE_CHECKING:
  from ..models.babel_site_view import BabelSiteView





T = TypeVar("T", bound="BabelSideView")



@_attrs_define
class BabelSideView:
    """ 
        Attributes:
            hand (list[BabelPeople] | None):
            hand_count (int):
            pawn (BabelPeople | None):
            quarry (list[int]):
            reserved_temple (bool):
            score (int):
            seat (int):
            sites (list[BabelSiteView]):
     """

    hand: list[BabelPeople] | None
    hand_count: int
    pawn: BabelPeople | None
    quarry: list[int]
    reserved_temple: bool
    score: int
    seat: int
    sites: list[BabelSiteView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.babel_site_view import BabelSiteView # noqa: PLC0415
        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.value
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        hand_count = self.hand_count

        pawn: None | str
        if isinstance(self.pawn, BabelPeople):
            pawn = self.pawn.value
        else:
            pawn = self.pawn

        quarry = self.quarry



        reserved_temple = self.reserved_temple

        score = self.score

        seat = self.seat

        sites = []
        for sites_item_data in self.sites:
            sites_item = sites_item_data.to_dict()
            sites.append(sites_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hand": hand,
            "hand_count": hand_count,
            "pawn": pawn,
            "quarry": quarry,
            "reserved_temple": reserved_temple,
            "score": score,
            "seat": seat,
            "sites": sites,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.babel_site_view import BabelSiteView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_hand(data: object) -> list[BabelPeople] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = BabelPeople(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BabelPeople] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_count = d.pop("hand_count")

        def _parse_pawn(data: object) -> BabelPeople | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pawn_type_0 = BabelPeople(data)



                return pawn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BabelPeople | None, data)

        pawn = _parse_pawn(d.pop("pawn"))


        quarry = cast(list[int], d.pop("quarry"))


        reserved_temple = d.pop("reserved_temple")

        score = d.pop("score")

        seat = d.pop("seat")

        sites = []
        _sites = d.pop("sites")
        for sites_item_data in (_sites):
            sites_item = BabelSiteView.from_dict(sites_item_data)



            sites.append(sites_item)


        babel_side_view = cls(
            hand=hand,
            hand_count=hand_count,
            pawn=pawn,
            quarry=quarry,
            reserved_temple=reserved_temple,
            score=score,
            seat=seat,
            sites=sites,
        )


        babel_side_view.additional_properties = d
        return babel_side_view

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
