"""Solo games: the player's own turn first, then each computer player's turn as its own edit."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from telegram import Bot

from engine import GameState, TurnStarted
from fsm import Result, SessionData
from tgbot.appstate import AppState
from tgbot.outbox.live import show
from tgbot.render.game import game_view
from tgbot.render.story import turns_of


def moments(result: Result) -> list[tuple[SessionData, int]]:
    """The game as it stood after each turn but the last: (data then, events so far), each
    story after the roll a choice carried over (`fsm.effects`: a choice adds to its roll's).

    The last turn's moment is the saved session itself, shown with its buttons.
    """
    outcome, data = result.outcome, result.session.data
    carried = data.last_events[: max(len(data.last_events) - len(outcome.events), 0)]  # its roll
    ends: list[int] = []  # where each turn that tells something ends, in the events
    told = 0
    for turn in turns_of(outcome.events):
        told += len(turn)
        if any(not isinstance(event, TurnStarted) for event in turn):
            ends.append(told)
    frames: list[tuple[SessionData, int]] = []
    for end in ends[:-1]:
        state = _state_after(outcome.states, end)
        if state is None:
            break
        story = [*carried, *outcome.events[:end]]
        frames.append((replace(data, engine=state, last_events=story), end))
    return frames


def _state_after(states: list[tuple[int, GameState]], told: int) -> GameState | None:
    """The engine state once the first `told` events had happened."""
    return next((state for count, state in states if count >= told), None)


async def replay_turns(
    bot: Bot, state: AppState, result: Result, lang: str, *, fresh: bool = False
) -> bool:
    """Show each turn of a solo game's command (a private chat, one person against computer
    players; `solo_pace` > 0) before the final view, `solo_pace` apart; with `fresh`, the
    first moment is posted anew at the bottom. True if any was shown.

    Runs inside the chat's update (updates of one chat are handled in order), so a tap
    or a 🎲 sent meanwhile waits its turn; the replayed moments carry no buttons.
    """
    pace = state.settings.solo_pace
    if result.messages.live is None:
        return False
    shown = False
    for then, _ in moments(result):
        view = game_view(then, lang, live=False)
        await show(bot, state, then, view, messages=result.messages, fresh=fresh and not shown)
        shown = True
        await asyncio.sleep(pace)
    return shown
