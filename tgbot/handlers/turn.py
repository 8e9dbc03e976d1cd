"""A turn: 🎲 Roll (button, /roll or a sent 🎲), the optional moves, and the parrot."""

from __future__ import annotations

import contextlib
import logging
from dataclasses import replace

from telegram import Dice, Update

from engine import Rolled
from fsm import (
    Choose,
    DiceSource,
    Duplicate,
    GameQuarantined,
    Loaded,
    Place,
    Refused,
    Result,
    RollDie,
    SayParrot,
    StoreUnavailable,
)
from tgbot.appstate import Context
from tgbot.botapi.processor import ARRIVAL, ARRIVALS
from tgbot.chat.callbacks import Callback, Op
from tgbot.chat.origin import place_of
from tgbot.handlers.chatter import no_game_hint
from tgbot.handlers.common import act, actor_of, guarded, publish
from tgbot.handlers.stale import answer_stale, refresh
from tgbot.outbox.dice import remove_die, throw_die
from tgbot.outbox.show import acknowledge, answer_lang, tell, tell_text
from tgbot.render.common import display_name, whose_turn
from tgbot.render.seats import not_in_game_text, rolled_toast

log = logging.getLogger("robinson.bot")
GRACE = 5.0  # seconds after the animation before another process shows a move left unshown


@guarded
async def roll_command(update: Update, context: Context) -> None:
    """/roll: roll for yourself when it is your turn; the board comes anew below the command,
    as below a sent 🎲 (play-tests 25 and 29: edited above "/roll", in a private chat and
    then in a group, it stayed above it for the rest of the game)."""
    loaded = await _running(update, context)
    if _came_early(update, context, loaded):
        await tell(update, context, "toast-too-early")
        return
    if await _told_counted(update, context, loaded):  # a second /roll, as a second 🎲 hears
        return  # (play-test 42: told it was not their roll)
    message, data = update.effective_message, loaded.session.data
    message_id = message.message_id if message else None
    roll = RollDie(actor_of(update), data.game_id, loaded.session.engine.step, None, message_id)
    await _roll(update, context, loaded, roll, fresh=True)


@guarded
async def dice_message(update: Update, context: Context) -> None:
    """A 🎲 someone sent: their roll on their turn; anything else gets a word of explanation."""
    message = update.effective_message
    if message is None or message.dice is None:
        return
    loaded = await context.bot_data.games.fetch(place_of(update))
    if loaded is None or not loaded.view.racing:  # thrown for fun: a private chat is told how
        await no_game_hint(update, context)  # to play, a group's are none of our business
        return
    if message.forward_origin is not None:
        await tell(update, context, "toast-forwarded-dice")
        return
    if message.dice.emoji != Dice.DICE:
        await tell(update, context, "toast-only-dice", emoji=message.dice.emoji)  # (pt 53: 🎰)
        return
    actor, session = actor_of(update), loaded.session
    seat = session.seat_of(actor)
    if seat is None or seat != session.engine.current:
        if await _told_counted(update, context, loaded):  # theirs counted: said so
            return
        lang = await answer_lang(update, context)
        out = seat is None or not session.is_in_race(seat=seat)  # as /roll hears it (pt 50:
        if out:  # one with no seat heard "it's Linh's turn", as if they had one)
            await tell_text(update, context, not_in_game_text(session.data, lang, seat))
        else:  # whose roll it is, or whose choice the game waits for (play-test 9)
            await tell_text(update, context, whose_turn(session.data, lang))
        return
    if _came_early(update, context, loaded):  # their die stays, uncounted: it says so below
        await tell(update, context, "toast-too-early")
        return
    game_id, step = session.data.game_id, session.engine.step
    command = RollDie(actor, game_id, step, message.dice.value, message.message_id, own_die=True)
    result = await act(update, context, command, loaded=loaded)
    # their own die stays (it is theirs); the board comes anew below it once it stops
    await _reveal(update, context, result, fresh=True)


async def on_turn_button(update: Update, context: Context, callback: Callback) -> None:
    """🎲 Roll, a choice, or 🦜 Poor Robinson! A press the game has moved past shows the game
    as it stands, if its message lags, and is answered as its presser would expect; a press a
    moment after its presser's own move is that tap's twin (`tgbot.recent`)."""
    state, user, place = context.bot_data, actor_of(update).user_id, place_of(update)
    recent, window = state.recent_moves, state.settings.double_tap
    if callback.op is not Op.PARROT and recent.just_moved(place, user, window, callback.step):
        if callback.op in (Op.MOVE, Op.SWAP):  # nothing chosen: say so (play-test 25)
            await tell(update, context, "toast-choose-again")
        else:
            await acknowledge(update)  # a double tap's second tap: their move's toast stays
        return
    recent.tapped(place, user)
    try:
        await _turn_button(update, context, callback)
    except Refused as refused:
        if refused.code != "stale":
            raise
        loaded, refreshed = await refresh(update, context, callback)
        if loaded is None:
            raise
        await answer_stale(update, context, loaded, refused, refreshed=refreshed)


async def _turn_button(update: Update, context: Context, callback: Callback) -> None:
    """Apply the button's command and show the result."""
    actor = actor_of(update)
    match callback.op:
        case Op.ROLL:
            loaded = await _running(update, context)
            roll = RollDie(actor, callback.game_id, callback.step)
            await _roll(update, context, loaded, roll, fresh=_on_nudge(update, loaded))
        case Op.MOVE | Op.SWAP:
            option = int(callback.args[0])
            command = Choose(actor, callback.game_id, callback.step, option, callback.op is Op.SWAP)
            loaded = await _running(update, context)
            before = loaded.session.engine  # `act` moves the session on
            result = await act(update, context, command, loaded=loaded)
            # where the choice took them at once, as a roll's toast does (play-test 14)
            await acknowledge(update, rolled_toast(before, result) or None)
            await publish(update, context, result)
            _moved(context, place_of(update), command, result)
        case Op.PARROT:
            result = await act(update, context, SayParrot(actor), callback.game_id)
            await tell(update, context, "game-you-said")
            await publish(update, context, result)
        case _:
            raise Refused("refused")


def _moved(context: Context, place: Place, command: RollDie | Choose, result: Result) -> None:
    """Remember the move just shown (from then its moment runs: a twin tap waits behind the
    computers' turns, play-test 16): the step of the board tapped, and of the board it made."""
    state = result.session.data.engine
    step = state.step if state is not None else -1
    recent, user = context.bot_data.recent_moves, command.actor.user_id
    recent.moved(place, user, command.step, step, ARRIVALS.latest)


async def _told_counted(update: Update, context: Context, loaded: Loaded) -> bool:
    """Tell one who rolled last, whose turn has passed, that their roll counted (the bot's die
    or their own), or that the clock played it (play-test 59: a 🎲 just after the timeout
    heard that "your roll counted"), and whose turn it is now; False if that is not so."""
    session = loaded.session
    seat, data = session.seat_of(actor_of(update)), session.data
    rolled = next((e.seat for e in data.last_events if isinstance(e, Rolled)), None)
    if seat is None or seat == session.engine.current or seat != rolled:
        return False
    name = display_name(data.seats[session.engine.current], await answer_lang(update, context))
    key = "toast-own-roll-counted" if data.rolled_own_die else "toast-roll-counted"
    await tell(update, context, "toast-roll-timed-out" if data.missed.get(seat) else key, name=name)
    return True


def _came_early(update: Update, context: Context, loaded: Loaded) -> bool:
    """Whether a 🎲 or /roll of the person whose turn it is came while the last move was still
    being shown, their turn not yet on the board (`RecentMoves.came_early`)."""
    actor, session = actor_of(update), loaded.session
    if session.seat_of(actor) != session.engine.current:
        return False
    return context.bot_data.recent_moves.came_early(place_of(update), ARRIVAL.get())


async def _running(update: Update, context: Context) -> Loaded:
    """The game here (this chat or forum topic); the machine refuses a roll it does not run."""
    loaded = await context.bot_data.games.fetch(place_of(update))
    if loaded is None:
        raise Refused("no_game")
    return loaded


def _on_nudge(update: Update, loaded: Loaded) -> bool:
    """Whether the button was pressed on the nudge (far below the board, which then follows)."""
    query = update.callback_query
    message = query.message if query is not None else None
    return message is not None and message.message_id == loaded.messages.reminder


async def _roll(
    update: Update, context: Context, loaded: Loaded, command: RollDie, *, fresh: bool = False
) -> None:
    """Roll: instantly by the bot, or with Telegram's animated 🎲, revealed when it stops.

    The bot's die replies to the /roll that asked for it, or to the live board. A die shown
    is a die applied: if the move cannot be saved the die is deleted and the player asked to
    roll again; a move saved but not shown (a crash while the die spins) is left in the
    reveal log for whichever process is alive to show. Once the move is shown the die is
    deleted, so the board stays the chat's last message. `fresh` (Roll on the nudge, far
    below the board): the board is posted anew at the bottom.
    """
    session = loaded.session
    if session.data.settings.dice is not DiceSource.TELEGRAM or command.value is not None:
        before = session.engine  # `act` moves the session on; the machine says if it may
        result = await act(update, context, command, loaded=loaded)
        # the result at once, even while the board's edit waits its turn (a win's, whose shares)
        lang = await answer_lang(update, context) if result.ended else None
        await acknowledge(update, rolled_toast(before, result, lang))
        await publish(update, context, result, fresh=fresh)
        _moved(context, session.data.place, command, result)
        return
    session.check(command)  # the machine's may_roll, asked before the die is thrown
    data, anchor, before = session.data, command.message_id or loaded.messages.live, session.engine
    sent, value = await throw_die(context.bot, data, anchor)
    try:
        result = await act(update, context, replace(command, value=value), loaded=loaded)
    except Exception as exc:
        await remove_die(context.bot, data, sent.message_id)
        if isinstance(exc, Refused | Duplicate | GameQuarantined):
            raise
        await tell(update, context, "toast-roll-again")
        if not isinstance(exc, StoreUnavailable):
            raise
        log.warning("a thrown die could not be saved; deleted", extra={"chat_id": data.chat_id})
        return
    lang = await answer_lang(update, context) if result.ended else None
    private = data.chat_id > 0  # Telegram keeps a private chat's dice for 24 hours: board below
    toast = rolled_toast(before, result, lang)  # once the die stops (a failed save: its own)
    await _reveal(update, context, result, fresh=fresh or private, toast=toast)
    _moved(context, data.place, command, result)
    if not private:  # the move is on the board now: the bot's die goes, the board stays last
        await remove_die(context.bot, data, sent.message_id)


async def _reveal(
    update: Update, context: Context, result: Result, *, fresh: bool, toast: str | None = None
) -> None:
    """Show a move rolled with an animated 🎲 once the die stops (a crash meanwhile: the
    reveal log has it shown by whichever process is alive); a Roll tap is answered then, with
    the `toast` an instant roll gets, its button busy while the die spins (play-test 59: no
    answer, and a second tap heard nothing)."""
    state, place = context.bot_data, result.session.data.place
    animation = state.settings.dice_animation
    with contextlib.suppress(StoreUnavailable):
        await state.reveals.pending(place, state.games.clock() + animation + GRACE)
    await state.sleep(animation)
    await acknowledge(update, toast)
    await publish(update, context, result, fresh=fresh)
    with contextlib.suppress(StoreUnavailable):
        await state.reveals.shown(place)
