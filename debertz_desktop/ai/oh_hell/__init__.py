"""Computer players for "Черт побери" (Oh Hell, OH_HELL.md): Easy, Medium and Hard.

Each takes the seat's :class:`~debertz_desktop.engine.oh_hell.OhHellView` and
returns one of its legal actions; build them with
``make_bot(level, seed, game="oh_hell")`` (``ai/levels.py``).  The pieces:
``policy.py`` (Medium's card play, also the play-out policy of the search),
``power.py`` (what a hand is worth: Medium's bid), ``worlds.py`` (dealing the
hidden cards), ``search.py`` (play-outs and exact search of one world, with
the optional compiled ``_native_oh_hell.c``), ``hard.py`` and ``hint.py``.
"""
