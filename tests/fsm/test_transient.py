"""A game an older release stored in a transient phase loads or is quarantined; no lock.

Those releases stored the phase beside the engine state (no ``cancelled``); a crash mid-move
could leave `resolving` or `skip`. The phase is now read from the engine state.
"""

from __future__ import annotations

import json

from redis.asyncio import Redis

from fsm.commands import Cancel, Join, Start
from fsm.data import GameSettings
from fsm.machine import TURN, Phase
from fsm.service import GameService
from fsm.store.packing import blob_of, unpack
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, Clock, Dice, Ids, move

CHAT = 9
KEY = f"robinson:{{{CHAT}}}:game"


async def stored_in(redis: Redis, phase: str) -> None:
    """Rewrite the stored game in the older form, its phase as a crash mid-move would leave it."""
    doc = unpack(blob_of(await redis.hgetall(KEY)) or b"")
    doc.pop("cancelled", None)  # older releases read it from the phase
    doc["phase"] = phase
    await redis.hset(KEY, "doc", json.dumps(doc))


class TestTransientPhases:
    """Adversary finding 15: `resolving` in the store."""

    async def test_resolving_game_settles_and_plays_on(self, store: Stores, redis: Redis) -> None:
        """A running game stored as `resolving` is settled from its engine: roll and cancel work."""
        service = GameService(store, dice=Dice([3, 4]), clock=Clock(), new_id=Ids())
        await service.open_lobby(CHAT, ANN, GameSettings())
        await service.act(CHAT, Join(BOB))
        await service.act(CHAT, Start(ANN))
        await stored_in(redis, Phase.RESOLVING.value)
        session = await service.load(CHAT)
        assert session is not None and session.phase in TURN
        result = await service.act(CHAT, move(session))
        assert result.session.data.dice_log == [3]
        await stored_in(redis, Phase.SKIP.value)
        assert (await service.act(CHAT, Cancel(ANN))).ended
        assert (
            await service.open_lobby(CHAT, BOB, GameSettings())
        ).session.data.host == BOB.user_id

    async def test_resolving_lobby_is_quarantined(self, store: Stores, redis: Redis) -> None:
        """A lobby stored as `resolving` has nothing to settle from: moved aside, /new works."""
        service = GameService(store, dice=Dice(), clock=Clock(), new_id=Ids())
        await service.open_lobby(CHAT, ANN, GameSettings())
        await stored_in(redis, Phase.RESOLVING.value)
        opened = await service.open_lobby(CHAT, BOB, GameSettings())
        assert opened.session.data.host == BOB.user_id
        [entry] = await store.quarantine.entries(CHAT)
        assert "resolving" in entry["reason"]

    async def test_ended_game_left_live_is_archived(self, store: Stores, redis: Redis) -> None:
        """A game stored as `finished` but still live is archived on sight; the chat is free."""
        service = GameService(store, dice=Dice(), clock=Clock(), new_id=Ids())
        await service.open_lobby(CHAT, ANN, GameSettings())
        await service.act(CHAT, Join(BOB))
        await service.act(CHAT, Start(ANN))
        await stored_in(redis, Phase.CANCELLED.value)
        await service.load(CHAT)
        assert await store.games.load(CHAT) is None
        assert (
            await service.open_lobby(CHAT, BOB, GameSettings())
        ).session.data.host == BOB.user_id
