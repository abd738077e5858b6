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
  from ..models.babel_build import BabelBuild
  from ..models.babel_build_reserved import BabelBuildReserved
  from ..models.babel_destroy import BabelDestroy
  from ..models.babel_discard import BabelDiscard
  from ..models.babel_eliminate import BabelEliminate
  from ..models.babel_end_turn import BabelEndTurn
  from ..models.babel_halve_hand import BabelHalveHand
  from ..models.babel_migrate import BabelMigrate
  from ..models.babel_settle import BabelSettle
  from ..models.babel_skip_level import BabelSkipLevel
  from ..models.babel_steal_cards import BabelStealCards
  from ..models.babel_steal_level import BabelStealLevel
  from ..models.babel_travel import BabelTravel





T = TypeVar("T", bound="BabelActRequest")



@_attrs_define
class BabelActRequest:
    """ 
        Attributes:
            action (BabelBuild | BabelBuildReserved | BabelDestroy | BabelDiscard | BabelEliminate | BabelEndTurn |
                BabelHalveHand | BabelMigrate | BabelSettle | BabelSkipLevel | BabelStealCards | BabelStealLevel | BabelTravel):
            expected_version (int | None | Unset):
     """

    action: BabelBuild | BabelBuildReserved | BabelDestroy | BabelDiscard | BabelEliminate | BabelEndTurn | BabelHalveHand | BabelMigrate | BabelSettle | BabelSkipLevel | BabelStealCards | BabelStealLevel | BabelTravel
    expected_version: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.babel_build import BabelBuild # noqa: PLC0415
        from ..models.babel_build_reserved import BabelBuildReserved # noqa: PLC0415
        from ..models.babel_destroy import BabelDestroy # noqa: PLC0415
        from ..models.babel_discard import BabelDiscard # noqa: PLC0415
        from ..models.babel_eliminate import BabelEliminate # noqa: PLC0415
        from ..models.babel_end_turn import BabelEndTurn # noqa: PLC0415
        from ..models.babel_halve_hand import BabelHalveHand # noqa: PLC0415
        from ..models.babel_migrate import BabelMigrate # noqa: PLC0415
        from ..models.babel_settle import BabelSettle # noqa: PLC0415
        from ..models.babel_skip_level import BabelSkipLevel # noqa: PLC0415
        from ..models.babel_steal_cards import BabelStealCards # noqa: PLC0415
        from ..models.babel_steal_level import BabelStealLevel # noqa: PLC0415
        from ..models.babel_travel import BabelTravel # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, BabelTravel):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelSettle):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelBuild):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelBuildReserved):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelMigrate):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelDestroy):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelEliminate):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelStealCards):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelStealLevel):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelSkipLevel):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelHalveHand):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelDiscard):
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
        from ..models.babel_build import BabelBuild # noqa: PLC0415
        from ..models.babel_build_reserved import BabelBuildReserved # noqa: PLC0415
        from ..models.babel_destroy import BabelDestroy # noqa: PLC0415
        from ..models.babel_discard import BabelDiscard # noqa: PLC0415
        from ..models.babel_eliminate import BabelEliminate # noqa: PLC0415
        from ..models.babel_end_turn import BabelEndTurn # noqa: PLC0415
        from ..models.babel_halve_hand import BabelHalveHand # noqa: PLC0415
        from ..models.babel_migrate import BabelMigrate # noqa: PLC0415
        from ..models.babel_settle import BabelSettle # noqa: PLC0415
        from ..models.babel_skip_level import BabelSkipLevel # noqa: PLC0415
        from ..models.babel_steal_cards import BabelStealCards # noqa: PLC0415
        from ..models.babel_steal_level import BabelStealLevel # noqa: PLC0415
        from ..models.babel_travel import BabelTravel # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> BabelBuild | BabelBuildReserved | BabelDestroy | BabelDiscard | BabelEliminate | BabelEndTurn | BabelHalveHand | BabelMigrate | BabelSettle | BabelSkipLevel | BabelStealCards | BabelStealLevel | BabelTravel:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = BabelTravel.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = BabelSettle.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = BabelBuild.from_dict(data)



                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = BabelBuildReserved.from_dict(data)



                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = BabelMigrate.from_dict(data)



                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = BabelDestroy.from_dict(data)



                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_6 = BabelEliminate.from_dict(data)



                return action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_7 = BabelStealCards.from_dict(data)



                return action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_8 = BabelStealLevel.from_dict(data)



                return action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_9 = BabelSkipLevel.from_dict(data)



                return action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_10 = BabelHalveHand.from_dict(data)



                return action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_11 = BabelDiscard.from_dict(data)



                return action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_12 = BabelEndTurn.from_dict(data)



            return action_type_12

        action = _parse_action(d.pop("action"))


        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))


        babel_act_request = cls(
            action=action,
            expected_version=expected_version,
        )

        return babel_act_request

