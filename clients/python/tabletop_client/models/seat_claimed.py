# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_status import MatchStatus






T = TypeVar("T", bound="SeatClaimed")



@_attrs_define
class SeatClaimed:
    """ 
        Attributes:
            game (str):
            match_id (str):
            name (str):
            seat (int):
            status (MatchStatus):
            token (str):
            version (int):
     """

    game: str
    match_id: str
    name: str
    seat: int
    status: MatchStatus
    token: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        match_id = self.match_id

        name = self.name

        seat = self.seat

        status = self.status.value

        token = self.token

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "match_id": match_id,
            "name": name,
            "seat": seat,
            "status": status,
            "token": token,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        match_id = d.pop("match_id")

        name = d.pop("name")

        seat = d.pop("seat")

        status = MatchStatus(d.pop("status"))




        token = d.pop("token")

        version = d.pop("version")

        seat_claimed = cls(
            game=game,
            match_id=match_id,
            name=name,
            seat=seat,
            status=status,
            token=token,
            version=version,
        )


        seat_claimed.additional_properties = d
        return seat_claimed

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
