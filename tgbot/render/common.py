"""Pieces every view uses: names, keyboards, the engine settings of a session."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from engine.state import Settings
from fsm.data import SessionData
from tgbot.callbacks import Callback


@dataclass(frozen=True, slots=True)
class View:
    """A message to send or edit: plain text and an optional inline keyboard."""

    text: str
    keyboard: InlineKeyboardMarkup | None = None


def seat_names(data: SessionData) -> list[str]:
    """Each seat's display name; computer players carry a robot."""
    return [f"🤖 {s.name}" if s.is_computer else s.name for s in data.seats]


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
