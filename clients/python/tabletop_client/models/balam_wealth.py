# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BalamWealth(StrEnum):
    CACAO = "cacao"
    JADE = "jade"
    MAIZE = "maize"
    OBSIDIAN = "obsidian"
    PRISONER = "prisoner"
    SHELL = "shell"

    def __str__(self) -> str:
        return str(self.value)
