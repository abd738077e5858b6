# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BabelPhase(StrEnum):
    ACTIONS = "actions"
    HALVING = "halving"
    OVER = "over"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
