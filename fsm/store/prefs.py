"""Preferences of chats and users: languages, a solo player's board, the name a user showed."""

from __future__ import annotations

from fsm.data import Place
from fsm.store.keys import Repository, guarded, text


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
    async def place_language(self, place: Place) -> str | None:
        """The language an inline game plays in (each such message its own), else the chat's."""
        return text(await self.redis.hget(self.keys.chat_prefs(place.chat_id), _lang(place)))

    @guarded
    async def set_place_language(self, place: Place, lang: str) -> None:
        """Remember the language of an inline game's message (else of the chat)."""
        await self.redis.hset(self.keys.chat_prefs(place.chat_id), _lang(place), lang)

    @guarded
    async def user_language(self, user_id: int) -> str | None:
        """Return the user's chosen language code, if any."""
        return await self._user(user_id, "lang")

    @guarded
    async def set_user_language(self, user_id: int, lang: str) -> None:
        """Remember the user's language code."""
        await self._set_user(user_id, "lang", lang)

    @guarded
    async def user_telegram_language(self, user_id: int) -> str | None:
        """The language the user's Telegram app spoke when they last began a private game."""
        return await self._user(user_id, "tglang")

    @guarded
    async def set_user_telegram_language(self, user_id: int, lang: str) -> None:
        """Remember the language the user's Telegram app speaks (for the clock, which has no
        update of theirs at hand)."""
        await self._set_user(user_id, "tglang", lang)

    @guarded
    async def user_board(self, user_id: int) -> str | None:
        """The board ("picture", "text") the user chose for their games against the computer."""
        return await self._user(user_id, "board")

    @guarded
    async def set_user_board(self, user_id: int, board: str) -> None:
        """Remember the board of the user's games against the computer."""
        await self._set_user(user_id, "board", board)

    @guarded
    async def user_name(self, user_id: int) -> str | None:
        """The name the user last showed the bot (an inline game's host, seated by another's
        press), if any."""
        return await self._user(user_id, "name")

    @guarded
    async def set_user_name(self, user_id: int, name: str) -> None:
        """Remember the user's name as Telegram showed it."""
        await self._set_user(user_id, "name", name)

    async def _user(self, user_id: int, field: str) -> str | None:
        """One field of the user's preferences."""
        return text(await self.redis.hget(self.keys.user_prefs(user_id), field))

    async def _set_user(self, user_id: int, field: str, value: str) -> None:
        """Set one field of the user's preferences."""
        await self.redis.hset(self.keys.user_prefs(user_id), field, value)

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


def _lang(place: Place) -> str:
    """The field of the chat's preferences that holds the place's language."""
    return "lang" if place.inline_id is None else f"lang:i{place.inline_id}"
