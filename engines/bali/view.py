"""What each seat may see: its own hand and offering cards, the public table,
and the altar cards it knows. Our decision: the face-down altar cards and each
player's offering cards are hidden; face-up altar cards were seen when placed, but
only the top one stays visible."""

from __future__ import annotations

import enum
import functools

import msgspec
from msgspec.structs import replace

from engines.bali import events as ev
from engines.bali.components import COLOURS, BaliCard, BaliColour, BaliCrop
from engines.bali.decisions import decision
from engines.bali.state import BaliFinal, BaliPhase, BaliPlayer, BaliState, BaliTaskKind, replace_at

# One vocabulary for the view's decision (a msgspec field takes one str enum): the
# phases, then the queued tasks, named where they are declared.
BaliStep = enum.StrEnum(  # type: ignore[misc]  # (members built from the two enums)
    "BaliStep", [(step.name, step.value) for step in (*BaliPhase, *BaliTaskKind)]
)
BaliStep.__doc__ = "What the table waits on: a phase of the turn, or a task queued before the turn goes on."
STEP: dict[str, BaliStep] = {step.value: step for step in BaliStep}  # a lookup, cheaper than the enum's call


class BaliPlayerView(msgspec.Struct, frozen=True):
    colour: BaliColour
    hand: tuple[BaliCard, ...] | None  # only your own
    hand_count: int
    stonecutters: int
    priests: int
    sanctuaries: int
    cultivators: tuple[int, ...]  # per crop: rice, peanut, banana, chili
    offerings: tuple[int, ...] | None  # only your own, per crop
    offering_count: int
    stones: int
    points: int


class BaliView(msgspec.Struct, frozen=True):
    seat: int | None
    phase: BaliPhase
    # What the seat to move must decide, worded in decisions.PROMPT.
    decision: BaliStep | None
    active: int
    to_move: tuple[int, ...]
    players: tuple[BaliPlayerView, ...]
    market: tuple[tuple[BaliCard, ...], ...]  # per column, bottom card (the next taken) first
    deck_count: int
    reserve: tuple[int, ...]  # offering cards left per crop
    altar: tuple[BaliCrop | None, ...]  # bottom first; None where you do not know the card
    demon: int | None
    revealed: BaliCard | None  # last revealed market card: the category phase 4 scores
    box_count: int
    final: BaliFinal | None


def _public_view(player: BaliPlayer, colour: BaliColour) -> BaliPlayerView:
    return BaliPlayerView(
        colour=colour,
        hand=None,
        hand_count=len(player.hand),
        stonecutters=player.stonecutters,
        priests=player.priests,
        sanctuaries=player.sanctuaries,
        cultivators=player.cultivators,
        offerings=None,
        offering_count=sum(player.offerings),
        stones=player.stones,
        points=player.points,
    )


# The players' public parts are the same in every seat's view (and in the next
# versions' until a player changes): they are built once.
@functools.lru_cache(maxsize=1024)
def _public_views(players: tuple[BaliPlayer, ...]) -> tuple[BaliPlayerView, ...]:
    return tuple(map(_public_view, players, COLOURS))


def _player_views(players: tuple[BaliPlayer, ...], viewer: int | None) -> tuple[BaliPlayerView, ...]:
    """The public parts, and the viewer's own hand and offering cards."""
    public = _public_views(players)
    if viewer is None:
        return public
    own = replace(public[viewer], hand=players[viewer].hand, offerings=players[viewer].offerings)
    return replace_at(public, viewer, own)


def visible_altar(state: BaliState, viewer: int | None) -> tuple[BaliCrop | None, ...]:
    if not state.altar:
        return ()
    *below, top = state.altar
    return (
        *(card.crop if viewer in card.known_to else None for card in below),
        top.crop if top.face_up or viewer in top.known_to else None,
    )


def view(state: BaliState, viewer: int | None) -> BaliView:
    pending = decision(state)
    return BaliView(
        seat=viewer,
        phase=state.phase,
        decision=STEP[pending[0]] if pending else None,
        active=state.active,
        to_move=(pending[1],) if pending else (),
        players=_player_views(state.players, viewer),
        market=state.market,
        deck_count=len(state.deck),
        reserve=state.reserve,
        altar=visible_altar(state, viewer),
        demon=state.demon,
        revealed=state.revealed,
        box_count=len(state.box),
        final=state.final,
    )


def view_event(event: ev.BaliEvent, viewer: int | None) -> ev.BaliEvent:
    """The same event with what `viewer` may not see blanked."""
    if isinstance(event, ev.BaliDeckShuffled):
        return replace(event, cards=None)  # nobody knows the draw order
    if isinstance(event, ev.BaliAltarSeeded):
        return replace(event, crops=None)  # face down, seen by nobody
    # A card kept from the altar and a face-down offering: only their owner knows the crop.
    if isinstance(event, ev.BaliOracleTaken) or (isinstance(event, ev.BaliOffered) and not event.face_up):
        return event if event.seat == viewer else replace(event, crop=None)
    if isinstance(event, ev.BaliAltarPeeked) and event.seat != viewer:
        return replace(event, crops=None)  # the Oracle shows them to the peeker only
    return event
