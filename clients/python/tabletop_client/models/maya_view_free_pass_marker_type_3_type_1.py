# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class MayaViewFreePassMarkerType3Type1(StrEnum):
    BIG_TRANSPORT = "big_transport"
    DIRECT_STONE = "direct_stone"
    DOUBLE_MOVE = "double_move"
    EXTRA_STONE = "extra_stone"
    FREE_PASS = "free_pass"
    JOKER = "joker"
    PLUS_TWO = "plus_two"
    PROTECTION = "protection"
    RELOCATE = "relocate"
    START_PLAYER = "start_player"
    TRANSPORT = "transport"

    def __str__(self) -> str:
        return str(self.value)
