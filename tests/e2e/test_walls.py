"""No walls of text: /history in a group shows the games (their logs come in private), and the
private rule book fits two screens, our decisions and the 45 fields behind its buttons."""

from __future__ import annotations

import pytest

from fsm import Seat
from i18n import LANGUAGES, t
from robinson.harness.testing import ScriptedDice, buttons, start_solo
from sandbox.text import utf16_len
from tests.e2e.test_long_history import play_to_the_end
from tgbot.render.common import unwidowed_lines

SCREEN_LINES, SCREEN_CHARS = 20, 1000  # one phone screen, as the live message measures it


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_private_rule_book_fits_two_screens(double, lang, bot) -> None:
    """/rules in private: one message — the edition's paragraph and this game's settings, at
    most two screens — and two buttons; each sends its part once, then leaves the book."""
    linh = double.user("Linh", language_code=lang)
    chat = double.private_chat(linh)
    async with bot():
        await linh.send(chat, "/rules")
        await double.settled()
        (book,) = chat.bot_messages()
        text = book.text or ""
        assert len(text) <= 2 * SCREEN_CHARS and len(text.splitlines()) <= 2 * SCREEN_LINES
        assert unwidowed_lines(t(lang, "rules-edition")).splitlines()[0] in text
        assert unwidowed_lines(t(lang, "rules-setting-ante", count=10)) in text
        assert unwidowed_lines(f"⚙️ {t(lang, 'rules-settings-new')}") in text  # no game (pt 28)
        assert "R1." not in text and t(lang, "rules-fields-title") not in text
        parts = [t(lang, "btn-rules-decisions"), t(lang, "btn-rules-fields")]
        assert buttons(book) == parts
        await linh.press(book, text=parts[0])
        await double.settled()
        decisions = "\n".join(m.text or "" for m in chat.bot_messages()[1:])
        assert all(f"R{n}." in decisions for n in range(1, 28))
        assert buttons(book) == parts[1:]
        await linh.press(book, text=parts[1])
        await double.settled()
        fields = chat.bot_messages()[-1].text or ""
        assert fields.startswith(f"🗺 {t(lang, 'rules-fields-title')}") and "45" in fields
        assert buttons(book) == []
        assert all(utf16_len(m.text or "") <= 4096 for m in chat.bot_messages())


@pytest.mark.parametrize("lang", ["en", "et"])
async def test_group_history_shows_the_games_and_links_the_logs(
    double, lang, ana, boris, group, bot
) -> None:
    """/history in a group: who won and who played, one screen for five games, no dice, no
    choices, no shell command; its button brings them to a member's private chat, and nobody
    else's."""
    stranger = double.user("Sten", language_code=lang)
    seats = [Seat("Ana", ana.id), Seat("Boris", boris.id)]
    async with bot(dice=ScriptedDice()) as app:
        for _ in range(5):
            await play_to_the_end(app.bot_data.games, group.id, seats)
        await boris.send(group, "/history")
        await double.settled()
        (shown,) = [m for m in group.bot_messages() if m.reply_to is not None]
        text = shown.text or ""
        assert text.startswith(t(lang, "history-title"))
        assert len(text.splitlines()) <= SCREEN_LINES and len(text) <= SCREEN_CHARS
        for absent in ("robinson-bot", "🔀", t(lang, "end-dice-log", dice="")):
            assert absent not in text
        heads = [line.split(".")[0] for line in text.splitlines() if line[:1].isdigit()]
        assert heads == ["1", "2", "3", "4", "5"]
        (link,) = [b for row in shown.keyboard for b in row]
        assert link.text == t(lang, "btn-history-logs")
        payload = link.url.split("?start=")[1] if link.url else ""
        await stranger.send(double.private_chat(stranger), f"/start {payload}")
        refused = await double.next_bot_message(double.private_chat(stranger))
        assert refused.text == t(lang, "history-not-member")
        await boris.send(double.private_chat(boris), f"/start {payload}")
        await double.settled()
        logs = "\n".join(m.text or "" for m in double.private_chat(boris).bot_messages())
        assert logs.count("robinson-bot replay --players 2") == 5
        named = t(lang, "history-title-group", group=group.title)  # not "here" (play-test 12)
        assert logs.startswith(named), logs


@pytest.mark.parametrize("lang", ["en", "et"])
async def test_private_history_lists_one_s_group_games_too(
    double, lang, ana, boris, group, bot
) -> None:
    """/history in one's own private chat: before any game, which games it will list (not
    "none played here"); after a group game, that game with its logs, as /stats counts it
    (play-tests 27 and 28: a group win in /stats, nowhere in /history)."""
    seats = [Seat("Ana", ana.id), Seat("Boris", boris.id)]
    mine = double.private_chat(ana)
    async with bot(dice=ScriptedDice()) as app:
        await ana.send(mine, "/history")
        told = (await double.next_bot_message(mine)).text
        assert told == t(lang, "history-none-yours", bot=app.bot.username)
        await play_to_the_end(app.bot_data.games, group.id, seats)
        await ana.send(mine, "/history")
        listed = (await double.next_bot_message(mine)).text or ""
        assert listed.startswith(t(lang, "history-title-yours")) and "Ana, Boris" in listed
        assert "robinson-bot replay --players 2" in listed  # its logs, folded (private)
        await ana.send(mine, "/stats")
        stats = (await double.next_bot_message(mine)).text or ""
        assert t(lang, "stats-games", count=1) in stats  # the same one game


async def test_the_rule_book_during_a_game_tells_that_game_s_settings(double, bot) -> None:
    """/rules in private during a solo game: "this game's settings", not a new game's."""
    linh = double.user("Linh")
    chat = double.private_chat(linh)
    async with bot():
        await start_solo(double, chat, linh, 2, t("en", "btn-bot-optimal"))
        await linh.send(chat, "/rules")
        await double.settled()
        book = next(m for m in chat.bot_messages() if m.text and "⚙️" in m.text)
        assert unwidowed_lines(f"⚙️ {t('en', 'rules-settings-title')}") in (book.text or "")
        assert unwidowed_lines(t("en", "rules-settings-new")) not in (book.text or "")
