# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class MayaQualityDeclinedMarkerType1(StrEnum):
    BIG_TRANSPORT = "big_transport"
    EXTRA_STONE = "extra_stone"
    JOKER = "joker"
    PLUS_TWO = "plus_two"

    def __str__(self) -> str:
        return str(self.value)
