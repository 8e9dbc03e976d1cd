"""Pieces every view uses: names, keyboards, the engine settings of a session."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from engine.state import Settings
from fsm.data import Seat, SessionData
from fsm.session import COMPUTER_NAMES
from i18n import t
from tgbot.callbacks import Callback


@dataclass(frozen=True, slots=True)
class View:
    """A message to send or edit: plain text and an optional inline keyboard."""

    text: str
    keyboard: InlineKeyboardMarkup | None = None


def display_name(seat: Seat, lang: str) -> str:
    """A person's own name; a computer player's name as the language spells it."""
    if not seat.is_computer:
        return seat.name
    if seat.name in COMPUTER_NAMES:
        return t(lang, f"computer-{seat.name.lower()}")
    if seat.name.isdigit():
        return t(lang, "lobby-bot-name", number=int(seat.name) + 1)
    return seat.name


def seat_names(data: SessionData, lang: str) -> list[str]:
    """Each seat's display name in `lang`; computer players carry a robot."""
    return [f"🤖 {display_name(s, lang)}" if s.is_computer else s.name for s in data.seats]


def engine_settings(data: SessionData) -> Settings:
    """The rule settings the engine plays by."""
    s = data.settings
    return Settings(s.field12, s.start_chips, s.ante)


def button(label: str, callback: Callback) -> InlineKeyboardButton:
    """An inline button with encoded callback data."""
    return InlineKeyboardButton(label, callback_data=callback.encode())


def keyboard(rows: Sequence[Sequence[InlineKeyboardButton]]) -> InlineKeyboardMarkup | None:
    """A keyboard of the non-empty rows, or none at all."""
    kept = [list(row) for row in rows if row]
    return InlineKeyboardMarkup(kept) if kept else None
