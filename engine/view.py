"""What a policy sees of the game: the rule, every seat's race and how each seat plays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.board import BOARD, Board
from engine.state import Field12, GameState
from engine.table import Table


@dataclass(frozen=True, slots=True)
class View:
    """The races at a choice on `board`; `plays` names each seat's policy (a person: `optimal`)."""

    field12: Field12
    positions: tuple[int, ...]
    alive: tuple[bool, ...]
    skipping: tuple[bool, ...]
    plays: tuple[str, ...]
    board: Board = BOARD

    @classmethod
    def of_state(cls, state: GameState, plays: Sequence[str], board: Board = BOARD) -> View:
        """The view of a frozen state."""
        players = state.players
        return cls(
            state.settings.field12,
            tuple(p.position for p in players),
            tuple(p.alive for p in players),
            tuple(p.skip_next for p in players),
            tuple(plays),
            board,
        )

    @classmethod
    def of_table(cls, table: Table, plays: Sequence[str]) -> View:
        """The view of the simulator's scratch table."""
        return cls(
            table.settings.field12,
            tuple(table.pos),
            tuple(table.alive),
            tuple(table.skip),
            tuple(plays),
            table.board,
        )
