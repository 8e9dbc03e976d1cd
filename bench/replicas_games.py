"""The players' side of bench/replicas.py: open games, tap, and check what the chats show."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

from engine.actions import Action, Leave, MoveTo, Roll, SwapWith
from engine.replay import Choice, LeaveAt
from engine.rules import apply
from engine.state import GameState, Settings, new_game, state_to_dict
from fsm.session import Session, from_doc
from fsm.store.stores import Stores
from robinson.harness.testing import chat_message, choice_buttons, live_session, roll_data
from sandbox import BotApiDouble
from sandbox.model import SimChat
from sandbox.people import Person
from tgbot.render.common import seat_names
from tgbot.render.seats import player_line

READERS = asyncio.Semaphore(16)
OBSERVER_ERRORS: list[str] = []  # the players' own reads that failed and were retried
WAIT = 300.0  # seconds a player waits for the board before the tap counts as lost


@dataclass
class Tally:
    """What the games saw."""

    latencies: list[float] = field(default_factory=list)
    taps: dict[int, int] = field(default_factory=dict)  # chat id → taps applied
    failures: list[str] = field(default_factory=list)


def offered_step(chat: SimChat, message_id: int) -> str | None:
    """The step the live message's buttons act on (None: no move offered)."""
    live = chat_message(chat, message_id)
    for row in live.buttons():
        for _, data in row:
            parts = (data or "").split("|")
            if len(parts) > 3:
                return parts[3]
    return None


async def peek(store: Stores, chat_id: int) -> tuple[Session, int] | None:
    """The chat's stored game and its live message id, read a few at a time (not the bot's)."""
    for attempt in range(5):
        try:
            async with READERS:
                stored = await store.games.load(chat_id)
            if stored is None:
                return None
            return Session(from_doc(stored.doc)), stored.messages.live or 0
        except Exception as exc:  # redis-py's cluster client can trip over a reconnect
            OBSERVER_ERRORS.append(repr(exc))
            if attempt == 4:
                raise
            await asyncio.sleep(0.2)
    raise AssertionError("unreachable")


async def play(
    double: BotApiDouble, store: Stores, chat: SimChat, people: dict[int, Person], taps: int
) -> Tally:
    """Tap up to `taps` times in one game, each as soon as the board offers the move."""
    tally = Tally(taps={chat.id: 0})
    for _ in range(120 * 20):  # until the game has started (a solo game is stored then)
        seen = await peek(store, chat.id)
        if seen is not None and seen[0].data.engine is not None:
            break
        await asyncio.sleep(0.05)
    for _ in range(taps):
        seen = await peek(store, chat.id)
        if seen is None:
            break
        session, message_id = seen
        step = str(session.engine.step)
        await double.wait_until(
            lambda m=message_id, s=step: offered_step(chat, m) == s,  # type: ignore[misc]
            timeout=WAIT,
        )
        mover = people[session.data.seats[session.engine.current].user_id or 0]
        live = chat_message(chat, message_id)
        choices = choice_buttons(live)
        started = time.perf_counter()
        await mover.press(live, data=choices[0][1] if choices else roll_data(live))
        try:
            await double.wait_until(
                lambda m=message_id, s=step: offered_step(chat, m) != s,  # type: ignore[misc]
                timeout=WAIT,
            )
        except TimeoutError:
            tally.failures.append(f"{chat.id}: a tap not shown within {WAIT:.0f} s")
            break
        tally.latencies.append(time.perf_counter() - started)
        tally.taps[chat.id] += 1
    return tally


async def open_group(double: BotApiDouble, n: int) -> tuple[SimChat, dict[int, Person]]:
    """A group of two with a started game."""
    host, guest = double.user(f"Host{n}"), double.user(f"Guest{n}")
    group = double.group(f"Reef {n}", members=[host, guest], admins=[host])
    await host.send(group, "/new")
    lobby = await double.next_bot_message(group, timeout=WAIT)
    await guest.press(lobby, text="✋ Join")
    await double.wait_until(lambda: "Guest" in (lobby.text or ""), timeout=WAIT)
    await host.press(lobby, text="▶️ Start")
    return group, {host.id: host, guest.id: guest}


async def open_solo(double: BotApiDouble, n: int) -> tuple[SimChat, dict[int, Person]]:
    """A private chat with a started solo game against two clever computer players."""
    robin = double.user(f"Solo{n}")
    chat = double.private_chat(robin)
    await robin.send(chat, "/new")
    menu = await double.next_bot_message(chat, timeout=WAIT)
    await robin.press(menu, text="2")
    await double.wait_until(lambda: "🧠 Clever" in str(menu.buttons()), timeout=WAIT)
    await robin.press(menu, text="🧠 Clever")
    return chat, {robin.id: robin}


async def check(store: Stores, chat: SimChat, tally: Tally) -> None:
    """The dice, choice and leave logs replay to the stored game and to the board shown."""
    stored = await store.games.load(chat.id)
    if stored is None:
        return  # finished within the taps: its history is checked by the test suite
    session = await live_session(store, chat.id)
    data, state = session.data, session.engine
    s = data.settings
    replayed = replay_logs(
        len(data.seats),
        data.dice_log,
        [Choice.parse(c) for c in data.choice_log],
        [LeaveAt.parse(x) for x in data.leave_log],
        Settings(s.field12, s.start_chips, s.ante),
    )
    if state is None or state_to_dict(replayed) != state_to_dict(state):
        tally.failures.append(f"{chat.id}: the logs do not replay to the stored game")
    text = chat_message(chat, stored.messages.live or 0).text or ""
    names = seat_names(data, "en")
    for seat, player in enumerate(replayed.players):
        line = player_line("en", player, names[seat], seat == replayed.current)
        if line not in text:
            tally.failures.append(f"{chat.id}: the board does not show {line!r}")
    humans = sum(1 for seat in data.seats if seat.user_id is not None and seat.user_id >= 0)
    moves = len(data.dice_log) + len(data.choice_log)
    if humans > 1 and moves != tally.taps[chat.id]:
        tally.failures.append(f"{chat.id}: {tally.taps[chat.id]} taps but {moves} moves logged")


def replay_logs(
    players: int,
    dice: list[int],
    choices: list[Choice],
    leaves: list[LeaveAt],
    settings: Settings,
) -> GameState:
    """Apply the logged leaves, rolls and choices in order, and stop where the logs end."""
    state = new_game(players, settings)
    rolls, picks = iter(dice), iter(choices)
    gone = sorted(leaves, key=lambda leave: leave.step)
    while not state.finished:
        action: Action | None
        if gone and gone[0].step <= state.step:
            action = Leave(gone.pop(0).seat)
        elif state.pending is None:
            face = next(rolls, None)
            action = None if face is None else Roll(face)
        else:
            pick = next(picks, None)
            action = (
                None if pick is None else SwapWith(pick.value) if pick.swap else MoveTo(pick.value)
            )
        if action is None:
            break
        state, _ = apply(state, action)
    return state
