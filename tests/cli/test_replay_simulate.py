"""`robinson-bot replay` and `simulate` as RULES.md specifies them."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from robinson.cli import main


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    """Run the command line with --json and parse its single JSON object."""
    assert main([*args, "--json"]) == 0
    out = capsys.readouterr().out
    data: dict[str, object] = json.loads(out)
    return data


class TestReplay:
    """Replays consume dice in order and choices from the log, then the policy."""

    def test_replay_json_shape(self, capsys: pytest.CaptureFixture[str]) -> None:
        """The JSON has exactly the fields RULES.md lists; dice running out is reported."""
        data = run_json(capsys, "replay", "--players", "2", "--dice", "3,5,1")
        assert set(data) == {"finished", "winner", "pot", "turns", "players", "events"}
        assert data["finished"] is False and data["winner"] is None
        players = data["players"]
        assert isinstance(players, list)
        assert players[0] == {"seat": 0, "position": 4, "chips": 21, "alive": True, "friday": None}
        assert data["turns"] == 4  # turn 4 (seat 1) has begun, waiting for a die

    def test_replay_choices_from_log(self, capsys: pytest.CaptureFixture[str]) -> None:
        """R14/R11: the choice log decides the restart; `forward` would have moved on."""
        restart = run_json(capsys, "replay", "--players", "1", "--dice", "4,2", "--choices", "2")
        forward = run_json(capsys, "replay", "--players", "1", "--dice", "4,2")
        assert restart["players"][0]["position"] == 2  # type: ignore[index]
        assert forward["players"][0]["position"] == 6  # type: ignore[index]

    def test_replay_swap_choice(self, capsys: pytest.CaptureFixture[str]) -> None:
        """R23: `s<seat>` picks whom to swap with on 36."""
        # Seats 0 and 1 stand on 41 when seat 2 rolls a 5 onto 36 (found by a seeded search).
        dice = "5,2,1,3,6,3,4,6,2,6,6,2,3,5,3,6,5,5,3,1,6,6,3,4,5,4,4,4,2,1,2,5,5"
        for pick, sent_back in (("s1", 1), ("s0", 0)):
            data = run_json(
                capsys, "replay", "--players", "3", "--dice", dice, "--choices", f"6,{pick}"
            )
            positions = [p["position"] for p in data["players"]]  # type: ignore[union-attr]
            assert positions[2] == 41 and positions[sent_back] == 36
            assert positions[1 - sent_back] == 41

    @pytest.mark.parametrize(
        ("dice", "dead"),
        [
            ("3,6,5,6,6,6,3,6,4,6,5,5,6,4,6", 0),  # seat 0 is seat 1's Friday, then dies on 42
            ("1,3,6,4,6,2,4,2,2,1,5,5,2,6,2,4,3,3,3,6", 0),  # seat 0, a Robinson, dies on 42
        ],
    )
    def test_replay_bond_ends_with_a_death(
        self, capsys: pytest.CaptureFixture[str], dice: str, dead: int
    ) -> None:
        """R26: once either side of a Friday bond dies, the Robinson reports `"friday": null`."""
        data = run_json(capsys, "replay", "--players", "2", "--dice", dice)
        events = data["events"]
        assert isinstance(events, list)
        kinds = [e["type"] for e in events]
        assert "FridayBound" in kinds and kinds.index("FridayBound") < kinds.index("Died")
        players = data["players"]
        assert isinstance(players, list)
        assert players[dead]["alive"] is False
        assert [p["friday"] for p in players] == [None, None]

    def test_replay_rejects_choice_not_on_offer(self, capsys: pytest.CaptureFixture[str]) -> None:
        """An entry that is not one of the choices on offer is a one-line error, status 2."""
        assert main(["replay", "--players", "1", "--dice", "4,2", "--choices", "9"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "not on offer" in err

    def test_replay_leaves(self, capsys: pytest.CaptureFixture[str]) -> None:
        """R27: `--leaves 1@1` takes seat 1 out before the second roll; play skips it."""
        args = ["replay", "--players", "3", "--dice", "3,5,2"]
        left = run_json(capsys, *args, "--leaves", "1@1")
        players = left["players"]
        assert isinstance(players, list)
        assert [p["position"] for p in players] == [5, 0, 5]  # seat 0 rolled 3, then 2
        assert [p["alive"] for p in players] == [True, False, True]
        assert {"type": "Left", "seat": 1} in left["events"]  # type: ignore[operator]
        assert main([*args, "--leaves", "1@x"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "seat, @ and a step" in err

    def test_replay_winner(self, capsys: pytest.CaptureFixture[str]) -> None:
        """R25: a game played to 45 reports the winner and an empty pot."""
        dice = "5,6,6,6,6,6,6"  # 5, 11, 17, 23 → sail to 27, 33, 39, 45
        data = run_json(capsys, "replay", "--players", "1", "--dice", dice)
        assert data["finished"] is True and data["winner"] == 0 and data["pot"] == 0

    def test_replay_table_without_json(self, capsys: pytest.CaptureFixture[str]) -> None:
        """Without --json a readable table, its players numbered from 1 as on the board."""
        assert main(["replay", "--players", "2", "--dice", "3,5"]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert lines[0].split() == ["player", "field", "chips", "alive", "friday"]
        assert [line.split()[:2] for line in lines[1:3]] == [["1", "3"], ["2", "5"]]
        assert lines[3].startswith("not finished")

    def test_replay_table_names_the_winner_from_1(self, capsys: pytest.CaptureFixture[str]) -> None:
        """R25: the table's winner is the player's number on the board (seat 0 is player 1)."""
        assert main(["replay", "--players", "1", "--dice", "5,6,6,6,6,6,6"]) == 0
        assert "winner: player 1;" in capsys.readouterr().out

    def test_replay_uses_the_readmes_logs(self, capsys: pytest.CaptureFixture[str]) -> None:
        """R14, R15: the README's example takes the tree to 8 and the sail to 27, and says
        nothing of unused entries."""
        args = ["--players", "3", "--dice", "5,2,2,6,5,1,6,1,2,6", "--choices", "8,27"]
        data = run_json(capsys, "replay", *args, "--leaves", "2@11")
        chosen = [e["dst"] for e in data["events"] if e["type"] == "Moved" and e["dst"] in (8, 27)]
        assert chosen == [8, 27] and data["players"][2]["alive"] is False
        assert capsys.readouterr().err == ""

    def test_replay_notes_log_entries_never_used(self, capsys: pytest.CaptureFixture[str]) -> None:
        """Choices no choice asked for and leaves after the last step are named on stderr; the
        JSON on stdout stays as RULES.md specifies."""
        args = ["--players", "3", "--dice", "3,5,1", "--choices", "8,27", "--leaves", "1@40"]
        assert main(["replay", *args, "--json"]) == 0
        out, err = capsys.readouterr()
        assert set(json.loads(out)) == {"finished", "winner", "pot", "turns", "players", "events"}
        assert err.splitlines() == [
            "robinson-bot replay: note: --choices: 2 unused (no choice came up for them)",
            "robinson-bot replay: note: --leaves: 1 unused (the game stopped before their step)",
        ]


class TestSimulate:
    """Simulation output and its argument errors."""

    def test_simulate_json_shape(self, capsys: pytest.CaptureFixture[str]) -> None:
        """The JSON object carries games, mean_turns, seats and no_winner_rate."""
        data = run_json(capsys, "simulate", "--games", "300", "--players", "3", "--seed", "5")
        assert data["games"] == 300
        seats = data["seats"]
        assert isinstance(seats, list) and [s["seat"] for s in seats] == [0, 1, 2]
        wins = sum(s["win_rate"] for s in seats) + data["no_winner_rate"]  # type: ignore[operator]
        assert wins == pytest.approx(1.0)

    def test_simulate_is_seeded(self, capsys: pytest.CaptureFixture[str]) -> None:
        """The same seed gives the same figures; another seed differs."""
        args = ["simulate", "--games", "200", "--players", "4", "--policy", "random"]
        first = run_json(capsys, *args, "--seed", "9")
        again = run_json(capsys, *args, "--seed", "9")
        other = run_json(capsys, *args, "--seed", "10")
        assert first == again and first != other

    def test_simulate_plot(self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        """--plot writes a PNG of game lengths and seat rates."""
        target = tmp_path / "sim.png"
        run_json(capsys, "simulate", "--games", "200", "--players", "2", "--plot", str(target))
        assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    @pytest.mark.parametrize(
        ("name", "says"),
        [("sim.txt", "--plot writes a PNG"), ("missing/sim.png", "--plot: no folder")],
    )
    def test_simulate_plot_target_checked_first(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, says: str
    ) -> None:
        """A --plot file that cannot be written is a one-line error before any game is played."""
        target = tmp_path / name
        args = ["simulate", "--games", "5", "--players", "2", "--plot", str(target)]
        assert main(args) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.splitlines()) == 1 and says in err
        assert not target.exists()

    def test_simulate_plot_without_matplotlib(
        self,
        tmp_path: Path,
        capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        """matplotlib is the optional `plot` extra: without it --plot says how to get it."""
        monkeypatch.setitem(sys.modules, "matplotlib", None)  # `import matplotlib` fails
        target = tmp_path / "sim.png"
        assert main(["simulate", "--games", "5", "--players", "2", "--plot", str(target)]) == 2
        assert "robinson-bot[plot]" in capsys.readouterr().err
        assert not target.exists()

    def test_simulate_one_policy_per_seat(self, capsys: pytest.CaptureFixture[str]) -> None:
        """`--policy optimal,forward,random` seats one policy each; JSON and table name them."""
        args = ["simulate", "--games", "200", "--players", "3", "--seed", "2"]
        data = run_json(capsys, *args, "--policy", "optimal,forward,random")
        seats = data["seats"]
        assert isinstance(seats, list)
        assert [s["policy"] for s in seats] == ["optimal", "forward", "random"]
        assert main([*args, "--policy", "optimal, forward,random"]) == 0
        rows = capsys.readouterr().out.splitlines()[2:]
        assert [row.split()[1] for row in rows] == ["optimal", "forward", "random"]

    def test_simulate_plot_labels_each_seat_with_its_policy(self) -> None:
        """--plot puts each seat's policy under its bars."""
        from engine.policies import forward, optimal
        from engine.simulate import simulate
        from robinson.cli.plot import seat_labels

        rng = random.Random(3)
        summary = simulate(5, 2, [optimal, forward], lambda: rng.randint(1, 6))
        assert seat_labels(summary) == ["1\noptimal", "2\nforward"]

    def test_simulate_table_numbers_players_from_one(
        self, capsys: pytest.CaptureFixture[str]
    ) -> None:
        """As on the board: players 1 to N, and a game's length is told apart from a player's."""
        assert main(["simulate", "--games", "300", "--players", "3", "--seed", "2"]) == 0
        head, columns, *rows = capsys.readouterr().out.splitlines()
        assert "player 1 takes" in head and "all players' turns" in head
        assert columns.split()[0] == "player"
        assert [row.split()[0] for row in rows] == ["1", "2", "3"]

    @pytest.mark.parametrize(
        "args",
        [
            ["simulate", "--games", "10", "--players", "3", "--policy", "optimal,forward"],
            ["simulate", "--games", "10", "--players", "2", "--policy", "forward,best"],
            ["replay", "--players", "3", "--dice", "1", "--policy", "random,forward"],
            ["simulate", "--games", "10", "--players", "0"],
            ["simulate", "--games", "0", "--players", "2"],
            ["simulate", "--games", "10", "--players", "2", "--policy", "best"],
            ["replay", "--players", "2", "--dice", "1,7"],
            ["replay", "--players", "2", "--dice", "1,x,3"],
            ["replay", "--players", "2", "--dice", "1", "--choices", "s"],
            ["simulate", "--games", "10", "--players", "2", "--ante", "40"],
        ],
    )
    def test_bad_arguments(self, args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
        """Bad arguments get a one-line error and exit status 2, never a traceback."""
        try:
            status = main(args)
        except SystemExit as exit_:
            status = int(exit_.code or 0)
        err = capsys.readouterr().err
        assert status == 2
        assert err.count("\n") == 1 and "error:" in err and "Traceback" not in err

    def test_console_script(self) -> None:
        """The installed `robinson-bot` script runs replay end to end."""
        script = Path(sys.executable).parent / "robinson-bot"
        done = subprocess.run(
            [str(script), "replay", "--players", "2", "--dice", "3,5", "--json"],
            capture_output=True,
            text=True,
            check=True,
        )
        assert json.loads(done.stdout)["players"][1]["position"] == 5
