"""The mutable scratch table the rules run on, and the chip and seat helpers they share.

`engine.game.apply` thaws a frozen state into a `Table`, runs one action on it
and freezes the result; the simulator keeps one `Table` for a whole game and
passes `events=None` so no event objects are built.
"""

from __future__ import annotations

from engine.events import Event, Paid, Took
from engine.state import Field12, GameState, Pending, Player, Settings, Status


class Table:
    """Mutable working copy of a game: parallel lists, one entry per seat."""

    __slots__ = (
        "alive",
        "chips",
        "current",
        "events",
        "extra",
        "fever_skips",
        "finished",
        "friday",
        "last_roll",
        "may_restart",
        "pending",
        "pos",
        "pot",
        "settings",
        "skip",
        "status",
        "step",
        "turn",
        "turns",
        "winner",
    )

    def __init__(self, state: GameState, events: list[Event] | None) -> None:
        players = state.players
        self.settings: Settings = state.settings
        self.fever_skips = state.settings.field12 is Field12.SKIP
        self.pos = [p.position for p in players]
        self.chips = [p.chips for p in players]
        self.status = [p.status for p in players]
        self.alive = [p.status is Status.ACTIVE for p in players]
        self.friday = [p.friday for p in players]
        self.skip = [p.skip_next for p in players]
        self.may_restart = [p.may_restart for p in players]
        self.turns = [p.turns for p in players]
        self.pot = state.pot
        self.current = state.current
        self.turn = state.turn
        self.extra = state.extra_roll
        self.pending: Pending | None = state.pending
        self.finished = state.finished
        self.winner: int | None = state.winner
        self.step = state.step
        self.last_roll = 0
        self.events = events

    def freeze(self) -> GameState:
        """Return the table as a frozen `GameState`."""
        players = tuple(
            Player(
                position=self.pos[s],
                chips=self.chips[s],
                status=self.status[s],
                friday=self.friday[s],
                skip_next=self.skip[s],
                may_restart=self.may_restart[s],
                turns=self.turns[s],
            )
            for s in range(len(self.pos))
        )
        return GameState(
            settings=self.settings,
            players=players,
            pot=self.pot,
            current=self.current,
            turn=self.turn,
            extra_roll=self.extra,
            pending=self.pending,
            finished=self.finished,
            winner=self.winner,
            step=self.step,
        )


def pay_pot(t: Table, seat: int, owed: int, field: int, robinson: int | None) -> None:
    """`seat` pays up to `owed` into the pot; never below zero (R12)."""
    paid = min(owed, t.chips[seat])
    t.chips[seat] -= paid
    t.pot += paid
    if t.events is not None:
        t.events.append(Paid(seat, paid, owed, None, field, robinson))


def take_pot(t: Table, seat: int, owed: int, field: int, robinson: int | None) -> None:
    """`seat` takes up to `owed` from the pot; never more than it holds (R12)."""
    taken = min(owed, t.pot)
    t.pot -= taken
    t.chips[seat] += taken
    if t.events is not None:
        t.events.append(Took(seat, taken, owed, None, field, robinson))


def transfer(t: Table, payer: int, payee: int, owed: int) -> int:
    """Move up to `owed` chips from `payer` to `payee`; return what moved (R12)."""
    amount = min(owed, t.chips[payer])
    t.chips[payer] -= amount
    t.chips[payee] += amount
    return amount


def friday_of(t: Table, seat: int) -> int | None:
    """`seat`'s Friday if they have one still alive (R20, R26)."""
    friday = t.friday[seat]
    return friday if friday is not None and t.alive[friday] else None


def end_bonds(t: Table, seat: int) -> None:
    """`seat` died or left: every Friday bond with them on either side ends (R26)."""
    friday = t.friday
    friday[seat] = None
    for robinson, bound in enumerate(friday):
        if bound == seat:
            friday[robinson] = None


def right_neighbour(t: Table, seat: int) -> int | None:
    """The living player who plays just before `seat`, if any (R4)."""
    seats = len(t.pos)
    for step in range(1, seats):
        other = (seat - step) % seats
        if t.alive[other]:
            return other
    return None


def living_from(t: Table, seat: int) -> list[int]:
    """Living seats in play order starting with `seat` itself."""
    seats = len(t.pos)
    return [s for s in ((seat + i) % seats for i in range(seats)) if t.alive[s]]
