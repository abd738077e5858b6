# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.balam_building_kind import BalamBuildingKind
from ..models.balam_effect_step import BalamEffectStep
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.balam_card import BalamCard





T = TypeVar("T", bound="BalamEffect")



@_attrs_define
class BalamEffect:
    """ 
        Attributes:
            card (BalamCard):
            step (BalamEffectStep):
            cenotes (list[int] | Unset):
            due (int | Unset):  Default: 0.
            losses (list[BalamBuildingKind] | Unset):
     """

    card: BalamCard
    step: BalamEffectStep
    cenotes: list[int] | Unset = UNSET
    due: int | Unset = 0
    losses: list[BalamBuildingKind] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_card import BalamCard # noqa: PLC0415
        card = self.card.to_dict()

        step = self.step.value

        cenotes: list[int] | Unset = UNSET
        if not isinstance(self.cenotes, Unset):
            cenotes = self.cenotes



        due = self.due

        losses: list[str] | Unset = UNSET
        if not isinstance(self.losses, Unset):
            losses = []
            for losses_item_data in self.losses:
                losses_item = losses_item_data.value
                losses.append(losses_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "step": step,
        })
        if cenotes is not UNSET:
            field_dict["cenotes"] = cenotes
        if due is not UNSET:
            field_dict["due"] = due
        if losses is not UNSET:
            field_dict["losses"] = losses

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balam_card import BalamCard # noqa: PLC0415
        d = dict(src_dict)
        card = BalamCard.from_dict(d.pop("card"))




        step = BalamEffectStep(d.pop("step"))




        cenotes = cast(list[int], d.pop("cenotes", UNSET))


        due = d.pop("due", UNSET)

        _losses = d.pop("losses", UNSET)
        losses: list[BalamBuildingKind] | Unset = UNSET
        if _losses is not UNSET:
            losses = []
            for losses_item_data in _losses:
                losses_item = BalamBuildingKind(losses_item_data)



                losses.append(losses_item)


        balam_effect = cls(
            card=card,
            step=step,
            cenotes=cenotes,
            due=due,
            losses=losses,
        )


        balam_effect.additional_properties = d
        return balam_effect

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
