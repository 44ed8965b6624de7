"""The environment variables from which ``platformdirs`` derives the per-user folders on each
OS: ``conftest.isolated_home`` points every one into the test's temporary folder, and
``test_user_folders`` checks the suite leaves the real ones alone.  (A module of its own, not
``conftest``: ``tests/ui`` has a ``conftest`` too, and ``from conftest import`` finds whichever
was collected first.)"""

USER_FOLDER_VARIABLES = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
                         "XDG_CACHE_HOME", "APPDATA", "LOCALAPPDATA")
