# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.balam_building_kind import BalamBuildingKind
from ..models.balam_wealth import BalamWealth
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BalamBuilding")



@_attrs_define
class BalamBuilding:
    """ 
        Attributes:
            kind (BalamBuildingKind):
            slot (int):
            wealth (list[BalamWealth] | Unset):
     """

    kind: BalamBuildingKind
    slot: int
    wealth: list[BalamWealth] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        slot = self.slot

        wealth: list[str] | Unset = UNSET
        if not isinstance(self.wealth, Unset):
            wealth = []
            for wealth_item_data in self.wealth:
                wealth_item = wealth_item_data.value
                wealth.append(wealth_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "slot": slot,
        })
        if wealth is not UNSET:
            field_dict["wealth"] = wealth

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = BalamBuildingKind(d.pop("kind"))




        slot = d.pop("slot")

        _wealth = d.pop("wealth", UNSET)
        wealth: list[BalamWealth] | Unset = UNSET
        if _wealth is not UNSET:
            wealth = []
            for wealth_item_data in _wealth:
                wealth_item = BalamWealth(wealth_item_data)



                wealth.append(wealth_item)


        balam_building = cls(
            kind=kind,
            slot=slot,
            wealth=wealth,
        )


        balam_building.additional_properties = d
        return balam_building

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
