"""A shading genre's position that is its puzzle's own text (the puzzle file given again as the position):
refused, not read as a board all unshaded."""

from __future__ import annotations

from ...core.errors import PuzzleInputError


def refuse_own_text(text, puzzle, kind_name: str, source: str, words=("unshaded", "shaded")) -> None:
    """Refuse a position that is the puzzle's own text (its file given again): its '.' cells, empty in a puzzle,
    were read as unshaded, and the position was said to have mistakes at every cell the answer shades.  Only text
    with the kind's header line, or with a '.' cell, is the puzzle's: a Hitori all unshaded, drawn without its
    header, reads as its numbers alone.

    Raises:
        PuzzleInputError: ``"the puzzle's own text, not a position: ..."``.
    """
    from ..headers import header_genre

    if not isinstance(text, str) or not hasattr(puzzle, "to_text"):
        return
    rows = [line.split() for line in text.lstrip("\ufeff").splitlines() if line.strip()]
    headed = bool(rows) and len(rows[0]) <= 2 and header_genre(" ".join(rows[0])[:200]) == kind_name
    try:
        own = [line.split() for line in puzzle.to_text().splitlines() if line.strip()]
    except Exception:  # noqa: BLE001 - a puzzle that cannot write its text has no text to be mistaken for
        return
    if own and header_genre(" ".join(own[0])[:200]) == kind_name:
        own = own[1:]
    if rows[int(headed):] != own or not (headed or any("." in row for row in own)):
        return
    from .explained import values_said

    raise PuzzleInputError(f"the puzzle's own text, not a position (read as one, every cell would be {words[0]}): give "
                           f"rows of {values_said(words)}, or the board as hint "
                           "draws it (no position starts from the givens)", source)


__all__ = ["refuse_own_text"]
