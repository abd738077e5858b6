""" Contains all the data models used in inputs/outputs """

from .babel_act_request import BabelActRequest
from .babel_acted import BabelActed
from .babel_build import BabelBuild
from .babel_build_reserved import BabelBuildReserved
from .babel_built import BabelBuilt
from .babel_cards_stolen import BabelCardsStolen
from .babel_create_match import BabelCreateMatch
from .babel_created_match import BabelCreatedMatch
from .babel_destroy import BabelDestroy
from .babel_discard import BabelDiscard
from .babel_eliminate import BabelEliminate
from .babel_end_reason import BabelEndReason
from .babel_end_turn import BabelEndTurn
from .babel_event_page import BabelEventPage
from .babel_event_record import BabelEventRecord
from .babel_game_ended import BabelGameEnded
from .babel_halve_hand import BabelHalveHand
from .babel_halving_demanded import BabelHalvingDemanded
from .babel_hand_discarded import BabelHandDiscarded
from .babel_legal_actions import BabelLegalActions
from .babel_level_stolen import BabelLevelStolen
from .babel_match import BabelMatch
from .babel_migrate import BabelMigrate
from .babel_migrated import BabelMigrated
from .babel_options import BabelOptions
from .babel_people import BabelPeople
from .babel_people_drawn import BabelPeopleDrawn
from .babel_people_eliminated import BabelPeopleEliminated
from .babel_people_reshuffled import BabelPeopleReshuffled
from .babel_phase import BabelPhase
from .babel_power import BabelPower
from .babel_power_invoked import BabelPowerInvoked
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
from .babel_turn_started import BabelTurnStarted
from .babel_view import BabelView
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
    "BabelCardsStolen",
    "BabelCreatedMatch",
    "BabelCreateMatch",
    "BabelDestroy",
    "BabelDiscard",
    "BabelEliminate",
    "BabelEndReason",
    "BabelEndTurn",
    "BabelEventPage",
    "BabelEventRecord",
    "BabelGameEnded",
    "BabelHalveHand",
    "BabelHalvingDemanded",
    "BabelHandDiscarded",
    "BabelLegalActions",
    "BabelLevelStolen",
    "BabelMatch",
    "BabelMigrate",
    "BabelMigrated",
    "BabelOptions",
    "BabelPeople",
    "BabelPeopleDrawn",
    "BabelPeopleEliminated",
    "BabelPeopleReshuffled",
    "BabelPhase",
    "BabelPower",
    "BabelPowerInvoked",
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
    "BabelTurnStarted",
    "BabelView",
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
