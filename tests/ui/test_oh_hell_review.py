"""*Review the deal* for Oh Hell (issue 31): offered after an Oh Hell deal at the table, it shows
each bid and card with what it writes for the seat and the chance of making the bid, the biggest
mistake with its reason in English and Russian, the game's summary by bids, leads and replies,
and a page that fits from 3 to 7 players."""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess

import pytest
from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtWidgets import QApplication
from review_support import analysed, mistaken_record

from debertz_desktop.ai.levels import make_bot
from debertz_desktop.ai.review import DecisionKind, analyse_deal
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.oh_hell.game import OhHellGame
from debertz_desktop.engine.phase import Phase
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage.review_history import ReviewHistoryStore
from debertz_desktop.storage.saved_games import save_record
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.card_faces import CardFaces
from debertz_desktop.ui.main_menus import reviews
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.paper import forget_paper, remember_paper
from debertz_desktop.ui.review.document import review_pdf_bytes
from debertz_desktop.ui.review.look import look_of
from debertz_desktop.ui.review.window import ReviewWindow
from debertz_desktop.ui.review.worker import wait_for_reviews
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.statistics_window import StatisticsDialog


def oh_hell_record(players: int, deals: int, seed: int) -> GameRecord:
    """Seat 0 plays as Easy (it makes mistakes), the others as Medium."""
    return mistaken_record(OhHellRules(players=players), deals, seed)




def test_the_summary_of_an_oh_hell_deal_offers_the_review(qtbot, english):
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE),
                        start_game=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    rules = OhHellRules(players=3, deals=3)
    session = window.new_game(rules, seed=4, delay_ms=0,
                              bots={s: FallbackBot(20 + s) for s in range(1, 3)})
    summary = window.table.summary
    try:
        for _ in range(50):
            qtbot.waitUntil(lambda: summary.isVisible() or (
                session.game.to_act == session.human_seat and not session.busy), timeout=10_000)
            if summary.isVisible():
                break
            view = session.view()
            session.submit(view.legal_actions[-1] if view.phase is Phase.BIDDING
                           else view.legal_actions[0])
        assert summary.isVisible() and summary.review_button.isVisible()
        summary.review_button.click()
        reviews = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow)]
        assert len(reviews) == 1
        review = reviews[0]
        assert review.number == 1 and review.seat == session.human_seat
        analysed(qtbot, review)
        assert review.decisions.rowCount() == len(review.review.decisions) >= 1
        # the bid's alternatives: every bid of the one-card deal, written points and a chance
        review.go(review.review.decisions[0].index)
        table = review.alternatives
        assert table.rowCount() == 2
        assert {table.item(r, 0).text() for r in range(2)} == {"bid 0", "bid 1"}
        assert all(table.item(r, 2).text().endswith("%") for r in range(2))
        assert "rules §6" in review.caption.text()
        review.close()
    finally:
        wait_for_reviews()
        session.stop()


def test_a_mistake_is_shown_with_its_reason_in_both_languages(qtbot, english):
    record = oh_hell_record(4, 3, seed=8)
    review = ReviewWindow(record, CardFaces(), "atlasnye", deal=3, seat=0)
    qtbot.addWidget(review)
    review.resize(1024, 660)
    review.show()
    try:
        analysed(qtbot, review)
        mistakes = review.review.mistakes
        assert mistakes, "seat 0 (Easy) breaks its bid here"
        first = mistakes[0]
        assert review.mistakes.count() == len(mistakes)
        text = review.mistakes.item(0).text()
        assert "the bid of 0 is broken" in text and text.endswith("−10")
        review.go_mistake()
        assert review.step == first.index
        chosen = review.look.card_of(first.chosen)
        assert review.board.marks[chosen] == "mistake"
        assert "best" in review.board.marks.values()
        assert "As played:" in review.result.text()
        assert "With everyone's best play from trick 1 on" in review.result.text()
        # the points lost are not the gap between the two results: the text says why
        assert "can differ from the gap between them" in review.result.text()
        # the game's summary adds up bids, leads and replies
        tab = review.game_tab
        heads = [tab.table.horizontalHeaderItem(c).text() for c in range(tab.table.columnCount())]
        assert {"Bids", "Leads", "Replies"} <= set(heads) and "Declarations" not in heads
        i18n.apply_language(Language.RU)
        QApplication.processEvents()
        assert "заказ 0 сорван" in review.mistakes.item(0).text()
        assert "правила, §6" in review.caption.text()
    finally:
        review.close()
        wait_for_reviews()


@pytest.mark.parametrize("players", [3, 5, 7])
def test_the_review_page_of_an_oh_hell_deal_fits_the_page(qapp, tmp_path, english, players):
    deals = {3: 8, 5: 10, 7: 7}[players]
    record = oh_hell_record(players, deals, seed=2)
    review = analyse_deal(record, deals, 0)
    assert {d.kind for d in review.decisions} <= {DecisionKind.BID, DecisionKind.LEAD,
                                                    DecisionKind.REPLY}
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
    assert "Player number" in text
    if shutil.which("pdfinfo") is not None:
        info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True,
                              check=True, timeout=60).stdout
        assert re.search(r"Pages:\s+1\b", info), "the deal's review is one page"


def pdf_pages(data: bytes) -> int:
    """The pages of a PDF that ``QPdfWriter`` wrote (its page objects; ``/Pages`` is the tree)."""
    return len(re.findall(rb"/Type\s*/Page\b", data))


def worst_case(review):
    """``review`` with its three biggest mistakes where a long deal has the most choices — the
    bid (every number from 0 to the hand) and the two plays with the most cards to choose
    from — so that each prints all its alternatives under it."""
    bid = next(d for d in review.decisions if d.kind is DecisionKind.BID)
    plays = sorted((d for d in review.decisions if d.kind is not DecisionKind.BID),
                   key=lambda d: -len(d.alternatives))[:2]
    chosen = {id(d) for d in (bid, *plays)}
    decisions = []
    for d in review.decisions:
        if id(d) in chosen:
            d = dataclasses.replace(d, alternatives=tuple(
                dataclasses.replace(a, exact=0.0 if a.action == d.chosen else 12.0 + k % 4,
                                    knowable=(k * 7 % 100) / 100)
                for k, a in enumerate(d.alternatives)))
        decisions.append(d)
    return dataclasses.replace(review, decisions=tuple(decisions))


# issue 31: "printable (the review of a deal as a page, PDF)" — the biggest deal too
@pytest.mark.parametrize("paper", [QPageSize.PageSizeId.A4, QPageSize.PageSizeId.Letter])
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize(("players", "seed"), [(3, 4), (4, 1)])
def test_the_review_of_the_longest_deal_prints_on_one_page(qapp, tmp_path, language, players,
                                                           seed, paper):
    deal = {3: 15, 4: 13}[players]  # the largest hand of the table (OH_HELL §2)
    layout = QPageLayout(QPageSize(paper), QPageLayout.Orientation.Portrait, QMarginsF())
    record = oh_hell_record(players, deal, seed=seed)
    review = worst_case(analyse_deal(record, deal, 0))
    assert len(review.mistakes) == 3
    assert max(len(d.alternatives) for d in review.mistakes) == deal + 1  # every bid, 0 to n
    i18n.apply_language(Language(language))
    remember_paper(layout)
    try:
        look = look_of(record.rules)
        frames = look.frames(record, deal)
        names = ({"en": "Player number {0}", "ru": "Игрок номер {0}"}[language],)
        names = tuple(names[0].format(s + 1) for s in range(players))
        data = review_pdf_bytes(review, frames, names, names, record.rules)
    finally:
        i18n.apply_language(Language.EN)
        forget_paper()
    assert pdf_pages(data) == 1, "the deal's review is one page"
    pdf = tmp_path / "review.pdf"
    pdf.write_bytes(data)
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    bbox = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True,
                          check=True, timeout=60).stdout
    page = re.search(r'<page width="([\d.]+)" height="([\d.]+)"', bbox)
    assert abs(float(page.group(1)) - QPageSize(paper).sizePoints().width()) < 2
    assert max(float(x) for x in re.findall(r'xMax="([\d.]+)"', bbox)) <= float(page.group(1))
    # legible: no word set smaller than 7 pt (a DejaVu word's box is 1.16 times its type)
    heights = [float(b) - float(a) for a, b in
               re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"', bbox)]
    assert heights and min(heights) >= 7.0 * 1.16
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True, timeout=60).stdout
    for name in names:  # every hand and every decision on the page
        assert name in text
    assert text.count("\u2014") >= 1  # the bid's line in the decisions' table: no trick
    for d in review.decisions:
        if d.trick:
            assert re.search(rf"(^|\s){d.trick}\s", text), d.trick


def test_a_saved_oh_hell_game_reviewed_deal_by_deal_reaches_the_statistics(qtbot, english,
                                                                           tmp_path):
    rules = OhHellRules(players=3, deals=2)  # two deals: one card, then two (OH_HELL §2)
    game = OhHellGame(rules, seed=6, names=("P0", "P1", "P2"))
    bots = [make_bot("medium", 6 + s, game="oh_hell") for s in range(3)]
    while not game.is_over:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    record = GameRecord.of(game)
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
        assert review.number == 2 and review.deals == [1, 2]
        review.review_every_deal()
        qtbot.waitUntil(lambda: len(store.load().games) == 1, timeout=60_000)
        assert review.game_tab.table.rowCount() == 3  # two deals and the total
        kept = store.load().games[0]
        assert kept.game == "oh_hell" and kept.deals == 2 and kept.players == 3
        assert set(kept.lost) >= {"bid", "lead", "reply"}
    finally:
        review.close()
        wait_for_reviews()
    dialog = StatisticsDialog(window, reviews=store)
    qtbot.addWidget(dialog)
    assert dialog.reviews.rowCount() == 1
    assert "Oh Hell" in dialog.reviews.item(0, 1).text()
