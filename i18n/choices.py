"""The labels of choice buttons: where an option leads and what landing there does."""

from __future__ import annotations

from collections.abc import Sequence

from engine import ChoiceKind, Settings
from i18n.catalog import t
from i18n.costs import field_cost


def _name(names: Sequence[str], seat: int) -> str:
    """The display name of `seat`, or a neutral '#n' if the caller gave none."""
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


def choice_label(
    kind: ChoiceKind,
    option: int,
    lang: str,
    names: Sequence[str],
    roll: int,
    position: int,
    settings: Settings | None = None,
) -> str:
    """A short button label saying where `option` leads and what landing there does:
    '➡️ Move on to 11', '➡️ 8 · −3 🪙', '⚓ Swap with Ana'."""
    match kind:
        case ChoiceKind.RESTART:
            key = "btn-start-over" if option == roll else "btn-move-on"
        case ChoiceKind.TREE:
            key = "btn-stay-tree" if option == position else "btn-move-on"
        case ChoiceKind.SAIL:
            key = "btn-stay-boat" if option == position else "btn-sail"
        case _:
            return t(lang, "btn-swap", name=_name(names, option))
    cost = field_cost(option, lang, settings) if option != position else ""
    if cost:
        return t(lang, f"{key}-cost", field=option, cost=cost)
    return t(lang, key, field=option)
