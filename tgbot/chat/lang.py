"""Which language speaks: the chat's (groups), the user's (private chats and toasts)."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Awaitable, Callable
from functools import partial

from telegram import Chat, ChatFullInfo, User

from fsm import Place, Preferences, StoreUnavailable
from i18n import LANGUAGES, pick_language
from tgbot.recent import RecentMap

CACHE_SECONDS = 10.0
OFFLINE_SECONDS = 5.0  # after the store failed, speak from memory this long (no wait on it)
MAX_ENTRIES = 10_000  # users and chats remembered at once, like the admin cache


class Languages:
    """Language preferences from the store, with a short, capped in-process cache."""

    def __init__(
        self,
        store: Preferences,
        clock: Callable[[], float] = time.monotonic,
        max_entries: int = MAX_ENTRIES,
    ) -> None:
        self.store = store
        self.clock = clock
        self._cache: RecentMap[str, tuple[float, str | None]] = RecentMap(max_entries)
        self._offline_until = float("-inf")

    def __len__(self) -> int:
        """How many users and chats are remembered."""
        return len(self._cache)

    @property
    def max_entries(self) -> int:
        """How many users and chats are remembered at most."""
        return self._cache.size

    @max_entries.setter
    def max_entries(self, size: int) -> None:
        """Remember at most `size` (the oldest beyond it are forgotten at the next write)."""
        self._cache.size = size

    def _remember(self, key: str, lang: str | None) -> None:
        """Cache `lang` under `key` as the newest entry; beyond `max_entries`, the oldest go."""
        self._cache.put(key, (self.clock(), lang))

    def store_failed(self) -> None:
        """The store just failed: answer from memory for `OFFLINE_SECONDS` rather than wait for
        it to fail again (play-test 64: a frozen Redis, and the tap's answer came too late)."""
        self._offline_until = self.clock() + OFFLINE_SECONDS

    async def _cached(self, key: str, load: Callable[[], Awaitable[str | None]]) -> str | None:
        """A cached preference, reloaded after `CACHE_SECONDS` unless the store is failing."""
        hit = self._cache.get(key)
        now = self.clock()
        if hit is not None and now - hit[0] < CACHE_SECONDS:
            return hit[1]
        if now < self._offline_until:  # from memory, or from Telegram's language code
            return hit[1] if hit is not None else None
        try:
            value = await load()
        except StoreUnavailable:
            self.store_failed()
            return hit[1] if hit is not None else None
        lang = value if value in LANGUAGES else None
        self._remember(key, lang)
        return lang

    async def of_user(self, user: User | None) -> str:
        """A user's language: chosen with /lang, else Telegram's language code, else English."""
        if user is None:
            return "en"
        chosen = await self._cached(f"u{user.id}", lambda: self.store.user_language(user.id))
        if chosen is not None:
            return chosen
        lang = pick_language(user.language_code)
        self._remember(f"t{user.id}", lang)  # for the clock in their private chat (`of_chat_id`)
        return lang

    async def keep_telegram(self, user: User | None) -> None:
        """A private game begins: keep the person's Telegram language, which the clock, with no
        update of theirs at hand, shows that game in (play-test 68: a Danish board turned
        English when the clock showed a move its die had outlasted)."""
        if user is not None:
            lang = pick_language(user.language_code)
            await self.store.set_user_telegram_language(user.id, lang)
            self._remember(f"t{user.id}", lang)

    async def of_chat(self, chat: Chat | ChatFullInfo | None, user: User | None) -> str:
        """The language a chat's messages use: the user's in private, the group's otherwise.

        A group that has not chosen yet is answered in the user's language; nothing is stored
        until a lobby or the welcome shows the language with its flags (`claim_chat`).
        """
        if chat is None or chat.type == Chat.PRIVATE:
            return await self.of_user(user)
        chosen = await self._cached(f"c{chat.id}", lambda: self.store.chat_language(chat.id))
        return chosen or pick_language(user.language_code if user else None)

    async def claim_chat(self, chat: Chat | ChatFullInfo, user: User | None) -> str:
        """A group's language, stored now if it had none (shown where the host can change it)."""
        lang = await self.of_chat(chat, user)
        if chat.type != Chat.PRIVATE:
            with contextlib.suppress(StoreUnavailable):
                if await self.store.chat_language(chat.id) is None:
                    await self.set_chat(chat.id, lang)
        return lang

    async def of_chat_id(self, chat_id: int) -> str:
        """A chat's language with no update at hand (timers, deep links): stored, a private
        chat's person's Telegram language as last seen, else English."""
        chosen = await self._cached(f"c{chat_id}", lambda: self.store.chat_language(chat_id))
        if chosen is None and chat_id > 0:  # a private chat's id is its user's id
            chosen = await self._cached(f"u{chat_id}", lambda: self.store.user_language(chat_id))
        if chosen is None and chat_id > 0:
            seen = partial(self.store.user_telegram_language, chat_id)
            chosen = await self._cached(f"t{chat_id}", seen)
        return chosen or "en"

    async def of_place(self, place: Place) -> str:
        """The language of a game's place: an inline message's own, else its chat's."""
        if place.inline_id is None:
            return await self.of_chat_id(place.chat_id)
        key = f"p{place.member()}"
        return await self._cached(key, lambda: self.store.place_language(place)) or "en"

    async def set_place(self, place: Place, lang: str) -> None:
        """Remember the language of a game's place (an inline message's own)."""
        if place.inline_id is None:
            await self.set_chat(place.chat_id, lang)
            return
        await self.store.set_place_language(place, lang)
        self._remember(f"p{place.member()}", lang)

    def forget(self, *chat_ids: int) -> None:
        """Drop cached chat languages (their records moved)."""
        for chat_id in chat_ids:
            self._cache.pop(f"c{chat_id}")

    async def set_user(self, user_id: int, lang: str) -> None:
        """Remember a user's choice."""
        await self.store.set_user_language(user_id, lang)
        self._remember(f"u{user_id}", lang)

    async def set_chat(self, chat_id: int, lang: str) -> None:
        """Remember a group's choice."""
        await self.store.set_chat_language(chat_id, lang)
        self._remember(f"c{chat_id}", lang)
