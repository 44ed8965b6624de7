"""The flow of a game at the table as a newcomer meets it (issue 27): a claim that ends the game
is asked about first and its end is explained; the first deal waits for the person; the bids
stay at the seats; the deal's summary stays until it is read; the tricks it counts come from
the deal; what the others answer is said; bid buttons wait for the dealt cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from test_table import read_the_summary, wait_my_turn
from test_table_polish import make_window

from debertz_desktop.ai.base import Bot
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.cards import Contract
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.sheet import DealKind, GameEnd
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.games.debertz.outcomes import claim_question
from debertz_desktop.ui.games.debertz.texts import action_text
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot, LocalSession
from debertz_desktop.ui.sheet_texts import end_text, note_text, stake_head
from debertz_desktop.ui.table.fitting import numbers_kept_with_words


class Scripted(Bot):
    """A computer that answers by a list of preferred actions, else plays its first card."""

    def __init__(self, *prefs, seed: int = 0) -> None:
        super().__init__(seed)
        self.prefs = prefs
        self.fallback = FallbackBot(seed)

    def choose(self, view):
        legal = list(view.legal_actions)
        for kind in self.prefs:
            found = next((a for a in legal if type(a) is kind), None)
            if found is not None:
                return found
        cards = [a for a in legal if isinstance(a, A.PlayCard) and not a.bella]
        return cards[0] if cards else self.fallback.choose(view)


def scripted(rules, *prefs):
    return {s: Scripted(*prefs, seed=s) for s in range(1, rules.players)}


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    yield w
    if w.session is not None:
        w.session.stop()


@pytest.fixture
def russian(qapp):
    i18n.apply_language(Language.RU)
    QApplication.processEvents()
    yield
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


def to_my_lead(qtbot, session, *, answer=A.PlayTurned) -> None:
    """Bid (``answer`` when it is legal, else pass) until the person is to play a card."""
    for _ in range(40):
        wait_my_turn(qtbot, session)
        view = session.view()
        if view.phase is Phase.PLAY:
            return
        legal = list(view.legal_actions)
        choice = next((a for a in legal if type(a) is answer), None)
        choice = choice or next((a for a in legal if isinstance(a, A.Pass | A.Ready)), legal[0])
        assert session.submit(choice)
    raise AssertionError("never on lead")


# -- 1. a claim that ends the game --------------------------------------------------------------


def finish_window(qtbot, window, totals=(0, 0)):
    """Paired Belote, the person on lead with the finish offered (RULES §8.7)."""
    rules = preset("belote")
    session = window.new_game(rules, seed=2, delay_ms=0, bots=scripted(rules, A.Pass, A.Ready))
    session.game.score.totals[:] = list(totals)
    to_my_lead(qtbot, session)
    qtbot.waitUntil(lambda: window.table.panel.button_for(A.ClaimFinish()) is not None)
    button = window.table.panel.button_for(A.ClaimFinish())
    qtbot.waitUntil(button.isEnabled)
    return session, button


# RULES §8.7, §15: "one click loses a 1001-point game" — the claim is asked about first
def test_a_finish_claim_is_asked_about_with_its_figures_first(qtbot, window):
    session, button = finish_window(qtbot, window)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    box = window.table.question
    assert box is not None and box.isVisible()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    count = session.view().finish
    text = box.text()
    assert f"{count.target} points reached" in text and "§8.7" in text
    assert f"together {count.total}" in text and "you lose the game" in text
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert not session.is_over, "Cancel claims nothing"
    assert window.table.question is None


# RULES §8.7, §10.3: the end says why, with the figures — the summary, the result, the sheet
def test_a_false_finish_ends_the_game_and_says_why(qtbot, window):
    session, button = finish_window(qtbot, window, totals=(300, 200))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window.table.question.button(QMessageBox.StandardButton.Yes).click()
    assert session.is_over and session.game.winner_side == 1
    table = window.table
    qtbot.waitUntil(table.summary.isVisible)
    notes = table.summary.notes.text()
    assert "claimed the finish with 300 + 0 = 300 of 1001 points: a false claim" in notes
    assert "finish claimed" not in notes, "the note is said in words, not the engine's"
    table.summary.close_button.click()
    panel = table.game_over
    assert panel.isVisible()
    assert panel.how.isVisible()
    how = panel.how.text()
    assert "300 + 0 = 300\u00a0of\u00a01001\u00a0points: a false claim, which loses the game" in how
    assert "(finish)" in panel.sheet.item(0, 3).text()
    assert numbers_kept_with_words(end_text(session.sheet)) == how  # no number left alone


@pytest.mark.parametrize(("action", "words"), [
    (A.ClaimWin(A.WinKind.DEBERTZ), "you win the game at once (rules §5)"),
    (A.ConcedeFifty(), "writes 50 points and the deal ends without play"),
    (A.DeclineDave(), "the game ends"),
    (A.OfferDave(), "If your opponent declines, you win 1 stake"),
])
def test_every_claim_that_can_end_the_game_or_the_deal_is_asked_about(qapp, action, words):
    from debertz_desktop.engine.debertz.game import Game

    rules = preset("short").replace(dave=True)
    game = Game(rules, 4)
    game.apply(game.to_act, A.PlayTurned())
    question = claim_question(action, game.view(game.to_act))
    assert question is not None and words in question.text
    assert claim_question(A.Pass(), game.view(game.to_act)) is None


# -- 2. the first start -------------------------------------------------------------------------


def test_the_first_game_waits_for_the_persons_deal(qtbot, monkeypatch):
    from debertz_desktop.ui.game_files import GameFiles

    monkeypatch.setattr(GameFiles, "offer_resume", lambda self: None)
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    prompt = w.table.deal_prompt
    assert prompt.isVisible() and prompt.waiting
    assert "players" in prompt.game.text()
    session = w.session
    session.set_delay(0)
    QTest.qWait(300)
    assert session.game.history == [], "nobody bids before the person has looked"
    assert w.statusBar().currentMessage() == ""
    assert w.status_bar.game_line.text().startswith(prompt.game.text())
    QTest.keyClick(prompt.deal_button, Qt.Key.Key_Return)
    assert not prompt.isVisible()
    qtbot.waitUntil(lambda: bool(session.game.history) or session.game.to_act == 0,
                    timeout=5000)
    assert "deal 1" in w.status_bar.game_line.text()
    session.stop()


def test_no_hint_before_the_cards_are_shown(qtbot, window):
    """The first deal waits for Deal: H and Game → Hint do nothing until the cards are on
    the table (they advised a bid on cards the person had not seen)."""
    seed = next(s for s in range(50) if Game(preset("classic", players=2), seed=s).to_act == 0)
    session = window.new_game(preset("classic", players=2), seed=seed, delay_ms=0, wait=True)
    table = window.table
    assert table.deal_prompt.waiting and session.can_hint()  # the person's word comes first
    assert not window.hint_action.isEnabled()
    assert not table.request_hint()
    QTest.keyClick(table.view, Qt.Key.Key_H)
    QTest.qWait(200)
    assert not table.notice.isVisible() and window.statusBar().currentMessage() == ""
    table.deal_prompt.deal_button.click()
    qtbot.waitUntil(window.hint_action.isEnabled, timeout=5000)
    assert table.request_hint()


def test_the_deal_prompt_follows_a_switch_of_language(qtbot, window):
    """The first deal's box names the game in the language chosen meanwhile (it stayed
    «Классика (московский), 3 игрока, до 501» after a switch to English)."""
    session = window.new_game(preset("classic", players=3), seed=1, delay_ms=0, wait=True)
    prompt = window.table.deal_prompt
    assert prompt.game.text() == "Classic (Moscow), 3 players, to 501"
    i18n.apply_language(Language.RU)
    try:
        qtbot.waitUntil(lambda: prompt.title.text() == "Новая партия", timeout=3000)
        assert prompt.game.text() == "Классика (московский), 3 игрока, до 501"
    finally:
        i18n.apply_language(Language.EN)
    qtbot.waitUntil(lambda: prompt.game.text() == "Classic (Moscow), 3 players, to 501",
                    timeout=3000)
    session.stop()


# RULES §4: every word of the bidding stays at its seat until the first card
def test_the_bids_stay_at_the_seats_until_the_first_card(qtbot, window):
    rules = preset("classic", players=3)
    session = window.new_game(rules, seed=2, delay_ms=0,  # seat 2 bids first, then 0, 1
                              bots=scripted(rules, A.Pass, A.Ready))
    scene = window.table.scene

    def note(seat: int) -> str:
        return scene.decorations.plates[seat].note

    wait_my_turn(qtbot, session)
    assert note(2) == "Pass"
    assert session.submit(A.Pass())
    wait_my_turn(qtbot, session)  # round 2: seat 2 has passed twice, seat 1 once
    assert note(2) == "Pass, Pass"
    assert note(1) == "Pass"
    assert note(0) == "Pass"
    suit = next(a for a in session.view().legal_actions if isinstance(a, A.NameSuit))
    assert session.submit(suit)
    assert session.view().phase is Phase.BEFORE_LEAD
    assert note(2) == "Pass, Pass", "still there before the first lead"
    assert note(0) == "Pass, " + action_text(suit)
    qtbot.waitUntil(lambda: session.view().phase is Phase.PLAY, timeout=5000)
    assert note(2) == "", "gone once the play begins"


# -- 3. the deal's summary stays until it is read -------------------------------------------------


def play_to_the_summary(qtbot, window, session) -> None:
    """Play plainly until a deal's summary is up (and the game waits for it)."""
    human = FallbackBot(7)
    table = window.table
    for _ in range(400):
        if table.summary.isVisible():
            return
        qtbot.waitUntil(lambda: table.summary.isVisible() or (
            session.game.to_act == session.human_seat and not session.busy
            and not session.paused), timeout=10_000)
        if table.summary.isVisible():
            return
        legal = session.game.legal_actions(session.human_seat)
        choice = next((a for a in legal if isinstance(a, A.PlayCard)), None)
        session.submit(choice or human.choose(session.view()))
    raise AssertionError("no summary")


def test_the_summary_stays_and_the_computers_wait_for_it(qtbot, window):
    rules = preset("classic", players=3)
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots=scripted(rules, A.PlayTurned, A.Ready))
    play_to_the_summary(qtbot, window, session)
    table = window.table
    moves = len(session.game.history)
    QTest.qWait(600)
    assert table.summary.isVisible(), "it stays until it is closed"
    assert len(session.game.history) == moves, "the computers wait for the person"
    if session.game.to_act != session.human_seat:
        assert "close it" in table.panel.prompt.text()
    QTest.keyClick(table.view, Qt.Key.Key_Space)  # a key closes it
    assert not table.summary.isVisible()
    assert not session.paused
    qtbot.waitUntil(lambda: len(session.game.history) > moves
                    or session.game.to_act == session.human_seat, timeout=5000)


def test_the_prompt_asks_for_the_summary_only_once_it_shows(qtbot):
    """With the cards animated, the last trick takes a moment to reach its pile and the summary
    shows after it: "close it" said before then asked for something not yet on the felt.  The
    computers wait from the deal's end all the same."""
    window = make_window(qtbot, animation_speed=AnimationSpeed.SLOW)
    rules = preset("classic", players=3)
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots=scripted(rules, A.PlayTurned, A.Ready))
    table = window.table
    asked = []  # (the summary up, the game waiting) each time the prompt asks for it
    table.panel.prompt.setText = lambda text, label=table.panel.prompt: (
        "close it" in text and asked.append((table.summary.isVisible(), session.paused)),
        type(label).setText(label, text))
    scored = []
    session.deal_scored.connect(lambda *_: scored.append(
        (session.paused, table.summary.isVisible(), table.scene.busy_ms())))
    play_to_the_summary(qtbot, window, session)
    assert scored, "a deal was scored"
    waiting_at_scoring, up_at_scoring, busy = scored[0]
    assert busy > 0 and not up_at_scoring, "the last trick was still on its way"
    assert waiting_at_scoring and session.paused, "the computers wait from the deal's end"
    qtbot.waitUntil(lambda: bool(asked), timeout=3000)
    assert all(up for up, _ in asked), "asked to close a summary not yet shown"
    assert all(waiting for _, waiting in asked)
    session.stop()


# -- 4. the tricks come from the deal -------------------------------------------------------------


def test_the_summary_counts_the_tricks_of_a_resumed_deal(qtbot, window):
    """"You 0 tricks" beside 58 card points: the count was this run's, not the deal's."""
    rules = preset("classic", players=2)
    first = window.new_game(rules, seed=9, delay_ms=0,
                            bots=scripted(rules, A.PlayTurned, A.Ready))
    to_my_lead(qtbot, first)
    for _ in range(4):  # a few tricks in this run
        wait_my_turn(qtbot, first)
        card = next(a for a in first.view().legal_actions if isinstance(a, A.PlayCard))
        first.submit(card)
    wait_my_turn(qtbot, first)
    record = GameRecord.of(first.game)
    before = len(first.view().tricks)
    assert before >= 3
    session = LocalSession.from_record(record, bots=scripted(rules, A.PlayTurned, A.Ready),
                                       delay_ms=0, parent=window)
    window._start(session, 0)
    play_to_the_summary(qtbot, window, session)
    row = session.game.rows[0]
    assert row.kind is DealKind.PLAYED
    table = window.table.summary.table
    tricks = [int(table.item(0, c).text()) for c in range(2)]
    assert table.verticalHeaderItem(0).text() == "Tricks"
    assert tricks == [s.tricks for s in row.sides] and sum(tricks) == 9


# -- 5. outcomes said plainly ---------------------------------------------------------------------


# RULES §4: a refused concession is said, not a dead click
def test_a_refused_concession_is_said(qtbot, window):
    rules = preset("fifty", players=2)
    session = window.new_game(rules, seed=3, delay_ms=0,
                              bots=scripted(rules, A.PlayTurned, A.RefuseConcession, A.Ready))
    for _ in range(10):
        wait_my_turn(qtbot, session)
        if A.ConcedeFifty() in session.view().legal_actions:
            break
        session.submit(A.Pass())
    table = window.table
    button = table.panel.button_for(A.ConcedeFifty())
    qtbot.waitUntil(button.isEnabled)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    table.question.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(table.notice.isVisible, timeout=5000)
    assert "refuses the concession: the deal is played (rules §4)" in table.notice.text()


# RULES §12: the dave's answer and the stake are said; the sheet has a stake column
def test_a_declined_dave_is_said_and_the_stake_is_shown(qtbot, window):
    rules = preset("short").replace(dave=True)
    session = window.new_game(rules, seed=4, delay_ms=0,
                              bots=scripted(rules, A.DeclineDave, A.PlayTurned, A.Ready))
    table = window.table
    for _ in range(20):
        wait_my_turn(qtbot, session)
        if A.OfferDave() in session.view().legal_actions:
            break
        legal = session.view().legal_actions
        session.submit(next((a for a in legal if isinstance(a, A.Pass | A.Ready)), legal[0]))
    assert "stake 1" in table.scene.decorations.trump.detail
    assert table.scene.decorations.plates[0].score.startswith("0 stake"), "stakes, not points"
    button = table.panel.button_for(A.OfferDave())
    qtbot.waitUntil(button.isEnabled)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    table.question.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(table.notice.isVisible, timeout=5000)
    assert "declines the dave and gives up 1 stake" in table.notice.text()
    assert session.sheet.game_end is GameEnd.DAVE_DECLINED
    assert table.scene.decorations.plates[0].score.startswith("1 stake")
    qtbot.waitUntil(table.summary.isVisible)
    table.summary.close_button.click()
    panel = table.game_over
    how = panel.how.text().replace("\u00a0", " ")
    assert "declined the dave and gave up 1 stake" in how
    assert how.endswith("to You (rules §12).")
    heads = [panel.sheet.horizontalHeaderItem(c).text() for c in range(panel.sheet.columnCount())]
    assert stake_head() in heads
    assert window.sheet.horizontalHeaderItem(4).toolTip() == stake_head()


# RULES §10.4: a negative round is announced, and the trump box says nobody is the maker
def test_a_negative_round_is_announced(qtbot, window):
    rules = preset("belote")
    session = window.new_game(rules, seed=2, delay_ms=0,
                              bots=scripted(rules, A.Pass, A.Ready))
    for _ in range(4):
        wait_my_turn(qtbot, session)
        if session.view().phase is not Phase.BIDDING:
            break
        session.submit(A.Pass())
    table = window.table
    qtbot.waitUntil(table.notice.isVisible, timeout=5000)
    assert "negative round" in table.notice.text() and "§10.4" in table.notice.text()
    sign = table.scene.decorations.trump
    assert sign.caption == "Negative round: trump"
    assert "Maker: nobody" in sign.detail


# RULES §1: no trump has its own sign, not a "?"
def test_no_trump_has_a_sign(qtbot, window):
    rules = preset("belote")
    session = window.new_game(rules, seed=2, delay_ms=0,
                              bots=scripted(rules, A.Pass, A.Ready))
    no_trump = A.NameContract(Contract.NO_TRUMP)
    for _ in range(8):
        wait_my_turn(qtbot, session)
        legal = session.view().legal_actions
        if no_trump in legal:
            session.submit(no_trump)
            break
        session.submit(A.Pass())
    sign = window.table.scene.decorations.trump
    qtbot.waitUntil(lambda: sign.emblem == Contract.NO_TRUMP.value)
    assert sign.suit is None and "No trump" in sign.contract


# RULES §13: the result marks bites, skis and hangs each with its own sign
def test_the_result_marks_each_mark_with_its_sign(qtbot, window):
    from debertz_desktop.ui.sheet_texts import mark_sign

    rules = preset("classic", players=2).replace(target=301)
    session = window.new_game(rules, seed=3, delay_ms=0)
    for _ in range(5000):
        if session.is_over:
            break
        qtbot.waitUntil(lambda: session.is_over or (
            not read_the_summary(session) and session.game.to_act == session.human_seat
            and not session.busy), timeout=10_000)
        if session.is_over:
            break
        legal = session.game.legal_actions(session.human_seat)
        session.submit(next((a for a in legal if isinstance(a, A.PlayCard)),
                            FallbackBot(1).choose(session.view())))
    table = window.table
    qtbot.waitUntil(table.summary.isVisible)
    table.summary.close_button.click()
    panel = table.game_over
    for r, row in enumerate(session.game.rows):
        for k, side in enumerate(row.sides):
            cell = panel.sheet.item(r, 4 + k).text()
            assert "•" not in cell
            for mark in side.marks:
                assert mark_sign(mark) in cell
    if any(side.marks for row in session.game.rows for side in row.sides):
        assert panel.legend.isVisible()


def test_a_finished_game_opened_shows_its_result(qtbot, window, tmp_path):
    session, _button = finish_window(qtbot, window)
    session.submit(A.ClaimFinish())
    assert session.is_over
    path = tmp_path / "finished.debertz"
    assert window.files.write(str(path))
    window.table.game_over.setVisible(False)
    assert window.files.open_path(str(path))
    qtbot.waitUntil(window.table.game_over.isVisible)
    assert "false claim" in window.table.game_over.how.text()


# -- 6. the bid buttons wait for the cards --------------------------------------------------------


def test_the_bid_buttons_wait_for_the_dealt_cards(qtbot):
    window = make_window(qtbot, animation_speed=AnimationSpeed.NORMAL)
    rules = preset("classic", players=2)
    session = window.new_game(rules, seed=1, delay_ms=0,  # the person bids first
                              bots=scripted(rules, A.Pass))
    table = window.table
    qtbot.waitUntil(lambda: session.game.to_act == 0, timeout=5000)
    buttons = table.panel.buttons()
    assert buttons and table.scene.busy_ms() > 0
    assert not any(b.isEnabled() for b in buttons.values()), "the cards are still flying"
    # nor is the person told it is his turn before he has his cards (a resumed game too)
    assert table.panel.prompt.text() == "Dealing…"
    qtbot.waitUntil(lambda: table.scene.busy_ms() == 0, timeout=5000)
    qtbot.waitUntil(lambda: all(b.isEnabled() for b in table.panel.buttons().values()))
    assert table.panel.prompt.text() == game_ui(rules).prompt(session.view())
    session.stop()


# -- 7. no English left in Russian ----------------------------------------------------------------


def test_the_deals_notes_are_said_in_russian(russian):
    from debertz_desktop.engine.debertz.sheet import DealRow, SideLine

    sides = (SideLine(), SideLine())
    names = ("Вы", "Компьютер 1")
    for note in ("all passed", "redeal: four_sevens", "redeal: poor_hand", "conceded fifty",
                 "debertz", "klabor", "dave declined", "finish claimed"):
        row = DealRow(1, 0, 0, None, None, DealKind.PLAYED, sides, note=note, claim_side=0)
        text = note_text(row, names, 501)
        assert text and text != note
        assert not any(word in text for word in ("passed", "claimed", "declined", "finish")), text
        assert any("а" <= ch <= "я" for ch in text.lower()), text


# -- the words of an end, and the stake on paper ---------------------------------------------------


def _sheet(target, end, *, kind=DealKind.PLAYED, note="", claim_side=None, claim_points=0,
           claim_success=True, totals=(520, 300), stake=1, winner=0, gained=100):
    from debertz_desktop.engine.debertz.sheet import DealRow, ScoreSheet, SideLine

    sides = tuple(SideLine(written=t - gained if t > 0 else t, running=t) for t in totals)
    row = DealRow(7, 0, 0, None, None, kind, sides, note=note, stake=stake,
                  claim_side=claim_side, claim_points=claim_points,
                  claim_success=claim_success, game_end=end)
    return ScoreSheet(("Ann", "Bob"), target, [row], winner)


@pytest.mark.parametrize(("end", "extra", "words"), [
    (GameEnd.TARGET, {}, "Ann reached the target of 501 points (rules §10.3)."),
    (GameEnd.BOTH_OVER, {}, "the rules give the game to Ann (rules §10.3, §15)."),
    (GameEnd.MERCY_GAP, {"totals": (300, 40)}, "Ann: 260 points ahead"),
    (GameEnd.INSTANT_WIN, {"kind": DealKind.INSTANT_WIN, "note": "klabor", "claim_side": 0},
     "Ann showed a klabor and won the game at once (rules §5)."),
    (GameEnd.FINISH, {"kind": DealKind.FINISH, "note": "finish claimed", "claim_side": 1,
                      "claim_points": 37, "claim_success": False},
     "Bob claimed the finish with 300 + 37 = 337 of 501 points: a false claim"),
    (GameEnd.DAVE_DECLINED, {"kind": DealKind.DAVE_DECLINED, "note": "dave declined",
                             "claim_side": 0, "stake": 4},
     "Bob declined the dave and gave up 4 stake"),
])
def test_the_end_of_the_game_is_said_with_its_figures(qapp, end, extra, words):
    assert words in end_text(_sheet(501, end, **extra))


def test_short_deberts_ends_in_stakes_and_its_sheets_show_the_stake(qapp):
    import csv
    import io

    from debertz_desktop.ui.printing import sheet_csv
    from debertz_desktop.ui.sheet_document import sheet_html
    from debertz_desktop.ui.sheet_texts import SheetInfo

    sheet = _sheet("single_deal", GameEnd.SINGLE_DEAL, totals=(2, -2), stake=2, gained=0)
    assert "The one deal decided the game: 2 stake" in end_text(sheet)
    info = SheetInfo(sheet, ("Ann", "Bob"), preset("short"))
    lines = list(csv.reader(io.StringIO(sheet_csv(info))))
    assert lines[0][-1] == stake_head() and lines[1][-1] == "2"
    html = sheet_html(info)
    assert f">{stake_head()}<" in html and "<td align='right'>2</td>" in html
    assert "The one deal decided the game" in html


# RULES §10.2: a hang is said in the summary with its points
def test_a_hang_is_explained(qapp):
    from debertz_desktop.engine.debertz.sheet import DealRow, Mark, SideLine
    from debertz_desktop.ui.sheet_texts import kind_note

    row = DealRow(3, 0, 0, None, None, DealKind.PLAYED,
                  (SideLine(total=41, marks=(Mark.HANGING,)), SideLine(total=41)),
                  hanging_pool=41)
    assert "41 point" in kind_note(row) and "next deal" in kind_note(row)
