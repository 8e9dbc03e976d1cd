"""Tests of game statistics, the /top leaderboard and language preferences."""

from __future__ import annotations

from redis.asyncio import Redis

from fsm.store.stats import PlayerResult, Stats
from fsm.store.stores import Stores

ANN, BOB = 1001, 1002


def results(winner: int | None, *, chips: int = 5) -> list[PlayerResult]:
    """Return a three-seat result: Ann, Bob and a computer; `winner` takes the chips."""
    return [
        PlayerResult(ANN, "Ann", winner == ANN, False, chips if winner == ANN else 0),
        PlayerResult(BOB, "Bob", winner == BOB, winner != BOB, chips if winner == BOB else 0),
        PlayerResult(None, "Friday", winner is None, False, chips if winner is None else 0),
    ]


async def test_record_game_counts_once(store: Stores) -> None:
    """Recording the same game id twice changes nothing the second time."""
    assert await store.stats.record_game(-50, "g1", results(ANN)) is True
    before = (
        await store.stats.user_stats(ANN),
        await store.stats.chat_stats(-50),
        await store.stats.top(-50),
    )
    assert await store.stats.record_game(-50, "g1", results(BOB)) is False
    after = (
        await store.stats.user_stats(ANN),
        await store.stats.chat_stats(-50),
        await store.stats.top(-50),
    )
    assert before == after
    assert await store.stats.user_stats(ANN) == Stats(games=1, wins=1, deaths=0, chips_won=5)


async def test_stats_add_up(store: Stores) -> None:
    """User, chat and per-chat-user counters add up across games and chats."""
    await store.stats.record_game(-50, "g1", results(ANN, chips=5))
    await store.stats.record_game(-50, "g2", results(BOB, chips=7))
    await store.stats.record_game(-50, "g3", results(None, chips=9))
    await store.stats.record_game(-60, "g1", results(ANN, chips=2))
    assert await store.stats.user_stats(ANN) == Stats(games=4, wins=2, deaths=0, chips_won=7)
    assert await store.stats.user_stats(BOB) == Stats(games=4, wins=1, deaths=3, chips_won=7)
    assert await store.stats.chat_stats(-50) == Stats(games=3, wins=2, deaths=2, chips_won=12)
    assert await store.stats.chat_user_stats(-50, BOB) == Stats(
        games=3, wins=1, deaths=2, chips_won=7
    )
    assert await store.stats.chat_user_stats(-60, BOB) == Stats(
        games=1, wins=0, deaths=1, chips_won=0
    )


async def test_computers_have_no_user_stats(store: Stores, redis: Redis) -> None:
    """Computer seats (None or negative id) count in the chat's games but get no user keys."""
    robots = [
        PlayerResult(None, "Friday", True, False, 3),
        PlayerResult(-1, "Parrot", False, True, 0),
    ]
    assert await store.stats.record_game(-70, "g", robots)
    assert await store.stats.chat_stats(-70) == Stats(games=1)
    assert await store.stats.top(-70) == []
    assert await redis.keys("robinson:user:*") == []


async def test_top_orders_by_wins_with_last_name(store: Stores) -> None:
    """top() lists users by wins with the name they last played under."""
    await store.stats.record_game(-80, "g1", results(BOB))
    await store.stats.record_game(-80, "g2", results(BOB))
    await store.stats.record_game(-80, "g3", results(ANN))
    renamed = [PlayerResult(BOB, "Robert", False, False, 0)]
    await store.stats.record_game(-80, "g4", renamed)
    assert await store.stats.top(-80) == [(BOB, "Robert", 2, 4), (ANN, "Ann", 1, 3)]
    assert await store.stats.top(-80, n=1) == [(BOB, "Robert", 2, 4)]
    assert await store.stats.top(-81) == []


async def tied_on_one_win(store: Stores, chat_id: int) -> None:
    """Users 1–4 win one game each in `chat_id`; 3 and 4 lost games besides (1 and 4 more),
    1 won 5 chips, 2 won 1: by wins alone, all four are tied."""
    for uid, lost, chips in ((1, 0, 5), (2, 0, 1), (3, 1, 0), (4, 2, 0)):
        won = [PlayerResult(uid, f"P{uid}", True, False, chips)]
        await store.stats.record_game(chat_id, f"{chat_id}-w{uid}", won)
        for game in range(lost):
            lost_game = [PlayerResult(uid, f"P{uid}", False, False, 0)]
            await store.stats.record_game(chat_id, f"{chat_id}-l{uid}-{game}", lost_game)


async def test_top_orders_ties_by_fewest_games_then_most_chips(store: Stores) -> None:
    """Play-test 12, finding 4: players tied on wins stand by fewest games, then most chips
    (then name), not by user id; the ties with the last place are read to fill it (n=1)."""
    await tied_on_one_win(store, -85)
    expected = [(1, "P1", 1, 1), (2, "P2", 1, 1), (3, "P3", 1, 2), (4, "P4", 1, 3)]
    assert await store.stats.top(-85) == expected
    assert await store.stats.top(-85, n=1) == expected[:1]
    assert await store.stats.global_top() == expected
    assert await store.stats.global_top(n=2) == expected[:2]


async def test_stats_of_unknown_are_zero(store: Stores) -> None:
    """Users and chats without games have all-zero stats."""
    assert await store.stats.user_stats(5) == Stats()
    assert await store.stats.chat_stats(5) == Stats()


async def test_user_part_is_retry_safe(store: Stores) -> None:
    """Re-running the per-user part with the same writer id does not count twice."""
    ann = PlayerResult(7, "Ann", True, False, 4)
    await store.stats.count_user(ann, "writer-x")
    await store.stats.count_user(ann, "writer-x")
    assert await store.stats.user_stats(7) == Stats(games=1, wins=1, deaths=0, chips_won=4)


async def test_language_preferences(store: Stores) -> None:
    """Chat and user languages are stored independently and start unset."""
    assert await store.prefs.chat_language(-5) is None
    assert await store.prefs.user_language(5) is None
    await store.prefs.set_chat_language(-5, "de")
    await store.prefs.set_user_language(5, "ru")
    await store.prefs.set_user_language(5, "es")
    assert await store.prefs.chat_language(-5) == "de"
    assert await store.prefs.user_language(5) == "es"
    assert await store.prefs.user_language(-5) is None


async def test_global_top_counts_each_game_once(store: Stores) -> None:
    """The bot-wide top adds a game's wins once per user, also when the count is re-run."""
    await store.stats.record_game(-1, "g1", results(ANN))
    await store.stats.record_game(-2, "g2", results(ANN))
    await store.stats.record_game(-2, "g3", results(BOB))
    assert not await store.stats.record_game(-2, "g3", results(BOB))
    top = await store.stats.global_top()
    assert [(uid, wins, games) for uid, _, wins, games in top] == [(ANN, 2, 3), (BOB, 1, 3)]
    await store.stats.count_user(PlayerResult(ANN, "Ann", True, False, 5), "writer-x")
    await store.stats.count_user(PlayerResult(ANN, "Ann", True, False, 5), "writer-x")
    assert (await store.stats.global_top())[0][2] == 3
