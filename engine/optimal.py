"""The `optimal` policy: the choice that maximises the chance to win the race (RULES.md).

An exact best response to the other seats' policies (`engine.race`): their
chances to get home within each number of turns, then dynamic programming
over the mover's field, pending option and turn. A rival is modelled by its
own policy: `random` as a coin at each choice; `forward` as itself; an
`optimal` rival or a person as `forward` too, which is what `optimal` plays
against `forward` rivals in every position scanned (bench/race.py) — the
fixed point of optimal against optimal is not solved. Ties go to the first
option: forward's, or for R23 the first seat after the mover (rivals on 41
are always alike — no choice is left after 27 — and a swap moves no chips).

Alone in the race — a one-player simulation, or the last one alive — the
chance to win is the chance to get home alive, which no choice moves by
more than 0.04 percentage points; waiting for that is what made the earlier
policy the slowest racer, so alone it takes the fewest expected turns.
"""

from __future__ import annotations

from engine.events import ChoiceKind
from engine.race import Opponents, fewest_turns, program, race_values
from engine.state import Pending
from engine.turns import Chooser, Pick, value
from engine.view import View

_TIE = 1e-12


def opponents(view: View, mover: int, *, sent_back: int | None = None) -> Opponents:
    """The living others as the race tables see them; `sent_back` swaps places with the mover."""
    turn = program(view.field12, Chooser.FORWARD, view.board).turn
    found = []
    for seat, alive in enumerate(view.alive):
        if seat == mover or not alive:
            continue
        chooser = Chooser.RANDOM if view.plays[seat] == "random" else Chooser.FORWARD
        field = view.positions[mover] if seat == sent_back else view.positions[seat]
        skips = view.skipping[seat] and seat != sent_back
        found.append((chooser, turn.skipping(field) if skips else field))
    return tuple(sorted(found, key=lambda o: (o[0].value, o[1])))


def option_values(view: View, pending: Pending) -> list[float]:
    """Each option's chance to win (or, alone, minus its expected turns)."""
    mover = pending.seat
    field12, board = view.field12, view.board
    turn = program(field12, Chooser.BEST, board).turn
    if pending.kind is ChoiceKind.SWAP:  # the mover lands on the other's field and its effect
        return [
            value(
                turn.arrive(view.positions[seat]),
                [*race_values(field12, opponents(view, mover, sent_back=seat), board=board), 1, 0],
                Chooser.BEST,
            )
            for seat in pending.options
        ]
    pick = turn.option(pending, view.positions[mover])
    assert isinstance(pick, Pick)
    others = opponents(view, mover)
    if not others:
        slots = [*fewest_turns(field12, board), 0.0, 0.0]
        return [-value(o, slots, Chooser.FEWEST) for o in pick.options]
    slots = [*race_values(field12, others, board=board), 1.0, 0.0]
    return [value(o, slots, Chooser.BEST) for o in pick.options]


def best_option(view: View, pending: Pending) -> int:
    """The option worth most; on a tie the first (forward's, or the first seat for R23)."""
    values = option_values(view, pending)
    best = 0
    for index, worth in enumerate(values):
        if worth > values[best] + _TIE:
            best = index
    return pending.options[best]
