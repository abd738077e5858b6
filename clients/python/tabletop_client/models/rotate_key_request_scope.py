from enum import StrEnum

class RotateKeyRequestScope(StrEnum):
    READ = "read"
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
