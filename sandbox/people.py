"""Test-side handles for simulated people: send, roll, forward, press, block."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, inline
from .actions import SandboxError
from .model import JSON, Button, ForumTopic, SimChat, SimUser, StoredMessage, Toast

if TYPE_CHECKING:
    from .world import World


class Person:
    """A simulated Telegram user; every action returns the update queued for the bot."""

    def __init__(self, world: World, account: SimUser) -> None:
        """Wrap ``account`` living in ``world``."""
        self.world = world
        self.account = account

    def __repr__(self) -> str:
        """Show who this is."""
        return f"Person({self.account.first_name!r}, id={self.account.id})"

    @property
    def id(self) -> int:
        """Return the Telegram user id."""
        return self.account.id

    @property
    def first_name(self) -> str:
        """Return the first name."""
        return self.account.first_name

    @property
    def toasts(self) -> list[Toast]:
        """Return the answerCallbackQuery answers shown to this user, oldest first."""
        return list(self.account.toasts)

    @property
    def last_toast(self) -> Toast | None:
        """Return the newest toast, if any."""
        return self.account.toasts[-1] if self.account.toasts else None

    async def send(
        self,
        chat: SimChat,
        text: str,
        reply_to: StoredMessage | None = None,
        topic: ForumTopic | None = None,
    ) -> JSON | None:
        """Post ``text`` in ``chat`` (in a forum ``topic``); /commands get bot_command entities."""
        return actions.send_text(self.world, self.account, chat, text, reply_to, topic)

    async def edit(self, message: StoredMessage, text: str) -> JSON | None:
        """Edit one's own text ``message`` to ``text`` (the bot gets an ``edited_message``)."""
        return actions.edit_text(self.world, self.account, message, text)

    async def send_dice(
        self,
        chat: SimChat,
        emoji: str = "🎲",
        value: int | None = None,
        topic: ForumTopic | None = None,
    ) -> JSON | None:
        """Throw a dice (in a forum ``topic``); ``value=None`` lets the server pick."""
        return actions.send_dice(self.world, self.account, chat, emoji, value, topic)

    async def forward(
        self, chat: SimChat, message: StoredMessage, hidden: bool = False
    ) -> JSON | None:
        """Forward ``message`` into ``chat`` (``hidden`` mimics a privacy-protected sender)."""
        return actions.forward(self.world, self.account, chat, message, hidden)

    async def press(
        self, message: StoredMessage, text: str | None = None, data: str | None = None
    ) -> JSON | None:
        """Press the button with label ``text`` or callback ``data`` on the current keyboard."""
        if (text is None) == (data is None):
            raise SandboxError("press() needs exactly one of text= or data=")
        button = _find_button(message, text, data)
        if button.callback_data is None:
            raise SandboxError(f"button {button.text!r} has no callback_data (url={button.url})")
        return actions.press(self.world, self.account, message, button.callback_data)

    async def press_data(self, message: StoredMessage, data: str) -> JSON | None:
        """Send a callback query with arbitrary ``data`` (a stale or forged button)."""
        return actions.press(self.world, self.account, message, data)

    async def type_inline(self, chat: SimChat, query: str = "") -> inline.InlineQuery:
        """Type ``@bot query`` in ``chat`` (any chat, the bot need not be in it)."""
        return inline.ask(self.world, self.account, chat, query)

    async def choose_inline(self, asked: inline.InlineQuery, result_id: str) -> StoredMessage:
        """Pick one result of an answered inline query: it is posted "via @bot"."""
        return inline.choose(self.world, self.account, asked, result_id)

    async def block_bot(self) -> JSON | None:
        """Block the bot: sends to this user then fail with 403."""
        chat = self.world.private_chat(self.account)
        return actions.change_bot_status(self.world, chat, self.account, "kicked")

    async def unblock_bot(self) -> JSON | None:
        """Unblock the bot again."""
        chat = self.world.private_chat(self.account)
        return actions.change_bot_status(self.world, chat, self.account, "member")


def _find_button(message: StoredMessage, text: str | None, data: str | None) -> Button:
    """Find a button on the message's current keyboard or explain what is there."""
    if message.deleted:
        raise SandboxError(f"message {message.message_id} was deleted; nothing to press")
    for row in message.keyboard:
        for button in row:
            if (text is not None and button.text == text) or (
                data is not None and button.callback_data == data
            ):
                return button
    wanted = f"text={text!r}" if text is not None else f"data={data!r}"
    shown = message.buttons() or "no inline keyboard"
    raise SandboxError(f"no button with {wanted} on message {message.message_id}: {shown}")


Someone = Person | SimUser


def account_of(who: Someone) -> SimUser:
    """Return the account behind a Person or SimUser."""
    return who.account if isinstance(who, Person) else who


def owner_of(world: World, chat: SimChat, by: Someone | None) -> SimUser:
    """Return who performs a member change in ``chat`` (its creator unless ``by``)."""
    if by is not None:
        return account_of(by)
    creator = next(uid for uid, status in chat.members.items() if status == "creator")
    return world.users[creator]
