"""Help → Learn to play: a guided first game in which the table explains each step.

``plan`` is what a game gives (its lesson's rules and the steps it explains, through
``GameUi.lesson``), ``coach`` the bubble on the felt, ``lesson`` the runner that ties
them to the session on the table.
"""
