# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BalamSiteInfo")



@_attrs_define
class BalamSiteInfo:
    """ 
        Attributes:
            col (int):
            neighbours (list[int]):
            production (str):
            row (int):
            sea_side (bool):
            slots (int):
            volcano_side (bool):
     """

    col: int
    neighbours: list[int]
    production: str
    row: int
    sea_side: bool
    slots: int
    volcano_side: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        col = self.col

        neighbours = self.neighbours



        production = self.production

        row = self.row

        sea_side = self.sea_side

        slots = self.slots

        volcano_side = self.volcano_side


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "col": col,
            "neighbours": neighbours,
            "production": production,
            "row": row,
            "sea_side": sea_side,
            "slots": slots,
            "volcano_side": volcano_side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        col = d.pop("col")

        neighbours = cast(list[int], d.pop("neighbours"))


        production = d.pop("production")

        row = d.pop("row")

        sea_side = d.pop("sea_side")

        slots = d.pop("slots")

        volcano_side = d.pop("volcano_side")

        balam_site_info = cls(
            col=col,
            neighbours=neighbours,
            production=production,
            row=row,
            sea_side=sea_side,
            slots=slots,
            volcano_side=volcano_side,
        )


        balam_site_info.additional_properties = d
        return balam_site_info

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
