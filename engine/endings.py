"""How a game ends for a player or for everyone: home and the payout, the gallows, nobody left."""

from __future__ import annotations

from engine.events import Died, NoWinner, Shared, ShareReason, Won
from engine.state import Status
from engine.table import Table, end_bonds, friday_of, living_from


def win(t: Table, seat: int) -> None:
    """The winner takes the pot and shares it with Friday or the nearest player (R25)."""
    pot = t.pot
    t.chips[seat] += pot
    t.pot = 0
    t.finished = True
    t.winner = seat
    ev = t.events
    if ev is not None:
        ev.append(Won(seat, pot))
    friday = friday_of(t, seat)
    if friday is not None:
        to, amount, reason = friday, pot // 3, ShareReason.FRIDAY
    else:
        nearest = None
        for other in living_from(t, seat):
            if other != seat and (nearest is None or t.pos[other] > t.pos[nearest]):
                nearest = other
        if nearest is None:
            return
        to, amount, reason = nearest, pot // 2, ShareReason.NEAREST
    t.chips[seat] -= amount
    t.chips[to] += amount
    if ev is not None:
        ev.append(Shared(seat, to, amount, reason))


def die(t: Table, seat: int) -> None:
    """`seat` rolled a 6 on the gallows: they leave the table with their purse (R24, R26)."""
    field = t.pos[seat]
    t.alive[seat] = False
    t.status[seat] = Status.DEAD
    if t.events is not None:
        t.events.append(Died(seat, field))
    end_bonds(t, seat)
    end_if_nobody_alive(t)


def end_if_nobody_alive(t: Table) -> bool:
    """End the game with no winner once every player is dead or gone (R26)."""
    if any(t.alive):
        return False
    t.finished = True
    t.pending = None
    t.extra = False
    if t.events is not None:
        t.events.append(NoWinner(t.pot, any(s is Status.LEFT for s in t.status)))
    return True
