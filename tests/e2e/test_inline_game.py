"""A whole game in one inline message: offered by @bot in a chat the bot is not in, played there."""

from __future__ import annotations

from fsm import Place, from_doc
from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    choice_buttons,
    choose_setting,
    live_session,
    question_line,
    roll_data,
)
from sandbox import BotApiDouble, Person, SimChat, StoredMessage

NEVER_SENT = ("sendMessage", "sendPhoto", "sendDice", "deleteMessage")


async def post_offer(double: BotApiDouble, host: Person, chat: SimChat) -> StoredMessage:
    """`host` types @bot in `chat`, sees the offer and posts it: the message "via @bot"."""
    asked = await host.type_inline(chat)
    (result,) = await double.inline_results(asked)
    assert result["title"] == "🏝 New game of Robinson Crusoe"
    posted = await host.choose_inline(asked, result["id"])
    assert posted.via_bot is double.bot and posted.inline_message_id is not None
    return posted


async def post_first(double: BotApiDouble, host: Person, chat: SimChat) -> StoredMessage:
    """`host` posts the offer in their language: the message "via @bot", not yet pressed."""
    asked = await host.type_inline(chat)
    (result,) = await double.inline_results(asked)
    return await host.choose_inline(asked, result["id"])


async def started(
    double: BotApiDouble, host: Person, guest: Person, chat: SimChat
) -> StoredMessage:
    """`host` posts the offer in `chat`, `guest` joins and `host` starts: the game's message."""
    posted = await post_offer(double, host, chat)
    await guest.press(posted, text="✋ Join")
    await double.settled()
    await host.press(posted, text="▶️ Start")
    await double.settled()
    return posted


def place_of(chat: SimChat, message: StoredMessage) -> Place:
    """Where the bot keeps the game of an inline message."""
    assert message.inline_message_id is not None
    return Place.inline(message.inline_message_id, chat.chat_instance)


async def play_turn(
    double: BotApiDouble, store: Stores, place: Place, message: StoredMessage, people: list[Person]
) -> None:
    """The mover takes the first choice on offer, or presses Roll."""
    session = await live_session(store, place)
    seat = session.data.seats[session.engine.current]
    mover = next(p for p in people if p.id == seat.user_id)
    choices = choice_buttons(message)
    await mover.press(message, data=choices[0][1] if choices else roll_data(message))
    await double.settled()


class TestDeletedMessage:
    """The poster deletes the inline message: nobody can see the game, so it ends."""

    async def test_a_game_whose_message_is_gone_is_cancelled(
        self, double, store, clock, bot
    ) -> None:
        """The clock's reminder finds the message gone (MESSAGE_ID_INVALID): the game is
        cancelled and archived instead of being played on unseen."""
        ann, mads = double.user("Ann"), double.user("Mads")
        chat = double.chat_between(ann, mads)
        async with bot(clock=clock, timers=True):
            posted = await post_offer(double, ann, chat)
            await mads.press(posted, text="✋ Join")
            await double.settled()
            await choose_setting(double, ann, posted, "turn_timeout", "300")  # none unless set
            await ann.press(posted, text="▶️ Start")
            await double.settled()
            place = place_of(chat, posted)
            session = await live_session(store, place)
            posted.deleted = True  # Ann deletes her message
            clock.now += session.data.settings.turn_timeout / 2 + 1
            await double.wait_until(lambda: double.count("editMessageText") > 3, timeout=5)
            await double.settled()
            assert await store.games.load(place) is None
            (archived,) = await store.history.recent(place)
            assert archived["game_id"] == session.data.game_id and archived["phase"] == "cancelled"


def no_group(double: BotApiDouble, *members: Person) -> SimChat:
    """A group of `members` the bot is not in (removed before it started)."""
    group = double.group("Raft", members=list(members))
    group.bot_status = "left"
    return group


class TestInlineGame:
    """Inline mode end to end: the real bot, real Redis, the double."""

    async def test_a_whole_game_of_three_in_one_message(self, double, store, clock, bot) -> None:
        """Offer → lobby (another presses first) → start → turns, a leaver, a timeout →
        the ending with Play again, all edits of one message, never a message sent."""
        ann, mads, linh = double.user("Ann"), double.user("Mads"), double.user("Linh")
        people = [ann, mads, linh]
        group = no_group(double, ann, mads, linh)
        async with bot(dice=ScriptedDice(), clock=clock, timers=True):
            posted = await post_offer(double, ann, group)
            assert "👑 Host: Ann" in posted.text
            place = place_of(group, posted)
            await mads.press(posted, text="✋ Join")  # the first press: Ann hosts, Mads joins
            await double.settled()
            assert "1. Ann" in posted.text and "2. Mads" in posted.text
            await linh.press(posted, text="✋ Join")
            await double.settled()
            assert "3. Linh" in posted.text
            assert "💬 Join in private chat" not in buttons(posted)
            for label in ("▶️ Start", t("en", "btn-settings")):  # no admins here: the host's name
                await mads.press(posted, text=label)
                await double.settled()
                assert mads.last_toast is not None
                assert mads.last_toast.text == t("en", "toast-only-host-named", name="Ann")
            assert t("en", "lobby-timeout-off") in posted.text  # its edits notify nobody
            await choose_setting(double, ann, posted, "turn_timeout", "300")  # she sets one
            await ann.press(posted, text="▶️ Start")
            await double.settled()
            session = await live_session(store, place)
            assert session.data.inline_id == posted.inline_message_id
            mover = session.data.seats[session.engine.current].name
            assert t("en", "game-turn", name=mover) in posted.text
            assert any(e.get("type") == "text_link" for e in posted.entities), posted.entities
            assert double.count("answerInlineQuery") == 1
            assert all(double.count(method) == 0 for method in NEVER_SENT)
            double.reset_counts()
            for _ in range(3):
                await play_turn(double, store, place, posted, people)
            made = {m: n for m, n in double.calls.items() if m != "getUpdates"}
            assert made == {"answerCallbackQuery": 3, "editMessageText": 3}  # a toast, an edit
            assert ann.toasts and ann.toasts[-1].text.startswith("🎲")
            board = posted.text
            await linh.press(posted, text="🚪 Leave")  # asked once more, in place of the row
            await double.settled()
            assert linh.last_toast is not None
            assert linh.last_toast.text == t(
                "en", "toast-sure-leave", button=t("en", "btn-sure-leave")
            )
            asked = question_line("en", "inline-asks-leave", "Linh")  # whose question: play-test 11
            assert posted.text == f"{board}\n\n{asked}", posted.text
            assert "🚪 Leave" not in flat(posted.buttons())
            sure, play_on = posted.buttons()[-2:]  # a row each (play-test 43: ✅ cut beside ↩️)
            assert [label for label, _ in sure] == [t("en", "btn-sure-leave")]
            assert [label for label, _ in play_on] == [t("en", "btn-play-on")]
            await linh.press(posted, text=t("en", "btn-play-on"))  # no: the row comes back
            await double.settled()
            assert "🚪 Leave" in flat(posted.buttons()) and posted.text == board
            await linh.press(posted, text="🚪 Leave")
            await double.settled()
            await mads.press(posted, text=t("en", "btn-sure-leave"))  # Linh's question, not his
            await double.settled()
            assert mads.last_toast is not None  # the question stays hers (play-test 7, finding 5)
            assert mads.last_toast.text == t("en", "toast-question-for", name="Linh")
            told = len(mads.toasts)
            await mads.press(posted, text=t("en", "btn-play-on"))  # nor hers to drop: pt 10
            await double.settled()
            assert len(mads.toasts) == told + 1 and mads.last_toast is not None
            assert mads.last_toast.text == t("en", "toast-question-for", name="Linh")
            assert "🚪 Leave" not in flat(posted.buttons()), "another's ↩️ took her question"
            assert posted.text.endswith(asked)
            assert (await live_session(store, place)).data.seats[1].name == "Mads"
            assert "left" not in posted.text
            await linh.press(posted, text=t("en", "btn-sure-leave"))  # her own ✅ still leaves
            await double.settled()
            assert "Linh" in posted.text and "left" in posted.text
            assert linh.last_toast is not None  # and she is told so
            assert linh.last_toast.text == t("en", "toast-you-left")
            row = posted.buttons()
            await linh.press(posted, text="🚪 Leave")  # gone: no question over the others' row
            await double.settled()
            assert linh.last_toast is not None
            assert linh.last_toast.text == t("en", "toast-you-left")  # play-tests 8 and 18
            assert posted.buttons() == row
            session = await live_session(store, place)
            waiting = session.data.seats[session.engine.current].name
            clock.now += session.data.settings.turn_timeout / 2 + 1
            await double.wait_until(lambda: "⏰" in posted.text, timeout=5)
            assert f"{waiting}, it's your turn!" in posted.text or "choice" in posted.text
            clock.now += session.data.settings.turn_timeout / 2 + 1
            await double.wait_until(lambda: "took too long" in posted.text, timeout=5)
            assert "⏰" not in posted.text
            await double.settled()
            for _ in range(400):
                session = (
                    await live_session(store, place) if await store.games.load(place) else None
                )
                if session is None:
                    break
                await play_turn(double, store, place, posted, people)
            assert "🏁 Game over" in posted.text and "🔁 Play again" in buttons(posted)
            for method in NEVER_SENT:
                assert double.count(method) == 0, method
            ended = posted.text
            await mads.press(posted, text="🔁 Play again")
            await double.settled()
            assert "👑 Host: Mads" in posted.text and "✋ Join" in buttons(posted)
            assert ". Linh" not in posted.text  # she left it: seated again only if she asks
            # the lobby took the result's message: it tells how that game ended, through joins
            (doc,) = await store.history.recent(place, 1)
            finished = from_doc(doc)
            assert finished.engine is not None
            winner = finished.engine.winner
            told = (
                t("en", "lobby-last-no-winner")
                if winner is None
                else t("en", "lobby-last-winner", name=finished.seats[winner].name)
            )
            assert ("🏆" in ended) == (winner is not None), ended
            await linh.press(posted, text="✋ Join")  # she left that game: she may sit again
            await double.settled()
            title, result, purses, host = posted.text.splitlines()[:4]
            assert [title, result, host] == [t("en", "lobby-title"), told, "👑 Host: Mads"]
            assert purses.startswith("👛 ") and all(
                f"{n}:" in purses for n in ("Ann", "Mads", "Linh")
            )
            assert ". Linh" in posted.text
            mine = double.private_chat(linh)  # Linh left it, yet played it: in her /history
            await linh.send(mine, "/history")
            told = (await double.next_bot_message(mine)).text or ""
            assert t("en", "history-title-yours") in told
            assert "Ann, Mads, 🚪 Linh" in told  # marked as having left
            assert t("en", "history-title") not in told  # not "here": it was played elsewhere
        for person in people:  # the game counts in each player's /stats and the global /top
            assert (await store.stats.user_stats(person.id)).games == 1
        leaders = await store.stats.global_top()
        assert {uid for uid, _, wins, _ in leaders if wins} & {p.id for p in people}


def flat(rows: list[list[tuple[str, str | None]]]) -> list[str]:
    """The labels of a keyboard's buttons, row after row."""
    return [label for row in rows for label, _ in row]


async def test_a_leave_question_in_another_language_quotes_only_its_mark(double, bot) -> None:
    """Mads reads Danish in Ann's English inline game: his toast asks in Danish and points at
    the button by its ✅ alone, not at "✅ Leave the game" in a Danish sentence (play-test 3,
    finding 7); Ann, reading the game's language, is shown the whole label."""
    ann, mads = double.user("Ann"), double.user("Mads", language_code="da")
    chat = double.chat_between(ann, mads)
    async with bot(dice=ScriptedDice([3, 4])):
        posted = await started(double, ann, mads, chat)
        for person, lang, button in ((mads, "da", "✅"), (ann, "en", t("en", "btn-sure-leave"))):
            await person.press(posted, text="🚪 Leave")
            await double.settled()
            assert person.last_toast is not None
            assert person.last_toast.text == t(lang, "toast-sure-leave", button=button)
            await person.press(posted, text=t("en", "btn-play-on"))
            await double.settled()


async def test_the_last_one_racing_in_an_inline_game_hears_it_ends_with_them(
    double, store, bot
) -> None:
    """Play-test 71: Minh, the last in a Vietnamese inline game, read "ván vẫn tiếp tục mà
    không có bạn" (it goes on without you), and his ✅ ended it, 23 🪙 unclaimed. Once Mads
    has left, Ann's 🚪 toast says the game ends with her, and what the pot holds."""
    ann, mads = double.user("Ann"), double.user("Mads")
    chat = double.chat_between(ann, mads)
    async with bot(dice=ScriptedDice([3, 4])):
        posted = await started(double, ann, mads, chat)
        await mads.press(posted, text="🚪 Leave")
        await double.settled()
        await mads.press(posted, text=t("en", "btn-sure-leave"))
        await double.settled()
        await ann.press(posted, text="🚪 Leave")
        await double.settled()
        pot = (await live_session(store, place_of(chat, posted))).engine.pot
        label = t("en", "btn-sure-leave")
        assert ann.last_toast is not None
        assert ann.last_toast.text == t("en", "toast-sure-leave-last", button=label, pot=pot)


async def test_a_leave_question_stays_under_the_board_until_it_is_answered(
    double, store, bot
) -> None:
    """Mads taps 🚪 Leave; Ann's roll edits the one message, and it still asks him, ✅ and ↩️
    and all (play-test 14: the roll took his question away without a word); his ↩️ Play on
    answers it, and the next roll no longer asks (his own roll would answer it too)."""
    ann, mads = double.user("Ann"), double.user("Mads")
    chat = double.chat_between(ann, mads)
    async with bot(dice=ScriptedDice([3, 4, 5, 6])):
        posted = await started(double, ann, mads, chat)
        await mads.press(posted, text="🚪 Leave")
        await double.settled()
        asks = question_line("en", "inline-asks-leave", "Mads")
        place = place_of(chat, posted)
        await play_turn(double, store, place, posted, [ann, mads])  # Ann's: the question stays
        assert asks in (posted.text or "")
        assert t("en", "btn-sure-leave") in flat(posted.buttons())
        await mads.press(posted, text=t("en", "btn-play-on"))
        await double.settled()
        await play_turn(double, store, place, posted, [ann, mads])
        assert asks not in (posted.text or "")
        assert "🚪 Leave" in flat(posted.buttons())
        assert (await live_session(store, place)).data.seat_of_user(mads.id) is not None
