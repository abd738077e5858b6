# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class EndReason(StrEnum):
    ABORTED = "aborted"
    NORMAL = "normal"
    RESIGNATION = "resignation"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
