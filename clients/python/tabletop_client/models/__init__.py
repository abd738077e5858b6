# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
""" Contains all the data models used in inputs/outputs """

from .accept_challenge import AcceptChallenge
from .answer import Answer
from .app_created import AppCreated
from .app_player import AppPlayer
from .app_player_page import AppPlayerPage
from .babel_act_request import BabelActRequest
from .babel_acted import BabelActed
from .babel_build import BabelBuild
from .babel_build_reserved import BabelBuildReserved
from .babel_built import BabelBuilt
from .babel_cards_stolen import BabelCardsStolen
from .babel_challenge import BabelChallenge
from .babel_create_match import BabelCreateMatch
from .babel_created_match import BabelCreatedMatch
from .babel_destroy import BabelDestroy
from .babel_discard import BabelDiscard
from .babel_eliminate import BabelEliminate
from .babel_end_reason import BabelEndReason
from .babel_end_turn import BabelEndTurn
from .babel_event_page import BabelEventPage
from .babel_event_record import BabelEventRecord
from .babel_export import BabelExport
from .babel_export_action import BabelExportAction
from .babel_game_ended import BabelGameEnded
from .babel_halve_hand import BabelHalveHand
from .babel_halving_demanded import BabelHalvingDemanded
from .babel_hand_discarded import BabelHandDiscarded
from .babel_legal_actions import BabelLegalActions
from .babel_level_stolen import BabelLevelStolen
from .babel_match import BabelMatch
from .babel_match_started import BabelMatchStarted
from .babel_migrate import BabelMigrate
from .babel_migrated import BabelMigrated
from .babel_new_challenge import BabelNewChallenge
from .babel_new_seek import BabelNewSeek
from .babel_options import BabelOptions
from .babel_people import BabelPeople
from .babel_people_drawn import BabelPeopleDrawn
from .babel_people_eliminated import BabelPeopleEliminated
from .babel_people_reshuffled import BabelPeopleReshuffled
from .babel_phase import BabelPhase
from .babel_power import BabelPower
from .babel_power_invoked import BabelPowerInvoked
from .babel_seek import BabelSeek
from .babel_settle import BabelSettle
from .babel_settled import BabelSettled
from .babel_side_view import BabelSideView
from .babel_site_view import BabelSiteView
from .babel_skip_level import BabelSkipLevel
from .babel_steal_cards import BabelStealCards
from .babel_steal_level import BabelStealLevel
from .babel_table_set import BabelTableSet
from .babel_temple_destroyed import BabelTempleDestroyed
from .babel_temples_drawn import BabelTemplesDrawn
from .babel_travel import BabelTravel
from .babel_traveled import BabelTraveled
from .babel_turn import BabelTurn
from .babel_turn_started import BabelTurnStarted
from .babel_view import BabelView
from .balam_act_request import BalamActRequest
from .balam_acted import BalamActed
from .balam_attack import BalamAttack
from .balam_attack_declared import BalamAttackDeclared
from .balam_attack_launched import BalamAttackLaunched
from .balam_blessing_taken import BalamBlessingTaken
from .balam_build import BalamBuild
from .balam_build_on import BalamBuildOn
from .balam_building import BalamBuilding
from .balam_building_built import BalamBuildingBuilt
from .balam_building_demolished import BalamBuildingDemolished
from .balam_building_destroyed import BalamBuildingDestroyed
from .balam_building_kind import BalamBuildingKind
from .balam_building_lost import BalamBuildingLost
from .balam_card import BalamCard
from .balam_card_divined import BalamCardDivined
from .balam_catastrophe_paid import BalamCatastrophePaid
from .balam_catastrophe_suffered import BalamCatastropheSuffered
from .balam_challenge import BalamChallenge
from .balam_commit_garrison import BalamCommitGarrison
from .balam_construction_ended import BalamConstructionEnded
from .balam_construction_started import BalamConstructionStarted
from .balam_cost_paid import BalamCostPaid
from .balam_create_match import BalamCreateMatch
from .balam_created_match import BalamCreatedMatch
from .balam_deck_assembled import BalamDeckAssembled
from .balam_defence_set import BalamDefenceSet
from .balam_defend import BalamDefend
from .balam_demolish import BalamDemolish
from .balam_destroy import BalamDestroy
from .balam_dice_rolled import BalamDiceRolled
from .balam_distribution import BalamDistribution
from .balam_distribution_ended import BalamDistributionEnded
from .balam_divination_stopped import BalamDivinationStopped
from .balam_divine import BalamDivine
from .balam_dowry_taken import BalamDowryTaken
from .balam_effect import BalamEffect
from .balam_effect_step import BalamEffectStep
from .balam_end_construction import BalamEndConstruction
from .balam_end_distribution import BalamEndDistribution
from .balam_end_offering import BalamEndOffering
from .balam_event_page import BalamEventPage
from .balam_event_record import BalamEventRecord
from .balam_export import BalamExport
from .balam_export_action import BalamExportAction
from .balam_garrison_committed import BalamGarrisonCommitted
from .balam_garrison_lost import BalamGarrisonLost
from .balam_katun_kind import BalamKatunKind
from .balam_katun_turned import BalamKatunTurned
from .balam_katun_view import BalamKatunView
from .balam_king_view import BalamKingView
from .balam_launch_attack import BalamLaunchAttack
from .balam_legal_actions import BalamLegalActions
from .balam_lose_building import BalamLoseBuilding
from .balam_lose_garrison import BalamLoseGarrison
from .balam_match import BalamMatch
from .balam_match_started import BalamMatchStarted
from .balam_move_wealth import BalamMoveWealth
from .balam_new_challenge import BalamNewChallenge
from .balam_new_seek import BalamNewSeek
from .balam_obsidian_spent import BalamObsidianSpent
from .balam_offer import BalamOffer
from .balam_offered import BalamOffered
from .balam_offering_ended import BalamOfferingEnded
from .balam_options import BalamOptions
from .balam_pass import BalamPass
from .balam_passed import BalamPassed
from .balam_pay_catastrophe import BalamPayCatastrophe
from .balam_pay_cost import BalamPayCost
from .balam_pay_tribute import BalamPayTribute
from .balam_phase import BalamPhase
from .balam_seek import BalamSeek
from .balam_site_info import BalamSiteInfo
from .balam_site_view import BalamSiteView
from .balam_spend_obsidian import BalamSpendObsidian
from .balam_stop_divining import BalamStopDivining
from .balam_suffer import BalamSuffer
from .balam_take_blessing import BalamTakeBlessing
from .balam_take_dowry import BalamTakeDowry
from .balam_take_wealth import BalamTakeWealth
from .balam_tiles_left import BalamTilesLeft
from .balam_tribute_paid import BalamTributePaid
from .balam_turn import BalamTurn
from .balam_turn_katun import BalamTurnKatun
from .balam_view import BalamView
from .balam_war import BalamWar
from .balam_war_step import BalamWarStep
from .balam_wealth import BalamWealth
from .balam_wealth_count import BalamWealthCount
from .balam_wealth_moved import BalamWealthMoved
from .balam_wealth_taken import BalamWealthTaken
from .balam_widths import BalamWidths
from .balam_worksite import BalamWorksite
from .bali_act_request import BaliActRequest
from .bali_acted import BaliActed
from .bali_altar_peeked import BaliAltarPeeked
from .bali_altar_seeded import BaliAltarSeeded
from .bali_buy_offering import BaliBuyOffering
from .bali_card import BaliCard
from .bali_card_removed import BaliCardRemoved
from .bali_card_taken import BaliCardTaken
from .bali_cards_played import BaliCardsPlayed
from .bali_challenge import BaliChallenge
from .bali_choose_harvest import BaliChooseHarvest
from .bali_choose_reward import BaliChooseReward
from .bali_colour import BaliColour
from .bali_column_dealt import BaliColumnDealt
from .bali_create_match import BaliCreateMatch
from .bali_created_match import BaliCreatedMatch
from .bali_crop import BaliCrop
from .bali_deck_shuffled import BaliDeckShuffled
from .bali_event_page import BaliEventPage
from .bali_event_record import BaliEventRecord
from .bali_export import BaliExport
from .bali_export_action import BaliExportAction
from .bali_final import BaliFinal
from .bali_game_ended import BaliGameEnded
from .bali_harvested import BaliHarvested
from .bali_leave_altar import BaliLeaveAltar
from .bali_legal_actions import BaliLegalActions
from .bali_match import BaliMatch
from .bali_match_started import BaliMatchStarted
from .bali_new_challenge import BaliNewChallenge
from .bali_new_seek import BaliNewSeek
from .bali_offer import BaliOffer
from .bali_offered import BaliOffered
from .bali_offering_bought import BaliOfferingBought
from .bali_options import BaliOptions
from .bali_oracle_taken import BaliOracleTaken
from .bali_phase import BaliPhase
from .bali_play_cultivators import BaliPlayCultivators
from .bali_play_priest import BaliPlayPriest
from .bali_play_sanctuary import BaliPlaySanctuary
from .bali_play_stonecutter import BaliPlayStonecutter
from .bali_player_view import BaliPlayerView
from .bali_purchase_skipped import BaliPurchaseSkipped
from .bali_remove_card import BaliRemoveCard
from .bali_reward import BaliReward
from .bali_rewarded import BaliRewarded
from .bali_scoring_started import BaliScoringStarted
from .bali_seek import BaliSeek
from .bali_skip_purchase import BaliSkipPurchase
from .bali_step import BaliStep
from .bali_take_card import BaliTakeCard
from .bali_take_from_altar import BaliTakeFromAltar
from .bali_turn import BaliTurn
from .bali_turn_started import BaliTurnStarted
from .bali_view import BaliView
from .bank_time_control import BankTimeControl
from .challenge_ended_frame import ChallengeEndedFrame
from .challenge_player import ChallengePlayer
from .challenge_status import ChallengeStatus
from .claim_seat import ClaimSeat
from .created_key import CreatedKey
from .decline_challenge import DeclineChallenge
from .delivery import Delivery
from .delivery_attempt import DeliveryAttempt
from .delivery_page import DeliveryPage
from .delivery_status import DeliveryStatus
from .end_reason import EndReason
from .export_seat import ExportSeat
from .game_info import GameInfo
from .game_info_options_schema import GameInfoOptionsSchema
from .health import Health
from .key_info import KeyInfo
from .key_info_scope import KeyInfoScope
from .key_list import KeyList
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .match_aborted import MatchAborted
from .match_finished_frame import MatchFinishedFrame
from .match_frame import MatchFrame
from .match_page import MatchPage
from .match_result import MatchResult
from .match_status import MatchStatus
from .match_summary import MatchSummary
from .maya_act_request import MayaActRequest
from .maya_acted import MayaActed
from .maya_award import MayaAward
from .maya_bid import MayaBid
from .maya_bid_sealed import MayaBidSealed
from .maya_bids_revealed import MayaBidsRevealed
from .maya_blue_marker_chosen import MayaBlueMarkerChosen
from .maya_blue_marker_chosen_marker import MayaBlueMarkerChosenMarker
from .maya_boost_transport import MayaBoostTransport
from .maya_build import MayaBuild
from .maya_building_passed import MayaBuildingPassed
from .maya_building_passed_marker_type_1 import MayaBuildingPassedMarkerType1
from .maya_building_passed_marker_type_2_type_1 import MayaBuildingPassedMarkerType2Type1
from .maya_building_passed_marker_type_3_type_1 import MayaBuildingPassedMarkerType3Type1
from .maya_card import MayaCard
from .maya_card_view import MayaCardView
from .maya_challenge import MayaChallenge
from .maya_choose_blue_marker import MayaChooseBlueMarker
from .maya_choose_blue_marker_marker import MayaChooseBlueMarkerMarker
from .maya_create_match import MayaCreateMatch
from .maya_created_match import MayaCreatedMatch
from .maya_decision import MayaDecision
from .maya_direct_stone import MayaDirectStone
from .maya_direct_stone_placed import MayaDirectStonePlaced
from .maya_direct_stone_placed_marker_type_0 import MayaDirectStonePlacedMarkerType0
from .maya_direct_stone_placed_marker_type_1 import MayaDirectStonePlacedMarkerType1
from .maya_double_move import MayaDoubleMove
from .maya_double_move_started import MayaDoubleMoveStarted
from .maya_double_move_started_marker_type_1 import MayaDoubleMoveStartedMarkerType1
from .maya_double_move_started_marker_type_2_type_1 import MayaDoubleMoveStartedMarkerType2Type1
from .maya_double_move_started_marker_type_3_type_1 import MayaDoubleMoveStartedMarkerType3Type1
from .maya_event_page import MayaEventPage
from .maya_event_record import MayaEventRecord
from .maya_export import MayaExport
from .maya_export_action import MayaExportAction
from .maya_keep_marker import MayaKeepMarker
from .maya_legal_actions import MayaLegalActions
from .maya_level_scored import MayaLevelScored
from .maya_level_view import MayaLevelView
from .maya_marker_view import MayaMarkerView
from .maya_marker_view_acting_as_type_1 import MayaMarkerViewActingAsType1
from .maya_marker_view_acting_as_type_2_type_1 import MayaMarkerViewActingAsType2Type1
from .maya_marker_view_acting_as_type_3_type_1 import MayaMarkerViewActingAsType3Type1
from .maya_marker_view_marker_type_0 import MayaMarkerViewMarkerType0
from .maya_marker_view_marker_type_1 import MayaMarkerViewMarkerType1
from .maya_match import MayaMatch
from .maya_match_started import MayaMatchStarted
from .maya_name_start_player import MayaNameStartPlayer
from .maya_new_challenge import MayaNewChallenge
from .maya_new_seek import MayaNewSeek
from .maya_options import MayaOptions
from .maya_pass_building import MayaPassBuilding
from .maya_phase import MayaPhase
from .maya_place_plus_two import MayaPlacePlusTwo
from .maya_place_starting_stone import MayaPlaceStartingStone
from .maya_place_worker import MayaPlaceWorker
from .maya_placed_marker import MayaPlacedMarker
from .maya_placed_marker_marker_type_0 import MayaPlacedMarkerMarkerType0
from .maya_placed_marker_marker_type_1 import MayaPlacedMarkerMarkerType1
from .maya_player_view import MayaPlayerView
from .maya_plus_two_placed import MayaPlusTwoPlaced
from .maya_points_taken import MayaPointsTaken
from .maya_protect import MayaProtect
from .maya_protection_placed import MayaProtectionPlaced
from .maya_protection_placed_marker_type_0 import MayaProtectionPlacedMarkerType0
from .maya_protection_placed_marker_type_1 import MayaProtectionPlacedMarkerType1
from .maya_pyramid_view import MayaPyramidView
from .maya_quality_declined import MayaQualityDeclined
from .maya_quality_declined_marker_type_0 import MayaQualityDeclinedMarkerType0
from .maya_quality_declined_marker_type_1 import MayaQualityDeclinedMarkerType1
from .maya_quarry_evaluated import MayaQuarryEvaluated
from .maya_quarry_revealed import MayaQuarryRevealed
from .maya_quarry_view import MayaQuarryView
from .maya_quarry_view_marker_type_0 import MayaQuarryViewMarkerType0
from .maya_quarry_view_marker_type_1 import MayaQuarryViewMarkerType1
from .maya_quarrying_ended import MayaQuarryingEnded
from .maya_relocate_stone import MayaRelocateStone
from .maya_round_ended import MayaRoundEnded
from .maya_round_started import MayaRoundStarted
from .maya_round_started_for_sale_item import MayaRoundStartedForSaleItem
from .maya_score import MayaScore
from .maya_seek import MayaSeek
from .maya_start_player_named import MayaStartPlayerNamed
from .maya_starting_stone_placed import MayaStartingStonePlaced
from .maya_stone_built import MayaStoneBuilt
from .maya_stone_relocated import MayaStoneRelocated
from .maya_stone_relocated_marker_type_0 import MayaStoneRelocatedMarkerType0
from .maya_stone_relocated_marker_type_1 import MayaStoneRelocatedMarkerType1
from .maya_stones_removed import MayaStonesRemoved
from .maya_stones_transported import MayaStonesTransported
from .maya_stop_placing import MayaStopPlacing
from .maya_stopped_placing import MayaStoppedPlacing
from .maya_table_set import MayaTableSet
from .maya_take import MayaTake
from .maya_take_points import MayaTakePoints
from .maya_transport_boosted import MayaTransportBoosted
from .maya_turn import MayaTurn
from .maya_view import MayaView
from .maya_view_double_move_marker_type_1 import MayaViewDoubleMoveMarkerType1
from .maya_view_double_move_marker_type_2_type_1 import MayaViewDoubleMoveMarkerType2Type1
from .maya_view_double_move_marker_type_3_type_1 import MayaViewDoubleMoveMarkerType3Type1
from .maya_view_for_sale_item import MayaViewForSaleItem
from .maya_view_free_pass_marker_type_1 import MayaViewFreePassMarkerType1
from .maya_view_free_pass_marker_type_2_type_1 import MayaViewFreePassMarkerType2Type1
from .maya_view_free_pass_marker_type_3_type_1 import MayaViewFreePassMarkerType3Type1
from .maya_worker_placed import MayaWorkerPlaced
from .new_app import NewApp
from .new_player import NewPlayer
from .new_webhook import NewWebhook
from .new_webhook_events_item import NewWebhookEventsItem
from .per_decision_time_control import PerDecisionTimeControl
from .ping_queued import PingQueued
from .player_created import PlayerCreated
from .player_match import PlayerMatch
from .player_match_page import PlayerMatchPage
from .player_profile import PlayerProfile
from .player_rating import PlayerRating
from .player_ticket import PlayerTicket
from .problem import Problem
from .problem_code import ProblemCode
from .problem_errors_type_0_item import ProblemErrorsType0Item
from .problem_type import ProblemType
from .rating_change import RatingChange
from .rotate_key_request import RotateKeyRequest
from .rotate_key_request_scope import RotateKeyRequestScope
from .seat_claimed import SeatClaimed
from .seat_clock_info import SeatClockInfo
from .seat_info import SeatInfo
from .seat_resigned import SeatResigned
from .seat_timed_out import SeatTimedOut
from .seat_token import SeatToken
from .seed_source import SeedSource
from .stream_opened import StreamOpened
from .stream_ticket import StreamTicket
from .webhook import Webhook
from .webhook_created import WebhookCreated
from .webhook_list import WebhookList
from .webhook_recipient import WebhookRecipient

__all__ = (
    "AcceptChallenge",
    "Answer",
    "AppCreated",
    "AppPlayer",
    "AppPlayerPage",
    "BabelActed",
    "BabelActRequest",
    "BabelBuild",
    "BabelBuildReserved",
    "BabelBuilt",
    "BabelCardsStolen",
    "BabelChallenge",
    "BabelCreatedMatch",
    "BabelCreateMatch",
    "BabelDestroy",
    "BabelDiscard",
    "BabelEliminate",
    "BabelEndReason",
    "BabelEndTurn",
    "BabelEventPage",
    "BabelEventRecord",
    "BabelExport",
    "BabelExportAction",
    "BabelGameEnded",
    "BabelHalveHand",
    "BabelHalvingDemanded",
    "BabelHandDiscarded",
    "BabelLegalActions",
    "BabelLevelStolen",
    "BabelMatch",
    "BabelMatchStarted",
    "BabelMigrate",
    "BabelMigrated",
    "BabelNewChallenge",
    "BabelNewSeek",
    "BabelOptions",
    "BabelPeople",
    "BabelPeopleDrawn",
    "BabelPeopleEliminated",
    "BabelPeopleReshuffled",
    "BabelPhase",
    "BabelPower",
    "BabelPowerInvoked",
    "BabelSeek",
    "BabelSettle",
    "BabelSettled",
    "BabelSideView",
    "BabelSiteView",
    "BabelSkipLevel",
    "BabelStealCards",
    "BabelStealLevel",
    "BabelTableSet",
    "BabelTempleDestroyed",
    "BabelTemplesDrawn",
    "BabelTravel",
    "BabelTraveled",
    "BabelTurn",
    "BabelTurnStarted",
    "BabelView",
    "BalamActed",
    "BalamActRequest",
    "BalamAttack",
    "BalamAttackDeclared",
    "BalamAttackLaunched",
    "BalamBlessingTaken",
    "BalamBuild",
    "BalamBuilding",
    "BalamBuildingBuilt",
    "BalamBuildingDemolished",
    "BalamBuildingDestroyed",
    "BalamBuildingKind",
    "BalamBuildingLost",
    "BalamBuildOn",
    "BalamCard",
    "BalamCardDivined",
    "BalamCatastrophePaid",
    "BalamCatastropheSuffered",
    "BalamChallenge",
    "BalamCommitGarrison",
    "BalamConstructionEnded",
    "BalamConstructionStarted",
    "BalamCostPaid",
    "BalamCreatedMatch",
    "BalamCreateMatch",
    "BalamDeckAssembled",
    "BalamDefenceSet",
    "BalamDefend",
    "BalamDemolish",
    "BalamDestroy",
    "BalamDiceRolled",
    "BalamDistribution",
    "BalamDistributionEnded",
    "BalamDivinationStopped",
    "BalamDivine",
    "BalamDowryTaken",
    "BalamEffect",
    "BalamEffectStep",
    "BalamEndConstruction",
    "BalamEndDistribution",
    "BalamEndOffering",
    "BalamEventPage",
    "BalamEventRecord",
    "BalamExport",
    "BalamExportAction",
    "BalamGarrisonCommitted",
    "BalamGarrisonLost",
    "BalamKatunKind",
    "BalamKatunTurned",
    "BalamKatunView",
    "BalamKingView",
    "BalamLaunchAttack",
    "BalamLegalActions",
    "BalamLoseBuilding",
    "BalamLoseGarrison",
    "BalamMatch",
    "BalamMatchStarted",
    "BalamMoveWealth",
    "BalamNewChallenge",
    "BalamNewSeek",
    "BalamObsidianSpent",
    "BalamOffer",
    "BalamOffered",
    "BalamOfferingEnded",
    "BalamOptions",
    "BalamPass",
    "BalamPassed",
    "BalamPayCatastrophe",
    "BalamPayCost",
    "BalamPayTribute",
    "BalamPhase",
    "BalamSeek",
    "BalamSiteInfo",
    "BalamSiteView",
    "BalamSpendObsidian",
    "BalamStopDivining",
    "BalamSuffer",
    "BalamTakeBlessing",
    "BalamTakeDowry",
    "BalamTakeWealth",
    "BalamTilesLeft",
    "BalamTributePaid",
    "BalamTurn",
    "BalamTurnKatun",
    "BalamView",
    "BalamWar",
    "BalamWarStep",
    "BalamWealth",
    "BalamWealthCount",
    "BalamWealthMoved",
    "BalamWealthTaken",
    "BalamWidths",
    "BalamWorksite",
    "BaliActed",
    "BaliActRequest",
    "BaliAltarPeeked",
    "BaliAltarSeeded",
    "BaliBuyOffering",
    "BaliCard",
    "BaliCardRemoved",
    "BaliCardsPlayed",
    "BaliCardTaken",
    "BaliChallenge",
    "BaliChooseHarvest",
    "BaliChooseReward",
    "BaliColour",
    "BaliColumnDealt",
    "BaliCreatedMatch",
    "BaliCreateMatch",
    "BaliCrop",
    "BaliDeckShuffled",
    "BaliEventPage",
    "BaliEventRecord",
    "BaliExport",
    "BaliExportAction",
    "BaliFinal",
    "BaliGameEnded",
    "BaliHarvested",
    "BaliLeaveAltar",
    "BaliLegalActions",
    "BaliMatch",
    "BaliMatchStarted",
    "BaliNewChallenge",
    "BaliNewSeek",
    "BaliOffer",
    "BaliOffered",
    "BaliOfferingBought",
    "BaliOptions",
    "BaliOracleTaken",
    "BaliPhase",
    "BaliPlayCultivators",
    "BaliPlayerView",
    "BaliPlayPriest",
    "BaliPlaySanctuary",
    "BaliPlayStonecutter",
    "BaliPurchaseSkipped",
    "BaliRemoveCard",
    "BaliReward",
    "BaliRewarded",
    "BaliScoringStarted",
    "BaliSeek",
    "BaliSkipPurchase",
    "BaliStep",
    "BaliTakeCard",
    "BaliTakeFromAltar",
    "BaliTurn",
    "BaliTurnStarted",
    "BaliView",
    "BankTimeControl",
    "ChallengeEndedFrame",
    "ChallengePlayer",
    "ChallengeStatus",
    "ClaimSeat",
    "CreatedKey",
    "DeclineChallenge",
    "Delivery",
    "DeliveryAttempt",
    "DeliveryPage",
    "DeliveryStatus",
    "EndReason",
    "ExportSeat",
    "GameInfo",
    "GameInfoOptionsSchema",
    "Health",
    "KeyInfo",
    "KeyInfoScope",
    "KeyList",
    "Leaderboard",
    "LeaderboardEntry",
    "MatchAborted",
    "MatchFinishedFrame",
    "MatchFrame",
    "MatchPage",
    "MatchResult",
    "MatchStatus",
    "MatchSummary",
    "MayaActed",
    "MayaActRequest",
    "MayaAward",
    "MayaBid",
    "MayaBidSealed",
    "MayaBidsRevealed",
    "MayaBlueMarkerChosen",
    "MayaBlueMarkerChosenMarker",
    "MayaBoostTransport",
    "MayaBuild",
    "MayaBuildingPassed",
    "MayaBuildingPassedMarkerType1",
    "MayaBuildingPassedMarkerType2Type1",
    "MayaBuildingPassedMarkerType3Type1",
    "MayaCard",
    "MayaCardView",
    "MayaChallenge",
    "MayaChooseBlueMarker",
    "MayaChooseBlueMarkerMarker",
    "MayaCreatedMatch",
    "MayaCreateMatch",
    "MayaDecision",
    "MayaDirectStone",
    "MayaDirectStonePlaced",
    "MayaDirectStonePlacedMarkerType0",
    "MayaDirectStonePlacedMarkerType1",
    "MayaDoubleMove",
    "MayaDoubleMoveStarted",
    "MayaDoubleMoveStartedMarkerType1",
    "MayaDoubleMoveStartedMarkerType2Type1",
    "MayaDoubleMoveStartedMarkerType3Type1",
    "MayaEventPage",
    "MayaEventRecord",
    "MayaExport",
    "MayaExportAction",
    "MayaKeepMarker",
    "MayaLegalActions",
    "MayaLevelScored",
    "MayaLevelView",
    "MayaMarkerView",
    "MayaMarkerViewActingAsType1",
    "MayaMarkerViewActingAsType2Type1",
    "MayaMarkerViewActingAsType3Type1",
    "MayaMarkerViewMarkerType0",
    "MayaMarkerViewMarkerType1",
    "MayaMatch",
    "MayaMatchStarted",
    "MayaNameStartPlayer",
    "MayaNewChallenge",
    "MayaNewSeek",
    "MayaOptions",
    "MayaPassBuilding",
    "MayaPhase",
    "MayaPlacedMarker",
    "MayaPlacedMarkerMarkerType0",
    "MayaPlacedMarkerMarkerType1",
    "MayaPlacePlusTwo",
    "MayaPlaceStartingStone",
    "MayaPlaceWorker",
    "MayaPlayerView",
    "MayaPlusTwoPlaced",
    "MayaPointsTaken",
    "MayaProtect",
    "MayaProtectionPlaced",
    "MayaProtectionPlacedMarkerType0",
    "MayaProtectionPlacedMarkerType1",
    "MayaPyramidView",
    "MayaQualityDeclined",
    "MayaQualityDeclinedMarkerType0",
    "MayaQualityDeclinedMarkerType1",
    "MayaQuarryEvaluated",
    "MayaQuarryingEnded",
    "MayaQuarryRevealed",
    "MayaQuarryView",
    "MayaQuarryViewMarkerType0",
    "MayaQuarryViewMarkerType1",
    "MayaRelocateStone",
    "MayaRoundEnded",
    "MayaRoundStarted",
    "MayaRoundStartedForSaleItem",
    "MayaScore",
    "MayaSeek",
    "MayaStartingStonePlaced",
    "MayaStartPlayerNamed",
    "MayaStoneBuilt",
    "MayaStoneRelocated",
    "MayaStoneRelocatedMarkerType0",
    "MayaStoneRelocatedMarkerType1",
    "MayaStonesRemoved",
    "MayaStonesTransported",
    "MayaStoppedPlacing",
    "MayaStopPlacing",
    "MayaTableSet",
    "MayaTake",
    "MayaTakePoints",
    "MayaTransportBoosted",
    "MayaTurn",
    "MayaView",
    "MayaViewDoubleMoveMarkerType1",
    "MayaViewDoubleMoveMarkerType2Type1",
    "MayaViewDoubleMoveMarkerType3Type1",
    "MayaViewForSaleItem",
    "MayaViewFreePassMarkerType1",
    "MayaViewFreePassMarkerType2Type1",
    "MayaViewFreePassMarkerType3Type1",
    "MayaWorkerPlaced",
    "NewApp",
    "NewPlayer",
    "NewWebhook",
    "NewWebhookEventsItem",
    "PerDecisionTimeControl",
    "PingQueued",
    "PlayerCreated",
    "PlayerMatch",
    "PlayerMatchPage",
    "PlayerProfile",
    "PlayerRating",
    "PlayerTicket",
    "Problem",
    "ProblemCode",
    "ProblemErrorsType0Item",
    "ProblemType",
    "RatingChange",
    "RotateKeyRequest",
    "RotateKeyRequestScope",
    "SeatClaimed",
    "SeatClockInfo",
    "SeatInfo",
    "SeatResigned",
    "SeatTimedOut",
    "SeatToken",
    "SeedSource",
    "StreamOpened",
    "StreamTicket",
    "Webhook",
    "WebhookCreated",
    "WebhookList",
    "WebhookRecipient",
)
