"""Exceptions raised by Robinson's session layer, one flat list under `RobinsonError`."""

from __future__ import annotations

from typing import Literal, get_args

RefusalCode = Literal[
    "already_joined",
    "already_said",
    "bad_setting",
    "busy",
    "game_exists",
    "game_over",
    "game_running",
    "illegal_move",
    "join_first",
    "no_game",
    "not_admin",
    "not_due",
    "not_host",
    "not_in_game",
    "not_member",
    "not_running",
    "not_your_turn",
    "old_game",
    "parrot_silent",
    "refused",
    "stale",
    "table_full",
    "too_few_players",
    "updating",
    "wrong_moment",
]
"""Why a command was refused: the chat translates each one (`tgbot.outbox.show`)."""
REFUSAL_CODES: frozenset[str] = frozenset(get_args(RefusalCode))


class RobinsonError(Exception):
    """Base class of every error Robinson raises on purpose."""


class EmbeddedRedisError(RobinsonError):
    """The packaged redis-server is missing or would not start or stop."""


class StoreUnavailable(RobinsonError):
    """Redis could not be reached (connection, timeout, loading, read-only, cluster down)."""


class Conflict(RobinsonError):
    """A compare-and-set lost: the stored revision is not the one the writer expected."""

    def __init__(self, chat_id: int, expected: int | None, actual: int | None) -> None:
        self.chat_id = chat_id
        self.expected = expected
        self.actual = actual
        super().__init__(f"chat {chat_id}: expected rev {expected}, found {actual}")


class GameQuarantined(RobinsonError):
    """A stored game could not be read; its blob was moved to the chat's quarantine list."""

    def __init__(self, chat_id: int, reason: str) -> None:
        self.chat_id = chat_id
        self.reason = reason
        super().__init__(f"chat {chat_id}: game quarantined ({reason})")


class Refused(RobinsonError):
    """A command that may not happen now; `code` names the reason for the chat to translate."""

    def __init__(self, code: RefusalCode) -> None:
        if code not in REFUSAL_CODES:
            raise ValueError(f"not a refusal code: {code!r}")
        self.code: RefusalCode = code
        super().__init__(code)


class NewerGame(Refused):
    """A stored game was written by a newer release (a rolling update is under way).

    It is left as it is, neither read nor quarantined; its command is refused as ``updating``
    and its deadline retried, until a replica of the newer release takes it.
    """

    def __init__(self, chat_id: int, version: int) -> None:
        super().__init__("updating")
        self.chat_id = chat_id
        self.version = version


class Duplicate(RobinsonError):
    """The update behind a command was applied already (a redelivery, maybe to another process)."""

    def __init__(self, chat_id: int, update_id: str) -> None:
        self.chat_id = chat_id
        self.update_id = update_id
        super().__init__(f"chat {chat_id}: update {update_id} was handled already")
