"""The rules editor's option tabs: one per option group of a game, built from its metadata.

Nothing here names a rule option: the tabs are the groups of the game's
``GameKind.options``, each option's widgets (``option_control.OptionControl``)
a row of its group's page, so a new option in the engine shows up by itself.
``rules_editor.RulesEditor`` reacts to them (:attr:`RuleTabs.edited`).  A page
scrolls where the screen is too low for it, so that a dialog holding the tabs
fits a small (or scaled) screen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from ..engine.game_kind import GameKind
from .option_control import OptionControl

#: The widest the option tabs make the editor (pixels).
MAX_TABS_WIDTH = 1000


class _ScrollingPage(QScrollArea):
    """A rule page in a frameless scroll area: as large as the page where there is room (its
    size hint is the page's, not bounded as a scroll area's is), and able to be lower, so
    that a dialog holding the tabs fits a small (or scaled) screen."""

    def sizeHint(self) -> QSize:
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        return widget.sizeHint() + QSize(bar, 0)


def _scrolling(page: QWidget) -> QScrollArea:
    area = _ScrollingPage()
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(page)
    return area


class RuleTabs(QTabWidget):
    """One tab per option group of a game; ``edited(name)`` when option ``name``'s widgets
    change (also while a value is being shown: the editor tells those apart)."""

    edited = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleGroups")
        self.setUsesScrollButtons(True)
        self._groups: list[str] = []
        #: The widgets of each option shown, by the option's name.
        self.controls: dict[str, OptionControl] = {}

    def show_options(self, kind: GameKind, hidden: frozenset[str] = frozenset()) -> None:
        """The tabs of ``kind``'s options, but the ``hidden`` ones (another widget edits
        them); the tabs shown before go."""
        while self.count():
            page = self.widget(0)
            self.removeTab(0)
            page.deleteLater()
        for control in self.controls.values():
            for widget in control.widgets():
                widget.deleteLater()
        self.controls = {}
        self._groups = []
        self._build(kind, hidden)

    def _build(self, kind: GameKind, hidden: frozenset[str]) -> None:
        pages: dict[str, QGridLayout] = {}
        for info in kind.options:
            if info.name in hidden:
                continue
            grid = pages.get(info.group)
            if grid is None:
                page = QWidget()
                grid = QGridLayout(page)
                grid.setColumnStretch(0, 2)
                grid.setColumnStretch(1, 3)
                grid.setColumnMinimumWidth(0, 200)
                grid.setVerticalSpacing(8)
                pages[info.group] = grid
                self._groups.append(info.group)
                self.addTab(_scrolling(page), "")
            control = OptionControl(info, self, kind)
            row = grid.rowCount()
            if control.label is None:
                assert control.check is not None
                grid.addWidget(control.check, row, 0, 1, 2)
            else:
                grid.addWidget(control.label, row, 0)
                grid.addWidget(control.field(), row, 1, Qt.AlignmentFlag.AlignLeft)
            self.controls[info.name] = control
            for widget in (control.check, control.combo, control.spin):
                if isinstance(widget, QCheckBox):
                    widget.toggled.connect(lambda _=None, n=info.name: self.edited.emit(n))
                elif isinstance(widget, QComboBox):
                    widget.currentIndexChanged.connect(
                        lambda _=None, n=info.name: self.edited.emit(n))
                elif isinstance(widget, QSpinBox):
                    widget.valueChanged.connect(lambda _=None, n=info.name: self.edited.emit(n))
        for grid in pages.values():
            grid.setRowStretch(grid.rowCount(), 1)

    def retranslate(self) -> None:
        """The tabs' titles and the options' texts in the current language."""
        for index, group in enumerate(self._groups):
            self.setTabText(index, QCoreApplication.translate("RuleOption", str(group)))
        for control in self.controls.values():
            control.retranslate()
        # Every group's tab visible at once (Russian titles are longer), within a
        # width that still fits a 1280-pixel screen; beyond it the tab bar scrolls.
        bar = self.tabBar()
        width = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        self.setMinimumWidth(min(width + 8, MAX_TABS_WIDTH))


__all__ = ["MAX_TABS_WIDTH", "RuleTabs"]
