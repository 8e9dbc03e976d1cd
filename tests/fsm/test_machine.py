"""The turn machine: every row of the table is taken, every refusal has its code."""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

import fsm
from engine.events import ChoiceKind, Rolled, TurnStarted
from engine.policies import PolicyName
from engine.state import Field12, Pending, Settings, Status
from fsm.commands import (
    AddComputer,
    Cancel,
    Choose,
    ClaimYoungest,
    Command,
    Configure,
    FinishForMe,
    FollowLanguage,
    Join,
    Leave,
    Remind,
    RemoveComputer,
    RemovePlayer,
    RollDie,
    SayParrot,
    Start,
    Timeout,
)
from fsm.data import GameSettings, Parrot, Seat
from fsm.exceptions import REFUSAL_CODES, Refused
from fsm.machine import TRANSITIONS, TRIGGERS, Phase, machine, sources
from fsm.result import view_of
from fsm.session import Session, to_doc
from robinson.cli import main
from tests.fsm.helpers import ADMIN, ANN, BOB, CAT, DAN, Dice, Taken, lobby, recording, table

ROWS: Taken = {
    (row["trigger"], source, source if row["dest"] is None else row["dest"])
    for row in TRANSITIONS
    for source in sources(row)
}
CHOICE = Pending(ChoiceKind.TREE, 0, 2, (9, 7))


def run(session: Session, *commands: Command, now: float = 0.0, dice: int = 3) -> Session:
    """Perform `commands` in order with a constant die."""
    for command in commands:
        session.perform(command, now=now, dice=Dice([dice] * 50))
    return session


def roll(session: Session, value: int) -> RollDie:
    """The mover's roll of `value` at the current step."""
    user_id = session.data.seats[session.engine.current].user_id
    actor = next(a for a in (ANN, BOB, CAT, DAN) if a.user_id == user_id)
    return RollDie(actor, "g1", session.engine.step, value)


def last_one(session: Session) -> Session:
    """Bob has left and Cat's seat is a computer's: Ann is the last person in the race."""
    session.data.seats[2] = Seat("Xury", None, PolicyName.FORWARD)
    players = list(session.engine.players)
    players[1] = replace(players[1], status=Status.LEFT)
    session.data.engine = replace(session.engine, players=tuple(players))
    return session


def tour(taken: Taken) -> None:
    """Drive sessions through every row of the table."""
    s = lobby(ANN)
    run(s, Join(BOB), Join(CAT), Leave(CAT), ClaimYoungest(BOB), Configure(ANN, "ante", "5"))
    run(s, FollowLanguage(ANN, Field12.EXTRA_ROLL))
    run(s, AddComputer(ANN, "random"), RemoveComputer(ANN, "Xury"), RemovePlayer(ANN, BOB.user_id))
    run(s, Join(BOB))
    run(s, AddComputer(ANN, "forward"), Start(ANN))
    run(lobby(ANN), Cancel(ANN))
    s = table(0, 0)  # placement, then placement again for Bob
    run(s, roll(s, 2))
    s = table(5, 5)
    run(s, roll(s, 1))
    s = table(14, 5)  # 20: bake bread, roll again (R9)
    run(s, roll(s, 6))
    run(s, roll(s, 1))
    s = table(7, 5)  # the tree offers a choice (R15)
    run(s, roll(s, 2))
    run(s, Choose(ANN, "g1", s.engine.step, 9))
    s = table(10, 5)  # fever skips Ann's next turn (R10, R16)
    run(s, roll(s, 2))
    run(s, roll(s, 1))
    players = {1: {"skip_next": True}}
    s = table(10, 12, 0, players=players)  # a skip before an unplaced mover
    run(s, roll(s, 1))
    s = table(44, 5)
    run(s, roll(s, 1))
    for state in ({}, {"extra_roll": True}, {"pending": CHOICE}):
        for positions in ((7, 5, 5), (0, 0, 0)):
            s = table(*positions, **state)
            s.data.remind_at, s.data.timeout_at = 1.0, 1.5
            run(s, Remind(), now=2.0)
            s.data.timeout_at = 1.0
            run(s, Timeout(), now=2.0)
            run(table(*positions, **state), Leave(ANN))
            s = table(*positions, **state)
            s.data.parrot = Parrot(1)
            run(s, SayParrot(CAT), Cancel(ANN))
            run(last_one(table(*positions, **state)), FinishForMe(ANN, "g1", 5))
    s = table(5, 5, phase=Phase.SKIP)
    s.data.parrot = Parrot(1)
    run(s, SayParrot(ANN), Cancel(ANN))


class TestTable:
    """The transition table is whole, and shared by every session."""

    def test_every_row_is_taken(self) -> None:
        """Driving sessions takes each (trigger, source, dest) of TRANSITIONS and nothing else."""
        taken: Taken = set()
        with recording(taken):
            tour(taken)
        assert ROWS - taken == set()
        assert taken - ROWS == set()

    def test_no_auto_transitions(self) -> None:
        """`auto_transitions=False`: neither the machine nor a session has `to_<state>`."""
        session = lobby(ANN)
        assert not any(name.startswith("to_") for name in machine().events)
        assert not hasattr(session, "to_lobby") and not hasattr(session, "to_finished")

    def test_one_machine_keeps_no_sessions(self) -> None:
        """`machine()` is one object and holds no reference to the sessions it serves."""
        sessions = [lobby(ANN), lobby(BOB), table(5, 5)]
        assert machine() is machine()
        assert all(s not in machine().models for s in sessions)
        run(sessions[0], Join(BOB), Start(ANN))
        assert sessions[0].phase is Phase.PLACEMENT and sessions[1].phase is Phase.LOBBY

    def test_sessions_share_methods_not_state(self) -> None:
        """The machine's methods are the class's, bound once: each session answers for itself."""
        first, second = lobby(ANN, BOB), lobby(ANN)
        assert "trigger" not in vars(first) and "may_join" not in vars(first)
        assert first.may_trigger("start", actor=ANN) and not second.may_trigger("start", actor=ANN)
        assert first.may_join(actor=CAT) and not second.may_start(actor=ANN)
        assert first.start(actor=ANN) is True  # by name, as the rows' effects fire `settle`
        assert first.phase is Phase.PLACEMENT and first.is_phase_PLACEMENT()
        assert second.phase is Phase.LOBBY and second.is_phase_LOBBY()
        assert not second.is_phase_PLACEMENT() and not machine().models
        with pytest.raises(AttributeError):
            first.trigger("no_such_trigger")

    def test_only_the_public_api_of_transitions(self) -> None:
        """No module of `fsm` reaches into transitions' private parts or builds its `EventData`:
        guards and effects take the trigger's keywords, and the table answers `may_`."""
        for module in Path(fsm.__file__).parent.glob("*.py"):
            tree = ast.parse(module.read_text())
            names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
            private = [
                n.attr
                for n in ast.walk(tree)
                if isinstance(n, ast.Attribute)
                and isinstance(n.value, ast.Call)
                and getattr(n.value.func, "id", "") == "machine"
                and n.attr.startswith("_")
            ]
            assert "EventData" not in names and not private, (module.name, private)

    def test_every_guard_names_its_refusal(self) -> None:
        """A refusal's reason sits with its guard in the table, one code per guard of a row."""
        for row in TRANSITIONS:
            assert list(row["refusals"]) == row["conditions"]
            assert set(row["refusals"].values()) <= REFUSAL_CODES, row["trigger"]

    def test_mermaid_command(self, capsys: pytest.CaptureFixture[str]) -> None:
        """`robinson-bot fsm --mermaid` draws every trigger and phase as stateDiagram-v2."""
        assert main(["fsm", "--mermaid"]) == 0
        out = capsys.readouterr().out
        assert out.startswith("stateDiagram-v2")
        assert all(trigger in out for trigger in TRIGGERS)
        assert all(f" {phase.value}" in out for phase in Phase)


def in_game() -> Session:
    """Ann and Bob's game with Ann to roll at step 5."""
    return table(5, 5)


def parrot(*said: int) -> Session:
    """A game where Bob's parrot calls and `said` user ids have answered (R17)."""
    session = table(5, 17, 5)
    session.data.parrot = Parrot(1, [f"u{u}" for u in said], list(said))
    return session


def finished() -> Session:
    """A game Ann has won."""
    return run(table(44, 5), RollDie(ANN, "g1", 5, 1))


def full() -> Session:
    """A lobby with every one of its two seats taken."""
    return lobby(ANN, BOB, settings=GameSettings(max_seats=2))


CASES: list[tuple[str, Callable[[], Session], Command]] = [
    ("not_your_turn", in_game, RollDie(BOB, "g1", 5, 3)),
    ("not_in_game", in_game, RollDie(DAN, "g1", 5, 3)),  # not seated: not "not your turn"
    ("not_in_game", in_game, Choose(DAN, "g1", 5, 9)),
    ("not_in_game", lambda: lobby(ANN), Leave(BOB)),
    ("not_in_game", in_game, Leave(CAT)),
    ("join_first", lambda: lobby(ANN), ClaimYoungest(BOB)),  # play-test 16: told to join
    ("already_joined", lambda: lobby(ANN), Join(ANN)),
    ("table_full", full, Join(CAT)),
    ("table_full", full, AddComputer(ANN, "random")),
    ("not_host", lambda: lobby(ANN, BOB), Start(BOB)),
    ("not_host", lambda: lobby(ANN, BOB), Configure(BOB, "ante", "5")),
    ("not_host", lambda: lobby(ANN, BOB), AddComputer(BOB, "forward")),
    ("not_host", in_game, Cancel(BOB)),
    ("too_few_players", lambda: lobby(ANN), Start(ANN)),
    ("stale", in_game, RollDie(ANN, "g1", 4, 3)),
    ("stale", in_game, Choose(ANN, "g1", 6, 9)),
    ("old_game", in_game, RollDie(ANN, "g0", 5, 3)),
    ("not_running", lambda: lobby(ANN, BOB), RollDie(ANN, "g1", 0, 3)),
    ("not_running", lambda: lobby(ANN, BOB), Timeout()),
    ("not_running", lambda: lobby(ANN, BOB), SayParrot(ANN)),
    ("game_running", in_game, Join(CAT)),
    ("game_running", in_game, Start(ANN)),
    ("game_running", in_game, Configure(ANN, "ante", "5")),
    ("game_over", finished, RollDie(BOB, "g1", 6, 3)),
    ("game_over", finished, Cancel(ANN)),
    ("game_over", finished, Leave(BOB)),
    ("game_over", finished, Timeout()),
    ("parrot_silent", in_game, SayParrot(ANN)),
    ("already_said", lambda: parrot(3), SayParrot(CAT)),
    ("not_due", in_game, Timeout()),
    ("not_due", in_game, Remind()),
    ("not_running", lambda: lobby(ANN, BOB), Remind()),
    ("bad_setting", lambda: lobby(ANN), Configure(ANN, "ante", "7")),
    ("bad_setting", lambda: lobby(ANN), Configure(ANN, "colour", "red")),
    ("bad_setting", lambda: lobby(ANN), AddComputer(ANN, "genius")),
    ("refused", lambda: lobby(ANN, BOB), RemoveComputer(ANN, "Xury")),  # no such computer
    ("not_host", lambda: lobby(ANN, BOB), RemoveComputer(BOB, "Xury")),
    ("illegal_move", in_game, RollDie(ANN, "g1", 5, 7)),
    ("illegal_move", lambda: table(7, 5, pending=CHOICE), Choose(ANN, "g1", 5, 8)),
    ("illegal_move", lambda: table(7, 5, pending=CHOICE), Choose(ANN, "g1", 5, 1, swap=True)),
    ("wrong_moment", lambda: table(7, 5, pending=CHOICE), RollDie(ANN, "g1", 5, 3)),
    # play-test 7, finding 3: a /roll during another's choice is not "choose first"
    ("not_your_turn", lambda: table(7, 5, pending=CHOICE), RollDie(BOB, "g1", 5, 3)),
    # play-test 7, finding 7: who left is not in the game, not waiting for a turn
    ("not_in_game", lambda: last_one(table(5, 5, 5)), RollDie(BOB, "g1", 5, 3)),
    # the twin of the move that took him out is stale, as any button of an earlier moment
    ("stale", lambda: last_one(table(5, 5, 5)), RollDie(BOB, "g1", 4, 3)),
    ("refused", in_game, Choose(ANN, "g1", 5, 9)),  # no choice to make: "choose first" (pt 53)
    ("game_running", in_game, Leave(ANN, from_lobby=True)),  # the lobby's button, now stale
    ("game_running", in_game, Cancel(ANN, from_lobby=True)),
    # Bob and Cat race on: ⏩ was never offered, a forged one is no button (play-test 53: told
    # the seated mover "you are not in this game")
    ("refused", lambda: table(5, 5, 5), FinishForMe(ANN, "g1", 5)),
    ("not_in_game", lambda: last_one(table(5, 5, 5)), FinishForMe(BOB, "g1", 5)),  # Bob left
    ("stale", lambda: last_one(table(5, 5, 5)), FinishForMe(ANN, "g1", 4)),
    ("old_game", lambda: last_one(table(5, 5, 5)), FinishForMe(ANN, "g0", 5)),
]


class TestRefusals:
    """A trigger that may not fire raises `Refused` with its code and changes nothing."""

    @pytest.mark.parametrize(("code", "build", "command"), CASES, ids=[c[0] for c in CASES])
    def test_refusal_code(self, code: str, build: Callable[[], Session], command: Command) -> None:
        """The command is refused with `code`; the document and phase are as they were."""
        session = build()
        before = to_doc(session.data)
        with pytest.raises(Refused) as info:
            session.perform(command, now=0.0, dice=Dice([3]))
        assert info.value.code == code
        assert to_doc(session.data) == before

    def test_finish_for_me_plays_the_game_out_in_one_command(self) -> None:
        """⏩ The last person's one command plays every turn to the end; the chat hears how many."""
        session = last_one(table(5, 5, 5))
        outcome = session.perform(FinishForMe(ANN, "g1", 5), now=0.0, dice=Dice(seed=3))
        assert session.phase is Phase.FINISHED and session.data.deadline is None
        notice, rolled, turn = outcome.notices[0], set[int](), -1  # -1: the turn it was pressed in
        for event in outcome.events:
            if isinstance(event, TurnStarted):
                turn = event.turn
            elif isinstance(event, Rolled) and event.seat == 0:
                rolled.add(turn)
        assert notice.code == "finished_for" and notice.args["name"] == "Ann"
        assert notice.args["count"] == len(rolled) > 2  # the turns Ann rolled in

    def test_who_left_the_race_does_not_say_the_parrot(self) -> None:
        """R17 asks the players: Cat, gone from the game, cannot answer Bob's parrot
        (play-test 14: a player who had left still could)."""
        session = run(parrot(), Leave(CAT))
        with pytest.raises(Refused, match="not_in_game"):
            session.perform(SayParrot(CAT), now=0.0, dice=Dice([3]))
        assert session.data.parrot is not None and session.data.parrot.user_ids == []

    def test_the_parrot_stops_calling_when_its_player_leaves(self) -> None:
        """R17: Bob's parrot calls until Bob's next roll; Bob leaving, it calls no more (it
        called on, 🦜 button and all, for the rest of the game)."""
        session = run(parrot(), Leave(BOB))
        assert session.data.parrot is None
        assert not view_of(session).may_parrot

    def test_admin_may_act_as_host(self) -> None:
        """A chat admin may configure and start a lobby they do not host."""
        session = run(lobby(ANN, BOB), Configure(ADMIN, "field12", Field12.EXTRA_ROLL.value))
        run(session, Start(ADMIN))
        assert session.engine.settings == Settings(Field12.EXTRA_ROLL, 30, 10)

    def test_only_seated_players_say_the_parrot(self) -> None:
        """R17: a person without a seat cannot answer the parrot; nothing is recorded."""
        session = parrot()
        with pytest.raises(Refused, match="not_in_game"):
            session.perform(SayParrot(DAN), now=0.0, dice=Dice([3]))
        assert session.data.parrot is not None and session.data.parrot.user_ids == []
        session.perform(SayParrot(CAT), now=0.0, dice=Dice([3]))
        assert session.data.parrot.user_ids == [CAT.user_id]
