# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_decision import MayaDecision
from ..models.maya_phase import MayaPhase
from ..models.maya_view_double_move_marker_type_1 import MayaViewDoubleMoveMarkerType1
from ..models.maya_view_double_move_marker_type_2_type_1 import MayaViewDoubleMoveMarkerType2Type1
from ..models.maya_view_double_move_marker_type_3_type_1 import MayaViewDoubleMoveMarkerType3Type1
from ..models.maya_view_for_sale_item import MayaViewForSaleItem
from ..models.maya_view_free_pass_marker_type_1 import MayaViewFreePassMarkerType1
from ..models.maya_view_free_pass_marker_type_2_type_1 import MayaViewFreePassMarkerType2Type1
from ..models.maya_view_free_pass_marker_type_3_type_1 import MayaViewFreePassMarkerType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.maya_placed_marker import MayaPlacedMarker
  from ..models.maya_player_view import MayaPlayerView
  from ..models.maya_pyramid_view import MayaPyramidView
  from ..models.maya_quarry_view import MayaQuarryView
  from ..models.maya_take import MayaTake





T = TypeVar("T", bound="MayaView")



@_attrs_define
class MayaView:
    """ 
        Attributes:
            decision (MayaDecision | None):
            double_left (int):
            double_move_marker (MayaViewDoubleMoveMarkerType1 | MayaViewDoubleMoveMarkerType2Type1 |
                MayaViewDoubleMoveMarkerType3Type1 | None):
            evaluating (int | None):
            for_sale (list[MayaViewForSaleItem]):
            free_pass_marker (MayaViewFreePassMarkerType1 | MayaViewFreePassMarkerType2Type1 |
                MayaViewFreePassMarkerType3Type1 | None):
            hand (list[int] | None):
            hand_high (list[bool] | None):
            phase (MayaPhase):
            placed_markers (list[MayaPlacedMarker]):
            players (list[MayaPlayerView]):
            professional (bool):
            pyramids (list[MayaPyramidView]):
            quarries (list[MayaQuarryView]):
            round_ (int):
            seat (int | None):
            start_player (int):
            takes (list[MayaTake]):
            to_move (list[int]):
            transport_capacity (int | None):
     """

    decision: MayaDecision | None
    double_left: int
    double_move_marker: MayaViewDoubleMoveMarkerType1 | MayaViewDoubleMoveMarkerType2Type1 | MayaViewDoubleMoveMarkerType3Type1 | None
    evaluating: int | None
    for_sale: list[MayaViewForSaleItem]
    free_pass_marker: MayaViewFreePassMarkerType1 | MayaViewFreePassMarkerType2Type1 | MayaViewFreePassMarkerType3Type1 | None
    hand: list[int] | None
    hand_high: list[bool] | None
    phase: MayaPhase
    placed_markers: list[MayaPlacedMarker]
    players: list[MayaPlayerView]
    professional: bool
    pyramids: list[MayaPyramidView]
    quarries: list[MayaQuarryView]
    round_: int
    seat: int | None
    start_player: int
    takes: list[MayaTake]
    to_move: list[int]
    transport_capacity: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.maya_placed_marker import MayaPlacedMarker # noqa: PLC0415
        from ..models.maya_player_view import MayaPlayerView # noqa: PLC0415
        from ..models.maya_pyramid_view import MayaPyramidView # noqa: PLC0415
        from ..models.maya_quarry_view import MayaQuarryView # noqa: PLC0415
        from ..models.maya_take import MayaTake # noqa: PLC0415
        decision: None | str
        if isinstance(self.decision, MayaDecision):
            decision = self.decision.value
        else:
            decision = self.decision

        double_left = self.double_left

        double_move_marker: None | str
        if isinstance(self.double_move_marker, MayaViewDoubleMoveMarkerType1):
            double_move_marker = self.double_move_marker.value
        elif isinstance(self.double_move_marker, MayaViewDoubleMoveMarkerType2Type1):
            double_move_marker = self.double_move_marker.value
        elif isinstance(self.double_move_marker, MayaViewDoubleMoveMarkerType3Type1):
            double_move_marker = self.double_move_marker.value
        else:
            double_move_marker = self.double_move_marker

        evaluating: int | None
        evaluating = self.evaluating

        for_sale = []
        for for_sale_item_data in self.for_sale:
            for_sale_item = for_sale_item_data.value
            for_sale.append(for_sale_item)



        free_pass_marker: None | str
        if isinstance(self.free_pass_marker, MayaViewFreePassMarkerType1):
            free_pass_marker = self.free_pass_marker.value
        elif isinstance(self.free_pass_marker, MayaViewFreePassMarkerType2Type1):
            free_pass_marker = self.free_pass_marker.value
        elif isinstance(self.free_pass_marker, MayaViewFreePassMarkerType3Type1):
            free_pass_marker = self.free_pass_marker.value
        else:
            free_pass_marker = self.free_pass_marker

        hand: list[int] | None
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        hand_high: list[bool] | None
        if isinstance(self.hand_high, list):
            hand_high = self.hand_high


        else:
            hand_high = self.hand_high

        phase = self.phase.value

        placed_markers = []
        for placed_markers_item_data in self.placed_markers:
            placed_markers_item = placed_markers_item_data.to_dict()
            placed_markers.append(placed_markers_item)



        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        professional = self.professional

        pyramids = []
        for pyramids_item_data in self.pyramids:
            pyramids_item = pyramids_item_data.to_dict()
            pyramids.append(pyramids_item)



        quarries = []
        for quarries_item_data in self.quarries:
            quarries_item = quarries_item_data.to_dict()
            quarries.append(quarries_item)



        round_ = self.round_

        seat: int | None
        seat = self.seat

        start_player = self.start_player

        takes = []
        for takes_item_data in self.takes:
            takes_item = takes_item_data.to_dict()
            takes.append(takes_item)



        to_move = self.to_move



        transport_capacity: int | None
        transport_capacity = self.transport_capacity


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "decision": decision,
            "double_left": double_left,
            "double_move_marker": double_move_marker,
            "evaluating": evaluating,
            "for_sale": for_sale,
            "free_pass_marker": free_pass_marker,
            "hand": hand,
            "hand_high": hand_high,
            "phase": phase,
            "placed_markers": placed_markers,
            "players": players,
            "professional": professional,
            "pyramids": pyramids,
            "quarries": quarries,
            "round": round_,
            "seat": seat,
            "start_player": start_player,
            "takes": takes,
            "to_move": to_move,
            "transport_capacity": transport_capacity,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.maya_placed_marker import MayaPlacedMarker # noqa: PLC0415
        from ..models.maya_player_view import MayaPlayerView # noqa: PLC0415
        from ..models.maya_pyramid_view import MayaPyramidView # noqa: PLC0415
        from ..models.maya_quarry_view import MayaQuarryView # noqa: PLC0415
        from ..models.maya_take import MayaTake # noqa: PLC0415
        d = dict(src_dict)
        def _parse_decision(data: object) -> MayaDecision | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decision_type_0 = MayaDecision(data)



                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MayaDecision | None, data)

        decision = _parse_decision(d.pop("decision"))


        double_left = d.pop("double_left")

        def _parse_double_move_marker(data: object) -> MayaViewDoubleMoveMarkerType1 | MayaViewDoubleMoveMarkerType2Type1 | MayaViewDoubleMoveMarkerType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                double_move_marker_type_1 = MayaViewDoubleMoveMarkerType1(data)



                return double_move_marker_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                double_move_marker_type_2_type_1 = MayaViewDoubleMoveMarkerType2Type1(data)



                return double_move_marker_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                double_move_marker_type_3_type_1 = MayaViewDoubleMoveMarkerType3Type1(data)



                return double_move_marker_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MayaViewDoubleMoveMarkerType1 | MayaViewDoubleMoveMarkerType2Type1 | MayaViewDoubleMoveMarkerType3Type1 | None, data)

        double_move_marker = _parse_double_move_marker(d.pop("double_move_marker"))


        def _parse_evaluating(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        evaluating = _parse_evaluating(d.pop("evaluating"))


        for_sale = []
        _for_sale = d.pop("for_sale")
        for for_sale_item_data in (_for_sale):
            for_sale_item = MayaViewForSaleItem(for_sale_item_data)



            for_sale.append(for_sale_item)


        def _parse_free_pass_marker(data: object) -> MayaViewFreePassMarkerType1 | MayaViewFreePassMarkerType2Type1 | MayaViewFreePassMarkerType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                free_pass_marker_type_1 = MayaViewFreePassMarkerType1(data)



                return free_pass_marker_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                free_pass_marker_type_2_type_1 = MayaViewFreePassMarkerType2Type1(data)



                return free_pass_marker_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                free_pass_marker_type_3_type_1 = MayaViewFreePassMarkerType3Type1(data)



                return free_pass_marker_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MayaViewFreePassMarkerType1 | MayaViewFreePassMarkerType2Type1 | MayaViewFreePassMarkerType3Type1 | None, data)

        free_pass_marker = _parse_free_pass_marker(d.pop("free_pass_marker"))


        def _parse_hand(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[int], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        hand = _parse_hand(d.pop("hand"))


        def _parse_hand_high(data: object) -> list[bool] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_high_type_0 = cast(list[bool], data)

                return hand_high_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[bool] | None, data)

        hand_high = _parse_hand_high(d.pop("hand_high"))


        phase = MayaPhase(d.pop("phase"))




        placed_markers = []
        _placed_markers = d.pop("placed_markers")
        for placed_markers_item_data in (_placed_markers):
            placed_markers_item = MayaPlacedMarker.from_dict(placed_markers_item_data)



            placed_markers.append(placed_markers_item)


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = MayaPlayerView.from_dict(players_item_data)



            players.append(players_item)


        professional = d.pop("professional")

        pyramids = []
        _pyramids = d.pop("pyramids")
        for pyramids_item_data in (_pyramids):
            pyramids_item = MayaPyramidView.from_dict(pyramids_item_data)



            pyramids.append(pyramids_item)


        quarries = []
        _quarries = d.pop("quarries")
        for quarries_item_data in (_quarries):
            quarries_item = MayaQuarryView.from_dict(quarries_item_data)



            quarries.append(quarries_item)


        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        start_player = d.pop("start_player")

        takes = []
        _takes = d.pop("takes")
        for takes_item_data in (_takes):
            takes_item = MayaTake.from_dict(takes_item_data)



            takes.append(takes_item)


        to_move = cast(list[int], d.pop("to_move"))


        def _parse_transport_capacity(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        transport_capacity = _parse_transport_capacity(d.pop("transport_capacity"))


        maya_view = cls(
            decision=decision,
            double_left=double_left,
            double_move_marker=double_move_marker,
            evaluating=evaluating,
            for_sale=for_sale,
            free_pass_marker=free_pass_marker,
            hand=hand,
            hand_high=hand_high,
            phase=phase,
            placed_markers=placed_markers,
            players=players,
            professional=professional,
            pyramids=pyramids,
            quarries=quarries,
            round_=round_,
            seat=seat,
            start_player=start_player,
            takes=takes,
            to_move=to_move,
            transport_capacity=transport_capacity,
        )


        maya_view.additional_properties = d
        return maya_view

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
