# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.balam_katun_kind import BalamKatunKind
from ..models.balam_wealth import BalamWealth
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BalamCard")



@_attrs_define
class BalamCard:
    """ 
        Attributes:
            kind (BalamKatunKind):
            prestige (int | Unset):  Default: 0.
            wealth (BalamWealth | None | Unset):
     """

    kind: BalamKatunKind
    prestige: int | Unset = 0
    wealth: BalamWealth | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        prestige = self.prestige

        wealth: None | str | Unset
        if isinstance(self.wealth, Unset):
            wealth = UNSET
        elif isinstance(self.wealth, BalamWealth):
            wealth = self.wealth.value
        else:
            wealth = self.wealth


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
        })
        if prestige is not UNSET:
            field_dict["prestige"] = prestige
        if wealth is not UNSET:
            field_dict["wealth"] = wealth

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = BalamKatunKind(d.pop("kind"))




        prestige = d.pop("prestige", UNSET)

        def _parse_wealth(data: object) -> BalamWealth | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                wealth_type_0 = BalamWealth(data)



                return wealth_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BalamWealth | None | Unset, data)

        wealth = _parse_wealth(d.pop("wealth", UNSET))


        balam_card = cls(
            kind=kind,
            prestige=prestige,
            wealth=wealth,
        )


        balam_card.additional_properties = d
        return balam_card

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
