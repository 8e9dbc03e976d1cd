"""The admin cache: one getChatMember per person and chat, trusted for a minute."""

from __future__ import annotations

from tgbot.chat.admins import MAX_ENTRIES, AdminCache


class Ticks:
    """A clock moved by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class TestAdminCache:
    """Answers are remembered briefly, per chat and person, in bounded memory."""

    def test_remembered_until_the_ttl(self) -> None:
        """An answer holds for `ttl` seconds, for that chat and person only."""
        clock = Ticks()
        cache = AdminCache(ttl=60.0, clock=clock)
        assert cache.get(-1, 7) is None
        cache.put(-1, 7, False)
        cache.put(-1, 8, True)
        assert cache.get(-1, 7) is False and cache.get(-1, 8) is True
        assert cache.get(-2, 7) is None
        clock.now = 59.0
        assert cache.get(-1, 7) is False
        clock.now = 60.0
        assert cache.get(-1, 7) is None

    def test_bounded(self) -> None:
        """However many people tap, the cache keeps at most MAX_ENTRIES answers."""
        clock = Ticks()
        cache = AdminCache(clock=clock)
        for user in range(MAX_ENTRIES + 50):
            cache.put(-1, user, False)
        kept = [user for user in range(MAX_ENTRIES + 50) if cache.get(-1, user) is not None]
        assert len(kept) == MAX_ENTRIES
        assert cache.get(-1, MAX_ENTRIES + 49) is False
