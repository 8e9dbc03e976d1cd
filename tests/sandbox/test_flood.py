"""Flood limits (429 with retry_after) and call counters."""

from __future__ import annotations

import warnings

import pytest
from telegram import Bot
from telegram.error import RetryAfter

from sandbox import BotApiDouble, FloodLimits

pytestmark = pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")


def _seconds(error: RetryAfter) -> float:
    """Read retry_after whether PTB gives an int or a timedelta."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        value = error.retry_after
    return value if isinstance(value, (int, float)) else value.total_seconds()


async def test_flood_off_by_default(double: BotApiDouble, bot: Bot) -> None:
    """With limits off, a burst of sends to one chat all succeed."""
    chat = double.private_chat(double.user("Alice"))
    for n in range(40):
        await bot.send_message(chat.id, f"m{n}")
    assert len(chat.messages()) == 40


async def test_per_chat_limit_gives_retry_after(bot: Bot) -> None:
    """A second message within a second to the same chat is a 429 with retry_after."""
    async with (
        BotApiDouble(flood=True) as double,
        Bot(double.token, base_url=double.base_url) as client,
    ):
        alice, bob = double.user("Alice"), double.user("Bob")
        chat = double.private_chat(alice)
        await client.send_message(chat.id, "one")
        with pytest.raises(RetryAfter) as caught:
            await client.send_message(chat.id, "two")
        assert _seconds(caught.value) == 1
        await client.send_message(double.private_chat(bob).id, "other chat is fine")
        double.advance(1.0)
        await client.send_message(chat.id, "two")
        assert [m.text for m in chat.messages()] == ["one", "two"]


async def test_group_limit_per_minute(bot: Bot) -> None:
    """A group takes 20 messages a minute, then answers 429 asking to wait the window out."""
    async with (
        BotApiDouble(flood=True) as double,
        Bot(double.token, base_url=double.base_url) as client,
    ):
        group = double.group("Island", members=[double.user("Alice")])
        for _ in range(20):
            await client.send_message(group.id, "tick")
            double.advance(1.0)
        with pytest.raises(RetryAfter) as caught:
            await client.send_dice(group.id)
        assert 30 <= _seconds(caught.value) <= 41
        assert len(group.messages()) == 20


async def test_global_limit_and_switch(double: BotApiDouble, bot: Bot) -> None:
    """Thirty sends a second overall pass, the 31st fails, and switching off lifts it."""
    double.world.flood.limits = FloodLimits(per_chat=(5, 1.0))
    double.set_flood(True)
    chats = [double.private_chat(double.user(f"U{n}")) for n in range(31)]
    for chat in chats[:30]:
        await bot.send_message(chat.id, "hi")
    with pytest.raises(RetryAfter):
        await bot.send_message(chats[30].id, "hi")
    await bot.send_chat_action(chats[30].id, "typing")
    double.set_flood(False)
    await bot.send_message(chats[30].id, "hi")
    assert chats[30].messages()[0].text == "hi"


async def test_call_counts(double: BotApiDouble, bot: Bot) -> None:
    """Calls are counted per method and per chat, failures included, and can be reset."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    other = double.private_chat(double.user("Bob"))
    await bot.send_message(chat.id, "a")
    await bot.send_message(chat.id, "b")
    await bot.send_message(other.id, "c")
    await bot.send_dice(chat.id)
    assert double.count("sendMessage") == 3
    assert double.count("sendmessage", chat) == 2
    assert double.count("sendDice", chat.id) == 1
    assert double.calls["getMe"] == 1
    double.reset_counts()
    assert double.count("sendMessage") == 0 and double.requests() == []


async def test_an_injected_429_hits_only_its_chat(double: BotApiDouble, bot: Bot) -> None:
    """`fail_next(..., chat=, retry_after=)`: that chat's next call is a 429, the others pass."""
    first = double.private_chat(double.user("Alice"))
    second = double.private_chat(double.user("Bo"))
    double.fail_next("sendMessage", chat=first, retry_after=15)
    await bot.send_message(second.id, "not this one")
    with pytest.raises(RetryAfter) as caught:
        await bot.send_message(first.id, "refused")
    assert _seconds(caught.value) == 15
    await bot.send_message(first.id, "used up once")
    assert [m.text for m in first.messages()] == ["used up once"]
    assert [m.text for m in second.messages()] == ["not this one"]
    assert [p["text"] for m, p in double.world.answered if m == "sendMessage"] == [
        "not this one",
        "used up once",
    ]
