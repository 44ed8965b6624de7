"""``python -m debertz_desktop [FILE]``: start the program, as the ``debertz`` command does."""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()  # first: a frozen helper process must not start the program

    import sys

    from debertz_desktop.app import main

    sys.exit(main())
