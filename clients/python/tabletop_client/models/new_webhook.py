# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.new_webhook_events_item import NewWebhookEventsItem
from typing import cast






T = TypeVar("T", bound="NewWebhook")



@_attrs_define
class NewWebhook:
    """ 
        Attributes:
            events (list[NewWebhookEventsItem]):
            url (str):
     """

    events: list[NewWebhookEventsItem]
    url: str





    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)



        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = NewWebhookEventsItem(events_item_data)



            events.append(events_item)


        url = d.pop("url")

        new_webhook = cls(
            events=events,
            url=url,
        )

        return new_webhook

