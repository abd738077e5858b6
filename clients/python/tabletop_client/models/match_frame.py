# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_status import MatchStatus
from typing import cast






T = TypeVar("T", bound="MatchFrame")



@_attrs_define
class MatchFrame:
    """ 
        Attributes:
            forfeited (list[int]):
            status (MatchStatus):
            to_move (list[int]):
            version (int):
     """

    forfeited: list[int]
    status: MatchStatus
    to_move: list[int]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        forfeited = self.forfeited



        status = self.status.value

        to_move = self.to_move



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "forfeited": forfeited,
            "status": status,
            "to_move": to_move,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        forfeited = cast(list[int], d.pop("forfeited"))


        status = MatchStatus(d.pop("status"))




        to_move = cast(list[int], d.pop("to_move"))


        version = d.pop("version")

        match_frame = cls(
            forfeited=forfeited,
            status=status,
            to_move=to_move,
            version=version,
        )


        match_frame.additional_properties = d
        return match_frame

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
