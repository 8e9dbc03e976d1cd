"""Choice buttons say what their field costs (R14, R16), in English and Bulgarian."""

from __future__ import annotations

import pytest

from i18n import t
from robinson.harness.testing import choice_buttons, live_session, play_turn, start_table

# Ana places on 4 (the shipwreck), Boris on 2; Ana's 1 may start her over on 1 (R14).
DICE = [4, 2, 1]


@pytest.mark.parametrize(
    ("lang", "everyone"), [("en", "everyone −1\u00a0🪙"), ("bg", "всички −1\u00a0🪙")]
)
async def test_restart_button_says_everyone_pays(double, lang, everyone, store, bot) -> None:
    """R14 on field 1 (R13): "🔄 Start over on 1 · everyone −1 🪙" beside "➡️ 5"."""
    ana, boris = double.user("Ana", language_code=lang), double.user("Boris")
    group = double.group("Wreck", members=[ana, boris], admins=[ana])
    await store.prefs.set_chat_language(group.id, lang)
    people = {ana.id: ana, boris.id: boris}
    async with bot(dice=DICE):
        live = await start_table(double, group, ana, boris, lang=lang)
        for _ in range(3):
            await play_turn(double, store, group, people)
        labels = [label for label, _ in choice_buttons(live)]
        start_over = t(lang, "btn-start-over", field=1)
        assert labels == ["➡️ 5", f"{start_over} · {everyone}"], labels
        await ana.press(live, text=labels[1])
        await double.settled()
        session = await live_session(store, group.id)
        assert session.engine.players[0].position == 1
