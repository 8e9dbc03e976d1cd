"""The board in words: each field's story and an effect line generated from the engine's data."""

from __future__ import annotations

from engine import (
    BOARD,
    FIELD_COUNT,
    HOME,
    BindFriday,
    EveryonePays,
    Fever,
    Field12,
    Gallows,
    GoBack,
    Home,
    ParrotCall,
    PayPot,
    PayRightNeighbour,
    RestartOption,
    RollAgain,
    SailOption,
    Settings,
    StayOption,
    SwapPlaces,
    TakeFromEach,
    TakePot,
    count_back,
)
from i18n.catalog import t

FRIDAY_SHARE = 1  # R21: Friday pays or takes one chip alongside their Robinson


def story(field: int, lang: str) -> str:
    """The story of `field` as the language's edition prints it."""
    return t(lang, f"field-{field}")


def field_ref(field: int, lang: str) -> str:
    """How the language names a field: '№ 23', 'Nr 23', 'Số 23', 'Felt 23', 'Field 23'."""
    return t(lang, "field-ref", field=field)


def _deadly_roll(field: int) -> int:
    """The roll that brings a player standing on `field` back to it (6 on the gallows, R24)."""
    for roll in range(1, 7):
        if count_back(field + roll) == field:
            return roll
    return 6


def _roll_again(field: int, lang: str) -> str:
    """Field 20's extra roll, warning of the roll that would land on the footprint (R9)."""
    for roll in range(1, 7):
        target = field + roll
        effect = BOARD[target] if target <= HOME else None
        if isinstance(effect, GoBack):
            return t(
                lang, "effect-roll-again-careful", roll=roll, field=target, target=effect.target
            )
    return t(lang, "effect-roll-again")


def effect_line(field: int, lang: str, settings: Settings) -> str:
    """The effect of `field` in `lang`, as the rule in force says; '' for a field without one."""
    match BOARD[field]:
        case EveryonePays(amount):
            return t(lang, "effect-everyone-pays", amount=amount)
        case PayPot(amount):
            return " ".join(
                (
                    t(lang, "effect-pay-pot", amount=amount),
                    t(lang, "effect-friday-pays", amount=FRIDAY_SHARE),
                )
            )
        case TakePot(amount):
            return " ".join(
                (
                    t(lang, "effect-take-pot", amount=amount),
                    t(lang, "effect-friday-takes", amount=FRIDAY_SHARE),
                )
            )
        case PayRightNeighbour(amount):
            return t(lang, "effect-pay-right", amount=amount)
        case RestartOption():
            return t(lang, "effect-restart", field=field)
        case StayOption():
            return t(lang, "effect-stay", field=field)
        case Fever() if settings.field12 is Field12.SKIP:
            return t(lang, "effect-fever-skip")
        case Fever():
            return t(lang, "effect-fever-extra")
        case ParrotCall():
            return t(lang, "effect-parrot")
        case RollAgain():
            return _roll_again(field, lang)
        case SailOption(target):
            return t(lang, "effect-sail", target=target, field=field)
        case GoBack(target):
            arrival = effect_line(target, lang, settings)
            return " ".join(filter(None, (t(lang, "effect-go-back", target=target), arrival)))
        case BindFriday(amount):
            return t(lang, "effect-bind-friday", amount=amount, share=FRIDAY_SHARE)
        case TakeFromEach(amount):
            return t(lang, "effect-take-each", amount=amount)
        case SwapPlaces(target):
            return t(lang, "effect-swap", target=target, field=field)
        case Gallows():
            return t(lang, "effect-gallows", roll=_deadly_roll(field), field=field)
        case Home():
            return t(lang, "effect-home")
        case _:
            return ""


def field_line(field: int, lang: str, settings: Settings) -> str:
    """One field for a list of the board: name and story, then its effect on a second line."""
    head = f"{field_ref(field, lang)}. {story(field, lang)}"
    effect = effect_line(field, lang, settings)
    return f"{head}\n   ➜ {effect}" if effect else head


def board_lines(lang: str, settings: Settings) -> list[str]:
    """All 45 fields, each as `field_line` gives it."""
    return [field_line(field, lang, settings) for field in range(1, FIELD_COUNT + 1)]
