"""The rules of a turn, applied to a `Table`, and the public game API over them.

One implementation serves `apply` and the simulator. The game API speaks in the words of game
libraries (OpenSpiel's `current_player`, `chance_outcomes`, `legal_actions`, `apply_action`):
whose move it is, the die's outcomes at a chance node, the actions `apply` accepts, and
`apply(state, action) -> (state, events)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from engine.actions import FAIR_DIE, Action, Leave, MoveTo, Roll, SwapWith
from engine.arrivals import arrivals_of, arrive, offer, swap_seats
from engine.board import BOARD, Board, Gallows, StayOption
from engine.endings import die, end_if_nobody_alive
from engine.events import (
    ChoiceKind,
    Event,
    Left,
    MoveCause,
    Moved,
    Rolled,
    Skipped,
    Stayed,
    TurnStarted,
)
from engine.exceptions import GameOver, IllegalAction
from engine.state import GameState, Pending, Status
from engine.table import Table, end_bonds

Decide = Callable[[Table, Pending], int]
"""A chooser for `play`: the option to take of the pending choice on the table."""


def roll(t: Table, value: int) -> None:
    """The current player rolled `value` (R5–R7, R14, R15, R24): `play` for one roll."""
    play(t, lambda: value, 1)


def play(
    t: Table,
    dice: Callable[[], int],
    steps: int,
    decide: Decide | None = None,
    *,
    turn_over: bool = False,
) -> int:
    """Roll `dice` (and take `decide`'s choices) till the game ends or a choice is due; steps left.

    Each roll and each choice is a step; at most `steps` are made. With `turn_over`
    the turn passes first: `_next_turn` is `play` with no steps.
    """
    if t.finished or t.pending is not None:
        _refuse_roll(t)
    pos_of, alive, skip, turns, may_restart = t.pos, t.alive, t.skip, t.turns, t.may_restart
    moves, plain, roll_rules, effects = t.moves, t.plain, t.roll_rules, t.effects
    on_arrival = arrivals_of(t.board)
    ev = t.events
    last = len(alive) - 1
    seat = t.current
    while True:
        if turn_over:  # the next living seat, skipping those who must skip (R4, R10)
            while True:
                seat = seat + 1 if seat < last else 0
                if not alive[seat]:
                    continue
                t.turn += 1
                turns[seat] += 1
                if ev is not None:
                    ev.append(TurnStarted(seat, t.turn))
                if not skip[seat]:
                    break
                skip[seat] = False
                if ev is not None:
                    ev.append(Skipped(seat, t.turn))
            t.current = seat
        if not steps:
            return 0
        steps -= 1
        value = dice()
        if not 1 <= value <= 6:
            raise IllegalAction(f"a die shows 1 to 6, not {value}")
        if ev is not None:
            ev.append(Rolled(seat, value, t.extra))
        t.extra = False
        t.last_roll = value
        pos = pos_of[seat]
        if roll_rules[pos] is None and not may_restart[seat]:  # an ordinary move, by the board
            dst = moves[pos][value]
            if ev is not None:
                ev.append(Moved(seat, pos, dst, _cause(t, pos, value)))
            pos_of[seat] = dst
            if plain[dst]:  # nothing there ends the game, offers a choice or rolls again
                turn_over = True
                continue
            on_arrival[dst](t, seat, dst, effects[dst])
        else:
            _roll_rule(t, seat, pos, value)
        while True:  # the choices this roll led to, taken by `decide`
            if t.finished:
                return steps
            pending = t.pending
            if pending is None:
                break
            if decide is None or not steps:
                return steps
            steps -= 1
            _take(t, pending, decide(t, pending))
        turn_over = not t.extra  # an extra roll keeps the turn (R9, R16)


def _roll_rule(t: Table, seat: int, pos: int, value: int) -> None:
    """A roll that is not an ordinary move: after 4, on 7 or on the gallows (R14, R15, R24)."""
    here = t.roll_rules[pos]
    if pos == 0:
        arrive(t, seat, value, MoveCause.PLACEMENT)
    elif here is Gallows and value == 6:
        die(t, seat)
    elif t.may_restart[seat]:
        t.may_restart[seat] = False
        offer(t, seat, ChoiceKind.RESTART, (t.board.count_back(pos + value), value))
    elif here is StayOption:
        offer(t, seat, ChoiceKind.TREE, (t.board.count_back(pos + value), pos))
    else:
        arrive(t, seat, t.moves[pos][value], _cause(t, pos, value))


def _refuse_roll(t: Table) -> None:
    """Raise why no roll may be made now."""
    if t.finished:
        raise GameOver("the game is over")
    raise IllegalAction("a choice must be made before the next roll")


def _cause(t: Table, pos: int, value: int) -> MoveCause:
    """Why a roll of `value` from `pos` moved the piece: placement, a count or a count back."""
    if pos == 0:
        return MoveCause.PLACEMENT
    return MoveCause.COUNT_BACK if pos + value > t.home else MoveCause.ROLL


def choose(t: Table, option: int, *, swap: bool | None = None) -> None:
    """Take `option` of the pending choice: a field, or a seat when `swap` (R11, R23)."""
    pending = t.pending
    if t.finished:
        raise GameOver("the game is over")
    if pending is None:
        raise IllegalAction("there is no choice to make")
    if swap is not None and swap != (pending.kind is ChoiceKind.SWAP):
        raise IllegalAction(f"the choice on offer is {pending.kind.value}")
    _take(t, pending, option)
    _settle(t)


def _take(t: Table, pending: Pending, option: int) -> None:
    """Take `option` of `pending` and go where it leads; the turn does not pass here."""
    if option not in pending.options:
        raise IllegalAction(f"{option} is not among the choices {list(pending.options)}")
    t.pending = None
    seat = pending.seat
    t.last_roll = pending.roll
    match pending.kind:
        case ChoiceKind.RESTART if option == pending.roll:
            arrive(t, seat, option, MoveCause.RESTART)
        case ChoiceKind.RESTART:
            arrive(t, seat, option, MoveCause.ROLL)
        case ChoiceKind.TREE | ChoiceKind.SAIL if option == t.pos[seat]:
            if t.events is not None:
                t.events.append(Stayed(seat, option))
        case ChoiceKind.TREE:
            arrive(t, seat, option, MoveCause.ROLL)
        case ChoiceKind.SAIL:
            arrive(t, seat, option, MoveCause.SAIL)
        case ChoiceKind.SWAP:
            swap_seats(t, seat, option)


def leave(t: Table, seat: int) -> None:
    """`seat` leaves the game and counts as dead from now on (R27)."""
    if t.finished:
        raise GameOver("the game is over")
    if not 0 <= seat < len(t.pos) or not t.alive[seat]:
        raise IllegalAction(f"seat {seat} is not in the race")
    t.alive[seat] = False
    t.status[seat] = Status.LEFT
    if t.events is not None:
        t.events.append(Left(seat))
    end_bonds(t, seat)
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
            swap_seats(t, pending.seat, others[0])
        elif others:
            offer(t, pending.seat, ChoiceKind.SWAP, others)
        _settle(t)


def _settle(t: Table) -> None:
    """End the turn unless the game is over, a choice is pending or an extra roll is due."""
    if not (t.finished or t.pending is not None or t.extra):
        _next_turn(t)


def _next_turn(t: Table) -> None:
    """Pass play to the next living seat, skipping those who must skip (R4, R10)."""
    play(t, _no_dice, 0, turn_over=True)


def _no_dice() -> int:
    """No die is rolled while the turn passes."""
    raise AssertionError("no roll is made while the turn passes")


DIE_FACES = tuple(roll.value for roll, _ in FAIR_DIE)
CHANCE: Final = -1  # whose move when the die is to be rolled (OpenSpiel's chance player)
TERMINAL: Final = -4  # whose move once the game is over: nobody's (OpenSpiel's terminal id)


def current_player(state: GameState) -> int:
    """Whose move it is: `CHANCE` while the die is to be rolled (for `state.current`), the seat
    choosing while an option is on offer, `TERMINAL` once the game is over."""
    if state.finished:
        return TERMINAL
    pending = state.pending
    return CHANCE if pending is None else pending.seat


def chance_outcomes(state: GameState) -> tuple[tuple[Roll, float], ...]:
    """At a chance node, the die's outcomes with their probabilities (1/6 each); else none.

    The caller picks the outcome (`Roll`) and applies it: the engine never rolls.
    """
    return FAIR_DIE if current_player(state) == CHANCE else ()


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """The actions `apply` accepts now: the die's outcomes at a chance node or the options on
    offer, then `Leave` for every seat still in the race (R27); none once the game is over."""
    if state.finished:
        return ()
    pending = state.pending
    leaves = tuple(Leave(seat) for seat, player in enumerate(state.players) if player.alive)
    if pending is None:
        return (*(roll for roll, _ in FAIR_DIE), *leaves)
    if pending.kind is ChoiceKind.SWAP:
        return (*(SwapWith(seat) for seat in pending.options), *leaves)
    return (*(MoveTo(field) for field in pending.options), *leaves)


def apply(
    state: GameState, action: Action, board: Board = BOARD
) -> tuple[GameState, tuple[Event, ...]]:
    """Apply `action` on `board`: the new state and what happened; raise `IllegalAction`."""
    events: list[Event] = []
    table = Table(state, events, board)
    match action:
        case Roll(value):
            roll(table, value)
        case MoveTo(field):
            choose(table, field, swap=False)
        case SwapWith(seat):
            choose(table, seat, swap=True)
        case Leave(seat):
            leave(table, seat)
    table.step += 1
    return table.freeze(), tuple(events)
