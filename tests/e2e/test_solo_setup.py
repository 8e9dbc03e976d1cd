"""A solo table: strengths that really differ, a mix of them, and a board that speaks to you."""

from __future__ import annotations

import pytest

from engine import Settings
from i18n import default_field12, settings_lines, t
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    live_session,
    messages_of,
    play_turn,
    start_solo,
)
from tgbot.render.common import unwidowed, unwidowed_lines

CHOICE_DICE = [4, 5, 3]  # Robin is wrecked on 4, Xury moves, Robin may start over on 3 or go on
PARROT_DICE = [5, 6, 6, 6, 6]  # Robin reaches the parrot on 17 on his third roll


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_the_menu_offers_what_really_differs_and_a_mix(
    double, lang, store, bot, robin
) -> None:
    """One opponent: 🎲 Random or 🧠 Clever (Bold chooses as Clever does, so it is not
    offered); two or more: a mix too, which seats clever and random opponents in turn; ⬅️
    Back under them."""
    chat = double.private_chat(robin)
    async with bot(dice=ScriptedDice()):
        await robin.send(chat, "/new")
        menu = await double.next_bot_message(chat)
        await robin.press(menu, text="1")
        await double.settled()
        two = [t(lang, "btn-bot-random"), t(lang, "btn-bot-optimal")]
        back = t(lang, "btn-back")
        assert buttons(menu) == [*two, back]
        assert unwidowed_lines(t(lang, "strength-forward-about")) not in (menu.text or "")
        await robin.send(chat, "/new")
        menu = await double.next_bot_message(chat)
        await robin.press(menu, text="3")
        await double.settled()
        assert buttons(menu) == [*two, t(lang, "btn-bot-mix"), back]
        assert unwidowed_lines(t(lang, "strength-mix-about")) in (menu.text or "")
        await robin.press(menu, text=t(lang, "btn-bot-mix"))
        await double.settled()
        session = await live_session(store, chat.id)
        policies = [seat.policy for seat in session.data.seats]
        assert policies == [None, "optimal", "random", "optimal"]


@pytest.mark.parametrize("lang", ["en", "bg"])
async def test_the_solo_board_speaks_to_its_player(double, lang, store, bot, robin) -> None:
    """In your own chat the board says "your turn" and "you may", never "waiting for Robin";
    the parrot asks you, not "everyone together", and its answer is yours."""
    chat = double.private_chat(robin)
    people = {robin.id: robin}
    third = [t(lang, "game-turn", name="Robin"), t(lang, "game-waiting-choice", name="Robin")]
    async with bot(dice=CHOICE_DICE):
        menu = await start_solo(double, chat, robin, 1, t(lang, "btn-bot-optimal"))
        assert t(lang, "game-your-turn") in (menu.text or "")
        await play_turn(double, store, chat, people)  # 4: the wreck; Xury's 5
        await play_turn(double, store, chat, people)  # 3: start over on 3, or on to 7?
        board = menu.text or ""
        print(board)
        you_may = unwidowed(t(lang, "ev-choice-restart-you", restart=3, onward=7))
        assert you_may in board and t(lang, "game-your-choice") in board
        assert not any(line in board for line in third)
    chat2 = double.private_chat(robin2 := double.user("Robin", language_code=lang))
    async with bot(dice=PARROT_DICE):
        menu = await start_solo(double, chat2, robin2, 1, t(lang, "btn-bot-optimal"))
        for _ in range(3):
            await play_turn(double, store, chat2, {robin2.id: robin2})
        board = menu.text or ""
        print(board)
        assert unwidowed(t(lang, "ev-parrot-alone", name="Robin")) in board  # as a phone wraps
        assert t(lang, "game-parrot-call-you") in board
        assert t(lang, "game-parrot-call") not in board
        await robin2.press(menu, text=t(lang, "btn-parrot"))
        await double.settled()
        assert t(lang, "game-you-said") in (menu.text or "")
        assert t(lang, "game-said-poor", names="Robin") not in (menu.text or "")


@pytest.mark.parametrize("lang", ["en", "bg"])
async def test_settings_under_the_solo_menu_says_a_solo_game_has_none(double, lang, bot) -> None:
    """/settings typed with the solo menu just opened: not "no game here, start with /new"
    under it (play-test 18, finding 6) but that a game against the computer has none to
    choose but the board (play-test 63), which settings it plays with and the button that
    starts one (play-test 47); in a group with no game, still that there is none."""
    kadri = double.user("Kadri", language_code=lang)
    chat, group = double.private_chat(kadri), double.group("Bay", members=[kadri])
    async with bot():
        await kadri.send(chat, "/new")
        await double.next_bot_message(chat)  # how many opponents?
        await kadri.send(chat, "/settings")
        solo = await double.next_bot_message(chat)
        standard = settings_lines(lang, Settings(field12=default_field12(lang)))
        about = t(lang, "settings-board-about")
        told = unwidowed_lines("\n".join([t(lang, "settings-solo"), "", *standard, "", about]))
        assert solo.text == told
        boards = [t(lang, "settings-board-picture"), "✅ " + t(lang, "settings-board-text")]
        assert buttons(solo) == [*boards, t(lang, "btn-play-computer")]
        await kadri.send(group, "/settings")
        hint = t(lang, "lobby-no-game-inline", bot=double.bot.username)
        said = (await double.next_bot_message(group)).text
        assert said == f"{t(lang, 'lobby-no-game')} {hint}"


async def test_a_solo_player_chooses_the_text_board_under_settings(
    double, store, picture_bot, robin
) -> None:
    """Play-test 63: a solo game was a picture whatever the player wanted (a group's host may
    choose text, "quicker on a slow connection"). /settings in private offers the board, ✅ on
    the bot's own; a tap on Text is told as a setting's change, the ✅ moves, and the next game
    against the computer is a text board; Picture chosen after it ended, its Play again is a
    picture, started at once (play-test 71: a lobby was posted and deleted first)."""
    chat = double.private_chat(robin)
    text, picture = t("en", "settings-board-text"), t("en", "settings-board-picture")
    async with picture_bot(dice=ScriptedDice()):
        await robin.send(chat, "/settings")
        menu = await double.next_bot_message(chat)
        assert buttons(menu)[:2] == [f"✅ {picture}", text]
        await robin.press(menu, text=text)
        await double.settled()
        assert robin.last_toast is not None
        assert robin.last_toast.text == t("en", "settings-changed", setting="🖼 Board", value="text")
        assert buttons(menu)[:2] == [picture, f"✅ {text}"]
        assert await store.prefs.user_board(robin.id) == "text"
        board = await start_solo(double, chat, robin, 1, t("en", "btn-bot-optimal"))
        assert board.photo is None and (board.text or "").startswith("🏝")
        await robin.send(chat, "/settings")  # a game runs: its settings are fixed
        assert (await double.next_bot_message(chat)).text == t("en", "settings-locked")
        actions = 0
        while await store.games.load(chat.id) is not None:
            await play_turn(double, store, chat, {robin.id: robin})
            actions += 1
            assert actions < 300
        assert not any(m.photo for m in chat.bot_messages())
        ending = chat.last_bot_message()
        assert ending is not None
        await robin.send(chat, "/settings")
        menu = await double.next_bot_message(chat)
        await robin.press(menu, text=picture)
        await double.settled()
        await robin.press(ending, text=t("en", "btn-play-again"))
        await double.wait_until(lambda: any(m.photo for m in chat.bot_messages()), timeout=10)
        assert (await live_session(store, chat.id)).data.settings.board == "picture"
        sent = chat.messages(include_deleted=True)  # no lobby came and went (play-test 71)
        after = [m for m in sent if m.from_bot and m.message_id > ending.message_id]
        assert after and not any(t("en", "btn-join") in buttons(m) for m in after), after


async def test_a_typed_roll_brings_the_board_below_it(double, store, bot, robin) -> None:
    """/roll typed in a solo game: the board comes anew below the command, the old one goes,
    as for a 🎲 sent there (play-test 25: it was edited in place above "/roll")."""
    chat = double.private_chat(robin)
    async with bot(dice=ScriptedDice([3, 4, 5, 6])):
        board = await start_solo(double, chat, robin, 1, t("en", "btn-bot-optimal"))
        await robin.send(chat, "/roll")
        await double.settled()
        session = await live_session(store, chat.id)
        live = (await messages_of(store, session)).live
        assert session.data.dice_log[0] == 3 and board.deleted
        assert chat.messages()[-1].message_id == live, "the board is not below the /roll"
