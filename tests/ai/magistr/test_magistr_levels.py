"""The bot factory knows Magistr's three levels (``ai/levels.py``, keyed by game and level)."""

from __future__ import annotations

import pytest

from debertz_desktop.ai import Level, bot_class, game_names, level_names, make_bot
from debertz_desktop.ai.easy import EasyBot
from debertz_desktop.ai.magistr.easy import MagistrEasyBot
from debertz_desktop.ai.magistr.hard import MagistrHardBot
from debertz_desktop.ai.magistr.medium import MagistrMediumBot


@pytest.mark.parametrize(("level", "cls"), [("easy", MagistrEasyBot), ("medium", MagistrMediumBot),
                                            ("hard", MagistrHardBot)])
def test_make_bot_builds_the_magistr_level(level, cls):
    bot = make_bot(level, 5, game="magistr")
    assert type(bot) is cls and bot.seed == 5 and bot.level is Level(level)
    assert bot_class(Level(level), game="Magistr") is cls


def test_magistr_is_listed_and_debertz_stays_the_default():
    assert "magistr" in game_names()
    assert set(level_names("magistr")) == {"easy", "medium", "hard"}
    assert type(make_bot("easy", 1)) is EasyBot
