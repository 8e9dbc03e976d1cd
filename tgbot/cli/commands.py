"""The subcommands' handlers; heavy imports happen only in the command that needs them."""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from engine.exceptions import EngineError
from engine.policies import policy_named
from engine.replay import Choice, LeaveAt
from engine.replay import replay as replay_game
from engine.simulate import simulate as simulate_games
from engine.state import Field12, Settings
from tgbot.cli import tables


def _fail(command: str, message: str) -> int:
    """Print a one-line error for `command` and return status 2."""
    sys.stderr.write(f"robinson-bot {command}: error: {message}\n")
    return 2


def _settings(args: argparse.Namespace) -> Settings:
    """Rule settings from the shared options."""
    return Settings(Field12(args.field12), args.start_chips, args.ante)


def replay(args: argparse.Namespace) -> int:
    """`robinson-bot replay`: play a dice log and print where it leads."""
    try:
        choices = [Choice.parse(item) for item in args.choices.split(",") if item.strip()]
        leaves = [LeaveAt.parse(item) for item in args.leaves.split(",") if item.strip()]
        rng = random.Random(0)
        policy = policy_named(args.policy, lambda n: rng.randrange(n))
        result = replay_game(args.players, args.dice, choices, policy, _settings(args), leaves)
    except (ValueError, EngineError) as exc:
        return _fail("replay", str(exc))
    data = result.to_dict()
    print(json.dumps(data, ensure_ascii=False) if args.json else tables.replay_table(data))
    return 0


def simulate(args: argparse.Namespace) -> int:
    """`robinson-bot simulate`: play many seeded games and print the rates."""
    try:
        settings = _settings(args)
    except EngineError as exc:
        return _fail("simulate", str(exc))
    rng = random.Random(args.seed)
    draw = rng.random

    def die() -> int:
        return int(draw() * 6) + 1

    policy = policy_named(args.policy, lambda n: int(draw() * n))
    with tables.progress(args.games) as tick:
        summary = simulate_games(args.games, args.players, policy, die, settings, tick)
    data: dict[str, Any] = summary.to_dict()
    if args.plot:
        from tgbot.cli.plot import plot_summary

        plot_summary(summary, args.plot)
    print(json.dumps(data) if args.json else tables.simulate_table(data))
    return 0


def rules(args: argparse.Namespace) -> int:
    """`robinson-bot rules --lang X`: the rules and all 45 fields, for proofreading."""
    from i18n import LANGUAGES, default_field12, rules_text

    if args.lang not in LANGUAGES:
        return _fail("rules", f"unknown language {args.lang!r}; choose from {', '.join(LANGUAGES)}")
    field12 = Field12(args.field12) if args.field12 else Field12(default_field12(args.lang))
    print(rules_text(args.lang, Settings(field12=field12)))
    return 0


def fsm(args: argparse.Namespace) -> int:
    """`robinson-bot fsm --mermaid`: the turn machine, drawn from its own table."""
    from fsm.machine import describe, mermaid

    print(mermaid() if args.mermaid else describe())
    return 0


def run(args: argparse.Namespace) -> int:
    """`robinson-bot run`: start the Telegram bot."""
    from tgbot.main import run_bot

    return run_bot()
