"""The real bot (PTB Application, real Redis) run against the Bot API double."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

from fsm import Messages, Place, Session, Stores, Where, from_doc
from i18n import t
from robinson.harness.busy import busy_probe
from sandbox import BotApiDouble, Person, SimChat, StoredMessage
from tgbot.app import build_application, close_services, open_services
from tgbot.appstate import App
from tgbot.config import BotSettings
from tgbot.render.common import held, unwidowed_lines
from tgbot.render.reminder import time_label


@dataclass
class Clock:
    """A clock the test moves by hand."""

    now: float = 1_000_000.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        """Wait until the test moves this clock `seconds` on (or that long really passes)."""
        wake, loop = self.now + seconds, asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while self.now < wake and loop.time() < deadline:
            await asyncio.sleep(min(0.01, max(0.0, deadline - loop.time())))


@dataclass
class ScriptedDice:
    """Dice the test scripts; a seeded generator once the script runs out."""

    script: list[int] = field(default_factory=list)
    rng: random.Random = field(default_factory=lambda: random.Random(11))
    rolled: list[int] = field(default_factory=list)

    def __call__(self) -> int:
        value = self.script.pop(0) if self.script else self.rng.randint(1, 6)
        self.rolled.append(value)
        return value


def settings_for(double: BotApiDouble, redis_url: str, data_dir: Path) -> BotSettings:
    """Bot settings pointing at the double and the test's Redis."""
    return BotSettings(
        token=double.token,
        api_base_url=double.base_url,
        redis_url=redis_url,
        data_dir=data_dir,
        dice_animation=0.0,
        solo_pace=0.0,
        timer_interval=0.05,
        double_tap=0.0,  # tests tap as fast as code can; tests/e2e/test_bad_input.py sets one
        reply_lifetime=0.0,  # tests read every reply; tests/e2e/test_bad_input.py sets one
        throttle=False,
        board="text",  # the text board unless a test asks for the picture (test_picture_mode.py)
    )


@asynccontextmanager
async def running_bot(
    settings: BotSettings,
    *,
    dice: Callable[[], int] | None = None,
    clock: Callable[[], float] | None = None,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    timers: bool = False,
    polling: bool = True,
) -> AsyncIterator[App]:
    """Build, initialise and start the real application; stop it cleanly afterwards."""
    app = build_application(settings, dice=dice, clock=clock, sleep=sleep)
    double = BotApiDouble.serving(settings.api_base_url)
    unwatch = double.watch(busy_probe(app, timers, polling)) if double is not None else None
    await app.initialize()
    await open_services(app, timers=timers)
    if polling:
        assert app.updater is not None
        await app.updater.start_polling(poll_interval=0, timeout=1)
    await app.start()
    try:
        yield app
    finally:
        if polling and app.updater is not None and app.updater.running:
            await app.updater.stop()
        await app.stop()
        await close_services(app)
        await app.shutdown()
        if unwatch is not None:
            unwatch()


@dataclass(frozen=True)
class BotRunner:
    """Runs the real bot on fixed settings: `async with bot(dice=[2, 3]) as app:`."""

    settings: BotSettings

    def __call__(
        self,
        *,
        dice: Sequence[int] | Callable[[], int] | None = None,
        clock: Callable[[], float] | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        timers: bool = False,
        polling: bool = True,
    ) -> AbstractAsyncContextManager[App]:
        """`running_bot` on these settings; a sequence of `dice` scripts a `ScriptedDice`."""
        scripted = dice if dice is None or callable(dice) else ScriptedDice(list(dice))
        return running_bot(
            self.settings, dice=scripted, clock=clock, sleep=sleep, timers=timers, polling=polling
        )


def buttons(message: StoredMessage) -> list[str]:
    """The labels of a message's buttons, row by row, flattened."""
    return [text for row in message.buttons() for text, _ in row]


def spaced(text: str | None) -> str:
    """A message's text with its no-break spaces as plain ones ('→ 45' where a line that wraps
    holds the arrow to its field), for a test that looks for words in it."""
    return (text or "").replace("\u00a0", " ")


async def live_session(store: Stores, where: Where) -> Session:
    """The game of a chat (or forum topic) as stored in Redis (for assertions)."""
    stored = await store.games.load(where)
    assert stored is not None, "no live game in Redis"
    return Session(from_doc(stored.doc))


async def messages_of(store: Stores, session: Session) -> Messages:
    """The ids of the messages the bot keeps for a session's game (for assertions)."""
    return await store.messages.get(session.data.place, session.data.game_id)


def choice_buttons(message: StoredMessage) -> list[tuple[str, str]]:
    """The (label, data) of a message's choice and swap buttons."""
    return [
        (text, data or "")
        for row in message.buttons()
        for text, data in row
        if data and data.split("|")[1] in ("m", "s")
    ]


async def play_turn(
    double: BotApiDouble,
    store: Stores,
    chat: SimChat,
    people: dict[int, Person],
    place: Place | None = None,
) -> list[str]:
    """The mover takes the first choice on offer, or presses Roll; returns the choice labels."""
    session = await live_session(store, place or chat.id)
    mover = people[session.data.seats[session.engine.current].user_id or 0]
    live = chat_message(chat, (await messages_of(store, session)).live)
    choices = choice_buttons(live)
    if choices:
        await mover.press(live, data=choices[0][1])
    else:
        await mover.press(live, data=roll_data(live))
    await double.settled()
    return [label for label, _ in choices]


def chat_message(chat: SimChat, message_id: int | None) -> StoredMessage:
    """A message of the chat by id."""
    for message in chat.messages():
        if message.message_id == message_id:
            return message
    raise AssertionError(f"message {message_id} is not in the chat")


async def live_message(store: Stores, chat: SimChat, where: Where | None = None) -> StoredMessage:
    """The live message of the game in `chat` (or at `where`, a topic of it), as the store
    remembers it (a timeout or a tap may have posted it anew)."""
    session = await live_session(store, chat.id if where is None else where)
    return chat_message(chat, (await messages_of(store, session)).live)


async def confirmed(
    double: BotApiDouble, person: Person, chat: SimChat, command: str
) -> StoredMessage:
    """Send /leave or /cancel in a running game and press ✅ under the question the bot replies
    with (`tgbot.handlers.confirm`); the question, deleted then."""
    await person.send(chat, command)
    question = await double.next_bot_message(chat)
    [[(_, sure)], _] = question.buttons()
    assert sure is not None and sure.split("|")[1] in ("qs", "xs"), question.buttons()
    await person.press(question, data=sure)
    await double.settled()
    return question


def question_line(lang: str, key: str, name: str) -> str:
    """An inline board's question line (`inline-asks-leave`, `-cancel`) as shown: held where a
    phone would wrap it."""
    return unwidowed_lines(t(lang, key, name=name))


def reminder_of(lang: str, name: str, timeout: int = 300, **how: bool) -> str:
    """The ping to `name`'s turn as the bot words it in a game of `timeout` seconds a turn (0:
    none), `how` it is: to make a `choice`; once `half_gone` (the half-time reminder), the
    half left; `last_chance`, with its warning and no word of the computer playing the turn,
    which a last miss does not."""
    lines = [t(lang, "remind-choice" if how.get("choice") else "remind-turn", name=name)]
    last, half = how.get("last_chance", False), how.get("half_gone", False)
    if timeout:
        left = "remind-time-left-only" if last else "remind-time-left"
        whole = "remind-time-only" if last else "remind-time-limit"
        time = held(time_label(lang, timeout // 2 if half else timeout))
        lines.append(t(lang, left if half else whole, time=time))
    return "\n".join([*lines, *([t(lang, "remind-last-chance")] if last else [])])


def roll_data(message: StoredMessage) -> str:
    """The callback data of the message's Roll button, whatever its language."""
    for row in message.buttons():
        for _, data in row:
            if data and data.split("|")[1] == "r":
                return data
    raise AssertionError(f"no Roll button on {message.buttons()}")


async def welcomed(double: BotApiDouble, group: SimChat, by: Person) -> StoredMessage:
    """The bot taken out of `group` and added again by `by`: the welcome it posts."""
    await double.remove_bot(group, by=by)
    await double.add_bot(group, by=by)
    return await double.next_bot_message(group)


async def start_table(
    double: BotApiDouble, group: SimChat, host: Person, *others: Person, lang: str = "en"
) -> StoredMessage:
    """`host` opens a lobby, the others join, the host starts; return the live message."""
    await host.send(group, "/new")
    live = await double.next_bot_message(group)
    for person in others:
        await person.press(live, text=t(lang, "btn-join"))
    await double.settled()  # every join lands before the start, whichever process takes it
    await host.press(live, text=t(lang, "btn-start"))
    await double.settled()
    return live


def data_ending(message: StoredMessage, op: str, tail: str) -> str:
    """The callback data of the message's `op` button whose data ends with `tail`."""
    for row in message.buttons():
        for _, data in row:
            if data and data.split("|")[1] == op and data.endswith(tail):
                return data
    raise AssertionError(f"no {op} button ending {tail!r} on {message.buttons()}")


async def choose_setting(
    double: BotApiDouble,
    host: Person,
    lobby: StoredMessage,
    key: str,
    value: str,
    lang: str = "en",
) -> None:
    """`host` opens the settings, taps setting `key`, then its `value`, then Done."""
    await host.press(lobby, text=t(lang, "btn-settings"))
    await double.settled()
    await host.press(lobby, data=data_ending(lobby, "sk", f"|{key}"))
    await double.settled()
    await host.press(lobby, data=data_ending(lobby, "sv", f"|{key}|{value}"))
    await double.settled()
    await host.press(lobby, text=t(lang, "btn-done"))
    await double.settled()


async def start_solo(
    double: BotApiDouble, chat: SimChat, person: Person, rivals: int, strength: str
) -> StoredMessage:
    """`person` starts a solo game against `rivals` computers of `strength` (a button label)."""
    await person.send(chat, "/new")
    menu = await double.next_bot_message(chat)
    await person.press(menu, text=str(rivals))
    await double.settled()
    await person.press(menu, text=strength)
    await double.settled()
    return menu
