# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.balam_building import BalamBuilding





T = TypeVar("T", bound="BalamSiteView")



@_attrs_define
class BalamSiteView:
    """ 
        Attributes:
            buildings (list[BalamBuilding]):
            owner (int | None):
            small_pyramids (list[int]):
     """

    buildings: list[BalamBuilding]
    owner: int | None
    small_pyramids: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_building import BalamBuilding # noqa: PLC0415
        buildings = []
        for buildings_item_data in self.buildings:
            buildings_item = buildings_item_data.to_dict()
            buildings.append(buildings_item)



        owner: int | None
        owner = self.owner

        small_pyramids = self.small_pyramids




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "buildings": buildings,
            "owner": owner,
            "small_pyramids": small_pyramids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balam_building import BalamBuilding # noqa: PLC0415
        d = dict(src_dict)
        buildings = []
        _buildings = d.pop("buildings")
        for buildings_item_data in (_buildings):
            buildings_item = BalamBuilding.from_dict(buildings_item_data)



            buildings.append(buildings_item)


        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))


        small_pyramids = cast(list[int], d.pop("small_pyramids"))


        balam_site_view = cls(
            buildings=buildings,
            owner=owner,
            small_pyramids=small_pyramids,
        )


        balam_site_view.additional_properties = d
        return balam_site_view

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
