"""The package layout and the optional compiled search; everything else is in ``pyproject.toml``.

- **Data files.** The top-level ``resources/`` folder (decks, rules pages,
  compiled translations, icons) is installed *inside* the package as
  ``debertz_desktop.resources`` (``package_dir``), so every kind of install —
  wheel, editable, ``--target``, ``--user``, the PyInstaller bundle — has it
  beside the code and ``importlib.resources`` finds it.  The folder stays at
  the top of the repository, where its licences and READMEs are easy to find.
  ``pyproject.toml`` cannot both discover the packages and map another folder
  into them, hence this file.
- **The compiled searches** (``debertz_desktop/ai/_native_solver.c`` and ``_native_maxn.c``,
  sharing ``_native_search.h``, for Debertz,
  ``debertz_desktop/ai/oh_hell/_native_oh_hell.c`` for Oh Hell) are optional:
  where no C compiler (or no Python headers) is at hand the package installs
  without them and the computer players search in pure Python, only slower (about five
  times).  A failed build says so on standard error — pip shows it only with ``-v`` — and
  the program's log says it at every start (``debertz_desktop/log_file.py``).
"""

import sys

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """Builds the optional compiled searches, and says plainly when one cannot be built."""

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as error:
            print(f"\nWARNING: the compiled search {ext.name} could not be built ({error}).\n"
                  "Debertz Desktop installs without it: the computer players search in pure "
                  "Python, about five times slower. Install a C compiler and the Python "
                  "headers (Debian/Ubuntu: build-essential python3-dev) and install again.\n",
                  file=sys.stderr, flush=True)
            raise  # setuptools goes on without an optional extension

DATA_PACKAGE = "debertz_desktop.resources"
#: The data folders of ``resources/``, each a package of data only (setuptools wants every
#: folder it installs named as a package), and their files.
DATA_FOLDERS = {"cards": ["*"], "rules": ["*.html"], "translations": ["*.qm"], "icons": ["*"]}

setup(
    cmdclass={"build_ext": OptionalBuildExt},
    packages=[*find_packages(include=["debertz_desktop", "debertz_desktop.*"]), DATA_PACKAGE,
              *(f"{DATA_PACKAGE}.{folder}" for folder in DATA_FOLDERS)],
    package_dir={DATA_PACKAGE: "resources"},
    package_data={
        "debertz_desktop": ["py.typed"],
        **{f"{DATA_PACKAGE}.{folder}": files for folder, files in DATA_FOLDERS.items()},
    },
    ext_modules=[
        Extension(
            "debertz_desktop.ai._native_solver",
            sources=["debertz_desktop/ai/_native_solver.c", "debertz_desktop/ai/_native_maxn.c"],
            depends=["debertz_desktop/ai/_native_search.h"],
            optional=True,
        ),
        Extension(
            "debertz_desktop.ai.oh_hell._native_oh_hell",
            sources=["debertz_desktop/ai/oh_hell/_native_oh_hell.c"],
            optional=True,
        ),
    ],
)
