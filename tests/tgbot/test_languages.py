"""Which language speaks while the store fails: from memory, without waiting on it again."""

from __future__ import annotations

from telegram import User

from fsm import Preferences, Stores
from fsm.store.client import client_for
from tests.fsm.helpers import Clock
from tgbot.chat.lang import OFFLINE_SECONDS, Languages


class Asked:
    """The real preferences on a Redis that refuses, counting what was asked of them."""

    def __init__(self, prefs: Preferences) -> None:
        self.prefs, self.asked = prefs, 0

    async def user_language(self, user_id: int) -> str | None:
        """Ask the store, and count it."""
        self.asked += 1
        return await self.prefs.user_language(user_id)


async def test_after_a_failure_languages_speak_from_memory_for_a_while(closed_port: int) -> None:
    """Play-test 64: with Redis frozen, a tap's game load failed after seconds, and then the
    answer's language waited as long again on the same Redis, late for Telegram's window. Once
    the store failed, a language comes from memory or Telegram's code for `OFFLINE_SECONDS`,
    and the store is asked again after."""
    redis = client_for(f"redis://127.0.0.1:{closed_port}/0")
    store, clock = Asked(Stores.open(redis).prefs), Clock(100.0)
    langs = Languages(store, clock=clock)  # type: ignore[arg-type]
    ann, kadri = User(1, "Ann", False, language_code="da"), User(2, "Kadri", False)
    try:
        assert await langs.of_user(ann) == "da" and store.asked == 1  # refused: Telegram's
        assert await langs.of_user(kadri) == "en" and store.asked == 1
        langs.store_failed()  # a handler's load failed too
        clock.now += OFFLINE_SECONDS - 0.1
        assert await langs.of_user(kadri) == "en" and store.asked == 1
        clock.now += 0.2
        assert await langs.of_user(kadri) == "en" and store.asked == 2
    finally:
        await redis.aclose()


async def test_a_private_chat_speaks_its_person_s_telegram_language_to_the_clock(
    store: Stores,
) -> None:
    """Play-test 68: the clock (no update at hand) showed a Danish player's private board in
    English. Within the process it speaks what the person's last update said; across
    processes what their Telegram said when their game began; a /lang choice first."""
    mads = User(5, "Mads", False, language_code="da")
    langs = Languages(store.prefs)
    assert await langs.of_chat_id(mads.id) == "en"  # never seen: English
    assert await langs.of_user(mads) == "da"
    assert await langs.of_chat_id(mads.id) == "da"  # seen here
    elsewhere = Languages(store.prefs)
    assert await elsewhere.of_chat_id(mads.id) == "en"
    await langs.keep_telegram(mads)  # his private game begins
    assert await Languages(store.prefs).of_chat_id(mads.id) == "da"
    await langs.set_user(mads.id, "vi")
    assert await Languages(store.prefs).of_chat_id(mads.id) == "vi"
