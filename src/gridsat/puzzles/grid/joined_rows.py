"""A player's position written on one line, its rows joined as a page's
address or a URL joins them: told what it is, whichever kind reads it
(:func:`refuse_address_form`, :data:`SLASH`)."""

from __future__ import annotations

from ...core.errors import PuzzleInputError

#: Said after a refusal of a position's ``/``: rows joined as a URL or a piece joins them.
SLASH = "; a position gives each row on a line of its own, not joined by '/'"


def refuse_address_form(text, rows: int, cols: int, source: str = "position", extra: str = "") -> None:
    """Refuse ``text`` when it is one line of ``rows`` runs of ``cols`` digits (or letters) joined by ``.``: the
    play card's address form (``at=0100.0000...``), which a reader took for one row (``.`` a cell: "the position
    has 1 row of 41 cells") or a symbol it does not take.  ``extra`` ends the sentence (how the kind's numbers
    past 9 are written).  Anything else (JSON, several lines) is left to the kind's reader.

    Raises:
        PuzzleInputError: naming the form, when ``text`` has it.
    """
    if not isinstance(text, str) or rows < 2:
        return
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if len(lines) != 1:
        return
    n, line = lines[0]
    parts = line.split(".")
    if len(parts) == rows and all(len(part) == cols and part.isascii() and part.isalnum() for part in parts):
        raise PuzzleInputError(f"line {n}: {rows} rows of digits joined by '.', as a page's address writes them "
                               f"after 'at=': a position gives each row on a line of its own{extra}", source)


__all__ = ["SLASH", "refuse_address_form"]
