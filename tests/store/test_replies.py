"""The replies a group keeps a while: kept in Redis until due, taken by one process."""

from __future__ import annotations

from fsm.store.stores import Stores


async def test_a_reply_is_overdue_once_its_time_passed_and_taken_once(store: Stores) -> None:
    """Two replies kept: only the one whose time passed is overdue; the first process to take
    it deletes it, a second finds it gone."""
    await store.replies.keep(-100, 7, due=50.0)
    await store.replies.keep(-200, 9, due=80.0)
    assert await store.replies.overdue(60.0) == [(-100, 7)]
    assert await store.replies.taken(-100, 7)
    assert not await store.replies.taken(-100, 7)  # another process: not its to delete
    assert await store.replies.overdue(100.0) == [(-200, 9)]
