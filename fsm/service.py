"""The game service: load → perform → compare-and-set save, for every command and every deadline."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable

from engine import EngineError, Status
from fsm.chat_move import move_chat
from fsm.commands import Actor, Command, Remind, Timeout
from fsm.data import GameSettings, LastGame, Place, Seat, SessionData, Where, valid_policy
from fsm.exceptions import (
    Conflict,
    Duplicate,
    GameQuarantined,
    NewerGame,
    Refused,
    StoreUnavailable,
)
from fsm.machine import ENDED, Phase
from fsm.result import Loaded, Result
from fsm.session import Dice, Outcome, Session, from_doc, to_doc
from fsm.store.games import Stored
from fsm.store.index import planned
from fsm.store.stats import PlayerResult
from fsm.store.stores import Stores

Clock = Callable[[], float]
RETRIES = 8
CLAIM_LEASE = 30.0  # seconds a claimed deadline waits before another sweep may retry it
log = logging.getLogger("robinson.service")
__all__ = ["CLAIM_LEASE", "GameService", "Loaded", "Result", "results"]


class GameService:
    """Runs commands against the games in the store, exactly once each."""

    def __init__(self, stores: Stores, *, dice: Dice, clock: Clock, new_id: Callable[[], str]):
        self.stores = stores
        self.games, self.deadlines = stores.games, stores.deadlines
        self.dice = dice
        self.clock = clock
        self.new_id = new_id
        self.nudge_after = 0.0  # seconds before a group game's mover is nudged (0: never)
        self.cas_retries = 0  # saves lost to another writer and retried (for the metrics)

    async def load(self, where: Where) -> Session | None:
        """The live session at a place (a chat, or a forum topic), if any."""
        loaded = await self.fetch(where)
        return None if loaded is None else loaded.session

    async def fetch(self, where: Where) -> Loaded | None:
        """The live session at a place with its revision: `act` on it saves without reloading."""
        place = Place.of(where)
        stored = await self.games.load(place)
        return None if stored is None else Loaded(await self._session(place, stored), stored)

    async def places(self, chat_id: int) -> list[Place]:
        """The places of the chat's live games: the chat itself, then its forum topics."""
        return await self.games.places(chat_id)

    async def open_lobby(
        self,
        where: Where,
        host: Actor,
        settings: GameSettings,
        seats: list[Seat] | None = None,
        *,
        own_dice: bool = True,
        update: str | None = None,
        cashier: int | None = None,
        last_game: LastGame | None = None,
    ) -> Result:
        """Open a lobby hosted by `host` (seated first); refuse if a game is already live.

        `own_dice` says whether the players' own 🎲 reach the bot there (group privacy mode).
        `update` is the Telegram update asking for it: marked handled with the save, once.
        `cashier`: who claimed to be the youngest at the last table (Play again), if seated;
        `last_game`: how that table's game ended, for the lobby to tell.
        """
        place = Place.of(where)
        seats = seats if seats is not None else [Seat(host.name, host.user_id)]
        for seat in seats:  # a computer's policy comes from a button: one the bot knows
            if seat.is_computer:
                seat.policy = valid_policy(seat.policy or "")
        data = SessionData(
            game_id=self.new_id(),
            chat_id=place.chat_id,
            topic_id=place.topic_id,
            inline_id=place.inline_id,
            host=host.user_id,
            settings=settings,
            seats=seats,
            created=self.clock(),
            own_dice=own_dice,
            cashier=cashier if any(s.user_id == cashier for s in seats) else None,
            last_game=last_game,
        )
        for _ in range(2):
            try:
                await self.games.save(place, to_doc(data), expected_rev=None, update=update)
                return Result(Session(data), Outcome())
            except Conflict:
                await self._unless_done(place.chat_id, update)
                if not await self._moved_aside(place):
                    raise Refused("game_exists") from None
        raise Refused("game_exists")

    async def _moved_aside(self, place: Place) -> bool:
        """True if the place's stored game was unreadable and has been quarantined just now."""
        try:
            stored = await self.games.load(place)
            if stored is not None:
                await self._session(place, stored)
        except GameQuarantined:
            return True
        return False

    async def act(
        self,
        where: Where,
        command: Command,
        *,
        game_id: str | None = None,
        update: str | None = None,
        loaded: Loaded | None = None,
    ) -> Result:
        """Apply `command` to the game at a place, retrying on a lost compare-and-set.

        With `game_id`, only to that game (a button names its game; where it works is the
        machine's to say). With `update`, the Telegram update is
        marked handled in the same atomic save, and an update handled before raises
        `Duplicate` instead of applying twice or being refused. With `loaded` (from `fetch`),
        the first attempt applies to its session itself (changing it) instead of loading and
        decoding the game again.
        """
        place = Place.of(where)
        try:
            return await self._act(place, command, game_id, update, loaded)
        except Refused:
            await self._unless_done(place.chat_id, update)
            raise

    async def _act(
        self,
        place: Place,
        command: Command,
        game_id: str | None,
        update: str | None,
        loaded: Loaded | None = None,
    ) -> Result:
        """Load, check the game, perform, compare-and-set save; again on a lost save."""
        for _ in range(RETRIES):
            if loaded is not None:
                stored, session, loaded = loaded.stored, loaded.session, None
            else:
                found = await self.games.load(place)
                if found is None:
                    raise Refused("no_game")
                stored, session = found, await self._session(place, found)
            if game_id is not None and session.data.game_id != game_id:
                raise Refused("old_game")
            outcome = session.perform(command, now=self.clock(), dice=self.dice)
            try:
                await self._save(place, session, stored.rev, update)
            except Conflict:
                self.cas_retries += 1
                continue
            return Result(session, outcome, stored.messages)
        raise Refused("busy")

    async def _unless_done(self, chat_id: int, update: str | None) -> None:
        """Raise `Duplicate` if `update` was applied already (a refusal would be misleading)."""
        if update is not None and await self.stores.updates.handled(chat_id, update):
            raise Duplicate(chat_id, update)

    async def wake_due(self) -> list[tuple[Place, Result]]:
        """Fire every deadline that has passed, each exactly once across processes.

        A deadline is leased, not removed, when claimed: if its place fails (a Redis error,
        a bug), the others still fire and the failed one is retried when the lease runs out.
        """
        now = self.clock()
        lease = now + CLAIM_LEASE
        fired: list[tuple[Place, Result]] = []
        for place, score in await self.deadlines.due(now):
            try:
                if not await self.deadlines.claim(place, score, lease):
                    continue
                result = await self._wake(place, now, lease)
            except GameQuarantined:
                continue  # moved aside; the other places' deadlines still fire
            except NewerGame:  # a newer release wrote it (a rolling update): its replicas fire it
                log.info("a deadline left to a newer release", extra={"chat_id": place.chat_id})
                continue
            except StoreUnavailable as exc:
                log.warning("deadlines paused, Redis cannot serve", extra={"error": str(exc)})
                break  # the rest are retried next sweep; what fired is still shown
            except Exception:
                log.exception(
                    "a deadline failed; retried later",
                    extra={"chat_id": place.chat_id, "topic_id": place.topic_id},
                )
                continue
            if result is not None:
                fired.append((place, result))
        return fired

    async def _wake(self, place: Place, now: float, lease: float) -> Result | None:
        """Remind the mover or time them out, if their deadline in the game itself has passed."""
        for _ in range(RETRIES):
            stored = await self.games.load(place)
            if stored is None:
                await self.deadlines.release(place, lease)
                return None
            session = await self._session(place, stored)
            deadline = session.data.deadline
            if deadline is not None and deadline > now:
                await self.deadlines.release(place, lease, deadline)  # a stale index entry
                return None
            clock = Remind() if session.may_remind(now=now) else Timeout()
            try:
                outcome = session.perform(clock, now=now, dice=self.dice)
            except Refused:  # no deadline, or none the machine keeps now
                await self.deadlines.release(place, lease)
                return None
            try:
                await self._save(place, session, stored.rev)
            except Conflict:
                self.cas_retries += 1
                continue
            return Result(session, outcome, stored.messages)
        return None

    async def move_chat(self, old: int, new: int) -> list[Result]:
        """Telegram upgraded group `old` to supergroup `new`: move its games and records.

        Returns the games moved (see `fsm.chat_move`), each with its view, to show anew there.
        """
        moved = await move_chat(self.stores, self._session, old, new)
        return [Result(session, Outcome()) for session in moved]

    async def _session(self, place: Place, stored: Stored) -> Session:
        """The session in `stored`, in the phase its data implies; a wreck is quarantined."""
        try:
            session = Session(from_doc(stored.doc))
        except (KeyError, TypeError, ValueError, AttributeError, EngineError) as exc:
            reason = f"unreadable document: {exc!r}"
            await self.stores.quarantine.put(place, stored.rev, reason)
            raise GameQuarantined(place.chat_id, reason) from exc
        if stored.old_messages:  # saved before the ids moved out of the document: move them
            await self.stores.messages.put(place, session.data.game_id, stored.messages)
        if session.phase in ENDED:  # an ended game left live would lock the place: archive it
            with contextlib.suppress(Conflict):  # someone else did
                await self._save(place, session, stored.rev)
        return session

    async def _save(
        self, place: Place, session: Session, rev: int, update: str | None = None
    ) -> None:
        """Save a live session, or archive an ended one and record its statistics (per chat)."""
        data = session.data
        doc = to_doc(data, session.phase)
        if session.phase not in ENDED:
            nudge = planned(data, session.phase, self.nudge_after, self.clock())
            await self.games.save(
                place, doc, expected_rev=rev, deadline=data.deadline, update=update, nudge=nudge
            )
            return
        if data.engine is None:  # a lobby cancelled: no game to list (play-test 8, finding 2)
            await self.games.delete(place, expected_rev=rev, update=update)
            return
        await self.games.finish(place, doc, expected_rev=rev, update=update)
        if session.phase is Phase.FINISHED:
            await self.stores.stats.record_game(place.chat_id, data.game_id, results(data))
        if place.chat_id < 0:  # a group's or an inline message's (its id far below all chats'):
            people = [s.user_id for s in data.seats if s.user_id is not None]  # their private
            await self.stores.history.note_played(place, people)  # /history finds it


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
