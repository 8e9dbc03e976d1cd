"""An inline game's 🚪 question, asked in the one row under its board, until its asker plays on."""

from __future__ import annotations

from i18n import t
from robinson.harness.testing import buttons, live_session
from tests.e2e.test_inline_game import place_of, post_offer


async def test_a_leave_question_lapses_when_its_asker_rolls(double, store, bot) -> None:
    """Mads asks to leave and walks on: another's roll keeps his question (play-test 14), his
    own roll is his answer, and 🚪 ✖️ are everyone's again (play-test 18, finding 3: his
    question took Linh's 🚪 and the host's ✖️ for rounds)."""
    ann, mads, linh = double.user("Ann"), double.user("Mads"), double.user("Linh")
    chat = double.group("Raft", members=[ann, mads, linh], admins=[ann])
    async with bot(dice=[3, 4, 2, 5]):
        posted = await post_offer(double, ann, chat)
        for person in (mads, linh):
            await person.press(posted, text=t("en", "btn-join"))
            await double.settled()
        await ann.press(posted, text=t("en", "btn-start"))
        await double.settled()
        place, asked = place_of(chat, posted), t("en", "inline-asks-leave", name="Mads")
        await mads.press(posted, text=t("en", "btn-leave"))
        await double.settled()
        assert (posted.text or "").endswith(asked)
        await ann.press(posted, text=t("en", "btn-roll"))  # another's roll: still his question
        await double.settled()
        assert (posted.text or "").endswith(asked)
        assert t("en", "btn-leave") not in buttons(posted)
        await linh.press(posted, text=t("en", "btn-sure-leave"))
        await double.settled()
        assert linh.last_toast is not None
        assert linh.last_toast.text == t("en", "toast-question-for", name="Mads")
        await mads.press(posted, text=t("en", "btn-roll"))  # he plays on: the question lapses
        await double.settled()
        assert asked not in (posted.text or "")
        assert {t("en", "btn-leave"), t("en", "btn-cancel")} <= set(buttons(posted))
        game_id = (await live_session(store, place)).data.game_id
        assert (await store.messages.get(place, game_id)).questions == {}  # unkept, too
        await linh.press(posted, text=t("en", "btn-leave"))  # hers to ask now
        await double.settled()
        assert (posted.text or "").endswith(t("en", "inline-asks-leave", name="Linh"))


async def test_a_leave_question_lapses_when_its_askers_turn_runs_out(
    double, store, clock, bot
) -> None:
    """Mads asks to leave and is gone: when his turn runs out (R27) the question goes with it."""
    ann, mads = double.user("Ann"), double.user("Mads")
    chat = double.chat_between(ann, mads)
    async with bot(dice=[3, 4, 2, 5], clock=clock, timers=True):
        posted = await post_offer(double, ann, chat)
        await mads.press(posted, text=t("en", "btn-join"))
        await double.settled()
        await ann.press(posted, text=t("en", "btn-start"))
        await double.settled()
        asked = t("en", "inline-asks-leave", name="Mads")
        await mads.press(posted, text=t("en", "btn-leave"))
        await double.settled()
        await ann.press(posted, text=t("en", "btn-roll"))
        await double.settled()
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
    chat = double.chat_between(ann, mads)
    async with bot(dice=[3, 4, 2, 5, 1], clock=clock, timers=True):
        posted = await post_offer(double, ann, chat)
        await mads.press(posted, text=t("en", "btn-join"))
        await double.settled()
        await ann.press(posted, text=t("en", "btn-start"))
        await double.settled()
        await ann.press(posted, text=t("en", "btn-roll"))
        await double.settled()
        asked = t("en", "inline-asks-cancel", name="Ann")
        await ann.press(posted, text=t("en", "btn-cancel"))
        await double.settled()
        assert (posted.text or "").endswith(asked)
        await mads.press(posted, text=t("en", "btn-roll"))  # another's roll: still her question
        await double.settled()
        assert (posted.text or "").endswith(asked)
        assert t("en", "btn-sure-cancel") in buttons(posted)
        timeout = (await live_session(store, place_of(chat, posted))).data.settings.turn_timeout
        await mads.press(posted, text=t("en", "btn-roll"))  # and again: let the next turn remind
        await double.settled()
        clock.now += timeout / 2 + 1
        await double.wait_until(lambda: "⏰" in (posted.text or ""), timeout=5)
        assert asked in (posted.text or "") and t("en", "btn-sure-cancel") in buttons(posted)
        await ann.press(posted, text=t("en", "btn-roll"))  # she plays on: the question lapses
        await double.settled()
        assert asked not in (posted.text or "")
        assert {t("en", "btn-leave"), t("en", "btn-cancel")} <= set(buttons(posted))
