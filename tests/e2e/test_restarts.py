"""A restart in the middle of a game loses nothing: the bot process, or Redis itself."""

from __future__ import annotations

from fsm import Actor, Place, RollDie
from fsm.store.client import client_for
from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    buttons,
    live_session,
    messages_of,
    play_turn,
    roll_data,
    running_bot,
    settings_for,
    start_solo,
    start_table,
)


class TestRestarts:
    """Games survive restarts of the bot and of Redis."""

    async def test_new_bot_process_carries_the_game_on(
        self, double, ana, boris, group, people, store, bot
    ) -> None:
        """A second Application on the same Redis continues where the first stopped."""
        dice = ScriptedDice([2, 3, 1, 2, 2, 1])  # no field with a choice
        async with bot(dice=dice):
            live = await start_table(double, group, ana, boris)
            for _ in range(3):
                await play_turn(double, store, group, people)
        before = await live_session(store, group.id)
        assert len(before.data.dice_log) == 3
        async with bot(dice=dice):
            for _ in range(3):
                await play_turn(double, store, group, people)
        after = await live_session(store, group.id)
        assert after.data.dice_log[:3] == before.data.dice_log and len(after.data.dice_log) == 6
        assert (
            after.data.game_id == before.data.game_id
            and (await messages_of(store, after)).live == live.message_id
        )

    async def test_redis_restart_loses_nothing(
        self, double, own_redis, tmp_path, ana, boris, group, people
    ) -> None:
        """Redis going down answers 'unreachable'; once it is back the game goes on intact."""
        settings = settings_for(double, own_redis.url, tmp_path)
        client = client_for(own_redis.url)
        store = Stores.open(client)
        try:
            async with running_bot(settings, dice=ScriptedDice([3, 4, 2, 6])):
                live = await start_table(double, group, ana, boris)
                await play_turn(double, store, group, people)
                own_redis.stop()
                await boris.press(live, data=roll_data(live))
                await double.wait_until(lambda: len(boris.toasts) == 2, timeout=20)
                assert boris.last_toast is not None, boris.toasts
                assert (boris.last_toast.text or "").startswith("🏝 The island"), boris.toasts
                own_redis.start()
                await play_turn(double, store, group, people)
                session = await live_session(store, group.id)
                assert session.data.dice_log == [3, 4]
                own_redis.restart()
                await play_turn(double, store, group, people)
                session = await live_session(store, group.id)
                assert session.data.dice_log == [3, 4, 2]
        finally:
            await client.aclose()


async def test_the_clock_shows_a_private_game_in_its_player_s_language(
    double, store, bot, clock
) -> None:
    """Play-test 68: Mads, whose Telegram speaks Danish and who never chose with /lang, saw his
    solo board turn English whenever the clock showed a move (his die outlasted, or a crash
    before it was shown): the clock has no update of his to read the language from. His
    Telegram language is kept as the game begins, so a process that never saw him shows the
    move in Danish."""
    mads = double.user("Mads", language_code="da")
    chat = double.private_chat(mads)
    async with bot(dice=ScriptedDice([3, 4])):
        board = await start_solo(double, chat, mads, 1, t("da", "btn-bot-optimal"))
    before = board.text
    async with bot(dice=ScriptedDice([5, 6]), clock=clock, timers=True) as app:  # a new process
        session = await live_session(store, chat.id)
        roll = RollDie(Actor(mads.id, "Mads"), session.data.game_id, session.engine.step)
        await app.bot_data.games.act(chat.id, roll)  # saved, not shown: a crash mid-die
        await store.reveals.pending(Place.of(chat.id), clock.now - 1)
        await double.wait_until(lambda: board.text != before, timeout=5)
    assert t("da", "btn-roll") in buttons(board) and t("en", "btn-roll") not in buttons(board)
    assert (board.text or "").splitlines()[-1] == t("da", "game-your-turn"), board.text
