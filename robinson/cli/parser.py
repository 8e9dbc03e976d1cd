"""The argument parser: every subcommand with its options, errors in one line with status 2."""

from __future__ import annotations

import argparse
import sys
from importlib.metadata import PackageNotFoundError, version
from typing import NoReturn

from engine import MAX_PLAYERS, Field12, PolicyName
from i18n import LANGUAGES
from robinson.cli.environment import epilog

FIELD12 = [f.value for f in Field12]


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


def _version() -> str:
    """The installed distribution's version ("unknown" when run from an uninstalled tree)."""
    try:
        return version("robinson-bot")
    except PackageNotFoundError:
        return "unknown"


def _add_rule_options(parser: argparse.ArgumentParser) -> None:
    """Options shared by replay and simulate: policy and rule settings."""
    parser.add_argument(
        "--policy",
        type=_policies,
        default=["forward"],
        metavar="P[,P…]",
        help="forward, random or optimal; or one per seat, e.g. optimal,forward,forward "
        "(default: forward)",
    )
    parser.add_argument(
        "--field12",
        choices=FIELD12,
        default="skip",
        help="the fever rule on field 12, R16 (default: skip)",
    )
    parser.add_argument(
        "--start-chips", type=_count, default=30, metavar="N", help="each purse (default: 30)"
    )
    parser.add_argument(
        "--ante", type=_count, default=10, metavar="N", help="each stake into the pot (default: 10)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _add_game_options(parser: argparse.ArgumentParser) -> None:
    """Options shared by replay and board: the players and their logs."""
    parser.add_argument(
        "--players", type=_players, required=True, metavar="N", help=f"1 to {MAX_PLAYERS}"
    )
    parser.add_argument(
        "--dice", type=_dice, required=True, metavar="D,D,…", help="the dice log, e.g. 3,5,1"
    )
    parser.add_argument(
        "--choices",
        default="",
        metavar="C,C,…",
        help="the choice log: fields to go to, s<seat> for a swap, e.g. 8,27,s2",
    )


def build_parser() -> OneLineParser:
    """The `robinson-bot` parser with all subcommands."""
    from robinson.cli import commands

    parser = OneLineParser(prog="robinson-bot", description="Robinson Crusoe dice race bot")
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    run = sub.add_parser(
        "run",
        help="run the Telegram bot",
        description="Run the Telegram bot in polling or webhook mode until interrupted.",
        epilog=epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    run.set_defaults(handler=commands.run)

    doctor = sub.add_parser(
        "doctor",
        help="check what `run` needs: token, Bot API, webhook, Redis or the embedded one",
        description="Check the settings `run` would use (the same environment) and say what "
        "to fix. Exit status 0: nothing failed; 1: something failed; 2: unusable settings.",
    )
    doctor.add_argument("--json", action="store_true", help="print the findings as one JSON object")
    doctor.set_defaults(handler=commands.doctor)

    about = "the bot in a browser page, no Telegram needed"
    play = sub.add_parser(
        "playground",
        help=about,
        description=f"{about}: an embedded Redis, the Bot API double, the real bot polling it "
        "and a chat page (Ctrl-C stops them all)",
    )
    play.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)"
    )
    play.add_argument("--port", type=_port, default=8080, help="default 8080; 0 picks a free port")
    play.add_argument("--data-dir", default=None, help="default: $ROBINSON_DATA_DIR/playground")
    play.add_argument("--seed", type=int, default=None, help="reproducible dice")
    play.add_argument(
        "--solo-pace",
        type=float,
        default=1.0,
        metavar="SECONDS",
        help="seconds between the computer players' turns in a solo game (default 1.0; 0: none)",
    )
    play.add_argument(
        "--double-tap",
        type=float,
        default=None,
        metavar="SECONDS",
        help="how soon after a person's move their next tap on a turn's buttons is taken for "
        "its twin and plays nothing (default: as the bot runs; 0: never)",
    )
    play.add_argument(
        "--nudge",
        type=float,
        default=None,
        metavar="SECONDS",
        help="seconds before a group's mover is nudged (default: as the bot runs, 30; 0: never)",
    )
    play.add_argument(
        "--inline-pictures",
        action="store_true",
        help="inline games on the picture board, uploaded to a group the playground keeps for "
        "it (as ROBINSON_MEDIA_CHAT does; default: inline games are text)",
    )
    play.add_argument("--no-token", action="store_true", help=argparse.SUPPRESS)
    play.set_defaults(handler=commands.playground)

    replay = sub.add_parser("replay", help="replay a game from its dice log")
    _add_game_options(replay)
    replay.add_argument(
        "--leaves", default="", metavar="SEAT@STEP,…", help="who left when, e.g. 1@14"
    )
    _add_rule_options(replay)
    replay.set_defaults(handler=commands.replay)

    simulate = sub.add_parser("simulate", help="simulate many games")
    simulate.add_argument("--games", type=_positive, required=True, metavar="G", help="how many")
    simulate.add_argument(
        "--players", type=_players, required=True, metavar="N", help=f"1 to {MAX_PLAYERS}"
    )
    simulate.add_argument("--seed", type=int, default=0, help="the dice's seed (default: 0)")
    simulate.add_argument(
        "--plot", metavar="FILE.png", help="draw lengths and seat rates (the plot extra)"
    )
    _add_rule_options(simulate)
    simulate.set_defaults(handler=commands.simulate)

    board = sub.add_parser("board", help="draw the board after a replayed game as a PNG")
    _add_game_options(board)
    board.add_argument("--names", default="", help="comma-separated player names")
    board.add_argument("--lang", choices=LANGUAGES, default="en", help="(default: en)")
    board.add_argument("-o", "--output", required=True, metavar="FILE.png", help="where to write")
    _add_rule_options(board)
    board.set_defaults(handler=commands.board)

    rules = sub.add_parser("rules", help="print the rules and the board in a language")
    rules.add_argument("--lang", choices=LANGUAGES, default="en", help="(default: en)")
    rules.add_argument(
        "--field12",
        choices=FIELD12,
        default=None,
        help="the fever rule on field 12 (default: the edition's own)",
    )
    rules.set_defaults(handler=commands.rules)

    fsm = sub.add_parser("fsm", help="print the turn state machine")
    fsm.add_argument("--mermaid", action="store_true", help="as a Mermaid state diagram")
    fsm.set_defaults(handler=commands.fsm)
    return parser
