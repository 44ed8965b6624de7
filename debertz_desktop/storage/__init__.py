"""Files: settings, saved games and score sheets, under the per-user directories.

Plain Python with no Qt, so the engine, the score keeper and the tests can use
it without a GUI.  ``paths`` says where, ``atomic`` writes without ever leaving a
half-written file, ``settings`` is the typed settings model and its file.
"""
