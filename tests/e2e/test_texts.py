"""Texts that used to be wrong: /new while a game runs (its board brought down), /stats, /top
in private, a late 🎲, a full table — in English and another language each."""

from __future__ import annotations

import pytest

from i18n import t
from robinson.harness.testing import (
    buttons,
    live_session,
    messages_of,
    play_turn,
    roll_data,
    start_table,
)
from tests.e2e.test_group_game import DICE  # a whole game of three that Ana wins


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_new_while_running_says_running_and_brings_the_board_down(
    double, lang, ana, boris, group, store, bot
) -> None:
    """/new during a game: "a game is running", who can end it with /cancel, and the board
    posted anew below it."""
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        live = await start_table(double, group, ana, boris, lang=lang)
        await boris.send(group, "/new")
        reply = await double.next_bot_message(group)
        ends = t(lang, "lobby-running-end-host", name="Ana")  # and how (play-test 34)
        assert reply.text == f"{t(lang, 'lobby-game-running')} {ends}" and not buttons(reply)
        await double.settled()
        session = await live_session(store, group.id)
        board = group.last_bot_message()
        assert live.deleted and board is not None and board.message_id > reply.message_id
        assert (await messages_of(store, session)).live == board.message_id


@pytest.mark.parametrize(
    ("lang", "net"), [("en", "Net over all games"), ("et", "Kõigi mängude tulemus")]
)
async def test_stats_net_chips_and_private_top(double, lang, net, store, bot) -> None:
    """/stats says the chips are the net over all games against the start, a loss with its
    minus (play-test 10: '+21 won in all' read as the pot); /top in private lists all chats."""
    ana, boris, chi = (double.user(n, language_code=lang) for n in ("Ana", "Boris", "Chi"))
    group = double.group("Spit", members=[ana, boris, chi], admins=[ana])
    await store.prefs.set_chat_language(group.id, lang)
    people = {ana.id: ana, boris.id: boris, chi.id: chi}
    async with bot(dice=DICE):
        await start_table(double, group, ana, boris, chi, lang=lang)
        while await store.games.load(group.id) is not None:
            await play_turn(double, store, group, people)
        losers = [p for p in (boris, chi) if (await store.stats.user_stats(p.id)).chips_won < 0]
        assert losers, "nobody lost chips in this game"
        loser = losers[0]
        chips = (await store.stats.user_stats(loser.id)).chips_won
        private = double.private_chat(loser)
        await loser.send(private, "/stats")
        stats = await double.next_bot_message(private)
        chips_line = next(line for line in stats.text.splitlines() if line.startswith("🪙"))
        told = chips_line.replace("\u00a0", " ")  # a wrapping line held where it must (pt 52)
        assert f"−{-chips} " in told and told.startswith(f"🪙 {net}:"), stats.text
        await loser.send(private, "/top")
        top = await double.next_bot_message(private)
        lines = top.text.splitlines()
        assert lines[0] == t(lang, "top-global-title")
        assert lines[1].startswith("1. Ana") and len(lines) == 4, lines


@pytest.mark.parametrize("lang", ["en", "vi"])
async def test_die_sent_during_own_animated_roll(double, lang, ana, boris, store, bot) -> None:
    """A 🎲 sent while the bot's die for your own Roll spins: told your roll counted."""
    group = double.group("Shoal", members=[ana, boris], admins=[ana], bot_admin=True)
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        game = (await live_session(store, group.id)).data.game_id
        await ana.press_data(lobby, f"r1|sv|{game}|dice|telegram")
        await boris.press(lobby, text=t(lang, "btn-join"))
        await double.settled()
        await ana.press(lobby, text=t(lang, "btn-start"))
        await double.settled()
        double.force_dice(2)
        await ana.press(lobby, data=roll_data(lobby))
        await ana.send_dice(group, value=5)  # handled after the roll: Boris is to move by then
        await double.settled()
        replies = [m.text for m in group.bot_messages() if m.reply_to is not None]
        assert replies[-1] == t(lang, "toast-roll-counted", name="Boris")
        session = await live_session(store, group.id)
        assert session.data.dice_log == [2]


@pytest.mark.parametrize("lang", ["en", "et"])
async def test_a_second_die_of_ones_own_is_told_the_first_counted(
    double, lang, ana, boris, store, bot
) -> None:
    """Ana throws her own 🎲 (it counts), then another on Boris's turn: told her own die
    counted, not that "the bot rolled when you pressed Roll" (adversary-3, finding 5)."""
    group = double.group("Shoal", members=[ana, boris], admins=[ana], bot_admin=True)
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await start_table(double, group, ana, boris, lang=lang)
        await ana.send_dice(group, value=2)
        await double.settled()
        await ana.send_dice(group, value=5)  # Boris is to move
        await double.settled()
        replies = [m.text for m in group.bot_messages() if m.reply_to is not None]
        assert replies[-1] == t(lang, "toast-own-roll-counted", name="Boris")
        session = await live_session(store, group.id)
        assert session.data.dice_log == [2]


@pytest.mark.parametrize("lang", ["en", "da"])
async def test_a_second_roll_command_is_told_the_first_counted(
    double, lang, ana, boris, store, bot
) -> None:
    """Ana's /roll counts, then her second /roll on Boris's turn hears that her roll counted
    and whose turn it is, as a second 🎲 does (play-test 42: told "it's not your roll")."""
    group = double.group("Shoal", members=[ana, boris], admins=[ana])
    await store.prefs.set_chat_language(group.id, lang)
    async with bot(dice=[2]):
        await start_table(double, group, ana, boris, lang=lang)
        await ana.send(group, "/roll")
        await double.settled()
        await ana.send(group, "/roll")  # Boris is to move
        await double.settled()
        replies = [m.text for m in group.bot_messages() if m.reply_to is not None]
        assert replies[-1] == t(lang, "toast-roll-counted", name="Boris")
        assert (await live_session(store, group.id)).data.dice_log == [2]


@pytest.mark.parametrize("lang", ["en", "bg"])
async def test_full_table_of_two_says_two(double, lang, store, bot) -> None:
    """A full table says so and offers no ✋ Join and no 🤖 Add computer, nor does the host's
    menu (play-tests 20 and 21: they stood at 6/6); a Join pressed as it filled is refused
    with "at most 2" (its setting), not the default 6."""
    ana, boris, chi = (double.user(n, language_code=lang) for n in ("Ana", "Boris", "Chi"))
    group = double.group("Key", members=[ana, boris, chi], admins=[ana])
    await store.prefs.set_chat_language(group.id, lang)
    async with bot():
        await ana.send(group, "/new")
        lobby = await double.next_bot_message(group)
        game = (await live_session(store, group.id)).data.game_id
        await ana.press_data(lobby, f"r1|sv|{game}|max_seats|2")
        join = next(data for row in lobby.buttons() for label, data in row
                    if label == t(lang, "btn-join"))  # fmt: skip
        await boris.press(lobby, text=t(lang, "btn-join"))
        await double.settled()
        labels = buttons(lobby)
        assert t(lang, "btn-join") not in labels and t(lang, "btn-add-bot") not in labels
        assert t(lang, "btn-leave") in labels and t(lang, "btn-start") in labels
        full = t(lang, "lobby-players-full", seated=2, max=2)
        assert full in (lobby.text or "").replace("\u00a0", " "), lobby.text  # why (pt 21)
        await ana.press(lobby, text=t(lang, "btn-settings"))  # the host's menu: no Join either
        await double.settled()
        labels = buttons(lobby)
        assert t(lang, "btn-join") not in labels and t(lang, "btn-leave") in labels, labels
        await ana.press(lobby, text=t(lang, "btn-done"))
        await double.settled()
        assert join is not None
        await chi.press_data(lobby, join)  # as it filled up
        await double.settled()
        assert chi.last_toast is not None
        assert chi.last_toast.text == t(lang, "lobby-too-many", max=2)
