# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BalamPhase(StrEnum):
    ACT = "act"
    BUILD = "build"
    DISTRIBUTION = "distribution"
    DIVINATION = "divination"
    KATUN = "katun"
    OVER = "over"
    SETUP = "setup"
    TURN = "turn"
    WAR = "war"

    def __str__(self) -> str:
        return str(self.value)
