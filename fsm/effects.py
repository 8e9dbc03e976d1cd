"""What each transition does: the `after` callbacks named in the machine's table.

Pure: they change the session's data and collect what the chat is told; the die
is the one the session was given, and time comes with the trigger (`now`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import (
    Action,
    Field12,
    Leave,
    MoveTo,
    Parrot,
    PolicyName,
    Roll,
    Settings,
    SwapWith,
    apply,
    new_game,
    policies,
    view,
)
from fsm.commands import Actor
from fsm.data import Parrot as ParrotCall
from fsm.data import Seat
from fsm.guards import Guards
from fsm.machine import TURN, Phase
from fsm.outcome import Notice, NoticeCode, Outcome

Dice = Callable[[], int]
MAX_TURNS = 10_000  # a bound on "finish for me", far above any game's length
COMPUTER_NAMES = ("Xury", "Poll", "Atkins", "Ismael", "Mirth", "Wilkins", "Zoe", "Kelly", "Moll")


class Effects(Guards):
    """The effects of the table's rows, run by the machine after a transition."""

    phase: Phase
    trigger: Callable[..., bool]
    _outcome: Outcome
    _fresh: bool  # the next engine step starts a new story
    _dice: Dice

    def _fire(self, trigger: str, **kwargs: Any) -> None:
        """Fire `trigger`, or raise `Refused` (defined by the session)."""
        raise NotImplementedError

    # -- the lobby --------------------------------------------------------------------

    def seat_actor(self, *, actor: Actor, **_: Any) -> None:
        """Give the actor a seat; in a lobby no seated person hosts, they become its host."""
        if not self.data.hosted_by(self.data.host):
            self.data.host = actor.user_id
        self.data.seats.append(Seat(actor.name, actor.user_id))
        self._notice("joined", name=actor.name)

    def unseat_actor(self, *, actor: Actor, **_: Any) -> None:
        """Give up a lobby seat; the claim of the youngest goes with it, the host's role to the
        next person in seat order (with nobody left, to the next who joins)."""
        seat = self.seat_of(actor)
        if seat is not None:
            del self.data.seats[seat]
        if self.data.cashier == actor.user_id:
            self.data.cashier = None
        self._notice("left_lobby", name=actor.name)
        people = [(s.user_id, s.name) for s in self.data.seats if s.user_id is not None]
        if actor.user_id == self.data.host and people:  # said in the lobby (play-test 44)
            self.data.host, name = people[0]
            self._notice("host_passed", name=name)

    def make_cashier(self, *, actor: Actor, **_: Any) -> None:
        """ "I'm the youngest": the actor is the cashier and moves first (R3)."""
        self.data.cashier = actor.user_id
        self._notice("youngest", name=actor.name)

    def seat_computer(self, *, policy: str, **_: Any) -> None:
        """Seat a computer player with the first free name."""
        known = PolicyName(policy)
        taken = {s.name for s in self.data.seats}
        name = next(n for n in (*COMPUTER_NAMES, *map(str, range(99))) if n not in taken)
        self.data.seats.append(Seat(name, None, known))
        self._notice("computer_added", name=name, policy=known.value)

    def unseat_computer(self, *, name: str, **_: Any) -> None:
        """Take the computer player of that name off the table."""
        seat = next(i for i, s in enumerate(self.data.seats) if s.is_computer and s.name == name)
        del self.data.seats[seat]
        self._notice("computer_removed", name=name)

    def unseat_player(self, *, user_id: int, **_: Any) -> None:
        """Take that person off the table (no longer the youngest, if they claimed it)."""
        seat = self.data.seat_of_user(user_id)
        assert seat is not None, "the table's guard seats whom it takes off"
        name = self.data.seats.pop(seat).name
        if self.data.cashier == user_id:
            self.data.cashier = None
        self._notice("player_removed", name=name)

    def change_setting(self, *, key: str, value: str, **_: Any) -> None:
        """Set one lobby setting."""
        self.data.settings.change(key, value)
        self._notice("configured", key=key, value=value)

    def take_language_rule(self, *, field12: Field12, **_: Any) -> None:
        """The lobby's language changed: its edition's fever rule, unless the host chose (R16)."""
        self.data.settings.follow_language(field12)

    def deal(self, **_: Any) -> None:
        """Seat the table with the cashier first and put the antes in the pot (R2–R4)."""
        data = self.data
        data.seats = data.in_play_order()
        s = data.settings
        data.engine = new_game(len(data.seats), Settings(s.field12, s.start_chips, s.ante))
        data.last_events = []
        self._notice("started", cashier=data.seats[0].name)

    # -- the race -----------------------------------------------------------------------

    def play(
        self,
        *,
        seat: int,
        action: Action | None = None,
        actor: Actor | None = None,
        message_id: int | None = None,
        own_die: bool = False,
        **_: Any,
    ) -> None:
        """Apply the move (a roll is drawn now if none came); a person who acts is present."""
        action = action or Roll(self._dice())
        if actor is not None and not isinstance(action, Leave):
            self.data.missed.pop(seat, None)  # no longer counted absent (R27)
        if message_id is not None:
            self.data.last_command_message = message_id
        if isinstance(action, Roll):
            self.data.rolled_own_die = own_die
        self._apply(action)

    def send_reminder(self, *, now: float, **_: Any) -> None:
        """Half the mover's time is gone: remind them; they keep at least the other half."""
        seat = self.engine.current
        self._notice("remind", seat=seat, user_id=self.data.seats[seat].user_id)
        rest = now + self.data.settings.turn_timeout / 2  # a late reminder moves the timeout
        timeout_at = self.data.timeout_at
        self.data.remind_at = None
        self.data.timeout_at = rest if timeout_at is None else max(timeout_at, rest)

    def time_out(self, *, seat: int, **_: Any) -> None:
        """The mover let time run out: play their move optimally, or remove them (R27)."""
        name = self.data.seats[seat].name
        self.data.missed[seat] = self.data.missed.get(seat, 0) + 1
        if self.data.misses_to_removal(seat) <= 0:
            self.data.removed.append(seat)
            self._notice("removed", seat=seat, name=name)
            self._apply(Leave(seat))
            return
        self._notice("timed_out", seat=seat, name=name)  # one miss from removal: its seat says
        self._apply(self._policy_action(seat, PolicyName.OPTIMAL))

    def play_out_turn(self, *, seat: int, **_: Any) -> None:
        """Play the rest of a timed-out mover's turn optimally."""
        self._autoplay(seat, PolicyName.OPTIMAL)

    def play_out_game(self, *, actor: Actor, seat: int, **_: Any) -> None:
        """⏩ Play the game to its end: the last person's turns as the clever computer player
        would, the computer players' by their policies; the chat is told how many turns."""
        turns: set[int] = set()
        for _turn in range(MAX_TURNS):
            if self.phase not in TURN:
                break
            mover = self.engine.current
            if mover == seat:
                turns.add(self.engine.turn)
            policy = self.data.seats[mover].policy or PolicyName.FORWARD
            self._autoplay(mover, PolicyName.OPTIMAL if mover == seat else policy)
        count = len(turns)
        self._outcome.notices.insert(
            0, Notice("finished_for", {"name": actor.name, "count": count})
        )

    def record_parrot(self, *, actor: Actor, **_: Any) -> None:
        """Record a "Poor Robinson!" (R17)."""
        parrot = self.data.parrot
        if parrot is not None:
            parrot.said.append(actor.name)
            parrot.user_ids.append(actor.user_id)
        self._notice("parrot", name=actor.name)

    def note_cancel(self, *, actor: Actor, **_: Any) -> None:
        """The game ends without a result."""
        self.data.cancelled = True
        self._notice("cancelled", name=actor.name)

    # -- helpers --------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        """Apply one engine action, log it, and fire `settle` with the step's events."""
        state = self.engine
        parrot = self.data.parrot
        if parrot is not None and isinstance(action, Roll) and parrot.seat == state.current:
            self.data.parrot = None
        state, events = apply(state, action)
        self.data.engine = state
        match action:
            case Roll(value):
                self.data.dice_log.append(value)
            case MoveTo(field):
                self.data.choice_log.append(str(field))
            case SwapWith(seat):
                self.data.choice_log.append(f"s{seat}")
            case Leave(seat):
                self.data.leave_log.append(f"{seat}@{state.step - 1}")
                self._hand_on_host(seat)
                if parrot is not None and parrot.seat == seat:  # their call ends with them
                    self.data.parrot = None
        for event in events:
            if isinstance(event, Parrot):
                self.data.parrot = ParrotCall(event.seat)
        # a leave adds to the story told; a choice to the roll that offered it (play-test 40:
        # '🌳 Mads stays in the tree on 7', the roll gone with the board's last face)
        if self._fresh and not isinstance(action, Leave | MoveTo | SwapWith):
            self.data.last_events = []
        self._fresh = False
        self.data.last_events.extend(events)
        self._outcome.events.extend(events)
        self._outcome.states.append((len(self._outcome.events), state))
        self.trigger("settle", events=events)

    def _hand_on_host(self, seat: int) -> None:
        """The host left the running game: the role goes to the first person in seat order
        still in the race (as in the lobby); with none, only a chat admin can cancel."""
        data = self.data
        if data.seats[seat].user_id != data.host:
            return
        players = self.engine.players
        racing = [s for i, s in enumerate(data.seats) if s.user_id and players[i].alive]
        if racing:
            data.host = racing[0].user_id or data.host
            self._notice("host_passed", name=racing[0].name)

    def _autoplay(self, seat: int, policy: PolicyName) -> None:
        """Play `seat`'s turn by `policy` for as long as it is still theirs."""
        turn = self.engine.turn
        while self.phase in TURN and self.engine.current == seat and self.engine.turn == turn:
            trigger = "choose" if self.phase is Phase.AWAITING_CHOICE else "roll"
            self._fire(trigger, seat=seat, action=self._policy_action(seat, policy))

    def _policy_action(self, seat: int, policy: PolicyName) -> Action:
        """The action `policy` takes for `seat` now: a roll, or its pick of the choices."""
        state = self.engine
        pending = state.pending
        if pending is None:
            return Roll(self._dice())
        chooser = (
            policies.optimal
            if policy is PolicyName.OPTIMAL
            else policies.policy_named(policy, self._pick)
        )
        plays = [s.policy or PolicyName.OPTIMAL for s in self.data.seats]
        option = chooser(view.View.of_state(state, plays), pending)
        return SwapWith(option) if pending.kind.value == "swap" else MoveTo(option)

    def _pick(self, n: int) -> int:
        """A random index below `n` from the session's die."""
        return self._dice() % n

    def _notice(self, code: NoticeCode, **args: Any) -> None:
        """Add a notice for the chat."""
        self._outcome.notices.append(Notice(code, args))
