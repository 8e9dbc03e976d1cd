"""The service counts compare-and-set saves it lost to another writer (for the metrics)."""

from __future__ import annotations

import asyncio

from fsm.exceptions import Refused
from fsm.service import GameService, Result
from fsm.store.stores import Stores
from tests.fsm.helpers import Clock, Dice, Ids, move
from tests.fsm.test_races import CHAT, new_game


async def test_lost_saves_are_counted(store: Stores, other: Stores) -> None:
    """Two services racing on the same move: the loser's retry is counted, a lone move is not."""
    clock, ids = Clock(), Ids()
    a = GameService(store, dice=Dice(seed=1), clock=clock, new_id=ids)
    b = GameService(other, dice=Dice(seed=2), clock=clock, new_id=ids)
    session = await new_game(a)
    before = a.cas_retries + b.cas_retries
    session = (await a.act(CHAT, move(session))).session
    assert a.cas_retries + b.cas_retries == before
    for _ in range(10):
        command = move(session)
        done = await asyncio.gather(
            a.act(CHAT, command), b.act(CHAT, command), return_exceptions=True
        )
        assert sum(isinstance(r, Refused) for r in done) == 1
        result = next(r for r in done if isinstance(r, Result))
        session = await new_game(a) if result.ended else result.session
    assert a.cas_retries + b.cas_retries > before
