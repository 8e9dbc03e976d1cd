"""/leave and /cancel of a running game are asked once more under the command (play-test 7,
finding 2: one tap in the command menu ended a game, with no word under the command); in a
lobby they act at once; /settings there says the settings are fixed — in English and Danish."""

from __future__ import annotations

import pytest

from engine import Status
from i18n import language_name, t
from robinson.harness.testing import (
    buttons,
    confirmed,
    live_message,
    live_session,
    play_turn,
    start_solo,
    start_table,
)
from tgbot.render.common import unwidowed

LANGS = ["en", "da"]


def question(lang: str, asked: str, label: str) -> str:
    """The question's text, quoting its ✅."""
    return t(lang, asked, button=t(lang, label))


@pytest.mark.parametrize("lang", LANGS)
async def test_leave_is_asked_and_only_its_asker_answers(
    double, lang, ana, boris, group, store, bot
) -> None:
    """R27: Boris's /leave is answered with the question and ✅ · ↩️; Ana's taps on it are told
    whose it is and change nothing; his ↩️ takes it away, his ✅ after a second /leave leaves,
    the board coming down to tell it, and he is told so (no toast: the playground's play-tests)."""
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        live = await start_table(double, group, ana, boris, lang=lang)
        await boris.send(group, "/leave")
        command = group.last_message()
        asked = await double.next_bot_message(group)
        assert asked.text == question(lang, "toast-sure-leave", "btn-sure-leave")
        assert asked.reply_to is command, "the question does not answer the command"
        assert buttons(asked) == [t(lang, "btn-sure-leave"), t(lang, "btn-play-on")]
        assert [len(row) for row in asked.buttons()] == [1, 1]  # a row each: play-test 9
        for label in ("btn-sure-leave", "btn-play-on"):
            await ana.press(asked, text=t(lang, label))
            await double.settled()
            assert ana.last_toast is not None
            assert ana.last_toast.text == t(lang, "toast-question-for", name="Boris")
        assert not asked.deleted
        session = await live_session(store, group.id)
        assert session.engine.players[1].status is Status.ACTIVE
        await boris.press(asked, text=t(lang, "btn-play-on"))
        await double.settled()
        assert asked.deleted
        assert (await live_session(store, group.id)).engine.players[1].status is Status.ACTIVE
        await boris.send(group, "/leave")
        again = await double.next_bot_message(group)
        await boris.press(again, text=t(lang, "btn-sure-leave"))
        await double.settled()
        assert again.deleted
        assert boris.last_toast is not None  # told, as a lobby's 🚪 is
        assert boris.last_toast.text == t(lang, "toast-you-left")
        assert (await live_session(store, group.id)).engine.players[1].status is Status.LEFT
        assert live.deleted, "the board that tells he left stayed up the chat"
        assert group.bot_messages()[-1].message_id > again.message_id


@pytest.mark.parametrize("lang", LANGS)
async def test_cancel_is_asked_of_the_host_and_a_lobby_s_is_not(
    double, lang, ana, boris, group, store, bot
) -> None:
    """The host's /cancel of a running game is asked once more (asked again, only the newest
    question stays) and ✅ ends it, taking away every question still open under it, Boris's
    /leave too; a lobby's /cancel ends it at once (nothing is lost there)."""
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await start_table(double, group, ana, boris, lang=lang)
        await ana.send(group, "/cancel")
        first = await double.next_bot_message(group)
        assert first.text == question(lang, "toast-sure-cancel", "btn-sure-cancel")
        await boris.press(first, text=t(lang, "btn-play-on"))  # not his to drop: finding 3
        await double.settled()
        assert boris.last_toast is not None and boris.last_toast.text == t(
            lang, "toast-only-host-or-admin", name="Ana"
        )
        assert not first.deleted
        await ana.send(group, "/cancel")
        second = await double.next_bot_message(group)
        await double.settled()
        assert first.deleted and not second.deleted, "the same question stands twice"
        await boris.send(group, "/leave")
        his = await double.next_bot_message(group)
        assert await store.games.load(group.id) is not None, "cancelled before ✅"
        await ana.press(second, text=t(lang, "btn-sure-cancel"))
        await double.settled()
        assert second.deleted and await store.games.load(group.id) is None
        assert his.deleted, "a question stayed under a cancelled game"
        assert (await store.history.recent(group.id, 1))[0]["phase"] == "cancelled"
        await ana.send(group, "/new")
        await double.next_bot_message(group)
        await ana.send(group, "/cancel")
        await double.settled()
        assert await store.games.load(group.id) is None, "a lobby's /cancel was asked"


async def test_a_question_telegram_keeps_says_its_game_is_over(
    double, ana, boris, group, store, bot
) -> None:
    """A question two days old, which Telegram no longer lets the bot delete, outlives its
    game: its ✅ is told the game is over and changes nothing."""
    async with bot():
        await start_table(double, group, ana, boris)
        await boris.send(group, "/leave")
        his = await double.next_bot_message(group)
        double.advance(2 * 24 * 3600)
        await confirmed(double, ana, group, "/cancel")
        await double.settled()
        assert not his.deleted and await store.games.load(group.id) is None
        await boris.press(his, text=t("en", "btn-sure-leave"))
        await double.settled()
        assert boris.last_toast is not None and boris.last_toast.text == t("en", "toast-old-game")
        assert await store.games.load(group.id) is None


@pytest.mark.parametrize("lang", LANGS)
async def test_settings_in_a_running_game_say_they_are_fixed(
    double, lang, ana, boris, group, store, bot
) -> None:
    """/settings once the game runs says the settings are fixed now, not just "a game is
    running" as /new does (play-test 7, finding 10)."""
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await start_table(double, group, ana, boris, lang=lang)
        await ana.send(group, "/settings")
        answer = await double.next_bot_message(group)
        assert answer.text == t(lang, "settings-locked")


@pytest.mark.parametrize("lang", LANGS)
async def test_history_lists_a_cancelled_game_as_cancelled_and_no_lobby(
    double, lang, ana, boris, group, store, bot
) -> None:
    """/history after a game cancelled in round 1 and a lobby cancelled before its start: the
    game reads "cancelled in round 1", not "nobody got home", and says /stats does not count
    it (play-test 29, P5); the lobby is not listed (play-test 8, finding 2); its logs in the
    private chat have no dice and no replay command to show (play-test 33: '--dice  ')."""
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await start_table(double, group, ana, boris, lang=lang)
        await confirmed(double, ana, group, "/cancel")
        await ana.send(group, "/new")
        await double.next_bot_message(group)
        await ana.send(group, "/cancel")
        await double.settled()
        await ana.send(group, "/history")
        listed = (await double.next_bot_message(group)).text or ""
        assert t(lang, "history-cancelled", number=1, round=1) in listed, listed
        assert t(lang, "history-no-winner", number=1) not in listed
        assert "2. " not in listed, "the cancelled lobby was listed"
        assert listed.endswith(t(lang, "history-cancelled-uncounted")), listed
        private = double.private_chat(ana)
        await ana.send(private, f"/start history_{group.id}")
        logs = (await double.next_bot_message(private)).text or ""
        assert t(lang, "history-cancelled", number=1, round=1) in logs, logs
        assert "robinson-bot replay" not in logs, "no die was thrown: nothing to replay (pt 33)"


async def test_a_thrown_die_out_of_turn_hears_whose_choice_or_that_they_left(
    double, ana, boris, group, store, bot
) -> None:
    """Ana's third roll takes her to the tree's choice (R11): Boris's thrown 🎲 hears the game
    waits for her choice, not "it's Ana's roll" (play-test 9, finding 1); once he has left,
    his 🎲 hears he is not in the game, as his /roll does, and his /join that the next game
    takes him."""
    async with bot(dice=[5, 5, 2, 2, 3]):
        await start_table(double, group, ana, boris)
        for _ in range(5):
            await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
        session = await live_session(store, group.id)
        assert session.engine.pending is not None and session.engine.current == 0
        await boris.send_dice(group, value=3)
        reply = await double.next_bot_message(group)
        waiting = t("en", "game-waiting-choice", name="Ana")
        assert reply.text == f"{t('en', 'toast-not-your-turn')} {waiting}"
        await confirmed(double, boris, group, "/leave")
        await boris.send_dice(group, value=3)
        reply = await double.next_bot_message(group)
        assert reply.text == t("en", "toast-you-left")
        await boris.send(group, "/join")  # not only "a game is already running" (pt 20)
        reply = await double.next_bot_message(group)
        assert reply.text == f"{t('en', 'toast-you-left')} {t('en', 'lobby-join-next')}"


async def test_a_join_from_one_not_at_the_table_hears_the_next_game_takes_them(
    double, ana, boris, bot
) -> None:
    """Cleo, a member who never sat down, sends /join in a running game: that one is running,
    and the next takes her (play-test 23: only "a game is already running")."""
    cleo = double.user("Cleo")
    group = double.group("Reef", members=[ana, boris, cleo], admins=[ana])
    async with bot():
        await start_table(double, group, ana, boris)
        await cleo.send(group, "/join")
        reply = await double.next_bot_message(group)
        assert reply.text == f"{t('en', 'lobby-game-running')} {t('en', 'lobby-join-next')}"


@pytest.mark.parametrize("chatter", [0, 20])
async def test_the_answer_to_a_question_comes_down_to_it(
    double, ana, boris, group, store, bot, chatter
) -> None:
    """✅ under a /cancel, the board just above or far up: the cancelled board with the
    standings is posted anew at the bottom, where the question was (play-tests 9 and 10: only
    an edit up the chat, which Telegram does not notify, and the chat ended with '/cancel')."""
    async with bot():
        live = await start_table(double, group, ana, boris)
        for said in range(chatter):  # 20: the board far up (more than `SCROLL_GAP` messages)
            await boris.send(group, f"chatter {said}")
        double.reset_counts()
        question = await confirmed(double, ana, group, "/cancel")
        shown = [m for m in group.bot_messages() if not m.deleted]
        assert question.deleted and live.deleted, "the board stayed far up"
        # the question, the board and the start's ping, which the game's end takes (pt 58)
        assert double.count("deleteMessage") == 3, "the question deleted twice"
        assert (shown[-1].text or "").startswith(t("en", "lobby-cancelled", name="Ana"))
        assert shown[-1].message_id > question.message_id


async def test_a_second_question_after_leaving_goes_at_its_tap(
    double, ana, boris, group, store, bot
) -> None:
    """/leave sent twice: the newest question takes the first one's place. One Telegram keeps
    (two days old) stays; its ✅ leaves, and the newer question's ✅ then says he is not in
    the game, and the question goes (play-test 9, finding 5: it stayed)."""
    async with bot():
        await start_table(double, group, ana, boris)
        await boris.send(group, "/leave")
        replaced = await double.next_bot_message(group)
        await boris.send(group, "/leave")
        await double.next_bot_message(group)
        await double.settled()
        assert replaced.deleted, "the same question stands twice"
        await boris.send(group, "/leave")
        kept = await double.next_bot_message(group)
        double.advance(2 * 24 * 3600)  # too old for the bot to delete
        await boris.send(group, "/leave")
        newer = await double.next_bot_message(group)
        await double.settled()
        assert not kept.deleted
        for question in (kept, newer):  # the first leaves, the second finds him gone
            await boris.press(question, text=t("en", "btn-sure-leave"))
            await double.settled()
        assert boris.last_toast is not None
        assert boris.last_toast.text == t("en", "toast-you-left")
        assert newer.deleted
        assert (await live_session(store, group.id)).engine.players[1].status is Status.LEFT


async def test_a_solo_cancel_is_not_asked_for_everyone(double, store, bot) -> None:
    """In a private game against the computer the question says "this game", not "for
    everyone" (play-test 9), and its ✅ ends it with "You cancelled the game", not its only
    player named in the third person (play-test 20)."""
    robin = double.user("Robin")
    chat = double.private_chat(robin)
    async with bot():
        await start_solo(double, chat, robin, 1, t("en", "btn-bot-random"))
        await robin.send(chat, "/cancel")
        asked = await double.next_bot_message(chat)
        assert asked.text == question("en", "toast-sure-cancel-solo", "btn-sure-cancel")
        await robin.press(asked, text=t("en", "btn-sure-cancel"))
        ended = await double.next_bot_message(chat)
        assert (ended.text or "").startswith(t("en", "lobby-cancelled-private"))
        assert "Robin" not in (ended.text or "").split("\n")[0]


async def test_open_questions_follow_the_chat_s_new_language(
    double, ana, boris, group, store, bot
) -> None:
    """Questions kept with the game are asked anew when the host switches the group's
    language, as the board is; their ✅ then still does what it said."""
    async with bot():
        await start_table(double, group, ana, boris)
        await boris.send(group, "/leave")
        leave = await double.next_bot_message(group)
        await ana.send(group, "/cancel")
        cancel = await double.next_bot_message(group)
        await ana.send(group, "/lang")
        flags = await double.next_bot_message(group)
        await ana.press(flags, text=language_name("da"))
        await double.settled()
        assert leave.text == question("da", "toast-sure-leave", "btn-sure-leave")
        assert buttons(leave) == [t("da", "btn-sure-leave"), t("da", "btn-play-on")]
        assert cancel.text == question("da", "toast-sure-cancel", "btn-sure-cancel")
        await boris.press(leave, text=t("da", "btn-sure-leave"))
        await double.settled()
        assert leave.deleted
        assert (await live_session(store, group.id)).engine.players[1].status is Status.LEFT


@pytest.mark.parametrize("lang", LANGS)
async def test_a_leave_during_a_choice_keeps_the_choice_on_the_board(
    double, lang, ana, boris, group, store, bot
) -> None:
    """Ana's third roll takes her to the tree's choice (R11); Cleo leaves then (R27): the board
    still tells Ana's roll and the choice it offers, with Cleo's leave under them (play-test
    15, finding 1: only "waiting for Ana to choose" stood above the buttons)."""
    cleo = double.user("Cleo", language_code=lang)
    group = double.group("Reef", members=[ana, boris, cleo], admins=[ana])
    await store.prefs.set_chat_language(group.id, lang)
    people = {person.id: person for person in (ana, boris, cleo)}
    async with bot(dice=[5, 5, 5, 2, 2, 2, 3]):
        await start_table(double, group, ana, boris, cleo, lang=lang)
        for _ in range(7):
            await play_turn(double, store, group, people)
        session = await live_session(store, group.id)
        assert session.engine.pending is not None and session.engine.current == 0
        before = (await live_message(store, group)).text or ""
        story = before.splitlines()
        rolled = unwidowed(t(lang, "ev-rolled", name="Ana", value=3))
        offer = story[story.index(rolled) + 1]  # where the tree leaves her: on to 10, or stay
        assert "10" in offer
        await confirmed(double, cleo, group, "/leave")
        after = ((await live_message(store, group)).text or "").splitlines()
        assert rolled in after and offer in after, after
        assert after.index(offer) == after.index(rolled) + 1
        assert any("Cleo" in line and "🚪" in line for line in after), after
        assert t(lang, "game-waiting-choice", name="Ana") in after


async def test_a_cancelled_game_offers_a_new_one(double, ana, boris, group, store, bot) -> None:
    """The cancelled board says what comes next: 🏝 New game, and Boris's press of it opens a
    lobby he hosts (play-test 16, finding 8: the board went, nothing stood in its place)."""
    async with bot():
        await start_table(double, group, ana, boris)
        await confirmed(double, ana, group, "/cancel")
        cancelled = group.last_bot_message()
        assert cancelled is not None and buttons(cancelled) == [t("en", "btn-new-game")]
        await boris.press(cancelled, text=t("en", "btn-new-game"))
        lobby = await double.next_bot_message(group)
        assert (lobby.text or "").startswith(t("en", "lobby-title"))
        assert (await live_session(store, group.id)).data.host == boris.id


@pytest.mark.parametrize("lang", LANGS)
async def test_the_last_one_racing_is_told_leaving_ends_the_game(
    double, lang, ana, boris, group, store, bot
) -> None:
    """Play-test 71: the last person racing was told "the game goes on without you", and ✅
    ended it with the pot unclaimed (23 and 31 🪙 lost). Once Boris has left, Ana's /leave
    says the game ends with her and what the pot holds; ✅ then ends it so."""
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await start_table(double, group, ana, boris, lang=lang)
        await confirmed(double, boris, group, "/leave")
        await double.settled()
        pot = (await live_session(store, group.id)).engine.pot
        await ana.send(group, "/leave")
        asked = await double.next_bot_message(group)
        label = t(lang, "btn-sure-leave")
        assert asked.text == t(lang, "toast-sure-leave-last", button=label, pot=pot)
        assert f"{pot}\u00a0🪙" in (asked.text or "")
        await ana.press(asked, text=label)
        await double.settled()
        ending = t(lang, "end-no-winner-left", pot=pot).replace("\u00a0", " ")
        shown = [(m.text or "").replace("\u00a0", " ") for m in group.bot_messages()]
        assert any(ending in text for text in shown), shown
