"""The marks a collection's line carries when it cannot be given as text (:func:`.sources.collection_lines`): a
line not UTF-8, one too long, and where a compressed collection was cut short.  Each is that line's bad input
(:func:`gridsat.batch.items._puzzle_of`); the lines around it are still done."""

from __future__ import annotations


class NotUtf8(str):
    """A collection line that is not UTF-8 text, decoded with its bad bytes kept (``surrogateescape``: its
    digest is still its bytes'); ``byte`` is the 0-based offset of the first bad byte.  Reading its puzzle
    is bad input (:func:`gridsat.batch.items._puzzle_of`)."""

    def __new__(cls, text: str, byte: int):
        line = super().__new__(cls, text)
        line.byte = byte
        return line

    def __reduce__(self):  # to a worker process (and a Dask one) as it is
        return NotUtf8, (str(self), self.byte)


class TooLong(str):
    """A collection line longer than :data:`~gridsat.batch.sources.MAX_LINE_BYTES`, kept as ``"<BYTES bytes,
    sha256 HEX>"`` (its digest changes when the line is edited; the line itself is never held); ``size`` is its
    length in bytes, ``limit`` the bound it passed.  Reading its puzzle is bad input
    (:func:`gridsat.batch.items._puzzle_of`)."""

    def __new__(cls, size: int, sha: str, limit: int):
        line = super().__new__(cls, f"<{size} bytes, sha256 {sha}>")
        line.size, line.sha, line.limit = size, sha, limit
        return line

    def __reduce__(self):  # to a worker process (and a Dask one) as it is
        return TooLong, (self.size, self.sha, self.limit)


class CutShort(str):
    """Where a compressed collection's data ends early (a ``.jsonl.gz`` copied or downloaded in part), after
    ``after`` whole lines: yielded as the line after them, that line's bad input, so the lines before it are
    still done (the whole collection went unread).  ``reason``: the decompressor's words."""

    def __new__(cls, after: int, reason: str):
        line = super().__new__(cls, f"<the compressed data ends after line {after}>")
        line.after, line.reason = after, reason
        return line

    def __reduce__(self):  # to a worker process (and a Dask one) as it is
        return CutShort, (self.after, self.reason)
