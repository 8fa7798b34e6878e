"""A position written on one line, its rows joined as the play page's address (``#play=PUZZLE&at=ROWS``: each row's
cells as base-36 digits, rows joined by ``.``) or a URL joins them: told what it is by every kind's position reader
(:func:`refuse_address_form`, :data:`SLASH`)."""
from __future__ import annotations

import re

from ...core.errors import PuzzleInputError

#: Said after a refusal of a position's ``/``: rows joined as a URL or a piece joins them.
SLASH = "; a position gives each row on a line of its own, not joined by '/'"


def refuse_address_form(text, rows: int, cols: int, source: str | None = "position", what: str = "a position",
                        extra: str = "") -> None:
    """Refuse ``text`` when its one line is a ``rows`` x ``cols`` position in the address's form, alone
    (``101.000.111``) or with what comes before it in the address (``at=...``, ``#play=...&at=...``): it was "1 row
    of 41 cells" (Sudoku), "symbol '.' is not 0 (undecided), ..." (Yin-Yang) or "'a' is not 0 or ?" (shading
    kinds, with its ``at=``); ``what`` names what ``text`` was given as (``"a recorded answer"``: "the recorded
    solution is 1x11"); ``extra`` ends the sentence (how the kind's numbers past 9 are written).  Any other text
    (JSON, several lines) passes, left to the kind's reader.

    Raises:
        PuzzleInputError: ``"line 1: 3 rows of digits joined by '.', as a page's address writes them after 'at=': a
            position gives each row on a line of its own"``.
    """
    if not isinstance(text, str) or rows < 2:
        return
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if len(lines) != 1:
        return
    number, line = lines[0]
    rows_text = re.split(r"(?:^|[#&?])at=", line)[-1].split("&")[0] if "at=" in line else line
    parts = rows_text.split(".")
    if len(parts) == rows and all(len(p) == cols and re.fullmatch("[0-9a-zA-Z]+", p) for p in parts):
        raise PuzzleInputError(f"line {number}: {rows} rows of digits joined by '.', as a page's address writes them "
                               f"after 'at=': {what} gives each row on a line of its own{extra}", source)


__all__ = ["SLASH", "refuse_address_form"]
