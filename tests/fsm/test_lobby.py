"""The lobby: seats, the youngest's claim, computer players, settings and the start (R1–R4, R16)."""

from __future__ import annotations

import pytest

from engine.policies import PolicyName
from engine.state import Field12
from fsm.commands import (
    Actor,
    AddComputer,
    Cancel,
    ClaimYoungest,
    Command,
    Configure,
    FollowLanguage,
    Join,
    Leave,
    RemovePlayer,
    RollDie,
    Start,
)
from fsm.data import DEFAULT_MAX_SEATS, MAX_SEATS, SETTING_VALUES, GameSettings, Seat
from fsm.exceptions import Refused
from fsm.machine import Phase
from fsm.service import GameService
from fsm.session import Session, from_doc, to_doc
from fsm.store.stores import Stores
from tests.fsm.helpers import ADMIN, ANN, BOB, CAT, DAN, Clock, Dice, Ids, lobby


def run(session: Session, *commands: Command, dice: Dice | None = None) -> Session:
    """Perform `commands` in order."""
    for command in commands:
        session.perform(command, now=0.0, dice=dice or Dice(seed=1))
    return session


def names(session: Session) -> list[str]:
    """The seat names in order."""
    return [seat.name for seat in session.data.seats]


def refused(session: Session, command: Command) -> str:
    """The refusal code of `command`."""
    with pytest.raises(Refused) as info:
        run(session, command)
    return info.value.code


class TestSeats:
    """Joining, leaving and the order of the table."""

    async def test_host_is_seated_first(self, store: Stores) -> None:
        """`open_lobby` seats the host in the first seat and saves the lobby in Redis."""
        service = GameService(store, dice=Dice(), clock=Clock(), new_id=Ids())
        opened = await service.open_lobby(5, ANN, GameSettings())
        assert names(opened.session) == ["Ann"] and opened.session.phase is Phase.LOBBY
        result = await service.act(5, Join(BOB))
        loaded = await service.load(5)
        assert loaded is not None and names(loaded) == ["Ann", "Bob"] == names(result.session)
        assert loaded.data.host == ANN.user_id and loaded.data.game_id == "g1"

    async def test_unknown_policy_opens_no_lobby(self, store: Stores) -> None:
        """Seats handed to `open_lobby` (by the solo menu) need a known policy; none is saved."""
        service = GameService(store, dice=Dice(), clock=Clock(), new_id=Ids())
        seats = [Seat("Ann", ANN.user_id), Seat("Xury", None, "genius")]  # type: ignore[arg-type]
        with pytest.raises(Refused, match="bad_setting"):
            await service.open_lobby(5, ANN, GameSettings(), seats)
        assert await store.games.load(5) is None
        seats[1].policy = "optimal"  # type: ignore[assignment]
        opened = await service.open_lobby(5, ANN, GameSettings(), seats)
        assert opened.session.data.seats[1].policy is PolicyName.OPTIMAL

    async def test_second_lobby_is_refused(self, store: Stores) -> None:
        """A chat with a live lobby cannot open another one."""
        service = GameService(store, dice=Dice(), clock=Clock(), new_id=Ids())
        await service.open_lobby(5, ANN, GameSettings())
        with pytest.raises(Refused, match="game_exists"):
            await service.open_lobby(5, BOB, GameSettings())

    def test_join_and_leave_keep_order(self) -> None:
        """People sit in join order; one who leaves frees the seat and the rest keep order."""
        session = run(lobby(ANN), Join(BOB), Join(CAT), Join(DAN), Leave(BOB))
        assert names(session) == ["Ann", "Cat", "Dan"]
        run(session, Join(BOB))
        assert names(session) == ["Ann", "Cat", "Dan", "Bob"]

    def test_default_table_holds_six(self) -> None:
        """Six seats by default (R1): the seventh person is refused."""
        people = [Actor(10 + i, f"p{i}") for i in range(DEFAULT_MAX_SEATS - 1)]
        session = run(lobby(ANN), *map(Join, people))
        assert len(session.data.seats) == DEFAULT_MAX_SEATS == 6
        assert refused(session, Join(Actor(50, "late"))) == "table_full"

    def test_table_grows_to_ten(self) -> None:
        """`max_seats` may be raised to 10 (R1), not beyond."""
        session = run(lobby(ANN), Configure(ANN, "max_seats", "10"))
        run(session, *(Join(Actor(10 + i, f"p{i}")) for i in range(MAX_SEATS - 1)))
        assert len(session.data.seats) == MAX_SEATS
        assert refused(session, AddComputer(ANN, "forward")) == "table_full"
        assert refused(session, Configure(ANN, "max_seats", "11")) == "bad_setting"

    def test_two_players_to_start(self) -> None:
        """A lone host cannot start (R1); a computer player makes two."""
        session = lobby(ANN)
        assert refused(session, Start(ANN)) == "too_few_players"
        run(session, AddComputer(ANN, "optimal"), Start(ANN))
        assert session.phase is Phase.PLACEMENT and len(session.engine.players) == 2


class TestHost:
    """The host's role follows the people seated; admins may act as host."""

    def test_host_role_passes_to_next_person(self) -> None:
        """The host who leaves hands the lobby to the next person in seat order, never to a
        computer player; the former host may no longer start, cancel or configure it."""
        session = run(lobby(ANN, computers=["forward"]), Join(BOB), Join(CAT), Leave(ANN))
        assert session.data.host == BOB.user_id and names(session) == ["cpu0", "Bob", "Cat"]
        for command in (Start(ANN), Cancel(ANN), Configure(ANN, "ante", "5")):
            assert refused(session, command) == "not_host"
        assert refused(session, AddComputer(ANN, "forward")) == "not_host"
        run(session, Configure(BOB, "ante", "5"), Start(BOB))
        assert names(session)[0] == "Bob" and session.phase is not Phase.LOBBY

    def test_new_host_may_cancel(self) -> None:
        """The new host may cancel; a former host who joins again is a guest, not the host."""
        session = run(lobby(ANN, BOB, CAT), Leave(ANN), Join(ANN))
        assert session.data.host == BOB.user_id
        assert refused(session, Cancel(ANN)) == "not_host"
        run(session, Cancel(BOB))
        assert session.phase is Phase.CANCELLED

    def test_empty_lobby_goes_to_next_joiner(self) -> None:
        """With no person left the lobby stays open, hosted by nobody seated: the former host
        is refused like anyone, and the next person to join hosts it."""
        session = run(lobby(ANN, computers=["forward"]), Leave(ANN))
        assert session.phase is Phase.LOBBY and refused(session, Cancel(ANN)) == "not_host"
        run(session, Join(DAN))
        assert session.data.host == DAN.user_id
        run(session, Cancel(DAN))
        assert session.phase is Phase.CANCELLED

    def test_host_who_leaves_the_running_game_hands_it_on(self) -> None:
        """As in the lobby: the host who leaves the race hands the role to the first person
        still in it (never a computer player), the chat is told, and the one who left may no
        longer cancel; the new host may (R27)."""
        session = run(lobby(ANN, computers=["forward"]), Join(BOB), Join(CAT), Start(ANN))
        assert names(session) == ["Ann", "cpu0", "Bob", "Cat"]
        outcome = session.perform(Leave(ANN), now=0.0, dice=Dice(seed=1))
        assert session.data.host == BOB.user_id
        assert [n.args for n in outcome.notices if n.code == "host_passed"] == [{"name": "Bob"}]
        assert refused(session, Cancel(ANN)) == "not_host"
        run(session, Cancel(BOB))
        assert session.phase is Phase.CANCELLED


class TestYoungest:
    """The claim "I'm the youngest" and the seating it produces (R3, R4)."""

    def test_host_is_cashier_by_default(self) -> None:
        """Without a claim the host is cashier and sits first (R3)."""
        session = run(lobby(ANN, BOB, CAT), Start(ANN))
        assert names(session) == ["Ann", "Bob", "Cat"] and session.engine.current == 0

    def test_last_claim_wins_and_rotates(self) -> None:
        """The last claim wins (R3); seats rotate to put the cashier first, join order kept (R4)."""
        session = run(lobby(ANN, BOB, CAT, DAN), ClaimYoungest(BOB), ClaimYoungest(CAT))
        assert session.data.cashier == CAT.user_id
        run(session, Start(ANN))
        assert names(session) == ["Cat", "Dan", "Ann", "Bob"]
        assert session.engine.current == 0 and session.engine.players[0].turns == 1

    def test_claim_leaves_with_claimer(self) -> None:
        """A claimer who leaves the lobby takes the claim along; the host is cashier again."""
        session = run(lobby(ANN, BOB, CAT), ClaimYoungest(CAT), Leave(CAT))
        assert session.data.cashier is None
        run(session, Start(ANN))
        assert names(session) == ["Ann", "Bob"]

    def test_host_takes_a_person_off_the_table(self) -> None:
        """The host (or an admin) may remove another person, a claim going with them; nobody
        else may, nor the host themselves (they leave instead)."""
        session = run(lobby(ANN, BOB, CAT), ClaimYoungest(CAT))
        assert refused(session, RemovePlayer(BOB, CAT.user_id)) == "not_host"
        assert refused(session, RemovePlayer(ANN, ANN.user_id)) == "refused"
        assert refused(session, RemovePlayer(ANN, DAN.user_id)) == "refused"
        outcome = session.perform(RemovePlayer(ANN, CAT.user_id), now=0.0, dice=Dice())
        assert [(n.code, n.args) for n in outcome.notices] == [("player_removed", {"name": "Cat"})]
        assert names(session) == ["Ann", "Bob"] and session.data.cashier is None
        run(session, RemovePlayer(ADMIN, BOB.user_id))
        assert names(session) == ["Ann"]

    def test_started_notice_names_cashier(self) -> None:
        """The start notice names the cashier who plays first."""
        session = run(lobby(ANN, BOB), ClaimYoungest(BOB))
        outcome = session.perform(Start(ANN), now=0.0, dice=Dice())
        assert [(n.code, n.args) for n in outcome.notices] == [("started", {"cashier": "Bob"})]


class TestComputers:
    """Computer players take seats like people and play by their policy."""

    def test_computers_get_names_and_policies(self) -> None:
        """Each computer gets a free name and keeps its policy."""
        session = run(lobby(ANN), *(AddComputer(ANN, p) for p in ("random", "forward", "optimal")))
        computers = session.data.seats[1:]
        assert [s.policy for s in computers] == ["random", "forward", "optimal"]
        assert all(s.is_computer and s.user_id is None for s in computers)
        assert len({s.name for s in session.data.seats}) == 4

    def test_computer_plays_its_turn(self) -> None:
        """After Ann's roll the computer rolls at once and the turn comes back to Ann."""
        dice = Dice([2, 5])
        session = run(lobby(ANN), AddComputer(ANN, "forward"), Start(ANN), dice=dice)
        run(session, ann_rolls(session), dice=dice)
        assert session.data.dice_log == [2, 5] and session.engine.current == 0
        assert [p.position for p in session.engine.players] == [2, 5]

    def test_computer_ahead_of_new_host_waits(self) -> None:
        """The host left: Bob hosts, so he is the cashier and moves first, ahead of Xury (R3)."""
        session = run(lobby(ANN), AddComputer(ANN, "forward"), Join(BOB), Leave(ANN))
        run(session, Start(BOB), dice=Dice([4]))
        assert names(session) == ["Bob", "Xury"]
        assert session.data.dice_log == [] and session.engine.current == 0

    def test_computers_alone_play_out_at_start(self) -> None:
        """Everyone left and an admin starts: the computers play the whole game on Start."""
        session = run(lobby(ANN, computers=["forward", "forward"]), Leave(ANN))
        run(session, Start(ADMIN), dice=Dice(seed=3))
        assert names(session) == ["cpu0", "cpu1"] and session.phase is Phase.FINISHED


def ann_rolls(session: Session) -> Command:
    """Ann's roll at the current step."""
    return RollDie(ANN, session.data.game_id, session.engine.step)


class TestSettings:
    """Lobby settings: every value on the menu is accepted, others refused (R2, R16)."""

    @pytest.mark.parametrize("key", sorted(SETTING_VALUES))
    def test_every_value_is_accepted(self, key: str) -> None:
        """Each listed value of `key` is stored as the setting."""
        session = lobby(ANN)
        for value in SETTING_VALUES[key]:
            run(session, Configure(ANN, key, value))
            assert str(getattr(session.data.settings, key)) == value

    def test_values_off_the_menu_are_refused(self) -> None:
        """An unknown key or value is refused and the settings stay as they were."""
        session = lobby(ANN)
        for key, value in [("ante", "11"), ("start_chips", "-1"), ("field12", "both"), ("x", "1")]:
            assert refused(session, Configure(ANN, key, value)) == "bad_setting"
        assert session.data.settings == GameSettings()

    def test_start_puts_antes_in_pot(self) -> None:
        """Start gives each purse start chips minus the ante and the antes to the pot (R2)."""
        session = run(lobby(ANN, BOB, CAT), Configure(ANN, "start_chips", "40"))
        run(session, Configure(ANN, "ante", "15"), Start(ANN))
        state = session.engine
        assert [p.chips for p in state.players] == [25, 25, 25] and state.pot == 45
        assert (state.settings.start_chips, state.settings.ante) == (40, 15)

    @pytest.mark.parametrize("field12", list(Field12))
    def test_field12_reaches_the_engine(self, field12: Field12) -> None:
        """The lobby's fever rule is the engine's for the whole game (R16)."""
        session = run(lobby(ANN, BOB), Configure(ANN, "field12", field12.value), Start(ANN))
        assert session.engine.settings.field12 is field12
        assert refused(session, Configure(ANN, "field12", "skip")) == "game_running"

    def test_r16_the_fever_rule_follows_the_lobby_language(self) -> None:
        """R16 (revised): switching a lobby's language brings that edition's fever rule, to and
        fro, until the host chooses one; then the host's choice stays, saved with the game."""
        session = lobby(ANN, BOB)  # opened in English: miss a turn
        run(session, FollowLanguage(ANN, Field12.EXTRA_ROLL))  # to Danish
        assert session.data.settings.field12 is Field12.EXTRA_ROLL
        followed = Session(from_doc(to_doc(session.data))).data.settings
        assert followed.field12_followed  # saved: the lobby says so on every edit (pt 51)
        run(session, FollowLanguage(ANN, Field12.EXTRA_ROLL))  # to Vietnamese: the same rule
        assert session.data.settings.field12_followed
        run(session, FollowLanguage(ADMIN, Field12.SKIP))  # an admin, back to English
        assert session.data.settings.field12 is Field12.SKIP
        assert not session.data.settings.field12_followed  # the rule it opened with
        assert refused(session, FollowLanguage(BOB, Field12.EXTRA_ROLL)) == "not_host"
        run(session, Configure(ANN, "field12", "skip"))  # the host's choice, same value
        saved = Session(from_doc(to_doc(session.data)))
        run(saved, FollowLanguage(ANN, Field12.EXTRA_ROLL))
        assert saved.data.settings.field12 is Field12.SKIP

    def test_r16_a_next_lobby_marks_the_rule_the_language_changed_from_the_game_s(self) -> None:
        """R16: the next lobby after a game opens with the game's rule unmarked; the chat's
        language's rule replaces it marked (play-test 51), a chosen rule stays unmarked."""
        played = GameSettings(Field12.SKIP, field12_followed=True)  # followed in its lobby
        assert played.for_next_lobby() == GameSettings(Field12.SKIP)
        again = played.for_next_lobby(Field12.EXTRA_ROLL)
        assert again == GameSettings(Field12.EXTRA_ROLL, field12_followed=True)
        assert played.for_next_lobby(Field12.SKIP) == GameSettings(Field12.SKIP)
        chosen = GameSettings(Field12.SKIP, field12_chosen=True)
        assert chosen.for_next_lobby(Field12.EXTRA_ROLL) == chosen
        again.change("field12", "extra_roll")  # the host's choice: no longer the language's
        assert again == GameSettings(Field12.EXTRA_ROLL, field12_chosen=True)

    def test_r16_the_fever_rule_is_fixed_once_started(self) -> None:
        """R16: once the game starts a language switch changes no rule."""
        session = run(lobby(ANN, BOB), Start(ANN))
        assert refused(session, FollowLanguage(ANN, Field12.EXTRA_ROLL)) == "game_running"
        assert session.engine.settings.field12 is Field12.SKIP
