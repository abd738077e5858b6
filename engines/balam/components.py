"""Balam's components as data (MATÉRIEL), with our edition's figures.

Everything a publisher could print differently lives here as a named table, so the
rule modules never hold a number of their own. Our edition's decisions, where the
text prints no figure: the default board below (board.py gives its geometry); shell
sites have 2 slots, the others 3 or 4, in a row, and a palace or temple takes two
consecutive free slots; die faces skull, 0, 1, 1, 2, 3; the Katun favorable (14)
and prospère (10, "wealth or prestige") cards as listed; 13 large and 16 small
pyramids per player, one of each on the score track; building tiles 36
village/garrison, 21 palace/temple, 24 market/storage, 18 ball court/observatory;
wealth tokens as printed (82); the eclipse at a uniformly random place among the
middle 9 of the assembled deck.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

# --- Wealth (82 jetons richesse) -------------------------------------------------


class BalamWealth(enum.StrEnum):
    MAIZE = "maize"
    CACAO = "cacao"
    SHELL = "shell"
    JADE = "jade"
    OBSIDIAN = "obsidian"
    PRISONER = "prisoner"


MAIZE, CACAO, SHELL = BalamWealth.MAIZE, BalamWealth.CACAO, BalamWealth.SHELL
JADE, OBSIDIAN, PRISONER = BalamWealth.JADE, BalamWealth.OBSIDIAN, BalamWealth.PRISONER
WEALTHS: tuple[BalamWealth, ...] = tuple(BalamWealth)
WEALTH_INDEX: dict[str, int] = {w: i for i, w in enumerate(WEALTHS)}
WEALTH_TOKENS = (30, 10, 8, 8, 16, 10)  # same order as WEALTHS, 82 in all
STARTING_MAIZE = 6  # MISE EN PLACE: "Chaque roi prend 6 jetons de maïs"
CHAAK_MAIZE = 2  # Clémence de Chaak: "chaque joueur gagne à ce moment précis 2 jetons de maïs"

# CÉRÉMONIE: prestige per sacrificed wealth in a temple (a cenote doubles it).
SACRIFICE_PRESTIGE: dict[str, int] = {MAIZE: 1, CACAO: 2, OBSIDIAN: 2, SHELL: 2, JADE: 2, PRISONER: 3}
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


VILLAGE, GARRISON = BalamBuildingKind.VILLAGE, BalamBuildingKind.GARRISON
PALACE, TEMPLE = BalamBuildingKind.PALACE, BalamBuildingKind.TEMPLE
MARKET, STORAGE = BalamBuildingKind.MARKET, BalamBuildingKind.STORAGE
BALL_COURT, OBSERVATORY = BalamBuildingKind.BALL_COURT, BalamBuildingKind.OBSERVATORY
BUILDINGS: tuple[BalamBuildingKind, ...] = tuple(BalamBuildingKind)


class BalamTile(enum.StrEnum):
    """The double-faced building tiles."""

    VILLAGE_GARRISON = "village/garrison"
    PALACE_TEMPLE = "palace/temple"
    MARKET_STORAGE = "market/storage"
    BALL_COURT_OBSERVATORY = "ball_court/observatory"


# Which double-faced tile each building is printed on, and how many tiles exist.
TILE_OF: dict[str, BalamTile] = {
    VILLAGE: BalamTile.VILLAGE_GARRISON,
    GARRISON: BalamTile.VILLAGE_GARRISON,
    PALACE: BalamTile.PALACE_TEMPLE,
    TEMPLE: BalamTile.PALACE_TEMPLE,
    MARKET: BalamTile.MARKET_STORAGE,
    STORAGE: BalamTile.MARKET_STORAGE,
    BALL_COURT: BalamTile.BALL_COURT_OBSERVATORY,
    OBSERVATORY: BalamTile.BALL_COURT_OBSERVATORY,
}
TILES: dict[BalamTile, int] = {
    BalamTile.VILLAGE_GARRISON: 36,
    BalamTile.PALACE_TEMPLE: 21,
    BalamTile.MARKET_STORAGE: 24,
    BalamTile.BALL_COURT_OBSERVATORY: 18,
}
# Palace and temple take two consecutive slots, the others one (2 - CONSTRUCTIONS).
WIDTH: dict[str, int] = {b: 2 if b in (PALACE, TEMPLE) else 1 for b in BUILDINGS}
# Cost: n wealth of the kind named, or of any kind the king picks where it names none.
COST: dict[str, tuple[BalamWealth | None, int]] = {
    VILLAGE: (None, 1),
    PALACE: (None, 2),
    TEMPLE: (None, 2),
    GARRISON: (None, 1),
    STORAGE: (MAIZE, 1),
    MARKET: (CACAO, 1),
    OBSERVATORY: (JADE, 1),
    BALL_COURT: (SHELL, 1),
}
# How many wealth tokens a building may hold during a round (temple 2 sacrifices,
# palace 2 taxes, garrison 1 obsidian or prisoner, storage 1, village its product).
CAPACITY: dict[str, int] = {
    VILLAGE: 1,
    GARRISON: 1,
    PALACE: 2,
    TEMPLE: 2,
    MARKET: 0,
    STORAGE: 1,
    BALL_COURT: 0,
    OBSERVATORY: 0,
}
# 3 - GUERRES: "Les temples et palais nécessitent 2 points de réussite pour être détruits."
DESTRUCTION_COST: dict[str, int] = {b: 2 if b in (PALACE, TEMPLE) else 1 for b in BUILDINGS}
# Where the Mayas' wealth stays from round to round: reserves and garrisons.
STORES = (STORAGE, GARRISON)

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
PRODUCTION_LETTERS: dict[str, BalamWealth] = {"M": MAIZE, "C": CACAO, "S": SHELL, "J": JADE, "O": OBSIDIAN}
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


K = BalamKatunKind
# Katun prospère (10): the wealth, or that many prestige points.
PROSPEROUS: tuple[tuple[BalamWealth, int], ...] = (
    (MAIZE, 1), (MAIZE, 1), (CACAO, 2), (CACAO, 2), (SHELL, 2), (SHELL, 2),
    (JADE, 2), (JADE, 2), (OBSIDIAN, 2), (OBSIDIAN, 2),
)  # fmt: skip
FAVORABLE: dict[BalamWealth, int] = {MAIZE: 4, CACAO: 3, OBSIDIAN: 3, SHELL: 2, JADE: 2}  # 14
EXCEPTIONAL_MAIZE = 2
BALL_GAMES = 5
DECK_PILES = 6  # the shuffled cards are split into 6 piles, ball games between them
ECLIPSE_WINDOW = 9  # the eclipse goes among the middle 9 positions of the deck
# The other shuffled cards: kind -> number of copies.
SHUFFLED_EVENTS: dict[BalamKatunKind, int] = {
    K.EXCEPTIONAL: 2, K.EXPEDITION: 2, K.CACAO_FEAST: 1, K.PRINCELY_MARRIAGE: 2, K.CENOTE_CULT: 3,
    K.DROUGHT: 6, K.INSURRECTION: 4, K.EARTHQUAKE: 4, K.POCHTECAS: 4, K.TOLTEC_RAID: 4,
    K.DECADENCE: 4, K.ERUPTION: 3, K.TIDAL_WAVE: 3,
}  # fmt: skip


class BalamZone(enum.StrEnum):
    """The cities a catastrophe takes whole: beside a volcano, or by the sea."""

    VOLCANO_SIDE = "volcano_side"
    SEA_SIDE = "sea_side"


class Catastrophe(NamedTuple):
    """What the turner pays from his reserves and garrisons (`due` tokens of `wealth`),
    or else loses: the buildings named (one each), or every city of the zone."""

    wealth: BalamWealth
    due: int
    losses: tuple[BalamBuildingKind, ...] = ()
    zone: BalamZone | None = None


CATASTROPHES: dict[str, Catastrophe] = {
    K.DROUGHT: Catastrophe(MAIZE, 1, (VILLAGE, VILLAGE)),
    K.INSURRECTION: Catastrophe(MAIZE, 1, (PALACE,)),
    K.EARTHQUAKE: Catastrophe(PRISONER, 1, (TEMPLE,)),
    K.POCHTECAS: Catastrophe(PRISONER, 1, (MARKET, MARKET)),
    K.TOLTEC_RAID: Catastrophe(PRISONER, 1, (GARRISON, GARRISON)),
    K.DECADENCE: Catastrophe(PRISONER, 1, (BALL_COURT, OBSERVATORY)),
    K.ERUPTION: Catastrophe(PRISONER, 2, zone=BalamZone.VOLCANO_SIDE),
    K.TIDAL_WAVE: Catastrophe(PRISONER, 2, zone=BalamZone.SEA_SIDE),
}

# --- Game length (CHOIX DE LA DURÉE DE LA PARTIE) ---------------------------------------
MIN_BALL_GAMES, MAX_BALL_GAMES = 2, 5  # default: the number of players
WEALTH_BONUS_DIVISOR = 2  # BONUS RICHESSES: 1/2 point per wealth, rounded down
