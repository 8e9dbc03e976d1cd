"""The bounded map behind tgbot's in-process memories: the newest entries kept, the oldest gone."""

from __future__ import annotations

from collections.abc import Iterable

from tgbot.recent import RecentMap


def filled(size: int, keys: str = "abc", renew: bool = True) -> RecentMap[str, int]:
    """A map of `size` with `keys` written in order, each with its index as its value."""
    recent: RecentMap[str, int] = RecentMap(size, renew=renew)
    for n, key in enumerate(keys):
        recent.put(key, n)
    return recent


def kept(recent: RecentMap[str, int], keys: Iterable[str]) -> list[str]:
    """The keys among `keys` that the map still holds."""
    return [key for key in keys if recent.get(key) is not None]


class TestRecentMap:
    """At most `size` entries; the oldest written goes first, reading renews nothing."""

    def test_never_more_than_its_size(self) -> None:
        """A hundred writes into a map of ten: it never holds more than ten, the last ten."""
        recent: RecentMap[str, int] = RecentMap(10)
        for n in range(100):
            recent.put(f"k{n}", n)
            assert len(recent) == min(n + 1, 10)
        assert kept(recent, (f"k{n}" for n in range(100))) == [f"k{n}" for n in range(90, 100)]

    def test_the_oldest_goes_one_at_a_time(self) -> None:
        """Each write into a full map forgets the one oldest entry, in the order they came."""
        recent = filled(3)
        recent.put("d", 3)
        assert kept(recent, "abcd") == ["b", "c", "d"]
        recent.put("e", 4)
        assert kept(recent, "abcde") == ["c", "d", "e"]

    def test_writing_a_key_again_makes_it_the_newest(self) -> None:
        """A key written again moves to the end, with its new value, and is forgotten last."""
        recent = filled(3)
        recent.put("a", 10)
        assert len(recent) == 3
        recent.put("d", 3)
        assert kept(recent, "abcd") == ["a", "c", "d"] and recent.get("a") == 10
        recent.put("e", 4)
        assert kept(recent, "abcde") == ["a", "d", "e"]

    def test_reading_a_key_does_not_renew_it(self) -> None:
        """A key read just before a write into the full map is still the oldest, and goes."""
        recent = filled(3)
        assert recent.get("a") == 0
        recent.put("d", 3)
        assert kept(recent, "abcd") == ["b", "c", "d"]

    def test_without_renewal_a_key_keeps_its_first_place(self) -> None:
        """With `renew=False` a key written again keeps its place among the oldest."""
        recent: RecentMap[str, int] = RecentMap(3, renew=False)
        recent.put("a", 0)
        recent.put("b", 1)
        recent.put("a", 10)
        recent.put("c", 2)
        recent.put("d", 3)
        assert kept(recent, "abcd") == ["b", "c", "d"]

    def test_without_renewal_a_full_map_makes_room_even_for_a_key_it_holds(self) -> None:
        """With `renew=False`, writing a held key into a full map still forgets the oldest."""
        recent = filled(3, renew=False)
        recent.put("c", 10)
        assert kept(recent, "abc") == ["b", "c"] and recent.get("c") == 10

    def test_stale_entries_all_go_before_the_oldest(self) -> None:
        """A write into a full map that names `stale` forgets every stale entry, at once."""
        recent: RecentMap[str, int] = RecentMap(4)
        for key, value in zip("abcd", (1, 7, 2, 8), strict=True):
            recent.put(key, value)
        recent.put("e", 9, stale=lambda value: value < 5)
        assert kept(recent, "abcde") == ["b", "d", "e"]

    def test_the_oldest_goes_when_none_is_stale(self) -> None:
        """Nothing stale in a full map: the oldest goes, as without `stale`."""
        recent = filled(3)
        recent.put("d", 3, stale=lambda value: value > 99)
        assert kept(recent, "abcd") == ["b", "c", "d"]

    def test_stale_is_not_asked_until_the_map_is_full(self) -> None:
        """Below its size the map forgets nothing, however stale its entries."""
        recent = filled(3, "a")
        recent.put("b", 1, stale=lambda value: True)
        assert kept(recent, "ab") == ["a", "b"]

    def test_pop_forgets_one_key(self) -> None:
        """`pop` hands back the entry and forgets it; a key not held gives None."""
        recent = filled(3, "ab")
        assert recent.pop("a") == 0 and recent.pop("a") is None
        assert kept(recent, "ab") == ["b"] and len(recent) == 1

    def test_a_smaller_size_takes_hold_at_the_next_write(self) -> None:
        """Shrunk from five to two, the map keeps its entries until a write leaves the newest
        two; at size zero a write keeps only itself."""
        recent = filled(5, "abcde")
        recent.size = 2
        assert len(recent) == 5
        recent.put("f", 5)
        assert kept(recent, "abcdef") == ["e", "f"]
        recent.size = 0
        recent.put("g", 6)
        assert kept(recent, "efg") == ["g"]
