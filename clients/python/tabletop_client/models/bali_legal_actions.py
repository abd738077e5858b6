# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.bali_buy_offering import BaliBuyOffering
  from ..models.bali_choose_harvest import BaliChooseHarvest
  from ..models.bali_choose_reward import BaliChooseReward
  from ..models.bali_leave_altar import BaliLeaveAltar
  from ..models.bali_offer import BaliOffer
  from ..models.bali_play_cultivators import BaliPlayCultivators
  from ..models.bali_play_priest import BaliPlayPriest
  from ..models.bali_play_sanctuary import BaliPlaySanctuary
  from ..models.bali_play_stonecutter import BaliPlayStonecutter
  from ..models.bali_remove_card import BaliRemoveCard
  from ..models.bali_skip_purchase import BaliSkipPurchase
  from ..models.bali_take_card import BaliTakeCard
  from ..models.bali_take_from_altar import BaliTakeFromAltar





T = TypeVar("T", bound="BaliLegalActions")



@_attrs_define
class BaliLegalActions:
    """ 
        Attributes:
            actions (list[BaliBuyOffering | BaliChooseHarvest | BaliChooseReward | BaliLeaveAltar | BaliOffer |
                BaliPlayCultivators | BaliPlayPriest | BaliPlaySanctuary | BaliPlayStonecutter | BaliRemoveCard |
                BaliSkipPurchase | BaliTakeCard | BaliTakeFromAltar]):
            seat (int):
            version (int):
     """

    actions: list[BaliBuyOffering | BaliChooseHarvest | BaliChooseReward | BaliLeaveAltar | BaliOffer | BaliPlayCultivators | BaliPlayPriest | BaliPlaySanctuary | BaliPlayStonecutter | BaliRemoveCard | BaliSkipPurchase | BaliTakeCard | BaliTakeFromAltar]
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bali_buy_offering import BaliBuyOffering # noqa: PLC0415
        from ..models.bali_choose_harvest import BaliChooseHarvest # noqa: PLC0415
        from ..models.bali_choose_reward import BaliChooseReward # noqa: PLC0415
        from ..models.bali_leave_altar import BaliLeaveAltar # noqa: PLC0415
        from ..models.bali_offer import BaliOffer # noqa: PLC0415
        from ..models.bali_play_cultivators import BaliPlayCultivators # noqa: PLC0415
        from ..models.bali_play_priest import BaliPlayPriest # noqa: PLC0415
        from ..models.bali_play_sanctuary import BaliPlaySanctuary # noqa: PLC0415
        from ..models.bali_play_stonecutter import BaliPlayStonecutter # noqa: PLC0415
        from ..models.bali_remove_card import BaliRemoveCard # noqa: PLC0415
        from ..models.bali_skip_purchase import BaliSkipPurchase # noqa: PLC0415
        from ..models.bali_take_card import BaliTakeCard # noqa: PLC0415
        from ..models.bali_take_from_altar import BaliTakeFromAltar # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, BaliBuyOffering):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliSkipPurchase):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliPlayStonecutter):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliPlayPriest):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliPlaySanctuary):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliPlayCultivators):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliRemoveCard):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliOffer):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliTakeCard):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliTakeFromAltar):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliLeaveAltar):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BaliChooseReward):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actions": actions,
            "seat": seat,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bali_buy_offering import BaliBuyOffering # noqa: PLC0415
        from ..models.bali_choose_harvest import BaliChooseHarvest # noqa: PLC0415
        from ..models.bali_choose_reward import BaliChooseReward # noqa: PLC0415
        from ..models.bali_leave_altar import BaliLeaveAltar # noqa: PLC0415
        from ..models.bali_offer import BaliOffer # noqa: PLC0415
        from ..models.bali_play_cultivators import BaliPlayCultivators # noqa: PLC0415
        from ..models.bali_play_priest import BaliPlayPriest # noqa: PLC0415
        from ..models.bali_play_sanctuary import BaliPlaySanctuary # noqa: PLC0415
        from ..models.bali_play_stonecutter import BaliPlayStonecutter # noqa: PLC0415
        from ..models.bali_remove_card import BaliRemoveCard # noqa: PLC0415
        from ..models.bali_skip_purchase import BaliSkipPurchase # noqa: PLC0415
        from ..models.bali_take_card import BaliTakeCard # noqa: PLC0415
        from ..models.bali_take_from_altar import BaliTakeFromAltar # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> BaliBuyOffering | BaliChooseHarvest | BaliChooseReward | BaliLeaveAltar | BaliOffer | BaliPlayCultivators | BaliPlayPriest | BaliPlaySanctuary | BaliPlayStonecutter | BaliRemoveCard | BaliSkipPurchase | BaliTakeCard | BaliTakeFromAltar:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0 = BaliBuyOffering.from_dict(data)



                    return actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_1 = BaliSkipPurchase.from_dict(data)



                    return actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_2 = BaliPlayStonecutter.from_dict(data)



                    return actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_3 = BaliPlayPriest.from_dict(data)



                    return actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_4 = BaliPlaySanctuary.from_dict(data)



                    return actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_5 = BaliPlayCultivators.from_dict(data)



                    return actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_6 = BaliRemoveCard.from_dict(data)



                    return actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_7 = BaliOffer.from_dict(data)



                    return actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_8 = BaliTakeCard.from_dict(data)



                    return actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_9 = BaliTakeFromAltar.from_dict(data)



                    return actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_10 = BaliLeaveAltar.from_dict(data)



                    return actions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_11 = BaliChooseReward.from_dict(data)



                    return actions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_12 = BaliChooseHarvest.from_dict(data)



                return actions_item_type_12

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        seat = d.pop("seat")

        version = d.pop("version")

        bali_legal_actions = cls(
            actions=actions,
            seat=seat,
            version=version,
        )


        bali_legal_actions.additional_properties = d
        return bali_legal_actions

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
