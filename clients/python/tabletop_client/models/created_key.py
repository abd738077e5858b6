# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.key_info import KeyInfo





T = TypeVar("T", bound="CreatedKey")



@_attrs_define
class CreatedKey:
    """ 
        Attributes:
            created (KeyInfo):
            key (str):
            replaced (KeyInfo | None):
     """

    created: KeyInfo
    key: str
    replaced: KeyInfo | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.key_info import KeyInfo # noqa: PLC0415
        created = self.created.to_dict()

        key = self.key

        replaced: dict[str, Any] | None
        if isinstance(self.replaced, KeyInfo):
            replaced = self.replaced.to_dict()
        else:
            replaced = self.replaced


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created": created,
            "key": key,
            "replaced": replaced,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.key_info import KeyInfo # noqa: PLC0415
        d = dict(src_dict)
        created = KeyInfo.from_dict(d.pop("created"))




        key = d.pop("key")

        def _parse_replaced(data: object) -> KeyInfo | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                replaced_type_0 = KeyInfo.from_dict(data)



                return replaced_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KeyInfo | None, data)

        replaced = _parse_replaced(d.pop("replaced"))


        created_key = cls(
            created=created,
            key=key,
            replaced=replaced,
        )


        created_key.additional_properties = d
        return created_key

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
