# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.balam_phase import BalamPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.balam_distribution import BalamDistribution
  from ..models.balam_effect import BalamEffect
  from ..models.balam_katun_view import BalamKatunView
  from ..models.balam_king_view import BalamKingView
  from ..models.balam_site_info import BalamSiteInfo
  from ..models.balam_site_view import BalamSiteView
  from ..models.balam_tiles_left import BalamTilesLeft
  from ..models.balam_war import BalamWar
  from ..models.balam_wealth_count import BalamWealthCount
  from ..models.balam_widths import BalamWidths
  from ..models.balam_worksite import BalamWorksite





T = TypeVar("T", bound="BalamView")



@_attrs_define
class BalamView:
    """ 
        Attributes:
            ball_games (int):
            ball_games_to_play (int):
            board (list[str]):
            cenotes (list[list[int]]):
            current (int):
            deck_count (int):
            distribution (BalamDistribution | None):
            divinations_left (list[int]):
            eclipse (bool):
            effect (BalamEffect | None):
            first (int):
            katun (list[BalamKatunView]):
            kings (list[BalamKingView]):
            phase (BalamPhase):
            round_ (int):
            seat (int | None):
            site_info (list[BalamSiteInfo]):
            sites (list[BalamSiteView]):
            supply (BalamWealthCount):
            tiles_left (BalamTilesLeft):
            to_move (list[int]):
            war (BalamWar | None):
            widths (BalamWidths):
            worksite (BalamWorksite | None):
     """

    ball_games: int
    ball_games_to_play: int
    board: list[str]
    cenotes: list[list[int]]
    current: int
    deck_count: int
    distribution: BalamDistribution | None
    divinations_left: list[int]
    eclipse: bool
    effect: BalamEffect | None
    first: int
    katun: list[BalamKatunView]
    kings: list[BalamKingView]
    phase: BalamPhase
    round_: int
    seat: int | None
    site_info: list[BalamSiteInfo]
    sites: list[BalamSiteView]
    supply: BalamWealthCount
    tiles_left: BalamTilesLeft
    to_move: list[int]
    war: BalamWar | None
    widths: BalamWidths
    worksite: BalamWorksite | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_distribution import BalamDistribution # noqa: PLC0415
        from ..models.balam_effect import BalamEffect # noqa: PLC0415
        from ..models.balam_katun_view import BalamKatunView # noqa: PLC0415
        from ..models.balam_king_view import BalamKingView # noqa: PLC0415
        from ..models.balam_site_info import BalamSiteInfo # noqa: PLC0415
        from ..models.balam_site_view import BalamSiteView # noqa: PLC0415
        from ..models.balam_tiles_left import BalamTilesLeft # noqa: PLC0415
        from ..models.balam_war import BalamWar # noqa: PLC0415
        from ..models.balam_wealth_count import BalamWealthCount # noqa: PLC0415
        from ..models.balam_widths import BalamWidths # noqa: PLC0415
        from ..models.balam_worksite import BalamWorksite # noqa: PLC0415
        ball_games = self.ball_games

        ball_games_to_play = self.ball_games_to_play

        board = self.board



        cenotes = []
        for cenotes_item_data in self.cenotes:
            cenotes_item = []
            for cenotes_item_item_data in cenotes_item_data:
                cenotes_item_item: int
                cenotes_item_item = cenotes_item_item_data
                cenotes_item.append(cenotes_item_item)


            cenotes.append(cenotes_item)



        current = self.current

        deck_count = self.deck_count

        distribution: dict[str, Any] | None
        if isinstance(self.distribution, BalamDistribution):
            distribution = self.distribution.to_dict()
        else:
            distribution = self.distribution

        divinations_left = self.divinations_left



        eclipse = self.eclipse

        effect: dict[str, Any] | None
        if isinstance(self.effect, BalamEffect):
            effect = self.effect.to_dict()
        else:
            effect = self.effect

        first = self.first

        katun = []
        for katun_item_data in self.katun:
            katun_item = katun_item_data.to_dict()
            katun.append(katun_item)



        kings = []
        for kings_item_data in self.kings:
            kings_item = kings_item_data.to_dict()
            kings.append(kings_item)



        phase = self.phase.value

        round_ = self.round_

        seat: int | None
        seat = self.seat

        site_info = []
        for site_info_item_data in self.site_info:
            site_info_item = site_info_item_data.to_dict()
            site_info.append(site_info_item)



        sites = []
        for sites_item_data in self.sites:
            sites_item = sites_item_data.to_dict()
            sites.append(sites_item)



        supply = self.supply.to_dict()

        tiles_left = self.tiles_left.to_dict()

        to_move = self.to_move



        war: dict[str, Any] | None
        if isinstance(self.war, BalamWar):
            war = self.war.to_dict()
        else:
            war = self.war

        widths = self.widths.to_dict()

        worksite: dict[str, Any] | None
        if isinstance(self.worksite, BalamWorksite):
            worksite = self.worksite.to_dict()
        else:
            worksite = self.worksite


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ball_games": ball_games,
            "ball_games_to_play": ball_games_to_play,
            "board": board,
            "cenotes": cenotes,
            "current": current,
            "deck_count": deck_count,
            "distribution": distribution,
            "divinations_left": divinations_left,
            "eclipse": eclipse,
            "effect": effect,
            "first": first,
            "katun": katun,
            "kings": kings,
            "phase": phase,
            "round": round_,
            "seat": seat,
            "site_info": site_info,
            "sites": sites,
            "supply": supply,
            "tiles_left": tiles_left,
            "to_move": to_move,
            "war": war,
            "widths": widths,
            "worksite": worksite,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balam_distribution import BalamDistribution # noqa: PLC0415
        from ..models.balam_effect import BalamEffect # noqa: PLC0415
        from ..models.balam_katun_view import BalamKatunView # noqa: PLC0415
        from ..models.balam_king_view import BalamKingView # noqa: PLC0415
        from ..models.balam_site_info import BalamSiteInfo # noqa: PLC0415
        from ..models.balam_site_view import BalamSiteView # noqa: PLC0415
        from ..models.balam_tiles_left import BalamTilesLeft # noqa: PLC0415
        from ..models.balam_war import BalamWar # noqa: PLC0415
        from ..models.balam_wealth_count import BalamWealthCount # noqa: PLC0415
        from ..models.balam_widths import BalamWidths # noqa: PLC0415
        from ..models.balam_worksite import BalamWorksite # noqa: PLC0415
        d = dict(src_dict)
        ball_games = d.pop("ball_games")

        ball_games_to_play = d.pop("ball_games_to_play")

        board = cast(list[str], d.pop("board"))


        cenotes = []
        _cenotes = d.pop("cenotes")
        for cenotes_item_data in (_cenotes):
            cenotes_item = []
            _cenotes_item = cenotes_item_data
            for cenotes_item_item_data in (_cenotes_item):
                def _parse_cenotes_item_item(data: object) -> int:
                    return cast(int, data)

                cenotes_item_item = _parse_cenotes_item_item(cenotes_item_item_data)

                cenotes_item.append(cenotes_item_item)

            cenotes.append(cenotes_item)


        current = d.pop("current")

        deck_count = d.pop("deck_count")

        def _parse_distribution(data: object) -> BalamDistribution | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                distribution_type_0 = BalamDistribution.from_dict(data)



                return distribution_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BalamDistribution | None, data)

        distribution = _parse_distribution(d.pop("distribution"))


        divinations_left = cast(list[int], d.pop("divinations_left"))


        eclipse = d.pop("eclipse")

        def _parse_effect(data: object) -> BalamEffect | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_0 = BalamEffect.from_dict(data)



                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BalamEffect | None, data)

        effect = _parse_effect(d.pop("effect"))


        first = d.pop("first")

        katun = []
        _katun = d.pop("katun")
        for katun_item_data in (_katun):
            katun_item = BalamKatunView.from_dict(katun_item_data)



            katun.append(katun_item)


        kings = []
        _kings = d.pop("kings")
        for kings_item_data in (_kings):
            kings_item = BalamKingView.from_dict(kings_item_data)



            kings.append(kings_item)


        phase = BalamPhase(d.pop("phase"))




        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        site_info = []
        _site_info = d.pop("site_info")
        for site_info_item_data in (_site_info):
            site_info_item = BalamSiteInfo.from_dict(site_info_item_data)



            site_info.append(site_info_item)


        sites = []
        _sites = d.pop("sites")
        for sites_item_data in (_sites):
            sites_item = BalamSiteView.from_dict(sites_item_data)



            sites.append(sites_item)


        supply = BalamWealthCount.from_dict(d.pop("supply"))




        tiles_left = BalamTilesLeft.from_dict(d.pop("tiles_left"))




        to_move = cast(list[int], d.pop("to_move"))


        def _parse_war(data: object) -> BalamWar | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                war_type_0 = BalamWar.from_dict(data)



                return war_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BalamWar | None, data)

        war = _parse_war(d.pop("war"))


        widths = BalamWidths.from_dict(d.pop("widths"))




        def _parse_worksite(data: object) -> BalamWorksite | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                worksite_type_0 = BalamWorksite.from_dict(data)



                return worksite_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BalamWorksite | None, data)

        worksite = _parse_worksite(d.pop("worksite"))


        balam_view = cls(
            ball_games=ball_games,
            ball_games_to_play=ball_games_to_play,
            board=board,
            cenotes=cenotes,
            current=current,
            deck_count=deck_count,
            distribution=distribution,
            divinations_left=divinations_left,
            eclipse=eclipse,
            effect=effect,
            first=first,
            katun=katun,
            kings=kings,
            phase=phase,
            round_=round_,
            seat=seat,
            site_info=site_info,
            sites=sites,
            supply=supply,
            tiles_left=tiles_left,
            to_move=to_move,
            war=war,
            widths=widths,
            worksite=worksite,
        )


        balam_view.additional_properties = d
        return balam_view

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
