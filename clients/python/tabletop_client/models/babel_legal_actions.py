# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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





T = TypeVar("T", bound="BabelLegalActions")



@_attrs_define
class BabelLegalActions:
    """ 
        Attributes:
            actions (list[BabelBuild | BabelBuildReserved | BabelDestroy | BabelDiscard | BabelEliminate | BabelEndTurn |
                BabelHalveHand | BabelMigrate | BabelSettle | BabelSkipLevel | BabelStealCards | BabelStealLevel |
                BabelTravel]):
            seat (int):
            version (int):
     """

    actions: list[BabelBuild | BabelBuildReserved | BabelDestroy | BabelDiscard | BabelEliminate | BabelEndTurn | BabelHalveHand | BabelMigrate | BabelSettle | BabelSkipLevel | BabelStealCards | BabelStealLevel | BabelTravel]
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





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
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, BabelTravel):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelSettle):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelBuild):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelBuildReserved):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelMigrate):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelDestroy):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelEliminate):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelStealCards):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelStealLevel):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelSkipLevel):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelHalveHand):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BabelDiscard):
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
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> BabelBuild | BabelBuildReserved | BabelDestroy | BabelDiscard | BabelEliminate | BabelEndTurn | BabelHalveHand | BabelMigrate | BabelSettle | BabelSkipLevel | BabelStealCards | BabelStealLevel | BabelTravel:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0 = BabelTravel.from_dict(data)



                    return actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_1 = BabelSettle.from_dict(data)



                    return actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_2 = BabelBuild.from_dict(data)



                    return actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_3 = BabelBuildReserved.from_dict(data)



                    return actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_4 = BabelMigrate.from_dict(data)



                    return actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_5 = BabelDestroy.from_dict(data)



                    return actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_6 = BabelEliminate.from_dict(data)



                    return actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_7 = BabelStealCards.from_dict(data)



                    return actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_8 = BabelStealLevel.from_dict(data)



                    return actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_9 = BabelSkipLevel.from_dict(data)



                    return actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_10 = BabelHalveHand.from_dict(data)



                    return actions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_11 = BabelDiscard.from_dict(data)



                    return actions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_12 = BabelEndTurn.from_dict(data)



                return actions_item_type_12

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        seat = d.pop("seat")

        version = d.pop("version")

        babel_legal_actions = cls(
            actions=actions,
            seat=seat,
            version=version,
        )


        babel_legal_actions.additional_properties = d
        return babel_legal_actions

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
