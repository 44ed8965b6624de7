"""Computer players for "Магистр" (Master, MASTER.md): Easy, Medium and Hard.

Each takes the seat's :class:`~debertz_desktop.engine.magistr.MagistrView` and
returns one of its legal actions; build them with
``make_bot(level, seed, game="magistr")`` (``ai/levels.py``).  The pieces:
``world.py`` (a deal with every hand known, played on the engine's ``Bank``),
``seat.py`` and ``worlds.py`` (what a seat knows, and dealing the hidden
cards consistently with it), ``policy.py`` (what banks and cards are worth in
each sub-game, and a quick card), ``trumps.py`` (naming a trump),
``easy.py``, ``medium.py`` (a one-bank look-ahead over sampled hands),
``hard.py`` (sampled worlds played out to the end of the deal, exact search
in the last banks) and ``hint.py`` (Hard's choice for the table's hint, with
one line of reason).
"""
