"""A host who leaves a running game hands the role on, as in the lobby (R27); an ending never
says "nobody else is alive" of someone who only left — in English and Danish."""

from __future__ import annotations

import pytest

from i18n import t
from robinson.harness.testing import (
    buttons,
    chat_message,
    confirmed,
    live_session,
    messages_of,
    start_table,
)
from tgbot.render.common import unwidowed, unwidowed_html

LANGS = ["en", "da"]


@pytest.mark.parametrize("lang", LANGS)
async def test_host_who_leaves_the_game_hands_it_on(double, lang, store, bot) -> None:
    """Ana hosts Boris and Chi, then leaves: the board says Boris hosts now, Ana's /cancel is
    refused as not the host's (by name, and what she may not do: play-tests 34 and 59), Boris's
    /cancel ends the game."""
    ana, boris, chi = (double.user(n, language_code=lang) for n in ("Ana", "Boris", "Chi"))
    group = double.group("Reef", members=[ana, boris, chi], creator=double.user("Owner"))
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await start_table(double, group, ana, boris, chi, lang=lang)
        await confirmed(double, ana, group, "/leave")
        await double.settled()
        session = await live_session(store, group.id)
        assert session.data.host == boris.id
        board = chat_message(group, (await messages_of(store, session)).live)
        shown = board.caption or board.text or ""
        host, left = (
            unwidowed(t(lang, "game-host-passed", name="Boris")),
            unwidowed(t(lang, "ev-left", name="Ana")),
        )
        assert left in shown and shown.index(left) < shown.index(host), "told before the leave"
        await ana.send(group, "/cancel")
        refusal = await double.next_bot_message(group)
        assert refusal.text == t(lang, "toast-only-host-or-admin-cancel", name="Boris")  # pt 59
        await confirmed(double, boris, group, "/cancel")
        await double.settled()
        assert await store.games.load(group.id) is None, "Boris could not cancel"
        assert (await store.history.recent(group.id, 1))[0]["phase"] == "cancelled"


@pytest.mark.parametrize("lang", LANGS)
async def test_ending_tells_who_left_from_who_died(
    double, lang, ana, boris, group, store, bot
) -> None:
    """Boris leaves; Ana finishes alone and keeps the whole pot: the ending says nobody else is
    still in the race, not that nobody else is alive, and marks Boris 🚪."""
    await store.prefs.set_chat_language(group.id, lang)
    async with bot(dice=[4] * 200):
        await start_table(double, group, ana, boris, lang=lang)
        await confirmed(double, boris, group, "/leave")
        await double.settled()
        session = await live_session(store, group.id)
        live = chat_message(group, (await messages_of(store, session)).live)
        assert t(lang, "btn-finish-for-me") in buttons(live), buttons(live)
        for _ in range(2):  # it asks first
            await ana.press(live, text=t(lang, "btn-finish-for-me"))
            await double.settled()
        ending = group.last_bot_message()
        assert ending is not None and (ending.text or "").startswith(t(lang, "end-title"))
        text = ending.text or ""
        assert unwidowed_html(t(lang, "end-share-none-left")) in text
        assert unwidowed_html(t(lang, "end-share-none")) not in text
        assert t(lang, "end-purse-left", name="Boris", chips=0).split(":")[0] in text
