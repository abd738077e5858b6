# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.balam_card import BalamCard





T = TypeVar("T", bound="BalamKatunView")



@_attrs_define
class BalamKatunView:
    """ 
        Attributes:
            card (BalamCard | None):
            divined_by (list[int]):
            turned (bool):
     """

    card: BalamCard | None
    divined_by: list[int]
    turned: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_card import BalamCard # noqa: PLC0415
        card: dict[str, Any] | None
        if isinstance(self.card, BalamCard):
            card = self.card.to_dict()
        else:
            card = self.card

        divined_by = self.divined_by



        turned = self.turned


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "divined_by": divined_by,
            "turned": turned,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balam_card import BalamCard # noqa: PLC0415
        d = dict(src_dict)
        def _parse_card(data: object) -> BalamCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = BalamCard.from_dict(data)



                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BalamCard | None, data)

        card = _parse_card(d.pop("card"))


        divined_by = cast(list[int], d.pop("divined_by"))


        turned = d.pop("turned")

        balam_katun_view = cls(
            card=card,
            divined_by=divined_by,
            turned=turned,
        )


        balam_katun_view.additional_properties = d
        return balam_katun_view

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
