"""One member cannot stall a game: information commands are rate-limited per member and never
queued ahead of the game's buttons (issue 23, point 3)."""

from __future__ import annotations

from robinson.harness.testing import live_message, live_session, roll_data, spaced, start_table
from sandbox import BotApiDouble
from tgbot.botapi.info_gate import PER_MEMBER
from tgbot.render.welcome import help_text

HELP = help_text("en", private=False)


def calls(double: BotApiDouble) -> list[tuple[str, dict[str, object]]]:
    """Every Bot API call the double received, in order, with its parameters."""
    return list(double.world.requests)


def help_replies(log: list[tuple[str, dict[str, object]]]) -> list[int]:
    """The positions in `log` of the /help answers sent."""
    return [i for i, (m, p) in enumerate(log) if m == "sendMessage" and p.get("text") == HELP]


class TestNoisyMember:
    """Mallory sends /help after /help while Ana and Boris play, with Telegram's limits on."""

    async def test_taps_are_answered_before_a_members_queued_help(
        self, double, ana, boris, store, throttled_bot
    ) -> None:
        """After her first five /help, Mallory's next 40 get no answer at all; Ana's Roll,
        tapped amid them, is answered and shown with no /help reply sent before it; Boris's
        own /help is still answered."""
        mallory = double.user("Mallory")
        group = double.group("Surf", members=[ana, boris, mallory], admins=[ana])
        double.set_flood(True)
        async with throttled_bot(dice=[4]):
            live = await start_table(double, group, ana, boris)
            for n in range(PER_MEMBER):
                await mallory.send(group, f"/help {n}")
                await double.next_bot_message(group, timeout=10)
            await double.settled(timeout=20)
            assert len(help_replies(calls(double))) == PER_MEMBER
            start = len(calls(double))
            live = await live_message(store, group)  # under the five /help (play-test 61)
            for n in range(20):
                await mallory.send(group, f"/help {n}")
            await ana.press(live, data=roll_data(live))
            for n in range(20, 40):
                await mallory.send(group, f"/help {n}")
            await double.settled(timeout=30)
            log = calls(double)[start:]
            answers = [i for i, (m, _) in enumerate(log) if m == "answerCallbackQuery"]
            assert answers, "Ana's tap was not answered"
            assert [i for i in help_replies(log) if i < answers[0]] == [], "the tap waited"
            assert help_replies(log) == [], "Mallory's /help beyond her share were answered"
            assert (await live_session(store, group.id)).data.dice_log == [4]
            board = await live_message(store, group)  # anew at the bottom, under five /help
            assert "→ 4" in spaced(board.text)
            await boris.send(group, "/help")
            reply = await double.next_bot_message(group, timeout=10)
            assert reply.text == HELP and reply.reply_to is not None
            assert reply.reply_to.sender.id == boris.id
            assert double.flood_refusals() == 0
