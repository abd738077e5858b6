from enum import StrEnum

class MatchStatus(StrEnum):
    ABORTED = "aborted"
    ACTIVE = "active"
    FINISHED = "finished"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
