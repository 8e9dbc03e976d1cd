"""Whole seeded games, snapshot by snapshot, for the tests that render every moment."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from engine.events import ChoiceKind
from fsm.commands import Actor, Choose, RollDie, Start
from fsm.data import GameSettings, Seat, SessionData
from fsm.machine import Phase
from fsm.session import Session, from_doc, to_doc


def played(
    seats: Sequence[Seat],
    people: Sequence[Actor],
    settings: GameSettings,
    rng: random.Random,
    chat_id: int = -1,
) -> Iterator[SessionData]:
    """Every state of one game of `seats` (people by user id), random choices, to the end; in
    a group unless `chat_id` names a private chat."""
    by_id = {a.user_id: a for a in people}
    host = people[0].user_id
    session = Session(SessionData("g", chat_id, host, seats=list(seats), settings=settings))
    session.perform(Start(people[0]), now=0.0, dice=lambda: rng.randint(1, 6))
    while session.phase is not Phase.FINISHED:
        yield from_doc(to_doc(session.data))
        mover = by_id[session.data.seats[session.engine.current].user_id or 0]
        pending, step = session.engine.pending, session.engine.step
        command: Choose | RollDie = RollDie(mover, "g", step)
        if pending is not None:
            option = rng.choice(pending.options)
            command = Choose(mover, "g", step, option, pending.kind is ChoiceKind.SWAP)
        session.perform(command, now=0.0, dice=lambda: rng.randint(1, 6))
    yield from_doc(to_doc(session.data))
