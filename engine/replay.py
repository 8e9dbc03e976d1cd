"""Replay a game from its dice log and choice log (RULES.md, "Replay and simulation interface")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.actions import Action, MoveTo, Roll, SwapWith
from engine.events import ChoiceKind, Event
from engine.exceptions import IllegalAction
from engine.game import apply
from engine.policies import Policy, plays
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
class ReplayResult:
    """Where the dice left the game, and everything that happened on the way."""

    state: GameState
    events: tuple[Event, ...]

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
) -> ReplayResult:
    """Play seats 0..players-1 with `dice` in order, choices from the log, then from the policy.

    `policy` plays every seat, or is one policy per seat.
    """
    policies = [policy] * players if isinstance(policy, Policy) else list(policy)
    if len(policies) != players:
        raise ValueError(f"{len(policies)} policies for {players} seats")
    names = plays(policies)
    state = new_game(players, settings)
    events: list[Event] = []
    rolls, picks = iter(dice), iter(choices)
    while not state.finished:
        pending = state.pending
        action: Action
        if pending is None:
            face = next(rolls, None)
            if face is None:
                break
            action = Roll(face)
        else:
            choice = next(picks, None)
            if choice is None:
                view = View.of_state(state, names)
                choice = Choice(
                    policies[pending.seat](view, pending), pending.kind is ChoiceKind.SWAP
                )
            if (
                choice.swap != (pending.kind is ChoiceKind.SWAP)
                or choice.value not in pending.options
            ):
                offered = [str(Choice(o, pending.kind is ChoiceKind.SWAP)) for o in pending.options]
                raise IllegalAction(
                    f"choice {choice} is not on offer (offered: {', '.join(offered)})"
                )
            action = SwapWith(choice.value) if choice.swap else MoveTo(choice.value)
        state, happened = apply(state, action)
        events.extend(happened)
    return ReplayResult(state, tuple(events))
