"""An inline game's 🚪 and ✖️ questions, asked in the one row under its board, until answered or
its asker plays on."""

from __future__ import annotations

from i18n import t
from robinson.harness.testing import buttons, choose_setting, live_session, question_line
from sandbox import BotApiDouble, Person, SimChat, StoredMessage
from tests.e2e.test_inline_game import place_of, post_offer


async def tap(double: BotApiDouble, person: Person, posted: StoredMessage, key: str) -> None:
    """`person` presses the button labelled `key` (in English) and the bot handles it."""
    await person.press(posted, text=t("en", key))
    await double.settled()


async def started_between(
    double: BotApiDouble, ann: Person, mads: Person, timeout: str | None = None
) -> tuple[SimChat, StoredMessage]:
    """Ann's inline game with Mads in their own chat, joined and started (with a time per turn
    of `timeout` seconds, which an inline game has only if its host sets one): the chat, the
    game."""
    chat = double.chat_between(ann, mads)
    posted = await post_offer(double, ann, chat)
    await tap(double, mads, posted, "btn-join")
    if timeout is not None:
        await choose_setting(double, ann, posted, "turn_timeout", timeout)
    await tap(double, ann, posted, "btn-start")
    return chat, posted


async def test_a_leave_question_lapses_when_its_asker_rolls(double, store, bot) -> None:
    """Mads asks to leave and walks on: another's roll keeps his question (play-test 14), his
    own roll is his answer, and 🚪 ✖️ are everyone's again (play-test 18, finding 3: his
    question took Linh's 🚪 and the host's ✖️ for rounds)."""
    ann, mads, linh = double.user("Ann"), double.user("Mads"), double.user("Linh")
    chat = double.group("Raft", members=[ann, mads, linh], admins=[ann])
    async with bot(dice=[3, 4, 2, 5]):
        posted = await post_offer(double, ann, chat)
        for person in (mads, linh):
            await tap(double, person, posted, "btn-join")
        await tap(double, ann, posted, "btn-start")
        place, asked = place_of(chat, posted), question_line("en", "inline-asks-leave", "Mads")
        await tap(double, mads, posted, "btn-leave")
        assert (posted.text or "").endswith(asked)
        await tap(double, ann, posted, "btn-roll")  # another's roll: still his question
        assert (posted.text or "").endswith(asked)
        assert t("en", "btn-leave") not in buttons(posted)
        await tap(double, linh, posted, "btn-sure-leave")
        assert linh.last_toast is not None
        assert linh.last_toast.text == t("en", "toast-question-for", name="Mads")
        await tap(double, mads, posted, "btn-roll")  # he plays on: the question lapses
        assert asked not in (posted.text or "")
        assert {t("en", "btn-leave"), t("en", "btn-cancel")} <= set(buttons(posted))
        game_id = (await live_session(store, place)).data.game_id
        assert (await store.messages.get(place, game_id)).questions == {}  # unkept, too
        await tap(double, linh, posted, "btn-leave")  # hers to ask now
        assert (posted.text or "").endswith(question_line("en", "inline-asks-leave", "Linh"))


async def test_a_leave_question_lapses_when_its_askers_turn_runs_out(
    double, store, clock, bot
) -> None:
    """Mads asks to leave and is gone: when his turn runs out (R27) the question goes with it."""
    ann, mads = double.user("Ann"), double.user("Mads")
    async with bot(dice=[3, 4, 2, 5], clock=clock, timers=True):
        chat, posted = await started_between(double, ann, mads, timeout="300")
        asked = question_line("en", "inline-asks-leave", "Mads")
        await tap(double, mads, posted, "btn-leave")
        await tap(double, ann, posted, "btn-roll")
        assert (posted.text or "").endswith(asked)
        timeout = (await live_session(store, place_of(chat, posted))).data.settings.turn_timeout
        clock.now += timeout / 2 + 1  # the reminder first, the question still under it
        await double.wait_until(lambda: "⏰" in (posted.text or ""), timeout=5)
        assert t("en", "btn-sure-leave") in buttons(posted)
        clock.now += timeout / 2 + 1
        await double.wait_until(lambda: "took too long" in (posted.text or ""), timeout=5)
        await double.settled()
        assert asked not in (posted.text or "")
        assert t("en", "btn-leave") in buttons(posted)


async def test_a_cancel_question_keeps_its_line_through_anothers_roll(
    double, store, clock, bot
) -> None:
    """Ann, the host, asks to cancel on Mads's turn; his roll and the reminder redraw the board
    and it still says who asks what ✅ does (play-test 20: after his roll the line went and
    ✅ ↩️ stood under the board unexplained); her own roll is her answer."""
    ann, mads = double.user("Ann"), double.user("Mads")
    async with bot(dice=[3, 4, 2, 5, 1], clock=clock, timers=True):
        chat, posted = await started_between(double, ann, mads, timeout="300")
        await tap(double, ann, posted, "btn-roll")
        asked = question_line("en", "inline-asks-cancel", "Ann")
        await tap(double, ann, posted, "btn-cancel")
        assert (posted.text or "").endswith(asked)
        await tap(double, mads, posted, "btn-roll")  # another's roll: still her question
        assert (posted.text or "").endswith(asked)
        assert t("en", "btn-sure-cancel") in buttons(posted)
        timeout = (await live_session(store, place_of(chat, posted))).data.settings.turn_timeout
        await tap(double, mads, posted, "btn-roll")  # and again: let the next turn remind
        clock.now += timeout / 2 + 1
        await double.wait_until(lambda: "⏰" in (posted.text or ""), timeout=5)
        assert asked in (posted.text or "") and t("en", "btn-sure-cancel") in buttons(posted)
        await tap(double, ann, posted, "btn-roll")  # she plays on: the question lapses
        assert asked not in (posted.text or "")
        assert {t("en", "btn-leave"), t("en", "btn-cancel")} <= set(buttons(posted))
