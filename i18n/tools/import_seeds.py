"""One-off import of a printed edition's field stories and rules paragraph into Fluent syntax.

Usage: ``python -m i18n.tools.import_seeds tests/i18n/seed_stories/bg.txt bg > fragment.ftl``.
Not used at run or test time: its output was pasted into
``i18n/locales/<lang>/board.ftl`` and ``rules.ftl`` and reviewed by hand.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from engine import BOARD, NoEffect

SEPARATOR = " – "
USAGE = "SEED_FILE LANG > fragment.ftl  (e.g. tests/i18n/seed_stories/bg.txt bg)"
LINE = re.compile(r"^(\S+) (\d{1,2}): (.*)$")
# Fields whose story itself contains the separator: which occurrence starts the effect (1-based).
SPLIT_AT: dict[tuple[str, int], int] = {("bg", 45): 2}


def split_story(lang: str, field: int, text: str) -> str:
    """Return the story part of a field's line: everything before the effect's separator."""
    if isinstance(BOARD[field], NoEffect) or SEPARATOR not in text:
        return text
    parts = text.split(SEPARATOR)
    at = SPLIT_AT.get((lang, field), 1)
    return SEPARATOR.join(parts[:at])


def parse(seed: str, lang: str) -> tuple[list[str], dict[int, str]]:
    """Split a seed file into its rules lines and its stories by field number."""
    rules: list[str] = []
    stories: dict[int, str] = {}
    for line in seed.splitlines():
        match = LINE.match(line)
        if match:
            field = int(match.group(2))
            stories[field] = split_story(lang, field, match.group(3))
        elif line.strip():
            rules.append(line)
    return rules, stories


def main(argv: list[str]) -> int:
    """Print the Fluent fragment for one edition; a usage line and 2 for wrong arguments."""
    if len(argv) != 2 or not Path(argv[0]).is_file():
        sys.stderr.write(f"usage: python -m i18n.tools.import_seeds {USAGE}\n")
        return 2
    path, lang = Path(argv[0]), argv[1]
    rules, stories = parse(path.read_text(encoding="utf-8"), lang)
    print(f"rules-edition-title = {rules[0].rstrip(':')}")
    print("rules-edition =")
    for line in rules[1:]:
        print(f"    {line}")
    print()
    for field in sorted(stories):
        print(f"field-{field} = {stories[field]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
