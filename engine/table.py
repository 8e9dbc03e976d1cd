"""The mutable scratch table the rules run on, and the chip and seat helpers they share.

`engine.rules.apply` thaws a frozen state into a `Table`, runs one action on it
and freezes the result; the simulator keeps one `Table` for a whole game and
passes `events=None` so no event objects are built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from engine.board import BOARD, Board, Effect
from engine.events import Event, FridayLost, Paid, Took
from engine.state import Field12, GameState, Pending, Player, Settings, Status

#: Each `Player` field and the table's per-seat list holding it.
SEAT_LISTS: Final = {
    "position": "pos",
    "chips": "chips",
    "status": "status",
    "friday": "friday",
    "skip_next": "skip",
    "may_restart": "may_restart",
    "turns": "turns",
}
#: Each `GameState` field but the seats, and the table's attribute holding it.
GAME_ATTRS: Final = {
    "settings": "settings",
    "pot": "pot",
    "current": "current",
    "turn": "turn",
    "extra_roll": "extra",
    "pending": "pending",
    "finished": "finished",
    "winner": "winner",
    "step": "step",
}


def _compile_copies() -> tuple[
    Callable[[Table, GameState], None], Callable[[Table], GameState], Callable[[Table], Table]
]:
    """The copies in, out and of a table, generated once from the two maps as straight-line code."""
    thaw = ["def thaw(t, state):", "    players = state.players"]
    thaw += [f"    t.{a} = [p.{n} for p in players]" for n, a in SEAT_LISTS.items()]
    thaw += [f"    t.{a} = state.{n}" for n, a in GAME_ATTRS.items()]
    seat = ", ".join(f"{n}=t.{a}[s]" for n, a in SEAT_LISTS.items())
    game = ", ".join(f"{n}=t.{a}" for n, a in GAME_ATTRS.items())
    freeze = [
        "def freeze(t):",
        f"    players = tuple(Player({seat}) for s in range(len(t.pos)))",
        f"    return GameState(players=players, {game})",
    ]
    copy = ["def copy(t):", "    c = new(Table)"]
    copy += [f"    c.{a} = t.{a}[:]" for a in (*SEAT_LISTS.values(), "alive")]
    copy += [f"    c.{a} = t.{a}" for a in (*GAME_ATTRS.values(), *_SHARED)]
    copy += ["    c.events = None", "    return c"]
    scope: dict[str, Any] = {"Player": Player, "GameState": GameState, "Table": Table}
    scope["new"] = object.__new__
    exec("\n".join(thaw + freeze + copy), scope)  # names come from the maps above, not from data
    return scope["thaw"], scope["freeze"], scope["copy"]


#: The table's attributes a copy shares with the original: the board's and the game's own.
_SHARED: Final = (
    "board",
    "effects",
    "fever_skips",
    "home",
    "last_roll",
    "moves",
    "plain",
    "roll_rules",
)


class Table:
    """Mutable working copy of a game: parallel lists, one entry per seat."""

    __slots__ = (
        "alive",
        "events",
        *_SHARED,
        *SEAT_LISTS.values(),
        *GAME_ATTRS.values(),
    )
    pos: list[int]
    chips: list[int]
    status: list[Status]
    friday: list[int | None]
    skip: list[bool]
    may_restart: list[bool]
    turns: list[int]
    settings: Settings
    pot: int
    current: int
    turn: int
    extra: bool
    pending: Pending | None
    finished: bool
    winner: int | None
    step: int

    def __init__(self, state: GameState, events: list[Event] | None, board: Board = BOARD) -> None:
        _thaw(self, state)
        self.board = board
        self.effects: tuple[Effect, ...] = board.effects
        self.home = board.home
        self.roll_rules = board.roll_rules
        self.moves = board.moves
        self.plain = board.plain
        self.fever_skips = state.settings.field12 is Field12.SKIP
        self.alive = [p.status is Status.ACTIVE for p in state.players]
        self.last_roll = 0
        self.events = events

    def freeze(self) -> GameState:
        """Return the table as a frozen `GameState`."""
        return _freeze(self)

    def copy(self) -> Table:
        """An independent copy of the table that records no events (the simulator's next game)."""
        return _copy(self)


_thaw, _freeze, _copy = _compile_copies()


def pay_pot(t: Table, seat: int, owed: int, field: int, robinson: int | None) -> None:
    """`seat` pays up to `owed` into the pot; never below zero (R12)."""
    chips = t.chips
    paid = owed if owed < chips[seat] else chips[seat]
    chips[seat] -= paid
    t.pot += paid
    if t.events is not None:
        t.events.append(Paid(seat, paid, owed, None, field, robinson))


def take_pot(t: Table, seat: int, owed: int, field: int, robinson: int | None) -> None:
    """`seat` takes up to `owed` from the pot; never more than it holds (R12)."""
    pot = t.pot
    taken = owed if owed < pot else pot
    t.pot = pot - taken
    t.chips[seat] += taken
    if t.events is not None:
        t.events.append(Took(seat, taken, owed, None, field, robinson))


def transfer(t: Table, payer: int, payee: int, owed: int) -> int:
    """Move up to `owed` chips from `payer` to `payee`; return what moved (R12)."""
    chips = t.chips
    amount = owed if owed < chips[payer] else chips[payer]
    chips[payer] -= amount
    chips[payee] += amount
    return amount


def friday_of(t: Table, seat: int) -> int | None:
    """`seat`'s Friday if they have one still alive (R20, R26)."""
    friday = t.friday[seat]
    return friday if friday is not None and t.alive[friday] else None


def end_bonds(t: Table, seat: int) -> None:
    """`seat` died or left: every Friday bond with them on either side ends (R26), and each
    living Robinson they were Friday to is told so (after the death or leaving's event)."""
    friday = t.friday
    friday[seat] = None
    for robinson, bound in enumerate(friday):
        if bound == seat:
            friday[robinson] = None
            if t.events is not None and t.alive[robinson]:
                t.events.append(FridayLost(robinson, seat))


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
    alive = t.alive
    return [s for s in (*range(seat, len(alive)), *range(seat)) if alive[s]]
