# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

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





T = TypeVar("T", bound="BaliActRequest")



@_attrs_define
class BaliActRequest:
    """ 
        Attributes:
            action (BaliBuyOffering | BaliChooseHarvest | BaliChooseReward | BaliLeaveAltar | BaliOffer |
                BaliPlayCultivators | BaliPlayPriest | BaliPlaySanctuary | BaliPlayStonecutter | BaliRemoveCard |
                BaliSkipPurchase | BaliTakeCard | BaliTakeFromAltar):
            expected_version (int | None | Unset):
     """

    action: BaliBuyOffering | BaliChooseHarvest | BaliChooseReward | BaliLeaveAltar | BaliOffer | BaliPlayCultivators | BaliPlayPriest | BaliPlaySanctuary | BaliPlayStonecutter | BaliRemoveCard | BaliSkipPurchase | BaliTakeCard | BaliTakeFromAltar
    expected_version: int | None | Unset = UNSET





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
        action: dict[str, Any]
        if isinstance(self.action, BaliBuyOffering):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliSkipPurchase):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliPlayStonecutter):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliPlayPriest):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliPlaySanctuary):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliPlayCultivators):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliRemoveCard):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliOffer):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliTakeCard):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliTakeFromAltar):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliLeaveAltar):
            action = self.action.to_dict()
        elif isinstance(self.action, BaliChooseReward):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

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
        def _parse_action(data: object) -> BaliBuyOffering | BaliChooseHarvest | BaliChooseReward | BaliLeaveAltar | BaliOffer | BaliPlayCultivators | BaliPlayPriest | BaliPlaySanctuary | BaliPlayStonecutter | BaliRemoveCard | BaliSkipPurchase | BaliTakeCard | BaliTakeFromAltar:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = BaliBuyOffering.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = BaliSkipPurchase.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = BaliPlayStonecutter.from_dict(data)



                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = BaliPlayPriest.from_dict(data)



                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = BaliPlaySanctuary.from_dict(data)



                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = BaliPlayCultivators.from_dict(data)



                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_6 = BaliRemoveCard.from_dict(data)



                return action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_7 = BaliOffer.from_dict(data)



                return action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_8 = BaliTakeCard.from_dict(data)



                return action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_9 = BaliTakeFromAltar.from_dict(data)



                return action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_10 = BaliLeaveAltar.from_dict(data)



                return action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_11 = BaliChooseReward.from_dict(data)



                return action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_12 = BaliChooseHarvest.from_dict(data)



            return action_type_12

        action = _parse_action(d.pop("action"))


        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))


        bali_act_request = cls(
            action=action,
            expected_version=expected_version,
        )

        return bali_act_request

