"""*Review the deal* for Magistr (issue 31): offered after a Magistr deal at the table, it shows
each card with the seat's points for the deal and Hard's estimate, the biggest mistakes with
their reasons in English and Russian, the board with the bank and the trumps, the game's summary
by leads and replies, a page that fits for 2, 3 and 4 players, and a saved game's deals in the
statistics."""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess

import pytest
from PySide6.QtWidgets import QApplication
from review_support import analysed, mistaken_record

from debertz_desktop.ai.review import DecisionKind, analyse_deal
from debertz_desktop.engine.magistr import PRESETS
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage.review_history import ReviewHistoryStore
from debertz_desktop.storage.saved_games import save_record
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.card_faces import CardFaces
from debertz_desktop.ui.main_menus import reviews
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.review.document import review_pdf_bytes
from debertz_desktop.ui.review.look import look_of
from debertz_desktop.ui.review.window import ReviewWindow
from debertz_desktop.ui.review.worker import wait_for_reviews
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.statistics_window import StatisticsDialog


def magistr_record(players: int, deals: int, seed: int) -> GameRecord:
    """Seat 0 plays as Easy (it makes mistakes), the others as Medium."""
    return mistaken_record(PRESETS["magistr"].rules(players), deals, seed)




def test_the_summary_of_a_magistr_deal_offers_the_review(qtbot, english):
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE),
                        start_game=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    rules = PRESETS["magistr"].rules(3)
    session = window.new_game(rules, seed=4, delay_ms=0,
                              bots={s: FallbackBot(20 + s) for s in range(1, 3)})
    summary = window.table.summary
    try:
        for _ in range(60):
            qtbot.waitUntil(lambda: summary.isVisible() or (
                session.game.to_act == session.human_seat and not session.busy), timeout=10_000)
            if summary.isVisible():
                break
            session.submit(session.view().legal_actions[0])  # the trump, then the cards
        assert summary.isVisible() and summary.review_button.isVisible()
        summary.review_button.click()
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow)]
        assert len(found) == 1
        review = found[0]
        assert review.number == 1 and review.seat == session.human_seat
        analysed(qtbot, review)
        decisions = review.review.decisions
        assert review.decisions.rowCount() == len(decisions) >= 1
        assert {d.kind for d in decisions} <= {DecisionKind.LEAD, DecisionKind.REPLY}
        # the first decision's alternatives: every legal card, its points and Hard's estimate
        first = decisions[0]
        review.go(first.index)
        table = review.alternatives
        assert table.rowCount() == len(first.alternatives) >= 2
        assert "rules §7" in review.caption.text()
        # the board: every hand open, the deal's sub-game (MASTER §7: "All", 1 a trick)
        frame = review.board.frame
        assert sum(len(h) for h in frame.hands) == 27 - first.index
        assert any("All" in line for line in review.look.info_lines(frame, review.names))
        review.go(len(review.frames) - 1)
        assert review.step_label.text() == "The deal is over."
        review.close()
    finally:
        wait_for_reviews()
        session.stop()


def test_a_mistake_is_shown_with_its_reason_in_both_languages(qtbot, english):
    record = magistr_record(2, 5, seed=5)
    review = ReviewWindow(record, CardFaces(), "atlasnye", deal=5, seat=0)
    qtbot.addWidget(review)
    review.resize(1024, 660)
    review.show()
    try:
        analysed(qtbot, review)
        mistakes = review.review.mistakes
        assert mistakes, "seat 0 (Easy) takes tens and aces here"
        first = mistakes[0]
        assert review.mistakes.count() == len(mistakes)
        text = review.mistakes.item(0).text()
        assert re.search(r"leaves you to take .* later: −\d+$", text), text
        review.go_mistake()  # M: the next mistake after the decision shown
        assert review.step in {d.index for d in review.review.decisions if d.is_mistake}
        review.go(first.index)
        chosen = review.look.card_of(first.chosen)
        assert review.board.marks[chosen] == "mistake"
        assert "best" in review.board.marks.values()
        assert "As played:" in review.result.text()
        assert "With everyone's best play from trick 1 on" in review.result.text()
        # the points lost are not the gap between the two results: the text says why
        assert "can differ from the gap between them" in review.result.text()
        # the game's summary adds up leads and replies (Magistr has no bids, MASTER §5)
        tab = review.game_tab
        heads = [tab.table.horizontalHeaderItem(c).text() for c in range(tab.table.columnCount())]
        assert {"Leads", "Replies"} <= set(heads) and "Bids" not in heads
        i18n.apply_language(Language.RU)
        QApplication.processEvents()
        assert "позже" in review.mistakes.item(0).text()
        assert "правила, §7" in review.caption.text()
    finally:
        review.close()
        wait_for_reviews()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_review_page_of_a_magistr_deal_fits_the_page(qapp, tmp_path, english, players):
    deals = 5  # "10 and A": 18, 12 or 9 cards each (MASTER §4, §7)
    record = magistr_record(players, deals, seed=5)
    review = analyse_deal(record, deals, 0)
    look = look_of(record.rules)
    frames = look.frames(record, deals)
    names = tuple(f"Player number {s + 1}" for s in range(players))
    data = review_pdf_bytes(review, frames, names, names, record.rules)
    assert data.startswith(b"%PDF")
    pdf = tmp_path / "review.pdf"
    pdf.write_bytes(data)
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    bbox = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True,
                          check=True, timeout=60).stdout
    width = float(re.search(r'<page width="([\d.]+)"', bbox).group(1))
    right = max(float(x) for x in re.findall(r'xMax="([\d.]+)"', bbox))
    assert right <= width, "a word runs off the page"
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True, timeout=60).stdout
    assert "Biggest mistakes" in text and "Decisions" in text
    assert "10 and A" in text and "Player number" in text
    if shutil.which("pdfinfo") is not None:
        info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True,
                              check=True, timeout=60).stdout
        assert re.search(r"Pages:\s+1\b", info), "the deal's review is one page"


def test_a_saved_magistr_game_reviewed_deal_by_deal_reaches_the_statistics(qtbot, english,
                                                                          tmp_path):
    record = magistr_record(4, 24, seed=6)  # a whole game: 24 deals (MASTER §2)
    assert record.replay().is_over
    path = tmp_path / "game.debertz"
    save_record(path, record)
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE),
                        start_game=False)
    qtbot.addWidget(window)
    store = ReviewHistoryStore(tmp_path / "reviews.json")
    opener = reviews(window)
    opener.store = store
    review = opener.open_path(str(path))
    assert review is not None
    try:
        analysed(qtbot, review)
        assert review.number == 24 and review.deals == list(range(1, 25))
        review.review_every_deal()
        qtbot.waitUntil(lambda: len(store.load().games) == 1, timeout=120_000)
        table = review.game_tab.table
        assert table.rowCount() == 25  # 24 deals and the total
        # the "Written" column is each deal's points on the sheet (§8: КОНИП)
        assert table.item(0, 1).text() == f"{record.replay().rows[0].points[0]:.0f}".replace(
            "-", "\u2212")
        kept = store.load().games[0]
        assert kept.game == "magistr" and kept.deals == 24 and kept.players == 4
        assert set(kept.lost) >= {"lead", "reply"}
    finally:
        review.close()
        wait_for_reviews()
    dialog = StatisticsDialog(window, reviews=store)
    qtbot.addWidget(dialog)
    assert dialog.reviews.rowCount() == 1
    assert "Master" in dialog.reviews.item(0, 1).text()


def test_the_review_opens_on_the_seats_first_choice_not_a_forced_card(qtbot, english):
    """A seat's first card may be forced (a single card of the suit led, MASTER §5): once the
    analysis is in, a window nobody has moved yet stands on the seat's first real choice."""
    record = magistr_record(3, 4, seed=4)
    checked = 0
    for deal in (1, 2, 3, 4):
        review = ReviewWindow(record, CardFaces(), "atlasnye", deal=deal, seat=0)
        qtbot.addWidget(review)
        try:
            first_turn = next(k for k, f in enumerate(review.frames) if f.to_act == 0)
            analysed(qtbot, review)
            decisions = [d.index for d in review.review.decisions]
            assert review.step == decisions[0]
            checked += decisions[0] != first_turn
        finally:
            review.close()
            wait_for_reviews()
    assert checked, "no deal here began with a forced card of the seat"


def test_a_reason_names_the_player_who_took_the_bank_in_both_languages(qtbot, english):
    """In the plus half (MASTER §7: deals 13–24 in plus) a card that lets another take the bank
    names him as the table does ("Computer 2", «Компьютер 2»), not "another player"."""
    record = dataclasses.replace(magistr_record(3, 14, seed=5), names=("", "", ""))
    review = ReviewWindow(record, CardFaces(), "atlasnye", deal=14, seat=0)
    qtbot.addWidget(review)
    review.resize(1024, 660)
    review.show()
    try:
        analysed(qtbot, review)
        given = [(row, d) for row, d in enumerate(review.review.mistakes)
                 if d.reason.key in ("ducks_with", "gives_away_itself")]
        assert {d.reason.key for _, d in given} == {"ducks_with", "gives_away_itself"}
        for row, d in given:
            name = review.names[d.reason.args["taker"]]
            assert name.startswith("Computer ")
            text = review.mistakes.item(row).text()
            assert name in text and "another player" not in text, text
        row, d = given[0]
        review.go(d.index)
        assert review.names[d.reason.args["taker"]] in review.reason.text()
        i18n.apply_language(Language.RU)
        QApplication.processEvents()
        for row, d in given:
            text = review.mistakes.item(row).text()
            whom = "сопернику" if d.reason.key == "ducks_with" else "соперника"
            assert f"{whom} (Компьютер {d.reason.args['taker']})" in text, text
            assert "другому игроку" not in text, text
        assert "Компьютер" in review.reason.text()
    finally:
        review.close()
        wait_for_reviews()


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_review_column_is_whole_or_scrolls_in_a_small_window(qtbot, english, language):
    """Four players at 1024×700: the result's lines were cut mid-sentence ("…and the others'
    play is") and the notes under the choices lost their ends, with no way to read them.
    Each part has its own height; the column scrolls where the window is short."""
    i18n.apply_language(language)
    record = magistr_record(4, 3, seed=5)
    review = ReviewWindow(record, CardFaces(), "atlasnye", deal=2, seat=0)
    qtbot.addWidget(review)
    review.resize(1024, 660)
    review.show()
    try:
        analysed(qtbot, review)
        review.go(review.review.decisions[0].index)
        QApplication.processEvents()
        for label in (review.result, review.reason, review.caption):
            if label.text():
                assert label.height() >= label.heightForWidth(label.width()), label.text()
        assert review.decisions.height() >= 5 * review.fontMetrics().lineSpacing()
    finally:
        review.close()
        wait_for_reviews()
        i18n.apply_language(Language.EN)


def test_a_mistake_the_hint_would_have_advised_says_so(qtbot, english):
    """A player who followed Hint found its cards among his "biggest mistakes" without a word:
    judged with every hand known, a card that looked best from the seat can lose.  Such a
    mistake says that Hard chose it too."""
    record = magistr_record(2, 5, seed=5)
    review = ReviewWindow(record, CardFaces(), "atlasnye", deal=5, seat=0)
    qtbot.addWidget(review)
    review.show()
    try:
        analysed(qtbot, review)
        mistake = review.review.mistakes[0]
        others = dataclasses.replace(mistake, hard_choice=next(
            a.action for a in mistake.alternatives if a.action != mistake.chosen))
        same = dataclasses.replace(mistake, hard_choice=mistake.chosen)
        review.mistakes.show_mistakes([others, same], review.look)
        assert "Hard's choice too" not in review.mistakes.item(0).text()
        assert review.mistakes.item(1).text().endswith(
            "(Hard's choice too: from the seat it looked best)")
    finally:
        review.close()
        wait_for_reviews()
