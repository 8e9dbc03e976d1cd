"""Forum topics as Telegram does them: is_forum, message_thread_id, service messages, errors."""

from __future__ import annotations

import pytest
from telegram import Bot, Message
from telegram.error import BadRequest

from sandbox import BotApiDouble, SandboxError


async def test_topic_messages_carry_their_thread(double: BotApiDouble) -> None:
    """A topic's messages carry its id and is_topic_message; General's carry neither."""
    alice = double.user("Alice")
    forum = double.group("Isle", members=[alice], forum=True)
    assert forum.type == "supergroup" and forum.to_json()["is_forum"] is True
    topic = double.open_topic(forum, "Table 1")
    created = double.pending_updates[-1]["message"]
    assert created["forum_topic_created"]["name"] == "Table 1"
    assert created["message_id"] == topic.id == created["message_thread_id"]
    assert created["is_topic_message"] is True
    update = await alice.send(forum, "/new", topic=topic)
    assert update is not None
    message = update["message"]
    assert message["message_thread_id"] == topic.id and message["is_topic_message"] is True
    assert message["reply_to_message"]["message_id"] == topic.id  # Telegram's quirk
    general = await alice.send(forum, "/new")
    assert general is not None
    assert "message_thread_id" not in general["message"]
    assert "is_topic_message" not in general["message"]
    assert [m.text for m in forum.in_topic(topic)] == [None, "/new"]
    assert [m.text for m in forum.in_topic(None)] == ["/new"]


async def test_bot_sends_to_a_topic(double: BotApiDouble, bot: Bot) -> None:
    """message_thread_id puts a message in the topic; a reply lands in its target's topic."""
    alice = double.user("Alice")
    forum = double.group("Isle", members=[alice], forum=True)
    topic = double.open_topic(forum, "Table 1")
    sent = await bot.send_message(forum.id, "hello", message_thread_id=topic.id)
    assert sent.message_thread_id == topic.id and sent.is_topic_message
    update = await alice.send(forum, "/board", topic=topic)
    assert update is not None
    incoming = Message.de_json(update["message"], bot)
    reply = await incoming.reply_text("in the topic")
    assert reply.message_thread_id == topic.id and reply.is_topic_message
    dice = await bot.send_dice(forum.id, message_thread_id=topic.id)
    assert dice.is_topic_message
    await bot.send_chat_action(forum.id, "typing", message_thread_id=topic.id)
    plain = await bot.send_message(forum.id, "to General")
    assert plain.message_thread_id is None and not plain.is_topic_message
    assert [m.text for m in forum.in_topic(topic)][-2:] == ["in the topic", None]


async def test_missing_closed_and_deleted_topics(double: BotApiDouble, bot: Bot) -> None:
    """Telegram's errors: thread not found (missing, deleted, General's 1), TOPIC_CLOSED."""
    alice, bob = double.user("Alice"), double.user("Bob")
    forum = double.group("Isle", members=[bob], admins=[alice], forum=True)
    topic = double.open_topic(forum, "Table 1")
    for missing in (topic.id + 50, 1):
        with pytest.raises(BadRequest, match=r"(?i)message thread not found"):
            await bot.send_message(forum.id, "x", message_thread_id=missing)
    closed = await double.close_topic(forum, topic, by=alice)
    assert closed is not None and closed["message"]["message_thread_id"] == topic.id
    assert "forum_topic_closed" in closed["message"]
    with pytest.raises(BadRequest, match=r"(?i)topic_closed"):
        await bot.send_message(forum.id, "x", message_thread_id=topic.id)
    with pytest.raises(SandboxError):
        await bob.send(forum, "hi", topic=topic)
    reopened = await double.reopen_topic(forum, topic)
    assert reopened is not None and "forum_topic_reopened" in reopened["message"]
    kept = await bot.send_message(forum.id, "back", message_thread_id=topic.id)
    double.delete_topic(forum, topic)
    assert forum.in_topic(topic) == [] and forum.history[kept.message_id].deleted
    with pytest.raises(BadRequest, match=r"(?i)message thread not found"):
        await bot.send_message(forum.id, "x", message_thread_id=topic.id)
    with pytest.raises(BadRequest, match=r"(?i)message to edit not found"):
        await bot.edit_message_text("y", chat_id=forum.id, message_id=kept.message_id)
    plain = double.group("Plain", members=[bob])
    with pytest.raises(BadRequest, match=r"(?i)message thread not found"):
        await bot.send_message(plain.id, "x", message_thread_id=topic.id)


async def test_privacy_mode_in_a_forum() -> None:
    """With privacy on, topic service messages and commands arrive; dice and chatter do not."""
    async with BotApiDouble(privacy_mode=True) as double:
        alice = double.user("Alice")
        forum = double.group("Isle", members=[alice], forum=True)
        topic = double.open_topic(forum, "Table 1")
        assert "forum_topic_created" in double.pending_updates[-1]["message"]
        assert await alice.send_dice(forum, topic=topic) is None
        assert await alice.send(forum, "hi", topic=topic) is None
        assert await alice.send(forum, "/roll", topic=topic) is not None
        assert await double.close_topic(forum, topic) is not None
