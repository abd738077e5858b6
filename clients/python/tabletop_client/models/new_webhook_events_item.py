# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from enum import StrEnum

class NewWebhookEventsItem(StrEnum):
    CHALLENGE = "challenge"
    CHALLENGE_ENDED = "challenge-ended"
    MATCH_FINISHED = "match-finished"
    MATCH_STARTED = "match-started"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
