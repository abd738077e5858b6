# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BaliCard(StrEnum):
    BANANA_CULTIVATOR = "banana_cultivator"
    CHILI_CULTIVATOR = "chili_cultivator"
    ORACLE = "oracle"
    PEANUT_CULTIVATOR = "peanut_cultivator"
    PRIEST = "priest"
    RICE_CULTIVATOR = "rice_cultivator"
    SANCTUARY = "sanctuary"
    STONECUTTER = "stonecutter"

    def __str__(self) -> str:
        return str(self.value)
