"""How each field is marked on the picture, read from the engine's board table."""

from __future__ import annotations

from dataclasses import dataclass

from engine import (
    BOARD,
    BindFriday,
    Effect,
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
    StayOption,
    SwapPlaces,
    TakeFromEach,
    TakePot,
)

Colour = tuple[int, int, int]

PLAIN: Colour = (255, 248, 231)
GAIN: Colour = (200, 236, 186)
LOSS: Colour = (250, 200, 196)
WATER: Colour = (190, 222, 248)
GREEN: Colour = (170, 214, 140)
SPECIAL: Colour = (255, 226, 140)
DANGER: Colour = (214, 206, 222)


@dataclass(frozen=True, slots=True)
class Mark:
    """A field's symbol (a shape or a sign, never colour alone), its fill and its key entry."""

    symbol: str
    fill: Colour
    key: str


def mark_of(effect: Effect, field12: Field12) -> Mark | None:
    """The mark of one effect under the game's fever rule; None for a plain field."""
    match effect:
        case TakePot(amount=n):
            return Mark(f"+{n}", GAIN, "picture-key-take")
        case PayPot(amount=n):
            return Mark(f"−{n}", LOSS, "picture-key-pay")
        case EveryonePays(amount=n):
            return Mark(f"∀−{n}", LOSS, "picture-key-everyone")
        case PayRightNeighbour(amount=n):
            return Mark(f"−{n}→", LOSS, "picture-key-right")
        case TakeFromEach(amount=n):
            return Mark(f"+{n}⇇", GAIN, "picture-key-each")
        case RollAgain():
            return Mark("⚄", SPECIAL, "picture-key-again")
        case Fever() if field12 is Field12.SKIP:
            return Mark("✚⊘", DANGER, "picture-key-fever-skip")
        case Fever():
            return Mark("✚⚄", DANGER, "picture-key-fever-extra")
        case RestartOption():
            return Mark("↺", WATER, "picture-key-shipwreck")  # start over: ⚓ is the swap (UX)
        case StayOption():
            return Mark("♣", GREEN, "picture-key-tree")
        case ParrotCall():
            return Mark("♪", GREEN, "picture-key-parrot")
        case SailOption(target=n):
            return Mark(f"⇒{n}", WATER, "picture-key-sail")
        case GoBack(target=n):
            return Mark(f"↩{n}", DANGER, "picture-key-footprint")
        case BindFriday():
            return Mark("☺", SPECIAL, "picture-key-friday")
        case SwapPlaces(target=n):
            return Mark(f"⇄{n}", WATER, "picture-key-swap")
        case Gallows():
            return Mark("☠", DANGER, "picture-key-gallows")
        case Home():
            return Mark("⌂", SPECIAL, "picture-key-home")
    return None


def marks(field12: Field12) -> list[Mark | None]:
    """The mark of every field 0–45 (0, the ship, has none)."""
    return [mark_of(effect, field12) for effect in BOARD]


def key_entries(field12: Field12) -> list[Mark]:
    """One mark per kind, in board order, for the picture's key ('+3' and '+1' share one)."""
    seen: set[str] = set()
    out: list[Mark] = []
    for mark in marks(field12):
        if mark is not None and mark.key not in seen:
            seen.add(mark.key)
            out.append(mark)
    return out


def jumps() -> list[tuple[int, int, float]]:
    """The board's leaps (sail on, the footprint, the swap) as (from, to, how much the arc bows)."""
    out: list[tuple[int, int, float]] = []
    for field, effect in enumerate(BOARD):
        match effect:
            case SailOption(target=n):
                out.append((field, n, 0.2))
            case GoBack(target=n):
                out.append((field, n, 0.3))
            case SwapPlaces(target=n):
                out.append((field, n, -0.2))
    return out
