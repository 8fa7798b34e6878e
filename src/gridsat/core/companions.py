"""Files that go with a puzzle but are none: a board mask, a piece file, a
calendar edition file (the project's examples hold one of each).  Given
where a puzzle goes, each was answered by a parser's complaint ("not a
puzzle gridsat can read", "comments are not supported in a text grid", "a
pack puzzle is a JSON object such as ..."); :func:`companion_file` says what
the file is and the command that takes it."""

from __future__ import annotations

import re

#: A line of an edition file's section heading (``[editions]``, ``[pieces]``, ``[board NAME]``).
_SECTION = re.compile(r"^\[(editions|pieces|board\s+\S+)\]\s*$", re.M)
#: A board mask's line: cells ``#`` and no-cells ``.`` alone (a 0/1 mask reads as a Yin-Yang grid: not named).
_MASK_LINE = re.compile(r"[#.]+")


def companion_file(text: str, spec: str, *, page: bool = False, pieces: bool = True) -> str | None:
    """What ``text`` (read from ``spec``) is and the command that takes it
    (with ``page``, the page of ``gridsat serve`` that takes it), when it is
    a board mask, a piece file or a calendar edition file; else None.

    Args:
        text: the file's content.
        spec: the file's name as given (shown in the command; cut at 80 characters).
        pieces: tell a piece file too (False: the piece file reader asks, of a file it cannot read).

    Raises:
        TypeError: ``text`` is not a string.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a string, got {type(text).__name__}")
    from .settings import spelled  # from Python: the call to make, not a command

    import shlex  # the commands given are to paste: a name with a space quoted (Python's calls show repr)

    if spec == "-":  # standard input: '--pieces -' and '-e -' are no piece file or edition ("unknown piece set '-'")
        said = companion_file(text, "FILE", page=page, pieces=pieces)
        return None if said is None else said + " (standard input saved as FILE: it is read only as the puzzle)"
    shown = spec if len(spec) < 80 else spec[:77] + "..."
    typed = shlex.quote(spec) if len(spec) < 80 else shown
    head = text[:200_000]  # a companion file is small: a long text is judged by its beginning
    if _SECTION.search(head):
        return "this is a calendar edition file, not a puzzle: " + (
            "choose it as the calendar page's own edition file (/puzzle/calendar)" if page else
            spelled(f"gridsat calendar --verify-edition {typed} checks its dates; gridsat calendar DATE -e {typed} "
                    "solves one", f"gridsat.calendar(DATE, {shown!r}) solves one of its dates"))
    lines = [line.strip() for line in head.lstrip("\ufeff").splitlines() if line.strip()]
    if lines and "#" in head and all(_MASK_LINE.fullmatch(line) for line in lines) and len(text) <= len(head):
        return "this is a board mask, not a puzzle: " + (
            "draw the board on the packing page (/puzzle/pack)" if page else
            spelled(f"gridsat pack --board {typed}", f"gridsat.pack(board={shown!r}, pieces=...)"))
    from .errors import PuzzleInputError
    from .pieces import parse_pieces

    if pieces and len(text) <= len(head) and any(":" in line for line in lines):
        try:
            parse_pieces(text, source=shown)
        except PuzzleInputError:
            return None
        return "this is a piece file, not a puzzle: " + (
            "choose it as the packing page's own piece file (/puzzle/pack)" if page else
            spelled(f"gridsat pack --board RxC --pieces {typed}", f"gridsat.pack(board='RxC', pieces={shown!r})"))
    return None


#: The title of the kind whose puzzle a text is (its reader's strict test), or None: set by gridsat.puzzles
#: (core names no kind).
puzzle_title = None


def other_companion(text: str, wanted: str, source: str | None):
    """A :class:`~gridsat.core.errors.PuzzleInputError` saying ``text`` is another companion file than the
    ``wanted`` one ("edition file", "piece file", "board mask"), or None.  A piece file given as a calendar
    edition was told "line 3: text before the first section", an edition file given as pieces "line 4: expected
    'NAME: ROW/ROW/...', got '[editions]'" and as a board "unknown symbol 'A'": each now says what the file is."""
    if not isinstance(text, str):
        return None
    said = companion_file(text, "FILE", pieces=wanted != "piece file")
    if said is None:  # another kind's puzzle: 'pack -b yinyang-10x10.txt' was "unknown symbol '2' at line 1, column 10"
        title = puzzle_title(text) if puzzle_title is not None else None
        if not title:
            return None
        from .errors import PuzzleInputError

        return PuzzleInputError(f"this looks like {'an' if title[0] in 'AEIOU' else 'a'} {title} puzzle, not "
                                f"{'an' if wanted[0] in 'aeiou' else 'a'} {wanted}: give it as the puzzle itself",
                                source)
    what = said.split(", not a puzzle", 1)[0].removeprefix("this is ")
    if wanted in what:  # the file is what was asked for: its own reader's message stands
        return None
    from .errors import PuzzleInputError

    article = "an" if wanted[0] in "aeiou" else "a"
    return PuzzleInputError(f"this is {what}, not {article} {wanted}", source)


__all__ = ["companion_file", "other_companion"]
