"""The live game message: track, purses, pot, Fridays, the last turn's story, the buttons."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import replace
from functools import partial

from telegram import InlineKeyboardButton

from engine import ChoiceKind, Event, Left
from fsm import MISSES_BEFORE_REMOVAL, STORY_NOTICES, DiceSource, GameView, Notice, SessionData
from i18n import choice_label, format_list, t
from tgbot.chat.callbacks import Callback, Op
from tgbot.render.common import (
    CAPTION_LIMIT,
    View,
    button,
    caption_length,
    engine_settings,
    fit_caption,
    keyboard,
    phone_lines,
    seat_names,
    unwidowed,
    wants_picture,
)
from tgbot.render.parrot import (
    parrot_calls,
    parrot_explained,
    parrot_names,
    parrot_spared,
    parrot_untold,
    uncalled,
)
from tgbot.render.picture.scene import scene_of
from tgbot.render.seats import caption_name, seat_lines, token_mark
from tgbot.render.story import Story, fit_phone, reader, tell_story, trimmed

RULE = "──────────────"
# A 390×844 phone's chat shows the picture (about 345 px high), one row of buttons and about
# this many lines of its caption together; each further row of buttons takes two lines' room
# (play-test 3, finding 1: 16 story lines pushed the board off the screen).
CAPTION_PHONE_LINES = 15


def caption_budget(button_rows: int) -> int:
    """How many phone lines a caption may take above `button_rows` rows of buttons."""
    return CAPTION_PHONE_LINES - 2 * max(button_rows - 1, 0)


AFTER_STORY = frozenset({"host_passed", "removed"})  # after the turns told (pt 43: a removal)
NOTICE_KEYS = {
    "timed_out": "timeout-auto",
    "removed": "timeout-removed",
    "joined": "lobby-joined",
    "youngest": "lobby-youngest",
    "cancelled": "lobby-cancelled",
    "finished_for": "game-finished-for",
    "host_passed": "game-host-passed",
    "language": "lang-switched",
}


def unnoticed(events: Sequence[Event], notices: Sequence[Notice]) -> list[Event]:
    """`events` but for those a notice tells already: a seat removed for its missed turns
    does not also 'leave the game' in the story."""
    removed = {n.args.get("seat") for n in notices if n.code == "removed"}
    return [e for e in events if not (isinstance(e, Left) and e.seat in removed)]


def notice_lines(lang: str, notices: Sequence[Notice], names: Sequence[str] = ()) -> list[str]:
    """The notices worth telling in the game message (timeouts, removals), a seat's by its
    name on the board, `names` (play-test 57: the whole long name beside its cut one)."""
    lines = []
    for notice in notices:
        key = NOTICE_KEYS.get(notice.code)
        if key is not None:
            args = {k: v for k, v in notice.args.items() if k in ("name", "count", "language")}
            if isinstance(seat := notice.args.get("seat"), int) and 0 <= seat < len(names):
                args["name"] = names[seat]
            if notice.code == "removed":
                args["count"] = MISSES_BEFORE_REMOVAL
            lines.append(unwidowed(t(lang, key, **args)))  # (pt 52: "thay." alone)
    return lines


def choice_rows(
    data: SessionData, lang: str, names: Sequence[str], choices: Sequence[int]
) -> list[list[InlineKeyboardButton]]:
    """A button a row for each of the mover's `choices` (the moves fsm offers)."""
    state = data.engine
    assert state is not None and state.pending is not None
    pending, position = state.pending, state.players[state.current].position
    op = Op.SWAP if pending.kind is ChoiceKind.SWAP else Op.MOVE
    rows = []
    for option in choices:
        label = choice_label(
            pending.kind, option, lang, names, pending.roll, position, engine_settings(data)
        )
        rows.append([button(label, Callback(op, data.game_id, state.step, (str(option),)))])
    return rows


def _prompt(
    data: SessionData,
    game: GameView,
    lang: str,
    names: Sequence[str],
    lines: list[str],
    mover_name: str = "",
) -> list[list[InlineKeyboardButton]]:
    """What the mover may do now (`game`: the machine's answers, as data): prompt lines and
    buttons; `mover_name` names the mover in the prompt instead of their name."""
    state = data.engine
    assert state is not None
    mover = state.current
    names = list(names)
    prompt_names = [*names[:mover], mover_name or names[mover], *names[mover + 1 :]]
    rows: list[list[InlineKeyboardButton]] = []
    asks = len(lines)  # the parrot's line goes over whose roll it is, which ends the board
    if game.choices and state.pending is not None:
        key = "game-your-choice" if reader(data) == mover else "game-waiting-choice"
        lines.append(t(lang, key, name=prompt_names[mover]))
        rows += choice_rows(data, lang, names, game.choices)
    elif game.may_roll:
        key = "game-turn"
        if data.settings.dice is DiceSource.TELEGRAM:  # a sent 🎲 only where it reaches the bot
            key = "game-turn-dice" if data.own_dice else "game-turn-button"
        if reader(data) == mover:  # a solo game, whose dice are the bot's
            key = "game-your-turn"
        lines.append(t(lang, key, name=prompt_names[mover]))
        rows.append([button(t(lang, "btn-roll"), Callback(Op.ROLL, data.game_id, state.step))])
    if game.may_finish:  # why the game goes on, and what ⏩ is for (play-test 23)
        key = "game-last-person-choice" if game.choices else "game-last-person"  # (pt 36)
        lines.append(t(lang, key, name=prompt_names[mover]))
        finish = Callback(Op.FINISH, data.game_id, state.step)
        rows.append([button(t(lang, "btn-finish-for-me"), finish)])
    if data.parrot is not None:
        alone = reader(data) is not None  # a private chat: no "everyone together"
        # a group's; an offer's choice stays under it, a private one keeps the time beside it
        asks = len(lines) if game.choices or alone else asks
        if data.parrot.said and alone:
            lines.insert(asks, t(lang, "game-you-said"))
        elif data.parrot.said:
            said = format_list(lang, parrot_names(data, names))
            lines.insert(asks, unwidowed(t(lang, "game-said-poor", names=said)))
        else:
            lines.insert(asks, t(lang, "game-parrot-call-you" if alone else "game-parrot-call"))
    if game.may_parrot:
        rows.append([button(t(lang, "btn-parrot"), Callback(Op.PARROT, data.game_id))])
    return rows


MOVER = "\x00mover\x00"  # stands for the mover's mention until the text is escaped


def game_view(
    data: SessionData,
    lang: str,
    notices: Sequence[Notice] = (),
    *,
    live: bool = True,
    mention: str = "",
    game: GameView | None = None,
) -> View:
    """The live message of a running game; `live=False` for a replayed moment (no buttons).

    Its buttons are what `game` (the game's view from fsm, needed when `live`) offers. With
    `mention` (HTML naming the mover) the text is HTML and its prompt mentions the mover (an
    inline game, where no other message can).
    """
    state = data.engine
    if state is None:
        raise ValueError("the game has not started")
    names = board_names(data, lang)
    mover = state.current
    round_no = max(state.players[mover].turns, 1)
    picture = wants_picture(data)  # the caption's seat lines start with their token
    lines = [t(lang, "game-header", round=round_no, pot=state.pot)]
    seats: list[str] = []  # the same lines after each seat's token, for the caption
    for seat in range(len(state.players)):
        lines += seat_lines(data, lang, seat, names)
        if picture:
            seats += seat_lines(data, lang, seat, names, f"{token_mark(seat)} ")
    lines.append(RULE)
    board_lines = len(lines)
    # a timeout's notice last, over the turn it played (pt 60: a 🌐 switch came between)
    ahead = [n for n in notices if n.code not in AFTER_STORY]
    lines += notice_lines(lang, sorted(ahead, key=lambda n: n.code in STORY_NOTICES), names)
    prompt = notice_lines(lang, [n for n in notices if n.code in AFTER_STORY], names)
    rows: list[list[InlineKeyboardButton]] = []
    if live:
        if game is None:
            raise ValueError("a live board needs the game's view from fsm")
        rows = _prompt(data, game, lang, names, prompt, MOVER if mention else "")
    told = tell_story(data, lang, unnoticed(data.last_events, notices), names)
    if data.parrot is not None:  # its module only then (a Roll tap's files, bench/trace_tap.py)
        told = parrot_spared(data, lang, names, told, prompt)
    story = fit_phone(lines, told, prompt)  # the text board (shown if no picture can be sent)
    asked = prompt  # the caption fits its own story to it
    if data.parrot is not None:
        asked = uncalled(data, lang, names, story, prompt)
    if live and data.parrot is not None and parrot_untold(data, lang, names, story, asked):
        asked, story = parrot_explained(data, lang, names, asked, partial(fit_phone, lines, told))
    before = lines[board_lines - 1 :]  # the rule and the notices
    lines += story.text() + asked
    text, markup = "\n".join(lines), keyboard(rows)
    if not picture:
        return View(_marked(text, mention), markup, html=bool(mention))
    scene = scene_of(state, names, data.last_events, lang)
    head = [lines[0], *seats, *before]
    most = caption_budget(len(rows))
    fit = partial(fit_phone, head, most=most, count=phone_lines, landings=True)
    under = fit(told, prompt)  # with the picture
    if data.parrot is not None and (called := uncalled(data, lang, names, under, prompt)) != prompt:
        prompt, under = called, fit(told, called)
    choosing = live and game is not None and bool(game.choices)
    offers_left = choosing and phone_lines([*head, *under.text(), *prompt]) > most  # (pt 4)
    offered, yours = told, t(lang, "game-your-choice")  # the 👇 of a solo player's choice
    if offers_left and yours in prompt:  # goes first: their offer says it (pt 31: bare '🔄 3')
        asked = [line for line in prompt if line != yours]
        if phone_lines([*head, *(shorter := fit(told, asked)).text(), *asked]) <= most:
            offers_left, prompt, under = False, asked, shorter
    if offers_left and data.parrot is not None:  # the offer before the parrot's 🦜 lines,
        calm = [line for line in prompt if not line.startswith("🦜")]  # its button says them
        if phone_lines([*head, *(shorter := fit(told, calm)).text(), *calm]) <= most:  # (pt 39)
            offers_left, prompt, under = False, calm, shorter
    if offers_left:
        told = told.leaving_offers()
        under = fit(told, prompt)
    if live and data.parrot is not None and parrot_untold(data, lang, names, under, prompt):
        if offers_left and reader(data) is not None:  # a solo player's offer before the 👇 and
            # a call to the parrot, whose 🦜 says what it says (pt 30, a call over a bare '⛵ 27')
            prompt = [line for line in prompt if line not in (*parrot_calls(lang), yours)]
            under = fit(offered, prompt)
        else:
            prompt, under = parrot_explained(data, lang, names, prompt, partial(fit, told))
    caption = picture_caption(data, lang, names, (before, under, prompt))
    return View(_marked(text, mention), markup, scene, _marked(caption, mention), bool(mention))


def board_names(data: SessionData, lang: str) -> list[str]:
    """The seats' names as the live board tells them: cut for the board, and with a picture
    as its caption's seat lines need (`caption_name`), so that each keeps one shape there."""
    names, state = seat_names(data, lang), data.engine
    if state is None or not wants_picture(data):
        return names
    players = enumerate(state.players)
    return [
        caption_name(lang, player, names[seat], f"{token_mark(seat)} ") for seat, player in players
    ]


def _marked(text: str, mention: str) -> str:
    """`text` as it is, or with `mention` as HTML: escaped, the mover's mention put in."""
    return html.escape(text).replace(MOVER, mention) if mention else text


def picture_caption(
    data: SessionData,
    lang: str,
    names: Sequence[str],
    tail: tuple[list[str], Story, list[str]],
) -> str:
    """The caption under the board: the round and pot, each seat's field and purse after its
    token's colour and number, then `tail` (the lines before the story, the story, the
    prompt). To fit, story lines beyond the turns' briefs go first, then the seats' names are
    shortened, and only then the briefs go too, the oldest first."""
    state = data.engine
    assert state is not None
    before, story, prompt = tail
    lines: list[str] = []

    def size(told: Story) -> tuple[int, int]:
        text = "\n".join([*lines, *before, *told.text(), *prompt])
        return 0, caption_length(text)

    def fits(told: Story) -> bool:
        return size(told)[1] <= CAPTION_LIMIT

    shown = sorted(story.shown)
    briefs = [i for i in shown if story.lines[i].brief]
    for room in (None, 12):  # board names are at most BOARD_NAME_CHARS (16) long
        short = [name if room is None or len(name) <= room else f"{name[: room - 1]}…"
                 for name in names]  # fmt: skip
        lines = [t(lang, "game-header", round=max(state.players[state.current].turns, 1),
                   pot=state.pot)]  # fmt: skip
        for seat in range(len(state.players)):
            lines += seat_lines(data, lang, seat, short, f"{token_mark(seat)} ")
        if fits(replace(story, shown=frozenset(briefs))):
            break
    order = [i for i in shown if i not in briefs]
    order += [i for i in briefs if not story.lines[i].kept] + [
        i for i in briefs if story.lines[i].kept
    ]
    story = trimmed(story, order, size, (0, CAPTION_LIMIT))
    return fit_caption([*lines, *before, *story.text(), *prompt], [])
