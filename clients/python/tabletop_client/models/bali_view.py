# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bali_card import BaliCard
from ..models.bali_crop import BaliCrop
from ..models.bali_phase import BaliPhase
from ..models.bali_step import BaliStep
from typing import cast

if TYPE_CHECKING:
  from ..models.bali_final import BaliFinal
  from ..models.bali_player_view import BaliPlayerView





T = TypeVar("T", bound="BaliView")



@_attrs_define
class BaliView:
    """ 
        Attributes:
            active (int):
            altar (list[BaliCrop | None]):
            box_count (int):
            decision (BaliStep | None):
            deck_count (int):
            demon (int | None):
            final (BaliFinal | None):
            market (list[list[BaliCard]]):
            phase (BaliPhase): The phases of a turn (DÉROULEMENT DE LA PARTIE).
            players (list[BaliPlayerView]):
            reserve (list[int]):
            revealed (BaliCard | None):
            seat (int | None):
            to_move (list[int]):
     """

    active: int
    altar: list[BaliCrop | None]
    box_count: int
    decision: BaliStep | None
    deck_count: int
    demon: int | None
    final: BaliFinal | None
    market: list[list[BaliCard]]
    phase: BaliPhase
    players: list[BaliPlayerView]
    reserve: list[int]
    revealed: BaliCard | None
    seat: int | None
    to_move: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bali_final import BaliFinal # noqa: PLC0415
        from ..models.bali_player_view import BaliPlayerView # noqa: PLC0415
        active = self.active

        altar = []
        for altar_item_data in self.altar:
            altar_item: None | str
            if isinstance(altar_item_data, BaliCrop):
                altar_item = altar_item_data.value
            else:
                altar_item = altar_item_data
            altar.append(altar_item)



        box_count = self.box_count

        decision: None | str
        if isinstance(self.decision, BaliStep):
            decision = self.decision.value
        else:
            decision = self.decision

        deck_count = self.deck_count

        demon: int | None
        demon = self.demon

        final: dict[str, Any] | None
        if isinstance(self.final, BaliFinal):
            final = self.final.to_dict()
        else:
            final = self.final

        market = []
        for market_item_data in self.market:
            market_item = []
            for market_item_item_data in market_item_data:
                market_item_item = market_item_item_data.value
                market_item.append(market_item_item)


            market.append(market_item)



        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        reserve = self.reserve



        revealed: None | str
        if isinstance(self.revealed, BaliCard):
            revealed = self.revealed.value
        else:
            revealed = self.revealed

        seat: int | None
        seat = self.seat

        to_move = self.to_move




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active": active,
            "altar": altar,
            "box_count": box_count,
            "decision": decision,
            "deck_count": deck_count,
            "demon": demon,
            "final": final,
            "market": market,
            "phase": phase,
            "players": players,
            "reserve": reserve,
            "revealed": revealed,
            "seat": seat,
            "to_move": to_move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bali_final import BaliFinal # noqa: PLC0415
        from ..models.bali_player_view import BaliPlayerView # noqa: PLC0415
        d = dict(src_dict)
        active = d.pop("active")

        altar = []
        _altar = d.pop("altar")
        for altar_item_data in (_altar):
            def _parse_altar_item(data: object) -> BaliCrop | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    altar_item_type_0 = BaliCrop(data)



                    return altar_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(BaliCrop | None, data)

            altar_item = _parse_altar_item(altar_item_data)

            altar.append(altar_item)


        box_count = d.pop("box_count")

        def _parse_decision(data: object) -> BaliStep | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decision_type_0 = BaliStep(data)



                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BaliStep | None, data)

        decision = _parse_decision(d.pop("decision"))


        deck_count = d.pop("deck_count")

        def _parse_demon(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        demon = _parse_demon(d.pop("demon"))


        def _parse_final(data: object) -> BaliFinal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                final_type_0 = BaliFinal.from_dict(data)



                return final_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BaliFinal | None, data)

        final = _parse_final(d.pop("final"))


        market = []
        _market = d.pop("market")
        for market_item_data in (_market):
            market_item = []
            _market_item = market_item_data
            for market_item_item_data in (_market_item):
                market_item_item = BaliCard(market_item_item_data)



                market_item.append(market_item_item)

            market.append(market_item)


        phase = BaliPhase(d.pop("phase"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = BaliPlayerView.from_dict(players_item_data)



            players.append(players_item)


        reserve = cast(list[int], d.pop("reserve"))


        def _parse_revealed(data: object) -> BaliCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revealed_type_0 = BaliCard(data)



                return revealed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BaliCard | None, data)

        revealed = _parse_revealed(d.pop("revealed"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        to_move = cast(list[int], d.pop("to_move"))


        bali_view = cls(
            active=active,
            altar=altar,
            box_count=box_count,
            decision=decision,
            deck_count=deck_count,
            demon=demon,
            final=final,
            market=market,
            phase=phase,
            players=players,
            reserve=reserve,
            revealed=revealed,
            seat=seat,
            to_move=to_move,
        )


        bali_view.additional_properties = d
        return bali_view

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
