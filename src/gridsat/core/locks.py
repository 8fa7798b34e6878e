"""Locks that keep two gridsat runs from writing one results file: an
exclusive lock taken without waiting, on a lock file named after the results
file's full path in the user's temporary folder (nothing is left beside the
results), removed as the run lets go."""

from __future__ import annotations

import os
from pathlib import Path


def lock_path(path: Path) -> Path:
    """The lock file of results file ``path``: in this user's temporary
    folder, named by a hash of ``path``'s full resolved name, so that two runs
    writing the same file take the same lock and none is left beside it.

    Raises:
        PuzzleInputError: the lock folder cannot be made (a file in its place)."""
    import hashlib
    import tempfile

    folder = Path(tempfile.gettempdir()) / f"gridsat-locks-{os.getuid() if hasattr(os, 'getuid') else 'user'}"
    try:  # a file (or a link to nothing) in its place was told only "/tmp/gridsat-locks-0: File exists"
        folder.mkdir(mode=0o700, exist_ok=True)
    except OSError as exc:
        from .errors import PuzzleInputError

        raise PuzzleInputError(f"cannot make gridsat's lock folder {str(folder)!r} ({exc.strerror or exc}; the "
                               "results file is locked there): remove what is in its place, or set TMPDIR to another "
                               "folder") from None
    digest = hashlib.sha1(str(path.resolve()).encode("utf-8", "surrogateescape")).hexdigest()[:24]
    return folder / f"{digest}.lock"


class Busy(Exception):
    """The lock is held by another process."""


def hold(fd: int) -> None:
    """Lock the open file ``fd`` for this process alone (an exclusive ``fcntl.flock``, without waiting; the
    kernel lets go when the file is closed or the process ends); nothing where there is no ``fcntl``.

    Raises:
        Busy: another process holds it.
        OSError: the file cannot be locked.
    """
    try:
        import fcntl
    except ImportError:  # not POSIX: the name's lock (filelock) stands alone
        return
    import errno

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
            raise Busy() from None
        raise


class ExclusiveLock:
    """An exclusive lock on file ``path``, taken without waiting: on POSIX
    one ``fcntl.flock`` on the open file (what ``filelock`` does there,
    without its 50 ms of imports: logging, secrets, typing), released by the
    kernel when the process ends however it ends; elsewhere ``filelock``.

    Raises (:meth:`acquire`):
        Busy: another process holds the lock.
        OSError: the lock file cannot be opened or locked.
    """

    def __init__(self, path: str):
        self.path = path
        self._fd = None
        self._other = None

    def acquire(self) -> None:
        try:
            import fcntl  # noqa: F401 (only whether there is one: hold() takes it)
        except ImportError:  # not POSIX
            from filelock import FileLock, Timeout

            self._other = FileLock(self.path)
            try:
                self._other.acquire(timeout=0)
            except Timeout:
                raise Busy() from None
            return
        for _ in range(3):
            try:  # (another user's lock folder was told "cannot write results file: Permission denied")
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            except OSError as exc:
                from .errors import PuzzleInputError

                raise PuzzleInputError(f"cannot make the results file's lock {self.path!r} ({exc.strerror or exc}): "
                                       "set TMPDIR to a folder of your own") from None
            try:
                hold(fd)
                held = os.fstat(fd)
                now = os.stat(self.path)
            except FileNotFoundError:
                now = None
            except BaseException:
                os.close(fd)
                raise
            if now is not None and (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino):
                self._fd = fd
                return
            os.close(fd)  # its holder let go and removed it between our open and our lock: open it anew
        raise Busy()

    def release(self) -> None:
        """Let go, and remove the lock file (a run left one behind, and a temporary folder held thousands):
        removed while still held, so a run that opened it just before finds it gone when it takes it,
        and opens the new one (:meth:`acquire`)."""
        if self._other is not None:
            self._other.release()
            self._other = None
        elif self._fd is not None:
            try:
                os.unlink(self.path)
            except OSError:
                pass
            os.close(self._fd)  # closing the file releases its flock
            self._fd = None


__all__ = ["Busy", "ExclusiveLock", "hold", "lock_path"]
