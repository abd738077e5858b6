# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BabelEndReason(StrEnum):
    FIFTEEN_TO_TEN = "fifteen_to_ten"
    LAST_TEMPLE = "last_temple"
    TWENTY = "twenty"

    def __str__(self) -> str:
        return str(self.value)
