"""Telegram calls lost to the network: the board still shows every saved move."""

from __future__ import annotations

import pytest

from robinson.harness.testing import live_session, play_turn, spaced, start_table


@pytest.mark.parametrize(
    ("lost", "edits"),
    [
        ("editMessageText", 2),  # the lost edit is sent again (tgbot/botapi/coalesce.py)
        ("answerCallbackQuery", 1),  # the toast is given up; the board is edited all the same
    ],
)
async def test_a_call_lost_to_a_bad_gateway_does_not_hide_the_roll(
    double, lost, edits, ana, boris, group, store, bot
) -> None:
    """Telegram answers one of the roll's calls with 502: the move is saved and shown."""
    async with bot(dice=[4, 3]):
        live = await start_table(double, group, ana, boris)
        before = double.count("editMessageText", group)
        double.fail_next(lost, "Bad Gateway", code=502)
        await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
        await double.wait_until(lambda: "→ 4" in spaced(live.text), timeout=5)
        assert (await live_session(store, group.id)).data.dice_log == [4]
        assert double.count("editMessageText", group) == before + edits
