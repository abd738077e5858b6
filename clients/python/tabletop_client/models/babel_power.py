# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BabelPower(StrEnum):
    DESTROY = "destroy"
    ELIMINATE = "eliminate"
    HALVE_HAND = "halve_hand"
    SKIP_LEVEL = "skip_level"
    STEAL_CARDS = "steal_cards"
    STEAL_LEVEL = "steal_level"

    def __str__(self) -> str:
        return str(self.value)
