"""The toast a roller sees at once: their die, where they stand and what their purse did."""

from __future__ import annotations

from engine import BOARD, GameState, Player, Rolled, Shared, Status, Won
from fsm import Result
from tgbot.render.story import turns_of


def rolled_toast(before: GameState, result: Result) -> str:
    """'🎲 5 → 21 · +2 🪙': the roller's die, where they stand and what their purse did; a 6
    on the gallows '→ ☠️ 42', the fever's turn to miss '→ 🤒 12' (play-test 20: '→ 12' did not
    say it), the way home '→ 🏠 45 · +20 🪙 · −10 🪙' (the pot, then each
    share handed on, as the board tells them), not like any other move; after a choice, no
    die: '→ 8 · −2 🪙'. While the roll waits for the roller's choice, no arrow: not moved yet."""
    seat = before.current
    own = turns_of(result.outcome.events)[:1]
    told = len(own[0]) if own else 0
    after = next((s for n, s in result.outcome.states if n >= told), result.session.engine)
    rolls = [e.value for e in own[0] if isinstance(e, Rolled) and e.seat == seat] if own else []
    parts = [f"🎲 {value}" for value in rolls]
    choosing = after.pending is not None and after.pending.seat == seat
    if not choosing:
        parts.append(f"→ {_where(after.players[seat])}")
    text = " ".join(parts)
    delta = after.players[seat].chips - before.players[seat].chips
    won = next((e.pot for e in own[0] if isinstance(e, Won) and e.seat == seat), 0) if own else 0
    shared = [e.amount for e in own[0] if isinstance(e, Shared) and e.winner == seat] if won else []
    rest = delta - won + sum(shared)  # what else the turn did to their purse
    # the win as the board tells it: the whole pot, then each share handed on (play-test 15)
    changes = [n for n in (rest, won, *(-amount for amount in shared)) if n]
    return " · ".join([text, *(f"{_signed(n)} 🪙" for n in changes)])


def _signed(amount: int) -> str:
    """+2, or −2 with a true minus, as the buttons and the board write it."""
    return f"+{amount}" if amount > 0 else f"−{-amount}"


def _where(player: Player) -> str:
    """A roller's field in the toast: ☠️ if the roll killed them, 🏠 home, 🤒 a turn to miss."""
    if player.status is Status.DEAD:
        return f"☠️ {player.position}"
    if player.position == BOARD.home:
        return f"🏠 {player.position}"
    return f"🤒 {player.position}" if player.skip_next else str(player.position)
