"""Replay a game from its dice, choice and leave logs (RULES.md, "Replay and simulation")."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from engine.actions import Action, Leave, MoveTo, Roll, SwapWith
from engine.events import ChoiceKind, Event
from engine.exceptions import IllegalAction
from engine.policies import Policy, plays
from engine.rules import apply
from engine.state import GameState, Settings, new_game
from engine.view import View


@dataclass(frozen=True, slots=True)
class Choice:
    """One entry of a choice log: a destination field, or a seat to swap with (`s2`)."""

    value: int
    swap: bool = False

    @classmethod
    def parse(cls, text: str) -> Choice:
        """Read `27` or `s2`; raise `ValueError` on anything else."""
        text = text.strip()
        swap = text[:1].lower() == "s"
        digits = text[1:] if swap else text
        if not digits.isdigit():
            raise ValueError(f"a choice is a field number or s and a seat, not {text!r}")
        return cls(int(digits), swap)

    def __str__(self) -> str:
        return f"s{self.value}" if self.swap else str(self.value)


@dataclass(frozen=True, slots=True)
class LeaveAt:
    """One entry of a leave log: `seat` left (or was removed, R27) at engine step `step`."""

    seat: int
    step: int

    @classmethod
    def parse(cls, text: str) -> LeaveAt:
        """Read `1@14` (seat 1 left when 14 actions had been applied); raise `ValueError`."""
        seat, at, step = text.strip().partition("@")
        if not (at and seat.isdecimal() and step.isdecimal() and seat.isascii() and step.isascii()):
            raise ValueError(f"a leave is a seat, @ and a step, like 1@14, not {text!r}")
        return cls(int(seat), int(step))

    def __str__(self) -> str:
        return f"{self.seat}@{self.step}"


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """Where the dice left the game, and everything that happened on the way."""

    state: GameState
    events: tuple[Event, ...]
    unused_choices: int = 0  # entries of the choice log no choice on offer asked for
    unused_leaves: int = 0  # entries of the leave log at steps the game never reached

    def to_dict(self) -> dict[str, Any]:
        """The JSON object RULES.md specifies for `replay --json`."""
        state = self.state
        return {
            "finished": state.finished,
            "winner": state.winner,
            "pot": state.pot,
            "turns": state.turn,
            "players": [
                {
                    "seat": seat,
                    "position": p.position,
                    "chips": p.chips,
                    "alive": p.alive,
                    "friday": p.friday,
                }
                for seat, p in enumerate(state.players)
            ],
            "events": [event.to_dict() for event in self.events],
        }


def replay(
    players: int,
    dice: Sequence[int],
    choices: Sequence[Choice],
    policy: Policy | Sequence[Policy],
    settings: Settings | None = None,
    leaves: Sequence[LeaveAt] = (),
) -> ReplayResult:
    """Play seats 0..players-1 with `dice` in order, choices from the log, then from the policy.

    `policy` plays every seat, or is one policy per seat. Each leave is applied when the game
    reaches its step, before the roll or choice there; like surplus dice, leaves the game
    never reaches are ignored.
    """
    policies = [policy] * players if isinstance(policy, Policy) else list(policy)
    if len(policies) != players:
        raise ValueError(f"{len(policies)} policies for {players} seats")
    names = plays(policies)
    state = new_game(players, settings)
    events: list[Event] = []
    rolls, picks = iter(dice), iter(choices)
    gone = sorted(leaves, key=lambda leave: leave.step)
    while not state.finished:
        if gone and gone[0].step <= state.step:
            leave = gone.pop(0)
            if leave.step < state.step:
                raise IllegalAction(f"leave {leave} comes after step {leave.step} was played")
            state, happened = apply(state, Leave(leave.seat))
            events.extend(happened)
            continue
        action = _next_action(state, rolls, picks, policies, names)
        if action is None:
            break
        state, happened = apply(state, action)
        events.extend(happened)
    return ReplayResult(state, tuple(events), sum(1 for _ in picks), len(gone))


def _next_action(
    state: GameState,
    rolls: Iterator[int],
    picks: Iterator[Choice],
    policies: Sequence[Policy],
    names: Sequence[str],
) -> Action | None:
    """The next roll from the dice log, or the next choice (logged, else the policy's)."""
    pending = state.pending
    if pending is None:
        face = next(rolls, None)
        return None if face is None else Roll(face)
    swap = pending.kind is ChoiceKind.SWAP
    choice = next(picks, None)
    if choice is None:
        choice = Choice(policies[pending.seat](View.of_state(state, names), pending), swap)
    if choice.swap != swap or choice.value not in pending.options:
        offered = [str(Choice(o, swap)) for o in pending.options]
        raise IllegalAction(f"choice {choice} is not on offer (offered: {', '.join(offered)})")
    return SwapWith(choice.value) if choice.swap else MoveTo(choice.value)
