"""Newcomers: the welcome on joining a group, the private /start's buttons, a short /rules in a
group with the full book a tap away, /help one line per command — in English and Vietnamese."""

from __future__ import annotations

import pytest

from i18n import language_name, t
from robinson.harness.testing import buttons, live_session, messages_of, start_solo, welcomed
from tests.e2e.test_inline_game import post_first
from tgbot.botapi.commands_menu import GROUP_COMMANDS, PRIVATE_COMMANDS
from tgbot.render.common import unwidowed_lines
from tgbot.render.menus import switched_line

LANGS = ["en", "vi"]
FLAGS = ["🇧🇬 BG", "🇪🇪 ET", "🇻🇳 VI", "🇩🇰 DA", "🇬🇧 EN"]  # each with its code (no emoji font)


@pytest.mark.parametrize("lang", LANGS)
async def test_added_to_group_welcomes_with_new_game_and_flags(double, lang, store, bot) -> None:
    """Added to a group: a welcome in the adder's language, 🏝 New game and the flags."""
    linh, mads = double.user("Linh", language_code=lang), double.user("Mads", language_code="da")
    group = double.group("Cove", members=[linh, mads], creator=linh)
    async with bot():
        welcome = await welcomed(double, group, linh)
        assert welcome.text == unwidowed_lines(t(lang, "welcome-group"))  # held (pt 56)
        assert buttons(welcome)[0] == t(lang, "btn-new-game")
        mine = FLAGS[["bg", "et", "vi", "da", "en"].index(lang)]
        flags = [label for label in FLAGS if label != mine]
        assert sorted(buttons(welcome)[1:]) == sorted([*flags, f"✅ {lang.upper()}"])
        assert await store.prefs.chat_language(group.id) == lang
        await mads.press(welcome, text="🇩🇰 DA")  # not an admin: the language stays
        await double.settled()  # and no host to name with no game (play-test 20)
        assert mads.last_toast is not None and mads.last_toast.text == t(
            "da", "toast-lang-admin-or-host"
        )
        other = "vi" if lang == "en" else "en"
        flag = FLAGS[["bg", "et", "vi", "da", "en"].index(other)]
        await linh.press(welcome, text=flag)
        await double.settled()
        switched = switched_line(other, "Linh")
        greeting = unwidowed_lines(t(other, "welcome-group"))
        assert welcome.text == f"{greeting}\n\n{switched}"  # who: pt 13
        await mads.press(welcome, text=t(other, "btn-new-game"))
        await double.settled()
        session = await live_session(store, group.id)
        lobby = group.last_bot_message()
        assert lobby is not None and lobby.message_id == (await messages_of(store, session)).live
        assert lobby.text.startswith(t(other, "lobby-title"))
        assert session.data.host == mads.id


@pytest.mark.parametrize("lang", LANGS)
async def test_private_start_offers_five_ways_in(double, lang, bot) -> None:
    """Private /start: play the computer, play in another chat (the chat picker with the inline
    query), add the bot to a group (startgroup link), language, rules; the computer button
    opens the solo menu; a language chosen under 🌐 brings the welcome back in it."""
    linh = double.user("Linh", language_code=lang)
    chat = double.private_chat(linh)
    async with bot():
        await linh.send(chat, "/start")
        start = await double.next_bot_message(chat)
        assert start.text == t(lang, "start-private")
        rows = start.buttons()
        labels = [label for row in rows for label, _ in row]
        assert labels == [
            t(lang, "btn-play-computer"),
            t(lang, "btn-play-elsewhere"),
            t(lang, "btn-add-to-group"),
            t(lang, "btn-language"),
            t(lang, "btn-rules"),
        ]
        elsewhere = start.reply_markup["inline_keyboard"][1][0]  # type: ignore[index]
        picker = elsewhere["switch_inline_query_chosen_chat"]
        assert picker["query"] == "" and picker["allow_user_chats"] is True
        assert picker["allow_group_chats"] is True and not picker.get("allow_bot_chats")
        add = start.reply_markup["inline_keyboard"][2][0]  # type: ignore[index]
        assert add["url"] == f"https://t.me/{double.bot.username}?startgroup=new"
        await linh.press(start, text=t(lang, "btn-play-computer"))
        solo = await double.next_bot_message(chat)
        assert solo.text.startswith(t(lang, "solo-title"))
        await linh.press(start, text=t(lang, "btn-rules"))
        book = await double.next_bot_message(chat)
        assert "R27" not in (book.text or "")  # our decisions: behind the book's button
        await linh.press(book, text=t(lang, "btn-rules-decisions"))
        await double.settled()
        assert "R27" in "\n".join(m.text or "" for m in chat.bot_messages())
        await linh.press(start, text=t(lang, "btn-language"))
        await double.settled()
        assert start.text == t(lang, "lang-choose")
        other = "et" if lang != "et" else "da"
        await linh.press(start, text=language_name(other))  # the welcome again, in it
        await double.settled()  # (play-test 32: a bare picker stood, the ways in gone)
        assert start.text == t(other, "start-private")
        assert start.buttons()[0][0][0] == t(other, "btn-play-computer")
        assert linh.toasts[-1].text == t(other, "lang-changed", language=language_name(other))


@pytest.mark.parametrize("lang", LANGS)
async def test_group_rules_are_one_screen_with_the_book_in_private(
    double, lang, bot, store
) -> None:
    """/rules in a group: one message of the edition's paragraph and key points, ≤ 20 lines and
    1,000 characters (the winner's share among them where it fits, play-test 74: English), with
    a button opening the full rule book in the private chat."""
    linh = double.user("Linh", language_code=lang)
    group = double.group("Lee", members=[linh], admins=[linh])
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await linh.send(group, "/rules")
        await double.settled()
        replies = group.bot_messages()
        assert len(replies) == 1
        rules = replies[0].text or ""
        assert (
            unwidowed_lines(t(lang, "rules-edition")).splitlines()[0] in rules
            and "R27" not in rules
        )
        assert unwidowed_lines(t(lang, "rules-key-points")).splitlines()[0] in rules
        assert len(rules) <= 1000 and len(rules.splitlines()) <= 20
        shared = unwidowed_lines(t(lang, "rules-key-share")) in rules  # where it fits (pt 74)
        assert shared is (lang == "en"), rules
        link = replies[0].reply_markup["inline_keyboard"][0][0]  # type: ignore[index]
        assert link["text"] == t(lang, "btn-full-rules")
        fever = "s" if lang == "en" else "e"  # the edition's rule on 12, which the book tells
        assert link["url"] == f"https://t.me/{double.bot.username}?start=rules_{fever}30a10"
        private = double.private_chat(linh)
        await linh.send(private, "/start rules")
        book = await double.next_bot_message(private)
        await linh.press(book, text=t(lang, "btn-rules-decisions"))
        await double.settled()
        assert "R27" in "\n".join(m.text or "" for m in private.bot_messages())


@pytest.mark.parametrize("lang", LANGS)
async def test_help_says_how_to_play_then_one_line_per_command(double, lang, bot, store) -> None:
    """/help: how to play — a title, how a turn goes, the key points (play-test 30: "How to
    play" listed only commands) — then "/command — what it does", one line each, for that
    kind of chat (play-test 71: a private chat's lacked /settings, where its board is chosen)."""
    linh = double.user("Linh", language_code=lang)
    group = double.group("Lee", members=[linh], admins=[linh])
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        for chat, names in ((group, GROUP_COMMANDS), (double.private_chat(linh), PRIVATE_COMMANDS)):
            await linh.send(chat, "/help")
            how, _, listed = (await double.next_bot_message(chat)).text.partition("\n\n")
            turn = t(lang, "help-turn")
            points = [t(lang, "rules-key-points"), t(lang, "rules-key-share")]  # (pt 74)
            assert how == "\n".join([t(lang, "help-title"), turn, *points])
            own = {"top", "settings"} if chat.type == "private" else set()  # said otherwise
            words = {n: t(lang, f"cmd-{n}-private" if n in own else f"cmd-{n}") for n in names}
            assert listed.splitlines() == [f"/{name} — {words[name]}" for name in names]
        assert "settings" in PRIVATE_COMMANDS  # the solo board's one place (play-test 71)


@pytest.mark.parametrize("lang", LANGS)
async def test_words_or_a_die_in_a_private_chat_with_no_game_get_the_welcome(
    double, lang, bot
) -> None:
    """'Hi' or a 🎲 sent to the bot with no game in the chat: the welcome with its ▶️ Play the
    computer (play-test 20: no answer at all), once a minute (play-test 21: three words, three
    welcomes); in a group, a game posted through the bot (inline), or while a game runs (its
    board stays the last message), nothing."""
    linh, mads = double.user("Linh", language_code=lang), double.user("Mads", language_code=lang)
    chat, group = double.private_chat(linh), double.group("Cove", members=[linh, mads])
    async with bot():
        await linh.send(chat, "hi")
        answer = await double.next_bot_message(chat)
        await mads.send_dice(double.private_chat(mads))  # a die: the same
        for welcome in (answer, await double.next_bot_message(double.private_chat(mads))):
            assert welcome.text == t(lang, "start-private")
            assert buttons(welcome)[0] == t(lang, "btn-play-computer")
        await linh.send(chat, "hello?")  # the welcome just above: not one more (play-test 21)
        await linh.send_dice(chat)
        await double.settled()
        assert chat.last_bot_message() is answer
        await linh.send(group, "hi")
        await linh.send_dice(group)
        posted = await post_first(double, linh, chat)  # a game sent via the bot: no reply to it
        await double.settled()
        assert group.bot_messages() == [] and chat.last_bot_message() is answer
        assert posted.via_bot is double.bot
        await start_solo(double, chat, linh, 1, t(lang, "btn-bot-optimal"))
        board = chat.last_bot_message()
        await linh.send(chat, "hi")
        await double.settled()
        assert chat.last_bot_message() is board  # the game answers for itself


@pytest.mark.parametrize("lang", ["da", "vi"])
async def test_a_command_the_bot_does_not_know_is_answered_in_private(double, lang, bot) -> None:
    """Play-test 43: '/nwe', '/stat' and '/rol' in a private chat got no answer, as if the bot
    were dead; each hears it is unknown, with the nearest command there is, in the chat's
    language, during a game too. A group's unknown command may be another bot's: no word."""
    mads = double.user("Mads", language_code=lang)
    chat, group = double.private_chat(mads), double.group("Cove", members=[mads])
    async with bot():
        for typed, near in (("/nwe", "/new"), ("/stat", "/stats")):
            await mads.send(chat, typed)
            said = await double.next_bot_message(chat)
            assert said.text == t(lang, "unknown-command-guess", command=typed, guess=near)
        await mads.send(chat, "/xyzzy@robinson_bot")
        said = await double.next_bot_message(chat)
        assert said.text == t(lang, "unknown-command", command="/xyzzy")
        await start_solo(double, chat, mads, 1, t(lang, "btn-bot-optimal"))
        await mads.send(chat, "/rol")
        said = await double.next_bot_message(chat)
        assert said.text == t(lang, "unknown-command-guess", command="/rol", guess="/roll")
        await mads.send(group, "/nwe")
        await double.settled()
        assert group.bot_messages() == []
