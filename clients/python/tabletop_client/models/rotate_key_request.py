# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rotate_key_request_scope import RotateKeyRequestScope
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="RotateKeyRequest")



@_attrs_define
class RotateKeyRequest:
    """ 
        Attributes:
            grace_s (int):
            expires_at (datetime.datetime | None | Unset):
            key_id (None | str | Unset):
            scope (RotateKeyRequestScope | Unset):  Default: RotateKeyRequestScope.WRITE.
     """

    grace_s: int
    expires_at: datetime.datetime | None | Unset = UNSET
    key_id: None | str | Unset = UNSET
    scope: RotateKeyRequestScope | Unset = RotateKeyRequestScope.WRITE





    def to_dict(self) -> dict[str, Any]:
        grace_s = self.grace_s

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        key_id: None | str | Unset
        if isinstance(self.key_id, Unset):
            key_id = UNSET
        else:
            key_id = self.key_id

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "grace_s": grace_s,
        })
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if key_id is not UNSET:
            field_dict["key_id"] = key_id
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grace_s = d.pop("grace_s")

        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))


        def _parse_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_id = _parse_key_id(d.pop("key_id", UNSET))


        _scope = d.pop("scope", UNSET)
        scope: RotateKeyRequestScope | Unset
        if isinstance(_scope,  Unset):
            scope = UNSET
        else:
            scope = RotateKeyRequestScope(_scope)




        rotate_key_request = cls(
            grace_s=grace_s,
            expires_at=expires_at,
            key_id=key_id,
            scope=scope,
        )

        return rotate_key_request

