"""The order the test processes take the tests in: each process's long tests first."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def shares(total: int, piles: int) -> list[int]:
    """The sizes of xdist's first deal: pile i gets the items left // the piles left."""
    sizes = []
    for pile in range(piles):
        sizes.append(total // (piles - pile))
        total -= sizes[-1]
    return sizes


def long_first(items: Sequence[T], piles: int, seconds: Callable[[T], float]) -> list[T]:
    """`items` reordered so that each of xdist's `piles` consecutive shares opens with long ones.

    pytest-xdist's work stealing deals the collection out in consecutive shares, one per
    process, and a process that runs dry takes the far end of a busy one's share. A long test
    near an end is left for last and holds the run up; so the long tests (`seconds` > 0) head
    the shares, longest first into the lightest share, and the others keep their order.
    """
    sizes = shares(len(items), piles)
    heads: list[list[T]] = [[] for _ in sizes]
    loads = [0.0] * piles
    for item in sorted((i for i in items if seconds(i) > 0), key=seconds, reverse=True):
        pile = min((p for p in range(piles) if len(heads[p]) < sizes[p]), key=loads.__getitem__)
        heads[pile].append(item)
        loads[pile] += seconds(item)
    rest = iter([i for i in items if seconds(i) <= 0])
    ordered: list[T] = []
    for head, size in zip(heads, sizes, strict=True):
        ordered += head
        ordered += itertools.islice(rest, size - len(head))
    return ordered
