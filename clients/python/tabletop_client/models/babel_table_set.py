# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.babel_people import BabelPeople
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BabelTableSet")



@_attrs_define
class BabelTableSet:
    """ 
        Attributes:
            people_count (int):
            people_pile (list[BabelPeople] | None):
            temple_count (int):
            temple_pile (list[int] | None):
            type_ (Literal['table_set']):
     """

    people_count: int
    people_pile: list[BabelPeople] | None
    temple_count: int
    temple_pile: list[int] | None
    type_: Literal['table_set']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        people_count = self.people_count

        people_pile: list[str] | None
        if isinstance(self.people_pile, list):
            people_pile = []
            for people_pile_type_0_item_data in self.people_pile:
                people_pile_type_0_item = people_pile_type_0_item_data.value
                people_pile.append(people_pile_type_0_item)


        else:
            people_pile = self.people_pile

        temple_count = self.temple_count

        temple_pile: list[int] | None
        if isinstance(self.temple_pile, list):
            temple_pile = self.temple_pile


        else:
            temple_pile = self.temple_pile

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "people_count": people_count,
            "people_pile": people_pile,
            "temple_count": temple_count,
            "temple_pile": temple_pile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        people_count = d.pop("people_count")

        def _parse_people_pile(data: object) -> list[BabelPeople] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                people_pile_type_0 = []
                _people_pile_type_0 = data
                for people_pile_type_0_item_data in (_people_pile_type_0):
                    people_pile_type_0_item = BabelPeople(people_pile_type_0_item_data)



                    people_pile_type_0.append(people_pile_type_0_item)

                return people_pile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BabelPeople] | None, data)

        people_pile = _parse_people_pile(d.pop("people_pile"))


        temple_count = d.pop("temple_count")

        def _parse_temple_pile(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                temple_pile_type_0 = cast(list[int], data)

                return temple_pile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        temple_pile = _parse_temple_pile(d.pop("temple_pile"))


        type_ = cast(Literal['table_set'] , d.pop("type"))
        if type_ != 'table_set':
            raise ValueError(f"type must match const 'table_set', got '{type_}'")

        babel_table_set = cls(
            people_count=people_count,
            people_pile=people_pile,
            temple_count=temple_count,
            temple_pile=temple_pile,
            type_=type_,
        )


        babel_table_set.additional_properties = d
        return babel_table_set

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
