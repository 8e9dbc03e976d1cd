"""Commands: what a chat (or the clock) asks of a game session."""

from __future__ import annotations

from dataclasses import dataclass

from engine import Field12, PolicyName


@dataclass(frozen=True, slots=True)
class Actor:
    """Who acts: a Telegram user, with whether they administer the chat."""

    user_id: int
    name: str
    is_admin: bool = False


@dataclass(frozen=True, slots=True)
class Join:
    """Take a seat in the lobby."""

    actor: Actor


@dataclass(frozen=True, slots=True)
class Leave:
    """Leave the lobby, or the running game (R27); a lobby's button (`from_lobby`): the lobby."""

    actor: Actor
    from_lobby: bool = False


@dataclass(frozen=True, slots=True)
class ClaimYoungest:
    """ "I'm the youngest": become the cashier and first player (R3)."""

    actor: Actor


@dataclass(frozen=True, slots=True)
class AddComputer:
    """Seat a computer player with a policy: random, forward or optimal."""

    actor: Actor
    policy: PolicyName


@dataclass(frozen=True, slots=True)
class RemoveComputer:
    """Take the computer player called `name` off the lobby's table (one added by mistake)."""

    actor: Actor
    name: str


@dataclass(frozen=True, slots=True)
class RemovePlayer:
    """Take the person `user_id` off the lobby's table (the host's call: an inline game's
    message lets anyone who sees it join)."""

    actor: Actor
    user_id: int


@dataclass(frozen=True, slots=True)
class Configure:
    """Change one lobby setting (see `fsm.data.SETTING_VALUES`)."""

    actor: Actor
    key: str
    value: str


@dataclass(frozen=True, slots=True)
class FollowLanguage:
    """The chat's language changed: the lobby takes its edition's fever rule `field12`, unless
    the host chose one (R16)."""

    actor: Actor
    field12: Field12


@dataclass(frozen=True, slots=True)
class Start:
    """Close the lobby and begin the race."""

    actor: Actor


@dataclass(frozen=True, slots=True)
class RollDie:
    """Roll for the mover; `value` is the die the chat saw, or None to draw one.

    `message_id` is set when a chat message (a sent 🎲 or /roll) asked for the roll:
    a message is applied at most once, so a redelivered update changes nothing. `own_die`:
    the value is a 🎲 the player sent themselves (not the bot's, thrown for a tap or /roll).
    """

    actor: Actor
    game_id: str
    step: int
    value: int | None = None
    message_id: int | None = None
    own_die: bool = False


@dataclass(frozen=True, slots=True)
class Choose:
    """Take an optional move: a field, or a seat to swap with (R11, R23)."""

    actor: Actor
    game_id: str
    step: int
    option: int
    swap: bool = False


@dataclass(frozen=True, slots=True)
class FinishForMe:
    """⏩ Finish for me: the last person left in the race has the rest of the game played for
    them at once (their moves as the clever computer player would make them)."""

    actor: Actor
    game_id: str
    step: int


@dataclass(frozen=True, slots=True)
class SayParrot:
    """Say "Poor Robinson!" with the parrot (R17)."""

    actor: Actor


@dataclass(frozen=True, slots=True)
class Remind:
    """The clock: half the mover's time is gone; ask the chat to remind them."""


@dataclass(frozen=True, slots=True)
class Timeout:
    """The clock: the mover's deadline has passed (R27 after three in a row)."""


@dataclass(frozen=True, slots=True)
class Cancel:
    """End the lobby or the game without a result; a lobby's button (`from_lobby`): the lobby."""

    actor: Actor
    from_lobby: bool = False


Command = (
    Join
    | Leave
    | ClaimYoungest
    | AddComputer
    | RemoveComputer
    | RemovePlayer
    | Configure
    | FollowLanguage
    | Start
    | RollDie
    | Choose
    | FinishForMe
    | SayParrot
    | Remind
    | Timeout
    | Cancel
)
