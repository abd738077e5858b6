# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BaliCrop(StrEnum):
    BANANA = "banana"
    CHILI = "chili"
    PEANUT = "peanut"
    RICE = "rice"

    def __str__(self) -> str:
        return str(self.value)
