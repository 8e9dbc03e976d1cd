"""/lang: a row of flags; a group's language (host or admin), or the user's own in private."""

from __future__ import annotations

from telegram import Chat, Update

from fsm import Refused
from i18n import language_name, t
from tgbot.appstate import Context
from tgbot.callbacks import Callback
from tgbot.feedback import chat_lang, tell_text
from tgbot.handlers.common import guarded, is_chat_admin, shown_on_message
from tgbot.live import show_session
from tgbot.places import place_of
from tgbot.render.menus import language_view


@guarded
async def lang_command(update: Update, context: Context) -> None:
    """/lang: show the flags."""
    if update.effective_message is None:
        return
    view = language_view(await chat_lang(update, context))
    await update.effective_message.reply_text(view.text, reply_markup=view.keyboard)


async def on_lang_button(update: Update, context: Context, callback: Callback) -> None:
    """A flag: switch the language and re-render the game message at once."""
    chat, user, query = update.effective_chat, update.effective_user, update.callback_query
    if chat is None or user is None or query is None or not shown_on_message(update):
        raise Refused("refused")  # a flag works only on the flags message that shows it
    lang = callback.args[0]
    langs = context.bot_data.langs
    games = context.bot_data.games
    session = await games.load(place_of(update))
    if chat.type == Chat.PRIVATE:
        await langs.set_user(user.id, lang)
    else:
        is_host = session is not None and session.data.hosted_by(user.id)
        if not is_host and not await is_chat_admin(update, context):
            raise Refused("not_host")
        await langs.set_chat(chat.id, lang)
    await tell_text(update, context, t(lang, "lang-changed", language=language_name(lang)))
    view = language_view(lang)
    await query.edit_message_text(view.text, reply_markup=view.keyboard)
    if session is not None:
        await show_session(context.bot, context.bot_data, session.data, lang)
