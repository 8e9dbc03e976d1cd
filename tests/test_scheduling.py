"""The test processes' order: long tests open the shares xdist deals out."""

from __future__ import annotations

from tests.scheduling import long_first, shares


def test_shares_match_xdists_first_deal() -> None:
    """10 tests over 4 processes: 2, 2, 3, 3 (the items left // the processes left)."""
    assert shares(10, 4) == [2, 2, 3, 3]
    assert shares(3, 4) == [0, 1, 1, 1]


def test_long_tests_open_the_shares_and_the_rest_keep_their_order() -> None:
    """Three long tests over three shares: one at the head of each, longest in the first."""
    weights = {"a": 0, "b": 9, "c": 0, "d": 0, "e": 5, "f": 0, "g": 0, "h": 7, "i": 0}
    ordered = long_first(list(weights), 3, weights.__getitem__)
    assert ordered == ["b", "a", "c", "h", "d", "f", "e", "g", "i"]
    assert sorted(ordered) == sorted(weights)


def test_more_long_tests_than_shares_go_to_the_lightest() -> None:
    """Longest first, each into the share with the fewest long seconds so far: 10+4 and 6+5."""
    weights = {"a": 10, "b": 6, "c": 5, "d": 4, "e": 0, "f": 0, "g": 0, "h": 0}
    ordered = long_first(list(weights), 2, weights.__getitem__)
    assert ordered == ["a", "d", "e", "f", "b", "c", "g", "h"]
