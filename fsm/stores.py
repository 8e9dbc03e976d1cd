"""Every repository of the game's Redis data, built on one connection and one key prefix."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fsm.redis_embedded import Client
from fsm.store import Games
from fsm.store_deadlines import Deadlines
from fsm.store_history import History
from fsm.store_keys import Keys
from fsm.store_messages import MessageIds
from fsm.store_migrate import ChatMover
from fsm.store_nudges import Nudges
from fsm.store_pictures import PictureIds
from fsm.store_prefs import Preferences
from fsm.store_quarantine import Quarantine
from fsm.store_reveals import RevealLog
from fsm.store_stats import Statistics
from fsm.store_updates import UpdateLog


@dataclass(frozen=True, slots=True)
class Stores:
    """The small repositories, each with one job; inject the ones a part needs."""

    keys: Keys
    games: Games
    deadlines: Deadlines
    quarantine: Quarantine
    history: History
    stats: Statistics
    prefs: Preferences
    updates: UpdateLog
    reveals: RevealLog
    pictures: PictureIds
    records: ChatMover
    messages: MessageIds
    nudges: Nudges

    @classmethod
    def open(cls, redis: Client, prefix: str = "robinson", **games: Any) -> Stores:
        """Build every repository on `redis` under `prefix` (`games`: options of `Games`)."""
        keys = Keys(prefix)
        deadlines, quarantine = Deadlines(redis, keys), Quarantine(redis, keys)
        pictures = PictureIds(redis, keys)
        messages, nudges = MessageIds(redis, keys, pictures), Nudges(redis, keys)
        return cls(
            keys=keys,
            games=Games(
                redis,
                keys,
                deadlines=deadlines,
                quarantine=quarantine,
                messages=messages,
                nudges=nudges,
                pictures=pictures,
                **games,
            ),
            deadlines=deadlines,
            quarantine=quarantine,
            history=History(redis, keys),
            stats=Statistics(redis, keys),
            prefs=Preferences(redis, keys),
            updates=UpdateLog(redis, keys),
            reveals=RevealLog(redis, keys),
            pictures=pictures,
            records=ChatMover(redis, keys),
            messages=messages,
            nudges=nudges,
        )
