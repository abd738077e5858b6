# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.balam_card import BalamCard





T = TypeVar("T", bound="BalamKatunTurned")



@_attrs_define
class BalamKatunTurned:
    """ 
        Attributes:
            card (int):
            face (BalamCard):
            seat (int):
            type_ (Literal['katun_turned']):
     """

    card: int
    face: BalamCard
    seat: int
    type_: Literal['katun_turned']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_card import BalamCard # noqa: PLC0415
        card = self.card

        face = self.face.to_dict()

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "face": face,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balam_card import BalamCard # noqa: PLC0415
        d = dict(src_dict)
        card = d.pop("card")

        face = BalamCard.from_dict(d.pop("face"))




        seat = d.pop("seat")

        type_ = cast(Literal['katun_turned'] , d.pop("type"))
        if type_ != 'katun_turned':
            raise ValueError(f"type must match const 'katun_turned', got '{type_}'")

        balam_katun_turned = cls(
            card=card,
            face=face,
            seat=seat,
            type_=type_,
        )


        balam_katun_turned.additional_properties = d
        return balam_katun_turned

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
