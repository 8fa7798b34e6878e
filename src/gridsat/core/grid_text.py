"""The lines of a text grid that are not rows -- comments, remarks, a genre's header gone wrong -- named as
such where a grid's reader refuses a row (a row of the wrong width, a symbol the grid does not take)."""

from __future__ import annotations

from .errors import PuzzleInputError


def comment_column(line: str, cells: int) -> int | None:
    """The 1-based column of a ``#`` that starts a comment on a grid's
    ``line`` -- a word beginning with ``#`` after exactly ``cells`` cells
    (a row, then a remark) or first on a line with more words (a remark
    alone) -- else None.  For a row already refused (a cell count that
    does not fit, a symbol the grid does not take): ``#`` is a cell in some
    grids (a wall), so only the reading that explains the fault names a
    comment.
    """
    import re

    for index, word in enumerate(re.finditer(r"\S+", line)):
        if word.group().startswith("#") and (index == cells or index == 0 and len(line.split()) > 1):
            return word.start() + 1
    return None


def remark_line(lines: list) -> int | None:
    """The number of the first of ``lines`` (``[(number, text)]``) that reads
    as a remark and not a row: a first word starting with ``#`` and a word
    of two or more letters after it (``# my puzzle``; a row of cells, where
    ``#`` may be a wall, has no such word), else None."""
    import re

    for number, text in lines:
        words = text.split()
        if words and words[0].startswith("#") and any(re.search(r"[^\W\d_]{2}", w) for w in words[1:]):
            return number
    return None


#: The end of a message naming a comment (see :func:`comment_column`).
NO_COMMENTS = "comments are not supported in a text grid (each line holds one row's cells, nothing else)"


def refuse_comment(lines: list, number: int, cells: int, first: bool, name: str) -> None:
    """Refuse line ``number`` of ``lines`` (``[(number, text)]``) naming a
    comment when one explains its cell count (``cells`` the count the row
    should have; ``first``: the row that set the width, where only a
    comment after a row counts)."""
    text = next(t for n, t in lines if n == number)
    column = comment_column(text, cells)
    if column is not None and not (first and not text[:column - 1].strip()):
        raise PuzzleInputError(f"line {number}, column {column}: {NO_COMMENTS}", name)


def refuse_remark(lines: list, name: str) -> None:
    """Refuse ``lines`` (``[(number, text)]``, a grid with a ragged row)
    naming the first line that reads as a remark (``# my puzzle``)."""
    number = remark_line(lines)
    if number is not None:
        raise PuzzleInputError(f"line {number}, column 1: {NO_COMMENTS}", name)


def refuse_header(lines: list, kind_name: str, settings: tuple, name: str) -> None:
    """Refuse ``lines`` (``[(number, text)]``, a genre's text) whose first line starts with the genre's
    name but is none of its headers, the name and one of ``settings`` (``("", " full")``): read as a row
    of cells, it was named as a bad clue or a row of the wrong width.

    Raises:
        PuzzleInputError: ``"line 1: 'nurikabe x' starts with the genre's name, but its first line is
            'nurikabe'"``.
    """
    other = _other_genre(lines[0][1], kind_name) if lines else None
    if other is not None:  # 'nurikabe' over a Light Up reader's rows was "line 2: 2 cells, expected 1" from Python
        from ..puzzles.kinds import get

        number, text = lines[0]
        raise PuzzleInputError(f"line {number}: {text.strip()!r} heads {get(other).title} puzzles, not "
                               f"{get(kind_name).title}: read it as kind {other!r}", name)
    if lines and lines[0][1].split()[:1] and lines[0][1].split()[0].lower() == kind_name:
        number, text = lines[0]
        raise PuzzleInputError(f"line {number}: {text.strip()[:40]!r} starts with the genre's name, but its first "
                               f"line is {' or '.join(repr(kind_name + setting) for setting in settings)}", name)



def _other_genre(line: str, kind_name: str) -> str | None:
    """The kind whose name, puzz.link name or title ``line`` is (another kind than ``kind_name``), else None."""
    word = line.strip().lower()
    if len(word) > 40 or not word.replace(" ", "").replace("-", "").isalpha() or min(map(len, word.split()),
                                                                                      default=0) < 2:
        return None  # (a row of region letters, 'a a b', imports no kind)
    from ..puzzles.kinds import get, names
    from ..puzzles.unreadable import genre_names

    titles = {get(n).title.lower(): n for n in names()}
    other = genre_names().get(word) or titles.get(word)
    return other if other is not None and other != kind_name else None


def numbered_lines(text: str) -> list:
    """``[(number, line)]`` of ``text``'s lines, numbered from 1 (a
    ``\\r\\n`` or lone ``\\r`` line end read as ``\\n``, as a file's are: a text of lone ``\\r`` ends given
    from Python was one row, ``. . 1\\r. . .`` a 1x6 puzzle)."""
    return list(enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1))


def without_status_line(text: str) -> str:
    """``text`` without the status line gridsat prints under an answer (``solved in 0.015 s``, ``... by the exact
    engine``), as an answer file written by ``gridsat KIND P > P.solution.txt`` ends: a Sudoku's was refused ("must
    be rows of 1/2/.../9") for that line alone."""
    import re

    return "\n".join(line for line in text.splitlines()
                     if not re.fullmatch(r"\s*(solved|infeasible|unknown) in \d+(\.\d+)? s\b.*", line))


__all__ = ["NO_COMMENTS", "comment_column", "numbered_lines", "refuse_comment", "refuse_header", "refuse_remark",
           "remark_line", "without_status_line"]
