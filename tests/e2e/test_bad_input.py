"""Bad input gets a clear answer and changes nothing: taps out of turn, doubled, stale, forged."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace

import pytest
from redis.asyncio import Redis

from fsm.machine import ROLLING
from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    choice_buttons,
    choose_setting,
    confirmed,
    live_message,
    live_session,
    play_turn,
    roll_data,
    running_bot,
    start_table,
)
from sandbox import BotApiDouble
from sandbox.model import SimChat, StoredMessage
from sandbox.people import Person
from tgbot.config import BotSettings
from tgbot.recent import RecentMoves


@dataclass
class Table:
    """A running two-player group game."""

    double: BotApiDouble
    store: Stores
    group: SimChat
    ana: Person
    boris: Person
    live: StoredMessage

    async def rev(self) -> int:
        """The stored game's revision (it moves on every applied change)."""
        stored = await self.store.games.load(self.group.id)
        assert stored is not None
        return stored.rev


@asynccontextmanager
async def table(double: BotApiDouble, settings: BotSettings, redis: Redis) -> AsyncIterator[Table]:
    """Ana and Boris in a started game, Ana to roll."""
    ana, boris = double.user("Ana"), double.user("Boris")
    group = double.group("Reef", members=[ana, boris], admins=[ana])
    async with running_bot(settings, dice=ScriptedDice([2, 3, 1, 1, 1, 1])):
        live = await start_table(double, group, ana, boris)
        yield Table(double, Stores.open(redis), group, ana, boris, live)


class TestBadInput:
    """Each kind of bad input is answered and leaves the game as it was."""

    async def test_out_of_turn_tap(self, double, bot_settings, redis) -> None:
        """Boris pressing Roll on Ana's turn is told it is hers (play-test 7, finding 11: "It's
        not your turn." said not whose) and nothing moves."""
        async with table(double, bot_settings, redis) as game:
            before, text = await game.rev(), game.live.text
            await game.boris.press(game.live, data=roll_data(game.live))
            await double.settled()
            assert game.boris.last_toast is not None
            assert game.boris.last_toast.text == "It's not your roll: it's Ana's turn."
            assert await game.rev() == before and game.live.text == text

    async def test_double_tap(self, double, bot_settings, redis) -> None:
        """Two presses of the same Roll button apply once; the second is answered with no
        text, so the roll's toast stays on the phone, and sends the board no second time
        (Telegram would refuse it as not modified: adversary-3, finding 1)."""
        async with table(double, bot_settings, redis) as game:
            data = roll_data(game.live)
            edits = double.count("editMessageText")
            await asyncio.gather(
                game.ana.press(game.live, data=data), game.ana.press(game.live, data=data)
            )
            await double.settled()
            session = await live_session(game.store, game.group.id)
            assert session.data.dice_log == [2]
            assert [toast.text for toast in game.ana.toasts][-2:] == ["🎲 2 → 2", None]
            assert double.count("editMessageText") == edits + 1

    async def test_double_tap_while_the_edit_is_on_its_way(
        self, double, bot_settings, redis
    ) -> None:
        """As in production: the board a picture, sends paced to the flood limits, a double
        tap's window. The second tap lands on the board the move was made from, its new
        picture not known to be on its way: it gets no word, so "Already done." does not take
        the roll's toast (play-test 15, finding 3), and the board is not sent again."""
        paced = replace(bot_settings, throttle=True, double_tap=30.0, board="picture")
        async with table(double, paced, redis) as game:
            board = await live_message(game.store, game.group)
            data = roll_data(board)
            sent = double.count("editMessageMedia") + double.count("sendPhoto")
            await asyncio.gather(game.ana.press(board, data=data), game.ana.press(board, data=data))
            await double.settled()
            session = await live_session(game.store, game.group.id)
            assert session.data.dice_log == [2]
            assert [toast.text for toast in game.ana.toasts][-2:] == ["🎲 2 → 2", None]
            assert double.count("editMessageMedia") + double.count("sendPhoto") == sent + 1

    async def test_presses_racing_a_roll(self, double, bot_settings, redis) -> None:
        """Ana rolls; Boris (whose turn it then is) and Chi (not seated) press her Roll in the
        same moment: Boris is told it is his turn now, Chi that she is not in this game, and
        the board is edited once."""
        ana, boris, chi = double.user("Ana"), double.user("Boris"), double.user("Chi")
        group = double.group("Reef", members=[ana, boris, chi], admins=[ana])
        async with running_bot(bot_settings, dice=ScriptedDice([2, 3, 1, 1])):
            live = await start_table(double, group, ana, boris)
            data = roll_data(live)
            edits = double.count("editMessageText")
            await ana.press(live, data=data)
            await asyncio.gather(boris.press_data(live, data), chi.press_data(live, data))
            await double.settled()
            assert boris.last_toast is not None and chi.last_toast is not None
            assert boris.last_toast.text == t("en", "toast-now-your-turn")
            assert chi.last_toast.text == t("en", "toast-not-in-game")
            assert double.count("editMessageText") == edits + 1

    async def test_forged_and_malformed_data(self, double, bot_settings, redis) -> None:
        """Forged or malformed callback data gets a toast and changes nothing."""
        async with table(double, bot_settings, redis) as game:
            before = await game.rev()
            game_id = (await live_session(game.store, game.group.id)).data.game_id
            expected = {
                "garbage": "Unknown button.",
                "r1|r|zzzz9999|0": "This button is from an old game.",
                "r1|m|": "Unknown button.",
                "r2|r|abcd|0": "Unknown button.",
                f"r1|sv|{game_id}|dice|x": "Unknown button.",  # no menu offers it
                f"r1|sv|{game_id}|dice|bot": "A game is already running in this chat.",
            }
            for data, toast in expected.items():
                await game.ana.press_data(game.live, data)
                await double.settled()
                assert game.ana.last_toast is not None
                assert game.ana.last_toast.text == toast, data
            assert await game.rev() == before

    async def test_stale_button_from_finished_game(self, double, bot_settings, redis) -> None:
        """A Roll button kept from a game that was cancelled answers 'old game' (a board two
        days old, which Telegram no longer lets the bot delete when the cancel comes down)."""
        async with table(double, bot_settings, redis) as game:
            old = roll_data(game.live)
            double.advance(2 * 24 * 3600)
            await confirmed(double, game.ana, game.group, "/cancel")
            await double.settled()
            assert await game.store.games.load(game.group.id) is None
            await game.boris.press_data(game.live, old)
            await double.settled()
            assert game.boris.last_toast is not None
            assert game.boris.last_toast.text in (
                "There is no game in this chat. Start one with /new.",
                "This button is from an old game.",
            )
            assert await game.store.games.load(game.group.id) is None

    async def test_dice_messages(self, double, bot_settings, redis) -> None:
        """Your own 🎲 rolls for you; a forwarded 🎲, 🎯, or someone else's 🎲 are refused, one
        from a member with no seat as their /roll is."""
        async with table(double, bot_settings, redis) as game:
            before = await game.rev()
            await game.boris.send_dice(game.group, value=4)
            reply = await double.next_bot_message(game.group)
            assert reply.text == "It's not your roll: it's Ana's turn."
            chi = double.user("Chi")  # a member with no seat: not "it's Ana's turn" (pt 50)
            game.group.members[chi.id] = "member"
            await chi.send_dice(game.group, value=3)
            reply = await double.next_bot_message(game.group)
            assert reply.text == t("en", "toast-not-in-game")
            for emoji in ("🎯", "🎰"):  # what was sent, named (play-test 53: 🎰 heard of 🏀)
                await game.ana.send_dice(game.group, emoji=emoji)
                reply = await double.next_bot_message(game.group)
                assert reply.text == f"Only the 🎲 die counts, not {emoji}."
            assert await game.rev() == before
            own = await game.ana.send_dice(game.group, value=5)
            await double.settled()
            session = await live_session(game.store, game.group.id)
            assert session.data.dice_log == [5] and session.engine.players[0].position == 5
            assert own is not None
            dice_message = next(
                m for m in game.group.messages() if m.dice and m.sender.id == game.ana.id
            )
            await game.boris.forward(game.group, dice_message)
            reply = await double.next_bot_message(game.group)
            assert reply.text == "Forwarded dice don't count: roll your own 🎲."
            assert (await live_session(game.store, game.group.id)).data.dice_log == [5]

    async def test_turns_go_on_after_bad_input(self, double, bot_settings, redis) -> None:
        """After all that, the right person's tap still plays the turn."""
        async with table(double, bot_settings, redis) as game:
            await game.boris.press(game.live, data=roll_data(game.live))
            people = {game.ana.id: game.ana, game.boris.id: game.boris}
            await play_turn(double, game.store, game.group, people)
            session = await live_session(game.store, game.group.id)
            assert session.data.dice_log == [2] and session.engine.current == 1


class TestEditedMessages:
    """An edited message is never a command: only what is sent counts (Telegram sends edits of
    old messages as `edited_message` updates, and PTB's command handlers take them unless told)."""

    async def test_editing_old_messages_into_commands_does_nothing(
        self, double, bot_settings, redis
    ) -> None:
        """Boris edits an old 'hello' into /roll on his turn, Ana edits her sent /roll, the host
        edits 'hi' into /cancel: no roll, no answer, the game goes on as it was."""
        async with table(double, bot_settings, redis) as game:
            await game.boris.send(game.group, "hello")
            hello = game.group.last_message()
            await game.ana.send(game.group, "hi")
            hi = game.group.last_message()
            await game.ana.send(game.group, "/roll")
            roll = game.group.last_message()
            await double.settled()
            assert hello is not None and hi is not None and roll is not None
            session = await live_session(game.store, game.group.id)
            assert session.data.dice_log == [2]  # Ana's /roll counted, once
            before, posts = await game.rev(), len(game.group.messages())
            await game.ana.edit(roll, "/roll ")  # a typo fixed
            await game.boris.edit(hello, "/roll")  # his turn now
            await game.ana.edit(hi, "/cancel")
            await double.settled()
            assert await game.rev() == before and len(game.group.messages()) == posts
            session = await live_session(game.store, game.group.id)
            assert session.data.dice_log == [2] and session.phase in ROLLING


class TestAnswersSpeakTheirReadersLanguage:
    """A reply in the group is read by everyone: it speaks the group's language; a toast is
    seen by its presser alone: it speaks theirs."""

    async def test_a_vietnamese_group_and_a_danish_player(
        self, double, bot_settings, redis
    ) -> None:
        """Boris (Danish) out of turn in An's Vietnamese game: his 🎲 and his /roll are answered
        in Vietnamese in the group, his Roll tap with a Danish toast."""
        an, boris = double.user("An", language_code="vi"), double.user("Boris", language_code="da")
        group = double.group("Đảo", members=[an, boris], admins=[an])
        async with running_bot(bot_settings, dice=ScriptedDice([2, 3, 1, 1])):
            live = await start_table(double, group, an, boris, lang="vi")
            await boris.send_dice(group, value=4)
            reply = await double.next_bot_message(group)
            assert reply.text == t("vi", "toast-not-your-roll", name="An")
            await boris.send(group, "/roll")
            reply = await double.next_bot_message(group)
            assert reply.text == t("vi", "toast-not-your-roll", name="An")  # whose: finding 11
            await boris.press(live, data=roll_data(live))
            await double.settled()
            assert boris.last_toast is not None
            assert boris.last_toast.text == t("da", "toast-not-your-roll", name="An")
            assert (await live_session(Stores.open(redis), group.id)).data.dice_log == []


@pytest.mark.parametrize("lang", ["vi", "da"])
async def test_a_roll_in_the_lobby_says_who_starts(double, bot_settings, lang) -> None:
    """/roll by a seated player while the lobby waits: the game has not started, and the
    host's ▶️ Start starts it (not "no game is running", which misled a seated player)."""
    linh, mads = double.user("Linh", language_code=lang), double.user("Mads", language_code=lang)
    group = double.group("Đảo", members=[linh, mads], admins=[linh])
    async with running_bot(bot_settings, dice=ScriptedDice([2, 3])):
        await linh.send(group, "/new")
        lobby = await double.next_bot_message(group)
        await mads.press(lobby, text=t(lang, "btn-join"))
        await double.settled()
        await mads.send(group, "/roll")
        reply = await double.next_bot_message(group)
        assert reply.text == t(lang, "toast-game-not-running")
        assert t(lang, "btn-start") in reply.text


async def test_a_name_cannot_turn_the_board_around(double, bot_settings) -> None:
    """A player whose Telegram name holds U+202E (right-to-left override) and one written in
    Arabic: the board holds no override, and the Arabic name is isolated, so neither turns a
    line's field and purse around (adversary-3, finding 3)."""
    ana, mal = double.user("Ana"), double.user("Mal\u202eory")
    farid = double.user("فريد")
    group = double.group("Reef", members=[ana, mal, farid], admins=[ana])
    async with running_bot(bot_settings, dice=ScriptedDice([2, 3, 1])):
        live = await start_table(double, group, ana, mal, farid)
        text = live.text or ""
        assert "\u202e" not in text and "Malory" in text
        assert "\u2068فريد\u2069" in text


async def test_a_double_tap_landing_on_the_next_roll_plays_nothing(double, bot_settings) -> None:
    """Ana plays a group game against a computer player: her first tap's board carries her next
    🎲 Roll at once (the computer moved with it), and a double tap's second tap lands there.
    Within the moment of her move it is that tap's twin: no second roll, no second toast over
    her first (play-test bg/da, finding 1); once the moment is gone, Roll rolls."""
    ana = double.user("Ana")
    group = double.group("Reef", members=[ana], admins=[ana])
    watched = replace(bot_settings, double_tap=30.0)
    dice = ScriptedDice([2, 3, 4, 5])
    async with running_bot(watched, dice=dice) as app:
        lobby = await against_a_computer(double, ana, group)
        await ana.press(lobby, data=roll_data(lobby))
        await double.settled()
        toasts = len(ana.toasts)
        await ana.press(lobby, data=roll_data(lobby))  # the new Roll, a moment later
        await double.settled()
        assert dice.rolled == [2, 3] and [x.text for x in ana.toasts[toasts:]] == [None]
        app.bot_data.recent_moves = RecentMoves(clock=lambda: 1e9)  # the moment is gone
        await ana.press(lobby, data=roll_data(lobby))
        await double.settled()
        assert len(dice.rolled) == 4


async def test_a_choice_tapped_in_the_moment_of_the_roll_is_asked_again(
    double, bot_settings, redis
) -> None:
    """R14: Ana rolls a 1 from the shipwreck on 4, and the choice buttons stand where her Roll
    was; a tap on one within the moment of her roll may be that roll's twin, so it chooses
    nothing, and says so (play-test 25: a quick, meant tap got an empty toast and read as a
    dead button); tapped again once the moment is gone, it chooses."""
    ana, boris = double.user("Ana"), double.user("Boris")
    group = double.group("Wreck", members=[ana, boris], admins=[ana])
    people = {ana.id: ana, boris.id: boris}
    store = Stores.open(redis)
    async with running_bot(
        replace(bot_settings, double_tap=30.0), dice=ScriptedDice([4, 2, 1])
    ) as app:
        live = await start_table(double, group, ana, boris)
        for _ in range(2):
            await play_turn(double, store, group, people)
        await ana.press(live, data=roll_data(live))
        await double.settled()
        label, data = choice_buttons(live)[0]
        await ana.press(live, data=data)
        await double.settled()
        assert ana.last_toast is not None
        assert ana.last_toast.text == t("en", "toast-choose-again")
        assert (await live_session(store, group.id)).engine.pending is not None
        app.bot_data.recent_moves = RecentMoves(clock=lambda: 1e9)  # the moment is gone
        await ana.press(live, text=label)
        await double.settled()
        assert (await live_session(store, group.id)).engine.pending is None


async def test_a_double_tap_on_the_next_players_roll_keeps_the_toast(
    double, bot_settings, redis
) -> None:
    """Ana's second tap lands on Boris's new Roll: not "It's not your turn." over the toast of
    the roll she just made (play-test bg/da, finding 2)."""
    watched = replace(bot_settings, double_tap=30.0)
    async with table(double, watched, redis) as game:
        await game.ana.press(game.live, data=roll_data(game.live))
        await double.settled()
        toast = game.ana.last_toast
        await game.ana.press(game.live, data=roll_data(game.live))  # Boris's Roll now
        await double.settled()
        assert toast is not None and toast.text and toast.text.startswith("🎲")
        assert game.ana.last_toast is not None and game.ana.last_toast.text is None
        session = await live_session(game.store, game.group.id)
        assert session.data.dice_log == [2]


async def test_a_quick_tap_after_someone_else_moved_is_a_move(double, bot_settings, redis) -> None:
    """Ana rolls, Boris rolls, and Ana taps her new Roll within the moment of her own move:
    the board has moved on past the one her move made, so the tap is meant and plays (it
    was dropped with no word: play-test 7, finding 4)."""
    watched = replace(bot_settings, double_tap=30.0)
    async with table(double, watched, redis) as game:
        for person in (game.ana, game.boris, game.ana):
            await person.press(game.live, data=roll_data(game.live))
            await double.settled()
        session = await live_session(game.store, game.group.id)
        assert session.data.dice_log == [2, 3, 1]
        assert game.ana.last_toast is not None and (game.ana.last_toast.text or "").startswith("🎲")


async def test_a_reply_meant_for_one_person_goes_after_a_restart_too(
    double, bot_settings, redis
) -> None:
    """Boris's out-of-turn /roll is answered by a reply the group keeps a while; the bot
    restarts before its time is up, and the bot that comes up deletes it when due (it stayed
    under the board for good: a timer in memory only)."""
    fleeting = replace(bot_settings, reply_lifetime=1.0)
    async with table(double, fleeting, redis) as game:
        await game.boris.send(game.group, "/roll")
        reply = await double.next_bot_message(game.group)
        assert reply.text == "It's not your roll: it's Ana's turn."
    assert not reply.deleted  # the bot stopped before its time
    async with running_bot(fleeting, timers=True):
        await double.wait_until(lambda: reply.deleted, timeout=5)
    assert not game.live.deleted
    assert await Stores.open(redis).replies.overdue(float("inf")) == []


async def test_a_refusal_meant_for_one_person_leaves_the_group(double, bot_settings, redis) -> None:
    """Play-test 10, finding 10: a typed /roll out of turn is answered by a reply that the
    group keeps `reply_lifetime` seconds, then it goes (the board stays); in a private chat
    a reply stays, and in a group one to a sent 🎲, which stays too (play-test 44: the die's
    number under a board telling another, its word gone)."""
    fleeting = replace(bot_settings, reply_lifetime=0.3)
    async with table(double, fleeting, redis) as game:
        await game.boris.send(game.group, "/roll")
        reply = await double.next_bot_message(game.group)
        assert reply.text == "It's not your roll: it's Ana's turn." and not reply.deleted
        await game.boris.send_dice(game.group, value=5)
        said = await double.next_bot_message(game.group)
        assert said.text == reply.text
        await double.wait_until(lambda: reply.deleted, timeout=5)
        await asyncio.sleep(0.3)
        assert not said.deleted and not game.live.deleted
        private = double.private_chat(game.boris)
        await game.boris.send(private, "/leave")
        answer = await double.next_bot_message(private)
        await asyncio.sleep(0.6)
        assert answer.text and not answer.deleted


async def test_a_tap_meant_just_after_an_animated_die_stopped_is_a_move(
    double, bot_settings
) -> None:
    """Ana rolls with Telegram's animated 🎲 against a computer player: her next Roll comes
    with the reveal, and a tap on it a moment later is meant, not her first tap's twin (the
    moment ran from the reveal, so it was dropped with no word: play-test 18, finding 1); a
    twin on the board she rolled from is still no move."""
    ana = double.user("Ana")
    group = double.group("Reef", members=[ana], admins=[ana])
    spinning = replace(bot_settings, dice_animation=1.0, double_tap=0.8)
    async with running_bot(spinning, dice=ScriptedDice([3, 4, 5, 6])):
        lobby = await against_a_computer(double, ana, group, dice="telegram")
        first = roll_data(lobby)
        await asyncio.gather(ana.press(lobby, data=first), ana.press(lobby, data=first))
        await double.settled()
        assert double.count("sendDice") == 1  # the twin threw no second die
        await ana.press(lobby, data=roll_data(lobby))  # her new Roll, just after the reveal
        await double.settled()
        assert double.count("sendDice") == 2


async def against_a_computer(
    double: BotApiDouble, host: Person, group: SimChat, dice: str | None = None
) -> StoredMessage:
    """`host` opens a game in `group` (with `dice`, if told), seats a random computer player
    and starts it: the board."""
    await host.send(group, "/new")
    lobby = await double.next_bot_message(group)
    if dice is not None:
        await choose_setting(double, host, lobby, "dice", dice)
    await host.press(lobby, text=t("en", "btn-add-bot"))
    await double.settled()
    await host.press(lobby, text=t("en", "btn-bot-random"))
    await double.settled()
    await host.press(lobby, text=t("en", "btn-start"))
    await double.settled()
    return lobby
