# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Webhook")



@_attrs_define
class Webhook:
    """ 
        Attributes:
            created_at (datetime.datetime):
            disabled_reason (None | str):
            events (list[str]):
            failures (int):
            url (str):
            webhook_id (str):
     """

    created_at: datetime.datetime
    disabled_reason: None | str
    events: list[str]
    failures: int
    url: str
    webhook_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        events = self.events



        failures = self.failures

        url = self.url

        webhook_id = self.webhook_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "disabled_reason": disabled_reason,
            "events": events,
            "failures": failures,
            "url": url,
            "webhook_id": webhook_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))


        events = cast(list[str], d.pop("events"))


        failures = d.pop("failures")

        url = d.pop("url")

        webhook_id = d.pop("webhook_id")

        webhook = cls(
            created_at=created_at,
            disabled_reason=disabled_reason,
            events=events,
            failures=failures,
            url=url,
            webhook_id=webhook_id,
        )


        webhook.additional_properties = d
        return webhook

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
