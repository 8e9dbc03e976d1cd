"""The button routes: one CallbackQueryHandler per kind of button, each with its pattern."""

from __future__ import annotations

import re

from telegram.ext import CallbackQueryHandler

from tgbot.app import handlers
from tgbot.chat.callbacks import Callback, Op
from tgbot.handlers.buttons import InlinePressHandler, routes


def patterned() -> list[CallbackQueryHandler]:  # type: ignore[type-arg]
    """The routes that match by their data's pattern."""
    return [r for r in routes() if isinstance(r.pattern, re.Pattern)]


def test_every_kind_of_button_has_exactly_one_route() -> None:
    """Each op's data is matched by one pattern: no press hides among another kind's routes."""
    for op in Op:
        data = Callback(op, "g1", 3, ()).encode()
        matched = [r for r in patterned() if r.pattern.match(data)]  # type: ignore[union-attr]
        assert len(matched) == 1, (op, [r.callback.__name__ for r in matched])


def test_a_pattern_names_whole_ops() -> None:
    """'r' (Roll) is not matched by a route for 'ru' (Rules), nor the other way round."""
    roll, rules = Callback(Op.ROLL, "g1", 3).encode(), Callback(Op.RULES).encode()
    route_of = {d: [r.callback.__name__ for r in patterned() if r.pattern.match(d)]  # type: ignore[union-attr]
                for d in (roll, rules)}  # fmt: skip
    assert route_of[roll] != route_of[rules]


def test_the_routes_stand_in_the_one_handler_list_inline_first_unknown_last() -> None:
    """The app's handler list holds the routes in order; a catch-all answers forged data."""
    buttons = [h for h in handlers() if isinstance(h, CallbackQueryHandler)]
    assert isinstance(buttons[0], InlinePressHandler)
    assert buttons[-1].pattern is None and buttons[-1].callback.__name__ == "unknown"
    assert len(buttons) == len(routes()) >= 9
