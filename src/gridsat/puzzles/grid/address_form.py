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
            position gives each row on a line of its own"``; ``"line 1: 3 rows of 4 cells joined by ';': a position
            gives each row on a line of its own"`` (or ``','``, ``'|'``, ``' / '``: a ``/`` with spaces around it,
            or ``'/'`` between cells separated by spaces, which the kinds' readers did not tell as they tell
            ``0110/1001``).
    """
    if not isinstance(text, str) or rows < 2:
        return
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if len(lines) != 1:
        return
    number, line = lines[0]
    if line.startswith(("{", "[")):  # JSON on one line (a loop's edge strings, rows as a list): its reader's
        return
    rows_text = re.split(r"(?:^|[#&?])at=", line)[-1].split("&")[0] if "at=" in line else line
    parts = rows_text.split(".")
    if len(parts) == rows and all(len(p) == cols and re.fullmatch("[0-9a-zA-Z]+", p) for p in parts):
        raise PuzzleInputError(f"line {number}: {rows} rows of digits joined by '.', as a page's address writes them "
                               f"after 'at=': {what} gives each row on a line of its own{extra}", source)
    joined = _joined_by(line, rows, cols)
    if joined:
        raise PuzzleInputError(f"line {number}: {rows} rows of {cols} cells joined by {joined}: {what} gives each row "
                               f"on a line of its own{extra}", source)


def _joined_by(line: str, rows: int, cols: int) -> str | None:
    """How ``line`` joins ``rows`` rows of ``cols`` cells each (a cell a character, or cells separated by spaces)
    where no reader told it: ``"';'"`` (``0110;1001``: Yin-Yang said "cells separated by semicolons" of the whole
    board, the shading kinds "';' is not 0 or ?"), ``"','"``, ``"'|'"``, ``"' / '"`` for a ``/`` with spaces
    around it (``0 1 / 1 0``: "'0110' is not 0 or ?", where ``0110/1001`` was told its ``/``), or ``"'/'"`` for one
    between cells separated by spaces (``0 1/1 0``: "'1/1' is not 0 or ?", the rows' joint read as part of a cell).
    Else None."""
    for sep in ";,|/":
        if sep not in line or sep == "/" and not re.search(r"\s", line.strip()):  # (0110/1001: its reader tells)
            continue
        parts = [part.strip() for part in line.split(sep)]
        parts = parts[:-1] if len(parts) == rows + 1 and not parts[-1] else parts  # a row ending its separator too
        if len(parts) == rows and all(len(part.split() if " " in part else part) == cols for part in parts):
            return repr(sep) if sep != "/" else "' / '" if re.search(r"\s/|/\s", line) else "'/'"
    return None


def separated_cells(line: str) -> str | None:
    """``line`` (a row of a position or a recorded answer) written as cells separated by commas or semicolons
    (``0,1,0``, ``1; 2; 0``: a spreadsheet's), said so with the row as it is written (``"'0,1,0' is cells separated
    by commas: separate a row's cells by spaces ('0 1 0')"``); else None.  Such rows were "line 1, column 2: ','
    is not 0 or ? (undecided), ..." in every shading kind's position, where a Sudoku's position said this."""
    if not isinstance(line, str) or not re.fullmatch(r"\s*[^\s,;]+(?:\s*[,;]\s*[^\s,;]+)+\s*", line):
        return None
    from ...core.errors import shown
    from ...core.grid_text import SPACES

    by, cells = "commas" if "," in line else "semicolons", " ".join(re.split(r"[\s,;]+", line.strip()))
    return f"{shown(line.strip(), 24)} is cells separated by {by}: {SPACES} ({shown(cells, 24)})"


__all__ = ["SLASH", "refuse_address_form", "separated_cells"]
