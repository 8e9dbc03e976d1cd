"""Inline mode in the double: queries, answers, messages via the bot, their buttons and edits."""

from __future__ import annotations

import pytest
from telegram import (
    Bot,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResultArticle,
    InlineQueryResultCachedPhoto,
    InputMediaPhoto,
    InputTextMessageContent,
)
from telegram.error import BadRequest

from sandbox import BotApiDouble, SandboxError
from tests.sandbox.test_messages import png

KEYBOARD = InlineKeyboardMarkup([[InlineKeyboardButton("✋ Join", callback_data="join")]])


def article(result_id: str = "new", keyboard: bool = True) -> InlineQueryResultArticle:
    """A result that posts a lobby text, with a Join button unless told otherwise."""
    return InlineQueryResultArticle(
        result_id,
        "🏝 New game",
        InputTextMessageContent("🏝 A new game: who joins?"),
        reply_markup=KEYBOARD if keyboard else None,
    )


async def test_inline_query_reaches_the_bot_from_a_chat_it_is_not_in(
    double: BotApiDouble, bot: Bot
) -> None:
    """Typing @bot in two people's private chat queues an inline_query with chat_type."""
    ann, mads = double.user("Ann"), double.user("Mads")
    chat = double.chat_between(ann, mads)
    await ann.type_inline(chat, "play")
    (update,) = await bot.get_updates()
    query = update.inline_query
    assert query is not None and query.query == "play" and query.chat_type == "private"
    assert query.from_user.id == ann.id
    with pytest.raises(BadRequest, match=r"(?i)chat not found"):
        await bot.send_message(chat.id, "hello")  # the bot cannot write there


async def test_chat_type_is_sender_in_the_bots_own_chat(double: BotApiDouble, bot: Bot) -> None:
    """In the person's private chat with the bot the chat_type is 'sender'; in a group its type."""
    ann, mads = double.user("Ann"), double.user("Mads")
    await ann.type_inline(double.private_chat(ann))
    await ann.type_inline(double.group("Isle", members=[ann, mads], supergroup=True))
    types = [u.inline_query.chat_type for u in await bot.get_updates() if u.inline_query]
    assert types == ["sender", "supergroup"]


async def test_a_chosen_result_is_posted_via_the_bot_and_edited_by_its_id(
    double: BotApiDouble, bot: Bot
) -> None:
    """The message is the person's, via_bot set; a press carries inline_message_id only."""
    ann, mads = double.user("Ann"), double.user("Mads")
    chat = double.chat_between(ann, mads)
    asked = await ann.type_inline(chat)
    (update,) = await bot.get_updates()
    assert update.inline_query is not None
    assert await bot.answer_inline_query(update.inline_query.id, [article()])
    (result,) = await double.inline_results(asked)
    posted = await ann.choose_inline(asked, result["id"])
    assert posted.sender.id == ann.id and posted.via_bot is double.bot
    assert posted.inline_message_id is not None
    await mads.press(posted, text="✋ Join")
    press = (await bot.get_updates(offset=update.update_id + 1))[-1].callback_query
    assert press is not None and press.message is None
    assert press.inline_message_id == posted.inline_message_id and press.chat_instance
    assert await press.answer("You're in")
    assert mads.last_toast is not None and mads.last_toast.text == "You're in"
    edited = await bot.edit_message_text(
        "🏝 Mads joined", inline_message_id=press.inline_message_id, reply_markup=KEYBOARD
    )
    assert edited is True and posted.text == "🏝 Mads joined"
    with pytest.raises(BadRequest, match=r"(?i)not modified"):
        await bot.edit_message_text(
            "🏝 Mads joined", inline_message_id=press.inline_message_id, reply_markup=KEYBOARD
        )
    assert await bot.edit_message_reply_markup(inline_message_id=posted.inline_message_id)
    assert posted.reply_markup is None


async def test_only_a_result_with_buttons_gets_an_inline_message_id(
    double: BotApiDouble, bot: Bot
) -> None:
    """Without an inline keyboard the bot never hears of the message again (no id to edit)."""
    ann = double.user("Ann")
    asked = await ann.type_inline(double.chat_between(ann, double.user("Mads")))
    (update,) = await bot.get_updates()
    assert update.inline_query is not None
    await bot.answer_inline_query(update.inline_query.id, [article(keyboard=False)])
    posted = await ann.choose_inline(asked, "new")
    assert posted.inline_message_id is None and posted.text == "🏝 A new game: who joins?"


async def test_answers_are_checked_as_telegram_checks_them(double: BotApiDouble, bot: Bot) -> None:
    """Duplicate ids, too many results, a second answer and a late answer are refused."""
    ann = double.user("Ann")
    chat = double.private_chat(ann)
    for _ in range(3):
        await ann.type_inline(chat)
    first, second, third = [u.inline_query for u in await bot.get_updates()]
    assert first is not None and second is not None and third is not None
    with pytest.raises(BadRequest, match=r"(?i)result_id_duplicate"):
        await bot.answer_inline_query(first.id, [article("a"), article("a")])
    with pytest.raises(BadRequest, match=r"(?i)results_too_much"):
        await bot.answer_inline_query(first.id, [article(str(n)) for n in range(51)])
    with pytest.raises(BadRequest, match=r"(?i)result_id_invalid"):
        await bot.answer_inline_query(first.id, [article("x" * 65)])
    assert await bot.answer_inline_query(first.id, [article()])
    with pytest.raises(BadRequest, match=r"(?i)query_id_invalid"):
        await bot.answer_inline_query(first.id, [article()])  # one answer per query
    double.advance(11)
    with pytest.raises(BadRequest, match=r"(?i)query_id_invalid"):
        await bot.answer_inline_query(second.id, [article()])  # after Telegram's 10 s
    with pytest.raises(BadRequest, match=r"(?i)query_id_invalid"):
        await bot.answer_inline_query("12345", [article()])


async def test_an_inline_photo_takes_a_file_id_but_no_upload(
    double: BotApiDouble, bot: Bot
) -> None:
    """editMessageMedia by inline_message_id accepts a known file_id and refuses an upload."""
    ann = double.user("Ann")
    uploaded = await bot.send_photo(double.private_chat(ann).id, png(4, 3))
    file_id = uploaded.photo[-1].file_id
    asked = await ann.type_inline(double.chat_between(ann, double.user("Mads")))
    query = next(u.inline_query for u in await bot.get_updates() if u.inline_query)
    assert query is not None
    photo = InlineQueryResultCachedPhoto("board", file_id, caption="🏝", reply_markup=KEYBOARD)
    await bot.answer_inline_query(query.id, [photo])
    posted = await ann.choose_inline(asked, "board")
    assert posted.photo is not None and posted.inline_message_id is not None
    other = await bot.send_photo(double.private_chat(ann).id, png(5, 5))
    new_id = other.photo[-1].file_id
    assert await bot.edit_message_media(
        InputMediaPhoto(new_id, caption="🎲"), inline_message_id=posted.inline_message_id
    )
    assert posted.photo[-1]["file_id"] == new_id and posted.caption == "🎲"
    with pytest.raises(BadRequest, match=r"(?i)no upload"):
        await bot.edit_message_media(
            InputMediaPhoto(png(6, 6)), inline_message_id=posted.inline_message_id
        )


async def test_chosen_inline_result_only_with_feedback_on() -> None:
    """chosen_inline_result comes only where /setinlinefeedback is on, with the message id."""
    async with BotApiDouble(seed=3, inline_feedback=True) as double:
        client = Bot(double.token, base_url=double.base_url)
        async with client:
            ann = double.user("Ann")
            asked = await ann.type_inline(double.chat_between(ann, double.user("Mads")), "go")
            (update,) = await client.get_updates()
            assert update.inline_query is not None
            await client.answer_inline_query(update.inline_query.id, [article()])
            posted = await ann.choose_inline(asked, "new")
            updates = await client.get_updates(offset=update.update_id + 1)
            chosen = updates[-1].chosen_inline_result
            assert chosen is not None and chosen.result_id == "new" and chosen.query == "go"
            assert chosen.inline_message_id == posted.inline_message_id


async def test_inline_mode_off_is_said_by_getme(double: BotApiDouble, bot: Bot) -> None:
    """getMe tells whether the bot takes inline queries (BotFather's /setinline)."""
    me = await bot.get_me()
    assert me.supports_inline_queries is True
    async with BotApiDouble(seed=4, inline_mode=False) as closed:
        client = Bot(closed.token, base_url=closed.base_url)
        async with client:
            assert (await client.get_me()).supports_inline_queries is False
            ann = closed.user("Ann")
            with pytest.raises(SandboxError, match="inline mode is off"):
                await ann.type_inline(closed.private_chat(ann))


async def test_only_the_two_people_are_in_their_chat(double: BotApiDouble) -> None:
    """A third person can neither post in nor press on two people's private chat."""
    ann, mads, linh = double.user("Ann"), double.user("Mads"), double.user("Linh")
    chat = double.chat_between(ann, mads)
    await mads.send(chat, "hi")  # a member: fine, and the bot does not see it
    assert double.pending_updates == []
    with pytest.raises(SandboxError):
        await linh.send(chat, "me too")


async def test_media_added_to_an_inline_text_message(double: BotApiDouble, bot: Bot) -> None:
    """editMessageMedia adds a photo (by file_id) to a text message, as the Bot API allows; its
    text gives way to the caption; then it takes caption edits, not text edits."""
    ann = double.user("Ann")
    file_id = (await bot.send_photo(double.private_chat(ann).id, png(4, 3))).photo[-1].file_id
    asked = await ann.type_inline(double.chat_between(ann, double.user("Mads")))
    query = next(u.inline_query for u in await bot.get_updates() if u.inline_query)
    assert query is not None
    await bot.answer_inline_query(query.id, [article()])
    posted = await ann.choose_inline(asked, "new")
    inline_id = posted.inline_message_id
    assert await bot.edit_message_media(
        InputMediaPhoto(file_id, caption="🎲"), inline_message_id=inline_id, reply_markup=KEYBOARD
    )
    assert posted.photo is not None and posted.text is None and posted.caption == "🎲"
    with pytest.raises(BadRequest, match=r"(?i)no text in the message"):
        await bot.edit_message_text("again", inline_message_id=inline_id)
    assert await bot.edit_message_caption(inline_message_id=inline_id, caption="🏁")
    assert posted.caption == "🏁"


async def test_a_restarted_double_gives_no_id_twice() -> None:
    """A playground restarted with its seed replays the dice, never an id (play-test 64: the
    first inline game after each start took the same inline_message_id, and one game's Play
    again overwrote another's ending); photo file_ids alike."""
    ids: list[tuple[str | None, str]] = []
    for _ in range(2):
        async with BotApiDouble(seed=7) as double:
            client = Bot(double.token, base_url=double.base_url)
            async with client:
                ann = double.user("Ann")
                uploaded = await client.send_photo(double.private_chat(ann).id, png(4, 3))
                asked = await ann.type_inline(double.chat_between(ann, double.user("Mads")))
                query = next(u.inline_query for u in await client.get_updates() if u.inline_query)
                assert query is not None
                await client.answer_inline_query(query.id, [article()])
                posted = await ann.choose_inline(asked, "new")
                ids.append((posted.inline_message_id, uploaded.photo[-1].file_id))
    (first_message, first_photo), (second_message, second_photo) = ids
    assert first_message is not None and first_message != second_message
    assert first_photo != second_photo
