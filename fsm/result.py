"""What fsm hands the chat: a command's result or a loaded game, with its view as data.

The view (`GameView`) is built by fsm from the session's machine state, once: the phase and
the moves on offer (what the live message's buttons may do), so that the chat shows a game
without building a `Session`, reading a phase or asking the machine again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine import Left, Rolled
from fsm.commands import Actor
from fsm.data import SessionData
from fsm.machine import ENDED, TURN, Phase
from fsm.outcome import Notice, NoticeCode, Outcome
from fsm.session import Session
from fsm.store.games import Stored
from fsm.store.messages import Messages


@dataclass(frozen=True, slots=True)
class GameView:
    """A game as the chat shows it: its phase, step and mover, and what may be pressed now."""

    phase: Phase
    step: int | None = None  # the engine's step (a button carries it); None before the start
    mover: int | None = None  # the seat to move while a race is on
    may_roll: bool = False  # 🎲 Roll: the mover may roll
    choices: tuple[int, ...] = ()  # the options the mover may pick (an optional move on offer)
    may_finish: bool = False  # ⏩ Finish for me: the mover is the last person racing
    may_parrot: bool = False  # 🦜 Poor Robinson!: someone seated may still say it

    @property
    def in_lobby(self) -> bool:
        """Is the table still being laid?"""
        return self.phase is Phase.LOBBY

    @property
    def racing(self) -> bool:
        """Is a race on, a turn waiting for its mover?"""
        return self.phase in TURN

    @property
    def ended(self) -> bool:
        """Did the game finish or was it cancelled?"""
        return self.phase in ENDED

    @property
    def finished(self) -> bool:
        """Was the race run to its end (not cancelled)?"""
        return self.phase is Phase.FINISHED


def view_of(session: Session) -> GameView:
    """The session's view: its phase as the machine holds it, the moves from the machine's
    `may_<trigger>` (the mover may fire it; for 🦜, anyone seated)."""
    phase, state, data = session.phase, session.data.engine, session.data
    if state is None:
        return GameView(phase)
    if phase not in TURN:
        return GameView(phase, state.step)
    mover = state.current
    actor = Actor(data.seats[mover].user_id or 0, data.seats[mover].name)
    pending = state.pending
    may_choose = pending is not None and session.may_trigger("choose", actor=actor, seat=mover)
    people = [Actor(s.user_id, s.name) for s in data.seats if s.user_id is not None]
    return GameView(
        phase,
        state.step,
        mover,
        may_roll=session.may_trigger("roll", actor=actor, seat=mover),
        choices=tuple(pending.options) if may_choose and pending else (),
        may_finish=session.may_trigger("finish", actor=actor, seat=mover),
        may_parrot=any(session.may_trigger("say_parrot", actor=person) for person in people),
    )


@dataclass(slots=True)
class Result:
    """A command applied: the session as saved, what happened, and its view as data."""

    session: Session
    outcome: Outcome
    messages: Messages = field(default_factory=Messages)  # the bot's messages of the game
    view: GameView = field(init=False)

    def __post_init__(self) -> None:
        self.view = view_of(self.session)

    @property
    def ended(self) -> bool:
        """True when the game finished or was cancelled by this command."""
        return self.view.ended

    @property
    def started(self) -> bool:
        """True when this command started the game."""
        return any(notice.code == "started" for notice in self.outcome.notices)


@dataclass(frozen=True, slots=True)
class Loaded:
    """A session as loaded, with the stored revision it came from (so it is loaded once)."""

    session: Session
    stored: Stored

    @property
    def messages(self) -> Messages:
        """The bot's messages of the game, read with it."""
        return self.stored.messages

    @property
    def view(self) -> GameView:
        """The game's view as loaded (built when asked: `act` on it moves the session on)."""
        return view_of(self.session)


STORY_NOTICES: frozenset[NoticeCode] = frozenset({"timed_out", "removed"})


def with_story_notices(data: SessionData, notices: Sequence[Notice] = ()) -> list[Notice]:
    """`notices` with those of the story the game keeps told from the game itself, so every
    view of it tells them (play-test 48: a board posted again lost its '⏱', and a late
    player's sail read as their own choice): whose roll in it the computer played, their
    time run out (missed since: R27, a person who acts is present again), and who it
    removed for their missed turns (their leaving in it)."""
    rolled = {event.seat for event in data.last_events if isinstance(event, Rolled)}
    rolled -= set(data.removed)  # a removal is told as one, not as its last timeout
    left = {event.seat for event in data.last_events if isinstance(event, Left)}
    late = [seat for seat, count in data.missed.items() if count and seat in rolled]
    told = [Notice("timed_out", {"seat": seat, "name": data.seats[seat].name}) for seat in late]
    removed = [seat for seat in data.removed if seat in left]
    told += [Notice("removed", {"seat": seat, "name": data.seats[seat].name}) for seat in removed]
    return told + [notice for notice in notices if notice.code not in STORY_NOTICES]
