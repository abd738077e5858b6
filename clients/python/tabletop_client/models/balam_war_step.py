from enum import StrEnum

class BalamWarStep(StrEnum):
    CASUALTIES = "casualties"
    COMMIT = "commit"
    DEFENCE = "defence"
    DESTROY = "destroy"
    REBUILD = "rebuild"

    def __str__(self) -> str:
        return str(self.value)
