"""Pings without spam: the start mentions the players, a nudge mentions a slow mover and goes
when they act; solo games are never nudged; a group gets at most 20 new messages a minute."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from i18n import t
from robinson.harness.testing import (
    ScriptedDice,
    live_session,
    play_turn,
    reminder_of,
    running_bot,
    start_table,
)
from sandbox import BotApiDouble
from sandbox.model import SimChat, StoredMessage

NUDGE = 30.0


def mentioned(message: StoredMessage) -> set[int]:
    """The user ids a message mentions (as text links or text mentions)."""
    found: set[int] = set()
    for entity in message.entities:
        url = entity.get("url") or ""
        if url.startswith("tg://user?id="):
            found.add(int(url.split("=")[1]))
        elif entity.get("user"):
            found.add(int(entity["user"]["id"]))
    return found


def sent_more(double: BotApiDouble, chat: SimChat, count: int) -> Callable[[], bool]:
    """Whether the bot has sent more than `count` messages to `chat` (for wait_until)."""
    return lambda: double.count("sendMessage", chat) > count


def new_messages(chat: SimChat, after: int) -> list[StoredMessage]:
    """The bot's visible messages posted after message `after`."""
    return [m for m in chat.bot_messages() if m.message_id > after]


@pytest.mark.parametrize("lang", ["en", "vi"])
async def test_start_nudge_and_its_deletion(
    double, bot_settings, lang, ana, boris, group, people, store, clock
) -> None:
    """Start: a new message mentions both, in reply to the board above it (a text board is
    the lobby edited); 30 s idle: the mover is nudged; they roll: it goes, and so does the
    start's (play-test 58: "… rolls first" stood under the board all game); the half-time
    reminder replaces a nudge still out (one ping at a time), quietly: the mover was pinged
    already (play-test 75: two notifications 30 s apart)."""
    settings = replace(bot_settings, nudge_after=NUDGE)
    async with running_bot(settings, dice=ScriptedDice([2, 3, 4]), clock=clock, timers=True):
        live = await start_table(double, group, ana, boris, lang=lang)
        [start] = new_messages(group, live.message_id)
        print(start.text)
        assert mentioned(start) == {ana.id, boris.id}
        assert start.text == t(lang, "start-ping", players="Ana, Boris", name="Ana")
        assert start.reply_to is not None and start.reply_to.message_id == live.message_id
        clock.now += NUDGE - 1
        await double.settled()
        assert new_messages(group, start.message_id) == [], "nudged too early"
        clock.now += 2
        nudge = await double.next_bot_message(group)
        print(nudge.text)
        assert nudge.text == reminder_of(lang, "Ana")
        assert mentioned(nudge) == {ana.id}
        clock.now += NUDGE  # one nudge per wait, not one every 30 s
        await double.settled()
        assert [m.message_id for m in new_messages(group, start.message_id)] == [nudge.message_id]
        await play_turn(double, store, group, people)
        assert nudge.deleted, "the nudge stayed after Ana rolled"
        assert start.deleted and group.bot_messages()[-1] is live  # the board last (pt 58)
        clock.now += NUDGE + 1
        second = await double.next_bot_message(group)
        assert mentioned(second) == {boris.id}
        session = await live_session(store, group.id)
        clock.now = (session.data.deadline or 0) + 1  # half time: the reminder
        await double.wait_until(lambda: second.deleted, timeout=5)
        await double.settled()
        pings = new_messages(group, start.message_id)
        assert len(pings) == 1 and mentioned(pings[0]) == {boris.id}, [p.text for p in pings]
        assert not second.silent and pings[0].silent, "pinged twice in one wait (pt 75)"


async def test_pings_name_a_long_name_whole(double, bot_settings, ana, clock) -> None:
    """The start's ping and a nudge are messages of their own: a long name stands whole there,
    not cut as on the board ('…, Богдана Стефано….': play-test 3, finding 3)."""
    long = double.user("Богдана Стефанова-Петрова")
    group = double.group("Long", members=[ana, long], admins=[ana])
    settings = replace(bot_settings, nudge_after=NUDGE)
    async with running_bot(settings, dice=ScriptedDice([2, 3, 4]), clock=clock, timers=True):
        live = await start_table(double, group, long, ana)
        [start] = new_messages(group, live.message_id)
        whole = long.first_name.replace("-", "\u2011")  # its hyphen held (play-test 57)
        assert start.text == t("en", "start-ping", players=f"{whole}, Ana", name=whole)
        clock.now += NUDGE + 1
        nudge = await double.next_bot_message(group)
        assert nudge.text == reminder_of("en", whole)
        assert long.first_name[:15] + "…" in f"{live.caption}{live.text}"  # the board cuts it


@pytest.mark.parametrize("lang", ["en", "bg"])
async def test_solo_games_are_never_nudged(double, lang, clock, bot, robin) -> None:
    """A private game against the computer waits in silence (no nudge, no start ping)."""
    chat = double.private_chat(robin)
    async with bot(dice=ScriptedDice(), clock=clock, timers=True):
        await robin.send(chat, "/new")
        menu = await double.next_bot_message(chat)
        await robin.press(menu, text="2")
        await double.settled()
        await robin.press(menu, text=t(lang, "btn-bot-optimal"))
        await double.settled()
        shown = [m.message_id for m in chat.bot_messages()]
        assert len(shown) == 1, "a solo game got a start ping"
        for _ in range(4):
            clock.now += NUDGE + 1
            await double.settled()
        assert [m.message_id for m in chat.bot_messages()] == shown


@pytest.mark.long(4)
@pytest.mark.parametrize("lang", ["en", "et"])
async def test_at_most_twenty_new_messages_a_minute(
    double, bot_settings, lang, store, clock
) -> None:
    """A whole three-player game, some turns slow enough to be nudged: counted per minute of
    the game's clock (which drives nudges and reminders), the group never gets more than 20 new
    messages; every nudge is deleted again once its mover acts."""
    people = [double.user(n, language_code=lang) for n in ("Ana", "Boris", "Chi")]
    group = double.group("Cove", members=people, admins=people[:1])
    settings = replace(bot_settings, nudge_after=NUDGE)
    waits = [1.0, 2.0, NUDGE + 1, 0.5, 3.0]
    async with running_bot(settings, dice=ScriptedDice(), clock=clock, timers=True):
        await start_table(double, group, *people, lang=lang)
        sent: list[float] = [clock.now] * double.count("sendMessage", group)
        for turn in range(300):
            if await store.games.load(group.id) is None:
                break
            before = double.count("sendMessage", group)
            clock.now += waits[turn % len(waits)]
            if waits[turn % len(waits)] > NUDGE:
                await double.wait_until(sent_more(double, group, before))
            await play_turn(double, store, group, {p.id: p for p in people})
            sent += [clock.now] * (double.count("sendMessage", group) - before)
        else:
            raise AssertionError("the game did not end")
    busiest = max(sum(1 for s in sent if start <= s < start + 60) for start in sent)
    print(f"{len(sent)} new messages in the group; at most {busiest} in a minute")
    assert busiest <= 20
    nudges = len(sent) - 3  # the lobby, the start and the ending aside
    assert nudges > 5 and double.count("deleteMessage", group) >= nudges
