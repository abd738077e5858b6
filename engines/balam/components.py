"""Balam's components as data (MATÉRIEL), with our edition's figures from DECISIONS.md.

Everything a publisher could print differently lives here as a named table, so the
rule modules never hold a number of their own.
"""

from __future__ import annotations

import enum

# --- Wealth (82 jetons richesse) -------------------------------------------------


class BalamWealth(enum.StrEnum):
    MAIZE = "maize"
    CACAO = "cacao"
    SHELL = "shell"
    JADE = "jade"
    OBSIDIAN = "obsidian"
    PRISONER = "prisoner"


WEALTHS: tuple[BalamWealth, ...] = tuple(BalamWealth)
WEALTH_INDEX = {w: i for i, w in enumerate(WEALTHS)}
WEALTH_TOKENS = (30, 10, 8, 8, 16, 10)  # same order as WEALTHS, 82 in all
STARTING_MAIZE = 6  # MISE EN PLACE: "Chaque roi prend 6 jetons de maïs"
CHAAK_MAIZE = 2  # Clémence de Chaak: "chaque joueur gagne à ce moment précis 2 jetons de maïs"

# CÉRÉMONIE: prestige per sacrificed wealth in a temple (a cenote doubles it).
SACRIFICE_PRESTIGE = {
    "maize": 1,
    "cacao": 2,
    "obsidian": 2,
    "shell": 2,
    "jade": 2,
    "prisoner": 3,
}
CENOTE_MULTIPLIER = 2

# --- Buildings (99 tuiles double face, 8 bâtiments) ---------------------------------


class BalamBuildingKind(enum.StrEnum):
    VILLAGE = "village"
    GARRISON = "garrison"
    PALACE = "palace"
    TEMPLE = "temple"
    MARKET = "market"
    STORAGE = "storage"
    BALL_COURT = "ball_court"
    OBSERVATORY = "observatory"


BUILDINGS: tuple[BalamBuildingKind, ...] = tuple(BalamBuildingKind)
# Which double-faced tile each building is printed on, and how many tiles exist.
TILE_OF = {
    "village": "village/garrison",
    "garrison": "village/garrison",
    "palace": "palace/temple",
    "temple": "palace/temple",
    "market": "market/storage",
    "storage": "market/storage",
    "ball_court": "ball_court/observatory",
    "observatory": "ball_court/observatory",
}
TILES = {
    "village/garrison": 36,
    "palace/temple": 21,
    "market/storage": 24,
    "ball_court/observatory": 18,
}
# Palace and temple take two consecutive slots, the others one (2 - CONSTRUCTIONS).
WIDTH = {b: 2 if b in ("palace", "temple") else 1 for b in BUILDINGS}
# Cost: ("any", n) = n wealth of any kind; otherwise one token of that wealth.
COST: dict[str, tuple[str, int]] = {
    "village": ("any", 1),
    "palace": ("any", 2),
    "temple": ("any", 2),
    "garrison": ("any", 1),
    "storage": ("maize", 1),
    "market": ("cacao", 1),
    "observatory": ("jade", 1),
    "ball_court": ("shell", 1),
}
# How many wealth tokens a building may hold during a round (temple 2 sacrifices,
# palace 2 taxes, garrison 1 obsidian or prisoner, storage 1, village its product).
CAPACITY = {
    "village": 1,
    "garrison": 1,
    "palace": 2,
    "temple": 2,
    "market": 0,
    "storage": 1,
    "ball_court": 0,
    "observatory": 0,
}
# 3 - GUERRES: "Les temples et palais nécessitent 2 points de réussite pour être détruits."
DESTRUCTION_COST = {b: 2 if b in ("palace", "temple") else 1 for b in BUILDINGS}

# --- Pyramids (13 large and 16 small per player, one of each on the score track) ---
LARGE_PYRAMIDS = 13 - 1  # one per owned site
SMALL_PYRAMIDS = 16 - 1  # one per market on its site and on each neighbouring site

# --- Dice (4 dés): "de 0 à 3 points de réussite, ou 1 échec (tête de mort)" ---------
SKULL = "skull"
DIE_FACES: tuple[int | str, ...] = (SKULL, 0, 1, 1, 2, 3)

# --- Board (ÉLABORATION DU PLATEAU) --------------------------------------------------
# A board is rows of space-separated cells: "~" sea, "^" volcano, "o" cenote, or a
# site "<production letter><slots>" (e.g. "M3": maize, three slots).
SEA, VOLCANO, CENOTE = "~", "^", "o"
PRODUCTION_LETTERS = {"M": "maize", "C": "cacao", "S": "shell", "J": "jade", "O": "obsidian"}
MIN_SLOTS, MAX_SLOTS = 2, 4  # "Il dispose pour cela de 2 à 4 emplacements"
MAX_BOARD_SIDE = 12
# Default 5 x 6 board: sea corners, volcanoes (1,2) (3,3), cenotes (0,3) (2,0) (4,2);
# 21 sites: maize 6, cacao 4, obsidian 5, shell 3 (two slots), jade 3.
DEFAULT_BOARD: tuple[str, ...] = (
    "~  M3 C4 o  O3 ~",
    "J3 O4 ^  M4 S2 C3",
    "o  M3 S2 O3 J4 M3",
    "C4 O3 J3 ^  M4 S2",
    "~  O3 o  C3 M3 ~",
)

# --- Katun deck (72 cartes) ----------------------------------------------------------
# Katun prospère (10): the wealth, or that many prestige points.
PROSPEROUS = (
    ("maize", 1),
    ("maize", 1),
    ("cacao", 2),
    ("cacao", 2),
    ("shell", 2),
    ("shell", 2),
    ("jade", 2),
    ("jade", 2),
    ("obsidian", 2),
    ("obsidian", 2),
)
FAVORABLE = {"maize": 4, "cacao": 3, "obsidian": 3, "shell": 2, "jade": 2}  # 14
EXCEPTIONAL_MAIZE = 2
BALL_GAMES = 5
DECK_PILES = 6  # the shuffled cards are split into 6 piles, ball games between them
ECLIPSE_WINDOW = 9  # the eclipse goes among the middle 9 positions of the deck
# The other shuffled cards: kind -> number of copies.
SHUFFLED_EVENTS = {
    "exceptional": 2,
    "expedition": 2,
    "cacao_feast": 1,
    "princely_marriage": 2,
    "cenote_cult": 3,
    "drought": 6,
    "insurrection": 4,
    "earthquake": 4,
    "pochtecas": 4,
    "toltec_raid": 4,
    "decadence": 4,
    "eruption": 3,
    "tidal_wave": 3,
}


class BalamKatunKind(enum.StrEnum):
    PROSPEROUS = "prosperous"
    FAVORABLE = "favorable"
    EXCEPTIONAL = "exceptional"
    EXPEDITION = "expedition"
    CACAO_FEAST = "cacao_feast"
    PRINCELY_MARRIAGE = "princely_marriage"
    CENOTE_CULT = "cenote_cult"
    BALL_GAME = "ball_game"
    ECLIPSE = "eclipse"
    DROUGHT = "drought"
    INSURRECTION = "insurrection"
    EARTHQUAKE = "earthquake"
    POCHTECAS = "pochtecas"
    TOLTEC_RAID = "toltec_raid"
    DECADENCE = "decadence"
    ERUPTION = "eruption"
    TIDAL_WAVE = "tidal_wave"


# CATASTROPHES: (wealth to pay from reserves/garrisons, how many, what is lost instead).
# Losses name buildings ("village", "village" = two villages) or a zone of cities.
VOLCANO_SIDE, SEA_SIDE = "volcano_side", "sea_side"
CATASTROPHES: dict[str, tuple[str, int, tuple[str, ...]]] = {
    "drought": ("maize", 1, ("village", "village")),
    "insurrection": ("maize", 1, ("palace",)),
    "earthquake": ("prisoner", 1, ("temple",)),
    "pochtecas": ("prisoner", 1, ("market", "market")),
    "toltec_raid": ("prisoner", 1, ("garrison", "garrison")),
    "decadence": ("prisoner", 1, ("ball_court", "observatory")),
    "eruption": ("prisoner", 2, (VOLCANO_SIDE,)),
    "tidal_wave": ("prisoner", 2, (SEA_SIDE,)),
}

# --- Game length (CHOIX DE LA DURÉE DE LA PARTIE) ---------------------------------------
MIN_BALL_GAMES, MAX_BALL_GAMES = 2, 5  # default: the number of players
WEALTH_BONUS_DIVISOR = 2  # BONUS RICHESSES: 1/2 point per wealth, rounded down
