# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class SeedSource(StrEnum):
    CLIENT = "client"
    LEGACY = "legacy"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
