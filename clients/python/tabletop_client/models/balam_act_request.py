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
  from ..models.balam_attack import BalamAttack
  from ..models.balam_build import BalamBuild
  from ..models.balam_build_on import BalamBuildOn
  from ..models.balam_commit_garrison import BalamCommitGarrison
  from ..models.balam_defend import BalamDefend
  from ..models.balam_demolish import BalamDemolish
  from ..models.balam_destroy import BalamDestroy
  from ..models.balam_divine import BalamDivine
  from ..models.balam_end_construction import BalamEndConstruction
  from ..models.balam_end_distribution import BalamEndDistribution
  from ..models.balam_end_offering import BalamEndOffering
  from ..models.balam_launch_attack import BalamLaunchAttack
  from ..models.balam_lose_building import BalamLoseBuilding
  from ..models.balam_lose_garrison import BalamLoseGarrison
  from ..models.balam_move_wealth import BalamMoveWealth
  from ..models.balam_offer import BalamOffer
  from ..models.balam_pass import BalamPass
  from ..models.balam_pay_catastrophe import BalamPayCatastrophe
  from ..models.balam_pay_cost import BalamPayCost
  from ..models.balam_pay_tribute import BalamPayTribute
  from ..models.balam_spend_obsidian import BalamSpendObsidian
  from ..models.balam_stop_divining import BalamStopDivining
  from ..models.balam_suffer import BalamSuffer
  from ..models.balam_take_blessing import BalamTakeBlessing
  from ..models.balam_take_dowry import BalamTakeDowry
  from ..models.balam_take_wealth import BalamTakeWealth
  from ..models.balam_turn_katun import BalamTurnKatun





T = TypeVar("T", bound="BalamActRequest")



@_attrs_define
class BalamActRequest:
    """ 
        Attributes:
            action (BalamAttack | BalamBuild | BalamBuildOn | BalamCommitGarrison | BalamDefend | BalamDemolish |
                BalamDestroy | BalamDivine | BalamEndConstruction | BalamEndDistribution | BalamEndOffering | BalamLaunchAttack
                | BalamLoseBuilding | BalamLoseGarrison | BalamMoveWealth | BalamOffer | BalamPass | BalamPayCatastrophe |
                BalamPayCost | BalamPayTribute | BalamSpendObsidian | BalamStopDivining | BalamSuffer | BalamTakeBlessing |
                BalamTakeDowry | BalamTakeWealth | BalamTurnKatun):
            expected_version (int | None | Unset):
     """

    action: BalamAttack | BalamBuild | BalamBuildOn | BalamCommitGarrison | BalamDefend | BalamDemolish | BalamDestroy | BalamDivine | BalamEndConstruction | BalamEndDistribution | BalamEndOffering | BalamLaunchAttack | BalamLoseBuilding | BalamLoseGarrison | BalamMoveWealth | BalamOffer | BalamPass | BalamPayCatastrophe | BalamPayCost | BalamPayTribute | BalamSpendObsidian | BalamStopDivining | BalamSuffer | BalamTakeBlessing | BalamTakeDowry | BalamTakeWealth | BalamTurnKatun
    expected_version: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_attack import BalamAttack # noqa: PLC0415
        from ..models.balam_build import BalamBuild # noqa: PLC0415
        from ..models.balam_build_on import BalamBuildOn # noqa: PLC0415
        from ..models.balam_commit_garrison import BalamCommitGarrison # noqa: PLC0415
        from ..models.balam_defend import BalamDefend # noqa: PLC0415
        from ..models.balam_demolish import BalamDemolish # noqa: PLC0415
        from ..models.balam_destroy import BalamDestroy # noqa: PLC0415
        from ..models.balam_divine import BalamDivine # noqa: PLC0415
        from ..models.balam_end_construction import BalamEndConstruction # noqa: PLC0415
        from ..models.balam_end_distribution import BalamEndDistribution # noqa: PLC0415
        from ..models.balam_end_offering import BalamEndOffering # noqa: PLC0415
        from ..models.balam_launch_attack import BalamLaunchAttack # noqa: PLC0415
        from ..models.balam_lose_building import BalamLoseBuilding # noqa: PLC0415
        from ..models.balam_lose_garrison import BalamLoseGarrison # noqa: PLC0415
        from ..models.balam_move_wealth import BalamMoveWealth # noqa: PLC0415
        from ..models.balam_offer import BalamOffer # noqa: PLC0415
        from ..models.balam_pass import BalamPass # noqa: PLC0415
        from ..models.balam_pay_catastrophe import BalamPayCatastrophe # noqa: PLC0415
        from ..models.balam_pay_cost import BalamPayCost # noqa: PLC0415
        from ..models.balam_pay_tribute import BalamPayTribute # noqa: PLC0415
        from ..models.balam_spend_obsidian import BalamSpendObsidian # noqa: PLC0415
        from ..models.balam_stop_divining import BalamStopDivining # noqa: PLC0415
        from ..models.balam_suffer import BalamSuffer # noqa: PLC0415
        from ..models.balam_take_blessing import BalamTakeBlessing # noqa: PLC0415
        from ..models.balam_take_dowry import BalamTakeDowry # noqa: PLC0415
        from ..models.balam_take_wealth import BalamTakeWealth # noqa: PLC0415
        from ..models.balam_turn_katun import BalamTurnKatun # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, BalamDivine):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamStopDivining):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamPayTribute):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamTurnKatun):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamPass):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamBuildOn):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamDemolish):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamBuild):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamPayCost):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamEndConstruction):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamAttack):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamCommitGarrison):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamLaunchAttack):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamSpendObsidian):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamDefend):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamLoseGarrison):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamDestroy):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamTakeBlessing):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamTakeWealth):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamTakeDowry):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamOffer):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamEndOffering):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamPayCatastrophe):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamSuffer):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamLoseBuilding):
            action = self.action.to_dict()
        elif isinstance(self.action, BalamMoveWealth):
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
        from ..models.balam_attack import BalamAttack # noqa: PLC0415
        from ..models.balam_build import BalamBuild # noqa: PLC0415
        from ..models.balam_build_on import BalamBuildOn # noqa: PLC0415
        from ..models.balam_commit_garrison import BalamCommitGarrison # noqa: PLC0415
        from ..models.balam_defend import BalamDefend # noqa: PLC0415
        from ..models.balam_demolish import BalamDemolish # noqa: PLC0415
        from ..models.balam_destroy import BalamDestroy # noqa: PLC0415
        from ..models.balam_divine import BalamDivine # noqa: PLC0415
        from ..models.balam_end_construction import BalamEndConstruction # noqa: PLC0415
        from ..models.balam_end_distribution import BalamEndDistribution # noqa: PLC0415
        from ..models.balam_end_offering import BalamEndOffering # noqa: PLC0415
        from ..models.balam_launch_attack import BalamLaunchAttack # noqa: PLC0415
        from ..models.balam_lose_building import BalamLoseBuilding # noqa: PLC0415
        from ..models.balam_lose_garrison import BalamLoseGarrison # noqa: PLC0415
        from ..models.balam_move_wealth import BalamMoveWealth # noqa: PLC0415
        from ..models.balam_offer import BalamOffer # noqa: PLC0415
        from ..models.balam_pass import BalamPass # noqa: PLC0415
        from ..models.balam_pay_catastrophe import BalamPayCatastrophe # noqa: PLC0415
        from ..models.balam_pay_cost import BalamPayCost # noqa: PLC0415
        from ..models.balam_pay_tribute import BalamPayTribute # noqa: PLC0415
        from ..models.balam_spend_obsidian import BalamSpendObsidian # noqa: PLC0415
        from ..models.balam_stop_divining import BalamStopDivining # noqa: PLC0415
        from ..models.balam_suffer import BalamSuffer # noqa: PLC0415
        from ..models.balam_take_blessing import BalamTakeBlessing # noqa: PLC0415
        from ..models.balam_take_dowry import BalamTakeDowry # noqa: PLC0415
        from ..models.balam_take_wealth import BalamTakeWealth # noqa: PLC0415
        from ..models.balam_turn_katun import BalamTurnKatun # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> BalamAttack | BalamBuild | BalamBuildOn | BalamCommitGarrison | BalamDefend | BalamDemolish | BalamDestroy | BalamDivine | BalamEndConstruction | BalamEndDistribution | BalamEndOffering | BalamLaunchAttack | BalamLoseBuilding | BalamLoseGarrison | BalamMoveWealth | BalamOffer | BalamPass | BalamPayCatastrophe | BalamPayCost | BalamPayTribute | BalamSpendObsidian | BalamStopDivining | BalamSuffer | BalamTakeBlessing | BalamTakeDowry | BalamTakeWealth | BalamTurnKatun:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = BalamDivine.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = BalamStopDivining.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = BalamPayTribute.from_dict(data)



                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = BalamTurnKatun.from_dict(data)



                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = BalamPass.from_dict(data)



                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = BalamBuildOn.from_dict(data)



                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_6 = BalamDemolish.from_dict(data)



                return action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_7 = BalamBuild.from_dict(data)



                return action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_8 = BalamPayCost.from_dict(data)



                return action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_9 = BalamEndConstruction.from_dict(data)



                return action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_10 = BalamAttack.from_dict(data)



                return action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_11 = BalamCommitGarrison.from_dict(data)



                return action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_12 = BalamLaunchAttack.from_dict(data)



                return action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_13 = BalamSpendObsidian.from_dict(data)



                return action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_14 = BalamDefend.from_dict(data)



                return action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_15 = BalamLoseGarrison.from_dict(data)



                return action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_16 = BalamDestroy.from_dict(data)



                return action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_17 = BalamTakeBlessing.from_dict(data)



                return action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_18 = BalamTakeWealth.from_dict(data)



                return action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_19 = BalamTakeDowry.from_dict(data)



                return action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_20 = BalamOffer.from_dict(data)



                return action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_21 = BalamEndOffering.from_dict(data)



                return action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_22 = BalamPayCatastrophe.from_dict(data)



                return action_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_23 = BalamSuffer.from_dict(data)



                return action_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_24 = BalamLoseBuilding.from_dict(data)



                return action_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_25 = BalamMoveWealth.from_dict(data)



                return action_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_26 = BalamEndDistribution.from_dict(data)



            return action_type_26

        action = _parse_action(d.pop("action"))


        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))


        balam_act_request = cls(
            action=action,
            expected_version=expected_version,
        )

        return balam_act_request

