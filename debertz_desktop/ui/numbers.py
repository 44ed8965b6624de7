"""Numbers with decimals as the interface's language writes them: "1.5" in English,
"1,5" in Russian (the default ``QLocale``, which ``i18n.install_language`` sets), with
a real minus sign "−"."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def decimal_text(value: float, places: int = 1, signed: bool = False) -> str:
    """``value`` with ``places`` decimals in the current language; ``signed``: "+" before a
    positive value."""
    text = QLocale().toString(abs(float(value)), "f", places)
    if round(value, places) < 0:
        return "−" + text
    return "+" + text if signed and round(value, places) > 0 else text
