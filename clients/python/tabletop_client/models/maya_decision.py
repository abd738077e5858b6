# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class MayaDecision(StrEnum):
    BID = "bid"
    BLUE_MARKER = "blue_marker"
    BUILD = "build"
    DIRECT_STONE = "direct_stone"
    JOKER_QUARRY = "joker_quarry"
    JOKER_TRANSPORT = "joker_transport"
    PLUS_TWO = "plus_two"
    PROTECTION = "protection"
    RELOCATE = "relocate"
    STARTING_STONE = "starting_stone"
    START_PLAYER = "start_player"
    TAKE_POINTS = "take_points"
    WORKER = "worker"

    def __str__(self) -> str:
        return str(self.value)
