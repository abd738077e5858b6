# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class MayaPhase(StrEnum):
    AUCTION = "auction"
    BUILDING = "building"
    EVALUATION = "evaluation"
    OVER = "over"
    PLACEMENT = "placement"
    ROUND_START = "round_start"
    SETUP = "setup"
    STARTING_STONES = "starting_stones"
    TRANSPORT = "transport"

    def __str__(self) -> str:
        return str(self.value)
