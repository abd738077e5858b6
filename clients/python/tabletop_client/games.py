# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
"""Each hosted game's operations (their method, path and answer's model) and its actions,
built without their `type` tag: `babel.travel(site="perser")`."""

from __future__ import annotations

from typing import ClassVar

from .game_api import ActionTypes, GameApi, LobbyModels, Operation, Operations, action
from .models import (
    BabelActed,
    BabelActRequest,
    BabelBuild,
    BabelBuildReserved,
    BabelChallenge,
    BabelCreatedMatch,
    BabelCreateMatch,
    BabelDestroy,
    BabelDiscard,
    BabelEliminate,
    BabelEndTurn,
    BabelEventPage,
    BabelExport,
    BabelHalveHand,
    BabelLegalActions,
    BabelMatch,
    BabelMatchStarted,
    BabelMigrate,
    BabelNewChallenge,
    BabelNewSeek,
    BabelPeople,
    BabelSeek,
    BabelSettle,
    BabelSkipLevel,
    BabelStealCards,
    BabelStealLevel,
    BabelTravel,
    BabelTurn,
    BalamActed,
    BalamActRequest,
    BalamAttack,
    BalamBuild,
    BalamBuildingKind,
    BalamBuildOn,
    BalamChallenge,
    BalamCommitGarrison,
    BalamCreatedMatch,
    BalamCreateMatch,
    BalamDefend,
    BalamDemolish,
    BalamDestroy,
    BalamDivine,
    BalamEndConstruction,
    BalamEndDistribution,
    BalamEndOffering,
    BalamEventPage,
    BalamExport,
    BalamLaunchAttack,
    BalamLegalActions,
    BalamLoseBuilding,
    BalamLoseGarrison,
    BalamMatch,
    BalamMatchStarted,
    BalamMoveWealth,
    BalamNewChallenge,
    BalamNewSeek,
    BalamOffer,
    BalamPass,
    BalamPayCatastrophe,
    BalamPayCost,
    BalamPayTribute,
    BalamSeek,
    BalamSpendObsidian,
    BalamStopDivining,
    BalamSuffer,
    BalamTakeBlessing,
    BalamTakeDowry,
    BalamTakeWealth,
    BalamTurn,
    BalamTurnKatun,
    BalamWealth,
    BaliActed,
    BaliActRequest,
    BaliBuyOffering,
    BaliCard,
    BaliChallenge,
    BaliChooseHarvest,
    BaliChooseReward,
    BaliCreatedMatch,
    BaliCreateMatch,
    BaliCrop,
    BaliEventPage,
    BaliExport,
    BaliLeaveAltar,
    BaliLegalActions,
    BaliMatch,
    BaliMatchStarted,
    BaliNewChallenge,
    BaliNewSeek,
    BaliOffer,
    BaliPlayCultivators,
    BaliPlayPriest,
    BaliPlaySanctuary,
    BaliPlayStonecutter,
    BaliRemoveCard,
    BaliReward,
    BaliSeek,
    BaliSkipPurchase,
    BaliTakeCard,
    BaliTakeFromAltar,
    BaliTurn,
    MatchPage,
    MayaActed,
    MayaActRequest,
    MayaBid,
    MayaBoostTransport,
    MayaBuild,
    MayaChallenge,
    MayaChooseBlueMarker,
    MayaChooseBlueMarkerMarker,
    MayaCreatedMatch,
    MayaCreateMatch,
    MayaDirectStone,
    MayaDoubleMove,
    MayaEventPage,
    MayaExport,
    MayaKeepMarker,
    MayaLegalActions,
    MayaMatch,
    MayaMatchStarted,
    MayaNameStartPlayer,
    MayaNewChallenge,
    MayaNewSeek,
    MayaPassBuilding,
    MayaPlacePlusTwo,
    MayaPlaceStartingStone,
    MayaPlaceWorker,
    MayaProtect,
    MayaRelocateStone,
    MayaSeek,
    MayaStopPlacing,
    MayaTakePoints,
    MayaTurn,
    SeatClaimed,
)


class Babel(GameApi):
    """Babel: its operations, and its actions built by name."""

    ACTIONS: ClassVar[ActionTypes] = {
        "build": BabelBuild,
        "build_reserved": BabelBuildReserved,
        "destroy": BabelDestroy,
        "discard": BabelDiscard,
        "eliminate": BabelEliminate,
        "end_turn": BabelEndTurn,
        "halve_hand": BabelHalveHand,
        "migrate": BabelMigrate,
        "settle": BabelSettle,
        "skip_level": BabelSkipLevel,
        "steal_cards": BabelStealCards,
        "steal_level": BabelStealLevel,
        "travel": BabelTravel,
    }

    def build(self, *, quarry: int) -> BabelBuild:
        return action(BabelBuild, "build", quarry=quarry)

    def build_reserved(self) -> BabelBuildReserved:
        return action(BabelBuildReserved, "build_reserved")

    def destroy(self, *, position: int) -> BabelDestroy:
        return action(BabelDestroy, "destroy", position=position)

    def discard(self, *, people: BabelPeople | str) -> BabelDiscard:
        return action(BabelDiscard, "discard", people=people)

    def eliminate(self, *, people: BabelPeople | str, position: int) -> BabelEliminate:
        return action(BabelEliminate, "eliminate", people=people, position=position)

    def end_turn(self) -> BabelEndTurn:
        return action(BabelEndTurn, "end_turn")

    def halve_hand(self, *, position: int) -> BabelHalveHand:
        return action(BabelHalveHand, "halve_hand", position=position)

    def migrate(self, *, source: BabelPeople | str, target: BabelPeople | str) -> BabelMigrate:
        return action(BabelMigrate, "migrate", source=source, target=target)

    def settle(self, *, people: BabelPeople | str) -> BabelSettle:
        return action(BabelSettle, "settle", people=people)

    def skip_level(self, *, position: int, quarry: int) -> BabelSkipLevel:
        return action(BabelSkipLevel, "skip_level", position=position, quarry=quarry)

    def steal_cards(self, *, position: int) -> BabelStealCards:
        return action(BabelStealCards, "steal_cards", position=position)

    def steal_level(self, *, position: int) -> BabelStealLevel:
        return action(BabelStealLevel, "steal_level", position=position)

    def travel(self, *, site: BabelPeople | str) -> BabelTravel:
        return action(BabelTravel, "travel", site=site)


class Balam(GameApi):
    """Balam: its operations, and its actions built by name."""

    ACTIONS: ClassVar[ActionTypes] = {
        "attack": BalamAttack,
        "build": BalamBuild,
        "build_on": BalamBuildOn,
        "commit_garrison": BalamCommitGarrison,
        "defend": BalamDefend,
        "demolish": BalamDemolish,
        "destroy": BalamDestroy,
        "divine": BalamDivine,
        "end_construction": BalamEndConstruction,
        "end_distribution": BalamEndDistribution,
        "end_offering": BalamEndOffering,
        "launch_attack": BalamLaunchAttack,
        "lose_building": BalamLoseBuilding,
        "lose_garrison": BalamLoseGarrison,
        "move_wealth": BalamMoveWealth,
        "offer": BalamOffer,
        "pass": BalamPass,
        "pay_catastrophe": BalamPayCatastrophe,
        "pay_cost": BalamPayCost,
        "pay_tribute": BalamPayTribute,
        "spend_obsidian": BalamSpendObsidian,
        "stop_divining": BalamStopDivining,
        "suffer": BalamSuffer,
        "take_blessing": BalamTakeBlessing,
        "take_dowry": BalamTakeDowry,
        "take_wealth": BalamTakeWealth,
        "turn_katun": BalamTurnKatun,
    }

    def attack(self, *, origin: int, target: int) -> BalamAttack:
        return action(BalamAttack, "attack", origin=origin, target=target)

    def build(self, *, building: BalamBuildingKind | str, slot: int) -> BalamBuild:
        return action(BalamBuild, "build", building=building, slot=slot)

    def build_on(self, *, site: int) -> BalamBuildOn:
        return action(BalamBuildOn, "build_on", site=site)

    def commit_garrison(self, *, obsidian: bool, slot: int) -> BalamCommitGarrison:
        return action(BalamCommitGarrison, "commit_garrison", obsidian=obsidian, slot=slot)

    def defend(self) -> BalamDefend:
        return action(BalamDefend, "defend")

    def demolish(self, *, slot: int) -> BalamDemolish:
        return action(BalamDemolish, "demolish", slot=slot)

    def destroy(self, *, slot: int) -> BalamDestroy:
        return action(BalamDestroy, "destroy", slot=slot)

    def divine(self, *, card: int) -> BalamDivine:
        return action(BalamDivine, "divine", card=card)

    def end_construction(self) -> BalamEndConstruction:
        return action(BalamEndConstruction, "end_construction")

    def end_distribution(self) -> BalamEndDistribution:
        return action(BalamEndDistribution, "end_distribution")

    def end_offering(self) -> BalamEndOffering:
        return action(BalamEndOffering, "end_offering")

    def launch_attack(self) -> BalamLaunchAttack:
        return action(BalamLaunchAttack, "launch_attack")

    def lose_building(self, *, site: int, slot: int) -> BalamLoseBuilding:
        return action(BalamLoseBuilding, "lose_building", site=site, slot=slot)

    def lose_garrison(self, *, slot: int) -> BalamLoseGarrison:
        return action(BalamLoseGarrison, "lose_garrison", slot=slot)

    def move_wealth(self, *, site: int, slot: int, to_site: int, to_slot: int) -> BalamMoveWealth:
        return action(BalamMoveWealth, "move_wealth", site=site, slot=slot, to_site=to_site, to_slot=to_slot)

    def offer(self, *, cenote: int, site: int, slot: int) -> BalamOffer:
        return action(BalamOffer, "offer", cenote=cenote, site=site, slot=slot)

    def pass_(self) -> BalamPass:
        return action(BalamPass, "pass")

    def pay_catastrophe(self, *, site: int, slot: int) -> BalamPayCatastrophe:
        return action(BalamPayCatastrophe, "pay_catastrophe", site=site, slot=slot)

    def pay_cost(self, *, wealth: BalamWealth | str) -> BalamPayCost:
        return action(BalamPayCost, "pay_cost", wealth=wealth)

    def pay_tribute(self, *, wealth: BalamWealth | str) -> BalamPayTribute:
        return action(BalamPayTribute, "pay_tribute", wealth=wealth)

    def spend_obsidian(self, *, site: int, slot: int) -> BalamSpendObsidian:
        return action(BalamSpendObsidian, "spend_obsidian", site=site, slot=slot)

    def stop_divining(self) -> BalamStopDivining:
        return action(BalamStopDivining, "stop_divining")

    def suffer(self) -> BalamSuffer:
        return action(BalamSuffer, "suffer")

    def take_blessing(self, *, prestige: bool) -> BalamTakeBlessing:
        return action(BalamTakeBlessing, "take_blessing", prestige=prestige)

    def take_dowry(self, *, seat: int, wealth: BalamWealth | str) -> BalamTakeDowry:
        return action(BalamTakeDowry, "take_dowry", seat=seat, wealth=wealth)

    def take_wealth(self, *, wealth: BalamWealth | str) -> BalamTakeWealth:
        return action(BalamTakeWealth, "take_wealth", wealth=wealth)

    def turn_katun(self, *, card: int) -> BalamTurnKatun:
        return action(BalamTurnKatun, "turn_katun", card=card)


class Bali(GameApi):
    """Bali: its operations, and its actions built by name."""

    ACTIONS: ClassVar[ActionTypes] = {
        "buy_offering": BaliBuyOffering,
        "choose_harvest": BaliChooseHarvest,
        "choose_reward": BaliChooseReward,
        "leave_altar": BaliLeaveAltar,
        "offer": BaliOffer,
        "play_cultivators": BaliPlayCultivators,
        "play_priest": BaliPlayPriest,
        "play_sanctuary": BaliPlaySanctuary,
        "play_stonecutter": BaliPlayStonecutter,
        "remove_card": BaliRemoveCard,
        "skip_purchase": BaliSkipPurchase,
        "take_card": BaliTakeCard,
        "take_from_altar": BaliTakeFromAltar,
    }

    def buy_offering(self, *, crop: BaliCrop | str) -> BaliBuyOffering:
        return action(BaliBuyOffering, "buy_offering", crop=crop)

    def choose_harvest(self, *, crop: BaliCrop | str) -> BaliChooseHarvest:
        return action(BaliChooseHarvest, "choose_harvest", crop=crop)

    def choose_reward(self, *, reward: BaliReward | str) -> BaliChooseReward:
        return action(BaliChooseReward, "choose_reward", reward=reward)

    def leave_altar(self) -> BaliLeaveAltar:
        return action(BaliLeaveAltar, "leave_altar")

    def offer(self, *, crop: BaliCrop | str) -> BaliOffer:
        return action(BaliOffer, "offer", crop=crop)

    def play_cultivators(self, *, count: int, crop: BaliCrop | str) -> BaliPlayCultivators:
        return action(BaliPlayCultivators, "play_cultivators", count=count, crop=crop)

    def play_priest(self) -> BaliPlayPriest:
        return action(BaliPlayPriest, "play_priest")

    def play_sanctuary(self) -> BaliPlaySanctuary:
        return action(BaliPlaySanctuary, "play_sanctuary")

    def play_stonecutter(self) -> BaliPlayStonecutter:
        return action(BaliPlayStonecutter, "play_stonecutter")

    def remove_card(self, *, card: BaliCard | str) -> BaliRemoveCard:
        return action(BaliRemoveCard, "remove_card", card=card)

    def skip_purchase(self) -> BaliSkipPurchase:
        return action(BaliSkipPurchase, "skip_purchase")

    def take_card(self, *, column: int) -> BaliTakeCard:
        return action(BaliTakeCard, "take_card", column=column)

    def take_from_altar(self, *, depth: int) -> BaliTakeFromAltar:
        return action(BaliTakeFromAltar, "take_from_altar", depth=depth)


class Maya(GameApi):
    """Maya: its operations, and its actions built by name."""

    ACTIONS: ClassVar[ActionTypes] = {
        "bid": MayaBid,
        "boost_transport": MayaBoostTransport,
        "build": MayaBuild,
        "choose_blue_marker": MayaChooseBlueMarker,
        "direct_stone": MayaDirectStone,
        "double_move": MayaDoubleMove,
        "keep_marker": MayaKeepMarker,
        "name_start_player": MayaNameStartPlayer,
        "pass_building": MayaPassBuilding,
        "place_plus_two": MayaPlacePlusTwo,
        "place_starting_stone": MayaPlaceStartingStone,
        "place_worker": MayaPlaceWorker,
        "protect": MayaProtect,
        "relocate_stone": MayaRelocateStone,
        "stop_placing": MayaStopPlacing,
        "take_points": MayaTakePoints,
    }

    def bid(self, *, gold: int) -> MayaBid:
        return action(MayaBid, "bid", gold=gold)

    def boost_transport(self) -> MayaBoostTransport:
        return action(MayaBoostTransport, "boost_transport")

    def build(self, *, pyramid: int) -> MayaBuild:
        return action(MayaBuild, "build", pyramid=pyramid)

    def choose_blue_marker(self, *, marker: MayaChooseBlueMarkerMarker | str) -> MayaChooseBlueMarker:
        return action(MayaChooseBlueMarker, "choose_blue_marker", marker=marker)

    def direct_stone(self, *, pyramid: int) -> MayaDirectStone:
        return action(MayaDirectStone, "direct_stone", pyramid=pyramid)

    def double_move(self, *, free: bool = False) -> MayaDoubleMove:
        return action(MayaDoubleMove, "double_move", free=free)

    def keep_marker(self) -> MayaKeepMarker:
        return action(MayaKeepMarker, "keep_marker")

    def name_start_player(self, *, seat: int) -> MayaNameStartPlayer:
        return action(MayaNameStartPlayer, "name_start_player", seat=seat)

    def pass_building(self, *, free: bool = False) -> MayaPassBuilding:
        return action(MayaPassBuilding, "pass_building", free=free)

    def place_plus_two(self, *, quarry: int) -> MayaPlacePlusTwo:
        return action(MayaPlacePlusTwo, "place_plus_two", quarry=quarry)

    def place_starting_stone(self, *, pyramid: int) -> MayaPlaceStartingStone:
        return action(MayaPlaceStartingStone, "place_starting_stone", pyramid=pyramid)

    def place_worker(self, *, quarry: int, value: int) -> MayaPlaceWorker:
        return action(MayaPlaceWorker, "place_worker", quarry=quarry, value=value)

    def protect(self, *, quarry: int) -> MayaProtect:
        return action(MayaProtect, "protect", quarry=quarry)

    def relocate_stone(self, *, from_level: int, from_pyramid: int, to_pyramid: int) -> MayaRelocateStone:
        return action(
            MayaRelocateStone, "relocate_stone", from_level=from_level, from_pyramid=from_pyramid, to_pyramid=to_pyramid
        )

    def stop_placing(self) -> MayaStopPlacing:
        return action(MayaStopPlacing, "stop_placing")

    def take_points(self, *, target: int) -> MayaTakePoints:
        return action(MayaTakePoints, "take_points", target=target)


babel = Babel(
    "babel",
    "Babel",
    Operations(
        abort=Operation("POST", "/games/babel/matches/{match_id}/abort", BabelActed),
        act=Operation("POST", "/games/babel/matches/{match_id}/actions", BabelActed),
        claim_seat=Operation("POST", "/games/babel/matches/{match_id}/seats/{seat}/claim", SeatClaimed),
        create_match=Operation("POST", "/games/babel/matches", BabelCreatedMatch),
        events=Operation("GET", "/games/babel/matches/{match_id}/events", BabelEventPage),
        export=Operation("GET", "/games/babel/matches/{match_id}/export", BabelExport),
        get_match=Operation("GET", "/games/babel/matches/{match_id}", BabelMatch),
        legal_actions=Operation("GET", "/games/babel/matches/{match_id}/legal-actions", BabelLegalActions),
        list_matches=Operation("GET", "/games/babel/matches", MatchPage),
        resign=Operation("POST", "/games/babel/matches/{match_id}/resign", BabelActed),
        seek=Operation("POST", "/games/babel/seeks", BabelSeek),
    ),
    BabelActRequest,
    BabelCreateMatch,
    LobbyModels(
        new_challenge=BabelNewChallenge,
        challenge=BabelChallenge,
        new_seek=BabelNewSeek,
        seek=BabelSeek,
        started=BabelMatchStarted,
        turn=BabelTurn,
    ),
)
balam = Balam(
    "balam",
    "Balam",
    Operations(
        abort=Operation("POST", "/games/balam/matches/{match_id}/abort", BalamActed),
        act=Operation("POST", "/games/balam/matches/{match_id}/actions", BalamActed),
        claim_seat=Operation("POST", "/games/balam/matches/{match_id}/seats/{seat}/claim", SeatClaimed),
        create_match=Operation("POST", "/games/balam/matches", BalamCreatedMatch),
        events=Operation("GET", "/games/balam/matches/{match_id}/events", BalamEventPage),
        export=Operation("GET", "/games/balam/matches/{match_id}/export", BalamExport),
        get_match=Operation("GET", "/games/balam/matches/{match_id}", BalamMatch),
        legal_actions=Operation("GET", "/games/balam/matches/{match_id}/legal-actions", BalamLegalActions),
        list_matches=Operation("GET", "/games/balam/matches", MatchPage),
        resign=Operation("POST", "/games/balam/matches/{match_id}/resign", BalamActed),
        seek=Operation("POST", "/games/balam/seeks", BalamSeek),
    ),
    BalamActRequest,
    BalamCreateMatch,
    LobbyModels(
        new_challenge=BalamNewChallenge,
        challenge=BalamChallenge,
        new_seek=BalamNewSeek,
        seek=BalamSeek,
        started=BalamMatchStarted,
        turn=BalamTurn,
    ),
)
bali = Bali(
    "bali",
    "Bali",
    Operations(
        abort=Operation("POST", "/games/bali/matches/{match_id}/abort", BaliActed),
        act=Operation("POST", "/games/bali/matches/{match_id}/actions", BaliActed),
        claim_seat=Operation("POST", "/games/bali/matches/{match_id}/seats/{seat}/claim", SeatClaimed),
        create_match=Operation("POST", "/games/bali/matches", BaliCreatedMatch),
        events=Operation("GET", "/games/bali/matches/{match_id}/events", BaliEventPage),
        export=Operation("GET", "/games/bali/matches/{match_id}/export", BaliExport),
        get_match=Operation("GET", "/games/bali/matches/{match_id}", BaliMatch),
        legal_actions=Operation("GET", "/games/bali/matches/{match_id}/legal-actions", BaliLegalActions),
        list_matches=Operation("GET", "/games/bali/matches", MatchPage),
        resign=Operation("POST", "/games/bali/matches/{match_id}/resign", BaliActed),
        seek=Operation("POST", "/games/bali/seeks", BaliSeek),
    ),
    BaliActRequest,
    BaliCreateMatch,
    LobbyModels(
        new_challenge=BaliNewChallenge,
        challenge=BaliChallenge,
        new_seek=BaliNewSeek,
        seek=BaliSeek,
        started=BaliMatchStarted,
        turn=BaliTurn,
    ),
)
maya = Maya(
    "maya",
    "Maya",
    Operations(
        abort=Operation("POST", "/games/maya/matches/{match_id}/abort", MayaActed),
        act=Operation("POST", "/games/maya/matches/{match_id}/actions", MayaActed),
        claim_seat=Operation("POST", "/games/maya/matches/{match_id}/seats/{seat}/claim", SeatClaimed),
        create_match=Operation("POST", "/games/maya/matches", MayaCreatedMatch),
        events=Operation("GET", "/games/maya/matches/{match_id}/events", MayaEventPage),
        export=Operation("GET", "/games/maya/matches/{match_id}/export", MayaExport),
        get_match=Operation("GET", "/games/maya/matches/{match_id}", MayaMatch),
        legal_actions=Operation("GET", "/games/maya/matches/{match_id}/legal-actions", MayaLegalActions),
        list_matches=Operation("GET", "/games/maya/matches", MatchPage),
        resign=Operation("POST", "/games/maya/matches/{match_id}/resign", MayaActed),
        seek=Operation("POST", "/games/maya/seeks", MayaSeek),
    ),
    MayaActRequest,
    MayaCreateMatch,
    LobbyModels(
        new_challenge=MayaNewChallenge,
        challenge=MayaChallenge,
        new_seek=MayaNewSeek,
        seek=MayaSeek,
        started=MayaMatchStarted,
        turn=MayaTurn,
    ),
)

GAMES: dict[str, GameApi] = {"babel": babel, "balam": balam, "bali": bali, "maya": maya}
