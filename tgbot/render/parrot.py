"""The parrot on 17 on the board: who said "Poor Robinson!", and the line that explains 🦜."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from fsm import SessionData
from i18n import t
from tgbot.render.common import unwidowed
from tgbot.render.story import Story, reader


def parrot_names(data: SessionData, names: Sequence[str]) -> list[str]:
    """Who said "Poor Robinson!" by the names the seats show (play-test 8: whole names ran on
    to three lines), as said where ids are missing (an older save)."""
    parrot = data.parrot
    assert parrot is not None
    seats = {seat.user_id: index for index, seat in enumerate(data.seats)}
    if len(parrot.user_ids) != len(parrot.said):
        return list(parrot.said)
    return [names[seats[user]] if user in seats else name
            for name, user in zip(parrot.said, parrot.user_ids, strict=True)]  # fmt: skip


def parrot_calls(lang: str) -> tuple[str, str]:
    """The prompt's calls to press 🦜 (a group's, a private chat's): a group's is left to the
    button where its story tells the parrot (`uncalled`: its 'All press “Poor Robinson!”'
    calls); a private chat's stays, as its story's line reads as said (play-test 24: '… talks
    to the parrot: “Poor Robinson!”' over the prompt, no call)."""
    return t(lang, "game-parrot-call"), t(lang, "game-parrot-call-you")


def parrot_told(data: SessionData, lang: str, names: Sequence[str], story: Story) -> bool:
    """Whether `story` shows the line of the parrot calling ('… talks to the parrot. All
    press “Poor Robinson!”'), which explains the 🦜 button without the prompt's call
    (play-test 6: a parrot turn cut out, its button left unexplained)."""
    return bool(_parrot_lines(data, lang, names) & set(story.text()))


def _parrot_lines(data: SessionData, lang: str, names: Sequence[str]) -> set[str]:
    """The story's line of the parrot calling, in either of its forms (none with no parrot)."""
    if data.parrot is None:
        return set()
    name = names[data.parrot.seat]
    return {unwidowed(t(lang, key, name=name)) for key in ("ev-parrot", "ev-parrot-alone")}


def parrot_spared(
    data: SessionData, lang: str, names: Sequence[str], story: Story, prompt: list[str]
) -> Story:
    """`story` whose parrot line, left out for room, goes without a cut mark where a 🦜 line
    of `prompt` tells the parrot (play-test 32: '🎲 Linh slog 3 → 17 …' read as broken), and
    only with its turn's brief, after the fields' quotes (play-test 75: under a picture it went
    first, and only who said it stood over the 🦜 button)."""
    if data.parrot is None or not any(line.startswith("🦜") for line in prompt):
        return story
    told = _parrot_lines(data, lang, names)
    lines = tuple(
        replace(line, spare=True, brief=True) if line.text in told else line for line in story.lines
    )
    return replace(story, lines=lines)


def parrot_untold(
    data: SessionData, lang: str, names: Sequence[str], story: Story, prompt: list[str]
) -> bool:
    """Whether the prompt calls to press 🦜 while neither `story` nor the prompt itself tells
    the parrot's line."""
    if not set(parrot_calls(lang)) & set(prompt) or parrot_told(data, lang, names, story):
        return False
    return not any(line.startswith("🦜") and line not in parrot_calls(lang) for line in prompt)


def parrot_said_first(
    data: SessionData, lang: str, names: Sequence[str], prompt: list[str]
) -> list[str]:
    """`prompt` with the parrot's line in place of the call to press 🦜 ('Say it too' under a
    cut that took the parrot's turn: play-test 9), a call naming who landed there: a group's
    all together (play-test 30: its story's line under whose turn it is read as a new move),
    a private chat's alone (play-test 23: the story's '… talks to the parrot: “Poor
    Robinson!”' over the button read as said), the player's own in the second person
    (play-test 28: 'Mads talks to the parrot' to Mads)."""
    assert data.parrot is not None
    you = reader(data)
    key = "game-parrot-call-group" if you is None else "game-parrot-call-named"
    key = "game-parrot-call-yours" if you == data.parrot.seat else key
    said = unwidowed(t(lang, key, name=names[data.parrot.seat]))
    return [said if line in parrot_calls(lang) else line for line in prompt]


def uncalled(
    data: SessionData, lang: str, names: Sequence[str], story: Story, prompt: list[str]
) -> list[str]:
    """`prompt` without a group's call to press 🦜 where `story` shows the parrot's line, whose
    'All press “Poor Robinson!”' calls already (play-test 30: said twice in three lines)."""
    if reader(data) is None and parrot_told(data, lang, names, story):
        return [line for line in prompt if line != parrot_calls(lang)[0]]
    return prompt


def parrot_explained(
    data: SessionData,
    lang: str,
    names: Sequence[str],
    prompt: list[str],
    fit: Callable[[list[str]], Story],
) -> tuple[list[str], Story]:
    """The prompt and story fitted with the parrot's line for the call to press 🦜, unless
    the story, fitted so, tells it itself (play-test 9: 'Say it too' under a cut)."""
    said = parrot_said_first(data, lang, names, prompt)
    story = fit(said)
    if parrot_told(data, lang, names, story):
        return uncalled(data, lang, names, story, prompt), story
    return said, story
