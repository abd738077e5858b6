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






T = TypeVar("T", bound="BabelPeopleReshuffled")



@_attrs_define
class BabelPeopleReshuffled:
    """ 
        Attributes:
            count (int):
            order (list[BabelPeople] | None):
            type_ (Literal['people_reshuffled']):
     """

    count: int
    order: list[BabelPeople] | None
    type_: Literal['people_reshuffled']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        order: list[str] | None
        if isinstance(self.order, list):
            order = []
            for order_type_0_item_data in self.order:
                order_type_0_item = order_type_0_item_data.value
                order.append(order_type_0_item)


        else:
            order = self.order

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "order": order,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_order(data: object) -> list[BabelPeople] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = []
                _order_type_0 = data
                for order_type_0_item_data in (_order_type_0):
                    order_type_0_item = BabelPeople(order_type_0_item_data)



                    order_type_0.append(order_type_0_item)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BabelPeople] | None, data)

        order = _parse_order(d.pop("order"))


        type_ = cast(Literal['people_reshuffled'] , d.pop("type"))
        if type_ != 'people_reshuffled':
            raise ValueError(f"type must match const 'people_reshuffled', got '{type_}'")

        babel_people_reshuffled = cls(
            count=count,
            order=order,
            type_=type_,
        )


        babel_people_reshuffled.additional_properties = d
        return babel_people_reshuffled

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
