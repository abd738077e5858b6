# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BalamDiceRolled")



@_attrs_define
class BalamDiceRolled:
    """ 
        Attributes:
            faces (list[int | str]):
            seat (int):
            type_ (Literal['dice_rolled']):
     """

    faces: list[int | str]
    seat: int
    type_: Literal['dice_rolled']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        faces = []
        for faces_item_data in self.faces:
            faces_item: int | str
            faces_item = faces_item_data
            faces.append(faces_item)



        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "faces": faces,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faces = []
        _faces = d.pop("faces")
        for faces_item_data in (_faces):
            def _parse_faces_item(data: object) -> int | str:
                return cast(int | str, data)

            faces_item = _parse_faces_item(faces_item_data)

            faces.append(faces_item)


        seat = d.pop("seat")

        type_ = cast(Literal['dice_rolled'] , d.pop("type"))
        if type_ != 'dice_rolled':
            raise ValueError(f"type must match const 'dice_rolled', got '{type_}'")

        balam_dice_rolled = cls(
            faces=faces,
            seat=seat,
            type_=type_,
        )


        balam_dice_rolled.additional_properties = d
        return balam_dice_rolled

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
