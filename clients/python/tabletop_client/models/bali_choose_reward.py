# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bali_reward import BaliReward
from typing import Literal, cast






T = TypeVar("T", bound="BaliChooseReward")



@_attrs_define
class BaliChooseReward:
    """ 
        Attributes:
            reward (BaliReward): Phase 4: what a Sanctuary brings, chosen by its owner.
            type_ (Literal['choose_reward']):
     """

    reward: BaliReward
    type_: Literal['choose_reward']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reward = self.reward.value

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reward": reward,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reward = BaliReward(d.pop("reward"))




        type_ = cast(Literal['choose_reward'] , d.pop("type"))
        if type_ != 'choose_reward':
            raise ValueError(f"type must match const 'choose_reward', got '{type_}'")

        bali_choose_reward = cls(
            reward=reward,
            type_=type_,
        )


        bali_choose_reward.additional_properties = d
        return bali_choose_reward

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
