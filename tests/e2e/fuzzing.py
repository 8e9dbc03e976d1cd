"""The fuzz test's scene and moves: mutated presses, odd commands, snapshots (test_fuzz.py)."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from typing import Any

from redis.asyncio import Redis

from fsm.data import Place
from fsm.store.stores import Stores
from i18n import t
from robinson.harness.testing import (
    chat_message,
    choice_buttons,
    live_session,
    messages_of,
    roll_data,
)
from sandbox import BotApiDouble, ForumTopic
from sandbox.model import SimChat, StoredMessage
from sandbox.people import Person
from tgbot.chat.callbacks import BadCallback, parse

SEED = 2024
BATCHES = 260
PRESSES_PER_BATCH = 11
CROSSED_PER_BATCH = 2  # of them, a button shown now in the forum's other topic
JUNK = ["", "²", "⑤", "Ⅻ", "٣", "-1", "007", "99999999", "zzzzzzzz", "evil", "optimal", "dice",
        "max_seats", "11", "0", "x" * 20, "🎲", "|", "r1", "NaN", " 1", "ac", "sv"]  # fmt: skip
ODD_COMMANDS = ["/start join_--1", "/start join_²", "/roll", "/roll@OtherBot", "/begin",
                "/settings", "/join", "/cancel", "/new", "/lang xx", "/help me", "/start",
                "/top", "/stats", "/rules", "/leave"]  # fmt: skip
DEDUPE_KEYS = (":updates", ":updates-claimed")
ALLOWED_CALLS = {"answerCallbackQuery", "getUpdates", "getChatMember"}


def place_of(message: StoredMessage) -> Place:
    """The place a bot message belongs to: its chat, and its forum topic if any."""
    return Place(message.chat.id, message.thread_id if message.is_topic_message else None)


@dataclass
class Scene:
    """The chats, the people and what each place's keyboards have shown."""

    double: BotApiDouble
    store: Stores
    chats: list[SimChat]
    pressers: dict[int, list[Person]]  # who presses in which chat
    topics: dict[int, list[ForumTopic]] = field(default_factory=dict)  # a forum's game topics
    seen: dict[str, None] = field(default_factory=dict)  # in the order first shown
    offered: dict[Place, set[str]] = field(default_factory=dict)
    pressed: int = 0
    crossed: int = 0  # presses of a button shown only in another topic of the same forum

    def places(self, chat: SimChat) -> list[Place]:
        """The places of the chat's games: its forum topics, or the chat itself."""
        topics = self.topics.get(chat.id)
        return [Place(chat.id, t.id) for t in topics] if topics else [Place(chat.id)]

    def look(self) -> None:
        """Remember every button shown now: at its place (offered there), and in all (the pool)."""
        for chat in self.chats:
            for message in chat.bot_messages():
                shown = [data for row in message.buttons() for _, data in row if data]
                self.offered.setdefault(place_of(message), set()).update(shown)
                self.seen.update(dict.fromkeys(shown))

    def offered_elsewhere(self, place: Place, data: str) -> bool:
        """Whether `data` was shown in another topic of the same forum."""
        return any(
            data in self.offered.get(other, set())
            for other in self.places(self.chats_by_id[place.chat_id])
            if other != place
        )

    @property
    def chats_by_id(self) -> dict[int, SimChat]:
        """The chats by id."""
        return {chat.id: chat for chat in self.chats}


def mutate(rng: random.Random, pool: list[str], ids: list[str]) -> str:
    """One mutation of a real button's data."""
    data = rng.choice(pool)
    parts = data.split("|")
    match rng.randrange(6):
        case 0:
            return data[: rng.randrange(len(data) + 1)]
        case 1:
            other = rng.choice(pool)
            return data[: rng.randrange(len(data) + 1)] + other[rng.randrange(len(other) + 1) :]
        case 2:
            parts[rng.randrange(len(parts))] = rng.choice(JUNK)
        case 3:
            parts.insert(rng.randrange(len(parts) + 1), rng.choice(JUNK + ids))
        case 4:
            if len(parts) > 2:
                parts[2] = rng.choice([*ids, "zzzzzzzz"])
        case _:
            if len(parts) > 1:
                del parts[rng.randrange(1, len(parts))]
    return "|".join(parts)


async def snapshot(redis: Redis) -> dict[str, Any]:
    """Everything in Redis except the update log (which every update writes)."""

    def text(raw: Any) -> str:
        return raw.decode() if isinstance(raw, bytes) else str(raw)

    names = [k for k in map(text, await redis.keys("*")) if not k.endswith(DEDUPE_KEYS)]
    async with redis.pipeline(transaction=False) as pipe:
        for name in names:
            pipe.type(name)
        kinds = [text(kind) for kind in await pipe.execute()]
    async with redis.pipeline(transaction=False) as pipe:
        for name, kind in zip(names, kinds, strict=True):
            match kind:
                case "hash":
                    pipe.hgetall(name)
                case "zset":
                    pipe.zrange(name, 0, -1, withscores=True)
                case "list":
                    pipe.lrange(name, 0, -1)
                case _:
                    pipe.get(name)
        return dict(zip(names, await pipe.execute(), strict=True))


async def play(scene: Scene, chat: SimChat, people: dict[int, Person], place: Place) -> None:
    """The mover takes the first choice on offer or rolls (if the game still runs)."""
    if await scene.store.games.load(place) is None:
        return
    session = await live_session(scene.store, place)
    mover = people[session.data.seats[session.engine.current].user_id or 0]
    live = chat_message(chat, (await messages_of(scene.store, session)).live)
    choices = choice_buttons(live)
    await mover.press(live, data=choices[0][1] if choices else roll_data(live))
    await scene.double.settled(quiet=0.02)
    await caught_up(scene, chat, place)


async def caught_up(scene: Scene, chat: SimChat, place: Place) -> None:
    """Wait until the live message shows the stored step: a legitimate edit still on its way
    when the forged batch begins would otherwise be taken for the batch's doing."""
    for _ in range(250):
        if await scene.store.games.load(place) is None:
            return
        session = await live_session(scene.store, place)
        live_id = (await messages_of(scene.store, session)).live
        live = next((m for m in chat.bot_messages() if m.message_id == live_id), None)
        steps = {
            parse(data).step
            for row in (live.buttons() if live is not None else [])
            for _, data in row
            if data and data.split("|")[1] in ("r", "m", "s")
        }
        if not steps or steps == {session.engine.step}:
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the live message never caught up with the stored game")


async def forged_batch(scene: Scene, rng: random.Random, redis: Redis) -> None:
    """Press a batch of mutated data nobody was shown; nothing may change."""
    double = scene.double
    pool = list(scene.seen)  # game ids differ from run to run, the order does not
    ids = list(dict.fromkeys(d.split("|")[2] for d in pool if d.count("|") >= 2))
    before = await snapshot(redis)
    double.reset_counts()
    expected: list[tuple[Person, str, str]] = []
    used: set[tuple[int, str]] = set()
    for n in range(PRESSES_PER_BATCH):
        chat = rng.choice(scene.chats)
        data = mutate(rng, pool, ids)
        if n < CROSSED_PER_BATCH and scene.topics:
            chat = scene.chats_by_id[rng.choice(list(scene.topics))]
        who = rng.choice(scene.pressers[chat.id])
        message = rng.choice(chat.bot_messages())
        place = place_of(message)
        if n < CROSSED_PER_BATCH and scene.topics:
            data = rng.choice(shown_elsewhere(chat, place) or [data])
        if data in scene.offered.get(place, set()) or (who.id, data) in used:
            continue  # a button shown at that place, or the same press again: not a forgery
        if sum(1 for user, _ in used if user == who.id) >= 2:
            continue  # more would wait in line and be dropped unanswered (a flood)
        used.add((who.id, data))
        scene.crossed += scene.offered_elsewhere(place, data)
        update = await who.press_data(message, data or "x")
        assert update is not None
        expected.append((who, str(update["callback_query"]["id"]), data or "x"))
    queries = [double.world.queries[query_id] for _, query_id, _ in expected]
    await double.wait_until(lambda: all(q.answered for q in queries), 10, "(a press unanswered)")
    await double.settled(quiet=0.03)
    scene.pressed += len(expected)
    calls = {name for name, n in double.calls.items() if n}
    assert calls <= ALLOWED_CALLS, repr(
        (calls, [(e[0].first_name, e[2]) for e in expected], double.requests("editMessageText"))
    )
    assert await snapshot(redis) == before, [e[2] for e in expected]
    for who, query_id, data in expected:
        toast = next((x for x in who.toasts if x.query_id == query_id), None)
        assert toast is not None, f"{data!r} was not answered"
        if not well_formed(data):
            assert toast.text == t("en", "toast-unknown-button"), data


def shown_elsewhere(chat: SimChat, place: Place) -> list[str]:
    """The data on the keyboards shown now in the chat's other places (a forum's topics)."""
    return [
        data
        for m in chat.bot_messages()
        if place_of(m) != place
        for row in m.buttons()
        for _, data in row
        if data
    ]


def well_formed(data: str) -> bool:
    """Whether the data parses as a button."""
    try:
        parse(data)
    except BadCallback:
        return False
    return True


async def odd_commands(scene: Scene, rng: random.Random, outsider: Person) -> None:
    """A few odd commands from players, members and an outsider (in their private chat)."""
    for _ in range(3):
        chat = rng.choice(scene.chats)
        who = rng.choice(scene.pressers[chat.id])
        text = rng.choice(ODD_COMMANDS + [f"/start join_{c.id}" for c in scene.chats])
        if text in ("/leave", "/cancel", "/begin"):  # legal, and would end or start a game:
            # only from Mallory, who hosts none
            chat, who = scene.chats[0], scene.pressers[scene.chats[0].id][-1]
        if who is outsider or chat.type == "private":
            await who.send(scene.double.private_chat(who), text)
        else:
            topics = scene.topics.get(chat.id)
            await who.send(chat, text, topic=rng.choice(topics) if topics else None)
    await scene.double.settled(quiet=0.03)
