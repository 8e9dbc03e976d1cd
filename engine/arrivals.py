"""What arriving on a field does (R8): one handler per effect type, looked up from the board."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from engine.board import (
    BindFriday,
    Board,
    Effect,
    EveryonePays,
    Fever,
    GoBack,
    Home,
    ParrotCall,
    PayPot,
    PayRightNeighbour,
    RestartOption,
    RollAgain,
    SailOption,
    SwapPlaces,
    TakeFromEach,
    TakePot,
)
from engine.endings import win
from engine.events import (
    ChoiceKind,
    ChoiceOffered,
    ExtraRoll,
    FridayBound,
    MoveCause,
    Moved,
    Paid,
    Parrot,
    RestartAhead,
    SkipAhead,
    Swapped,
    Took,
)
from engine.state import Pending
from engine.table import (
    Table,
    friday_of,
    living_from,
    pay_pot,
    right_neighbour,
    take_pot,
    transfer,
)

Arrival = Callable[[Table, int, int, Any], None]
"""A field's effect on the player `seat` who arrived on `field`: (table, seat, field, effect)."""


def offer(t: Table, seat: int, kind: ChoiceKind, options: tuple[int, ...]) -> None:
    """Hold play until `seat` picks one of `options` (R11)."""
    t.pending = _pending(kind, seat, t.last_roll, options)
    if t.events is not None:
        t.events.append(ChoiceOffered(seat, kind, options, t.last_roll))


@lru_cache(maxsize=4096)
def _pending(kind: ChoiceKind, seat: int, roll: int, options: tuple[int, ...]) -> Pending:
    """The (frozen, so shareable) `Pending` of these values: built once, not at every offer."""
    return Pending(kind, seat, roll, options)


def arrive(t: Table, seat: int, dst: int, cause: MoveCause) -> None:
    """Put `seat` on `dst` and apply its effect for them (R8)."""
    if t.events is not None:
        t.events.append(Moved(seat, t.pos[seat], dst, cause))
    t.pos[seat] = dst
    resolve(t, seat, dst)


def resolve(t: Table, seat: int, field: int) -> None:
    """Apply the effect of `field` to the player who arrived on it."""
    arrivals_of(t.board)[field](t, seat, field, t.effects[field])


def arrivals_of(board: Board) -> tuple[Arrival, ...]:
    """Each field's arrival handler on `board`, found once per board."""
    found = _BY_BOARD.get(board)
    if found is None:
        kinds = [type(effect) for effect in board.effects]
        found = _BY_BOARD[board] = tuple(_ON_ARRIVAL.get(k) or _learn(k) for k in kinds)
    return found


def swap_seats(t: Table, seat: int, other: int) -> None:
    """Swap `seat` (on 36) with `other` (on 41); only the mover gets 41's effect (R8, R23)."""
    target = t.pos[other]
    t.pos[other] = t.pos[seat]
    t.pos[seat] = target
    if t.events is not None:
        t.events.append(Swapped(seat, other))
    resolve(t, seat, target)


def _take_pot(t: Table, seat: int, field: int, effect: TakePot) -> None:
    take_pot(t, seat, effect.amount, field, None)
    friday = t.friday[seat]
    if friday is not None and t.alive[friday]:  # friday_of, inline: most movers have none
        take_pot(t, friday, 1, field, seat)


def _pay_pot(t: Table, seat: int, field: int, effect: PayPot) -> None:
    pay_pot(t, seat, effect.amount, field, None)
    friday = t.friday[seat]
    if friday is not None and t.alive[friday]:  # friday_of, inline: most movers have none
        pay_pot(t, friday, 1, field, seat)


def _everyone_pays(t: Table, seat: int, field: int, effect: EveryonePays) -> None:
    for payer in living_from(t, seat):
        pay_pot(t, payer, effect.amount, field, None)


def _pay_right_neighbour(t: Table, seat: int, field: int, effect: PayRightNeighbour) -> None:
    neighbour = right_neighbour(t, seat)
    if neighbour is not None:
        paid = transfer(t, seat, neighbour, effect.amount)
        if t.events is not None:
            t.events.append(Paid(seat, paid, effect.amount, neighbour, field))


def _restart_option(t: Table, seat: int, field: int, effect: RestartOption) -> None:
    t.may_restart[seat] = True
    if t.events is not None:
        t.events.append(RestartAhead(seat))


def _fever(t: Table, seat: int, field: int, effect: Fever) -> None:
    if not t.fever_skips:
        _roll_again(t, seat, field, effect)
        return
    t.skip[seat] = True
    if t.events is not None:
        t.events.append(SkipAhead(seat, field))


def _roll_again(t: Table, seat: int, field: int, effect: Effect) -> None:
    t.extra = True
    if t.events is not None:
        t.events.append(ExtraRoll(seat, field))


def _parrot(t: Table, seat: int, field: int, effect: ParrotCall) -> None:
    if t.events is not None:
        t.events.append(Parrot(seat))


def _sail(t: Table, seat: int, field: int, effect: SailOption) -> None:
    offer(t, seat, ChoiceKind.SAIL, (effect.target, field))


def _go_back(t: Table, seat: int, field: int, effect: GoBack) -> None:
    arrive(t, seat, effect.target, MoveCause.FOOTPRINT)


def _bind_friday(t: Table, seat: int, field: int, effect: BindFriday) -> None:
    """Take chips from the right neighbour, who becomes this Robinson's Friday (R20)."""
    neighbour = right_neighbour(t, seat)
    if neighbour is None:
        return
    taken = transfer(t, neighbour, seat, effect.amount)
    ev = t.events
    if ev is not None:
        ev.append(Took(seat, taken, effect.amount, neighbour, field))
    if friday_of(t, seat) is None:
        t.friday[seat] = neighbour
        if ev is not None:
            ev.append(FridayBound(seat, neighbour))


def _take_from_each(t: Table, seat: int, field: int, effect: TakeFromEach) -> None:
    for giver in living_from(t, seat):
        if giver != seat:
            taken = transfer(t, giver, seat, effect.amount)
            if t.events is not None:
                t.events.append(Took(seat, taken, effect.amount, giver, field))


def _swap_places(t: Table, seat: int, field: int, effect: SwapPlaces) -> None:
    on_target = [s for s in living_from(t, seat) if s != seat and t.pos[s] == effect.target]
    if len(on_target) == 1:
        swap_seats(t, seat, on_target[0])
    elif on_target:
        offer(t, seat, ChoiceKind.SWAP, tuple(on_target))


def _home(t: Table, seat: int, field: int, effect: Home) -> None:
    win(t, seat)


def _nothing(t: Table, seat: int, field: int, effect: Effect) -> None:
    """No effect; arriving on 42 any other way is harmless (R24)."""


_ON_ARRIVAL: dict[type, Arrival] = {
    TakePot: _take_pot,
    PayPot: _pay_pot,
    EveryonePays: _everyone_pays,
    PayRightNeighbour: _pay_right_neighbour,
    RestartOption: _restart_option,
    Fever: _fever,
    RollAgain: _roll_again,
    ParrotCall: _parrot,
    SailOption: _sail,
    GoBack: _go_back,
    BindFriday: _bind_friday,
    TakeFromEach: _take_from_each,
    SwapPlaces: _swap_places,
    Home: _home,
}


_BY_BOARD: dict[Board, tuple[Arrival, ...]] = {}


def _learn(kind: type) -> Arrival:
    """The handler of `kind`'s nearest base that has one (a variant's own effect), else none."""
    handler = next((_ON_ARRIVAL[k] for k in kind.__mro__ if k in _ON_ARRIVAL), _nothing)
    _ON_ARRIVAL[kind] = handler
    return handler
