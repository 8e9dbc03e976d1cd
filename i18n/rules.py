"""The rules text: the edition's paragraph, our decisions R1–R27, the settings, the 45 fields."""

from __future__ import annotations

from typing import Final

from engine import Field12, Settings
from i18n.board import board_lines
from i18n.catalog import t

RULE_COUNT: Final = 27
MESSAGE_LIMIT: Final = 4000  # a Telegram message holds 4096 characters; keep a margin


def decisions(lang: str) -> list[str]:
    """Our decisions R1…R27 in plain words, each starting with its number so players can cite it."""
    return [f"R{n}. {t(lang, f'rule-{n}')}" for n in range(1, RULE_COUNT + 1)]


def settings_lines(lang: str, settings: Settings) -> list[str]:
    """The settings in force: the fever rule on field 12, start chips, ante and first purse."""
    fever = "skip" if settings.field12 is Field12.SKIP else "extra"
    return [
        t(lang, f"rules-setting-field12-{fever}"),
        t(lang, "rules-setting-chips", count=settings.start_chips),
        t(lang, "rules-setting-ante", count=settings.ante),
        t(lang, "rules-setting-purse", count=settings.start_chips - settings.ante),
    ]


def _pack(title: str, items: list[str], limit: int) -> list[str]:
    """Join `items` under `title` into as few messages of at most `limit` characters as fit."""
    chunks: list[str] = []
    current = title
    for item in items:
        if len(current) + 1 + len(item) > limit and current != title:
            chunks.append(current)
            current = f"{title} ({len(chunks) + 1})"
        current += "\n" + item
    chunks.append(current)
    return chunks


def rules_sections(lang: str, settings: Settings, limit: int = MESSAGE_LIMIT) -> list[str]:
    """The rules text cut into messages of at most `limit` characters, at line boundaries."""
    edition = f"{t(lang, 'rules-edition-title')}:\n{t(lang, 'rules-edition')}"
    note = t(lang, "rules-edition-note")  # explains an oddity of the printed text, if any
    if note:
        edition += f"\n\n{note}"
    return [
        f"📜 {t(lang, 'rules-title')}\n\n{edition}",
        *_pack(f"⚖️ {t(lang, 'rules-decisions-title')}", decisions(lang), limit),
        *_pack(f"⚙️ {t(lang, 'rules-settings-title')}", settings_lines(lang, settings), limit),
        *_pack(f"🗺 {t(lang, 'rules-fields-title')}", board_lines(lang, settings), limit),
    ]


def rules_text(lang: str, settings: Settings) -> str:
    """The whole rules text for a player: edition, decisions, settings in force and all fields."""
    return "\n\n".join(rules_sections(lang, settings, limit=1_000_000))
