# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BaliStep(StrEnum):
    HARVEST = "harvest"
    OFFER_FACE_DOWN = "offer_face_down"
    OFFER_FACE_UP = "offer_face_up"
    OFFER_FROM_RESERVE = "offer_from_reserve"
    ORACLE = "oracle"
    OVER = "over"
    PEEK = "peek"
    PLAY = "play"
    POINTS = "points"
    PURCHASE = "purchase"
    REFILL = "refill"
    SANCTUARY = "sanctuary"
    SCORING = "scoring"
    SETUP = "setup"
    STONES = "stones"

    def __str__(self) -> str:
        return str(self.value)
