"""The questions the turn machine asks a session before a trigger may fire."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import Action, Event, GameState, PolicyName, Skipped, legal_actions
from fsm.commands import Actor
from fsm.data import INLINE_FIXED, MIN_SEATS, SETTING_VALUES, SessionData
from fsm.exceptions import Refused
from fsm.machine import Phase, settled


class Guards:
    """Guards named as questions; each reads the session's data and the trigger's arguments
    (keywords: each takes the ones it needs and ignores the rest)."""

    def __init__(self, data: SessionData) -> None:
        self.data = data

    @property
    def engine(self) -> GameState:
        """The engine state of a started game."""
        if self.data.engine is None:
            raise Refused("not_running")
        return self.data.engine

    def seat_of(self, actor: Actor | None) -> int | None:
        """The seat of a person, if they have one."""
        return None if actor is None else self.data.seat_of_user(actor.user_id)

    def is_not_seated(self, *, actor: Actor, **_: Any) -> bool:
        """Is the actor still without a seat?"""
        return self.seat_of(actor) is None

    def is_seated(self, *, actor: Actor, **_: Any) -> bool:
        """Does the actor have a seat?"""
        return self.seat_of(actor) is not None

    def is_racing(self, *, actor: Actor, **_: Any) -> bool:
        """Is the actor seated and still in the race (not left, removed or dead)?"""
        return self.is_in_race(seat=self.seat_of(actor))

    def has_free_seat(self, **_: Any) -> bool:
        """Is there room at the table?"""
        return len(self.data.seats) < self.data.settings.max_seats

    def is_host_or_admin(self, *, actor: Actor, **_: Any) -> bool:
        """Is the actor the (seated) host or an admin of the chat?"""
        return self.data.hosted_by(actor.user_id) or actor.is_admin

    def is_known_policy(self, *, policy: str, **_: Any) -> bool:
        """Is the computer player's policy one the bot knows?"""
        return policy in set(PolicyName)

    def is_seated_computer(self, *, name: str, **_: Any) -> bool:
        """Does a computer player of that name sit at the table?"""
        return any(s.is_computer and s.name == name for s in self.data.seats)

    def is_seated_other(self, *, actor: Actor, user_id: int, **_: Any) -> bool:
        """Does that person sit at the table, someone other than the actor?"""
        return user_id != actor.user_id and any(s.user_id == user_id for s in self.data.seats)

    def is_on_the_menu(self, *, key: str, value: str, **_: Any) -> bool:
        """Is the setting's value one its menu offers (an inline game's menu has fewer)?"""
        if self.data.inline_id is not None and key in INLINE_FIXED:
            return False
        return value in SETTING_VALUES.get(key, ())

    def has_enough_players(self, **_: Any) -> bool:
        """Are there at least two seats taken (R1)?"""
        return len(self.data.seats) >= MIN_SEATS

    def is_their_turn(self, *, seat: int | None, **_: Any) -> bool:
        """Is the acting seat the one to move?"""
        return self.engine.current == seat

    def is_legal(self, *, action: Action | None = None, **_: Any) -> bool:
        """Is the move one the engine allows now (a die of 1–6, a choice on offer)?"""
        return action is None or action in legal_actions(self.engine)

    def is_last_person(self, *, actor: Actor, **_: Any) -> bool:
        """Is the actor the one person still racing, every other person having left?"""
        seat = self.seat_of(actor)
        return seat is not None and seat == self.last_person()

    def last_person(self) -> int | None:
        """The seat of the one person still racing once every other person has left, else None.

        Computer players may remain; a game that only ever had one person is not abandoned.
        """
        state = self.data.engine
        people = [seat for seat, s in enumerate(self.data.seats) if s.user_id is not None]
        if state is None or len(people) < 2:
            return None
        racing = [seat for seat in people if state.players[seat].alive]
        return racing[0] if len(racing) == 1 else None

    def is_reminder_due(self, *, now: float, **_: Any) -> bool:
        """Has the reminder's time come (half the mover's time), the reminder not sent yet?"""
        remind_at = self.data.remind_at
        return remind_at is not None and now >= remind_at

    def is_timeout_due(self, *, now: float, **_: Any) -> bool:
        """Has the mover's time run out, with no reminder still owed before it?"""
        timeout_at = self.data.timeout_at
        return self.data.remind_at is None and timeout_at is not None and now >= timeout_at

    def is_not_a_lobby_button(self, *, from_lobby: bool = False, **_: Any) -> bool:
        """Was the command not given by a lobby's button (which works only in the lobby)?"""
        return not from_lobby

    def is_in_race(self, *, seat: int | None, **_: Any) -> bool:
        """Is the acting seat still racing?"""
        return seat is not None and self.engine.players[seat].alive

    def is_over(self, **_: Any) -> bool:
        """Has the game ended?"""
        return self.engine.finished

    def must_choose(self, **_: Any) -> bool:
        """Is an optional move on offer?"""
        return self.engine.pending is not None

    def owes_extra_roll(self, **_: Any) -> bool:
        """Does the mover roll again in the same turn?"""
        return self.engine.extra_roll

    def turn_was_skipped(self, *, events: Sequence[Event] = (), **_: Any) -> bool:
        """Did the step just applied pass over a skipped turn (its events, given to `settle`)?"""
        return any(isinstance(e, Skipped) for e in events)

    def mover_is_unplaced(self, **_: Any) -> bool:
        """Is the mover still off the board (their first roll places them)?"""
        return self.engine.mover.position == 0

    def parrot_is_calling(self, **_: Any) -> bool:
        """Is the parrot on 17 waiting for "Poor Robinson!"?"""
        return self.data.parrot is not None

    def has_not_said_it(self, *, actor: Actor, **_: Any) -> bool:
        """Has the actor not said it yet?"""
        parrot = self.data.parrot
        return parrot is not None and actor.user_id not in parrot.user_ids


def phase_of(data: SessionData) -> Phase:
    """A stored game's phase: lobby, cancelled, or what the machine's `settle` rows read."""
    if data.cancelled:
        return Phase.CANCELLED
    if data.engine is None:
        return Phase.LOBBY
    return settled(Guards(data))


def turn_moved_on(before: GameState | None, after: GameState | None) -> bool:
    """Did the game start, or its turn move on (a new mover, or the mover's roll or choice),
    so that the clock starts anew? Not when another player left (play-test 65: the mover's
    minute began again, and "30 s left" came twice)."""
    if before is None or after is None:
        return before is not after
    return _turn_of(before) != _turn_of(after)


def _turn_of(state: GameState) -> tuple[object, ...]:
    """What a turn's own play changes: whose and which turn, its open choice or extra roll,
    and the mover's field and purse."""
    mover = state.mover
    return state.turn, state.current, state.pending, state.extra_roll, mover.position, mover.chips
