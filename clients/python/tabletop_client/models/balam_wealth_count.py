# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BalamWealthCount")



@_attrs_define
class BalamWealthCount:
    """ 
        Attributes:
            cacao (int):
            jade (int):
            maize (int):
            obsidian (int):
            prisoner (int):
            shell (int):
     """

    cacao: int
    jade: int
    maize: int
    obsidian: int
    prisoner: int
    shell: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cacao = self.cacao

        jade = self.jade

        maize = self.maize

        obsidian = self.obsidian

        prisoner = self.prisoner

        shell = self.shell


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cacao": cacao,
            "jade": jade,
            "maize": maize,
            "obsidian": obsidian,
            "prisoner": prisoner,
            "shell": shell,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cacao = d.pop("cacao")

        jade = d.pop("jade")

        maize = d.pop("maize")

        obsidian = d.pop("obsidian")

        prisoner = d.pop("prisoner")

        shell = d.pop("shell")

        balam_wealth_count = cls(
            cacao=cacao,
            jade=jade,
            maize=maize,
            obsidian=obsidian,
            prisoner=prisoner,
            shell=shell,
        )


        balam_wealth_count.additional_properties = d
        return balam_wealth_count

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
