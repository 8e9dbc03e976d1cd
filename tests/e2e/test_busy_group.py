"""A busy group does not lag: the toast carries the roll at once, the board keeps up."""

from __future__ import annotations

import asyncio
import re

import pytest

from fsm import Session
from fsm import view_of as game_view_of
from robinson.harness.testing import (
    ScriptedDice,
    chat_message,
    choice_buttons,
    live_session,
    messages_of,
    roll_data,
    start_table,
)
from tgbot.outbox.live import view_of


def shown_text(session: Session, lang: str) -> str:
    """The text the live message shows for a session, with the view fsm answers for it."""
    return view_of(session.data, lang, bot_username="", game=game_view_of(session)).text


ACTIONS, GAP = 8, 1.5
TOAST = re.compile(r"^🎲 [1-6]( → \d+)?( · [+−]\d+ 🪙)?$")


@pytest.mark.long(16)
@pytest.mark.parametrize("lang", ["en", "vi"])
async def test_one_action_every_one_and_a_half_seconds(
    double, lang, ana, boris, group, people, store, throttled_bot
) -> None:
    """Flood limits on, throttled bot: the board is never more than one action behind, no 429."""
    double.set_flood(True)
    async with throttled_bot(dice=ScriptedDice()):
        live = await start_table(double, group, ana, boris, lang=lang)
        shown = [shown_text(await live_session(store, group.id), lang)]
        await double.wait_until(lambda: live.text == shown[0], timeout=5)
        for _ in range(ACTIONS):
            session = await live_session(store, group.id)
            live = chat_message(group, (await messages_of(store, session)).live)
            assert live.text in shown[-2:], "the board is more than one action behind"
            mover = people[session.data.seats[session.engine.current].user_id or 0]
            choices = choice_buttons(live)
            before = len(mover.toasts)
            await mover.press(live, data=choices[0][1] if choices else roll_data(live))
            await double.wait_until(lambda m=mover, n=before: len(m.toasts) > n, timeout=2)
            if not choices:
                toast = mover.toasts[-1].text or ""
                assert TOAST.match(toast), toast
            after = await live_session(store, group.id)
            shown.append(shown_text(after, lang))
            await asyncio.sleep(GAP)
        await double.settled()
        assert chat_message(group, (await messages_of(store, after)).live).text == shown[-1]
    assert double.flood_refusals() == 0, "a 429 reached the bot"


async def test_a_roll_that_waits_for_a_choice_has_no_arrow(
    double, ana, boris, group, store, bot
) -> None:
    """R11: Ana on 4 rolls 5 and must choose (start again at 5 or go on to 9): "🎲 5", no arrow."""
    async with bot(dice=[4, 3, 5]):
        live = await start_table(double, group, ana, boris)
        for person in (ana, boris, ana):
            await person.press(live, data=roll_data(live))
            await double.settled()
        session = await live_session(store, group.id)
        assert session.engine.pending is not None and session.engine.pending.seat == 0
        assert ana.last_toast is not None and ana.last_toast.text == "🎲 5"


@pytest.mark.parametrize("pick", [0, 1])
async def test_a_choice_toast_tells_where_it_led(
    double, ana, boris, group, store, bot, pick
) -> None:
    """R11: Ana on 4 rolls 5 and chooses; her toast says at once where that took her and
    what her purse did, as a roll's does ("→ 9"), not nothing (play-test 14), after the mark
    of the button she chose ("🔄 5": play-test 38, a stay's "→ 7" read as a move)."""
    async with bot(dice=[4, 3, 5]):
        live = await start_table(double, group, ana, boris)
        for person in (ana, boris, ana):
            await person.press(live, data=roll_data(live))
            await double.settled()
        before = (await live_session(store, group.id)).engine.players[0]
        label, data = choice_buttons(live)[pick]
        await ana.press(live, data=data)
        await double.settled()
        after = (await live_session(store, group.id)).engine.players[0]
    delta = after.chips - before.chips
    purse = f" · {'+' if delta > 0 else '−'}{abs(delta)} 🪙" if delta else ""
    mark = "→" if label.startswith("➡️") else label.split()[0]
    assert mark in ("→", "🔄")
    assert ana.last_toast is not None and ana.last_toast.text == f"{mark} {after.position}{purse}"
    assert str(after.position) in label


async def test_a_stay_s_toast_bears_the_stay_s_mark(double, ana, boris, group, bot) -> None:
    """R14: Ana in the tree on 7 rolls 2 and stays: her toast is '🌳 7', the mark of the
    button she pressed, not a move's '→ 7' (play-test 38)."""
    async with bot(dice=[1, 3, 6, 3, 2]):
        live = await start_table(double, group, ana, boris)
        for person in (ana, boris, ana, boris, ana):
            await person.press(live, data=roll_data(live))
            await double.settled()
        label, data = next(choice for choice in choice_buttons(live) if "7" in choice[0])
        assert label.startswith("🌳")
        await ana.press(live, data=data)
        await double.settled()
    assert ana.last_toast is not None and ana.last_toast.text == "🌳 7"


async def test_a_roll_toast_tells_the_purse(double, ana, boris, group, bot) -> None:
    """Ana rolls 3 onto field 3 (take 1 from the pot), Boris 1 onto field 1 (everyone pays 1,
    R13): each toast has the die, the field and what the roller's purse did."""
    async with bot(dice=[3, 1]):
        live = await start_table(double, group, ana, boris)
        await ana.press(live, data=roll_data(live))
        await double.settled()
        await boris.press(live, data=roll_data(live))
        await double.settled()
    assert ana.last_toast is not None and ana.last_toast.text == "🎲 3 → 3 · +1 🪙"
    assert boris.last_toast is not None and boris.last_toast.text == "🎲 1 → 1 · −1 🪙"


async def test_a_roll_onto_the_fever_says_the_turn_it_costs(double, ana, boris, group, bot) -> None:
    """Ana's second 6 takes her to 12, where the fever makes her miss her next turn (R16):
    her toast says so, '→ 🤒 12', as the gallows' says '☠️'
    (play-test 20: '🎲 6 → 12' left the lost turn to the board)."""
    async with bot(dice=[6, 1, 6]):
        live = await start_table(double, group, ana, boris)  # English: the fever's skip
        for person in (ana, boris, ana):
            await person.press(live, data=roll_data(live))
            await double.settled()
    assert ana.last_toast is not None and ana.last_toast.text == "🎲 6 → 🤒 12"
    assert boris.last_toast is not None and boris.last_toast.text == "🎲 1 → 1 · −1 🪙"
