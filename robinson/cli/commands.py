"""The subcommands' handlers; heavy imports happen only in the command that needs them."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from engine import EngineError, Field12, Settings
from engine import policies as computer_players
from engine import replay as replays
from engine import simulate as simulation
from robinson.cli import tables


def _fail(command: str, message: str) -> int:
    """Print a one-line error for `command` and return status 2."""
    sys.stderr.write(f"robinson-bot {command}: error: {message}\n")
    return 2


def _settings(args: argparse.Namespace) -> Settings:
    """Rule settings from the shared options."""
    return Settings(Field12(args.field12), args.start_chips, args.ante)


def _seat_policies(
    names: list[str], players: int, pick: Callable[[int], int]
) -> list[computer_players.Policy]:
    """One policy per seat: a single name plays every seat (RULES.md)."""
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise ValueError(f"--policy names {len(names)} policies for {players} players")
    return [computer_players.policy_named(name, pick) for name in names]


def replay(args: argparse.Namespace) -> int:
    """`robinson-bot replay`: play a dice log and print where it leads."""
    try:
        choices = [replays.Choice.parse(item) for item in args.choices.split(",") if item.strip()]
        leaves = [replays.LeaveAt.parse(item) for item in args.leaves.split(",") if item.strip()]
        rng = random.Random(0)
        policies = _seat_policies(args.policy, args.players, rng.randrange)
        result = replays.replay(args.players, args.dice, choices, policies, _settings(args), leaves)
    except (ValueError, EngineError) as exc:
        return _fail("replay", str(exc))
    data = result.to_dict()
    print(json.dumps(data, ensure_ascii=False) if args.json else tables.replay_table(data))
    for note in tables.unused_entries(result.unused_choices, result.unused_leaves):
        sys.stderr.write(f"robinson-bot replay: note: {note}\n")
    return 0


def board(args: argparse.Namespace) -> int:
    """`robinson-bot board`: the board picture after a replayed game, written as a PNG."""
    from tgbot.render.picture import last_turn, render_png, scene_of

    names = [n.strip() for n in args.names.split(",") if n.strip()]
    names += [f"{n + 1}" for n in range(len(names), args.players)]
    try:
        choices = [replays.Choice.parse(item) for item in args.choices.split(",") if item.strip()]
        rng = random.Random(0)
        policies = _seat_policies(args.policy, args.players, rng.randrange)
        result = replays.replay(args.players, args.dice, choices, policies, _settings(args))
    except (ValueError, EngineError) as exc:
        return _fail("board", str(exc))
    scene = scene_of(result.state, names[: args.players], last_turn(result.events), args.lang)
    try:
        with open(args.output, "wb") as out:
            out.write(render_png(scene))
    except OSError as exc:
        return _fail("board", str(exc))
    print(args.output)
    return 0


def simulate(args: argparse.Namespace) -> int:
    """`robinson-bot simulate`: play many seeded games and print the rates."""
    rng = random.Random(args.seed)
    draw = rng.random

    def die() -> int:
        return int(draw() * 6) + 1

    try:
        settings = _settings(args)
        policies = _seat_policies(args.policy, args.players, lambda n: int(draw() * n))
    except (ValueError, EngineError) as exc:
        return _fail("simulate", str(exc))
    if args.plot and not _has_matplotlib():
        return _fail("simulate", "--plot needs matplotlib: pip install 'robinson-bot[plot]'")
    problem = _plot_target_problem(args.plot) if args.plot else None
    if problem is not None:
        return _fail("simulate", problem)
    with tables.progress(args.games) as tick:
        summary = simulation.simulate(args.games, args.players, policies, die, settings, tick)
    data: dict[str, Any] = summary.to_dict()
    if args.plot:
        from robinson.cli.plot import plot_summary

        try:
            plot_summary(summary, args.plot)
        except OSError as exc:
            return _fail("simulate", f"--plot: {exc}")
    if args.json:
        print(json.dumps(data))
    else:
        mean_game_turns = sum(summary.lengths) / max(len(summary.lengths), 1)
        print(tables.simulate_table({**data, "mean_game_turns": mean_game_turns}))
    return 0


def _plot_target_problem(path: str) -> str | None:
    """Why `--plot` cannot write `path` (checked before the games are played), or None."""
    target = Path(path)
    if target.suffix.lower() != ".png":
        return f"--plot writes a PNG: name the file FILE.png, not {path!r}"
    folder = target.parent
    if not folder.is_dir():
        return f"--plot: no folder {str(folder)!r} to write {target.name!r} in"
    if not os.access(folder, os.W_OK):
        return f"--plot: the folder {str(folder)!r} is not writable"
    return None


def _has_matplotlib() -> bool:
    """True when the optional plotting library (the `plot` extra) is installed."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def rules(args: argparse.Namespace) -> int:
    """`robinson-bot rules --lang X`: the rules and all 45 fields, for proofreading."""
    from i18n import default_field12, rules_text

    field12 = Field12(args.field12) if args.field12 else Field12(default_field12(args.lang))
    print(rules_text(args.lang, Settings(field12=field12)))
    return 0


def fsm(args: argparse.Namespace) -> int:
    """`robinson-bot fsm --mermaid`: the turn machine, drawn from its own table."""
    from fsm import describe, mermaid

    print(mermaid() if args.mermaid else describe())
    return 0


def run(args: argparse.Namespace) -> int:
    """`robinson-bot run`: start the Telegram bot."""
    from tgbot.main import run_bot

    return run_bot()


def doctor(args: argparse.Namespace) -> int:
    """`robinson-bot doctor`: check the settings against Telegram and Redis."""
    from tgbot.ops.doctor import run_doctor

    return run_doctor(as_json=args.json)


def _clone_tools_importable() -> bool:
    """Whether the double (`sandbox`) and `robinson.harness` import: they are not installed, so
    an editable install's clone lends its root to sys.path, as pytest and the benches do."""
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]  # the folder that holds robinson/
    if importlib.util.find_spec("sandbox") is None and (root / "sandbox" / "__init__.py").is_file():
        sys.path.append(str(root))
    return all(importlib.util.find_spec(name) for name in ("sandbox", "robinson.harness"))


def playground(args: argparse.Namespace) -> int:
    """`robinson-bot playground`: the real bot against the double, played in a browser."""
    import os
    from pathlib import Path

    if not _clone_tools_importable():  # an installed wheel (the image) has the bot alone
        return _fail(
            "playground",
            "needs robinson/harness/ and the Bot API double (sandbox/), which a clone of the "
            "repository has: run `make run` in a clone",
        )
    from robinson.harness.playground import Options, run_playground

    data_dir = args.data_dir or Path(os.environ.get("ROBINSON_DATA_DIR", "data")) / "playground"
    options = Options(
        args.host,
        args.port,
        Path(data_dir),
        args.seed,
        no_token=args.no_token,
        solo_pace=max(0.0, args.solo_pace),
        inline_pictures=args.inline_pictures,
    )
    if args.double_tap is not None:
        options = replace(options, double_tap=max(0.0, args.double_tap))
    if args.nudge is not None:
        options = replace(options, nudge_after=max(0.0, args.nudge))
    return run_playground(options)
