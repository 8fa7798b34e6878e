"""The lines of a text grid that are not rows -- comments, remarks -- named as such where a grid's reader refuses
a row (a row of the wrong width, a symbol the grid does not take).  A genre's header gone wrong, which needs the
registry of kinds, is :mod:`gridsat.puzzles.headers`'s."""

from __future__ import annotations

from .errors import PuzzleInputError, cell_name, number_text, shown


def comment_column(line: str, cells: int) -> int | None:
    """The 1-based column of a ``#`` (or ``%``) that starts a comment on a grid's
    ``line`` -- a word beginning with ``#`` after exactly ``cells`` cells
    (a row, then a remark) or first on a line with more words (a remark
    alone) -- else None.  For a row already refused (a cell count that
    does not fit, a symbol the grid does not take): ``#`` is a cell in some
    grids (a wall), so only the reading that explains the fault names a
    comment.
    """
    import re

    words = list(re.finditer(r"\S+", line))  # the word after the row first: a wall first on a Light Up row
    for index in (cells, 0):  # ('# . . 1 # mine') was named the comment, column 1
        if index < len(words) and words[index].group().startswith(("#", "%")) and (index or len(words) > 1):
            return words[index].start() + 1
    return None


def remark_line(lines: list) -> int | None:
    """The number of the first of ``lines`` (``[(number, text)]``) that reads
    as a remark and not a row: a first word starting with ``#`` or ``%`` (the
    comment mark of Domino Fit's text, and of TeX) and a word of two or more
    letters after it (``# my puzzle``, ``% from the book``; a row of cells, where
    ``#`` may be a wall, has no such word), else None."""
    import re

    for number, text in lines:
        words = text.split()
        if words and words[0].startswith(("#", "%")) and any(re.search(r"[^\W\d_]{2}", w) for w in words[1:]):
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


SPACES = "separate a row's cells by spaces"  # what a row written without them is told (never another kind's
# command, by puzzles.unreadable.elsewhere: a Hitori's '1114' rows are a 4x4 Sudoku's digits)


def refuse_run_together(blocks: list, names: tuple, name: str, *, clue_parts: bool = False) -> int:
    """The width of a genre's text grid (``blocks``: its blocks of ``(number, tokens)``, named ``names``), refusing
    a row written without spaces: a token of several cells (``.5...``, ``..B``, ``BWWB``, ``#1#``: not digits alone,
    ``12`` one clue) in a block of clues, or a board one
    column wide whose every row is a number of the same two or more digits (``1114``: a Hitori of 4 cells a row
    read as a column of four numbers, and solved), or, for a board of regions, letters too (``AABB``: a Star Battle
    of 4 columns read as a column of four regions, and called infeasible), or cells separated by commas or
    semicolons (``1,1,2``; but for ``clue_parts``: a genre whose one clue lists numbers separated by commas, as
    Tapa's ``3,1,1``)."""
    import re

    refuse_box_lines(blocks, name)
    # only a line holding a token of 2 characters or more can hold one (len over its tokens runs in C: a 1000x1000
    # grid's million one-character cells were each matched against patterns, 0.4 s of its reading)
    # nor can a row of numbers alone (a 1000x1000 Hitori's million numbers up to 1000, each matched against the
    # patterns below, took 8 s to read, so its -t 5 ran out while reading)
    numbers = re.compile(r"[0-9 ]*")
    long = [[(number, tokens) for number, tokens in block if tokens and max(map(len, tokens)) > 1
             and not numbers.fullmatch(" ".join(tokens))] for block in blocks]
    # each row's own test first, in C (a 600x600 Shikaku's rows, '.' beside areas of 2 digits, had each of its
    # 360,000 cells matched against the patterns below: 5 s of reading)
    separated = (row for block in long for row in block if not clue_parts and "," in " ".join(row[1])
                 or ";" in " ".join(row[1]))
    for number, tokens in separated:  # '1,1,2' (a CSV): one cell, refused as
        for token in tokens:  # "clue '1,1,2' is not a whole number", which did not say how the cells are written
            if re.fullmatch(r"[.?#0-9A-Za-z]*(?:[,;][.?#0-9A-Za-z]*)+", token):  # ',5,,,': a spreadsheet's
                row = " ".join(tokens)  # empty cells, told "clue ',5,,,' is not a whole number or '?'"
                parts = re.split(r"\s*[,;]\s*", row)  # an empty part is an empty cell ('.'), but for one ending
                parts = parts[:-1] if parts[-1] == "" and "" not in parts[:-1] else parts  # the row ('1;1;2;')
                cells = " ".join(part or "." for part in parts)
                by = "commas" if "," in token else "semicolons"
                raise PuzzleInputError(f"line {number}: {shown(row, 24)} is cells separated by {by}: {SPACES} "
                                       f"({shown(cells, 24)})", name)
    if clue_parts:  # '3, 1, 1' was "line 3: 5 cells, expected 3": a clue's runs are one cell, written without spaces
        for block in blocks:  # (every row: '3 , 1' is cells of one character each, so in no row of ``long``)
            for number, tokens in block:
                run = next((m for m in re.finditer(r"[0-9?]+(?:\s*,\s*[0-9?]+)+", " ".join(tokens))
                            if " " in m.group()), None) if "," in " ".join(tokens) else None
                if run:
                    raise PuzzleInputError(f"line {number}: {shown(run.group(), 24)} is one clue's runs written with "
                                           f"spaces; write them without (" + re.sub(r"\s+", "", run.group()) + ")",
                                           name)
    prose = any(re.search(r"[A-Za-z]{3}", token) and "." not in token and not _symbols(token)  # ('..BWWB..',
                # 'BWWB': Masyu's pearls, not prose)
                for block in long for _, tokens in block if re.search(r"[A-Za-z]{3}", " ".join(tokens))
                for token in tokens)
    for what, block in zip(names, () if prose else long):  # (a word of prose is told what it is elsewhere)
        for number, tokens in block:
            for token in tokens:
                if clue_parts and 1 < len(token) <= 4 and "?" in token and re.fullmatch(r"[1-8?]+", token):
                    raise PuzzleInputError(f"line {number}: {shown(token, 24)} is cells or one clue's runs written "
                                           f"together: {SPACES} ({spaced(token)}), a clue's runs by commas "
                                           f"({','.join(token)})", name)  # '??' was told '? ?' alone
                if what != "regions" and len(token) > 1 and ("." in token or _symbols(token)) and _cells_alike(token):
                    raise PuzzleInputError(f"line {number}: {shown(token, 24)} is cells written together: "
                                           f"{SPACES} ({spaced(token)})", name)
    width = len(blocks[0][0][1]) if blocks[0] else 0
    for what, block in zip(names, blocks):  # an 'AABB' row under a board 4 wide (Heyawake's regions under its
        for number, tokens in block:  # clues, or a later row of Norinori's regions under 'A A B B') was "1 cell,
            # expected 4"
            if what == "regions" and width > 1 and len(tokens) == 1 and len(tokens[0]) == width \
                    and tokens[0].isascii() and tokens[0].isalnum():
                raise PuzzleInputError(f"line {number}: {shown(tokens[0], 24)} is cells written together: "
                                       f"{SPACES} ({spaced(tokens[0])})", name)
    first = blocks[0]
    words = [tokens[0] for _, tokens in first if len(tokens) == 1]
    if len(first) > 1 and len(words) == len(first) and len({len(w) for w in words}) == 1 and len(words[0]) > 1 \
            and all(w.isascii() and (w.isdigit() or names[0] == "regions" and w.isalnum()) for w in words):
        truly = ("name its regions by one character each" if names[0] == "regions"  # (the advice alone turned a
                 else "give it as JSON or a URL")  # true column, 'room1' over 'room2', into a puzzle 5 wide)
        raise PuzzleInputError(f"line {first[0][0]}: {shown(words[0], 24)} reads as one cell of a board one column "
                               f"wide: {SPACES} ({spaced(words[0])}); a board truly one column wide: {truly}", name)
    from .board import MAX_SIDE

    if len(first[0][1]) > MAX_SIDE:  # (was "cols must be a whole number from 1 to 1000", a word the text has not)
        raise PuzzleInputError(f"line {first[0][0]} has {len(first[0][1]):,} cells; at most {MAX_SIDE} per side", name)
    return len(first[0][1])


def refuse_box_lines(blocks: list, name: str) -> None:
    """Refuse a grid drawn with box lines (``5 3 . | . 7 .`` and ``------+------``, as Sudokus are often
    written on the web): they read as cells ("line 4: 1 cell, expected 11"), a message that did not say what to
    take out."""
    import re

    def box(token: str) -> bool:
        return token in ("|", "+") or bool(re.fullmatch(r"[-=+|]*[-=+|]{3}[-=+|]*", token))

    plain = re.compile(r"[^-=+|]*")  # a row without these characters draws no box (matched once a row, not a cell)
    for number, tokens in (row for block in blocks for row in block):
        if plain.fullmatch(" ".join(tokens)):
            continue
        if "|" in tokens or "+" in tokens or any(map(box, tokens)):
            line, cells = " ".join(tokens), " ".join(t for t in tokens if not box(t))
            if not cells:
                raise PuzzleInputError(f"line {number}: {shown(line, 24)} is a box's border, not cells: leave it "
                                       "out (only the cells, a row a line, separated by spaces)", name)
            raise PuzzleInputError(f"line {number}: {shown(line, 24)} draws box lines ('|'), which are not cells: "
                                   f"write the row's cells alone, separated by spaces ({shown(cells, 24)})", name)


def _symbols(token: str) -> bool:
    """Whether ``token`` is capitals, Masyu's drawn pearls, '#', '?' (digits too, but not only digits: '12' is one
    clue): 'BWWB', '#1#', '○●'."""
    import re

    return bool(re.fullmatch(r"(?=.*[A-Z#?○●])[0-9A-Z#?○●]+", token))


def _cells_alike(token: str) -> bool:
    """Whether ``token`` reads as cells of a grid (``.5..``, ``..B``, ``1..#``; Masyu's pearls as gridsat draws them,
    ``○.●``: "clue '○.●' is not a pearl W or B", where ``W.B`` was told to use spaces), not a URL or a file name."""
    import re

    return bool(re.fullmatch(r"[.?#0-9A-Za-z○●]+", token))


def spaced(token: str) -> str:
    """``token``'s first characters as cells separated by spaces, quoted: ``'. 5 . . .'``."""
    return f"'{' '.join(token[:6])}{' ...' * (len(token) > 6)}'"


#: Characters ``str.split`` takes for spaces between cells that Unicode takes for line ends, by name: inside a row
#: they joined two rows into one, unsaid (``4 .\u20282 .``, a 2x2 Shikaku, was read as a 1x4 board and solved).
LINE_ENDS = {"\x0b": "vertical tab", "\x0c": "form feed", "\x1c": "file separator", "\x1d": "group separator",
             "\x1e": "record separator", "\x85": "next-line character", "\u2028": "line separator",
             "\u2029": "paragraph separator"}


def refuse_line_end(number: int, line: str, name: str) -> None:
    """Refuse row ``line`` (line ``number`` of a text grid) holding one of :data:`LINE_ENDS` between its cells,
    naming it and its column (at either end of the line it is a space, as before), or cells separated by tabs
    with some empty (a spreadsheet's rows copied: its empty cells vanished between the tabs, "line 2: 4 cells,
    expected 3", or "not a puzzle gridsat can read")."""
    fields = line.split("\t") if "\t" in line else ()
    if len(fields) > 2 and "" in (f.strip() for f in fields) and not any(" " in f.strip() for f in fields):
        cells = " ".join(f.strip() or "." for f in fields)
        raise PuzzleInputError(f"line {number}: {shown(line, 24)} is cells separated by tabs, some of them empty "
                               f"(a spreadsheet's copy), which spaces cannot keep: write '.' in each empty cell "
                               f"and {SPACES} ({shown(cells, 24)})", name)
    inner = line.strip()
    if not inner.isprintable():
        at = next((i for i, ch in enumerate(inner) if ch in LINE_ENDS), None)
        if at is not None:
            column = len(line) - len(line.lstrip()) + at + 1
            raise PuzzleInputError(f"line {number}, column {column}: a {LINE_ENDS[inner[at]]} "
                                   f"(U+{ord(inner[at]):04X}) inside a row: end each row with a plain line end "
                                   "(a row a line, its cells separated by spaces)", name)


def numbered_lines(text: str) -> list:
    """``[(number, line)]`` of ``text``'s lines, numbered from 1 (a
    ``\\r\\n`` or lone ``\\r`` line end read as ``\\n``, as a file's are: a text of lone ``\\r`` ends given
    from Python was one row, ``. . 1\\r. . .`` a 1x6 puzzle)."""
    lines = list(enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1))
    first = next((i for i, (_, line) in enumerate(lines) if line.strip()), 0)  # blank lines above the grid left
    return lines[first:]  # out, the rest keeping their numbers (a header is the first line that is not blank)


def without_status_line(text: str) -> str:
    """``text`` without the status line gridsat prints under an answer (``solved in 0.015 s``, ``... by the exact
    engine``), as an answer file written by ``gridsat KIND P > P.solution.txt`` ends: a Sudoku's was refused ("must
    be rows of 1/2/.../9") for that line alone; and the lines ``-n N`` prints around the one board kept of its list
    (``solution K`` above it, ``2 solutions listed (...)`` under it: "must be rows of #/./*/x", of its own lines), the
    uniqueness verdict ``-u`` prints above it (``unique: no other answer exists``, or ``uniqueness unknown: ...``: a
    ``gridsat KIND P -u`` saved was refused by every kind but Nurikabe, Hitori and Yin-Yang), the count ``--count``
    prints (``1 solution (all counted)``), ``--forced``'s key when every cell is forced (one answer was drawn all
    the same) and the key under an answer (``██ shaded, · unshaded``); its colours' escape codes left out too (a
    drawing saved under FORCE_COLOR was "not as gridsat draws an answer")."""
    return "\n".join(line for line in without_colour(text).splitlines() if not is_status_line(line))


def is_status_line(line: str) -> bool:
    """Whether ``line`` (without colours) is one of the lines :func:`without_status_line` leaves out: a reader
    numbering a saved answer's lines skips them one by one (an exact cover's "92 solutions (all counted)" was "no
    option of a cover as gridsat prints one")."""
    import re

    return bool(re.fullmatch(_STATUS, line) or re.fullmatch(_VERDICT, line) or _all_forced(line)
                or re.fullmatch(_ANSWER_KEY, line))


#: The status line under a drawn answer: ``solved in 0.015 s``; and under a count cut short, or a run stopped
#: once it had an answer, ``stopped by --limit 3 after 0.022 s`` and ``interrupted (Ctrl-C) after 1.2 s`` (a
#: ``--count --limit 3`` saved was refused: "must be rows of #/./*/x or of numbers").
_STATUS = (r"\s*((solved|infeasible|unknown) in \d+(\.\d+)? s\b.*|stopped by .* after \d+(\.\d+)? s\s*|"
           r"interrupted \((Ctrl-C|SIGTERM)\) after \d+(\.\d+)? s\b.*)")


def refuse_no_answer_printed(text: str, what: str, name: str,
                             remedy: str = "write the puzzle's solution in it, or remove it") -> None:
    """Refuse what gridsat prints for a puzzle with no answer (``no answer: ...``, ``infeasible in 0.04 s``)
    saved as its solution, as the same run's ``--json`` is refused: it was "must be rows of 1/2/.../9"; and saved as
    a position (``hint --position``, the web's position): "'no' is not 0 or ? (undecided), ..."."""
    import re

    from .errors import PuzzleInputError

    lines = [line.strip() for line in text.splitlines() if line.strip()]
    found = next((line for line in lines if re.fullmatch(r"infeasible in \d+(\.\d+)? s\b.*", line)), None)
    if found is None and lines and re.match(r"no (answer|tiling)\b", lines[0]):  # the web's "text" of it
        found = lines[0] if len(lines[0]) <= 60 else lines[0][:57] + "..."
    if found:
        raise PuzzleInputError(f"the {what} holds gridsat's output of a run with no answer in it ({found!r}): "
                               f"{remedy}", name)


def without_colour(text: str) -> str:
    """``text`` without the colours' escape codes of gridsat's drawings (``\\x1b[1m``...), as an answer saved under
    FORCE_COLOR holds them: every reader of a drawn answer reads the text without them (a Nurikabe whose clues drew
    its cells three wide, and a ``-u`` saved with its second answer, were read with them: "must be rows of
    #/./*/x", "drawn inside borders, but not as gridsat draws an answer")."""
    import re

    return re.sub(r"\x1b\[[0-9;]*m", "", text)


#: The key under a drawn answer (:func:`gridsat.puzzles.grid.result.answer_key`): glyphs, each with its words. The
#: glyphs are drawn ones, never ASCII: a recorded answer row of the text symbols, ``* x x x x x`` (a bulb, then
#: cells without), was taken for a key and left out ("the recorded solution is 5x6; the puzzle is 6x6"); or a
#: number shaded with its cell (Heyawake's ``1█ shaded under its number``).
_GLYPH = r"([^\x00-\x7f\s]{1,2}|[\d?]+█)"
#: (a glyph pair such as Yin-Yang's "●/○ given black/white circles" too: it was read as a row)
_ANSWER_KEY = rf"\s*{_GLYPH}(/{_GLYPH})? [a-z][a-z /]*(, {_GLYPH}(/{_GLYPH})? [a-z][a-z /]*)*\s*"


def _all_forced(line: str) -> bool:
    """Whether ``line`` is the key ``--forced`` prints under a board every cell of which is forced (``all 100
    cells forced``; before 2026-12: ``? not forced (100 of 100 cells forced)``): that board is the one answer,
    drawn as the answer is."""
    import re

    if re.fullmatch(r"\s*all [\d,]+ cells( with every side)? forced\s*", line):
        return True
    found = re.fullmatch(r"\s*\? not forced(, [^(]*)? \(([\d,]+) of ([\d,]+) cells( with every side)? forced\)", line)
    return found is not None and found.group(2) == found.group(3)


#: The lines ``-u``, ``--count`` and ``-n`` print around a drawn answer (one answer drawn, or one kept of a list).
_VERDICT = (r"\s*(solution \d+|a second answer|[\d,]+ solutions? listed \(.*\)|unique: no other answer exists|"
            r"not unique: another answer exists \(.*\)|uniqueness unknown: .*|"
            r"[\d,]+ (distinct )?solutions? \((all counted|incomplete: .*)\))\s*")


def rows_text(grid, source: str) -> str:
    """A position given as rows of cells (0 undecided, marks or labels; a row may be text, each symbol a cell) as
    the text its reader splits on blanks: each cell one word (0 as ``.``), one line a row.  A cell whose text is
    empty or holds a blank is refused, naming it: joined, it ran into its neighbours (``['', '<', '>', '. .']``
    was read as a domino one cell to the left, the row's count of words still right).

    Raises:
        PuzzleInputError: such a cell (``source`` named).
        TypeError: a cell neither text, a whole number nor 0 (a dict's ``{}`` ran into its row's text, refused as
            "not valid JSON: Extra data"; None was read as the mark 'None').
    """
    from numbers import Integral, Real

    lines = []
    for r, row in enumerate(grid):
        if isinstance(row, str):  # a row as text: each of its symbols a cell, as it always was ('<>..', '< > . .')
            lines.append(" ".join(row) + "\n")
            continue
        words = []
        for c, v in enumerate(row):
            if isinstance(v, bool) or not isinstance(v, (str, Integral)) and not (isinstance(v, Real) and v == 0):
                raise TypeError(f"{source}: {cell_name((r, c))} is {type(v).__name__} {shown(v, 40)}: a position's "
                                "cells are marks or labels (str), whole numbers, or 0 undecided")
            word = "." if not isinstance(v, str) and v == 0 else v if isinstance(v, str) else \
                number_text(v) if isinstance(v, int) and v.bit_length() > 14000 else str(v)
            if len(word.split()) != 1 or word.strip() != word:
                raise PuzzleInputError(f"{cell_name((r, c))}: {shown(v, 40)} is not one cell's mark (no blank in "
                                       "it, nor empty)", source)
            words.append(word)
        lines.append(" ".join(words) + "\n")
    return "".join(lines)


def drawn_size(widths: list, rows: int, cols: int, board: str = "puzzle") -> str:
    """The message for a drawn board (given back as a position) whose size is not the puzzle's: ``widths`` are
    ``(line number, cells)`` of its rows as read.  Rows of several widths name the first line whose width is not
    the board's ("5 rows of 4/5 cells" named no line, where the position's 0/1/2 form names it)."""
    shown = "/".join(f"{w:,}" for w in sorted({w for _, w in widths}))
    drawn = f"{len(widths):,} rows of {shown}" if len(widths) != 1 else f"1 row of {shown}"
    odd = next(((n, w) for n, w in widths if w != cols), None) if len({w for _, w in widths}) > 1 else None
    where = f" (line {odd[0]:,} has {odd[1]:,})" if odd else ""
    return f"the drawn board has {drawn} cells{where}; the {board} has {rows:,} rows of {cols:,}"


def refuse_status_only_answer(solution) -> None:
    """Refuse a recorded solution (text, or its lines as a list) holding only lines gridsat prints under an answer
    (its key, ``solved in 0.1 s``), for every kind alike: a Yin-Yang's key alone was "symbol '██' is not 1 (white)
    or 2 (black)", of a line that is no row; the grid kinds said "has no rows", a Sudoku "must be rows of ..."."""
    if isinstance(solution, (list, tuple)) and solution and all(isinstance(line, str) for line in solution):
        solution = "\n".join(solution)
    if not isinstance(solution, str):
        return
    lines = [line.strip() for line in without_colour(solution).splitlines() if line.strip()]
    if lines and all(is_status_line(line) for line in lines):
        raise PuzzleInputError(f"the recorded solution holds no answer, only {shown(lines[0], 60)}, a line gridsat "
                               "prints under one: write the answer in it as gridsat prints it")


def refuse_only_status_lines(text, source: str, expected: str) -> None:
    """Refuse a position or answer ``text`` whose every line is one gridsat prints under a board (its key, ``solved
    in 0.1 s``): it holds no rows, and was "line 1, column 1: '██' is not 0 or ?", of a symbol the drawn board's
    reader takes.  Anything else (not text, no lines, a row among them) is left to the reader."""
    if not isinstance(text, str):
        return
    lines = [line.strip() for line in without_colour(text).splitlines() if line.strip()]
    if lines and all(is_status_line(line) for line in lines):
        raise PuzzleInputError(f"no rows, only {shown(lines[0], 60)}, a line gridsat prints under a board "
                               f"(expected {expected})", source)


__all__ = ["LINE_ENDS", "NO_COMMENTS", "comment_column", "drawn_size", "numbered_lines", "refuse_comment",
           "refuse_line_end", "refuse_remark",
           "rows_text", "remark_line", "without_colour", "without_status_line", "is_status_line",
           "refuse_no_answer_printed", "refuse_only_status_lines", "refuse_status_only_answer"]
