""" Contains all the data models used in inputs/outputs """

from .babel_act_request import BabelActRequest
from .babel_acted import BabelActed
from .babel_build import BabelBuild
from .babel_build_reserved import BabelBuildReserved
from .babel_built import BabelBuilt
from .babel_built_site import BabelBuiltSite
from .babel_cards_stolen import BabelCardsStolen
from .babel_cards_stolen_cards_item import BabelCardsStolenCardsItem
from .babel_cards_stolen_site import BabelCardsStolenSite
from .babel_create_match import BabelCreateMatch
from .babel_created_match import BabelCreatedMatch
from .babel_destroy import BabelDestroy
from .babel_discard import BabelDiscard
from .babel_discard_people import BabelDiscardPeople
from .babel_eliminate import BabelEliminate
from .babel_eliminate_people import BabelEliminatePeople
from .babel_end_turn import BabelEndTurn
from .babel_event_page import BabelEventPage
from .babel_event_record import BabelEventRecord
from .babel_game_ended import BabelGameEnded
from .babel_game_ended_reason import BabelGameEndedReason
from .babel_halve_hand import BabelHalveHand
from .babel_halving_demanded import BabelHalvingDemanded
from .babel_hand_discarded import BabelHandDiscarded
from .babel_hand_discarded_people import BabelHandDiscardedPeople
from .babel_legal_actions import BabelLegalActions
from .babel_level_stolen import BabelLevelStolen
from .babel_level_stolen_site import BabelLevelStolenSite
from .babel_match import BabelMatch
from .babel_migrate import BabelMigrate
from .babel_migrate_source import BabelMigrateSource
from .babel_migrate_target import BabelMigrateTarget
from .babel_migrated import BabelMigrated
from .babel_migrated_cards_item import BabelMigratedCardsItem
from .babel_migrated_source import BabelMigratedSource
from .babel_migrated_target import BabelMigratedTarget
from .babel_options import BabelOptions
from .babel_people_drawn import BabelPeopleDrawn
from .babel_people_drawn_cards_type_0_item import BabelPeopleDrawnCardsType0Item
from .babel_people_eliminated import BabelPeopleEliminated
from .babel_people_eliminated_people import BabelPeopleEliminatedPeople
from .babel_people_eliminated_site import BabelPeopleEliminatedSite
from .babel_people_reshuffled import BabelPeopleReshuffled
from .babel_people_reshuffled_order_type_0_item import BabelPeopleReshuffledOrderType0Item
from .babel_power_invoked import BabelPowerInvoked
from .babel_power_invoked_people import BabelPowerInvokedPeople
from .babel_power_invoked_power import BabelPowerInvokedPower
from .babel_power_invoked_site import BabelPowerInvokedSite
from .babel_settle import BabelSettle
from .babel_settle_people import BabelSettlePeople
from .babel_settled import BabelSettled
from .babel_settled_people import BabelSettledPeople
from .babel_settled_site import BabelSettledSite
from .babel_side_view import BabelSideView
from .babel_side_view_hand_type_0_item import BabelSideViewHandType0Item
from .babel_side_view_pawn_type_1 import BabelSideViewPawnType1
from .babel_side_view_pawn_type_2_type_1 import BabelSideViewPawnType2Type1
from .babel_side_view_pawn_type_3_type_1 import BabelSideViewPawnType3Type1
from .babel_site_view import BabelSiteView
from .babel_site_view_cards_item import BabelSiteViewCardsItem
from .babel_site_view_site import BabelSiteViewSite
from .babel_skip_level import BabelSkipLevel
from .babel_steal_cards import BabelStealCards
from .babel_steal_level import BabelStealLevel
from .babel_table_set import BabelTableSet
from .babel_table_set_people_pile_type_0_item import BabelTableSetPeoplePileType0Item
from .babel_temple_destroyed import BabelTempleDestroyed
from .babel_temple_destroyed_site import BabelTempleDestroyedSite
from .babel_temples_drawn import BabelTemplesDrawn
from .babel_travel import BabelTravel
from .babel_travel_site import BabelTravelSite
from .babel_traveled import BabelTraveled
from .babel_traveled_site import BabelTraveledSite
from .babel_turn_started import BabelTurnStarted
from .babel_view import BabelView
from .babel_view_end_reason_type_1 import BabelViewEndReasonType1
from .babel_view_end_reason_type_2_type_1 import BabelViewEndReasonType2Type1
from .babel_view_end_reason_type_3_type_1 import BabelViewEndReasonType3Type1
from .babel_view_people_discard_item import BabelViewPeopleDiscardItem
from .babel_view_phase import BabelViewPhase
from .game_info import GameInfo
from .game_info_options_schema import GameInfoOptionsSchema
from .health import Health
from .match_page import MatchPage
from .match_result import MatchResult
from .match_status import MatchStatus
from .match_summary import MatchSummary
from .problem import Problem
from .problem_errors_type_0_item import ProblemErrorsType0Item
from .seat_info import SeatInfo
from .seat_token import SeatToken

__all__ = (
    "BabelActed",
    "BabelActRequest",
    "BabelBuild",
    "BabelBuildReserved",
    "BabelBuilt",
    "BabelBuiltSite",
    "BabelCardsStolen",
    "BabelCardsStolenCardsItem",
    "BabelCardsStolenSite",
    "BabelCreatedMatch",
    "BabelCreateMatch",
    "BabelDestroy",
    "BabelDiscard",
    "BabelDiscardPeople",
    "BabelEliminate",
    "BabelEliminatePeople",
    "BabelEndTurn",
    "BabelEventPage",
    "BabelEventRecord",
    "BabelGameEnded",
    "BabelGameEndedReason",
    "BabelHalveHand",
    "BabelHalvingDemanded",
    "BabelHandDiscarded",
    "BabelHandDiscardedPeople",
    "BabelLegalActions",
    "BabelLevelStolen",
    "BabelLevelStolenSite",
    "BabelMatch",
    "BabelMigrate",
    "BabelMigrated",
    "BabelMigratedCardsItem",
    "BabelMigratedSource",
    "BabelMigratedTarget",
    "BabelMigrateSource",
    "BabelMigrateTarget",
    "BabelOptions",
    "BabelPeopleDrawn",
    "BabelPeopleDrawnCardsType0Item",
    "BabelPeopleEliminated",
    "BabelPeopleEliminatedPeople",
    "BabelPeopleEliminatedSite",
    "BabelPeopleReshuffled",
    "BabelPeopleReshuffledOrderType0Item",
    "BabelPowerInvoked",
    "BabelPowerInvokedPeople",
    "BabelPowerInvokedPower",
    "BabelPowerInvokedSite",
    "BabelSettle",
    "BabelSettled",
    "BabelSettledPeople",
    "BabelSettledSite",
    "BabelSettlePeople",
    "BabelSideView",
    "BabelSideViewHandType0Item",
    "BabelSideViewPawnType1",
    "BabelSideViewPawnType2Type1",
    "BabelSideViewPawnType3Type1",
    "BabelSiteView",
    "BabelSiteViewCardsItem",
    "BabelSiteViewSite",
    "BabelSkipLevel",
    "BabelStealCards",
    "BabelStealLevel",
    "BabelTableSet",
    "BabelTableSetPeoplePileType0Item",
    "BabelTempleDestroyed",
    "BabelTempleDestroyedSite",
    "BabelTemplesDrawn",
    "BabelTravel",
    "BabelTraveled",
    "BabelTraveledSite",
    "BabelTravelSite",
    "BabelTurnStarted",
    "BabelView",
    "BabelViewEndReasonType1",
    "BabelViewEndReasonType2Type1",
    "BabelViewEndReasonType3Type1",
    "BabelViewPeopleDiscardItem",
    "BabelViewPhase",
    "GameInfo",
    "GameInfoOptionsSchema",
    "Health",
    "MatchPage",
    "MatchResult",
    "MatchStatus",
    "MatchSummary",
    "Problem",
    "ProblemErrorsType0Item",
    "SeatInfo",
    "SeatToken",
)
