# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BalamEffectStep(StrEnum):
    BLESSING = "blessing"
    CATASTROPHE = "catastrophe"
    DOWRY = "dowry"
    EXPEDITION = "expedition"
    LOSING = "losing"
    OFFERING = "offering"
    PAYING = "paying"

    def __str__(self) -> str:
        return str(self.value)
