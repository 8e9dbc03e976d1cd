"""Telegram's error answers come back as the right PTB exceptions."""

from __future__ import annotations

import aiohttp
import pytest
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup
from telegram.error import BadRequest, ChatMigrated, Forbidden, InvalidToken

from sandbox import BotApiDouble

ONE = InlineKeyboardMarkup([[InlineKeyboardButton("A", callback_data="a")]])


async def test_not_modified(double: BotApiDouble, bot: Bot) -> None:
    """Editing to the same text and keyboard is refused with Telegram's long message."""
    chat = double.private_chat(double.user("Alice"))
    sent = await bot.send_message(chat.id, "same", reply_markup=ONE)
    with pytest.raises(BadRequest, match=r"(?i)message is not modified: specified new message"):
        await bot.edit_message_text("same", chat.id, sent.message_id, reply_markup=ONE)
    with pytest.raises(BadRequest, match="Message is not modified"):
        await bot.edit_message_reply_markup(chat.id, sent.message_id, reply_markup=ONE)


async def test_edit_without_markup_drops_keyboard(double: BotApiDouble, bot: Bot) -> None:
    """Editing text without reply_markup removes the inline keyboard, as Telegram does."""
    chat = double.private_chat(double.user("Alice"))
    sent = await bot.send_message(chat.id, "same", reply_markup=ONE)
    edited = await bot.edit_message_text("same", chat.id, sent.message_id)
    assert isinstance(edited, object) and chat.history[sent.message_id].keyboard == []


async def test_edit_and_delete_missing(double: BotApiDouble, bot: Bot) -> None:
    """Unknown or deleted messages give the edit and delete not-found errors."""
    chat = double.private_chat(double.user("Alice"))
    sent = await bot.send_message(chat.id, "bye")
    assert await bot.delete_message(chat.id, sent.message_id)
    assert chat.history[sent.message_id].deleted and chat.messages() == []
    with pytest.raises(BadRequest, match=r"^Message to edit not found$"):
        await bot.edit_message_text("x", chat.id, sent.message_id)
    with pytest.raises(BadRequest, match="Message to delete not found"):
        await bot.delete_message(chat.id, sent.message_id)


async def test_cannot_edit_user_message(double: BotApiDouble, bot: Bot) -> None:
    """A user's message cannot be edited by the bot."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    await alice.send(chat, "mine")
    with pytest.raises(BadRequest, match="Message can't be edited"):
        await bot.edit_message_text("x", chat.id, 1)


async def test_answer_callback_query_rules(double: BotApiDouble, bot: Bot) -> None:
    """A query id is answerable once, unknown ids and expired queries are refused."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    sent = await bot.send_message(chat.id, "k", reply_markup=ONE)
    message = chat.history[sent.message_id]
    first = await alice.press(message, data="a")
    second = await alice.press(message, text="A")
    assert first is not None and second is not None
    assert await bot.answer_callback_query(first["callback_query"]["id"], "ok", show_alert=True)
    with pytest.raises(BadRequest, match="Query is too old and response timeout expired"):
        await bot.answer_callback_query(first["callback_query"]["id"], "again")
    with pytest.raises(BadRequest, match="Query is too old"):
        await bot.answer_callback_query("12345")
    double.advance(16)
    with pytest.raises(BadRequest, match="Query is too old"):
        await bot.answer_callback_query(second["callback_query"]["id"])
    assert [(t.text, t.show_alert) for t in alice.toasts] == [("ok", True)]


async def test_button_data_invalid(double: BotApiDouble, bot: Bot) -> None:
    """callback_data over 64 bytes is BUTTON_DATA_INVALID."""
    chat = double.private_chat(double.user("Alice"))
    markup = InlineKeyboardMarkup([[InlineKeyboardButton("A", callback_data="é" * 33)]])
    with pytest.raises(BadRequest, match="Button_data_invalid"):
        await bot.send_message(chat.id, "x", reply_markup=markup)
    assert chat.messages() == []


async def test_text_limits(double: BotApiDouble, bot: Bot) -> None:
    """Over 4096 characters is too long; an empty text is refused."""
    chat = double.private_chat(double.user("Alice"))
    assert (await bot.send_message(chat.id, "x" * 4096)).text == "x" * 4096
    with pytest.raises(BadRequest, match="Message is too long"):
        await bot.send_message(chat.id, "x" * 4097)
    with pytest.raises(BadRequest, match="Message text is empty"):
        await bot.send_message(chat.id, "")


async def test_html_parse_errors_and_entities(double: BotApiDouble, bot: Bot) -> None:
    """HTML is turned into entities; unsupported tags are refused like Telegram does."""
    chat = double.private_chat(double.user("Alice"))
    sent = await bot.send_message(chat.id, "<b>big</b> &amp; <i>small</i>", parse_mode="HTML")
    assert sent.text == "big & small"
    assert [(e.type, e.offset, e.length) for e in sent.entities] == [
        ("bold", 0, 3),
        ("italic", 6, 5),
    ]
    with pytest.raises(BadRequest, match=r'(?i)unsupported start tag "div"'):
        await bot.send_message(chat.id, "<div>x</div>", parse_mode="HTML")


async def test_chat_not_found(double: BotApiDouble, bot: Bot) -> None:
    """An unknown chat id is chat not found."""
    with pytest.raises(BadRequest, match="Chat not found"):
        await bot.send_message(424242, "hello")


async def test_removed_bot_gets_forbidden(double: BotApiDouble, bot: Bot) -> None:
    """After remove_bot sends fail with 403 and a my_chat_member update is queued."""
    alice = double.user("Alice")
    group = double.group("Island", members=[alice])
    update = await double.remove_bot(group)
    assert update is not None
    change = update["my_chat_member"]
    assert change["new_chat_member"]["status"] == "left"
    assert change["from"]["id"] == alice.id
    with pytest.raises(Forbidden, match="bot is not a member of the group chat"):
        await bot.send_message(group.id, "anyone?")
    updates = await bot.get_updates()
    assert updates[0].my_chat_member is not None
    assert updates[0].my_chat_member.new_chat_member.status == "left"


async def test_kicked_and_blocked(double: BotApiDouble, bot: Bot) -> None:
    """A banned bot and a blocked bot get Telegram's specific 403 texts."""
    alice = double.user("Alice")
    group = double.group("Island", members=[alice], supergroup=True)
    await double.remove_bot(group, kicked=True)
    with pytest.raises(Forbidden, match="bot was kicked from the supergroup chat"):
        await bot.send_dice(group.id)
    await alice.block_bot()
    with pytest.raises(Forbidden, match="bot was blocked by the user"):
        await bot.send_message(alice.id, "hi")


async def test_unknown_token_and_method(double: BotApiDouble) -> None:
    """A wrong token is 401 Unauthorized and an unknown method 404 Not Found."""
    stranger = Bot("1:wrong", base_url=double.base_url)
    with pytest.raises(InvalidToken, match="rejected by the server"):
        await stranger.initialize()
    await stranger.shutdown()
    async with aiohttp.ClientSession() as session:
        async with session.post(f"{double.base_url}{double.token}/sendUnicorn") as resp:
            body = await resp.json()
            assert resp.status == 404
        async with session.get(f"{double.base_url}{double.token}/GETME") as resp:
            me = await resp.json()
    assert body == {"ok": False, "error_code": 404, "description": "Not Found"}
    assert me["ok"] is True and me["result"]["is_bot"] is True


async def test_no_rights_to_send(double: BotApiDouble, bot: Bot) -> None:
    """A group that restricts the bot answers sendMessage 400; edits still work."""
    alice = double.user("Alice")
    group = double.group("Quiet", members=[alice])
    sent = await bot.send_message(group.id, "before")
    double.restrict_bot(group)
    with pytest.raises(BadRequest, match="Not enough rights to send text messages to the chat"):
        await bot.send_message(group.id, "after")
    await bot.edit_message_text("edited", group.id, sent.message_id)


async def test_group_upgraded_to_supergroup(double: BotApiDouble, bot: Bot) -> None:
    """Upgrading queues both migrate service messages; the old id then answers ChatMigrated."""
    alice = double.user("Alice")
    group = double.group("Grows", members=[alice], admins=[alice])
    supergroup = await double.migrate(group)
    assert supergroup.type == "supergroup" and supergroup.members == group.members
    updates = await bot.get_updates()
    notes = [(u.effective_chat.id, u.message) for u in updates if u.effective_chat and u.message]
    assert [(chat, m.migrate_to_chat_id, m.migrate_from_chat_id) for chat, m in notes] == [
        (group.id, supergroup.id, None),
        (supergroup.id, None, group.id),
    ]
    with pytest.raises(ChatMigrated) as moved:
        await bot.send_message(group.id, "hello?")
    assert moved.value.new_chat_id == supergroup.id


async def test_message_effects_only_in_private_chats(double: BotApiDouble, bot: Bot) -> None:
    """A message effect plays in a private chat; a group refuses it, and so does an unknown id,
    as Telegram does (tdlib: "can't use message effects in the chat", EFFECT_ID_INVALID)."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    party = "5046509860389126442"
    sent = await bot.send_message(chat.id, "won", message_effect_id=party)
    assert sent.effect_id == party and chat.history[sent.message_id].effect_id == party
    with pytest.raises(BadRequest, match=r"^Effect_id_invalid$"):
        await bot.send_message(chat.id, "won", message_effect_id="123")
    group = double.group("Reef", members=[alice])
    with pytest.raises(BadRequest, match="Can't use message effects in the chat"):
        await bot.send_message(group.id, "won", message_effect_id=party)
    assert [m.text for m in group.messages() if m.from_bot] == []
    plain = await bot.send_message(group.id, "won")
    assert plain.effect_id is None


async def test_delete_refused_as_on_telegram(double: BotApiDouble, bot: Bot) -> None:
    """deleteMessage: another's message in a group only as an admin, a private chat's 🎲
    only after 24 hours, nothing after 48 hours."""
    alice, bob = double.user("Alice"), double.user("Bob")
    group = double.group("Cove", members=[alice, bob], admins=[alice])
    await alice.send(group, "hello")
    await bob.send_dice(group, value=3)
    said, thrown = group.messages()[-2:]
    for message in (said, thrown):
        with pytest.raises(BadRequest, match="Message can't be deleted"):
            await bot.delete_message(group.id, message.message_id)
    own_die = await bot.send_dice(group.id)
    assert await bot.delete_message(group.id, own_die.message_id)  # its own, in a group: yes
    await double.add_bot(group, by=alice, admin=True)
    assert await bot.delete_message(group.id, said.message_id)  # an admin may
    chat = double.private_chat(alice)
    die = await bot.send_dice(chat.id)
    await alice.send_dice(chat, value=5)
    hers = chat.messages()[-1]
    text = await bot.send_message(chat.id, "roll on")
    for message_id in (die.message_id, hers.message_id):
        with pytest.raises(BadRequest, match="Message can't be deleted"):
            await bot.delete_message(chat.id, message_id)
    double.advance(24 * 3600 + 1)
    assert await bot.delete_message(chat.id, die.message_id)
    double.advance(24 * 3600)
    with pytest.raises(BadRequest, match="Message can't be deleted"):
        await bot.delete_message(chat.id, text.message_id)
