"""What one picture shows, as plain data: pieces, purses, the pot and the last moves."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from engine import (
    BOARD,
    Event,
    Field12,
    Gallows,
    GameState,
    MoveCause,
    Moved,
    Rolled,
    Status,
    TurnStarted,
)

GALLOWS_FIELDS = frozenset(BOARD.fields(Gallows))  # a 6 rolled there kills (R24)


@dataclass(frozen=True, slots=True)
class Piece:
    """One seat: where its token stands and what the legend says about it."""

    seat: int
    name: str
    field: int
    chips: int
    status: Status
    friday: str | None = None
    skip: bool = False
    restart: bool = False
    gallows: bool = False  # racing on a gallows field: a 6 kills (R24)


@dataclass(frozen=True, slots=True)
class Move:
    """One move of a token, drawn as an arrow of its kind."""

    seat: int
    src: int
    dst: int
    cause: MoveCause


@dataclass(frozen=True, slots=True)
class Scene:
    """Everything one picture shows; equal scenes give the same picture."""

    lang: str
    field12: Field12
    pot: int
    round: int
    pieces: tuple[Piece, ...]
    moves: tuple[Move, ...] = ()
    mover: int | None = None
    winner: int | None = None
    over: bool = False

    def digest(self) -> str:
        """A short fingerprint of what the picture draws (not the words, which are in the
        caption), to find a picture already uploaded: the same in every language."""
        drawn = [(p.seat, p.field, p.status is Status.ACTIVE) for p in self.pieces]
        key = repr((self.field12, drawn, self.moves, self.mover))
        return hashlib.blake2b(key.encode(), digest_size=10).hexdigest()


def scene_of(state: GameState, names: Sequence[str], events: Sequence[Event], lang: str) -> Scene:
    """The scene of a game state, its seats' names and the events of its last turn(s)."""
    pieces = tuple(
        Piece(
            seat=seat,
            name=names[seat],
            field=p.position,
            chips=p.chips,
            status=p.status,
            friday=None if p.friday is None else names[p.friday],
            skip=p.skip_next,
            restart=p.may_restart,
            gallows=p.status is Status.ACTIVE and p.position in GALLOWS_FIELDS,
        )
        for seat, p in enumerate(state.players)
    )
    moves = tuple(
        Move(e.seat, e.src, e.dst, e.cause) for e in newest_turns(events) if isinstance(e, Moved)
    )
    over = state.finished
    return Scene(
        lang=lang,
        field12=state.settings.field12,
        pot=state.pot,
        round=max(state.players[state.current].turns, 1),
        pieces=pieces,
        moves=moves,
        mover=None if over else state.current,
        winner=state.winner,
        over=over,
    )


def newest_turns(events: Sequence[Event]) -> list[Event]:
    """`events` but for the turns a later turn of the same mover follows: one turn's arrows a
    player (play-test 13: after ⏩ Finish for me, fourteen turns drew a tangle). The events
    before the first `TurnStarted` are the turn of whoever rolled in them."""
    turns: list[tuple[int | None, list[Event]]] = [(None, [])]
    for event in events:
        if isinstance(event, TurnStarted):
            turns.append((event.seat, []))
        turns[-1][1].append(event)
    lead = turns[0][1]
    turns[0] = (next((e.seat for e in lead if isinstance(e, Rolled)), None), lead)
    newest = {mover: k for k, (mover, told) in enumerate(turns) if _moves(told)}
    return [e for k, (mover, told) in enumerate(turns) if newest.get(mover, k) == k for e in told]


def _moves(events: Sequence[Event]) -> bool:
    """Whether a token moved in `events`."""
    return any(isinstance(e, Moved) for e in events)


def last_turn(events: Sequence[Event]) -> list[Event]:
    """The events since the last turn that moved a token (for a replayed game's picture)."""
    starts = [i for i, e in enumerate(events) if isinstance(e, TurnStarted)]
    for start in reversed(starts):
        tail = list(events[start:])
        if any(isinstance(e, Moved) for e in tail):
            return tail
    return list(events)
