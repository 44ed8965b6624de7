"""An exclusive lock on a file that the operating system drops when its process ends.

Two copies of the program may run at once (a LAN host and a client on one
machine); each holds the lock of the autosave it writes, so the other neither
writes over it nor offers it for resuming.  The lock is the OS's own
(``flock`` on POSIX, ``msvcrt.locking`` on Windows), not a PID written into a
file: a copy that is killed or crashes releases it at once, and a lock file
left behind means nothing by itself.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(descriptor: int) -> None:
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)

    def _unlock(descriptor: int) -> None:
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)


class FileLock:
    """Held until :meth:`release` or the end of the process; never blocks."""

    def __init__(self, path: Path, descriptor: int) -> None:
        self.path = path
        self._descriptor: int | None = descriptor

    @classmethod
    def try_acquire(cls, path: str | os.PathLike[str]) -> FileLock | None:
        """The lock on ``path`` (created if missing), or ``None`` if another holder has it.

        Raises ``OSError`` if the lock file cannot be created at all.
        """
        where = Path(path)
        where.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(where, os.O_RDWR | os.O_CREAT, 0o666)
        try:
            _lock(descriptor)
        except OSError:
            os.close(descriptor)
            return None
        return cls(where, descriptor)

    @property
    def held(self) -> bool:
        return self._descriptor is not None

    def release(self, *, remove: bool = False) -> None:
        """Let go of the lock; with ``remove``, delete the lock file first (ours to delete)."""
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        if remove and os.name != "nt":
            # Unlinked while held, so no other copy can lock it between unlink and unlock.
            with contextlib.suppress(OSError):
                self.path.unlink()
        with contextlib.suppress(OSError):
            _unlock(descriptor)
        os.close(descriptor)
        if remove and os.name == "nt":  # pragma: no cover - Windows cannot unlink an open file
            with contextlib.suppress(OSError):
                self.path.unlink()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.release()
