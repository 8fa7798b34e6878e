"""Writing one object to stdout whole: every byte, or an error (a reader gone away: exit code 141)."""

from __future__ import annotations

import sys


def write_whole(text: str) -> None:
    """Write ``text`` to stdout and flush it.  Under ``PYTHONUNBUFFERED`` (``python -u``, many container images)
    stdout's text layer sits on the raw file and drops what a short write leaves: ``solve ... -n 300 --json``
    (1.4 MB) piped to ``head -c 10`` ended with exit code 0, its JSON cut (141 when buffered), as a signal
    striking a long write to a slow reader would cut it.  The rest of a short write is written again."""
    import io

    raw = getattr(sys.stdout, "buffer", None)
    if not isinstance(raw, io.RawIOBase):
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    sys.stdout.flush()
    view = memoryview(text.encode(sys.stdout.encoding or "utf-8", sys.stdout.errors or "strict"))
    while view:
        done = raw.write(view)
        if done is None:  # a non-blocking stdout that is full: wait until it takes more
            import select

            select.select([], [raw], [])
            continue
        view = view[done:]


__all__ = ["write_whole"]
