# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BaliPhase(StrEnum):
    OVER = "over"
    PLAY = "play"
    PURCHASE = "purchase"
    REFILL = "refill"
    SCORING = "scoring"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
