# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WebhookRecipient")



@_attrs_define
class WebhookRecipient:
    """ Whom a frame POSTed to a webhook concerns, and its place in his stream

        Attributes:
            player_id (str): The player the frame concerns
            stream_id (int): The frame's id in the player's stream (its Last-Event-ID): order his frames by it
     """

    player_id: str
    stream_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        player_id = self.player_id

        stream_id = self.stream_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player_id": player_id,
            "stream_id": stream_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player_id = d.pop("player_id")

        stream_id = d.pop("stream_id")

        webhook_recipient = cls(
            player_id=player_id,
            stream_id=stream_id,
        )


        webhook_recipient.additional_properties = d
        return webhook_recipient

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
