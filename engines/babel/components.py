"""Babel's components ("COMPOSITION DU JEU") and the numbers the rules use.

Every figure of our edition lives here as a named table (the decision common to
the four games, engines/core/contract.py).
"""

from __future__ import annotations

import enum


class BabelPeople(enum.StrEnum):
    """The five peoples. Each people card's colour is its site on the board, so the
    five sites are named by their people."""

    ASSYRER = "assyrer"
    MEDER = "meder"
    PERSER = "perser"
    HETHITER = "hethiter"
    SUMERER = "sumerer"


PEOPLES: tuple[BabelPeople, ...] = tuple(BabelPeople)
SITES = PEOPLES
SITE_INDEX: dict[str, int] = {site: index for index, site in enumerate(SITES)}
NAME: dict[str, str] = {people: people.capitalize() for people in PEOPLES}

# "60 cartes peuple": 12 of each people.
PEOPLE_CARDS_EACH = 12
# "45 cartes temple": level -> number of cards.
TEMPLE_CARDS: dict[int, int] = {1: 10, 2: 9, 3: 8, 4: 7, 5: 6, 6: 5}
# PREPARATION: each player keeps one level-1 temple card and receives 5 people cards.
RESERVED_LEVEL = 1
STARTING_HAND = 5
# Phase 1 draws 3 people cards, phase 3 turns 2 temple cards.
PEOPLE_DRAW = 3
TEMPLE_DRAW = 2
# Migration moves "les trois dernières cartes".
MIGRATION_CARDS = 3
# A power needs "trois cartes de ce peuple ... l'une en dessous de l'autre".
POWER_RUN = 3
# FIN DE PARTIE: 15 points against fewer than 10, or 20 points.
LEAD_SCORE = 15
TRAILING_SCORE = 10
WINNING_SCORE = 20
