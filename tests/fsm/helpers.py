"""Fakes and builders shared by the fsm tests: a clock, scripted dice, ids and sessions."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import partial
from typing import Any

from transitions import Transition

from engine.events import ChoiceKind
from engine.state import GameState, Player, Settings
from fsm.commands import Actor, Choose, Command, RollDie
from fsm.data import GameSettings, Seat, SessionData
from fsm.guards import phase_of
from fsm.machine import TRIGGERS, Phase, machine
from fsm.session import Session

Taken = set[tuple[str, Phase, Phase]]

ANN = Actor(1, "Ann")
BOB = Actor(2, "Bob")
CAT = Actor(3, "Cat")
DAN = Actor(4, "Dan")
ADMIN = Actor(99, "Root", is_admin=True)
PEOPLE = {a.user_id: a for a in (ANN, BOB, CAT, DAN)}


class Clock:
    """A fake clock: `now` only moves when a test says so."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        """Move time forward and return the new time."""
        self.now += seconds
        return self.now


class Dice:
    """Scripted dice: the script first, then a seeded generator; every face is recorded."""

    def __init__(self, script: Iterable[int] = (), seed: int = 7) -> None:
        self.script = list(script)
        self.rng = random.Random(seed)
        self.rolled: list[int] = []

    def __call__(self) -> int:
        face = self.script.pop(0) if self.script else self.rng.randint(1, 6)
        self.rolled.append(face)
        return face


class Ids:
    """Game ids g1, g2, … in order."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> str:
        self.count += 1
        return f"g{self.count}"


def lobby(
    *people: Actor, computers: Iterable[str] = (), settings: GameSettings | None = None
) -> Session:
    """A lobby hosted by the first person with everyone seated in order (game id g1)."""
    host = people[0]
    data = SessionData(
        game_id="g1", chat_id=5, host=host.user_id, settings=settings or GameSettings()
    )
    data.seats = [Seat(p.name, p.user_id) for p in people]
    data.seats += [Seat(f"cpu{i}", None, policy) for i, policy in enumerate(computers)]
    return Session(data)


def mover(session: Session) -> Actor:
    """The person whose turn it is."""
    seat = session.data.seats[session.engine.current]
    assert seat.user_id is not None, "a computer is to move"
    return PEOPLE[seat.user_id]


def move(session: Session, *, option: int | None = None) -> Command:
    """The mover's next command: a roll (drawn from the dice) or a choice (forward by default)."""
    state = session.engine
    actor = mover(session)
    game_id = session.data.game_id
    if session.phase is Phase.AWAITING_CHOICE:
        assert state.pending is not None
        swap = state.pending.kind is ChoiceKind.SWAP
        forward = state.pending.options[0] if swap else max(state.pending.options)
        return Choose(actor, game_id, state.step, forward if option is None else option, swap)
    return RollDie(actor, game_id, state.step, option)


def table(
    *positions: int,
    settings: Settings | None = None,
    phase: Phase | None = None,
    players: dict[int, dict[str, Any]] | None = None,
    **state: Any,
) -> Session:
    """A running game of ANN, BOB, CAT, … on the given fields (a constructed engine state)."""
    people = [ANN, BOB, CAT, DAN][: len(positions)]
    session = lobby(*people)
    extra = players or {}
    engine = GameState(
        settings=settings or Settings(),
        players=tuple(
            Player(position=p, chips=20, **extra.get(i, {})) for i, p in enumerate(positions)
        ),
        pot=10 * len(positions),
        step=5,
    )
    engine = replace(engine, **state)
    session.data.engine = engine
    session.phase = phase or phase_of(session.data)
    return session


@contextmanager
def recording(taken: Taken) -> Iterator[Taken]:
    """Every transition any session takes meanwhile lands in `taken` (trigger, source, dest)."""
    noted: list[tuple[Transition, Callable[..., None]]] = []
    for trigger in TRIGGERS:
        for transition in machine().get_transitions(trigger):
            source, dest = Phase[transition.source], transition.dest
            row = (trigger, source, source if dest is None else Phase[dest])
            note = partial(_note, taken, row)
            transition.before.append(note)
            noted.append((transition, note))
    try:
        yield taken
    finally:
        for transition, note in noted:
            transition.before.remove(note)


def _note(taken: Taken, row: tuple[str, Phase, Phase], **_: Any) -> None:
    """Record that `row` was taken."""
    taken.add(row)
