"""Uploaded board pictures' file_ids, kept per place (a chat or one forum topic) in real Redis."""

from __future__ import annotations

from redis.asyncio import Redis

from fsm.data import Place
from fsm.store.messages import PICTURE_RETENTION
from fsm.store.stores import Stores


async def test_file_ids_are_kept_per_topic(store: Stores, redis: Redis) -> None:
    """A topic's picture ids are its own: not the chat's, not another topic's; they expire."""
    red, blue = Place(-100, 5), Place(-100, 6)
    await store.pictures.keep(red, "scene", "file-red")
    assert await store.pictures.get(red, "scene") == "file-red"
    assert await store.pictures.get(blue, "scene") is None
    assert await store.pictures.get(-100, "scene") is None
    key = store.keys.place(red, "pictures")
    assert "{-100}" in key and ":t5:" in key  # the chat's hash slot, next to the topic's game
    assert 0 < await redis.ttl(key) <= PICTURE_RETENTION
    await store.pictures.keep(-100, "scene", "file-general")
    await store.pictures.forget(red, "scene")
    assert await store.pictures.get(red, "scene") is None
    assert await store.pictures.get(Place(-100), "scene") == "file-general"
