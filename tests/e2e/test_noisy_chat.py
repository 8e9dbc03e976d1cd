"""One noisy chat cannot slow the others, and a refusal costs at most one call (adversary #4)."""

from __future__ import annotations

from fsm.data import Place
from i18n import t
from robinson.harness.testing import live_session
from tgbot.render.welcome import help_text

EXISTS = t("en", "lobby-exists", button=t("en", "btn-join"))  # "press ✋ Join above"


class TestNoisyChat:
    """Floods of commands and taps in one group, with Telegram's flood limits on."""

    async def test_flood_in_one_group_does_not_hold_up_another_chat(
        self, double, throttled_bot
    ) -> None:
        """300 /help in a group, with the bot pacing groups at 20 messages a minute: the pile-up
        is dropped, not queued, and a private /help is answered at once."""
        ana, mallory = double.user("Ana"), double.user("Mallory")
        group = double.group("Surf", members=[ana, mallory], admins=[ana])
        private = double.private_chat(ana)
        double.set_flood(True)
        async with throttled_bot():
            for _ in range(300):
                await mallory.send(group, "/help")
            await double.wait_until(lambda: not double.pending_updates, timeout=10)
            await ana.send(private, "/help")
            answer = await double.next_bot_message(private, timeout=10)
            assert answer.text == help_text("en", private=True)
            await double.settled(timeout=20)
            helps = [m for m in group.bot_messages() if m.text == help_text("en", private=False)]
            assert 1 <= len(helps) < 20, "the group's 300 /help were queued, not coalesced"

    async def test_refused_taps_and_new_cost_little(self, double, store, bot) -> None:
        """A member tapping Start over and over costs one rights check; a refused /new one
        message, a reply to the live game."""
        ana, mallory = double.user("Ana"), double.user("Mallory")
        group = double.group("Surf", members=[ana, mallory], admins=[ana])
        async with bot():
            await ana.send(group, "/new")
            lobby = await double.next_bot_message(group)
            await mallory.send(group, "/join")
            await double.settled()
            double.reset_counts()
            for _ in range(5):
                await mallory.press(lobby, text="▶️ Start")
                await double.settled(quiet=0.05)
                assert mallory.last_toast is not None
                assert mallory.last_toast.text == t("en", "toast-only-host-or-admin", name="Ana")
            assert double.count("getChatMember") == 1
            before = await live_session(store, group.id)
            double.reset_counts()
            for n in range(1, 6):
                await mallory.send(group, "/new")
                reply = await double.next_bot_message(group)
                await double.settled(quiet=0.05)
                seated = t("en", "lobby-already-seated", button=t("en", "btn-start"))
                assert reply.text == seated  # Mallory joined it
                assert reply.reply_to is not None and reply.reply_to.message_id == lobby.message_id
                calls = {name: n for name, n in double.calls.items() if name != "getUpdates"}
                assert calls == {"sendMessage": n}
            assert not lobby.deleted
            assert (await live_session(store, group.id)).data == before.data

    async def test_refused_new_in_a_topic_replies_there(self, double, store, bot) -> None:
        """A refused /new in a forum topic: one message, in that topic, replying to its game;
        another topic still opens its own lobby."""
        ana, mallory = double.user("Ana"), double.user("Mallory")
        forum = double.group("Isle", members=[mallory], admins=[ana], forum=True)
        red, blue = double.open_topic(forum, "Red"), double.open_topic(forum, "Blue")
        async with bot():
            await double.settled()
            await ana.send(forum, "/new", topic=red)
            lobby = await double.next_bot_message(forum)
            await double.settled()
            double.reset_counts()
            await mallory.send(forum, "/new", topic=red)
            reply = await double.next_bot_message(forum)
            await double.settled(quiet=0.05)
            assert reply.text == EXISTS
            assert reply.is_topic_message and reply.thread_id == red.id
            assert reply.reply_to is not None and reply.reply_to.message_id == lobby.message_id
            calls = {name: n for name, n in double.calls.items() if name != "getUpdates"}
            assert calls == {"sendMessage": 1}
            lobby.deleted = True  # an admin deleted it (Telegram tells the bot nothing)
            await mallory.send(forum, "/new", topic=red)
            again = await double.next_bot_message(forum)
            assert again.text == EXISTS and again.reply_to is None
            assert again.is_topic_message and again.thread_id == red.id, "not in the game's topic"
            await mallory.send(forum, "/new", topic=blue)
            other = await double.next_bot_message(forum)
            assert other.thread_id == blue.id and other.text != EXISTS
            assert (await live_session(store, Place(forum.id, blue.id))).data.host == mallory.id
