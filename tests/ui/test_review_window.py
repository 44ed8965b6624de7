"""*Review the deal* at the table (issue 31): opened from the deal's summary, the Game menu and
a saved game; it shows each decision's alternatives with their values; its analysis runs on a
worker thread while the table goes on; a finished game reviewed deal by deal reaches the
statistics; the review prints as a PDF page."""

from __future__ import annotations

import itertools
import re
import shutil
import subprocess
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from review_support import analysed
from test_table_flow import play_to_the_summary, scripted
from test_table_polish import make_window

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.review import review_deal
from debertz_desktop.ai.review.timeline import deal_timeline
from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage.review_history import ReviewHistoryStore
from debertz_desktop.storage.saved_games import save_record
from debertz_desktop.ui.main_menus import reviews
from debertz_desktop.ui.review.document import review_pdf_bytes
from debertz_desktop.ui.review.frames import frames_of
from debertz_desktop.ui.review.opening import DealReviews
from debertz_desktop.ui.review.window import ReviewWindow
from debertz_desktop.ui.review.worker import wait_for_reviews
from debertz_desktop.ui.statistics_window import StatisticsDialog


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    yield w
    opener = w.findChild(DealReviews)
    for review in list(opener.windows if opener is not None else []):
        review.close()
    wait_for_reviews()
    if w.session is not None:
        w.session.stop()


def medium_record(rules, seed: int, deals: int) -> GameRecord:
    game = Game(rules, seed=seed, names=tuple(f"P{s}" for s in range(rules.players)))
    bots = [make_bot("medium", seed + s) for s in range(rules.players)]
    while not game.is_over and len(game.rows) < deals:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    return GameRecord.of(game)



def test_the_summary_offers_the_review_and_it_shows_the_alternatives(qtbot, window):
    rules = preset("classic", players=2)
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots=scripted(rules, A.PlayTurned, A.Ready))
    play_to_the_summary(qtbot, window, session)
    summary = window.table.summary
    assert summary.review_button.isVisible()
    summary.review_button.click()
    reviews = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow)]
    assert len(reviews) == 1
    review = reviews[0]
    assert review.number == 1 and review.seat == session.human_seat
    assert review.progress.isVisible() or review.review is not None
    analysed(qtbot, review)
    assert not review.progress.isVisible()
    decisions = review.review.decisions
    assert decisions and review.decisions.rowCount() == len(decisions)
    if review.review.best_play is not None:  # said as Oh Hell's and Magistr's reviews say it
        assert "With everyone's best play" in review.result.text()
        assert "can differ from the gap between them" in review.result.text()
    # the board goes to a card decision; its alternatives are listed with both values
    card = next(d for d in decisions if isinstance(d.chosen, A.PlayCard)
                and len(d.alternatives) > 1)
    review.go(card.index)
    table = review.alternatives
    assert table.rowCount() == len(card.alternatives)
    assert table.horizontalHeaderItem(1).text() == "Exact"
    exact = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert all(text.replace("−", "-").lstrip("-").isdigit() for text in exact)
    estimates = [table.item(r, 2).text() for r in range(table.rowCount())]
    assert any(text != "—" for text in estimates), "Hard's estimates are shown too"
    # keys step through the deal
    review.activateWindow()
    step = review.step
    QTest.keyClick(review, Qt.Key.Key_Right)
    assert review.step == step + 1
    QTest.keyClick(review, Qt.Key.Key_Home)
    assert review.step == 0
    # every heading says what its column means; "From the seat" above all
    heads = review.decisions
    tips = [heads.horizontalHeaderItem(c).toolTip() for c in range(heads.columnCount())]
    assert all(tip for tip in tips)
    assert "the hidden hands unknown" in tips[-1] and tips[-1].startswith("From the seat:")
    assert table.horizontalHeaderItem(2).toolTip().startswith("Hard's estimate: ")
    # Escape puts the review away, as any window of its kind
    QTest.keyClick(review, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not review.isVisible(), timeout=2000)


def test_the_game_menu_reviews_any_deal_and_another_seat(qtbot, window):
    rules = preset("classic", players=2)
    session = window.new_game(rules, seed=7, delay_ms=0,
                              bots=scripted(rules, A.PlayTurned, A.Ready))
    play_to_the_summary(qtbot, window, session)
    action = next(a for a in window.menuBar().actions()[0].menu().actions()
                  if a.text() == "Revie&w a deal…")
    action.trigger()
    review = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow))
    analysed(qtbot, review)
    review.seat_box.setCurrentIndex(1)  # the computer's play
    qtbot.waitUntil(lambda: review.review is not None and review.review.seat == 1,
                    timeout=60_000)
    assert review.board.bottom == 1
    review.close()


def test_the_analysis_never_blocks_the_table(qtbot, window):
    """A 4-player deal takes a while to analyse: meanwhile the table keeps its timers and takes
    the person's cards."""
    record = medium_record(preset("site", 4, True), 3, deals=1)
    rules = preset("classic", players=2)
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots=scripted(rules, A.PlayTurned, A.Ready))
    review = ReviewWindow(record, window.faces, "atlasnye", deal=1, seat=0)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    QTest.qWait(100)  # its first paint
    assert review.review is None, "still analysing"
    ticks = []  # (wall clock, this process's processor time) at each tick of a 20 ms timer
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append((time.perf_counter(), time.process_time())))
    timer.start(20)
    moves = len(session.game.history)
    started = time.perf_counter()
    while review.review is None and time.perf_counter() - started < 60:
        if session.game.to_act == session.human_seat and not session.busy:
            legal = session.game.legal_actions(session.human_seat)
            session.submit(legal[0])
        QTest.qWait(30)
    timer.stop()
    assert review.review is not None
    assert len(session.game.history) > moves, "the table went on while the deal was analysed"
    # A gap between ticks counts as long as the process ran in it: the analysis holding the
    # GUI thread up runs, while a machine too busy to run this process at all (the other test
    # workers, a benchmark beside the suite) stalls both and is nobody's fault here.
    gaps = [min(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(ticks)]
    assert gaps and max(gaps) < 0.5, f"the GUI thread stalled for {max(gaps):.2f} s"
    review.close()


def test_a_saved_game_is_reviewed_and_a_finished_one_reaches_the_statistics(qtbot, window,
                                                                            tmp_path):
    rules = preset("short", 2)  # one deal: the game is over after it
    record = medium_record(rules, 12, deals=1)
    assert record.replay().is_over
    path = tmp_path / "game.debertz"
    save_record(path, record)
    store = ReviewHistoryStore(tmp_path / "reviews.json")
    opener = reviews(window)
    opener.store = store
    review = opener.open_path(str(path))
    assert review is not None
    analysed(qtbot, review)
    assert review.game_tab.table.rowCount() == 2  # the deal and the total
    # its words count with each number's plural form ("1 deals", "1 mistakes" before)
    summary = review.game_tab.summary.text()
    assert summary.startswith("1 of 1 deal analysed: "), summary
    for count in (re.search(r"in (\d+) (mistakes?)\.", summary),
                  re.search(r"(\d+) (points?) lost, ", summary)):
        assert count and count[2].endswith("s") == (count[1] != "1"), summary
    games = store.load().games
    assert len(games) == 1 and games[0].deals == 1 and games[0].preset == "short"
    review.close()
    dialog = StatisticsDialog(window, reviews=store)
    qtbot.addWidget(dialog)
    assert dialog.reviews_box.isVisibleTo(dialog)
    assert dialog.reviews.rowCount() == 1
    assert "Points lost per deal" in dialog.reviews_summary.text()


def test_the_review_prints_as_a_pdf_page(qapp, tmp_path):
    record = medium_record(preset("classic", 2), 11, deals=1)
    review = review_deal(record, 1, 0)
    timeline = deal_timeline(record, 1)
    names = record.names
    data = review_pdf_bytes(review, frames_of(timeline), names, names, record.rules)
    assert data.startswith(b"%PDF")
    pdf = tmp_path / "review.pdf"
    pdf.write_bytes(data)
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm is not installed")
    subprocess.run(["pdftoppm", "-r", "40", "-png", "-f", "1", "-l", "1", str(pdf),
                    str(tmp_path / "page")], check=True, timeout=60)
    assert list(tmp_path.glob("page*.png"))
    if shutil.which("pdftotext") is not None:
        text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                              check=True, timeout=60).stdout
        assert "Biggest mistakes" in text and "Decisions" in text


# issue 31: "the review of a deal as a page" — Debertz's stays one page in its own type, as
# Oh Hell's longest deal does made compact (test_oh_hell_review)
@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 4)])
def test_a_debertz_review_prints_on_one_page_in_its_own_type(qapp, players, seed):
    import re

    from PySide6.QtGui import QTextDocument

    from debertz_desktop.ui.review.document import review_document

    record = medium_record(preset("classic", players), seed, deals=1)
    review = review_deal(record, 1, 0)
    args = (review, frames_of(deal_timeline(record, 1)), record.names, record.names,
            record.rules)
    assert len(re.findall(rb"/Type\s*/Page\b", review_pdf_bytes(*args))) == 1
    page = review_document(*args)
    assert page.pageCount() == 1
    assert page.defaultFont().pointSizeF() == QTextDocument().defaultFont().pointSizeF()


# issue 31: the review explains a decision with the lesson's texts and their rule sections
def test_a_decision_shows_the_rules_in_the_lessons_words(qtbot, window):
    record = medium_record(preset("classic", players=2), seed=3, deals=1)
    review = window.findChild(DealReviews) or DealReviews(window)
    view = review.open_record(record, deal=1, seat=0)
    analysed(qtbot, view)
    decisions = view.review.decisions
    bid = next(d for d in decisions if d.trick == 0 and isinstance(d.chosen, A.PlayTurned | A.Pass))
    view.go(bid.index)
    assert view.rule_note.isVisible()
    # RULES §4: the bid — what "Play" and "Pass" mean, then this hand read
    titles = [e.title for e in view.rule_note.explanations]
    assert len(titles) >= 2 and "§4" in view.rule_note.explanations[0].rules
    assert titles[0] in view.rule_note.label.text()
    # RULES §8: a reply that had the led suit is told to follow (or to go higher in trumps)
    moments = deal_timeline(record, 1).moments
    reply = next(d for d in decisions if d.trick and moments[d.index].view.trick
                 and any(c.suit == moments[d.index].view.trick[0][1].suit
                         for c in moments[d.index].view.hand))
    view.go(reply.index)
    assert {e.title for e in view.rule_note.explanations} & {"Follow suit",
                                                             "Trump led: go higher"}
    # a section's link opens Help → Rules there
    asked = []
    view.rule_requested.connect(asked.append)
    section = view.rule_note.explanations[0].rules[0]
    view.rule_note.label.linkActivated.emit(section)
    assert asked == [section]
    # another seat's decision is explained from that seat's view
    view.set_seat(1)
    qtbot.waitUntil(lambda: view.review is not None and view.review.seat == 1, timeout=60_000)
    other = next(d for d in view.review.decisions if d.trick)
    view.go(other.index)
    assert moments[other.index].seat == 1
    view.close()


def test_statistics_count_each_games_points_apart(qtbot, window, tmp_path):
    """A Debertz deal's points are not an Oh Hell deal's: each game gets its own line."""
    from debertz_desktop.storage.review_history import ReviewedGame

    store = ReviewHistoryStore(tmp_path / "reviews.json")
    for key, game, lost in (("a", "debertz", 30.0), ("b", "oh_hell", 4.0),
                            ("c", "debertz", 10.0)):
        store.add(ReviewedGame(key=key, ended="2026-11-27T08:00:00", game=game,
                               preset="classic" if game == "debertz" else "chert_poberi",
                               players=3, teams=False, deals=10, decisions=100, mistakes=3,
                               lost={"lead": lost}))
    dialog = StatisticsDialog(window, reviews=store)
    qtbot.addWidget(dialog)
    lines = dialog.reviews_summary.text().splitlines()
    assert lines == ["Debertz: Points lost per deal: 2.0 in your last 2 reviewed games.",
                     "Oh Hell: Points lost per deal: 0.4 in your last 1 reviewed game."]
    assert dialog.reviews.rowCount() == 3


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_column_of_the_choices_has_a_heading_and_says_what_it_shows(qapp, language):
    """The fourth column (chosen, best, Hard's choice) had an empty heading in both languages."""
    from debertz_desktop.storage.settings import Language
    from debertz_desktop.ui import i18n
    from debertz_desktop.ui.review.look import look_of
    from debertz_desktop.ui.review.panels import alternatives_table, fill_alternatives

    i18n.apply_language(Language(language))
    try:
        table = alternatives_table()
        fill_alternatives(table, None, look_of(preset("classic", players=2)))
        heads = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
        assert len(heads) == 4
        assert all(head is not None and head.text().strip() for head in heads)
        assert all(head.toolTip().startswith(head.text() + ": ") for head in heads)
        assert heads[3].text() == {"en": "Mark", "ru": "Отметка"}[language]
    finally:
        i18n.apply_language(Language.EN)
