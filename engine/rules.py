"""The rules of a turn, applied to a `Table`: one implementation for `apply` and the simulator."""

from __future__ import annotations

from engine.board import (
    BindFriday,
    EveryonePays,
    Fever,
    Gallows,
    GoBack,
    Home,
    ParrotCall,
    PayPot,
    PayRightNeighbour,
    RestartOption,
    RollAgain,
    SailOption,
    StayOption,
    SwapPlaces,
    TakeFromEach,
    TakePot,
)
from engine.endings import die, end_if_nobody_alive, win
from engine.events import (
    ChoiceKind,
    ChoiceOffered,
    ExtraRoll,
    FridayBound,
    Left,
    MoveCause,
    Moved,
    Paid,
    Parrot,
    RestartAhead,
    Rolled,
    SkipAhead,
    Skipped,
    Stayed,
    Swapped,
    Took,
    TurnStarted,
)
from engine.exceptions import GameOver, IllegalAction
from engine.state import Pending, Status
from engine.table import (
    Table,
    end_bonds,
    friday_of,
    living_from,
    pay_pot,
    right_neighbour,
    take_pot,
    transfer,
)


def roll(t: Table, value: int) -> None:
    """The current player rolled `value` (R5–R7, R14, R15, R24); the board says where."""
    if t.finished:
        raise GameOver("the game is over")
    if t.pending is not None:
        raise IllegalAction("a choice must be made before the next roll")
    if not 1 <= value <= 6:
        raise IllegalAction(f"a die shows 1 to 6, not {value}")
    seat = t.current
    ev = t.events
    if ev is not None:
        ev.append(Rolled(seat, value, t.extra))
    t.extra = False
    t.last_roll = value
    pos = t.pos[seat]
    here = t.roll_rules[pos]  # None where a roll is an ordinary move
    if pos == 0:
        _arrive(t, seat, value, MoveCause.PLACEMENT)
    elif here is None and not t.may_restart[seat]:  # the common case, inlined for speed
        target = pos + value
        if target > t.home:
            _arrive(t, seat, 2 * t.home - target, MoveCause.COUNT_BACK)
        else:
            _arrive(t, seat, target, MoveCause.ROLL)
    elif here is Gallows and value == 6:
        die(t, seat)
    elif t.may_restart[seat]:
        t.may_restart[seat] = False
        _offer(t, seat, ChoiceKind.RESTART, (_count_back(t, pos + value), value))
    elif here is StayOption:
        _offer(t, seat, ChoiceKind.TREE, (_count_back(t, pos + value), pos))
    else:
        _move(t, seat, pos + value)
    _settle(t)


def _move(t: Table, seat: int, target: int) -> None:
    """An ordinary move to `target`, counting back past home (R6, R7)."""
    if target > t.home:
        _arrive(t, seat, 2 * t.home - target, MoveCause.COUNT_BACK)
    else:
        _arrive(t, seat, target, MoveCause.ROLL)


def _count_back(t: Table, target: int) -> int:
    """`target`, counted back from home if it lies past it (R7)."""
    return target if target <= t.home else 2 * t.home - target


def choose(t: Table, option: int, *, swap: bool | None = None) -> None:
    """Take `option` of the pending choice: a field, or a seat when `swap` (R11, R23)."""
    pending = t.pending
    if t.finished:
        raise GameOver("the game is over")
    if pending is None:
        raise IllegalAction("there is no choice to make")
    if swap is not None and swap != (pending.kind is ChoiceKind.SWAP):
        raise IllegalAction(f"the choice on offer is {pending.kind.value}")
    if option not in pending.options:
        raise IllegalAction(f"{option} is not among the choices {list(pending.options)}")
    t.pending = None
    seat = pending.seat
    t.last_roll = pending.roll
    match pending.kind:
        case ChoiceKind.RESTART if option == pending.roll:
            _arrive(t, seat, option, MoveCause.RESTART)
        case ChoiceKind.RESTART:
            _arrive(t, seat, option, MoveCause.ROLL)
        case ChoiceKind.TREE | ChoiceKind.SAIL if option == t.pos[seat]:
            if t.events is not None:
                t.events.append(Stayed(seat, option))
        case ChoiceKind.TREE:
            _arrive(t, seat, option, MoveCause.ROLL)
        case ChoiceKind.SAIL:
            _arrive(t, seat, option, MoveCause.SAIL)
        case ChoiceKind.SWAP:
            _swap(t, seat, option)
    _settle(t)


def leave(t: Table, seat: int) -> None:
    """`seat` leaves the game and counts as dead from now on (R27)."""
    if t.finished:
        raise GameOver("the game is over")
    if not 0 <= seat < len(t.pos) or not t.alive[seat]:
        raise IllegalAction(f"seat {seat} is not in the race")
    t.alive[seat] = False
    t.status[seat] = Status.LEFT
    end_bonds(t, seat)
    if t.events is not None:
        t.events.append(Left(seat))
    if end_if_nobody_alive(t):
        return
    pending = t.pending
    if seat == t.current:
        t.pending = None
        t.extra = False
        _next_turn(t)
    elif pending is not None and seat in pending.options and pending.kind is ChoiceKind.SWAP:
        others = tuple(s for s in pending.options if s != seat)
        t.pending = None
        if len(others) == 1:
            _swap(t, pending.seat, others[0])
        elif others:
            _offer(t, pending.seat, ChoiceKind.SWAP, others)
        _settle(t)


def _settle(t: Table) -> None:
    """End the turn unless the game is over, a choice is pending or an extra roll is due."""
    if not (t.finished or t.pending is not None or t.extra):
        _next_turn(t)


def _next_turn(t: Table) -> None:
    """Pass play to the next living seat, skipping those who must skip (R4, R10)."""
    seat = t.current
    alive = t.alive
    seats = len(alive)
    ev = t.events
    while True:
        seat = (seat + 1) % seats
        while not alive[seat]:
            seat = (seat + 1) % seats
        t.turn += 1
        t.turns[seat] += 1
        t.current = seat
        if ev is not None:
            ev.append(TurnStarted(seat, t.turn))
        if not t.skip[seat]:
            return
        t.skip[seat] = False
        if ev is not None:
            ev.append(Skipped(seat, t.turn))


def _offer(t: Table, seat: int, kind: ChoiceKind, options: tuple[int, ...]) -> None:
    """Hold play until `seat` picks one of `options` (R11)."""
    t.pending = Pending(kind, seat, t.last_roll, options)
    if t.events is not None:
        t.events.append(ChoiceOffered(seat, kind, options, t.last_roll))


def _arrive(t: Table, seat: int, dst: int, cause: MoveCause) -> None:
    """Put `seat` on `dst` and apply its effect for them (R8)."""
    if t.events is not None:
        t.events.append(Moved(seat, t.pos[seat], dst, cause))
    t.pos[seat] = dst
    _resolve(t, seat, dst)


def _resolve(t: Table, seat: int, field: int) -> None:
    """Apply the effect of `field` to the player who arrived on it."""
    ev = t.events
    match t.effects[field]:
        case TakePot(amount):
            take_pot(t, seat, amount, field, None)
            friday = friday_of(t, seat)
            if friday is not None:
                take_pot(t, friday, 1, field, seat)
        case PayPot(amount):
            pay_pot(t, seat, amount, field, None)
            friday = friday_of(t, seat)
            if friday is not None:
                pay_pot(t, friday, 1, field, seat)
        case EveryonePays(amount):
            for payer in living_from(t, seat):
                pay_pot(t, payer, amount, field, None)
        case PayRightNeighbour(amount):
            neighbour = right_neighbour(t, seat)
            if neighbour is not None:
                paid = transfer(t, seat, neighbour, amount)
                if ev is not None:
                    ev.append(Paid(seat, paid, amount, neighbour, field))
        case RestartOption():
            t.may_restart[seat] = True
            if ev is not None:
                ev.append(RestartAhead(seat))
        case Fever() if t.fever_skips:
            t.skip[seat] = True
            if ev is not None:
                ev.append(SkipAhead(seat, field))
        case Fever() | RollAgain():
            t.extra = True
            if ev is not None:
                ev.append(ExtraRoll(seat, field))
        case ParrotCall():
            if ev is not None:
                ev.append(Parrot(seat))
        case SailOption(target):
            _offer(t, seat, ChoiceKind.SAIL, (target, field))
        case GoBack(target):
            _arrive(t, seat, target, MoveCause.FOOTPRINT)
        case BindFriday(amount):
            _bindfriday_of(t, seat, amount, field)
        case TakeFromEach(amount):
            for giver in living_from(t, seat):
                if giver != seat:
                    taken = transfer(t, giver, seat, amount)
                    if ev is not None:
                        ev.append(Took(seat, taken, amount, giver, field))
        case SwapPlaces(target):
            on_target = [s for s in living_from(t, seat) if s != seat and t.pos[s] == target]
            if len(on_target) == 1:
                _swap(t, seat, on_target[0])
            elif on_target:
                _offer(t, seat, ChoiceKind.SWAP, tuple(on_target))
        case Home():
            win(t, seat)
        case _:
            pass  # no effect; arriving on 42 any other way is harmless (R24)


def _swap(t: Table, seat: int, other: int) -> None:
    """Swap `seat` (on 36) with `other` (on 41); only the mover gets 41's effect (R8, R23)."""
    target = t.pos[other]
    t.pos[other] = t.pos[seat]
    t.pos[seat] = target
    if t.events is not None:
        t.events.append(Swapped(seat, other))
    _resolve(t, seat, target)


def _bindfriday_of(t: Table, seat: int, amount: int, field: int) -> None:
    """Take chips from the right neighbour, who becomes this Robinson's Friday (R20)."""
    neighbour = right_neighbour(t, seat)
    if neighbour is None:
        return
    taken = transfer(t, neighbour, seat, amount)
    ev = t.events
    if ev is not None:
        ev.append(Took(seat, taken, amount, neighbour, field))
    if friday_of(t, seat) is None:
        t.friday[seat] = neighbour
        if ev is not None:
            ev.append(FridayBound(seat, neighbour))
