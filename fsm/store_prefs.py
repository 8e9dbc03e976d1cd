"""Language preferences of chats and users."""

from __future__ import annotations

from fsm.store_keys import Repository, guarded, text


class Preferences(Repository):
    """The language chosen for a chat or by a user."""

    @guarded
    async def chat_language(self, chat_id: int) -> str | None:
        """Return the chat's chosen language code, if any."""
        return text(await self.redis.hget(self.keys.chat_prefs(chat_id), "lang"))

    @guarded
    async def set_chat_language(self, chat_id: int, lang: str) -> None:
        """Remember the chat's language code."""
        await self.redis.hset(self.keys.chat_prefs(chat_id), "lang", lang)

    @guarded
    async def user_language(self, user_id: int) -> str | None:
        """Return the user's chosen language code, if any."""
        return text(await self.redis.hget(self.keys.user_prefs(user_id), "lang"))

    @guarded
    async def set_user_language(self, user_id: int, lang: str) -> None:
        """Remember the user's language code."""
        await self.redis.hset(self.keys.user_prefs(user_id), "lang", lang)
