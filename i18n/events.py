"""Events told as chat lines: one event, a whole turn."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from engine import (
    BOARD,
    ChoiceKind,
    ChoiceOffered,
    Died,
    Event,
    EveryonePays,
    ExtraRoll,
    FridayBound,
    FridayLost,
    Left,
    MoveCause,
    Moved,
    NoWinner,
    Paid,
    Parrot,
    RestartAhead,
    Rolled,
    SailOption,
    Shared,
    SkipAhead,
    Skipped,
    Stayed,
    StayOption,
    Swapped,
    SwapPlaces,
    TakeFromEach,
    Took,
    TurnStarted,
    Won,
)
from i18n.board import short_story
from i18n.catalog import format_list, t
from i18n.drama import marked

_ROLL_CAUSES = (MoveCause.ROLL, MoveCause.PLACEMENT, MoveCause.COUNT_BACK)
_SWAP_FROM, _SWAP_TO = next(
    (field, effect.target) for field, effect in enumerate(BOARD) if isinstance(effect, SwapPlaces)
)


def _name(names: Sequence[str], seat: int) -> str:
    """The display name of `seat`, or a neutral '#n' if the caller gave none."""
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


def _choice(event: ChoiceOffered, lang: str, names: Sequence[str], you: bool) -> str:
    """The line announcing an optional decision (R11, R14, R15, R18, R23); `you`: told to the
    chooser, in the second person."""
    name, options = _name(names, event.seat), event.options
    key = f"ev-choice-{event.kind.value}" + ("-you" if you else "")
    match event.kind:
        case ChoiceKind.RESTART:
            onward = next((o for o in options if o != event.roll), event.roll)
            return t(lang, key, name=name, restart=event.roll, onward=onward)
        case ChoiceKind.TREE | ChoiceKind.SAIL:
            return t(lang, key, name=name, onward=max(options), field=min(options))
        case _:
            others = format_list(lang, (_name(names, seat) for seat in options), choice=True)
            return t(lang, key, name=name, others=others)


def _paid(event: Paid, lang: str, names: Sequence[str]) -> str:
    """A payment into the pot or to a player, with Friday's share and a short purse noted."""
    name, amount = _name(names, event.seat), event.amount
    if event.to is not None:
        line = t(lang, "ev-paid-player", name=name, other=_name(names, event.to), amount=amount)
    elif event.friday_of is not None:
        robinson = _name(names, event.friday_of)
        line = t(lang, "ev-paid-pot-friday", name=name, robinson=robinson, amount=amount)
    else:
        line = t(lang, "ev-paid-pot", name=name, amount=amount)
    if amount < event.owed:
        line += " " + t(lang, "ev-short-purse", paid=amount, owed=event.owed)
    return line


def _took(event: Took, lang: str, names: Sequence[str]) -> str:
    """A take from the pot or from a player, with Friday's share and a short source noted."""
    name, amount = _name(names, event.seat), event.amount
    if event.source is not None:
        other = _name(names, event.source)
        line = t(lang, "ev-took-player", name=name, other=other, amount=amount)
        short = t(lang, "ev-short-player", other=other, paid=amount, owed=event.owed)
    else:
        if event.friday_of is not None:
            robinson = _name(names, event.friday_of)
            line = t(lang, "ev-took-pot-friday", name=name, robinson=robinson, amount=amount)
        else:
            line = t(lang, "ev-took-pot", name=name, amount=amount)
        short = t(lang, "ev-short-pot", paid=amount, owed=event.owed)
    return f"{line} {short}" if amount < event.owed else line


def _stayed(event: Stayed, lang: str, names: Sequence[str]) -> str:
    """A player chose to stay: in the tree on 7, in the boat on 23."""
    effect = BOARD[event.field]
    key = (
        "ev-stayed-tree"
        if isinstance(effect, StayOption)
        else "ev-stayed-boat"
        if isinstance(effect, SailOption)
        else "ev-stayed"
    )
    return t(lang, key, name=_name(names, event.seat), field=event.field)


def render_event(event: Event, lang: str, names: Sequence[str], reader: int | None = None) -> str:
    """One short chat line, with its emoji, telling `event` in `lang` (names inserted as given);
    `reader`, a private chat's one person, is asked their choices, the parrot asks no crowd."""
    match event:
        case TurnStarted(seat=seat, turn=turn):
            return t(lang, "ev-turn", name=_name(names, seat), turn=turn)
        case Rolled(seat=seat, value=value, extra=extra):
            key = "ev-rolled-extra" if extra else "ev-rolled"
            return t(lang, key, name=_name(names, seat), value=value)
        case Moved(seat=seat, dst=dst, cause=cause):
            key = "ev-moved-" + cause.value.replace("_", "-")
            return t(lang, key, name=_name(names, seat), dst=dst, story=short_story(dst, lang))
        case Stayed():
            return _stayed(event, lang, names)
        case ChoiceOffered():
            return _choice(event, lang, names, event.seat == reader)
        case Paid():
            return _paid(event, lang, names)
        case Took():
            return _took(event, lang, names)
        case (
            FridayBound(robinson=robinson, friday=friday)
            | FridayLost(robinson=robinson, friday=friday)
        ):
            key = "ev-friday-bound" if isinstance(event, FridayBound) else "ev-friday-lost"
            return t(lang, key, robinson=_name(names, robinson), friday=_name(names, friday))
        case Swapped(seat=seat, other=other):
            return t(
                lang,
                "ev-swapped",
                name=_name(names, seat),
                other=_name(names, other),
                to=_SWAP_TO,
                back=_SWAP_FROM,
            )
        case RestartAhead(seat=seat):
            return t(lang, "ev-restart-ahead", name=_name(names, seat))
        case SkipAhead(seat=seat, field=field):
            return t(lang, "ev-skip-ahead", name=_name(names, seat), field=field)
        case ExtraRoll(seat=seat, field=field):
            return t(lang, "ev-extra-roll", name=_name(names, seat), field=field)
        case Skipped(seat=seat):
            return t(lang, "ev-skipped", name=_name(names, seat))
        case Parrot(seat=seat):
            key = "ev-parrot" if reader is None else "ev-parrot-alone"
            return t(lang, key, name=_name(names, seat))
        case Died(seat=seat, field=field):
            return t(lang, "ev-died", name=_name(names, seat), field=field)
        case Left(seat=seat):
            return t(lang, "ev-left", name=_name(names, seat))
        case Won(seat=seat, pot=pot):
            return t(lang, "ev-won", name=_name(names, seat), pot=pot)
        case Shared(amount=0):
            return ""  # a third or a half of too small a pot: nothing changed hands
        case Shared(winner=winner, to=to, amount=amount, reason=reason):
            return t(
                lang,
                f"ev-shared-{reason.value}",
                name=_name(names, to),
                winner=_name(names, winner),
                chips=amount,
            )
        case NoWinner(pot=pot, anyone_left=anyone_left):  # "nobody in the race": not all died
            return t(lang, "ev-no-winner-left" if anyone_left else "ev-no-winner", pot=pot)
        case _:
            return ""


def _rolled_and_after(
    event: Event,
    following: Event | None,
    lang: str,
    names: Sequence[str],
    people: Collection[int],
    reader: int | None,
) -> str | None:
    """A roll and what it did at once, as one line: the move it made, or the death on the
    gallows (whose line says the 6 itself); None if `event` is no such roll."""
    if not isinstance(event, Rolled) or getattr(following, "seat", None) != event.seat:
        return None
    if isinstance(following, Moved) and following.cause in _ROLL_CAUSES:
        return _merge_roll(event, following, lang, names)
    if isinstance(following, Died):
        return marked(following, render_event(following, lang, names, reader), people)
    return None


def _merge_roll(rolled: Rolled, moved: Moved, lang: str, names: Sequence[str]) -> str:
    """A roll and the move it made, as one line: '🎲 Boris rolled 3 → 23 “…”'."""
    back = moved.cause is MoveCause.COUNT_BACK
    key = f"turn-{'reroll' if rolled.extra else 'roll'}-{'count-back' if back else 'move'}"
    return t(
        lang,
        key,
        name=_name(names, rolled.seat),
        value=rolled.value,
        dst=moved.dst,
        story=short_story(moved.dst, lang),
    )


def _joins(first: Event, event: Event) -> bool:
    """True if `event` belongs to the same everyone-pays (1) or take-from-each (32) run."""
    if isinstance(first, Paid) and isinstance(event, Paid):
        return (
            event.to is None
            and event.friday_of is None
            and event.field == first.field
            and isinstance(BOARD[event.field], EveryonePays)
        )
    if isinstance(first, Took) and isinstance(event, Took):
        return (
            event.source is not None
            and event.seat == first.seat
            and event.field == first.field
            and isinstance(BOARD[event.field], TakeFromEach)
        )
    return False


def _grouped(events: Sequence[Event], i: int) -> list[Paid | Took]:
    """The run of group payments starting at `i`, if there are at least two of them."""
    run: list[Paid | Took] = []
    for event in events[i:]:
        if not isinstance(event, Paid | Took) or not _joins(events[i], event):
            break
        run.append(event)
    return run if len(run) > 1 else []


def told_turn(
    events: Sequence[Event],
    lang: str,
    names: Sequence[str],
    people: Collection[int] = (),
    reader: int | None = None,
) -> list[tuple[str, tuple[Event, ...]]]:
    """A whole turn as chat lines, each with the events it tells: a roll and its move (or its
    death on the gallows) one line, group payments summed.

    `TurnStarted` is left out (the live message already shows whose turn it is);
    `render_event` on its own renders it as '▶️ Now: Ana'. Rare moments are `marked` (a win
    only by one of `people`, the persons' seats); `reader` as for `render_event`."""
    told: list[tuple[str, tuple[Event, ...]]] = []
    i = 0
    while i < len(events):
        event = events[i]
        following = events[i + 1] if i + 1 < len(events) else None
        if isinstance(event, TurnStarted):
            i += 1
            continue
        merged = _rolled_and_after(event, following, lang, names, people, reader)
        if merged is not None and following is not None:
            told.append((merged, (event, following)))
            i += 2
            continue
        run = _grouped(events, i)
        if run:
            total = sum(e.amount for e in run)
            first = run[0]
            if isinstance(first, Took):
                name = _name(names, first.seat)
                line = t(lang, "turn-took-each", name=name, amount=first.owed, total=total)
            else:
                line = t(lang, "turn-everyone-paid", amount=first.owed, total=total)
            told.append((line, tuple(run)))
            told.extend((render_event(e, lang, names), (e,)) for e in run if e.amount < e.owed)
            i += len(run)
            continue
        told.append((marked(event, render_event(event, lang, names, reader), people), (event,)))
        i += 1
    return [(line, told_events) for line, told_events in told if line]


def render_turn(
    events: Sequence[Event],
    lang: str,
    names: Sequence[str],
    people: Collection[int] = (),
    reader: int | None = None,
) -> list[str]:
    """A whole turn as chat lines (`told_turn` without the events each line tells)."""
    return [line for line, _ in told_turn(events, lang, names, people, reader)]
