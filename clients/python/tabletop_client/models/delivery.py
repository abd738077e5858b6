# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_status import DeliveryStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.delivery_attempt import DeliveryAttempt





T = TypeVar("T", bound="Delivery")



@_attrs_define
class Delivery:
    """ 
        Attributes:
            attempts (list[DeliveryAttempt]):
            created_at (datetime.datetime):
            delivery_id (str):
            next_at (datetime.datetime | None):
            status (DeliveryStatus):
            type_ (str):
     """

    attempts: list[DeliveryAttempt]
    created_at: datetime.datetime
    delivery_id: str
    next_at: datetime.datetime | None
    status: DeliveryStatus
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.delivery_attempt import DeliveryAttempt # noqa: PLC0415
        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)



        created_at = self.created_at.isoformat()

        delivery_id = self.delivery_id

        next_at: None | str
        if isinstance(self.next_at, datetime.datetime):
            next_at = self.next_at.isoformat()
        else:
            next_at = self.next_at

        status = self.status.value

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attempts": attempts,
            "created_at": created_at,
            "delivery_id": delivery_id,
            "next_at": next_at,
            "status": status,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.delivery_attempt import DeliveryAttempt # noqa: PLC0415
        d = dict(src_dict)
        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in (_attempts):
            attempts_item = DeliveryAttempt.from_dict(attempts_item_data)



            attempts.append(attempts_item)


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        delivery_id = d.pop("delivery_id")

        def _parse_next_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_at = _parse_next_at(d.pop("next_at"))


        status = DeliveryStatus(d.pop("status"))




        type_ = d.pop("type")

        delivery = cls(
            attempts=attempts,
            created_at=created_at,
            delivery_id=delivery_id,
            next_at=next_at,
            status=status,
            type_=type_,
        )


        delivery.additional_properties = d
        return delivery

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
