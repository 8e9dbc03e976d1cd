"""Animated dice keep the board at the bottom: the bot's die replies to the board and goes once
its move is shown; a player's own die stays and the board is posted anew below it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    chat_message,
    choice_buttons,
    choose_setting,
    live_session,
    messages_of,
    roll_data,
    running_bot,
)
from sandbox import BotApiDouble, Person, SimChat, StoredMessage

TURN_OPS = frozenset({"r", "m", "s", "f"})  # Roll, a move, a swap, Finish for me


def with_game_buttons(chat: SimChat) -> list[StoredMessage]:
    """The visible messages that carry a button of a turn."""
    return [
        m
        for m in chat.messages()
        if any(data and data.split("|")[1] in TURN_OPS for row in m.buttons() for _, data in row)
    ]


def bot_dice(chat: SimChat, *, deleted: bool = False) -> list[StoredMessage]:
    """The dice the bot threw (still visible, or also those deleted since)."""
    return [m for m in chat.messages(include_deleted=deleted) if m.from_bot and m.dice]


async def telegram_dice_table(
    double: BotApiDouble,
    group: SimChat,
    host: Person,
    other: Person,
    lang: str,
    computer: bool = True,
) -> None:
    """A started game of `host`, `other` and (with `computer`) a clever computer player, dice
    by Telegram."""
    await host.send(group, "/new")
    lobby = await double.next_bot_message(group)
    await choose_setting(double, host, lobby, "dice", "telegram", lang)
    await other.press(lobby, text=t(lang, "btn-join"))
    if computer:
        await host.press(lobby, text=t(lang, "btn-add-bot"))
        await double.settled()
        await host.press(lobby, text=t(lang, "btn-bot-optimal"))
        await double.settled()
    await host.press(lobby, text=t(lang, "btn-start"))
    await double.settled()


@pytest.mark.long(20)
@pytest.mark.parametrize(("board", "lang"), [("text", "en"), ("picture", "da")])
async def test_telegram_dice_game_leaves_one_live_board(
    double, bot_settings, board, lang, ana, boris, group, people, store
) -> None:
    """Ana rolls with the button (the bot throws 🎲), Boris sends his own 🎲, a computer plays
    too: after every turn the live board is the chat's last message and the only one with game
    buttons, no bot die is left; at the end no game buttons and no bot die remain."""
    settings = replace(bot_settings, board=board, picture_timeout=5.0)
    async with running_bot(settings, dice=ScriptedDice()):
        await telegram_dice_table(double, group, ana, boris, lang)
        own_dice = 0
        for _ in range(300):
            if await store.games.load(group.id) is None:
                break
            session = await live_session(store, group.id)
            live = chat_message(group, (await messages_of(store, session)).live)
            assert with_game_buttons(group) == [live], "more than one message with game buttons"
            below = [m for m in group.messages() if m.message_id > live.message_id]
            assert not any(m.dice for m in below), "a die pushed the live board up"
            mover = people[session.data.seats[session.engine.current].user_id or 0]
            choices = choice_buttons(live)
            if choices:
                await mover.press(live, data=choices[0][1])
            elif mover is boris:
                await boris.send_dice(group)
                own_dice += 1
            else:
                thrown = len(bot_dice(group, deleted=True))
                await ana.press(live, data=roll_data(live))
                await double.settled()
                assert len(bot_dice(group, deleted=True)) == thrown + 1
                die = bot_dice(group, deleted=True)[-1]
                assert die.reply_to is live, "the bot's die does not reply to the board"
            await double.settled()
            assert bot_dice(group) == [], "a bot die stayed after its move was shown"
        else:
            raise AssertionError("the game did not end")
    assert own_dice > 3 and len(bot_dice(group, deleted=True)) > 3
    players_dice = [m for m in group.messages() if m.dice and not m.from_bot]
    assert len(players_dice) == own_dice, "a player's own die was deleted"
    assert with_game_buttons(group) == [], "game buttons outlived the game"
    assert bot_dice(group) == []
    ending = group.messages()[-1]
    assert t(lang, "end-title") in (ending.text or "")
    with_buttons = [m for m in group.messages() if m.buttons()]
    assert with_buttons == [ending], "a message with buttons besides the ending is left"


@pytest.mark.parametrize("pace", [0.0, 0.01])
async def test_own_die_in_a_solo_game_brings_the_board_below_it(
    double, bot_settings, pace, store, robin
) -> None:
    """In a private chat the player's 🎲 stays (Telegram keeps it 24 hours): the board is
    posted anew below it and the old one deleted, never edited far above, also while the
    computers' turns are shown one by one."""
    chat = double.private_chat(robin)
    settings = replace(bot_settings, solo_pace=pace)
    async with running_bot(settings, dice=ScriptedDice([2, 2, 2, 2])):
        await robin.send(chat, "/new")
        menu = await double.next_bot_message(chat)
        await robin.press(menu, text="2")
        await double.settled()
        await robin.press(menu, text=t("en", "btn-bot-optimal"))
        await double.settled()
        session = await live_session(store, chat.id)
        old = chat_message(chat, (await messages_of(store, session)).live)
        edits = old.edits
        await robin.send_dice(chat, value=3)
        await double.settled()
        session = await live_session(store, chat.id)
        new = chat_message(chat, (await messages_of(store, session)).live)
        die = next(m for m in chat.messages() if m.dice)
        assert old.deleted and old.edits == edits, "the old board was edited far above the die"
        assert new.message_id > die.message_id and chat.messages()[-1] is new
        assert session.data.dice_log == [3, 2, 2]
        if pace:
            assert new.edits >= 1, "the computers' turns were not shown one by one"


async def test_bot_api_calls_of_a_roll_with_animated_dice(
    double, ana, boris, group, store, bot
) -> None:
    """Counted per roll (text board): Roll costs the die, the toast, the edit and the die's
    deletion (the game's first, the start's ping's deletion too: play-test 58); a player's own
    🎲 the new board and the old one's deletion."""
    async with bot(dice=ScriptedDice()):
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await choose_setting(double, ana, lobby, "dice", "telegram")
        await boris.press(lobby, text=t("en", "btn-join"))
        await ana.press(lobby, text=t("en", "btn-start"))
        await double.settled()
        double.reset_counts()
        double.force_dice(2)  # field 2: nothing to choose, Boris's turn next
        await ana.press(lobby, data=roll_data(lobby))
        await double.settled()
        calls = {m: n for m, n in double.calls.items() if m != "getUpdates"}
        assert calls == {
            "sendDice": 1,
            "answerCallbackQuery": 1,
            "editMessageText": 1,
            "deleteMessage": 2,
        }
        double.reset_counts()
        await boris.send_dice(group, value=3)
        await double.settled()
        calls = {m: n for m, n in double.calls.items() if m != "getUpdates"}
        assert calls == {"sendMessage": 1, "deleteMessage": 1}
        assert (await live_session(store, group.id)).data.dice_log == [2, 3]


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_the_next_player_s_die_sent_while_the_mover_s_spins_is_too_early(
    double, bot_settings, lang, ana, boris, group, store
) -> None:
    """Ana rolls with the button and the bot's die spins; Boris, next, sends his own 🎲 before
    the board shows his turn: it is too early and counts for nothing, as it would be in a
    solo game (play-test 40: it counted, the board still saying Ana's turn); his 🎲 sent once
    the board shows it is his roll."""
    settings = replace(bot_settings, dice_animation=1.0)
    async with running_bot(settings, dice=ScriptedDice()):
        await telegram_dice_table(double, group, ana, boris, lang, computer=False)
        session = await live_session(store, group.id)
        assert session.data.seats[session.engine.current].user_id == ana.id
        live = chat_message(group, (await messages_of(store, session)).live)
        await ana.press(live, data=roll_data(live))
        await double.wait_until(lambda: bool(bot_dice(group)), timeout=5)  # it spins
        await boris.send_dice(group, value=5)
        await double.settled()
        early = [m for m in group.messages() if m.text == t(lang, "toast-too-early")]
        assert len(early) == 1
        session = await live_session(store, group.id)
        assert session.data.seats[session.engine.current].user_id == boris.id
        assert len(session.data.dice_log) == 1  # Ana's die (the double's), not Boris's
        await boris.send_dice(group, value=5)
        await double.settled()
        assert (await live_session(store, group.id)).data.dice_log[1:] == [5]
