"""Computer players' policies for optional moves: forward, random and optimal (RULES.md)."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from engine.events import ChoiceKind
from engine.optimal import best_option
from engine.state import Field12, Pending

Policy = Callable[[Pending, Field12], int]
"""A policy picks one of `pending.options` (a field, or a seat for a swap)."""


class PolicyName(StrEnum):
    """The policies a computer player or a timed-out human can play by."""

    FORWARD = "forward"
    RANDOM = "random"
    OPTIMAL = "optimal"


def forward(pending: Pending, field12: Field12) -> int:
    """Take the larger destination; for a swap, the first seat after the mover."""
    if pending.kind is ChoiceKind.SWAP:
        return pending.options[0]
    return max(pending.options)


def optimal(pending: Pending, field12: Field12) -> int:
    """Take the choice that maximises the chance to reach 45 alive, then fewest turns."""
    return best_option(pending, field12)


def random_policy(pick: Callable[[int], int]) -> Policy:
    """A uniform choice; `pick(n)` is the caller's random source returning 0..n-1."""

    def choose(pending: Pending, field12: Field12) -> int:
        return pending.options[pick(len(pending.options))]

    return choose


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
