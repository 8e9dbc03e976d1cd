"""What landing on a field costs or gives, in a few words, read from the engine's board table."""

from __future__ import annotations

from engine import (
    BOARD,
    BindFriday,
    EveryonePays,
    Fever,
    Field12,
    Gallows,
    GoBack,
    Home,
    PayPot,
    PayRightNeighbour,
    RollAgain,
    SailOption,
    Settings,
    SwapPlaces,
    TakeFromEach,
    TakePot,
)
from i18n.catalog import t


def field_cost(field: int, lang: str, settings: Settings | None = None) -> str:
    """What landing on `field` does to the mover ('−3 🪙', '🤒 miss a turn'), or '' for nothing."""
    if not 0 <= field < len(BOARD):
        return ""
    match BOARD[field]:
        case EveryonePays(amount):
            return t(lang, "cost-everyone-pays", chips=amount)
        case PayPot(amount):
            return t(lang, "cost-pay", chips=amount)
        case TakePot(amount):
            return t(lang, "cost-take", chips=amount)
        case PayRightNeighbour(amount):
            return t(lang, "cost-neighbour", chips=amount)
        case TakeFromEach(amount):
            return t(lang, "cost-each", chips=amount)
        case BindFriday(amount):
            return t(lang, "cost-friday", chips=amount)
        case Fever():
            extra = settings is not None and settings.field12 is Field12.EXTRA_ROLL
            return t(lang, "cost-fever-extra" if extra else "cost-fever-skip")
        case RollAgain():
            return t(lang, "cost-roll-again")
        case SailOption(target):
            return t(lang, "cost-sail", field=target)
        case GoBack(target):
            return t(lang, "cost-back", field=target)
        case SwapPlaces(target):
            return t(lang, "cost-swap", field=target)
        case Gallows():
            return t(lang, "cost-gallows")
        case Home():
            return t(lang, "cost-home")
    return ""
