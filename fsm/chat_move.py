"""A group upgraded to a supergroup gets a new chat id: its games move with their records."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from fsm.data import Place
from fsm.exceptions import Conflict
from fsm.session import Session, to_doc
from fsm.store.games import Stored
from fsm.store.stores import Stores

RETRIES = 8
Decode = Callable[[Place, Stored], Awaitable[Session]]
"""How the service reads a stored game as a session (quarantining a wreck)."""


async def move_chat(stores: Stores, decode: Decode, old: int, new: int) -> list[Session]:
    """Move chat `old`'s records, then each of its games (forum topics too), to chat `new`.

    Returns the sessions moved; a place whose game another update moved, or whose new
    place has a game already, is left out. Live messages stay behind in the old group.
    """
    await stores.chat_mover.move_records(old, new)
    moved: list[Session] = []
    for place in await stores.games.places(old):
        session = await _move_game(stores, decode, place, Place(new, place.topic_id))
        if session is not None:
            moved.append(session)
    return moved


async def _move_game(
    stores: Stores, decode: Decode, source: Place, target: Place
) -> Session | None:
    """Copy the game at `source` to `target` by compare-and-set, then delete it at `source`."""
    store = stores.games
    for _ in range(RETRIES):
        stored = await store.load(source)
        if stored is None:
            return None
        session = await decode(source, stored)
        data = session.data
        data.chat_id = target.chat_id  # its messages stay behind in the old group
        data.last_command_message = 0  # message ids start afresh in the new chat
        try:
            rev = await store.save(target, to_doc(data), expected_rev=None, deadline=data.deadline)
        except Conflict:
            return None  # the new place has its game already
        try:
            await store.delete(source, expected_rev=stored.rev)
        except Conflict:
            await store.delete(target, expected_rev=rev)  # the old game moved on: again
            continue
        return session
    return None
