"""Long answers fit Telegram: /history of ten-seat games with 64-character names (issue 23, 7)."""

from __future__ import annotations

from fsm import Actor, GameSettings, Seat, Start
from fsm.service import GameService
from i18n import t
from robinson.harness.testing import ScriptedDice
from sandbox.text import utf16_len
from tests.e2e.service_play import play_out


async def play_to_the_end(games: GameService, chat_id: int, seats: list[Seat]) -> None:
    """Open a lobby with `seats`, start it and play it out through the bot's own service."""
    host = Actor(seats[0].user_id or 0, seats[0].name)
    await games.open_lobby(chat_id, host, GameSettings(max_seats=len(seats)), seats)
    await games.act(chat_id, Start(host))
    await play_out(games, chat_id)


class TestLongHistory:
    """Telegram refuses a message over 4,096 characters; the bot never sends one."""

    async def test_history_of_ten_long_names_is_split_to_fit(self, double, bot) -> None:
        """Five ten-seat games of 64-character names: /history comes in several messages, each
        within Telegram's limit, all five games in order, and no "Something went wrong"."""
        people = [double.user(f"{chr(65 + n)}{'ö' * 62}{n}") for n in range(10)]
        group = double.group("Atoll", members=people, admins=people[:1])
        seats = [Seat(p.first_name, p.id) for p in people]
        async with bot(dice=ScriptedDice()) as app:
            for _ in range(5):
                await play_to_the_end(app.bot_data.games, group.id, seats)
            await people[0].send(group, "/history")
            await double.settled()
            private = double.private_chat(people[0])  # the logs: behind the group's link
            await people[0].send(private, f"/start history_{group.id}")
            await double.settled()
        shown = [m.text or "" for m in group.bot_messages() if m.reply_to is not None]
        assert all(utf16_len(text) <= 4096 for text in shown) and "robinson-bot" not in shown[0]
        replies = private.bot_messages()
        texts = [m.text or "" for m in replies]
        assert t("en", "error-generic") not in texts
        assert len(replies) >= 2, "one message would be over Telegram's limit"
        assert all(utf16_len(text) <= 4096 for text in texts)
        assert texts[0].startswith(t("en", "history-title-group", group="Atoll"))
        heads = [line for text in texts for line in text.splitlines() if "🏆" in line]
        assert [head.split(".")[0] for head in heads] == ["1", "2", "3", "4", "5"]
        assert all(people[9].first_name in text for text in texts)
