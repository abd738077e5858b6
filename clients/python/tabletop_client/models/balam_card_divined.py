# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.balam_card import BalamCard





T = TypeVar("T", bound="BalamCardDivined")



@_attrs_define
class BalamCardDivined:
    """ 
        Attributes:
            card (int):
            seat (int):
            type_ (Literal['card_divined']):
            face (BalamCard | None | Unset):
     """

    card: int
    seat: int
    type_: Literal['card_divined']
    face: BalamCard | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_card import BalamCard # noqa: PLC0415
        card = self.card

        seat = self.seat

        type_ = self.type_

        face: dict[str, Any] | None | Unset
        if isinstance(self.face, Unset):
            face = UNSET
        elif isinstance(self.face, BalamCard):
            face = self.face.to_dict()
        else:
            face = self.face


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
        })
        if face is not UNSET:
            field_dict["face"] = face

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balam_card import BalamCard # noqa: PLC0415
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = cast(Literal['card_divined'] , d.pop("type"))
        if type_ != 'card_divined':
            raise ValueError(f"type must match const 'card_divined', got '{type_}'")

        def _parse_face(data: object) -> BalamCard | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                face_type_0 = BalamCard.from_dict(data)



                return face_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BalamCard | None | Unset, data)

        face = _parse_face(d.pop("face", UNSET))


        balam_card_divined = cls(
            card=card,
            seat=seat,
            type_=type_,
            face=face,
        )


        balam_card_divined.additional_properties = d
        return balam_card_divined

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
