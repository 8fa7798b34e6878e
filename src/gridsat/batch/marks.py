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


def rest_of_line(f, first: bytes, total: int, max_line: int, max_total: int, over=None) -> tuple[TooLong, int]:
    """The :class:`TooLong` line that began with ``first`` (its rest read in pieces from ``f``, never held
    whole), and ``total`` with its bytes counted (within ``max_total``, the collection's bound); TimeUp once
    ``over()`` (--total-time: a gzip line of 600 MB took 2.5 s a pass, and a 2 s run took 5 s)."""
    import hashlib

    from ..core.options import TimeUp

    sha, size = hashlib.sha256(first), len(first)
    piece = first
    while not piece.endswith(b"\n"):
        piece = f.readline(1024**2)
        if not piece:
            break
        if over is not None and over():
            raise TimeUp("while reading the puzzles")
        sha.update(piece)
        size += len(piece)
        if total + size > max_total:
            break  # the caller names the collection's bound
    return TooLong(size, sha.hexdigest()[:16], max_line), total + size


#: Compressed endings batch meets in a folder (only a collection's ``.gz`` is read), and the article of each.
_COMPRESSED = {".gz": "a gzip", ".bz2": "a bzip2", ".xz": "an xz", ".zst": "a zstd", ".lzma": "an lzma",
               ".zip": "a ZIP"}


def compressed(f, suffixes: set) -> str | None:
    """Why a compressed puzzle file or collection found in a folder is not read (None for another file): it was
    "an ending no kind reads", of a ``.jsonl.bz2`` collection or a ``.txt.gz`` puzzle."""
    from pathlib import Path

    inner, how = Path(Path(f).stem), _COMPRESSED.get(Path(f).suffix.lower())
    if how is None:
        return None
    if Path(f).suffix.lower() != ".lzma" and not _packed(f):  # a text named .gz was "a gzip-compressed puzzle file"
        return f"not {how}-compressed file, though its name ends in {Path(f).suffix}: if it is a puzzle's text (or a " \
               f"collection's), name it without {Path(f).suffix}"
    if str(inner).lower().endswith((".jsonl", ".jsonl.gz")):
        return f"{how}-compressed collection: gridsat batch reads .jsonl and .jsonl.gz; decompress it, or compress " \
               "it with gzip"
    if inner.suffix.lower() in suffixes:
        return f"{how}-compressed puzzle file: give it uncompressed (only a .jsonl collection is read compressed, as " \
               ".jsonl.gz)"
    return None


def _packed(f) -> bool:
    """Whether file ``f`` starts as a compressed file or an archive does (unreadable: taken as one)."""
    from ..core.binary import not_text

    try:
        with open(f, "rb") as handle:
            head = handle.read(64)
    except OSError:
        return True
    said = not_text(head) or ""
    return said.startswith(("a ZIP", "gzip", "bzip2", "xz", "zstd"))
