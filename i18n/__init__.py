"""Five languages: catalogs, plural forms and rendering of everything a player reads."""

from i18n.board import (
    board_lines,
    effect_line,
    field_line,
    field_ref,
    first_quotes,
    short_story,
    story,
    without_story,
)
from i18n.catalog import (
    FALLBACK,
    LANGUAGES,
    Catalog,
    default_field12,
    format_list,
    language_name,
    pick_language,
    t,
)
from i18n.choices import choice_label
from i18n.drama import WIN_MARK, is_drama
from i18n.events import render_event, render_turn, told_turn
from i18n.rules import decisions, rules_sections, rules_text, settings_lines

__all__ = [
    "FALLBACK",
    "LANGUAGES",
    "WIN_MARK",
    "Catalog",
    "board_lines",
    "choice_label",
    "decisions",
    "default_field12",
    "effect_line",
    "field_line",
    "field_ref",
    "first_quotes",
    "format_list",
    "is_drama",
    "language_name",
    "pick_language",
    "render_event",
    "render_turn",
    "rules_sections",
    "rules_text",
    "settings_lines",
    "short_story",
    "story",
    "t",
    "told_turn",
    "without_story",
]
