"""Every repository of the game's Redis data, built on one connection and one key prefix."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fsm.store.chat_move import ChatMover
from fsm.store.client import Client
from fsm.store.games import Games
from fsm.store.history import History
from fsm.store.index import Deadlines, Nudges
from fsm.store.keys import Keys
from fsm.store.messages import MessageIds, PictureIds
from fsm.store.prefs import Preferences
from fsm.store.quarantine import Quarantine
from fsm.store.replies import FleetingReplies
from fsm.store.reveals import RevealLog
from fsm.store.stats import Statistics
from fsm.store.updates import UpdateLog


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
    replies: FleetingReplies
    pictures: PictureIds
    chat_mover: ChatMover
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
            replies=FleetingReplies(redis, keys),
            pictures=pictures,
            chat_mover=ChatMover(redis, keys),
            messages=messages,
            nudges=nudges,
        )
