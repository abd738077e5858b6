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





T = TypeVar("T", bound="BabelTurn")



@_attrs_define
class BabelTurn:
    """ 
        Attributes:
            deadline (datetime.datetime | None):
            game (Literal['babel']):
            legal_actions (list[BabelBuild | BabelBuildReserved | BabelDestroy | BabelDiscard | BabelEliminate |
                BabelEndTurn | BabelHalveHand | BabelMigrate | BabelSettle | BabelSkipLevel | BabelStealCards | BabelStealLevel
                | BabelTravel]):
            match_id (str):
            seat (int):
            version (int):
     """

    deadline: datetime.datetime | None
    game: Literal['babel']
    legal_actions: list[BabelBuild | BabelBuildReserved | BabelDestroy | BabelDiscard | BabelEliminate | BabelEndTurn | BabelHalveHand | BabelMigrate | BabelSettle | BabelSkipLevel | BabelStealCards | BabelStealLevel | BabelTravel]
    match_id: str
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
        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        game = self.game

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, BabelTravel):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelSettle):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelBuild):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelBuildReserved):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelMigrate):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelDestroy):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelEliminate):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelStealCards):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelStealLevel):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelSkipLevel):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelHalveHand):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BabelDiscard):
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


        game = cast(Literal['babel'] , d.pop("game"))
        if game != 'babel':
            raise ValueError(f"game must match const 'babel', got '{game}'")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> BabelBuild | BabelBuildReserved | BabelDestroy | BabelDiscard | BabelEliminate | BabelEndTurn | BabelHalveHand | BabelMigrate | BabelSettle | BabelSkipLevel | BabelStealCards | BabelStealLevel | BabelTravel:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_0 = BabelTravel.from_dict(data)



                    return legal_actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_1 = BabelSettle.from_dict(data)



                    return legal_actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_2 = BabelBuild.from_dict(data)



                    return legal_actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_3 = BabelBuildReserved.from_dict(data)



                    return legal_actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_4 = BabelMigrate.from_dict(data)



                    return legal_actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_5 = BabelDestroy.from_dict(data)



                    return legal_actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_6 = BabelEliminate.from_dict(data)



                    return legal_actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_7 = BabelStealCards.from_dict(data)



                    return legal_actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_8 = BabelStealLevel.from_dict(data)



                    return legal_actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_9 = BabelSkipLevel.from_dict(data)



                    return legal_actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_10 = BabelHalveHand.from_dict(data)



                    return legal_actions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_11 = BabelDiscard.from_dict(data)



                    return legal_actions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_item_type_12 = BabelEndTurn.from_dict(data)



                return legal_actions_item_type_12

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)


        match_id = d.pop("match_id")

        seat = d.pop("seat")

        version = d.pop("version")

        babel_turn = cls(
            deadline=deadline,
            game=game,
            legal_actions=legal_actions,
            match_id=match_id,
            seat=seat,
            version=version,
        )


        babel_turn.additional_properties = d
        return babel_turn

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
