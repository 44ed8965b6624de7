"""The bundle's entry script: outside the package, so that PyInstaller bundles
``debertz_desktop`` as a package (an entry script inside it loses the package
and dies on its first relative import).

``multiprocessing.freeze_support()`` comes first, before Qt or the program is
imported: the Hard bot's process pool starts helper processes by running this
executable again, and they must become helpers, not a second program.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()

    import sys

    from debertz_desktop.app import main

    sys.exit(main())
