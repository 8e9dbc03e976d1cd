"""An abandoned game ends well: the last person may finish at once; /cancel shows the standings."""

from __future__ import annotations

import pytest

from fsm import from_doc
from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    chat_message,
    confirmed,
    live_session,
    messages_of,
    play_turn,
)
from sandbox import BotApiDouble
from sandbox.model import SimChat, StoredMessage
from sandbox.people import Person
from tgbot.render.common import unwidowed


async def table_with_a_computer(
    double: BotApiDouble, group: SimChat, ana: Person, boris: Person, lang: str
) -> StoredMessage:
    """Ana opens a lobby, Boris joins, a bold computer player sits down, Ana starts."""
    await ana.send(group, "/new")
    live = await double.next_bot_message(group)
    await boris.press(live, text=t(lang, "btn-join"))
    await double.settled()
    await ana.press(live, text=t(lang, "btn-add-bot"))
    await double.settled()
    await ana.press(live, text=t(lang, "btn-bot-optimal"))
    await double.settled()
    await ana.press(live, text=t(lang, "btn-start"))
    await double.settled()
    return live


@pytest.mark.parametrize(("lang", "table"), [("en", "en"), ("bg", "bg"), ("en", "et")])
async def test_the_last_person_finishes_at_once(
    double, lang, table, ana, boris, group, store, bot
) -> None:
    """Boris leaves; only Ana and a computer player remain: Ana's board offers ⏩ Finish for me,
    saying why the game goes on (play-test 23); Boris may not press it; Ana's first press
    asks her to press once more (play-test 25: a slip of the thumb off Roll ended a game),
    her second ends the game, the summary and the ending shown. The toast, in her language,
    names ⏩ as the board does (play-test 28: "Finish for me" under "⏩ Chơi nốt giúp tôi"),
    whole where she reads the board's language, else by its ⏩ alone, as a leave's toast does
    (play-test 3: a Danish sentence quoting an English button read as a translation gone
    wrong)."""
    dice = ScriptedDice()
    await store.prefs.set_chat_language(group.id, table)
    async with bot(dice=dice):
        await table_with_a_computer(double, group, ana, boris, table)
        session = await live_session(store, group.id)
        live = chat_message(group, (await messages_of(store, session)).live)
        assert t(table, "btn-finish-for-me") not in buttons(live), "offered with two people in"
        last = t(table, "game-last-person", name="Ana")
        assert last not in (live.text or "")
        await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
        await confirmed(double, boris, group, "/leave")
        await double.settled()
        session = await live_session(store, group.id)
        assert session.data.seats[session.engine.current].user_id == ana.id
        live = chat_message(group, (await messages_of(store, session)).live)
        assert t(table, "btn-finish-for-me") in buttons(live), buttons(live)
        assert last in (live.text or ""), live.text
        await boris.press(live, text=t(table, "btn-finish-for-me"))
        await double.settled()
        assert boris.last_toast is not None
        assert boris.last_toast.text == t(lang, "toast-you-left")
        assert await store.games.load(group.id) is not None, "Boris finished Ana's game"
        finish = next(d for row in live.buttons() for label, d in row
                      if label == t(table, "btn-finish-for-me"))  # fmt: skip
        await ana.press(live, text=t(table, "btn-finish-for-me"))  # a slip of the thumb? asked
        await double.settled()
        board = t(table, "btn-finish-for-me")  # whole in the board's language, else its ⏩
        asked = t(lang, "toast-finish-sure", button=board if lang == table else "⏩")
        assert ana.last_toast is not None and ana.last_toast.text == asked
        assert await store.games.load(group.id) is not None, "one tap finished the game"
        await ana.press(live, text=t(table, "btn-finish-for-me"))
        await double.settled()
        assert await store.games.load(group.id) is None, "the game did not end"
        await ana.press_data(live, finish or "")  # her double tap, once the game has ended
        await double.settled()
        assert ana.last_toast is not None  # not "no game here: start one with /new"
        assert ana.last_toast.text == t(lang, "toast-old-game")
        board = chat_message(group, live.message_id)
        assert not buttons(board)
        [summary] = [line for line in (board.text or "").splitlines() if line.startswith("⏩")]
        ending = group.last_bot_message()
        assert ending is not None and ending.message_id > board.message_id
        assert (ending.text or "").startswith(t(table, "end-title"))
        said = {
            unwidowed(t(table, "game-finished-for", name="Ana", count=n)) for n in range(1, 100)
        }
        assert summary in said  # Ana's turns, counted as hers (pt 47: beside a cut's count)
        history = await store.history.recent(group.id, 1)
        assert history and history[0]["phase"] == "finished"


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_cancel_shows_the_standings(double, lang, ana, boris, group, store, bot) -> None:
    """/cancel in a running game: the message says who cancelled, where everyone stood and
    what the pot held, unclaimed (play-test 28: the purses alone, 30 chips gone unsaid)."""
    async with bot(dice=[5, 2, 3]):
        live = await table_with_a_computer(double, group, ana, boris, lang)
        await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
        await confirmed(double, ana, group, "/cancel")
        await double.settled()
        assert live.deleted, "the board stayed up the chat"  # it comes down to the question
        shown = group.last_bot_message().text or ""
        lines = shown.splitlines()
        assert lines[0] == t(lang, "lobby-cancelled", name="Ana")
        assert t(lang, "cancel-standings") in lines
        standing = lines[lines.index(t(lang, "cancel-standings")) + 1 :]
        (archived,) = await store.history.recent(group.id, 1)
        engine = from_doc(archived).engine
        assert engine is not None and engine.pot > 0
        assert standing.pop() == t(lang, "cancel-pot", pot=engine.pot)
        assert len(standing) == 3
        first = f"{standing[0]} ".replace("\u00a0", " ")  # a field's word holds its number
        assert standing[0].startswith("1. Ana") and " 5 " in first, standing
        # Boris and the computer never rolled: they stand at the start, not on a field 0
        at_start = {"en": ": at the start · ", "da": ": på start · "}[lang]
        assert all(at_start in line for line in standing[1:]), standing
        assert not any(" 0 · " in line for line in standing), standing


async def test_a_finish_of_the_board_before_a_roll_says_whose_turn(
    double, ana, boris, group, store, bot
) -> None:
    """Play-test 44: the last person rolled, then pressed ⏩ on the same board while her die
    still spun; the game had moved on, and she heard "Already done" with nothing done. She
    hears that it is her turn now; the ⏩ of the board she then sees asks as ever."""
    async with bot(dice=ScriptedDice()):
        await table_with_a_computer(double, group, ana, boris, "en")
        await play_turn(double, store, group, {ana.id: ana, boris.id: boris})
        await confirmed(double, boris, group, "/leave")
        await double.settled()
        session = await live_session(store, group.id)
        live = chat_message(group, (await messages_of(store, session)).live)
        finish = next(d for row in live.buttons() for label, d in row
                      if label == t("en", "btn-finish-for-me"))  # fmt: skip
        await ana.press(live, text=t("en", "btn-roll"))
        await double.settled()
        step = (await live_session(store, group.id)).engine.step
        await ana.press_data(live, finish or "")  # the board before her roll
        await double.settled()
        assert ana.last_toast is not None
        assert ana.last_toast.text == t("en", "toast-now-your-turn")
        assert (await live_session(store, group.id)).engine.step == step, "⏩ played on"
        live = chat_message(group, live.message_id)
        await ana.press(live, text=t("en", "btn-finish-for-me"))
        await double.settled()
        asked = t("en", "toast-finish-sure", button=t("en", "btn-finish-for-me"))
        assert ana.last_toast is not None and ana.last_toast.text == asked
