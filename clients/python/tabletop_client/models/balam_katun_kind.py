# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BalamKatunKind(StrEnum):
    BALL_GAME = "ball_game"
    CACAO_FEAST = "cacao_feast"
    CENOTE_CULT = "cenote_cult"
    DECADENCE = "decadence"
    DROUGHT = "drought"
    EARTHQUAKE = "earthquake"
    ECLIPSE = "eclipse"
    ERUPTION = "eruption"
    EXCEPTIONAL = "exceptional"
    EXPEDITION = "expedition"
    FAVORABLE = "favorable"
    INSURRECTION = "insurrection"
    POCHTECAS = "pochtecas"
    PRINCELY_MARRIAGE = "princely_marriage"
    PROSPEROUS = "prosperous"
    TIDAL_WAVE = "tidal_wave"
    TOLTEC_RAID = "toltec_raid"

    def __str__(self) -> str:
        return str(self.value)
