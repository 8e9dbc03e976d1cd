"""The `robinson-bot` command line (also `python -m robinson.cli`): run, doctor, replay, …"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from robinson.cli.parser import build_parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments and run the chosen command; return the exit status."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as done:  # --help, --version (0) or a one-line usage error (2)
        return done.code if isinstance(done.code, int) else 2
    try:
        status: int = args.handler(args)
    except BrokenPipeError:  # e.g. `robinson-bot rules | head`: the reader left, not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return status


if __name__ == "__main__":
    sys.exit(main())
