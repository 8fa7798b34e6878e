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


def header_genre(line: str) -> str | None:
    """The kind a text grid's first ``line`` names, by its name, puzz.link's (``akari``, ``mashu``) or its title
    written in two words (``Light Up``, ``Star Battle 2``), else None."""
    words = line.lower().split()
    if not words or len(words) > 3 or not all(w.replace("-", "").isalpha() for w in words):
        return None  # a row of cells ('0 0 2'): no kind is imported to look up its words (the whole registry's
    from ..puzzles.unreadable import genre_names  # modules: 10-20 ms of every Yin-Yang command)

    names = genre_names()
    if len(words) > 1 and words[0] + words[1] in names:
        return names[words[0] + words[1]]
    return names.get(words[0]) if words else None


def refuse_header(lines: list, kind_name: str, settings: tuple, name: str) -> None:
    """Refuse ``lines`` (``[(number, text)]``, a genre's text) whose first line starts with the genre's
    name but is none of its headers, the name and one of ``settings`` (``("", " full")``): read as a row
    of cells, it was named as a bad clue or a row of the wrong width.  A first line naming another genre
    (``nurikabe`` over a Masyu's rows) is refused as such where it could not be a row (a title in two words, or
    a word count not the next row's): it was "line 2: 6 cells, expected 1".

    Raises:
        PuzzleInputError: ``"line 1: 'nurikabe x' starts with the genre's name, but its first line is
            'nurikabe'"``; ``"line 1: 'nurikabe' names a Nurikabe puzzle, not Masyu (read it as kind
            'nurikabe')"``.
    """
    if lines and lines[0][1].split()[:1] and lines[0][1].split()[0].lower() == kind_name:
        number, text = lines[0]
        raise PuzzleInputError(f"line {number}: {text.strip()[:40]!r} starts with the genre's name, but its first "
                               f"line is {' or '.join(repr(kind_name + setting) for setting in settings)}", name)
    following = next((t.split() for _, t in lines[1:] if t.strip()), []) if lines else []
    words = lines[0][1].split() if lines else []
    if lines and (len(following) != len(words) or len(words) > 1):  # one word that could be a row (a one-column
        refuse_other_genre(*lines[0], kind_name, name)  # Star Battle's room 'lits') is read as one


def refuse_other_genre(number: int, text: str, kind_name: str, name: str) -> None:
    """Refuse line ``number`` of a ``kind_name`` text, ``text``, when it names another kind as a genre's
    header does (``nurikabe``, ``akari``, ``Star Battle``): read as a row, it was "line 2: 6 cells, expected 1",
    or Yin-Yang's "symbol 'n' is not 0 (empty), ...".

    Raises:
        PuzzleInputError: ``"line 1: 'nurikabe' names a Nurikabe puzzle, not Masyu (read it as kind 'nurikabe')"``.
    """
    named = header_genre(text[:200])
    if named is not None and named != kind_name:
        from ..puzzles.kinds import get

        title, other = get(kind_name).title, get(named).title
        article = "an" if other[:1].lower() in "aeiou" else "a"
        noun = "" if other.lower().endswith("puzzle") else " puzzle"
        raise PuzzleInputError(f"line {number}: {text.strip()[:40]!r} names {article} {other}{noun}, not {title} "
                               f"(read it as kind {named!r})", name)


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


__all__ = ["NO_COMMENTS", "comment_column", "numbered_lines", "header_genre", "refuse_comment", "refuse_header",
           "refuse_other_genre", "refuse_remark",
           "remark_line", "without_status_line"]
