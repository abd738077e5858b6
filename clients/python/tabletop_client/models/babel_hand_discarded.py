# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.babel_people import BabelPeople
from typing import Literal, cast






T = TypeVar("T", bound="BabelHandDiscarded")



@_attrs_define
class BabelHandDiscarded:
    """ 
        Attributes:
            people (BabelPeople): The five peoples. Each people card's colour is its site on the board, so the
                    five sites are named by their people.
            seat (int):
            type_ (Literal['hand_discarded']):
     """

    people: BabelPeople
    seat: int
    type_: Literal['hand_discarded']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        people = self.people.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "people": people,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        people = BabelPeople(d.pop("people"))




        seat = d.pop("seat")

        type_ = cast(Literal['hand_discarded'] , d.pop("type"))
        if type_ != 'hand_discarded':
            raise ValueError(f"type must match const 'hand_discarded', got '{type_}'")

        babel_hand_discarded = cls(
            people=people,
            seat=seat,
            type_=type_,
        )


        babel_hand_discarded.additional_properties = d
        return babel_hand_discarded

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
