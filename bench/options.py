"""The command line the scripts `bench/report.py` runs share: a description and `--json`."""

from __future__ import annotations

import argparse


def reported_parser(doc: str | None) -> argparse.ArgumentParser:
    """A script's parser: its docstring's first line, and `--json` (what report.py reads)."""
    parser = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    parser.add_argument("--json", action="store_true", help="one JSON line for bench/report.py")
    return parser
