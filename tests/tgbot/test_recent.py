"""The bounded map behind tgbot's in-process memories (the newest entries kept, the oldest gone),
and the moments in which a tap is its move's twin."""

from __future__ import annotations

from collections.abc import Iterable

from fsm import Place
from tgbot.recent import RecentMap, RecentMoves


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


class TestRecentMoves:
    """A tap is its person's move's twin only in that move's moment, on its boards."""

    def test_the_moment_runs_from_the_reveal_on_the_old_board_from_the_tap_on_the_new(
        self,
    ) -> None:
        """Ana taps at 0 and an animated die shows her move at 3.5: a tap on the board she
        rolled from at 3.8 waited behind it (a twin); one on the board her move made at 3.8
        was meant (play-test 18, finding 1); at 0.3 after a move shown at once, either is."""
        now = [0.0]
        recent = RecentMoves(clock=lambda: now[0])
        place = Place(-1)
        recent.tapped(place, 7)
        now[0] = 3.5
        recent.moved(place, 7, tapped=4, made=6)
        now[0] = 3.8
        assert recent.just_moved(place, 7, 0.8, 4)
        assert not recent.just_moved(place, 7, 0.8, 6)
        assert not recent.just_moved(place, 7, 0.8, 5)  # another board: never
        assert not recent.just_moved(place, 8, 0.8, 4)  # another person
        recent.moved(place, 7, tapped=6, made=9)  # no tap noted: the move's moment is its own
        now[0] = 4.1
        assert recent.just_moved(place, 7, 0.8, 6) and recent.just_moved(place, 7, 0.8, 9)
        now[0] = 4.7
        assert not recent.just_moved(place, 7, 0.8, 6)
