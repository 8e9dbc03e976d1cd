"""Solo games: the player's own turn first, then each computer player's turn, paced."""

from __future__ import annotations

import asyncio
import itertools
import time
from dataclasses import replace

import pytest

from i18n import t
from i18n.board import short_story
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    confirmed,
    live_session,
    messages_of,
    roll_data,
    running_bot,
    spaced,
    start_solo,
)
from sandbox import BotApiDouble
from sandbox.model import StoredMessage
from tgbot.render.common import held_initials, unwidowed

PACE = 0.3


Frames = list[tuple[float, str]]


async def watch(double: BotApiDouble, message: StoredMessage, frames: Frames) -> None:
    """Record every text the message shows, with the time it appeared."""
    last = None
    while True:
        if message.text != last:
            last = message.text
            marker = "\n[buttons]" if buttons(message) else ""
            frames.append((time.monotonic(), (last or "") + marker))
        await double.world.notifier.wait(0.02)


@pytest.mark.parametrize("lang", ["en", "bg"])
async def test_opponents_play_one_at_a_time(double, bot_settings, lang, store, robin) -> None:
    """After Robin's roll: Robin's turn, then each of 3 opponents as its own edit, PACE apart."""
    chat = double.private_chat(robin)
    paced = replace(bot_settings, solo_pace=PACE)
    # Robin rolls 2 (field 2), the three computers roll 3, 4, 3; Robin rolls again later.
    dice = ScriptedDice([2, 3, 4, 3, 1, 1, 1, 1])
    async with running_bot(paced, dice=dice):
        await start_solo(double, chat, robin, 3, t(lang, "btn-bot-optimal"))
        session = await live_session(store, chat.id)
        live = chat.last_bot_message()
        assert live is not None and live.message_id == (await messages_of(store, session)).live
        frames: Frames = []
        watcher = asyncio.create_task(watch(double, live, frames))
        try:
            stale = roll_data(live)
            await robin.press(live, data=stale)
            await asyncio.sleep(PACE)
            await robin.press_data(live, stale)  # during the replay: waits, changes nothing
            await double.wait_until(lambda: frames[-1][1].endswith("[buttons]"), timeout=5)
            await double.settled()
        finally:
            watcher.cancel()
        texts = [text for _, text in frames[1:]]
        assert len(texts) == 4, texts
        told = t(lang, "turn-roll-move", name="Robin", value=2, dst=2, story=short_story(2, lang))
        own = spaced(unwidowed(held_initials(told)))  # as the story shows it, spaces aside
        assert all(own in spaced(text) for text in texts), "Robin's own line was dropped"
        assert all("[buttons]" not in text for text in texts[:-1])
        assert texts[-1].endswith("[buttons]")
        gaps = [b[0] - a[0] for a, b in itertools.pairwise(frames[1:])]
        assert all(gap >= PACE * 0.8 for gap in gaps), gaps
        assert dice.rolled == [2, 3, 4, 3], "the stale tap rolled again"
        assert robin.last_toast is not None
        assert robin.last_toast.text == t(lang, "toast-already-done")


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_taps_during_the_replay_are_never_lost_nor_doubled(
    double, bot_settings, lang, robin
) -> None:
    """Five quick taps while the opponents play: each gets an answer; the die is rolled once."""
    chat = double.private_chat(robin)
    paced = replace(bot_settings, solo_pace=PACE)
    dice = ScriptedDice([2, 3, 4, 3, 1, 1, 1, 1])
    async with running_bot(paced, dice=dice):
        await start_solo(double, chat, robin, 3, t(lang, "btn-bot-optimal"))
        live = chat.last_bot_message()
        assert live is not None
        stale, before = roll_data(live), len(robin.toasts)
        await robin.press(live, data=stale)
        await asyncio.sleep(PACE / 2)
        for _ in range(5):  # during the replay, faster than it can answer
            await robin.press_data(live, stale)
        await double.wait_until(lambda: len(robin.toasts) >= before + 6, timeout=5)
        await double.settled()
        texts = [toast.text for toast in robin.toasts[before + 1 :]]
        print(texts)
        assert len(texts) == 5, "a tap went unanswered, or was answered twice"
        assert set(texts) == {t(lang, "toast-already-done"), t(lang, "toast-busy-twin")}, texts
        assert dice.rolled == [2, 3, 4, 3], "a tap rolled again"


@pytest.mark.parametrize("board", ["text", "picture"])
async def test_a_double_tap_waits_out_the_replay_in_silence(
    double, bot_settings, robin, board
) -> None:
    """Robin's double tap, his window shorter than the three opponents' replay: the second
    tap, handled once the replay is shown, is still his first tap's twin and gets no word, so
    his roll's toast stays (play-test 16, finding 2: "it's your turn now" took it); nothing
    is rolled twice."""
    chat = double.private_chat(robin)
    paced = replace(bot_settings, solo_pace=PACE, double_tap=PACE, board=board, throttle=True)
    dice = ScriptedDice([2, 3, 4, 3, 1, 1, 1, 1])
    async with running_bot(paced, dice=dice):
        await start_solo(double, chat, robin, 3, t("en", "btn-bot-optimal"))
        await double.settled()
        live = chat.last_bot_message()
        assert live is not None
        data, before = roll_data(live), len(robin.toasts)
        await asyncio.gather(robin.press_data(live, data), robin.press_data(live, data))
        await double.wait_until(lambda: len(robin.toasts) >= before + 2, timeout=10)
        await double.settled()
        texts = [toast.text for toast in robin.toasts[before:]]
        assert texts == ["🎲 2 → 2", None], texts
        assert dice.rolled == [2, 3, 4, 3], "the second tap rolled"


async def test_who_leaves_a_solo_game_does_not_watch_the_computers_finish_it(
    double, bot_settings, store, robin
) -> None:
    """Robin leaves in the first round: the computer players play the game out at once, and
    its ending comes with no turn replayed (play-test 18: five computers played to the end
    one edit a pace apart, a minute at the default pace, /new unanswered meanwhile). Its
    question said so, and that the game then counts in /stats (play-test 38)."""
    chat = double.private_chat(robin)
    paced = replace(bot_settings, solo_pace=PACE)
    async with running_bot(paced, dice=ScriptedDice()):
        await start_solo(double, chat, robin, 3, t("en", "btn-bot-optimal"))
        edits = double.count("editMessageText")
        asked = await confirmed(double, robin, chat, "/leave")
        sure = t("en", "btn-sure-leave")
        assert asked.text == t("en", "toast-sure-leave-solo", button=sure)
        assert "/stats" in (asked.text or "") and "computer players" in (asked.text or "")
        assert double.count("editMessageText") - edits <= 2  # the board's last face, no replay
        assert await store.games.load(chat.id) is None  # played out: the ending is below
        assert t("en", "end-title") in (chat.last_bot_message().text or "")


@pytest.mark.parametrize("lang", ["en", "et"])
async def test_a_die_sent_while_the_computers_move_is_too_early(
    double, bot_settings, lang, store, robin
) -> None:
    """Robin's 🎲 and /roll sent while his roll's round is still being shown come before his
    next turn is on the board: each is told so and counts for nothing, the round is shown to
    its end and the turn stays his; a 🎲 sent once it is shown is his roll (play-test 38: the
    early die played his next turn, and the round before it was never told)."""
    chat = double.private_chat(robin)
    paced = replace(bot_settings, solo_pace=PACE)
    dice = ScriptedDice([2, 3, 4, 3, 1, 1, 1, 1])
    async with running_bot(paced, dice=dice):
        await start_solo(double, chat, robin, 3, t(lang, "btn-bot-optimal"))
        await double.settled()
        live = chat.last_bot_message()
        assert live is not None
        await robin.press(live, data=roll_data(live))
        await asyncio.sleep(PACE / 2)  # the first computer's turn is on its way
        await robin.send_dice(chat, value=5)
        await robin.send(chat, "/roll")
        await double.settled()
        early = [m for m in chat.messages() if m.text == t(lang, "toast-too-early")]
        assert len(early) == 2, [m.text for m in chat.messages()[-6:]]
        session = await live_session(store, chat.id)
        assert session.engine.current == 0 and session.engine.step == 4  # three computers
        assert [p.position for p in session.engine.players] == [2, 3, 4, 3]
        assert dice.rolled == [2, 3, 4, 3]
        await robin.send_dice(chat, value=5)  # now on the board: his roll
        await double.settled()
        session = await live_session(store, chat.id)
        assert session.engine.players[0].position == 7
