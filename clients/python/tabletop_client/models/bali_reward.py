# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BaliReward(StrEnum):
    POINTS = "points"
    STONES = "stones"

    def __str__(self) -> str:
        return str(self.value)
