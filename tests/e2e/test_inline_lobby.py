"""An inline lobby: the typist's language, its menus, the host's rights, replicas racing on it."""

from __future__ import annotations

import asyncio
import logging
from contextlib import AsyncExitStack

from telegram import Update

from i18n import LANGUAGES, t
from i18n import default_field12 as field12
from robinson.harness.testing import (
    buttons,
    data_ending,
    live_session,
    play_turn,
    question_line,
    start_table,
)
from tests.e2e.test_inline_game import place_of, post_first, post_offer
from tgbot.app import feed


class TestInlineLobby:
    """The lobby of a game offered inline, through the real bot and the double."""

    async def test_offered_in_the_typists_language_with_the_inline_menus(
        self, double, store, bot
    ) -> None:
        """Mads types in Danish: a Danish lobby he hosts; the settings have no dice nor board;
        he takes Ann off the table; only he switches the language."""
        mads, ann = double.user("Mads", language_code="da"), double.user("Ann")
        chat = double.chat_between(mads, ann)
        async with bot():
            asked = await mads.type_inline(chat)
            (result,) = await double.inline_results(asked)
            assert result["title"] == t("da", "inline-title")
            assert result["description"] == t("da", "inline-description")
            posted = await mads.choose_inline(asked, result["id"])
            await ann.press(posted, text=t("da", "btn-join"))
            await double.settled()
            place = place_of(chat, posted)
            session = await live_session(store, place)
            assert [s.name for s in session.data.seats] == ["Mads", "Ann"]
            assert session.data.host == mads.id
            assert posted.text.startswith(t("da", "lobby-title"))
            await mads.press(posted, text=t("da", "btn-settings"))
            await double.settled()
            assert t("da", "settings-title") in posted.text
            assert t("da", "settings-dice") not in posted.text
            assert t("da", "settings-board") not in posted.text
            forged = f"r1|sv|{session.data.game_id}|dice|telegram"
            await mads.press_data(posted, forged)  # a dice button no inline menu shows
            await double.settled()
            assert mads.last_toast is not None
            assert mads.last_toast.text == t("da", "toast-unknown-button")
            await mads.press(posted, text=t("da", "btn-done"))
            await double.settled()
            await ann.press(posted, text=t("da", "btn-remove-seat"))
            await double.settled()
            assert ann.last_toast is not None
            assert ann.last_toast.text == t("en", "toast-only-host-named", name="Mads")
            await mads.press(posted, text=t("da", "btn-remove-seat"))
            await double.settled()
            assert posted.text.endswith(t("da", "lobby-remove-about"))  # what ➖ Ann does (pt 39)
            await mads.press(posted, text="➖ Ann")
            await double.settled()
            assert [s.name for s in (await live_session(store, place)).data.seats] == ["Mads"]
            await ann.press(posted, text=t("da", "btn-join"))
            await double.settled()
            await ann.press(posted, data=data_ending(posted, "ll", "|en"))
            await double.settled()
            assert ann.last_toast is not None
            assert ann.last_toast.text == t("en", "toast-only-host-named", name="Mads")
            await mads.press(posted, data=data_ending(posted, "ll", "|en"))
            await double.settled()
            assert posted.text.startswith(t("en", "lobby-title"))
            assert "✅ EN" in buttons(posted)

    async def test_the_offer_is_the_lobby_its_text_describes(self, double, store, bot) -> None:
        """In every language the message first posted has the lobby's buttons, the ones its
        text names (👶 I'm the youngest) and its flags; a first press of a flag by a guest
        opens the lobby and is refused; the host's first press of one switches it."""
        async with bot():
            for lang in LANGUAGES:
                ann, mads = double.user("Ann", language_code=lang), double.user("Mads")
                chat = double.chat_between(ann, mads)
                offered = await post_first(double, ann, chat)
                assert t(lang, "btn-youngest") in buttons(offered)
                assert f"✅ {lang.upper()}" in buttons(offered)
                labels = buttons(offered)
                await mads.press(offered, data=data_ending(offered, "ol", "|et"))
                await double.settled()
                assert mads.last_toast is not None
                assert mads.last_toast.text == t("en", "toast-only-host-named", name="Ann")
                assert buttons(offered) == labels, lang  # the lobby opened: the same buttons
                assert (offered.text or "").startswith(t(lang, "lobby-title"))
                again = await post_first(double, ann, chat)
                other = "bg" if lang != "bg" else "vi"
                await ann.press(again, data=data_ending(again, "ol", f"|{other}"))
                await double.settled()
                assert (again.text or "").startswith(t(other, "lobby-title"))
                assert f"✅ {other.upper()}" in buttons(again)
                opened = await live_session(store, place_of(chat, again))
                assert opened.data.host == ann.id and opened.data.settings.field12 is field12(other)

    async def test_two_inline_games_in_one_chat_keep_their_own_language(self, double, bot) -> None:
        """Ann's English game and Mads's Danish game side by side in their chat: each message
        keeps its poster's language, whatever the other does."""
        ann, mads = double.user("Ann"), double.user("Mads", language_code="da")
        chat = double.chat_between(ann, mads)
        async with bot():
            english = await post_offer(double, ann, chat)
            await mads.press(english, text=t("en", "btn-join"))
            await double.settled()
            asked = await mads.type_inline(chat)
            (result,) = await double.inline_results(asked)
            danish = await mads.choose_inline(asked, result["id"])
            await ann.press(danish, text=t("da", "btn-join"))
            await double.settled()
            await ann.press(english, text=t("en", "btn-youngest"))
            await double.settled()
            assert english.text.startswith(t("en", "lobby-title"))
            assert danish.text.startswith(t("da", "lobby-title"))
            await mads.press(danish, data=data_ending(danish, "ll", "|et"))
            await double.settled()
            await mads.press(english, text=t("en", "btn-leave"))
            await double.settled()
            assert danish.text.startswith(t("et", "lobby-title"))
            assert english.text.startswith(t("en", "lobby-title"))

    async def test_a_lost_edit_is_caught_up_by_the_next_press(self, double, store, bot) -> None:
        """An edit Telegram refused leaves the message a move behind; a press on its old Roll
        is 'already done' and shows the game as it stands; the host's ✖️ Cancel, confirmed, ends
        it (Mads may neither cancel nor confirm)."""
        ann, mads = double.user("Ann"), double.user("Mads")
        chat = double.chat_between(ann, mads)
        async with bot(dice=[3, 4, 2, 5]):
            posted = await post_offer(double, ann, chat)
            await mads.press(posted, text=t("en", "btn-join"))
            await double.settled()
            await ann.press(posted, text=t("en", "btn-start"))
            await double.settled()
            place = place_of(chat, posted)
            before = posted.text
            double.fail_next("editMessageText", "Bad Request: MESSAGE_TOO_LONG")
            await ann.press(posted, text=t("en", "btn-roll"))
            await double.settled()
            assert posted.text == before  # the edit was lost: a move behind
            assert (await live_session(store, place)).data.dice_log == [3]
            await ann.press(posted, text=t("en", "btn-roll"))  # its old Roll, a step behind
            await double.settled()
            assert ann.last_toast is not None
            assert ann.last_toast.text == t("en", "toast-already-done")
            assert posted.text != before
            assert t("en", "game-turn", name="Mads") in (posted.text or "")
            await mads.press(posted, text=t("en", "btn-cancel"))  # under the running game
            await double.settled()
            assert mads.last_toast is not None  # who may, by name: a chat of two has no admins
            assert mads.last_toast.text == t("en", "toast-only-host-inline", name="Ann")
            await ann.press(posted, text=t("en", "btn-cancel"))  # asked once more
            await double.settled()
            assert ann.last_toast is not None
            assert ann.last_toast.text == t(
                "en", "toast-sure-cancel", button=t("en", "btn-sure-cancel")
            )
            assert await store.games.load(place) is not None
            assert (posted.text or "").endswith(question_line("en", "inline-asks-cancel", "Ann"))
            refusals = {  # not his to confirm, nor to drop (play-test 35: ↩️ heard 'cancel')
                "btn-sure-cancel": t("en", "toast-only-host-inline", name="Ann"),
                "btn-play-on": t("en", "toast-question-for", name="Ann"),
            }
            for label, refusal in refusals.items():
                told = len(mads.toasts)
                await mads.press(posted, text=t("en", label))
                await double.settled()
                assert len(mads.toasts) == told + 1 and mads.last_toast is not None
                assert mads.last_toast.text == refusal
            assert t("en", "btn-sure-cancel") in buttons(posted), "his ↩️ dropped her question"
            await ann.press(posted, text=t("en", "btn-sure-cancel"))
            await double.settled()
            assert (posted.text or "").startswith(t("en", "lobby-cancelled", name="Ann"))
            assert t("en", "cancel-standings") in (posted.text or "")
            assert buttons(posted) == [t("en", "btn-play-again")]  # no /new to send here
            assert await store.games.load(place) is None
            await mads.press(posted, text=t("en", "btn-play-again"))
            await double.settled()
            lines = (posted.text or "").splitlines()
            assert lines[:2] == [t("en", "lobby-title"), "👑 Host: Mads"]  # nothing to tell won
            session = await live_session(store, place)
            assert sorted(seat.name for seat in session.data.seats) == ["Ann", "Mads"]

    async def test_an_inline_game_never_blocks_a_group_game_of_the_same_people(
        self, double, store, bot
    ) -> None:
        """Ann and Mads play in their group and in their private chat (inline) at once."""
        ann, mads = double.user("Ann"), double.user("Mads")
        group = double.group("Bay", members=[ann, mads], admins=[ann])
        chat = double.chat_between(ann, mads)
        people = {ann.id: ann, mads.id: mads}
        async with bot(dice=[3, 4, 2, 5]):
            await start_table(double, group, ann, mads)
            posted = await post_offer(double, mads, chat)
            await ann.press(posted, text=t("en", "btn-join"))
            await double.settled()
            await mads.press(posted, text=t("en", "btn-start"))
            await double.settled()
            place = place_of(chat, posted)
            inline_game = await live_session(store, place)
            assert inline_game.data.dice_log == [] and inline_game.engine is not None
            await play_turn(double, store, group, people)
            assert (await live_session(store, group.id)).data.dice_log == [3]
            mover = people[inline_game.data.seats[inline_game.engine.current].user_id or 0]
            await mover.press(posted, text=t("en", "btn-roll"))
            await double.settled()
            assert (await live_session(store, place)).data.dice_log == [4]
            assert (await live_session(store, group.id)).data.dice_log == [3]

    async def test_two_replicas_racing_on_one_inline_message_open_one_lobby(
        self, double, caplog, store, bot
    ) -> None:
        """Two first presses handed to two replicas at the same moment, then each redelivered to
        the other: one lobby, each presser seated once, no error."""
        ann, mads, linh = double.user("Ann"), double.user("Mads"), double.user("Linh")
        group = double.group("Reef", members=[ann, mads, linh])
        group.bot_status = "left"
        async with AsyncExitStack() as stack:
            apps = [await stack.enter_async_context(bot(polling=False)) for _ in range(2)]
            asked = await ann.type_inline(group)
            query = Update.de_json(double.pending_updates[-1], apps[0].bot)
            assert query is not None
            await feed(apps[0], query)
            (result,) = await double.inline_results(asked)
            posted = await ann.choose_inline(asked, result["id"])
            presses = [await p.press(posted, text=t("en", "btn-join")) for p in (mads, linh)]
            first = [Update.de_json(raw, app.bot) for raw, app in zip(presses, apps, strict=True)]
            again = [
                Update.de_json(raw, app.bot) for raw, app in zip(presses, apps[::-1], strict=True)
            ]
            # Mads's press to one replica, Linh's to the other, at the same moment; then each
            # redelivered to the other replica, at the same moment too
            for batch, targets in ((first, apps), (again, apps[::-1])):
                pairs = zip(targets, batch, strict=True)
                await asyncio.gather(*(feed(app, u) for app, u in pairs))  # type: ignore[arg-type]
                session = await live_session(store, place_of(group, posted))
                assert sorted(s.name for s in session.data.seats) == ["Ann", "Linh", "Mads"]
            session = await live_session(store, place_of(group, posted))
            assert sorted(s.name for s in session.data.seats) == ["Ann", "Linh", "Mads"]
            assert "3. " in posted.text
        toasts = [toast.text for person in (mads, linh) for toast in person.toasts]
        assert not {
            t("en", "lobby-already-joined"),
            t("en", "lobby-exists", button=t("en", "btn-join")),
        } & set(toasts)
        assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
