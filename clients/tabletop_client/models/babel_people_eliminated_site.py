from enum import StrEnum

class BabelPeopleEliminatedSite(StrEnum):
    ASSYRER = "assyrer"
    HETHITER = "hethiter"
    MEDER = "meder"
    PERSER = "perser"
    SUMERER = "sumerer"

    def __str__(self) -> str:
        return str(self.value)
