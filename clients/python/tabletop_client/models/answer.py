# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class Answer(StrEnum):
    ACCEPTED = "accepted"
    DECLINED = "declined"

    def __str__(self) -> str:
        return str(self.value)
