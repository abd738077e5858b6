# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.maya_level_view import MayaLevelView





T = TypeVar("T", bound="MayaPyramidView")



@_attrs_define
class MayaPyramidView:
    """ 
        Attributes:
            levels (list[MayaLevelView]):
            name (str):
            open_level (int | None):
     """

    levels: list[MayaLevelView]
    name: str
    open_level: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.maya_level_view import MayaLevelView # noqa: PLC0415
        levels = []
        for levels_item_data in self.levels:
            levels_item = levels_item_data.to_dict()
            levels.append(levels_item)



        name = self.name

        open_level: int | None
        open_level = self.open_level


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "levels": levels,
            "name": name,
            "open_level": open_level,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.maya_level_view import MayaLevelView # noqa: PLC0415
        d = dict(src_dict)
        levels = []
        _levels = d.pop("levels")
        for levels_item_data in (_levels):
            levels_item = MayaLevelView.from_dict(levels_item_data)



            levels.append(levels_item)


        name = d.pop("name")

        def _parse_open_level(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        open_level = _parse_open_level(d.pop("open_level"))


        maya_pyramid_view = cls(
            levels=levels,
            name=name,
            open_level=open_level,
        )


        maya_pyramid_view.additional_properties = d
        return maya_pyramid_view

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
