"""The argument parser: every subcommand with its options, errors in one line with status 2."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from engine import MAX_PLAYERS, Field12, PolicyName


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are a single line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        """Print `prog: error: message` and exit with status 2."""
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(2)


def _positive(text: str) -> int:
    """An integer of at least 1."""
    value = _count(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _count(text: str) -> int:
    """A whole number of at least 0."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative, not {value}")
    return value


def _port(text: str) -> int:
    """A TCP port, 0 to 65535 (0: any free one)."""
    value = _count(text)
    if value > 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {value}")
    return value


def _players(text: str) -> int:
    """A player count the rules allow (R1)."""
    value = _count(text)
    if not 1 <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"a game has 1 to {MAX_PLAYERS} players, not {value}")
    return value


def _dice(text: str) -> list[int]:
    """A comma-separated dice log, each face 1–6."""
    faces: list[int] = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        if not item.isdigit() or not 1 <= int(item) <= 6:
            raise argparse.ArgumentTypeError(f"a die shows 1 to 6, not {item!r}")
        faces.append(int(item))
    return faces


def _policies(text: str) -> list[str]:
    """One policy for every seat, or one per seat, comma-separated (RULES.md)."""
    names = [part.strip() for part in text.split(",")]
    known = [p.value for p in PolicyName]
    for name in names:
        if name not in known:
            raise argparse.ArgumentTypeError(
                f"unknown policy {name!r}; choose from {', '.join(known)}"
            )
    return names


def _add_rule_options(parser: argparse.ArgumentParser) -> None:
    """Options shared by replay and simulate: policy and rule settings."""
    parser.add_argument(
        "--policy",
        type=_policies,
        default=["forward"],
        metavar="P[,P…]",
        help="forward, random or optimal; or one per seat, e.g. optimal,forward,forward",
    )
    parser.add_argument("--field12", choices=[f.value for f in Field12], default="skip")
    parser.add_argument("--start-chips", type=_count, default=30)
    parser.add_argument("--ante", type=_count, default=10)
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def build_parser() -> OneLineParser:
    """The `robinson-bot` parser with all subcommands."""
    from cli import commands

    parser = OneLineParser(prog="robinson-bot", description="Robinson Crusoe dice race bot")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    run = sub.add_parser("run", help="run the Telegram bot")
    run.set_defaults(handler=commands.run)

    doctor = sub.add_parser("doctor", help="check the token, Bot API, Redis and webhook settings")
    doctor.set_defaults(handler=commands.doctor)

    play = sub.add_parser("playground", help="the bot in a browser page, no Telegram needed")
    play.add_argument("--host", default="127.0.0.1", help="address to listen on")
    play.add_argument("--port", type=_port, default=8080, help="0 picks a free port")
    play.add_argument("--data-dir", default=None, help="default: $ROBINSON_DATA_DIR/playground")
    play.add_argument("--seed", type=int, default=None, help="reproducible dice")
    play.add_argument(
        "--solo-pace",
        type=float,
        default=1.0,
        metavar="SECONDS",
        help="seconds between the computer players' turns in a solo game (default 1.0; 0: none)",
    )
    play.add_argument("--no-token", action="store_true", help=argparse.SUPPRESS)
    play.set_defaults(handler=commands.playground)

    replay = sub.add_parser("replay", help="replay a game from its dice log")
    replay.add_argument("--players", type=_players, required=True)
    replay.add_argument("--dice", type=_dice, required=True)
    replay.add_argument("--choices", default="", help="e.g. 8,27,s2")
    replay.add_argument("--leaves", default="", help="seat@step of each leave, e.g. 1@14")
    _add_rule_options(replay)
    replay.set_defaults(handler=commands.replay)

    simulate = sub.add_parser("simulate", help="simulate many games")
    simulate.add_argument("--games", type=_positive, required=True)
    simulate.add_argument("--players", type=_players, required=True)
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--plot", metavar="FILE.png", help="draw lengths and seat rates")
    _add_rule_options(simulate)
    simulate.set_defaults(handler=commands.simulate)

    board = sub.add_parser("board", help="draw the board after a replayed game as a PNG")
    board.add_argument("--players", type=_players, required=True)
    board.add_argument("--dice", type=_dice, required=True)
    board.add_argument("--choices", default="", help="e.g. 8,27,s2")
    board.add_argument("--names", default="", help="comma-separated player names")
    board.add_argument("--lang", default="en")
    board.add_argument("-o", "--output", required=True, metavar="FILE.png")
    _add_rule_options(board)
    board.set_defaults(handler=commands.board)

    rules = sub.add_parser("rules", help="print the rules and the board in a language")
    rules.add_argument("--lang", default="en")
    rules.add_argument("--field12", choices=[f.value for f in Field12], default=None)
    rules.set_defaults(handler=commands.rules)

    fsm = sub.add_parser("fsm", help="print the turn state machine")
    fsm.add_argument("--mermaid", action="store_true", help="as a Mermaid state diagram")
    fsm.set_defaults(handler=commands.fsm)
    return parser
