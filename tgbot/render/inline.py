"""Views of a game played in one inline message: the offer, the board with its mention, the end."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import replace

from telegram import InlineKeyboardButton, InlineQueryResultArticle, InputTextMessageContent

from fsm import GameView, Notice, Seat, SessionData
from i18n import t
from tgbot.chat.callbacks import Callback, Op, parse
from tgbot.render.common import (
    CAPTION_LIMIT,
    View,
    button,
    html_length,
    keyboard,
    seat_names,
    unwidowed_lines,
    wants_picture,
)
from tgbot.render.end import before_the_result, end_view, mention
from tgbot.render.game import board_names, game_view, notice_lines, unnoticed
from tgbot.render.lobby import lobby_view
from tgbot.render.menus import CANCEL_QUESTION, inline_settings
from tgbot.render.picture.scene import scene_of
from tgbot.render.reminder import reminder_text
from tgbot.render.story import fit_phone, tell_story

OFFER_ID = "new"  # the one result offered


def offer_view(host_id: int, host: str, lang: str, board: str = "text") -> View:
    """The lobby as posted by `host`: only they are seated; its buttons, flags too, are the
    lobby's, each carrying the host and language so that a press opens it for real."""
    data = SessionData("offer", 0, host_id, inline_settings(lang, board), [Seat(host, host_id)])
    data.inline_id = OFFER_ID
    lobby = lobby_view(data, lang, host)
    assert lobby.keyboard is not None
    rows = [
        [offer_button(key, host_id, lang) for key in row] for row in lobby.keyboard.inline_keyboard
    ]
    return View(lobby.text, keyboard(rows))


def offer_button(key: InlineKeyboardButton, host_id: int, lang: str) -> InlineKeyboardButton:
    """A lobby button as the offer shows it: same label, its press carrying host and language."""
    pressed = parse(str(key.callback_data))
    host = str(host_id)
    if pressed.op is Op.LOBBY_LANG:
        return button(key.text, Callback(Op.OFFER_LANG, args=(host, lang, pressed.args[0])))
    return button(key.text, Callback(Op.OFFER, args=(host, lang, pressed.op.value)))


def offer_result(
    host_id: int, host: str, lang: str, board: str = "text"
) -> InlineQueryResultArticle:
    """The result offered to the person typing ``@bot``: a new game, in their language."""
    view = offer_view(host_id, host, lang, board)
    return InlineQueryResultArticle(
        OFFER_ID,
        t(lang, "inline-title"),
        InputTextMessageContent(view.text),
        reply_markup=view.keyboard,
        description=t(lang, "inline-description"),
    )


def inline_game_view(
    data: SessionData,
    lang: str,
    notices: Sequence[Notice] = (),
    game: GameView | None = None,
    confirm: Op | None = None,
    asker: int | None = None,
) -> View:
    """The running game with its mover mentioned (HTML): no ping can be sent there; 🚪 Leave
    and ✖️ Cancel (the host's) stand for /leave and /cancel, which cannot be sent there either.
    One tap on either (`confirm`: `Op.QUIT` or `Op.CANCEL`) asks in their place whether it is
    meant, a thumb aimed at Roll lands one row lower: ✅ leave (cancel) the game, ↩️ play on;
    ✅ Leave is the `asker`'s (anyone else's ✅ asks them in turn)."""
    assert data.engine is not None
    seat = data.seat_of_user(asker)
    if confirm is Op.QUIT and (seat is None or data.has_left(seat)):
        confirm = asker = None  # gone (timed out): their question with them
    mover = data.engine.current
    here = mention(data, mover, lang, name=board_names(data, lang)[mover])  # as its seat line
    view = game_view(data, lang, notices, mention=here, game=game)
    rows = [list(row) for row in view.keyboard.inline_keyboard] if view.keyboard else []
    rows += _exit_rows(data, lang, confirm, asker)
    asked = _asked_line(data, lang, confirm, asker)
    if asked is not None:
        view = _with_line(view, asked)
    return replace(view, keyboard=keyboard(rows))


def _asked_line(data: SessionData, lang: str, confirm: Op | None, asker: int | None) -> str | None:
    """Who asks the question under the board, and what ✅ and ↩️ do (HTML): the shared message
    named no one, only the asker's toast did (play-test 11). A cancel's asker is the host,
    whoever drew the board (play-test 20: redrawn after a roll, it lost its line)."""
    seat = data.seat_of_user(data.host if confirm is Op.CANCEL else asker)
    if confirm is None or seat is None:
        return None
    key = "inline-asks-leave" if confirm is Op.QUIT else "inline-asks-cancel"
    line = t(lang, key, name=html.escape(board_names(data, lang)[seat]))
    return unwidowed_lines(line)  # '↩️' held to its words (play-test 56: '↩️' / 'để chơi tiếp.')


def _with_line(view: View, line: str) -> View:
    """`view` with `line` under its text, and under its caption if it is a picture and there
    is room (Telegram refuses a longer caption)."""
    caption = f"{view.caption}\n\n{line}" if view.picture is not None else ""
    if html_length(caption) > CAPTION_LIMIT:
        caption = view.caption
    return replace(view, text=f"{view.text}\n\n{line}", caption=caption)


def _exit_rows(
    data: SessionData, lang: str, confirm: Op | None, asker: int | None
) -> list[list[InlineKeyboardButton]]:
    """🚪 Leave and ✖️ Cancel in a row, or the question one of them asks: ✅ and ↩️ a row each,
    as in a chat (play-test 43: '✅ Излизам от игр…' cut beside '↩️ Продължаваме')."""
    game_id = data.game_id
    if confirm is None:
        leave = button(t(lang, "btn-leave"), Callback(Op.QUIT, game_id))
        return [[leave, button(t(lang, "btn-cancel"), Callback(Op.CANCEL, game_id))]]
    if confirm is Op.QUIT:  # the asker's: ✅ and ↩️ carry who asked
        asked: tuple[str, ...] = (str(asker),)
        sure = button(t(lang, "btn-sure-leave"), Callback(Op.QUIT_SURE, game_id, args=asked))
    else:  # the host's
        asked = ()
        sure = button(t(lang, "btn-sure-cancel"), Callback(Op.CANCEL_SURE, game_id))
    return [[sure], [button(t(lang, "btn-play-on"), Callback(Op.PLAY_ON, game_id, args=asked))]]


def asked_of(questions: Mapping[str, int]) -> tuple[Op | None, int | None]:
    """The question an inline game keeps open under its board (`Messages.questions`, kept
    until answered or its asker plays on: `tgbot.outbox.show.lapse_questions`): the host's
    cancel, or a leave."""
    if CANCEL_QUESTION in questions:
        return Op.CANCEL, None
    asker = next(iter(questions), None)
    return (None, None) if asker is None else (Op.QUIT, int(asker))


def reminder_view(
    data: SessionData,
    lang: str,
    game: GameView | None = None,
    questions: Mapping[str, int] | None = None,
) -> View:
    """The running game with the reminder to its mover under it (and its open question)."""
    assert data.engine is not None
    confirm, asker = asked_of(questions or {})
    board = inline_game_view(data, lang, game=game, confirm=confirm, asker=asker)
    line = reminder_text(data, lang, mention(data, data.engine.current, lang))
    return _with_line(board, f"⏰ {line}")


def inline_end_view(
    data: SessionData, lang: str, notices: Sequence[Notice] = (), rules_url: str | None = None
) -> View:
    """The ending in the one message, each fact once: Game over, the last turn's story (its
    win and share told by the result instead), the winner, the share, the purses; Play again.
    A picture board shows where everyone ended, the same text under it."""
    ending = end_view(data, lang, rules_url=rules_url)
    title, *result = ending.text.split("\n")
    told = before_the_result(unnoticed(data.last_events, notices))
    head = [title, *notice_lines(lang, notices, seat_names(data, lang))]
    story = fit_phone(head, tell_story(data, lang, told), result).text()
    text = "\n".join([title, *map(html.escape, head[1:] + story), *result])
    if not wants_picture(data):
        return View(text, ending.keyboard, html=True)
    assert data.engine is not None
    scene = scene_of(data.engine, seat_names(data, lang), data.last_events, lang)
    return View(text, ending.keyboard, scene, text, html=True)
