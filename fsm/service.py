"""The game service: load → perform → compare-and-set save, for every command and every deadline."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass

from engine.exceptions import EngineError
from engine.state import Status
from fsm.commands import Actor, Command, Timeout
from fsm.data import GameSettings, Seat, SessionData, from_doc, to_doc
from fsm.exceptions import Conflict, GameQuarantined, Refused, StoreUnavailable
from fsm.machine import TURN, Phase
from fsm.session import Dice, Outcome, Session
from fsm.store import GameStore, PlayerResult, Stored

Clock = Callable[[], float]
RETRIES = 8
ENDED = (Phase.FINISHED, Phase.CANCELLED)
ATTACHABLE = frozenset({"message_id", "reminder_id"})
CLAIM_LEASE = 30.0  # seconds a claimed deadline waits before another sweep may retry it
log = logging.getLogger("robinson.service")


@dataclass(slots=True)
class Result:
    """A command applied: the session as saved and what happened."""

    session: Session
    outcome: Outcome

    @property
    def ended(self) -> bool:
        """True when the game finished or was cancelled by this command."""
        return self.session.phase in ENDED


class GameService:
    """Runs commands against the games in the store, exactly once each."""

    def __init__(self, store: GameStore, *, dice: Dice, clock: Clock, new_id: Callable[[], str]):
        self.store = store
        self.dice = dice
        self.clock = clock
        self.new_id = new_id

    async def load(self, chat_id: int) -> Session | None:
        """The chat's live session, if any."""
        stored = await self.store.load(chat_id)
        return None if stored is None else await self._session(chat_id, stored)

    async def open_lobby(
        self,
        chat_id: int,
        host: Actor,
        settings: GameSettings,
        seats: list[Seat] | None = None,
    ) -> Result:
        """Open a lobby hosted by `host` (seated first); refuse if a game is already live."""
        data = SessionData(
            game_id=self.new_id(),
            chat_id=chat_id,
            host=host.user_id,
            settings=settings,
            seats=seats if seats is not None else [Seat(host.name, host.user_id)],
            created=self.clock(),
        )
        for _ in range(2):
            try:
                await self.store.save(chat_id, to_doc(data), expected_rev=None)
                return Result(Session(data), Outcome())
            except Conflict:
                if not await self._moved_aside(chat_id):
                    raise Refused("game_exists") from None
        raise Refused("game_exists")

    async def _moved_aside(self, chat_id: int) -> bool:
        """True if the chat's stored game was unreadable and has been quarantined just now."""
        try:
            stored = await self.store.load(chat_id)
            if stored is not None:
                await self._session(chat_id, stored)
        except GameQuarantined:
            return True
        return False

    async def act(self, chat_id: int, command: Command) -> Result:
        """Apply `command` to the chat's game, retrying on a lost compare-and-set."""
        for _ in range(RETRIES):
            stored = await self.store.load(chat_id)
            if stored is None:
                raise Refused("no_game")
            session = await self._session(chat_id, stored)
            outcome = session.perform(command, now=self.clock(), dice=self.dice)
            try:
                await self._save(chat_id, session, stored.rev)
            except Conflict:
                continue
            return Result(session, outcome)
        raise Refused("busy")

    async def attach(self, chat_id: int, game_id: str, **messages: int | None) -> None:
        """Remember the chat messages of a game (`message_id`, `reminder_id`) for later edits."""
        unknown = set(messages) - ATTACHABLE
        if unknown:
            raise ValueError(f"not a message field: {', '.join(sorted(unknown))}")
        for _ in range(RETRIES):
            stored = await self.store.load(chat_id)
            if stored is None or stored.doc["game_id"] != game_id:
                return
            doc = {**stored.doc, **messages}
            try:
                await self.store.save(
                    chat_id, doc, expected_rev=stored.rev, deadline=stored.doc["deadline"]
                )
                return
            except Conflict:
                continue

    async def wake_due(self) -> list[tuple[int, Result]]:
        """Fire every deadline that has passed, each exactly once across processes.

        A deadline is leased, not removed, when claimed: if its chat fails (a Redis error,
        a bug), the others still fire and the failed one is retried when the lease runs out.
        """
        now = self.clock()
        lease = now + CLAIM_LEASE
        fired: list[tuple[int, Result]] = []
        for chat_id, score in await self.store.due(now):
            try:
                if not await self.store.claim(chat_id, score, lease):
                    continue
                result = await self._wake(chat_id, now, lease)
            except GameQuarantined:
                continue  # moved aside; the other chats' deadlines still fire
            except StoreUnavailable as exc:
                log.warning("deadlines paused, Redis cannot serve: %s", exc)
                break  # the rest are retried next sweep; what fired is still shown
            except Exception:
                log.exception("the deadline of chat %s failed; retried later", chat_id)
                continue
            if result is not None:
                fired.append((chat_id, result))
        return fired

    async def _wake(self, chat_id: int, now: float, lease: float) -> Result | None:
        """Remind the mover or time them out, if their deadline in the game itself has passed."""
        for _ in range(RETRIES):
            stored = await self.store.load(chat_id)
            if stored is None:
                await self.store.release(chat_id, lease)
                return None
            session = await self._session(chat_id, stored)
            deadline = session.data.deadline
            if deadline is None or session.phase not in TURN:
                await self.store.release(chat_id, lease)
                return None
            if deadline > now:
                await self.store.release(chat_id, lease, deadline)  # a stale index entry
                return None
            if session.data.wake == "remind":
                outcome = session.remind(now)
            else:
                outcome = session.perform(Timeout(), now=now, dice=self.dice)
            try:
                await self._save(chat_id, session, stored.rev)
            except Conflict:
                continue
            return Result(session, outcome)
        return None

    async def move_chat(self, old: int, new: int) -> Session | None:
        """Telegram upgraded group `old` to supergroup `new`: move its game and records.

        Returns the moved session, or None when there was none (or another update moved it).
        The live message stays behind in the old group, so the game is shown anew.
        """
        await self.store.mover.move_records(old, new)
        for _ in range(RETRIES):
            stored = await self.store.load(old)
            if stored is None:
                return None
            session = await self._session(old, stored)
            data = session.data
            data.chat_id, data.message_id, data.reminder_id = new, None, None
            data.last_command_message = 0  # message ids start afresh in the new chat
            try:
                rev = await self.store.save(
                    new, to_doc(data), expected_rev=None, deadline=data.deadline
                )
            except Conflict:
                return None  # the new chat has its game already
            try:
                await self.store.delete(old, expected_rev=stored.rev)
            except Conflict:
                await self.store.delete(new, expected_rev=rev)  # the old game moved on: again
                continue
            return session
        return None

    async def _session(self, chat_id: int, stored: Stored) -> Session:
        """The session in `stored`, settled if a crash left it mid-move; a wreck is quarantined."""
        try:
            session = Session(from_doc(stored.doc))
            session.recover()
        except (KeyError, TypeError, ValueError, AttributeError, EngineError) as exc:
            reason = f"unreadable document: {exc!r}"
            await self.store.quarantine(chat_id, stored.rev, reason)
            raise GameQuarantined(chat_id, reason) from exc
        if session.phase in ENDED:  # an ended game left live would lock the chat: archive it
            with contextlib.suppress(Conflict):  # someone else did
                await self._save(chat_id, session, stored.rev)
        return session

    async def _save(self, chat_id: int, session: Session, rev: int) -> None:
        """Save a live session, or archive an ended one and record its statistics."""
        data = session.data
        doc = to_doc(data)
        if session.phase not in ENDED:
            await self.store.save(chat_id, doc, expected_rev=rev, deadline=data.deadline)
            return
        await self.store.finish(chat_id, doc, expected_rev=rev)
        if session.phase is Phase.FINISHED:
            await self.store.record_game(chat_id, data.game_id, results(data))


def results(data: SessionData) -> list[PlayerResult]:
    """Each seat's result at the end of a game, for the statistics."""
    state = data.engine
    if state is None:
        return []
    return [
        PlayerResult(
            user_id=seat.user_id,
            name=seat.name,
            won=state.winner == index,
            died=state.players[index].status is Status.DEAD,
            chips_won=state.players[index].chips - data.settings.start_chips,
        )
        for index, seat in enumerate(data.seats)
    ]
