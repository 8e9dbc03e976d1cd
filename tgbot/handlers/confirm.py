"""/leave and /cancel of a running game, asked once more under the command.

One tap in Telegram's command menu sends a command, and these two end a game for good: the
sender's, or everyone's (play-test 7, finding 2). So the bot replies to the command with the
question, ✅ and ↩️ Play on; only ✅ does it, and then the question goes (the board tells what
happened). A leave's question is its asker's alone; a cancel's ✅ takes the host or an admin,
as /cancel does. In a lobby nothing is lost: both commands act at once.
"""

from __future__ import annotations

from telegram import Message, Update

from fsm import Cancel, Leave, Loaded, Refused, RefusedAtTable
from tgbot.appstate import Context
from tgbot.chat.callbacks import BadCallback, Callback, Op, parse
from tgbot.chat.origin import place_of
from tgbot.handlers.common import act, actor_of, guarded, is_chat_admin, publish
from tgbot.outbox.live import seated_name
from tgbot.outbox.menus import delete_menus, delete_pressed
from tgbot.outbox.replies import reply
from tgbot.outbox.show import acknowledge, chat_lang, tell
from tgbot.render.menus import question_key, question_view

CONFIRM_OPS = frozenset({Op.QUIT_SURE, Op.CANCEL_SURE, Op.PLAY_ON})


@guarded
async def leave(update: Update, context: Context) -> None:
    """/leave: leave the lobby at once, the running game once asked again (R27)."""
    loaded, actor = await context.bot_data.games.fetch(place_of(update)), actor_of(update)
    racing = loaded if loaded is not None and loaded.view.racing else None
    if racing is not None and racing.session.is_in_race(seat=racing.session.seat_of(actor)):
        await _ask(update, context, racing, actor.user_id)
        return
    # a lobby, or out of the race (the game says why): at once
    await publish(update, context, await act(update, context, Leave(actor), loaded=loaded))


@guarded
async def cancel(update: Update, context: Context) -> None:
    """/cancel: end the lobby at once, the running game once asked again, without a result
    (host or admin: anyone else is refused by the game, as before)."""
    loaded, actor = await context.bot_data.games.fetch(place_of(update)), actor_of(update)
    if loaded is not None and loaded.view.racing:
        data = loaded.session.data
        if data.hosted_by(actor.user_id) or await is_chat_admin(update, context):
            await _ask(update, context, loaded, None)
            return
    await publish(update, context, await act(update, context, Cancel(actor), loaded=loaded))


async def _racing(update: Update, context: Context) -> Loaded | None:
    """The game racing here, if any."""
    loaded = await context.bot_data.games.fetch(place_of(update))
    return loaded if loaded is not None and loaded.view.racing else None


async def _ask(update: Update, context: Context, loaded: Loaded, asker: int | None) -> None:
    """Reply to the command with its question (a leave's by `asker`, else the cancel's), ✅
    and ↩️ Play on; the game keeps its id, so its end takes the question away, a language
    switch tells it anew, and the asker's earlier one goes."""
    data = loaded.session.data
    asked = await reply(update, question_view(await chat_lang(update, context), data, asker))
    key = question_key(asker)
    await context.bot_data.messages.keep_question(data.place, data.game_id, key, asked)
    earlier = loaded.messages.questions.get(key)
    if earlier is not None:  # the same question asked again: the newest stays
        await delete_menus(context.bot, data.chat_id, [earlier])


async def _answered(context: Context, loaded: Loaded, asker: int | None) -> None:
    """Forget the question answered under a game that goes on."""
    data, key = loaded.session.data, question_key(asker)
    await context.bot_data.messages.keep_question(data.place, data.game_id, key, None)


async def on_confirm_button(update: Update, context: Context, callback: Callback) -> None:
    """✅ or ↩️ under the question: a leave's by its asker alone; the question then goes."""
    loaded = await _racing(update, context)
    if loaded is None or loaded.session.data.game_id != callback.game_id:
        await delete_pressed(update)  # its game is over: the question goes with it
        raise Refused("old_game")
    actor, data = actor_of(update), loaded.session.data
    asker = _asker(update)
    if asker is not None and asker != actor.user_id:
        await tell(update, context, "toast-question-for", name=seated_name(data, asker))
        return
    command = Leave(actor) if callback.op is Op.QUIT_SURE else Cancel(actor)
    if callback.op is Op.PLAY_ON:  # a cancel's question is the host's or an admin's to drop
        if asker is None and not (
            data.hosted_by(actor.user_id) or await is_chat_admin(update, context)
        ):
            raise RefusedAtTable("not_host", data)  # play-test 8, finding 3; the host named
        await acknowledge(update)
        await delete_pressed(update)
        await _answered(context, loaded, asker)
        return
    try:
        result = await act(update, context, command, callback.game_id, loaded=loaded)
    except Refused as refused:
        if refused.code == "not_in_game":  # asked twice, and gone by the first ✅
            await delete_pressed(update)
        raise
    if callback.op is Op.QUIT_SURE:  # told, as a lobby's 🚪 is (the board tells the rest)
        await tell(update, context, "toast-you-left")
    else:
        await acknowledge(update)
    await delete_pressed(update)
    result.messages.questions.pop(question_key(asker), None)  # gone: not deleted at the end too
    if not result.ended:  # a leave the race goes on after
        await _answered(context, loaded, asker)
    # the answer takes the question's place at the chat's bottom: an edit far or a little
    # way up is not notified, and the one who answered saw nothing (play-tests 9 and 10)
    await publish(update, context, result, fresh=True)


def _asker(update: Update) -> int | None:
    """Who asked to leave, as the question's ✅ carries it (None: a cancel's question)."""
    query = update.callback_query
    message = query.message if query is not None else None
    markup = message.reply_markup if isinstance(message, Message) else None
    if markup is None or not markup.inline_keyboard or not markup.inline_keyboard[0]:
        return None
    data = markup.inline_keyboard[0][0].callback_data
    try:
        sure = parse(data if isinstance(data, str) else None)
    except BadCallback:
        return None
    return int(sure.args[0]) if sure.op is Op.QUIT_SURE else None
