"""The `robinson-bot` command line: run, doctor, replay, simulate, board, rules, fsm."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from cli.parser import build_parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments and run the chosen command; return the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        status: int = args.handler(args)
    except BrokenPipeError:  # e.g. `robinson-bot rules | head`: the reader left, not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return status


if __name__ == "__main__":
    sys.exit(main())
