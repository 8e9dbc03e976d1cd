"""Faults a test injects: the next call of a method (in one chat, or any) is slow, then fails."""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import ApiError


@dataclass(frozen=True, slots=True)
class Fault:
    """Wait `delay` seconds, then answer `error` (None: answer as usual), in `chat` or any."""

    delay: float
    error: ApiError | None
    chat: int | None = None


@dataclass
class Faults:
    """The faults still to come, per method, each used up by the first call it matches."""

    queued: dict[str, list[Fault]] = field(default_factory=dict)

    def add(self, method: str, fault: Fault) -> None:
        """Queue `fault` for a later call of `method`."""
        self.queued.setdefault(method, []).append(fault)

    def take(self, method: str, chat: int | None) -> Fault | None:
        """The first queued fault of `method` meant for `chat` (or any chat), used up."""
        waiting = self.queued.get(method, [])
        for index, fault in enumerate(waiting):
            if fault.chat is None or fault.chat == chat:
                return waiting.pop(index)
        return None
