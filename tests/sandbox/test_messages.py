"""Message shapes: dice, forwards, photos, commands, members, transcript and privacy."""

from __future__ import annotations

import struct
import zlib

import pytest
from telegram import Bot, BotCommand, BotCommandScopeChat, InputMediaPhoto, Message
from telegram.error import BadRequest

from sandbox import DICE_FACES, BotApiDouble, SandboxError


def png(width: int, height: int) -> bytes:
    """Return a tiny valid PNG of the given size."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    raw = b"".join(b"\x00" + b"\x00\x00\x00" * width for _ in range(height))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


def dice_value(message: Message) -> int:
    """Return the dice value of a sent dice message."""
    assert message.dice is not None
    return message.dice.value


async def test_send_dice_ranges(double: BotApiDouble, bot: Bot) -> None:
    """Every dice emoji yields values within Telegram's range for it."""
    chat = double.private_chat(double.user("Alice"))
    for emoji, top in DICE_FACES.items():
        for _ in range(8):
            sent = await bot.send_dice(chat.id, emoji=emoji)
            assert sent.dice is not None and sent.dice.emoji == emoji
            assert 1 <= sent.dice.value <= top
    with pytest.raises(BadRequest):
        await bot.send_dice(chat.id, emoji="🃏")


async def test_forced_dice_values(double: BotApiDouble, bot: Bot) -> None:
    """Forced values come out next, per emoji or for any emoji, then random resumes."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    double.force_dice(6)
    double.force_dice(64, emoji="🎰")
    assert dice_value(await bot.send_dice(chat.id, emoji="🎯")) == 6
    assert dice_value(await bot.send_dice(chat.id, emoji="🎰")) == 64
    assert not double.world.forced_dice
    double.force_dice(1)
    update = await alice.send_dice(chat)
    assert update is not None and update["message"]["dice"] == {"emoji": "🎲", "value": 1}
    thrown = await alice.send_dice(chat, emoji="🏀", value=5)
    assert thrown is not None and thrown["message"]["dice"]["value"] == 5
    with pytest.raises(SandboxError):
        await alice.send_dice(chat, emoji="⚽", value=6)
    with pytest.raises(ValueError):
        double.force_dice(7, emoji="🎲")


async def test_seeded_rng_repeats(bot: Bot) -> None:
    """Two doubles with the same seed roll the same sequence."""
    rolls = []
    for _ in range(2):
        async with (
            BotApiDouble(seed=99) as other,
            Bot(other.token, base_url=other.base_url) as client,
        ):
            chat = other.private_chat(other.user("Bob"))
            rolls.append([dice_value(await client.send_dice(chat.id)) for _ in range(6)])
    assert rolls[0] == rolls[1]


async def test_forwarded_dice_carries_origin(double: BotApiDouble, bot: Bot) -> None:
    """A forwarded dice keeps its value and carries forward_origin plus legacy fields."""
    alice, bob = double.user("Alice"), double.user("Bob", username="bob")
    group = double.group("Island", members=[alice, bob])
    await bob.send_dice(group, value=6)
    original = group.messages()[-1]
    update = await alice.forward(group, original)
    assert update is not None
    raw = update["message"]
    assert raw["forward_origin"]["type"] == "user"
    assert raw["forward_from"]["id"] == bob.id and raw["forward_date"] == original.date
    updates = await bot.get_updates()
    message = updates[-1].message
    assert message is not None and message.dice is not None and message.dice.value == 6
    assert message.forward_origin is not None
    assert message.forward_origin.sender_user.id == bob.id  # type: ignore[attr-defined]
    hidden = await alice.forward(group, original, hidden=True)
    assert hidden is not None and hidden["message"]["forward_origin"]["type"] == "hidden_user"


async def test_photo_upload_edit_media_and_download(double: BotApiDouble, bot: Bot) -> None:
    """sendPhoto by upload and file_id, editMessageMedia via attach://, getFile download."""
    chat = double.private_chat(double.user("Alice"))
    sent = await bot.send_photo(chat.id, png(200, 100), caption="<b>map</b>", parse_mode="HTML")
    assert sent.photo[-1].width == 200 and sent.photo[-1].height == 100
    assert sent.caption == "map" and double.requests("sendPhoto")
    again = await bot.send_photo(chat.id, sent.photo[-1].file_id)
    assert again.photo[-1].file_unique_id == sent.photo[-1].file_unique_id
    edited = await bot.edit_message_media(
        InputMediaPhoto(png(10, 20), caption="new"), chat.id, sent.message_id
    )
    assert not isinstance(edited, bool) and edited.caption == "new"
    assert edited.photo[-1].height == 20
    file = await bot.get_file(edited.photo[-1].file_id)
    assert bytes(await file.download_as_bytearray()) == png(10, 20)
    with pytest.raises(BadRequest, match=r"(?i)image_process_failed"):
        await bot.send_photo(chat.id, b"not an image")


async def test_commands_per_scope_and_language(double: BotApiDouble, bot: Bot) -> None:
    """setMyCommands stores per scope+language; clients resolve the most specific menu."""
    alice = double.user("Alice", language_code="ru")
    group = double.group("Island", members=[alice])
    await bot.set_my_commands([BotCommand("new", "New game")])
    await bot.set_my_commands([BotCommand("new", "Новая игра")], language_code="ru")
    scope = BotCommandScopeChat(group.id)
    await bot.set_my_commands([BotCommand("join", "Join")], scope=scope)
    assert [c.description for c in await bot.get_my_commands()] == ["New game"]
    assert [c.command for c in await bot.get_my_commands(scope=scope)] == ["join"]
    assert await bot.get_my_commands(scope=scope, language_code="ru") == ()
    private = double.private_chat(alice)
    assert double.commands_for(private, alice) == [{"command": "new", "description": "Новая игра"}]
    assert double.commands_for(group, alice)[0]["command"] == "join"
    with pytest.raises(BadRequest):
        await bot.set_my_commands([BotCommand("Bad-Name", "x")])


async def test_chat_members_and_admins(double: BotApiDouble, bot: Bot) -> None:
    """getChatMember reports creator, administrator, member and left; admins are listed."""
    owner, admin, member, outsider = (double.user(n) for n in ("O", "A", "M", "X"))
    group = double.group("Island", members=[member], admins=[admin], creator=owner)
    statuses = [
        (await bot.get_chat_member(group.id, u.id)).status for u in (owner, admin, member, outsider)
    ]
    assert statuses == ["creator", "administrator", "member", "left"]
    admins = await bot.get_chat_administrators(group.id)
    assert [a.user.id for a in admins] == [owner.id, admin.id]
    assert (await bot.get_chat(group.id)).title == "Island"
    assert await bot.get_chat_member_count(group.id) == 4


async def test_transcript_chat_action_and_silence(double: BotApiDouble, bot: Bot) -> None:
    """The transcript shows current texts; chat actions and disable_notification are kept."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    assert await bot.send_chat_action(chat.id, "typing")
    first = await bot.send_message(chat.id, "a", disable_notification=True)
    await bot.send_message(chat.id, "b")
    await bot.edit_message_text("A", chat.id, first.message_id)
    assert [m.text for m in chat.messages()] == ["A", "b"]
    assert chat.actions == ["typing"] and chat.history[first.message_id].silent
    last = chat.last_bot_message()
    assert last is not None and last.text == "b"
    with pytest.raises(BadRequest, match=r"(?i)wrong parameter action"):
        await bot.send_chat_action(chat.id, "dancing")


async def test_press_without_matching_button_is_clear(double: BotApiDouble, bot: Bot) -> None:
    """Pressing a label that is not on the keyboard raises a helpful SandboxError."""
    alice = double.user("Alice")
    chat = double.private_chat(alice)
    await bot.send_message(chat.id, "plain")
    message = chat.last_bot_message()
    assert message is not None
    with pytest.raises(SandboxError, match=r"no button with text='Go'.*no inline keyboard"):
        await alice.press(message, text="Go")


async def test_privacy_mode_filters_group_messages() -> None:
    """In privacy mode a non-admin bot sees commands and replies, not chatter or dice."""
    async with BotApiDouble(privacy_mode=True) as double:
        alice = double.user("Alice")
        group = double.group("Island", members=[alice])
        assert await alice.send(group, "just chatting") is None
        assert await alice.send_dice(group) is None
        assert await alice.send(group, "/new") is not None
        assert await alice.send(group, "/new@other_bot") is None
        assert await alice.send(group, f"/new@{double.bot.username}") is not None


async def test_a_user_edits_their_own_text(double: BotApiDouble, bot: Bot) -> None:
    """Editing one's own text message delivers an `edited_message` with the new text, its
    command entities and an edit_date; another's message, a dice or an empty text cannot be."""
    alice, bob = double.user("Alice"), double.user("Bob")
    group = double.group("Cove", members=[alice, bob])
    await alice.send(group, "hello")
    message = group.last_message()
    assert message is not None
    update = await alice.edit(message, "/roll")
    assert update is not None and "message" not in update
    edited = update["edited_message"]
    assert edited["text"] == "/roll" and edited["message_id"] == message.message_id
    assert edited["entities"][0]["type"] == "bot_command" and "edit_date" in edited
    with pytest.raises(SandboxError):
        await bob.edit(message, "mine now")
    with pytest.raises(SandboxError):
        await alice.edit(message, "")
    await alice.send_dice(group)
    thrown = group.last_message()
    assert thrown is not None
    with pytest.raises(SandboxError):
        await alice.edit(thrown, "6")
