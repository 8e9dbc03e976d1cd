"""The rare drama is felt: a gallows death, a Friday bond and a swap stand out in the story
(text board and picture caption), a person's win in the ending, and a private win plays 🎉."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    live_session,
    messages_of,
    play_turn,
    running_bot,
    start_solo,
    start_table,
)
from sandbox import BotApiDouble
from sandbox.model import SimChat, StoredMessage
from sandbox.people import Person
from tests.e2e.test_picture_mode import play_turn as play_picture_turn
from tgbot.outbox.ending import CELEBRATION

DRAMA_SEED = 779  # two people, first button each time: a Friday bond, a swap, a death, a win
PERSON_WINS, COMPUTER_WINS = 0, 1  # solo seeds: Robin (first button) against 🧠 Xury
GROUP_MESSAGES = {  # this game's messages, as before the drama lines: lobby (the live text
    "text": 4,  # board), start, the swap's mention of Boris, the ending
    "picture": 5,  # the same, and the board's picture that replaced the lobby
}


def bold_lines(message: StoredMessage) -> list[str]:
    """The text of every bold entity of a message."""
    text = (message.text or "").encode("utf-16-le")
    return [
        text[2 * e["offset"] : 2 * (e["offset"] + e["length"])].decode("utf-16-le")
        for e in message.entities
        if e["type"] == "bold"
    ]


async def play_recording(
    double: BotApiDouble,
    store: Stores,
    chat: SimChat,
    people: dict[int, Person],
    *,
    picture: bool = False,
) -> list[str]:
    """Play the chat's game to its end (first button each time); every board shown, as read."""
    seen: list[str] = []
    for _ in range(300):
        if await store.games.load(chat.id) is None:
            return seen
        session = await live_session(store, chat.id)
        live = (await messages_of(store, session)).live
        if picture:
            await play_picture_turn(double, store, chat, people)
        else:
            await play_turn(double, store, chat, people)
        shown = next((m for m in chat.messages() if m.message_id == live), None)
        if shown is not None:
            seen.append(shown.caption if shown.photo else shown.text or "")
    raise AssertionError("the game did not end")


def lines_of(boards: list[str]) -> list[str]:
    """Every line of every board shown."""
    return [line for board in boards for line in board.splitlines()]


@pytest.mark.parametrize(("lang", "board"), [("en", "text"), ("bg", "picture")])
async def test_group_drama_stands_out_without_a_message_more(
    double, bot_settings, lang, board, ana, boris, group, people, store
) -> None:
    """A death on the gallows, a Friday bond and a swap each lead with ‼️ in the story, on the
    text board as under the picture; a person's win leads with 🎉, bold, in the ending, the
    last board leaving it to that (play-test 25: told on both, back to back); no effect in a
    group, and the game posts exactly the messages it posted before."""
    settings = replace(bot_settings, board=board, picture_timeout=0.5)
    dice = ScriptedDice(rng=random.Random(DRAMA_SEED))
    async with running_bot(settings, dice=dice):
        lobby = await start_table(double, group, ana, boris, lang=lang)
        if board == "picture":  # the board picture replaces the lobby's text
            await double.wait_until(lambda: lobby.deleted, timeout=10)
            await double.settled()
        boards = await play_recording(double, store, group, people, picture=board == "picture")
    lines = lines_of(boards)
    print("\n".join(dict.fromkeys(line for line in lines if line.startswith(("‼️", "🎉")))))
    for emoji in ("☠️", "🤝", "⚓"):
        assert any(line.startswith(f"‼️ {emoji}") for line in lines), emoji
    assert not any(line.startswith("🎉") for line in lines), "the ending tells the win"
    toasts = [toast.text or "" for person in (ana, boris) for toast in person.toasts]
    assert any(" → ☠️ 42" in toast for toast in toasts), "the fatal roll's toast says so"
    assert any(" → 🏠 45" in toast for toast in toasts), "the way home's toast says so"
    ending = group.last_bot_message()
    assert ending is not None and (ending.text or "").startswith(t(lang, "end-title"))
    winner = bold_lines(ending)
    assert len(winner) == 1 and winner[0].startswith("🏆"), ending.entities
    assert f"🎉 {winner[0]}" in (ending.text or "")
    assert all(m.effect_id is None for m in group.messages(include_deleted=True))
    posted = [m for m in group.messages(include_deleted=True) if m.from_bot]
    assert len(posted) == GROUP_MESSAGES[board], [(m.text or m.caption or "")[:40] for m in posted]


@pytest.mark.parametrize("lang", ["en", "vi"])
async def test_a_persons_private_win_plays_the_party_effect(
    double, lang, store, bot, robin
) -> None:
    """Robin's win in a solo game: the ending's winner line bold after a 🎉, Telegram's 🎉
    effect on it; a computer player's win gets none of these; no board tells the win again
    above the ending (play-test 25)."""
    chat = double.private_chat(robin)
    for seed, person_wins in ((PERSON_WINS, True), (COMPUTER_WINS, False)):
        async with bot(dice=ScriptedDice(rng=random.Random(seed))):
            await start_solo(double, chat, robin, 1, t(lang, "btn-bot-optimal"))
            boards = await play_recording(double, store, chat, {robin.id: robin})
        ending = chat.last_bot_message()
        assert ending is not None and (ending.text or "").startswith(t(lang, "end-title"))
        assert not [line for line in lines_of(boards) if line.startswith("🎉")]
        if person_wins:
            assert ending.effect_id == CELEBRATION
            assert len(bold_lines(ending)) == 1 and "Robin" in bold_lines(ending)[0]
            assert f"🎉 {bold_lines(ending)[0]}" in (ending.text or "")
        else:
            assert ending.effect_id is None and bold_lines(ending) == []
            assert "🎉" not in (ending.text or "")
