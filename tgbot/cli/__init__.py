"""The `robinson-bot` command line: run, replay, simulate, rules, fsm."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from tgbot.cli.parser import build_parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments and run the chosen command; return the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    status: int = args.handler(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
