# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BalamBuildingKind(StrEnum):
    BALL_COURT = "ball_court"
    GARRISON = "garrison"
    MARKET = "market"
    OBSERVATORY = "observatory"
    PALACE = "palace"
    STORAGE = "storage"
    TEMPLE = "temple"
    VILLAGE = "village"

    def __str__(self) -> str:
        return str(self.value)
