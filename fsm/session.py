"""A game session: the machine's model. Guards answer questions; `perform` runs a command.

Pure: no I/O, no clock and no random numbers of its own — `now` and the
die are passed in. The service loads, performs and saves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from transitions import EventData

from engine import (
    Action,
    Event,
    GameState,
    Leave,
    MoveTo,
    Parrot,
    PolicyName,
    Roll,
    Settings,
    SwapWith,
    View,
    apply,
    legal_actions,
    new_game,
    optimal,
    policy_named,
)
from fsm.commands import (
    Actor,
    AddComputer,
    Cancel,
    Choose,
    ClaimYoungest,
    Command,
    Configure,
    Join,
    RollDie,
    SayParrot,
    Start,
    Timeout,
)
from fsm.commands import Leave as LeaveCommand
from fsm.data import Parrot as ParrotCall
from fsm.data import Seat, SessionData, valid_policy
from fsm.exceptions import Refused
from fsm.guards import CONDITION_CODES, Guards
from fsm.machine import TRANSITIONS, TURN, Phase, machine, sources

Dice = Callable[[], int]
MISSES_BEFORE_REMOVAL = 3
COMPUTER_NAMES = ("Xury", "Poll", "Atkins", "Ismael", "Mirth", "Wilkins", "Zoe", "Kelly", "Moll")


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the chat should tell that is not an engine event (lobby, timeouts)."""

    code: str
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Outcome:
    """What one command did: engine events, notices, and whether the game ended."""

    events: list[Event] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    states: list[tuple[int, GameState]] = field(default_factory=list)  # (events so far, state)

    @property
    def changed(self) -> bool:
        """True when anything happened."""
        return bool(self.events or self.notices)


class Session(Guards):
    """One chat's game as a model of the shared turn machine."""

    trigger: Callable[..., bool]
    may_trigger: Callable[..., bool]

    def __init__(self, data: SessionData) -> None:
        self.data = data
        shared = machine()
        shared.add_model(self, initial=data.phase)
        shared.remove_model(self)  # keeps the bound triggers; the machine holds no reference
        self._step_events: list[Event] = []
        self._outcome = Outcome()
        self._fresh = True

    @property
    def phase(self) -> Phase:
        """The machine's phase, kept in the persisted data."""
        return self.data.phase

    @phase.setter
    def phase(self, value: Phase) -> None:
        self.data.phase = Phase(value)

    # -- running commands ---------------------------------------------------------------

    @property
    def engine(self) -> GameState:
        """The engine state of a started game."""
        if self.data.engine is None:
            raise Refused("not_running")
        return self.data.engine

    def perform(self, command: Command, *, now: float, dice: Dice) -> Outcome:
        """Run `command`, then the computer players' turns; raise `Refused` if it may not happen."""
        self._outcome = Outcome()
        self._fresh = True  # the first step of this command starts a new story
        engine_before = self.data.engine
        match command:
            case Join(actor):
                self._fire("join", actor=actor)
                self.data.seats.append(Seat(actor.name, actor.user_id))
                self._notice("joined", name=actor.name)
            case LeaveCommand(actor) if self.phase is Phase.LOBBY:
                self._fire("leave", actor=actor)
                self._leave_lobby(actor)
            case LeaveCommand(actor):
                seat = self.seat_of(actor)
                self._fire("leave", actor=actor, seat=seat)
                self._step(Leave(seat if seat is not None else -1))
            case ClaimYoungest(actor):
                self._fire("claim_youngest", actor=actor)
                self.data.cashier = actor.user_id
                self._notice("youngest", name=actor.name)
            case AddComputer(actor, policy):
                self._fire("add_computer", actor=actor)
                self._add_computer(valid_policy(policy))
            case Configure(actor, key, value):
                self._fire("configure", actor=actor)
                self.data.settings.change(key, value)
                self._notice("configured", key=key, value=value)
            case Start(actor):
                self._fire("start", actor=actor)
                self._start()
            case RollDie(actor, game_id, step, value, message_id):
                seat = self._check_turn(actor, game_id, step)
                self._check_message(message_id)
                roll = Roll(dice() if value is None else value)
                self._fire("roll", roll, actor=actor, seat=seat)
                self._reset_missed(seat)
                self._step(roll)
            case Choose(actor, game_id, step, option, swap):
                seat = self._check_turn(actor, game_id, step)
                pick = SwapWith(option) if swap else MoveTo(option)
                self._fire("choose", pick, actor=actor, seat=seat)
                self._reset_missed(seat)
                self._step(pick)
            case SayParrot(actor):
                self._fire("say_parrot", actor=actor)
                self._say_parrot(actor)
            case Timeout():
                self._time_out(now, dice)
            case Cancel(actor):
                self._fire("cancel", actor=actor)
                self._notice("cancelled", name=actor.name)
        self._play_computers(dice)
        self._set_deadline(now, fresh=self.data.engine is not engine_before)
        return self._outcome

    def recover(self) -> None:
        """Settle a game stored in a transient phase (a crash mid-move) from its engine state."""
        if self.phase is Phase.RESOLVING:
            if self.data.engine is None:
                raise ValueError("stored while resolving, with no engine state to settle from")
            self.trigger("settle")
        if self.phase is Phase.SKIP:
            self.trigger("pass_turn")

    def remind(self, now: float) -> Outcome:
        """Half the mover's time is gone: ask the chat to remind them, then wait for the rest."""
        self._outcome = Outcome()
        if self.phase in TURN and self.data.wake == "remind":
            seat = self.engine.current
            self._notice("remind", seat=seat, user_id=self.data.seats[seat].user_id)
            self.data.wake = "timeout"
            self.data.deadline = now + self.data.settings.turn_timeout / 2
        return self._outcome

    def _reset_missed(self, seat: int | None) -> None:
        """A person who acts is no longer counted as absent (R27)."""
        if seat is not None:
            self.data.missed.pop(seat, None)

    def _fire(self, trigger: str, action: Action | None = None, **kwargs: Any) -> None:
        """Fire `trigger`, or raise `Refused` with the first reason it may not happen.

        A player's `action` must also be legal now (a die of 1–6, a choice on offer), so
        the engine never refuses it halfway through a transition.
        """
        if not self.may_trigger(trigger, **kwargs):
            raise Refused(self._why_not(trigger, kwargs))
        if action is not None and action not in legal_actions(self.engine):
            raise Refused("illegal_move")
        self.trigger(trigger, **kwargs)

    def _why_not(self, trigger: str, kwargs: dict[str, Any]) -> str:
        """The refusal code for a trigger that may not fire now."""
        rows = [r for r in TRANSITIONS if r["trigger"] == trigger and self.phase in sources(r)]
        if not rows:
            if self.phase is Phase.LOBBY:
                return "not_running"
            if self.phase in (Phase.FINISHED, Phase.CANCELLED):
                return "game_over"
            lobby_only = {"join", "start", "configure", "add_computer", "claim_youngest"}
            return "game_running" if trigger in lobby_only else "wrong_moment"
        event = EventData(None, None, machine(), self, (), kwargs)
        for condition in rows[0].get("conditions", []):
            if not getattr(self, condition)(event):
                return CONDITION_CODES.get(condition, "refused")
        return "refused"

    def _check_turn(self, actor: Actor, game_id: str, step: int) -> int | None:
        """Reject buttons from another game or an earlier moment; return the actor's seat."""
        if game_id != self.data.game_id:
            raise Refused("old_game")
        if self.data.engine is not None and step != self.data.engine.step:
            raise Refused("stale")
        return self.seat_of(actor)

    def _check_message(self, message_id: int | None) -> None:
        """Apply each chat message at most once: message ids only grow within a chat."""
        if message_id is None:
            return
        if message_id <= self.data.last_command_message:
            raise Refused("stale")
        self.data.last_command_message = message_id

    def _step(self, action: Action) -> None:
        """Apply one engine action and settle the machine on the phase that follows."""
        state = self.engine
        parrot = self.data.parrot
        if parrot is not None and isinstance(action, Roll) and parrot.seat == state.current:
            self.data.parrot = None
        state, events = apply(state, action)
        self.data.engine = state
        self._step_events = list(events)
        match action:
            case Roll(value):
                self.data.dice_log.append(value)
            case MoveTo(field):
                self.data.choice_log.append(str(field))
            case SwapWith(seat):
                self.data.choice_log.append(f"s{seat}")
            case Leave(seat):
                self.data.leave_log.append(f"{seat}@{state.step - 1}")
        for event in events:
            if isinstance(event, Parrot):
                self.data.parrot = ParrotCall(event.seat)
        if self._fresh:
            self.data.last_events = []
            self._fresh = False
        self.data.last_events.extend(events)
        self._outcome.events.extend(events)
        self._outcome.states.append((len(self._outcome.events), state))
        self.trigger("settle")
        if self.phase is Phase.SKIP:
            self.trigger("pass_turn")

    def _start(self) -> None:
        """Seat the table with the cashier first and put the antes in the pot (R2–R4)."""
        data = self.data
        cashier = data.cashier if data.cashier is not None else data.host
        first = next((i for i, s in enumerate(data.seats) if s.user_id == cashier), 0)
        data.seats = data.seats[first:] + data.seats[:first]
        s = data.settings
        data.engine = new_game(len(data.seats), Settings(s.field12, s.start_chips, s.ante))
        data.last_events = []
        self._notice("started", cashier=data.seats[0].name)
        self.trigger("settle")

    def _leave_lobby(self, actor: Actor) -> None:
        """Give up a lobby seat; the claim of the youngest goes with it."""
        seat = self.seat_of(actor)
        if seat is not None:
            del self.data.seats[seat]
        if self.data.cashier == actor.user_id:
            self.data.cashier = None
        self._notice("left_lobby", name=actor.name)

    def _add_computer(self, policy: str) -> None:
        """Seat a computer player with the first free name."""
        taken = {s.name for s in self.data.seats}
        name = next(n for n in (*COMPUTER_NAMES, *map(str, range(99))) if n not in taken)
        self.data.seats.append(Seat(name, None, policy))
        self._notice("computer_added", name=name, policy=policy)

    def _say_parrot(self, actor: Actor) -> None:
        """Record a "Poor Robinson!" (R17)."""
        parrot = self.data.parrot
        if parrot is not None:
            parrot.said.append(actor.name)
            parrot.user_ids.append(actor.user_id)
        self._notice("parrot", name=actor.name)

    def _time_out(self, now: float, dice: Dice) -> None:
        """The mover let time run out: play their turn optimally, or remove them (R27)."""
        seat = self.engine.current
        self._fire("timeout", now=now)
        missed = self.data.missed.get(seat, 0) + 1
        self.data.missed[seat] = missed
        if missed >= MISSES_BEFORE_REMOVAL:
            self.data.removed.append(seat)
            self._notice("removed", seat=seat, name=self.data.seats[seat].name)
            self._step(Leave(seat))
            return
        self._notice("timed_out", seat=seat, name=self.data.seats[seat].name)
        self._step(self._policy_action(seat, "optimal", dice))
        self._autoplay(seat, "optimal", dice)

    def _play_computers(self, dice: Dice) -> None:
        """Let computer players take their turns until a person is to move."""
        while self.phase in TURN and self.data.seats[self.engine.current].is_computer:
            seat = self.engine.current
            self._autoplay(seat, self.data.seats[seat].policy or "forward", dice)

    def _autoplay(self, seat: int, policy: str, dice: Dice) -> None:
        """Play `seat`'s turn by `policy` for as long as it is still theirs."""
        turn = self.engine.turn
        while self.phase in TURN and self.engine.current == seat and self.engine.turn == turn:
            trigger = "choose" if self.phase is Phase.AWAITING_CHOICE else "roll"
            self.trigger(trigger, seat=seat)
            self._step(self._policy_action(seat, policy, dice))

    def _policy_action(self, seat: int, policy: str, dice: Dice) -> Action:
        """The action `policy` takes for `seat` now: a roll, or its pick of the choices."""
        state = self.engine
        pending = state.pending
        if pending is None:
            return Roll(dice())
        chooser = optimal if policy == "optimal" else policy_named(policy, lambda n: dice() % n)
        plays = [s.policy or PolicyName.OPTIMAL.value for s in self.data.seats]
        option = chooser(View.of_state(state, plays), pending)
        return SwapWith(option) if pending.kind.value == "swap" else MoveTo(option)

    def _set_deadline(self, now: float, *, fresh: bool) -> None:
        """Give the person to move half their time before a reminder; no timer otherwise.

        `fresh` is True when the game started or moved on, so the clock starts anew.
        """
        timeout = self.data.settings.turn_timeout
        if self.phase in TURN and timeout > 0 and fresh:
            self.data.deadline = now + timeout / 2
            self.data.wake = "remind"
        elif self.phase not in TURN or timeout <= 0:
            self.data.deadline = None

    def _notice(self, code: str, **args: Any) -> None:
        """Add a notice for the chat."""
        self._outcome.notices.append(Notice(code, args))
