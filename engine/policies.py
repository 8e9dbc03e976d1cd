"""Computer players' policies for optional moves: forward, random and optimal (RULES.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.events import ChoiceKind
from engine.optimal import best_option
from engine.state import Pending
from engine.view import View


class PolicyName(StrEnum):
    """The policies a computer player or a timed-out human can play by."""

    FORWARD = "forward"
    RANDOM = "random"
    OPTIMAL = "optimal"


@dataclass(frozen=True, slots=True)
class Policy:
    """A named rule that picks one of `pending.options` (a field, or a seat for a swap).

    `looks` is False for a rule that never reads the `View`: the simulator then
    hands it the view it last built instead of building a new one.
    """

    name: PolicyName
    choose: Callable[[View, Pending], int]
    looks: bool = True

    def __call__(self, view: View, pending: Pending) -> int:
        """The option this policy takes."""
        return self.choose(view, pending)


def _forward(view: View, pending: Pending) -> int:
    """Take the larger destination; for a swap, the first seat after the mover."""
    if pending.kind is ChoiceKind.SWAP:
        return pending.options[0]
    return max(pending.options)


forward = Policy(PolicyName.FORWARD, _forward, looks=False)
optimal = Policy(PolicyName.OPTIMAL, best_option)
"""Take the choice that maximises the chance to win the race against the others' policies."""


def random_policy(pick: Callable[[int], int]) -> Policy:
    """A uniform choice; `pick(n)` is the caller's random source returning 0..n-1."""

    def choose(view: View, pending: Pending) -> int:
        return pending.options[pick(len(pending.options))]

    return Policy(PolicyName.RANDOM, choose, looks=False)


def policy_named(name: str, pick: Callable[[int], int] | None = None) -> Policy:
    """The policy called `name`; `random` needs the caller's `pick`."""
    match PolicyName(name):
        case PolicyName.FORWARD:
            return forward
        case PolicyName.OPTIMAL:
            return optimal
        case PolicyName.RANDOM:
            if pick is None:
                raise ValueError("the random policy needs a random source")
            return random_policy(pick)


def plays(policies: Sequence[Policy]) -> tuple[str, ...]:
    """Each seat's policy name, as a `View` wants them."""
    return tuple(p.name.value for p in policies)
