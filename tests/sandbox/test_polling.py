"""getUpdates long polling against a real PTB Application."""

from __future__ import annotations

import asyncio
import time

import pytest
from telegram import Bot
from telegram.error import Conflict

from sandbox import BotApiDouble

from .helpers import polling_app


async def test_polling_delivers_in_order_and_confirms(double: BotApiDouble) -> None:
    """Three texts are echoed in order and every update ends up confirmed by offset."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    async with polling_app(double):
        for word in ("one", "two", "three"):
            await alice.send(chat, word)
        await double.wait_until(lambda: len(chat.bot_messages()) == 3)
        await double.settled()
        assert [m.text for m in chat.bot_messages()] == ["echo: one", "echo: two", "echo: three"]
        assert double.pending_updates == []
    offsets = [int(p.get("offset", 0)) for p in double.requests("getUpdates")]
    assert offsets == sorted(offsets) and max(offsets) == 4


async def test_reply_to_message_is_linked(double: BotApiDouble) -> None:
    """In a group reply_text quotes the user's message, and the transcript keeps the link."""
    alice = double.user("Alice")
    chat = double.group("Island", members=[alice])
    async with polling_app(double):
        await alice.send(chat, "hello")
        reply = await double.next_bot_message(chat)
    assert reply.reply_to is not None and reply.reply_to.text == "hello"


async def test_keyboard_press_by_text_and_by_data(double: BotApiDouble) -> None:
    """Pressing by label and by data reaches the handler, which toasts and edits."""
    alice = double.user("Alice", username="alice")
    chat = double.private_chat(alice)
    async with polling_app(double):
        await alice.send(chat, "/new")
        game = await double.next_bot_message(chat)
        assert game.buttons() == [[("Roll", "roll")], [("Stop", "stop")]]
        await alice.press(game, text="Roll")
        await double.wait_until(lambda: game.text == "rolled")
        await alice.press(game, data="stop")
        await double.wait_until(lambda: game.text == "stopped")
        await double.settled()
    assert [t.text for t in alice.toasts] == ["got roll", "got stop"]
    assert game.keyboard == [] and game.edit_date is not None and game.edits == 2


async def test_forged_callback_data_reaches_the_bot(double: BotApiDouble) -> None:
    """press_data sends data that is on no button, as a stale client could."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    async with polling_app(double):
        await alice.send(chat, "/new")
        game = await double.next_bot_message(chat)
        update = await alice.press_data(game, "evil")
        await double.wait_until(lambda: len(alice.toasts) == 1)
    assert update is not None and update["callback_query"]["data"] == "evil"
    assert alice.toasts[0].text == "got evil" and game.text == "Game?"


async def test_command_with_bot_username(double: BotApiDouble) -> None:
    """A /cmd@botusername in a group carries a bot_command entity covering the mention."""
    alice = double.user("Alice")
    group = double.group("Island", members=[alice])
    async with polling_app(double):
        text = f"/new@{double.bot.username}"
        update = await alice.send(group, text)
        reply = await double.next_bot_message(group)
    assert update is not None
    entity = update["message"]["entities"][0]
    assert entity == {"type": "bot_command", "offset": 0, "length": len(text)}
    assert reply.text == "Game?"


async def test_long_poll_waits_for_timeout(double: BotApiDouble, bot: Bot) -> None:
    """getUpdates with a timeout really waits when nothing is pending."""
    started = time.monotonic()
    assert await bot.get_updates(timeout=1) == ()
    assert time.monotonic() - started >= 0.9


async def test_long_poll_returns_early_on_new_update(double: BotApiDouble, bot: Bot) -> None:
    """A waiting getUpdates returns as soon as an update arrives."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    poll = asyncio.create_task(bot.get_updates(timeout=5))
    await double.wait_until(lambda: double.world.queue.polling)
    started = time.monotonic()
    await alice.send(chat, "ping")
    updates = await poll
    assert time.monotonic() - started < 1
    assert [u.message.text for u in updates if u.message] == ["ping"]


async def test_offset_limit_and_negative_offset(double: BotApiDouble, bot: Bot) -> None:
    """limit caps the batch, offset confirms, and a negative offset keeps only the tail."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    for n in range(5):
        await alice.send(chat, f"m{n}")
    first = await bot.get_updates(limit=2)
    assert [u.update_id for u in first] == [1, 2]
    rest = await bot.get_updates(offset=3)
    assert [u.update_id for u in rest] == [3, 4, 5]
    tail = await bot.get_updates(offset=-1)
    assert [u.update_id for u in tail] == [5]
    assert [u["update_id"] for u in double.pending_updates] == [5]


async def test_allowed_updates_filters_new_updates(double: BotApiDouble, bot: Bot) -> None:
    """With allowed_updates=["callback_query"], later messages are not queued at all."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    await bot.get_updates(allowed_updates=["callback_query"])
    assert await alice.send(chat, "ignored") is None
    sent = await bot.send_message(chat.id, "x", reply_markup=None)
    assert await alice.press_data(chat.history[sent.message_id], "d") is not None
    updates = await bot.get_updates()
    assert [u.callback_query.data for u in updates if u.callback_query] == ["d"]
    assert all(u.message is None for u in updates)


async def test_second_poller_terminates_first(double: BotApiDouble, bot: Bot) -> None:
    """A getUpdates from a second bot instance makes the waiting one fail with 409 Conflict."""
    first = asyncio.create_task(bot.get_updates(timeout=5))
    await double.wait_until(lambda: double.world.queue.polling)
    async with Bot(double.token, base_url=double.base_url) as other:
        assert await other.get_updates(timeout=0) == ()
    with pytest.raises(Conflict, match="terminated by other getUpdates request"):
        await first
