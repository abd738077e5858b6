# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class BalamWarStep(StrEnum):
    CASUALTIES = "casualties"
    COMMIT = "commit"
    DEFENCE = "defence"
    DESTROY = "destroy"
    REBUILD = "rebuild"

    def __str__(self) -> str:
        return str(self.value)
