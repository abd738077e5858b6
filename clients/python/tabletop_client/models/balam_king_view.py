# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.balam_wealth_count import BalamWealthCount





T = TypeVar("T", bound="BalamKingView")



@_attrs_define
class BalamKingView:
    """ 
        Attributes:
            chest (BalamWealthCount):
            cities (int):
            large_pyramids_left (int):
            prestige (int):
            small_pyramids_left (int):
     """

    chest: BalamWealthCount
    cities: int
    large_pyramids_left: int
    prestige: int
    small_pyramids_left: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_wealth_count import BalamWealthCount # noqa: PLC0415
        chest = self.chest.to_dict()

        cities = self.cities

        large_pyramids_left = self.large_pyramids_left

        prestige = self.prestige

        small_pyramids_left = self.small_pyramids_left


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "chest": chest,
            "cities": cities,
            "large_pyramids_left": large_pyramids_left,
            "prestige": prestige,
            "small_pyramids_left": small_pyramids_left,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balam_wealth_count import BalamWealthCount # noqa: PLC0415
        d = dict(src_dict)
        chest = BalamWealthCount.from_dict(d.pop("chest"))




        cities = d.pop("cities")

        large_pyramids_left = d.pop("large_pyramids_left")

        prestige = d.pop("prestige")

        small_pyramids_left = d.pop("small_pyramids_left")

        balam_king_view = cls(
            chest=chest,
            cities=cities,
            large_pyramids_left=large_pyramids_left,
            prestige=prestige,
            small_pyramids_left=small_pyramids_left,
        )


        balam_king_view.additional_properties = d
        return balam_king_view

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
