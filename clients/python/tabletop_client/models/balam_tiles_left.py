# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BalamTilesLeft")



@_attrs_define
class BalamTilesLeft:
    """ 
        Attributes:
            ball_court_observatory (int):
            market_storage (int):
            palace_temple (int):
            village_garrison (int):
     """

    ball_court_observatory: int
    market_storage: int
    palace_temple: int
    village_garrison: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ball_court_observatory = self.ball_court_observatory

        market_storage = self.market_storage

        palace_temple = self.palace_temple

        village_garrison = self.village_garrison


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ball_court_observatory": ball_court_observatory,
            "market_storage": market_storage,
            "palace_temple": palace_temple,
            "village_garrison": village_garrison,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ball_court_observatory = d.pop("ball_court_observatory")

        market_storage = d.pop("market_storage")

        palace_temple = d.pop("palace_temple")

        village_garrison = d.pop("village_garrison")

        balam_tiles_left = cls(
            ball_court_observatory=ball_court_observatory,
            market_storage=market_storage,
            palace_temple=palace_temple,
            village_garrison=village_garrison,
        )


        balam_tiles_left.additional_properties = d
        return balam_tiles_left

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
