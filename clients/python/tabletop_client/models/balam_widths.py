# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BalamWidths")



@_attrs_define
class BalamWidths:
    """ 
        Attributes:
            ball_court (int):
            garrison (int):
            market (int):
            observatory (int):
            palace (int):
            storage (int):
            temple (int):
            village (int):
     """

    ball_court: int
    garrison: int
    market: int
    observatory: int
    palace: int
    storage: int
    temple: int
    village: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ball_court = self.ball_court

        garrison = self.garrison

        market = self.market

        observatory = self.observatory

        palace = self.palace

        storage = self.storage

        temple = self.temple

        village = self.village


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ball_court": ball_court,
            "garrison": garrison,
            "market": market,
            "observatory": observatory,
            "palace": palace,
            "storage": storage,
            "temple": temple,
            "village": village,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ball_court = d.pop("ball_court")

        garrison = d.pop("garrison")

        market = d.pop("market")

        observatory = d.pop("observatory")

        palace = d.pop("palace")

        storage = d.pop("storage")

        temple = d.pop("temple")

        village = d.pop("village")

        balam_widths = cls(
            ball_court=ball_court,
            garrison=garrison,
            market=market,
            observatory=observatory,
            palace=palace,
            storage=storage,
            temple=temple,
            village=village,
        )


        balam_widths.additional_properties = d
        return balam_widths

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
