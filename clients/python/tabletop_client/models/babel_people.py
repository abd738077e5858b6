# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BabelPeople(StrEnum):
    ASSYRER = "assyrer"
    HETHITER = "hethiter"
    MEDER = "meder"
    PERSER = "perser"
    SUMERER = "sumerer"

    def __str__(self) -> str:
        return str(self.value)
