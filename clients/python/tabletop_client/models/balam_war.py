# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.balam_war_step import BalamWarStep
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BalamWar")



@_attrs_define
class BalamWar:
    """ 
        Attributes:
            defender (int):
            origin (int):
            target (int):
            captured (int | Unset):  Default: 0.
            committed (list[int] | Unset):
            defence_obsidians (int | Unset):  Default: 0.
            obsidians (int | Unset):  Default: 0.
            points (int | Unset):  Default: 0.
            skulls (int | Unset):  Default: 0.
            step (BalamWarStep | Unset):
     """

    defender: int
    origin: int
    target: int
    captured: int | Unset = 0
    committed: list[int] | Unset = UNSET
    defence_obsidians: int | Unset = 0
    obsidians: int | Unset = 0
    points: int | Unset = 0
    skulls: int | Unset = 0
    step: BalamWarStep | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        defender = self.defender

        origin = self.origin

        target = self.target

        captured = self.captured

        committed: list[int] | Unset = UNSET
        if not isinstance(self.committed, Unset):
            committed = self.committed



        defence_obsidians = self.defence_obsidians

        obsidians = self.obsidians

        points = self.points

        skulls = self.skulls

        step: str | Unset = UNSET
        if not isinstance(self.step, Unset):
            step = self.step.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "defender": defender,
            "origin": origin,
            "target": target,
        })
        if captured is not UNSET:
            field_dict["captured"] = captured
        if committed is not UNSET:
            field_dict["committed"] = committed
        if defence_obsidians is not UNSET:
            field_dict["defence_obsidians"] = defence_obsidians
        if obsidians is not UNSET:
            field_dict["obsidians"] = obsidians
        if points is not UNSET:
            field_dict["points"] = points
        if skulls is not UNSET:
            field_dict["skulls"] = skulls
        if step is not UNSET:
            field_dict["step"] = step

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        defender = d.pop("defender")

        origin = d.pop("origin")

        target = d.pop("target")

        captured = d.pop("captured", UNSET)

        committed = cast(list[int], d.pop("committed", UNSET))


        defence_obsidians = d.pop("defence_obsidians", UNSET)

        obsidians = d.pop("obsidians", UNSET)

        points = d.pop("points", UNSET)

        skulls = d.pop("skulls", UNSET)

        _step = d.pop("step", UNSET)
        step: BalamWarStep | Unset
        if isinstance(_step,  Unset):
            step = UNSET
        else:
            step = BalamWarStep(_step)




        balam_war = cls(
            defender=defender,
            origin=origin,
            target=target,
            captured=captured,
            committed=committed,
            defence_obsidians=defence_obsidians,
            obsidians=obsidians,
            points=points,
            skulls=skulls,
            step=step,
        )


        balam_war.additional_properties = d
        return balam_war

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
