"""Build the optional compiled search (``debertz_desktop/ai/_native_solver.c``).

Everything else is declared in ``pyproject.toml``.  The extension is optional:
where no C compiler (or no Python headers) is at hand the package installs
without it and the computer players search in pure Python, only slower.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "debertz_desktop.ai._native_solver",
            sources=["debertz_desktop/ai/_native_solver.c"],
            optional=True,
        ),
    ],
)
