"""The bot's message ids live in their own per-place hash, not in the game's document."""

from __future__ import annotations

from fsm.commands import Join
from fsm.data import GameSettings, Place
from fsm.service import GameService
from fsm.session import to_doc
from fsm.store.messages import Messages
from fsm.store.stores import Stores
from tests.fsm.helpers import ANN, BOB, Clock, Dice, Ids


def service_for(store: Stores) -> GameService:
    """A service with scripted dice and a fake clock."""
    return GameService(store, dice=Dice(seed=3), clock=Clock(), new_id=Ids())


async def test_the_ids_are_kept_beside_the_game_and_read_with_it(store: Stores) -> None:
    """Kept ids come back with the game's load; the document itself carries none."""
    service = service_for(store)
    opened = await service.open_lobby(-5, ANN, GameSettings())
    game_id = opened.session.data.game_id
    await store.messages.keep(-5, game_id, live=41, photo=True)
    await store.messages.keep(-5, game_id, reminder=42)
    loaded = await service.fetch(-5)
    assert loaded is not None and loaded.messages == Messages(41, True, 42)
    result = await service.act(-5, Join(BOB))
    assert result.messages == Messages(41, True, 42)
    stored = await store.games.load(-5)
    assert stored is not None and not {"message_id", "reminder_id"} & set(stored.doc)
    await store.messages.keep(-5, game_id, reminder=None)
    assert await store.messages.get(-5, game_id) == Messages(41, True, None)


async def test_open_questions_are_kept_per_asker_and_forgotten_when_answered(
    store: Stores,
) -> None:
    """A /leave's question is kept under its asker, a /cancel's under "cancel"; the game's
    load reads them; one answered is forgotten, and a new game at the place has none."""
    await store.messages.keep_question(-7, "g", "31", 50)
    await store.messages.keep_question(-7, "g", "cancel", 51)
    assert (await store.messages.get(-7, "g")).questions == {"31": 50, "cancel": 51}
    await store.messages.keep_question(-7, "g", "31", None)
    assert (await store.messages.get(-7, "g")).questions == {"cancel": 51}
    assert (await store.messages.get(-7, "next")).questions == {}


async def test_a_swap_s_messages_are_kept_per_seat_and_forgotten_when_gone(
    store: Stores,
) -> None:
    """The message telling a person a swap sent them back is kept under their seat (play-test
    70: nothing could delete it); the game's load reads them; one gone is forgotten, and a new
    game at the place has none."""
    await store.messages.keep_swap(-8, "g", 2, 60)
    await store.messages.keep_swap(-8, "g", 0, 61)
    assert (await store.messages.get(-8, "g")).swaps == {2: 60, 0: 61}
    await store.messages.keep_swap(-8, "g", 2, None)
    assert (await store.messages.get(-8, "g")).swaps == {0: 61}
    assert (await store.messages.get(-8, "next")).swaps == {}


async def test_ids_of_another_game_are_not_this_games(store: Stores) -> None:
    """A new game at the place starts with no live message, whatever the last one had."""
    await store.messages.keep(Place(-6, 3), "old-game", live=7, reminder=8)
    assert await store.messages.get(Place(-6, 3), "new-game") == Messages()
    await store.messages.keep(Place(-6, 3), "new-game", live=9)
    assert await store.messages.get(Place(-6, 3), "new-game") == Messages(9)
    assert await store.messages.get(Place(-6, 3), "old-game") == Messages()


async def test_a_game_saved_with_its_ids_in_the_document_moves_them_out(store: Stores) -> None:
    """A v2 (JSON) session saved before the ids moved finds its live message and moves it out."""
    service = service_for(store)
    opened = await service.open_lobby(-7, ANN, GameSettings())
    stored = await store.games.load(-7)
    assert stored is not None
    old = {**to_doc(opened.session.data), "v": 2, "message_id": 55, "message_photo": False}
    old["reminder_id"] = 56
    await store.games.save(-7, old, expected_rev=stored.rev)
    loaded = await service.fetch(-7)
    assert loaded is not None and loaded.messages == Messages(55, False, 56)
    game_id = opened.session.data.game_id
    assert await store.messages.get(-7, game_id) == Messages(55, False, 56)
    result = await service.act(-7, Join(BOB))
    assert result.messages == Messages(55, False, 56)
    saved = await store.games.load(-7)
    assert saved is not None and "message_id" not in saved.doc
    assert saved.messages == Messages(55, False, 56) and not saved.old_messages
