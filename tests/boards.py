"""The live board as the outbox draws it: the render with the game's view from fsm (for tests)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fsm import Notice, Session, SessionData, view_of
from tgbot.render.common import View
from tgbot.render.game import game_view as render_game_view


def game_view(data: SessionData, lang: str, notices: Sequence[Notice] = (), **options: Any) -> View:
    """`tgbot.render.game.game_view`, its buttons from the view fsm answers for `data`."""
    options.setdefault("game", view_of(Session(data)))
    return render_game_view(data, lang, notices, **options)
