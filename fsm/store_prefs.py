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

    @guarded
    async def keep_picker(self, chat_id: int, kind: str, message_id: int) -> None:
        """Remember the chat's newest message of `kind` ("welcome", "lang") that shows the
        language buttons, to move its ✅ when the language changes."""
        await self.redis.hset(self.keys.chat_prefs(chat_id), f"picker:{kind}", message_id)

    @guarded
    async def pickers(self, chat_id: int) -> dict[str, int]:
        """The chat's remembered language-button messages by kind."""
        stored = await self.redis.hgetall(self.keys.chat_prefs(chat_id))
        found = {text(k) or "": text(v) or "" for k, v in stored.items()}
        return {
            k.removeprefix("picker:"): int(v)
            for k, v in found.items()
            if k.startswith("picker:") and v.isdigit()
        }
