"""The replay command the bot offers reproduces the game, also after a leave (R27)."""

from __future__ import annotations

import json
import shlex

from robinson.cli import main
from robinson.harness.testing import confirmed, live_session, play_turn, start_table
from tgbot.render.end import replay_command


class TestReplayCommand:
    """Adversary finding 8: a game with a leave replays to the stored positions."""

    async def test_r27_replay_after_a_leave(self, double, capsys, ana, boris, store, bot) -> None:
        """R27: Boris leaves mid-game; the replay command /history offers replays to what the
        store held."""
        cleo = double.user("Cleo")
        group = double.group("Cove", members=[ana, boris, cleo], admins=[ana])
        people = {p.id: p for p in (ana, boris, cleo)}
        async with bot(dice=[4, 5, 3, 6, 2, 1, 3, 5]):
            await start_table(double, group, ana, boris, cleo)
            for _ in range(4):
                await play_turn(double, store, group, people)
            await confirmed(double, boris, group, "/leave")
            await double.settled()
            for _ in range(3):
                await play_turn(double, store, group, people)
            session = await live_session(store, group.id)
            await confirmed(
                double, ana, group, "/cancel"
            )  # no shell command in a game's messages: /history
            await double.settled()
            await ana.send(group, "/history")
            await double.settled()
            assert "robinson-bot" not in (group.bot_messages()[-1].text or "")  # the games only
            await ana.send(double.private_chat(ana), f"/start history_{group.id}")
            await double.settled()
        assert session.data.leave_log
        command = replay_command(session.data)
        private = double.private_chat(ana).bot_messages()
        assert command in (private[-1].text or "")  # its link brings the logs to the private chat
        assert f"--leaves {','.join(session.data.leave_log)}" in command
        assert main([*shlex.split(command)[1:], "--json"]) == 0
        replayed = json.loads(capsys.readouterr().out)["players"]
        stored = session.engine.players
        assert [p["position"] for p in replayed] == [p.position for p in stored]
        assert [p["chips"] for p in replayed] == [p.chips for p in stored]
        assert [p["alive"] for p in replayed] == [p.alive for p in stored]
