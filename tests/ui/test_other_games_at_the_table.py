"""Oh Hell and Magistr on the same table as Debertz, through the real widgets (issues 29, 30).

A game is started from the window as the New game dialog starts it; the person bids with
the bar's buttons (only the legal bids are offered, the dealer's restriction explained),
names his trump, plays his cards by double-click; the plates, the trump box, the marks
of the cards that would beat, the deal's summary and the result show the game's own
figures.  The table's geometry fits at 1024×700 and full HD for 3, 5 and 7 players.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.oh_hell.actions import Bid
from debertz_desktop.engine.phase import Phase
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.card_words import card_text
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot


@pytest.fixture
def window(qtbot):
    i18n.apply_language(Language.EN)  # the English catalogue: its plural forms
    settings = AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE)
    w = MainWindow(settings, start_game=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.stop()


def _start(window, rules, seed=3):
    bots = {s: FallbackBot(seed * 7 + s) for s in range(1, rules.players)}
    return window.new_game(rules, seed=seed, bots=bots, delay_ms=0)


def _wait(qtbot, session, timeout=10_000):
    """Until the person is to act (closing a deal's summary on the way) or the game ends."""
    table_summary = session.parent().table.summary

    def ready() -> bool:
        if table_summary.isVisible() and not session.is_over:
            table_summary.close_button.click()
            return False
        return session.is_over or (session.game.to_act == session.human_seat
                                   and not session.busy)
    qtbot.waitUntil(ready, timeout=timeout)


def _double_click(window, card) -> None:
    scene = window.table.scene
    item = scene.item_for(card)
    assert item is not None, card
    view = window.table.view
    point = view.mapFromScene(item.pos())
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


# -- Oh Hell ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 5, 7])
def test_oh_hell_deals_are_bid_and_played_with_the_bar_and_the_mouse(qtbot, window, players):
    # OH_HELL §4–§6 at the table
    session = _start(window, OhHellRules(players=players, deals=3))
    panel, scene = window.table.panel, window.table.scene
    for _ in range(200):
        _wait(qtbot, session)
        if session.is_over:
            break
        view = session.view()
        if view.phase is Phase.BIDDING:
            buttons = panel.buttons()
            assert set(buttons) == set(view.legal_actions)  # only the legal bids
            assert [b.text().replace("&", "") for b in buttons.values()] == [
                str(a.tricks) for a in view.legal_actions]
            assert "how many tricks" in panel.prompt.text()
            buttons[view.legal_actions[-1]].click()
        else:
            legal = scene.legal_cards()
            assert legal and scene.can_play()
            _double_click(window, next(c for c in scene.human_hand() if c in legal))
    assert session.is_over
    summary = window.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=10_000)  # the last deal's, then the result
    assert "Bid" in [summary.table.verticalHeaderItem(r).text()
                     for r in range(summary.table.rowCount())]
    summary.close_button.click()
    qtbot.waitUntil(window.table.game_over.isVisible, timeout=10_000)
    result = window.table.game_over
    assert "Game over" in result.title.text()
    assert "Places:" in result.totals.text()
    assert result.sheet.rowCount() == 3 + 2  # three deals, the totals and the places


def test_oh_hell_plates_show_bids_and_tricks_and_the_box_the_trump(qtbot, window):
    session = _start(window, OhHellRules(players=4))
    _wait(qtbot, session)
    scene = window.table.scene
    view = session.view()
    plates = scene.look.plates
    for seat, bid in enumerate(view.bids):
        if bid is not None:
            assert plates[seat].note == f"bid {bid} · took 0"
    sign = scene.decorations.trump
    # OH_HELL §3: the deal, the cards each and the turned trump, said in the small box
    assert sign.suit is view.trump and sign.caption == f"Deal 1 of {view.deal_count}"
    assert sign.detail.startswith("1\u00a0card each\n")
    assert f"Trump: {view.trump.symbol}" in sign.toolTip()


def test_the_dealers_forbidden_bid_is_neither_offered_nor_silent(qtbot, window):
    # OH_HELL §4 dealer_restriction = on: the dealer (the person here) may not make it even
    rules = OhHellRules(players=3, dealer_restriction=True)
    for seed in range(40):
        session = _start(window, rules, seed=seed)
        _wait(qtbot, session)
        view = session.view()
        if view.dealer == view.seat and view.forbidden_bid is not None:
            break
        session.stop()
    else:
        pytest.fail("no deal with the person dealing")
    buttons = window.table.panel.buttons()
    assert Bid(view.forbidden_bid) not in buttons
    prompt = window.table.panel.prompt.text()
    assert f"may not bid {view.forbidden_bid}" in prompt and "§4" in prompt


@pytest.mark.parametrize(("zero_bid", "failed_bid", "zero_scores", "minus"), [
    ("ten", "nothing", "10 points", False),
    ("five_plus_cards", "minus_difference", "6 points", True),  # 5 + one card
])
def test_a_bid_buttons_tip_says_what_it_scores_under_these_rules(
        qtbot, window, zero_bid, failed_bid, zero_scores, minus):
    # OH_HELL §6: a made bid scores 10 + the bid, a made zero 10 or 5 + the cards; a miss
    # nothing or minus the difference
    rules = OhHellRules(players=3, zero_bid=zero_bid, failed_bid=failed_bid)
    session = _start(window, rules)
    _wait(qtbot, session)
    view = session.view()
    assert view.phase is Phase.BIDDING and view.cards_per_player == 1
    buttons = window.table.panel.buttons()
    zero, one = buttons[Bid(0)].toolTip(), buttons[Bid(1)].toolTip()
    assert f"scores {zero_scores}" in zero
    assert "take exactly 1 trick;" in one and "scores 11 points" in one
    assert ("loses a point for every trick" in one) is minus


def test_the_last_deal_says_no_trump_plainly(qtbot, window):
    # OH_HELL §3: the game's last deal is played without trumps
    session = _start(window, OhHellRules(players=3, deals=1))
    _wait(qtbot, session)
    sign = window.table.scene.decorations.trump
    assert session.view().trump is None
    assert sign.suit is None and sign.emblem == "no_trump" and sign.contract == "No trump"


def test_bidding_closes_with_over_or_under_said_on_the_table(qtbot, window):
    session = _start(window, OhHellRules(players=3))
    for _ in range(20):
        _wait(qtbot, session)
        view = session.view()
        if view.phase is Phase.PLAY:
            break
        window.table.panel.buttons()[view.legal_actions[0]].click()
    # OH_HELL §4: the scorer announces over, under or even, with the difference
    from debertz_desktop.ui.games.oh_hell.sheet import over_under_text

    over_under = session.view().over_under
    assert over_under is not None
    words = over_under_text(over_under)
    assert words.split()[0] in ("over", "under", "even")
    assert words in window.table.notice.text()
    assert words.capitalize() in window.table.scene.decorations.trump.detail


# -- Magistr -------------------------------------------------------------------------------------


def test_magistr_trumps_are_named_with_the_bar_then_shown_at_the_seats(qtbot, window):
    # MASTER §3: own trumps, named in turn before the first deal
    session = _start(window, MagistrRules(players=3))
    for _ in range(10):
        _wait(qtbot, session)
        view = session.view()
        if view.phase is not Phase.CHOOSING_TRUMPS:
            break
        buttons = window.table.panel.buttons()
        assert set(buttons) == set(view.legal_actions)
        assert "trump" in window.table.panel.prompt.text()
        next(iter(buttons.values())).click()
    view = session.view()
    assert view.phase is Phase.PLAY
    mine = view.trumps[view.seat]
    assert f"trump {mine.symbol}" in window.table.scene.look.plates[view.seat].note


def _magistr_with_a_bank(qtbot, window):
    """A 2-player Magistr game (no trumps) played by the person's first legal cards until a
    bank lies on the table (MASTER §6)."""
    session = _start(window, MagistrRules(players=2, trump_mode="none"), seed=5)
    scene = window.table.scene
    for _ in range(100):
        _wait(qtbot, session)
        if session.view().bank:
            break
        _double_click(window, next(c for c in scene.human_hand() if c in scene.legal_cards()))
    return session


def test_magistr_marks_the_cards_that_would_beat_and_names_the_sub_game(qtbot, window):
    # MASTER §6: the cards that would take the bank now are marked; §7: what the deal scores
    session = _magistr_with_a_bank(qtbot, window)
    scene = window.table.scene
    view = session.view()
    sign = scene.decorations.trump
    assert sign.caption == "Deal 1 of 24: minus" and sign.contract == "All"
    assert sign.detail.startswith("1 a trick\nMain suit ")
    assert "All: 1 a trick, minus" in sign.toolTip() and "holds:" in sign.toolTip()
    marked = {card for card, item in ((c, scene.item_for(c)) for c in view.hand) if item.marked}
    assert marked == set(view.beating)
    assert marked <= scene.legal_cards()  # MASTER §5: a marked card may be played


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_magistr_plates_say_what_their_chips_and_star_mean(qtbot, window, language):
    """The dealer's chip (D/С), the bank holder's (H/Д) and the ★ count of scoring cards are
    each explained in the plate's tooltip (MASTER §6.2, §7), in both languages."""
    session = _magistr_with_a_bank(qtbot, window)
    scene = window.table.scene
    i18n.apply_language(language)
    try:
        QApplication.processEvents()  # the table says everything again in the language
        view = session.view()
        ru = language is Language.RU
        holder, dealer = view.holder, view.dealer
        assert holder is not None
        look = scene.decorations
        plates = look.plates
        dealer_tip = plates[dealer].toolTip()
        assert ("С: сдаёт в этой сдаче" if ru else "D: deals this deal") in dealer_tip
        holder_tip = plates[holder].toolTip()
        assert ("Д: держит банк" if ru else "H: holds the bank") in holder_tip
        assert "§6.2" in holder_tip
        assert ("С:" not in plates[1 - dealer].toolTip()) if ru else (
            "D:" not in plates[1 - dealer].toolTip())
        for plate in plates.values():
            if "\u2605" in plate.note:  # "★ 3": the cards taken that score
                assert ("очков" if ru else "score in this sub-game") in plate.toolTip()
    finally:
        i18n.apply_language(Language.EN)


# -- the geometry for every table size -------------------------------------------------------


@pytest.mark.parametrize("players", [3, 5, 7])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_oh_hell_table_fits_every_size(qtbot, window, players, size):
    window.resize(*size)
    session = _start(window, OhHellRules(players=players))
    _wait(qtbot, session)
    geometry = window.table.scene.geometry
    assert geometry.players == players
    assert geometry.fits(), geometry.problems()


@pytest.mark.parametrize(("players", "size"), [(3, (1920, 1080)), (7, (1920, 1080)),
                                               (3, (1024, 700))])
def test_the_result_leaves_the_plates_in_sight_where_the_window_has_room(qtbot, window,
                                                                           players, size):
    # The result of a short game sits clear of every plate and the trump box (they still
    # show each player's final figures), as small as its sheet needs — at 1024×700 as
    # narrow as its sheet, between the plates
    window.resize(*size)
    session = _start(window, OhHellRules(players=players, deals=2))
    for _ in range(100):
        _wait(qtbot, session)
        if session.is_over:
            break
        session.submit(session.view().legal_actions[0])
    summary = window.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=10_000)
    summary.close_button.click()
    result = window.table.game_over
    qtbot.waitUntil(result.isVisible, timeout=10_000)
    geometry, view = window.table.scene.geometry, window.table.view
    panel = QRectF(result.geometry())
    boxes = {name: view.scene_to_view(box) for name, box in geometry.seat_boxes().items()
             if name.split(":")[0] in ("plate", "hud")}
    assert len(boxes) == players + 1
    assert not [name for name, box in boxes.items() if box.intersects(panel)]
    assert panel.height() < 0.6 * view.viewport().height()  # two deals: a short sheet


@pytest.mark.parametrize(("rules", "page"), [(OhHellRules(players=4), "oh_hell"),
                                             (MagistrRules(players=3), "magistr")])
def test_help_rules_opens_the_rules_of_the_game_on_the_table(qtbot, window, rules, page):
    _start(window, rules)
    window.companions.show_rules()
    assert window.companions.rules_dialog.page == page
    window.new_game(OhHellRules(players=3) if page == "magistr" else MagistrRules(players=2),
                    seed=1, bots={}, delay_ms=0)
    window.companions.show_rules()
    assert window.companions.rules_dialog.page == ("oh_hell" if page == "magistr" else "magistr")


# -- the hint ------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [OhHellRules(players=4), MagistrRules(players=3)],
                         ids=["oh_hell", "magistr"])
def test_the_hint_advises_a_legal_move_with_its_reason(qtbot, window, rules):
    # Hard's advice, from the seat's view, on a worker; its reason in words (issue 29, 30)
    session = _start(window, rules)
    _wait(qtbot, session)
    got = []
    session.hint_ready.connect(got.append)
    assert window.table.request_hint()
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    advice = got[0]
    assert advice is not None and advice.action in session.view().legal_actions
    assert advice.explanation and "{" not in advice.explanation


def test_the_magistr_hint_names_a_card_with_what_the_deal_counts(qtbot, window):
    # MASTER §7: the advice for a card says what the deal's sub-game scores (issue 30)
    session = _start(window, MagistrRules(players=2, trump_mode="none"), seed=5)
    _wait(qtbot, session)
    assert session.view().phase is Phase.PLAY
    got = []
    session.hint_ready.connect(got.append)
    assert window.table.request_hint()
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    advice = got[0]
    assert advice is not None and advice.action in session.view().legal_actions
    assert f"Play {card_text(advice.action.card)}:" in advice.explanation
    assert "All: each trick taken counts \u22121" in advice.explanation


@pytest.mark.parametrize(("deals", "language", "said"), [
    (1, Language.EN, "1 deal played;"), (2, Language.EN, "2 deals played;"),
    (1, Language.RU, "Сыграна 1 сдача;"), (2, Language.RU, "Сыграно 2 сдачи;")])
def test_oh_hells_result_counts_its_deals_in_words(qapp, deals, language, said) -> None:
    # "Fewer deals" can make a game of one deal (OH_HELL §3): its result said "1 deals played"
    from debertz_desktop.engine.oh_hell import OhHellGame
    from debertz_desktop.ui.games import game_ui

    rules = OhHellRules(players=3, deals=deals)
    game = OhHellGame(rules, seed=4)
    while not game.is_over:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    i18n.apply_language(language)
    try:
        how = game_ui(rules).result(game.sheet, tuple(game.names)).how
    finally:
        i18n.apply_language(Language.EN)
    assert how.startswith(said), how
    assert f" {3 * deals}" in how.split(";")[1], "the bids made are counted out of every bid"
