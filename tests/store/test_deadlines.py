"""Tests of the deadline index: due(), claim() and its upkeep by save/finish."""

from __future__ import annotations

import asyncio
import zlib

import pytest
from redis.asyncio import Redis

from fsm.data import Place
from fsm.exceptions import Conflict
from fsm.store.client import client_for
from fsm.store.embedded import EmbeddedRedis
from fsm.store.index import BUCKETS, bucket_of
from fsm.store.stores import Stores
from tests.store.helpers import game


async def test_save_indexes_deadline_and_none_removes_it(store: Stores) -> None:
    """A saved deadline shows up in due(); saving with None removes it."""
    rev = await store.games.save(31, game(), expected_rev=None, deadline=100.25)
    await store.games.save(32, game(), expected_rev=None, deadline=300.0)
    assert await store.deadlines.due(200.0) == [(Place(31), 100.25)]
    assert await store.deadlines.due(1000.0) == [(Place(31), 100.25), (Place(32), 300.0)]
    loaded = await store.games.load(31)
    assert loaded is not None and loaded.deadline == 100.25
    await store.games.save(31, game(1), expected_rev=rev)
    assert await store.deadlines.due(1000.0) == [(Place(32), 300.0)]


async def test_due_respects_limit_and_order(store: Stores) -> None:
    """due() returns the earliest deadlines first, at most `limit` of them."""
    for chat, when in [(-3, 30.0), (-1, 10.0), (-2, 20.0)]:
        await store.games.save(chat, game(), expected_rev=None, deadline=when)
    assert await store.deadlines.due(100.0, limit=2) == [(Place(-1), 10.0), (Place(-2), 20.0)]


async def test_claim_only_matching_score(store: Stores) -> None:
    """claim() fails for a score that is no longer current and succeeds once for the current one."""
    rev = await store.games.save(33, game(), expected_rev=None, deadline=50.0)
    await store.games.save(33, game(1), expected_rev=rev, deadline=80.0)
    assert not await store.deadlines.claim(33, 50.0, 200.0)
    assert await store.deadlines.claim(33, 80.0, 200.0)
    assert not await store.deadlines.claim(33, 80.0, 200.0)
    assert await store.deadlines.due(199.0) == []


async def test_claim_leases_the_entry(store: Stores) -> None:
    """A claimed entry comes due again when its lease ends unless released or replaced."""
    await store.games.save(36, game(), expected_rev=None, deadline=50.0)
    assert await store.deadlines.claim(36, 50.0, 90.0)
    assert await store.deadlines.due(90.0) == [(Place(36), 90.0)]
    assert not await store.deadlines.release(36, 50.0)  # not the lease: nothing moves
    assert await store.deadlines.release(36, 90.0, 120.0)
    assert await store.deadlines.due(1e12) == [(Place(36), 120.0)]
    assert await store.deadlines.claim(36, 120.0, 130.0) and await store.deadlines.release(
        36, 130.0
    )
    assert await store.deadlines.due(1e12) == []


async def test_claim_leases_a_topic_entry(store: Stores, redis: Redis) -> None:
    """A forum topic's entry is leased on its own; the chat's other places keep theirs."""
    topic, other = Place(-1005, 7), Place(-1005, 8)
    await store.games.save(topic, game(), expected_rev=None, deadline=50.0)
    await store.games.save(other, game(), expected_rev=None, deadline=60.0)
    assert await store.deadlines.claim(topic, 50.0, 90.0)
    assert await redis.zscore(store.deadlines.key(topic), "-1005:t7") == 90.0
    assert await store.deadlines.due(1e12) == [(other, 60.0), (topic, 90.0)]
    assert await store.deadlines.release(topic, 90.0)
    assert await store.deadlines.due(1e12) == [(other, 60.0)]


async def test_claim_leases_an_entry_written_before_topics(store: Stores, redis: Redis) -> None:
    """An entry from before forum topics and buckets (a bare chat id in the single index)."""
    await redis.zadd("robinson:deadlines", {"-1006": 50.0})
    [(place, score)] = await store.deadlines.due(100.0)
    assert place == Place(-1006) and await store.deadlines.claim(place, score, 130.0)
    assert await redis.zscore(store.deadlines.key(place), "-1006") == 130.0
    assert await redis.exists("robinson:deadlines") == 0
    assert await store.deadlines.release(place, 130.0)
    assert await store.deadlines.due(1e12) == []


async def test_claim_race_exactly_once(embedded_redis: EmbeddedRedis) -> None:
    """Fifty times, two clients claim the same due entry and exactly one gets True."""
    a, b = client_for(embedded_redis.url), client_for(embedded_redis.url)
    try:
        await a.flushall()
        sa, sb = Stores.open(a), Stores.open(b)
        for n in range(50):
            when = 1_700_000_000.123456 + n / 7
            await sa.deadlines.schedule(34, when)
            (chat, score_a), (_, score_b) = (
                (await sa.deadlines.due(when))[0],
                (await sb.deadlines.due(when))[0],
            )
            assert chat == Place(34) and score_a == score_b == when
            got = await asyncio.gather(
                sa.deadlines.claim(34, score_a, when + 30),
                sb.deadlines.claim(34, score_b, when + 30),
            )
            assert sorted(got) == [False, True]
    finally:
        await a.aclose()
        await b.aclose()


async def test_losing_writer_does_not_clobber_deadline(store: Stores) -> None:
    """After a lost CAS, the index again holds the winner's deadline."""
    rev = await store.games.save(35, game(), expected_rev=None, deadline=10.0)
    await store.games.save(35, game(1), expected_rev=rev, deadline=70.0)
    with pytest.raises(Conflict):
        await store.games.save(35, game(2), expected_rev=rev, deadline=None)
    assert await store.deadlines.due(100.0) == [(Place(35), 70.0)]


async def test_deadline_index_is_split_into_buckets(store: Stores, redis: Redis) -> None:
    """No hot key: chats' deadlines spread over hash-tagged buckets, each sweep reads them all."""
    chats = range(-1100, -1000)
    for n, chat in enumerate(chats):
        await store.games.save(chat, game(), expected_rev=None, deadline=1000.0 + n)
    used = {store.deadlines.key(Place(chat)) for chat in chats}
    assert len(used) == len(store.deadlines.index.keys) == BUCKETS
    assert all(key.count("{") == 1 and key.endswith("}") for key in used)
    assert await redis.zscore(store.deadlines.key(Place(-1001)), "-1001") == 1099.0
    assert [p.chat_id for p, _ in await store.deadlines.due(1049.0)] == list(chats)[:50]
    assert [p.chat_id for p, _ in await store.deadlines.due(1e9, limit=3)] == list(chats)[:3]
    assert await store.deadlines.count() == 100


def test_bucket_is_stable() -> None:
    """A chat's bucket is a fixed function of its id (every process and run agree)."""
    assert [bucket_of(c) for c in (1, -1001, 42)] == [bucket_of(c) for c in (1, -1001, 42)]
    assert bucket_of(-1001234567890) == zlib.crc32(b"-1001234567890") % BUCKETS


async def test_old_index_is_adopted_when_due(store: Stores, redis: Redis) -> None:
    """After an upgrade the old single index is swept too; the earlier deadline wins."""
    await redis.zadd("robinson:deadlines", {"-7": 40.0, "-8": 60.0, "-9": 500.0})
    await store.deadlines.schedule(-8, 90.0)  # a new process rescheduled -8 meanwhile
    await store.deadlines.schedule(-7, 20.0)
    assert await store.deadlines.due(100.0) == [(Place(-7), 20.0), (Place(-8), 60.0)]
    assert await redis.zrange("robinson:deadlines", 0, -1) == [b"-9"]  # not due: left there
    assert await store.deadlines.count() == 3
    assert await store.deadlines.due(1000.0) == [
        (Place(-7), 20.0),
        (Place(-8), 60.0),
        (Place(-9), 500.0),
    ]
    assert await redis.exists("robinson:deadlines") == 0
