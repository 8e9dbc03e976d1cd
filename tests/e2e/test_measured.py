"""Measured: Bot API calls per applied action in a group game, nudges included."""

from __future__ import annotations

from dataclasses import replace

import pytest

from i18n import t
from robinson.harness.testing import ScriptedDice, play_turn, running_bot
from tests.e2e.test_pings import sent_more

NUDGE = 30.0


@pytest.mark.parametrize("lang", ["en", "vi"])
async def test_calls_per_applied_action(
    double, bot_settings, lang, ana, boris, group, people, store, clock
) -> None:
    """Ana, Boris and a computer player; every fourth turn waits out a nudge. Every Bot API
    call from the start on (toasts, edits, nudges and their deletion, the ending) over every
    action the game applied (each roll and choice, by a person or the computer): ≤2."""
    settings = replace(bot_settings, nudge_after=NUDGE)
    async with running_bot(settings, dice=ScriptedDice(), clock=clock, timers=True):
        await ana.send(group, "/new")
        live = await double.next_bot_message(group)
        await boris.press(live, text=t(lang, "btn-join"))
        await ana.press(live, text=t(lang, "btn-add-bot"))
        await double.settled()
        await ana.press(live, text=t(lang, "btn-bot-optimal"))
        await double.settled()
        double.reset_counts()
        await ana.press(live, text=t(lang, "btn-start"))
        await double.settled()
        presses = 0
        while await store.games.load(group.id) is not None:
            if presses % 4 == 3:
                before = double.count("sendMessage", group)
                clock.now += NUDGE + 1
                await double.wait_until(sent_more(double, group, before))
            await play_turn(double, store, group, people)
            presses += 1
            assert presses < 300, "the game did not end"
    calls = sum(n for method, n in double.calls.items() if method != "getUpdates")
    [game] = await store.history.recent(group.id, 1)
    actions = len(game["dice_log"]) + len(game["choice_log"])
    nudges = double.count("deleteMessage", group)
    print(
        f"{lang}: {calls} calls, {actions} actions applied ({presses} presses, {nudges} nudges):"
        f" {calls / actions:.2f} per action, {calls / presses:.2f} per press"
    )
    assert nudges >= presses // 4 - 1
    assert calls / actions <= 2.0
