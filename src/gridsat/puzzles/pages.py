"""A web page given to a kind that reads none, told so (:func:`page_not_read`): read as a text grid, it was told of
its first line's cells."""

from __future__ import annotations

import re

from ..core.errors import PuzzleInputError
from ..formats.sniff import looks_like_html
from .kinds import REGISTRY, get


def page_not_read(text: str, kind, exc: PuzzleInputError) -> PuzzleInputError | None:
    """The error of a web page (``text``) given to ``kind``, which reads none (``exc``: its reader's error, whose file
    it names), else None: 'nurikabe PAGE.html' was "line 1: '<!DOCTYPE'... (9 characters) is too long for a cell"."""
    if not looks_like_html(text) or any("HTML" in r for r in kind.reads):
        return None
    from ..formats.html import page_not_read as said  # (the page reader's module only for a page)

    readers = [k.title for k in map(get, REGISTRY) if any("HTML" in r for r in k.reads)]
    return PuzzleInputError(said(kind.title, readers, text, any("URL" in r for r in kind.reads)),
                            re.sub(r"(^|: )line \d+(, column \d+)?$", "", exc.where or "") or None)


def reads(kind, text: str) -> bool:
    """True when ``kind`` reads ``text`` without an error."""
    try:
        kind.parse(text, "puzzle")
    except PuzzleInputError:
        return False
    return True


__all__ = ["page_not_read", "reads"]
