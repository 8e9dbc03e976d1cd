"""The shortened story in a real solo game: a computer player's payment to the person is told
with the roll and move that led to it (play-test 3)."""

from __future__ import annotations

import pytest

from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    live_session,
    play_turn,
    start_solo,
)
from tests.render.story_audit import story_problems
from tgbot.render.common import unwidowed

# Round 4: Xury (clever) rolls 3 in the tree on 7, moves on to 10 and pays Linh 2; Poll
# (random) rolls 4 there and stays; Atkins rolls 4 to 9.
ROUNDS = [4, 5, 1, 3, 6, 2, 6, 2, 1, 3, 4, 1, 4]


@pytest.mark.parametrize("lang", ["en", "et"])
async def test_a_payment_to_the_person_is_told(double, store, bot, lang) -> None:
    """Linh plays four rounds against 🔀 A mix: the board after her last roll tells
    Xury's roll, his move to 10 and his payment to her, and reads whole (every cut marked)."""
    linh = double.user("Linh", language_code=lang)
    chat = double.private_chat(linh)
    dice = ScriptedDice(list(ROUNDS))
    async with bot(dice=dice):
        await start_solo(double, chat, linh, 3, t(lang, "btn-bot-mix"))
        while dice.script:  # her rolls, and once her choice (onward, the first button)
            await play_turn(double, store, chat, {linh.id: linh})
        session = await live_session(store, chat.id)
        board = chat.last_bot_message()
        assert board is not None and board.text is not None
        lines = board.text.splitlines()
        xury = f"🤖\u00a0{t(lang, 'computer-xury')}"
        assert session.engine.players[1].position == 10
        rolled = unwidowed(t(lang, "ev-rolled", name=xury, value=3))
        assert rolled in lines, "the roll that led to 10 was cut"
        assert lines[lines.index(rolled) + 1].startswith(f"➡️ {xury} ")
        assert unwidowed(t(lang, "ev-paid-player", name=xury, other="Linh", amount=2)) in lines
        assert story_problems(session.data, lang, lines) == []
