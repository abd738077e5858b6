# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
import datetime

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





T = TypeVar("T", bound="BalamTurn")



@_attrs_define
class BalamTurn:
    """ 
        Attributes:
            deadline (datetime.datetime | None):
            game (Literal['balam']):
            legal_actions (list[BalamAttack | BalamBuild | BalamBuildOn | BalamCommitGarrison | BalamDefend | BalamDemolish
                | BalamDestroy | BalamDivine | BalamEndConstruction | BalamEndDistribution | BalamEndOffering |
                BalamLaunchAttack | BalamLoseBuilding | BalamLoseGarrison | BalamMoveWealth | BalamOffer | BalamPass |
                BalamPayCatastrophe | BalamPayCost | BalamPayTribute | BalamSpendObsidian | BalamStopDivining | BalamSuffer |
                BalamTakeBlessing | BalamTakeDowry | BalamTakeWealth | BalamTurnKatun]):
            match_id (str):
            seat (int):
            version (int):
     """

    deadline: datetime.datetime | None
    game: Literal['balam']
    legal_actions: list[BalamAttack | BalamBuild | BalamBuildOn | BalamCommitGarrison | BalamDefend | BalamDemolish | BalamDestroy | BalamDivine | BalamEndConstruction | BalamEndDistribution | BalamEndOffering | BalamLaunchAttack | BalamLoseBuilding | BalamLoseGarrison | BalamMoveWealth | BalamOffer | BalamPass | BalamPayCatastrophe | BalamPayCost | BalamPayTribute | BalamSpendObsidian | BalamStopDivining | BalamSuffer | BalamTakeBlessing | BalamTakeDowry | BalamTakeWealth | BalamTurnKatun]
    match_id: str
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





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
        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        game = self.game

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, BalamDivine):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamStopDivining):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamPayTribute):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamTurnKatun):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamPass):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamBuildOn):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamDemolish):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamBuild):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamPayCost):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamEndConstruction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamAttack):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamCommitGarrison):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamLaunchAttack):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamSpendObsidian):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamDefend):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamLoseGarrison):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamDestroy):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamTakeBlessing):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamTakeWealth):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamTakeDowry):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamOffer):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamEndOffering):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamPayCatastrophe):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamSuffer):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamLoseBuilding):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BalamMoveWealth):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)



        match_id = self.match_id

        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deadline": deadline,
            "game": game,
            "legal_actions": legal_actions,
            "match_id": match_id,
            "seat": seat,
            "version": version,
        })

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
        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)



                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))


        game = cast(Literal['balam'] , d.pop("game"))
        if game != 'balam':
            raise ValueError(f"game must match const 'balam', got '{game}'")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> BalamAttack | BalamBuild | BalamBuildOn | BalamCommitGarrison | BalamDefend | BalamDemolish | BalamDestroy | BalamDivine | BalamEndConstruction | BalamEndDistribution | BalamEndOffering | BalamLaunchAttack | BalamLoseBuilding | BalamLoseGarrison | BalamMoveWealth | BalamOffer | BalamPass | BalamPayCatastrophe | BalamPayCost | BalamPayTribute | BalamSpendObsidian | BalamStopDivining | BalamSuffer | BalamTakeBlessing | BalamTakeDowry | BalamTakeWealth | BalamTurnKatun:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_0 = BalamDivine.from_dict(data)



                    return legal_actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_1 = BalamStopDivining.from_dict(data)



                    return legal_actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_2 = BalamPayTribute.from_dict(data)



                    return legal_actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_3 = BalamTurnKatun.from_dict(data)



                    return legal_actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_4 = BalamPass.from_dict(data)



                    return legal_actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_5 = BalamBuildOn.from_dict(data)



                    return legal_actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_6 = BalamDemolish.from_dict(data)



                    return legal_actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_7 = BalamBuild.from_dict(data)



                    return legal_actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_8 = BalamPayCost.from_dict(data)



                    return legal_actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_9 = BalamEndConstruction.from_dict(data)



                    return legal_actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_10 = BalamAttack.from_dict(data)



                    return legal_actions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_11 = BalamCommitGarrison.from_dict(data)



                    return legal_actions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_12 = BalamLaunchAttack.from_dict(data)



                    return legal_actions_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_13 = BalamSpendObsidian.from_dict(data)



                    return legal_actions_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_14 = BalamDefend.from_dict(data)



                    return legal_actions_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_15 = BalamLoseGarrison.from_dict(data)



                    return legal_actions_item_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_16 = BalamDestroy.from_dict(data)



                    return legal_actions_item_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_17 = BalamTakeBlessing.from_dict(data)



                    return legal_actions_item_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_18 = BalamTakeWealth.from_dict(data)



                    return legal_actions_item_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_19 = BalamTakeDowry.from_dict(data)



                    return legal_actions_item_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_20 = BalamOffer.from_dict(data)



                    return legal_actions_item_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_21 = BalamEndOffering.from_dict(data)



                    return legal_actions_item_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_22 = BalamPayCatastrophe.from_dict(data)



                    return legal_actions_item_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_23 = BalamSuffer.from_dict(data)



                    return legal_actions_item_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_24 = BalamLoseBuilding.from_dict(data)



                    return legal_actions_item_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_25 = BalamMoveWealth.from_dict(data)



                    return legal_actions_item_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_item_type_26 = BalamEndDistribution.from_dict(data)



                return legal_actions_item_type_26

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)


        match_id = d.pop("match_id")

        seat = d.pop("seat")

        version = d.pop("version")

        balam_turn = cls(
            deadline=deadline,
            game=game,
            legal_actions=legal_actions,
            match_id=match_id,
            seat=seat,
            version=version,
        )


        balam_turn.additional_properties = d
        return balam_turn

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
