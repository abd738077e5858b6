# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class MayaMarkerViewMarkerType0(StrEnum):
    DIRECT_STONE = "direct_stone"
    DOUBLE_MOVE = "double_move"
    FREE_PASS = "free_pass"
    PROTECTION = "protection"
    RELOCATE = "relocate"
    START_PLAYER = "start_player"
    TRANSPORT = "transport"

    def __str__(self) -> str:
        return str(self.value)
