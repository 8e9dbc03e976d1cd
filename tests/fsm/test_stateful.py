"""Random commands, legal and not, against a session whose document round-trips every step."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from engine.events import Rolled
from fsm.commands import (
    Actor,
    AddComputer,
    Cancel,
    Choose,
    ClaimYoungest,
    Command,
    Configure,
    Join,
    Leave,
    Remind,
    RollDie,
    SayParrot,
    Start,
    Timeout,
)
from fsm.data import SETTING_VALUES, SessionData
from fsm.exceptions import Refused
from fsm.machine import TURN, Phase
from fsm.session import Session, from_doc, to_doc
from tests.fsm.helpers import ADMIN, ANN, BOB, CAT, DAN, Dice

ACTORS = st.sampled_from([ANN, BOB, CAT, DAN, ADMIN, Actor(50, "Stranger")])
POLICIES = st.sampled_from(["random", "forward", "optimal", "genius"])
SETTINGS = st.sampled_from(
    [(k, v) for k, values in SETTING_VALUES.items() for v in values] + [("ante", "99"), ("x", "1")]
)
ENDED = (Phase.FINISHED, Phase.CANCELLED)


def as_json(data: SessionData) -> dict[str, Any]:
    """The session's document as it comes back from JSON."""
    doc: dict[str, Any] = json.loads(json.dumps(to_doc(data)))
    return doc


class SessionMachine(RuleBasedStateMachine):
    """Fires random triggers at one chat's session and checks the invariants after each."""

    def __init__(self) -> None:
        super().__init__()
        self.games = 0
        self.now = 1000.0
        self.rolled = 0
        self.session = self.fresh()

    def fresh(self) -> Session:
        """A new lobby hosted by Ann, with a short turn timer."""
        self.games += 1
        self.rolled = 0
        data = SessionData(game_id=f"g{self.games}", chat_id=1, host=ANN.user_id)
        data.seats = []
        data.settings.turn_timeout = 60
        session = Session(data)
        session.perform(Join(ANN), now=self.now, dice=Dice())
        self.reached = Phase.LOBBY
        return session

    @initialize(seed=st.integers(0, 10**6), begin=st.integers(0, 3))
    def dice(self, seed: int, begin: int) -> None:
        """Seeded dice (a failing example replays); mostly start with Bob and a computer."""
        self.die = Dice(seed=seed)
        if begin:
            self.run(Join(BOB))
            self.run(AddComputer(ANN, "optimal"))
            self.run(Start(ANN))

    def run(self, command: Command) -> None:
        """Perform `command`; a refusal must leave the document as it was."""
        before = to_doc(self.session.data)
        try:
            outcome = self.session.perform(command, now=self.now, dice=self.die)
        except Refused:
            assert to_doc(self.session.data) == before, command
        else:
            self.rolled += sum(isinstance(e, Rolled) for e in outcome.events)
        doc = as_json(self.session.data)
        self.reached = self.session.phase
        self.session = Session(from_doc(doc))
        assert as_json(self.session.data) == doc

    def step(self, offset: int) -> int:
        """The engine step, off by `offset`."""
        engine = self.session.data.engine
        return (0 if engine is None else engine.step) + offset

    @rule(actor=ACTORS)
    def join(self, actor: Actor) -> None:
        self.run(Join(actor))

    @rule(actor=ACTORS)
    def leave(self, actor: Actor) -> None:
        self.run(Leave(actor))

    @rule(actor=ACTORS)
    def claim(self, actor: Actor) -> None:
        self.run(ClaimYoungest(actor))

    @rule(actor=ACTORS, policy=POLICIES)
    def add_computer(self, actor: Actor, policy: str) -> None:
        self.run(AddComputer(actor, policy))

    @rule(actor=ACTORS, setting=SETTINGS)
    def configure(self, actor: Actor, setting: tuple[str, str]) -> None:
        self.run(Configure(actor, *setting))

    @rule(actor=ACTORS)
    def start(self, actor: Actor) -> None:
        self.run(Start(actor))

    @rule(
        actor=ACTORS,
        offset=st.sampled_from([0, 0, 0, -1, 1]),
        value=st.one_of(st.none(), st.integers(0, 7)),
        old=st.booleans(),
    )
    def roll(self, actor: Actor, offset: int, value: int | None, old: bool) -> None:
        game_id = "g0" if old else self.session.data.game_id
        self.run(RollDie(actor, game_id, self.step(offset), value))

    @precondition(lambda self: self.session.data.engine is not None)
    @rule(data=st.data(), offset=st.sampled_from([0, 0, -1]), swap=st.booleans())
    def choose(self, data: st.DataObject, offset: int, swap: bool) -> None:
        engine = self.session.data.engine
        assert engine is not None
        seat = self.session.data.seats[engine.current]
        actor = data.draw(st.sampled_from([ANN, BOB, CAT, DAN, ADMIN]))
        options = list(engine.pending.options) if engine.pending else []
        option = data.draw(st.sampled_from(options) if options else st.integers(0, 45))
        if seat.user_id is not None and data.draw(st.booleans()):
            actor = Actor(seat.user_id, seat.name)
            swap = engine.pending is not None and engine.pending.kind.value == "swap"
        self.run(Choose(actor, self.session.data.game_id, self.step(offset), option, swap))

    @rule(moves=st.integers(1, 30))
    def play_on(self, moves: int) -> None:
        for _ in range(moves):
            engine = self.session.data.engine
            if engine is None or self.session.phase not in TURN:
                return
            seat = self.session.data.seats[engine.current]
            assert seat.user_id is not None
            actor, game_id = Actor(seat.user_id, seat.name), self.session.data.game_id
            if engine.pending is None:
                self.run(RollDie(actor, game_id, engine.step))
            else:
                swap = engine.pending.kind.value == "swap"
                self.run(Choose(actor, game_id, engine.step, engine.pending.options[-1], swap))

    @rule(actor=ACTORS)
    def parrot(self, actor: Actor) -> None:
        self.run(SayParrot(actor))

    @rule(seconds=st.sampled_from([0, 10, 30, 61, 400]))
    def clock(self, seconds: int) -> None:
        self.now += seconds
        self.run(Remind())
        self.run(Timeout())

    @rule(actor=ACTORS, really=st.integers(0, 9))
    def cancel(self, actor: Actor, really: int) -> None:
        if really == 0:
            self.run(Cancel(actor))

    @precondition(lambda self: self.session.phase in ENDED)
    @rule()
    def next_game(self) -> None:
        self.session = self.fresh()

    @invariant()
    def settled(self) -> None:
        """Only settled phases are seen between commands."""
        assert self.session.phase not in (Phase.RESOLVING, Phase.SKIP)
        event(f"phase {self.session.phase.value}")

    @invariant()
    def conserved(self) -> None:
        """Chips are conserved (R12); no computer is left to move; the loaded phase is the
        one the session's own transitions reached (the document keeps no phase of its own)."""
        session, engine = self.session, self.session.data.engine
        assert session.phase is self.reached
        if engine is None:
            return
        total = sum(p.chips for p in engine.players) + engine.pot
        assert total == len(engine.players) * engine.settings.start_chips
        if session.phase in TURN:
            assert not session.data.seats[engine.current].is_computer
            assert engine.players[engine.current].alive

    @invariant()
    def dice_logged(self) -> None:
        """Every Rolled event ever emitted has its die in the log, and no other die is there."""
        assert len(self.session.data.dice_log) == self.rolled


TestSessionMachine = pytest.mark.long(10)(SessionMachine.TestCase)
TestSessionMachine.settings = settings(
    max_examples=150,
    stateful_step_count=50,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
