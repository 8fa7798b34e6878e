"""A grid kind's answer read back from the drawing gridsat prints of it (``gridsat KIND P > P.solution.txt``), for
``batch --check-answer``: cells two characters wide (or, on a board of rooms, as wide as its lines say, between the
rooms' borders), ``██`` shaded, ``·`` unshaded, a clue's number (``?`` one not given), ``▓▓`` a wall, a circle, a bulb
or a star; the reading is trusted only when drawing it again gives the same cells."""

from __future__ import annotations

#: What a drawn cell holds, by its glyph (a clue's number: 0, the value of the cells the kinds number; ``?`` a clue
#: whose number is not given, as a puzz.link URL's ``.``: a Nurikabe drawn with one was "must be rows of #/./*/x").
GLYPHS = {"██": 1, "▓▓": 0, "·": 0, "○": 0, "●": 1, "◉": 1, "★": 1, "?": 0}  # ▓▓ a Light Up wall without a number

#: Characters only gridsat's drawings of a board hold (no answer written as rows of symbols has them).
DRAWN = frozenset("█▓·○●◉★┌┐└┘├┤┬┴┼─│")


def as_drawing(solution):
    """``solution`` as one text when it is the lines of a board as gridsat draws it, or rows whose cells are
    separated by spaces (a record's ``"solution"`` as such a list of lines was "must be rows of #/./*/x or of
    numbers", where the same lines as one string were read), else ``solution`` as it is; a text without its
    colours' escape codes (:func:`~gridsat.core.grid_text.without_colour`)."""
    from ...core.grid_text import without_colour

    if isinstance(solution, str):
        return without_colour(solution)
    if isinstance(solution, (list, tuple)) and solution and all(isinstance(line, str) for line in solution) \
            and any(DRAWN.intersection(line) or len(line.strip().split()) > 1 for line in solution):
        return "\n".join(solution) + "\n"
    return solution


def _lines(text: str) -> list:
    return [line.rstrip() for line in text.splitlines() if line.strip()]


def _dedented(lines: list) -> list:
    """``lines`` less the whitespace they all begin with: a drawing pasted indented (or after a tab) was told "must
    be rows of #/./*/x or of numbers", of gridsat's own drawing, where a board of rooms pasted so was read."""
    import os

    common = os.path.commonprefix([line[:len(line) - len(line.lstrip())] for line in lines]) if lines else ""
    return [line[len(common):] for line in lines]


def _cells(line: str, cols: int, width: int = 2) -> list | None:
    padded = line.ljust(width * cols)
    return [padded[width * c:width * (c + 1)] for c in range(cols)] if len(padded) == width * cols else None


def drawn_board_cells(lines: list, rows: int, cols: int) -> list | None:
    """Rows of the cells' drawings in ``lines``: two characters a cell, or, for a board drawn inside its regions'
    borders (:func:`~gridsat.render.ascii.bordered`, first line ``┌``), the cell lines' characters between the
    border characters, as wide as the lines say; None when ``lines`` are no such board of ``rows x cols``."""
    if lines and lines[0].lstrip().startswith("┌"):  # every line of it starts with a border: indented, as pasted
        lines = [line.lstrip() for line in lines]
    if not lines or not lines[0].startswith("┌"):
        if len(lines) != rows or not cols:
            return None
        width = max(2, -(-max(map(len, lines)) // cols))  # wider where a number needs it: a Tapa's "1111 " (was
        rows_of = [_cells(line, cols, width) for line in lines]  # "is no row as gridsat draws the board")
        return None if any(row is None for row in rows_of) else rows_of
    if len(lines) != 2 * rows + 1 or (len(lines[1]) - 1) % cols:
        return None
    width = (len(lines[1]) - 1) // cols - 1
    if width < 2 or any(len(line) != cols * (width + 1) + 1 for line in lines) or stray_mark(lines, width):
        return None
    return [[line[1 + c * (width + 1):(c + 1) * (width + 1)] for c in range(cols)] for line in lines[1::2]]


#: What a bordered board's border lines, and its cell lines between the cells, hold.
BORDERS = frozenset("─│┌┐└┘├┤┬┴┼ ")


def stray_mark(lines: list, width: int) -> tuple | None:
    """``(line index, column from 1, character)`` of the first character of a bordered board's ``lines`` (cells
    ``width`` wide) standing where only its borders go, else None: '5 █' for '5█ ' was read as the 5 unshaded, the
    '█' taken for a border and dropped."""
    for i, line in enumerate(lines):
        at = range(0, len(line), width + 1) if i % 2 else range(len(line))
        j = next((j for j in at if line[j] not in BORDERS), None)
        if j is not None:
            return i, j + 1, line[j]
    return None


def inside_borders(lines: list, numbers: list, puzzle, source: str | None = None) -> tuple:
    """``lines`` (their ``numbers`` in the file) with a board drawn inside its rooms' borders (a Star Battle's or
    Heyawake's hint, :func:`~gridsat.render.ascii.bordered`'s) as its cell lines alone, the border characters left
    out (it was "'┌' is not 0 or ?", of the hint's own drawing), other lines as they are; and their numbers.  A
    board of another number of rows is read as drawn (its size then named: "'┌' is not 0 or ?" of a row cut off).

    Raises:
        PuzzleInputError: (at ``source``) a line of the board longer or shorter than its others, named (a cell
            typed a character wider, '5##', was "line 1, column 1: '┌' is not 0 or ?", the border named).
    """
    start = next((i for i, line in enumerate(lines) if line.lstrip().startswith("┌")), None)
    end = None if start is None else start + 2 * puzzle.rows + 1
    cells = None if start is None else drawn_board_cells(lines[start:end], puzzle.rows, puzzle.cols)
    if cells is None and start is not None:
        end = next((i for i in range(start + 1, len(lines)) if lines[i].lstrip()[:1] not in "│├└"), len(lines))
        cells = drawn_board_cells(lines[start:end], (end - start - 1) // 2, puzzle.cols)
    if not cells:
        if start is not None:
            _refuse_ragged(lines[start:end + 1], numbers[start:end + 1], source, puzzle.cols, end - start)
        return lines, numbers
    return (lines[:start] + ["".join(row).rstrip() for row in cells] + lines[end:],
            numbers[:start] + numbers[start + 1:end:2] + numbers[end:])


def _refuse_ragged(lines: list, numbers: list, source: str | None, cols: int, drawn: int) -> None:
    """Refuse the first of a bordered board's ``lines`` (``numbers`` in the file) whose length is not most of
    theirs, when the others agree (each line as long as its cells and borders), a board without its last line, or
    a mark where its borders go (:func:`stray_mark`); ``drawn``: how many of ``lines`` start as its lines do."""
    from collections import Counter

    lines = [line.lstrip() for line in lines] if lines[0].lstrip() != lines[0] else lines  # (pasted indented)
    lines, after = lines[:drawn], lines[drawn:]  # (the line after them: one of the board's with a mark at its start)
    if after and len(after[0]) == len(lines[0]) and not lines[-1].startswith("└"):
        lines, numbers = lines + after, numbers[:drawn + 1]
    (width, most), = Counter(map(len, lines)).most_common(1)
    odd = next((i for i, line in enumerate(lines) if len(line) != width), None)
    from ...core.errors import PuzzleInputError, shown

    if odd is not None and most > len(lines) // 2:
        raise PuzzleInputError(f"line {numbers[odd]:,}: {shown(lines[odd], 50)} is {len(lines[odd]):,} characters "
                               f"long, the board's other lines {width:,}: a board drawn inside borders has each cell "
                               "as wide as gridsat draws it", source)
    stray = stray_mark(lines, (width - 1) // cols - 1) if odd is None and (width - 1) % cols == 0 else None
    if stray is not None:
        i, column, mark = stray
        raise PuzzleInputError(f"line {numbers[i]:,}, column {column:,}: {mark!r} stands where the board's borders "
                               "go: a board drawn inside borders has each cell as wide as gridsat draws it", source)
    if len(lines) > 1 and not lines[-1].startswith("└"):  # (a board copied without its last line)
        raise PuzzleInputError(f"line {numbers[-1]:,}: the board drawn inside borders ends without its bottom "
                               "border ('└...┘'): give the board whole, as gridsat draws it", source)


def refuse_several(text: str, what: str = "the recorded solution", source: str | None = None) -> None:
    """PuzzleInputError (at ``source``) when ``text`` holds several boards as gridsat prints them (``--unique``'s ``a
    second answer``, ``-n``'s ``solution 2``): it was told "must be rows of #/./*/x or of numbers", of its own
    drawing; ``what``: what the text is, in the message."""
    import re

    from ...core.errors import PuzzleInputError

    if not isinstance(text, str):  # rows as JSON or lists: the kind's reader takes them
        return
    from ...core.grid_text import without_colour

    lines = without_colour(text).splitlines()  # saved in colour, its heading was missed: "the drawn board has 8 rows"
    if "solution" in what:  # a --forced drawing of a puzzle with several answers: it was "drawn inside borders,
        # but not as gridsat draws an answer" or "must be rows of #/./*/x", of gridsat's own drawing
        key = next((m for m in map(_partly_forced, lines) if m), None)
        if key:
            raise PuzzleInputError(f"{what} is a --forced drawing with {key} not forced ('?'): a solution decides "
                                   "every cell (save the answer gridsat prints without --forced)", source)
    heads = [line for line in lines if re.fullmatch(r"a second answer|solution \d+", line.strip())]
    alone = heads == ["a second answer"] and not "".join(lines[:lines.index(heads[0])]).strip()  # the first deleted
    if len(heads) > 1 or heads == ["a second answer"] and not alone:  # one board kept under its "solution 2" (or
        # "a second answer") is one answer: it was "holds 1 answers as gridsat prints them"
        n = len(heads) + (heads[0] == "a second answer")
        raise PuzzleInputError(f"{what} holds {n} answers as gridsat prints them ({heads[-1]!r}): keep the one "
                               f"board {'to compare with' if 'solution' in what else 'to start from'}, and its lines "
                               "only", source)


def _partly_forced(line: str) -> str | None:
    """How many cells the key ``--forced`` prints under a board leaves undecided (``? not forced (15 of 16 cells
    forced)``: '1 cell'), or None for another line or a key of a board every cell of which is forced."""
    import re

    found = re.fullmatch(r"(?:.*; )?\s*\? not forced(, [^(]*)? \(([\d,]+) of ([\d,]+) cells( with every side)? "
                         r"(forced|not yet seen to vary: [^)]*)\)( \(unproven: [^)]*\))?\s*", line)
    # (Yin-Yang's after its key, '...black/white circles; ? not forced (78 of 100 cells forced)', and a search cut
    # short, '(... cells not yet seen to vary: unproven, ...)' or '(... cells forced) (unproven: ...)': such a
    # --forced drawing was "a recorded Yin-Yang solution must be rows of 1/2: r1c8 is 0")
    if not found:
        return None
    left = int(found.group(3).replace(",", "")) - int(found.group(2).replace(",", ""))
    return f"{left:,} cell{'s' if left != 1 else ''}" if left > 0 else None


def _as_before(cells):
    """Drawn ``cells`` with a shaded circle (``●█``, drawn so since 2026-12-05) as every shaded cell (``██``), so that
    an answer file gridsat drew before then still reads as the answer it is."""
    if cells is None:
        return None
    return [[chunk.replace("●█", "██").replace("○█", "██") for chunk in row] for row in cells]


def drawn_answer(text: str, result) -> list | None:
    """The rows of values ``text`` draws, when it is the board as ``result``'s kind draws an answer (its status line
    left out), else None (the kind's own reader then names what is wrong).  A cell whose drawing is the same
    whatever its value (a Light Up wall, a clue) takes the found answer's value: no drawing tells it."""
    from ...core.grid_text import without_status_line

    puzzle = result.puzzle
    given = _as_before(drawn_board_cells(_dedented(_lines(without_status_line(text))), puzzle.rows, puzzle.cols))
    if given is None:
        return None
    rows, keys = [], []
    for cells in given:
        row = []
        for chunk in cells:
            key = 2 * chunk[0] if chunk and set(chunk) in ({"█"}, {"▓"}) else chunk.strip()  # as wide as the cell
            if key.endswith("█") and (key.rstrip("█").isdigit() or key.rstrip("█") in ("?", "●", "○")):  # a number
                # or circle shaded with its cell (Heyawake's "2█", a room's '?' "?█", Statue Park's "●█")
                key = "██"
            if key not in GLYPHS and not (key and set(key) <= set("0123456789?")):  # a clue (a Tapa's "3??")
                return None
            row.append(GLYPHS.get(key, 0))
            keys.append(key)
        rows.append(row)

    def drawn(grid) -> list | None:
        try:
            return _as_before(drawn_board_cells(_lines(without_status_line(result.text(grid).plain)), puzzle.rows,
                                           puzzle.cols))  # (its key left out, as the given text's is)
        except (TypeError, ValueError):
            return None

    if puzzle.answer_values is None and all(key.isdigit() for key in keys):  # a genre whose answer is the cells'
        numbers = [[int(k) for k in keys[r * puzzle.cols:(r + 1) * puzzle.cols]] for r in range(puzzle.rows)]
        rows = numbers if drawn(numbers) == given else rows  # numbers (Fillomino): its drawing was "shows '5' where
    again = drawn(rows)  # gridsat draws '0'"
    if again != given:
        if again is None or not (text.lstrip().startswith("┌") or "·" in text or "█" in text):
            return None  # rows of digits alone: the kind's own reader takes them
        r, c = next((r, c) for r in range(puzzle.rows) for c in range(puzzle.cols) if again[r][c] != given[r][c])
        from ...core.errors import PuzzleInputError

        # it was "must be rows of #/./*/x or of numbers", of a drawing gridsat reads (a clue's cell drawn '·')
        shown, drawn = given[r][c].strip(), again[r][c].strip()
        if shown == drawn:  # they differ in their spacing alone (a tab): "shows '·' where gridsat draws '·'"
            shown, drawn = given[r][c], again[r][c]
        raise PuzzleInputError(f"the drawn answer's cell r{r + 1}c{c + 1} shows {shown!r} where gridsat draws "
                               f"{drawn!r} for that answer (a drawing edited by hand?)")
    found = result.grid
    if found is None:
        return rows
    merged = [[found[r][c] for c in range(puzzle.cols)] for r in range(puzzle.rows)]
    again = drawn(merged)
    if again is None or len(again) != puzzle.rows:
        return rows
    # a cell drawn alike with the found answer's value is no difference the drawing shows: that value stands
    return [[merged[r][c] if again[r][c] == given[r][c] else rows[r][c] for c in range(puzzle.cols)]
            for r in range(puzzle.rows)]


def drawn_position(text, kind, puzzle) -> list | None:
    """A solve's drawing of an answer given as a hint's position (its rooms boxed, Light Up's bulbs ``◉``): its rows
    as a position's values (2 shaded, 1 unshaded), else None.  Star Battle, Norinori, Heyawake and Light Up drawings
    were refused by their first character ("'┌' is not 0 or ?", "'·' is not ..."), where Nurikabe's were read."""
    from ...core.errors import PuzzleInputError

    if not isinstance(text, str) or not any(ch in text for ch in "┌◉★▓"):  # (none in a hint's board)
        return None
    try:
        rows = drawn_answer(text, kind.result_type(None, 0.0, puzzle=puzzle))
    except PuzzleInputError:
        return None
    return None if rows is None else [[2 if v else 1 for v in row] for row in rows]


def drawn_loop_answer(text: str, result) -> list | None:
    """The answer grid ``text`` draws, when it is a loop along the grid's lines as gridsat draws one (Slitherlink:
    ``·`` grid points four characters apart, ``───`` and ``│`` the loop's sides, its status line left out; indented
    as pasted or not) and drawing that grid again gives the same text; else None (the kind's own reader then names
    what is wrong).

    Raises:
        PuzzleInputError: the lines are such a drawing, but of another size, or with a cell that drawing the loop
            again does not give (a clue edited): it was "must be horizontal/vertical edge strings...", of a drawing.
    """
    import re

    from ...core.errors import PuzzleInputError
    from ...core.grid_text import without_status_line
    from .loop import loop_masks

    puzzle = result.puzzle
    if not getattr(puzzle, "loop_points", False):
        return None  # a loop through the cells' centres draws no side it does not also draw as a corner: not read
    lines = _lines(without_status_line(text))
    indent = min((len(line) - len(line.lstrip()) for line in lines), default=0)  # pasted indented: the points' lines
    lines = [line[indent:] for line in lines]  # start at the left edge, the cells' lines no further left (a cell's
    # line may begin with spaces of its own, a side not drawn: no common prefix of them all is the indent)
    points = lines[::2]
    drawing = len(lines) % 2 == 1 and all(re.fullmatch(r"·(?:(?:───| {3})·)*", line) for line in points) \
        and len({len(line) for line in points}) == 1
    if len(lines) != 2 * puzzle.rows + 1 or (drawing and len(points[0]) != 4 * puzzle.cols + 1):
        if drawing:
            raise PuzzleInputError(f"the drawn loop's board has {len(lines) // 2} rows of {len(points[0]) // 4} "
                                   f"cells; the puzzle has {puzzle.rows} rows of {puzzle.cols}")
        return None
    lines = [line.ljust(4 * puzzle.cols + 1) for line in lines]
    edges = set()
    for r in range(puzzle.rows + 1):
        for c in range(puzzle.cols):
            if lines[2 * r][4 * c + 1:4 * c + 4] == "───":
                edges.add(((r, c), (r, c + 1)))
    for r in range(puzzle.rows):
        for c in range(puzzle.cols + 1):
            if lines[2 * r + 1][4 * c:4 * c + 1] == "│":
                edges.add(((r, c), (r + 1, c)))
    grid = loop_masks(edges, puzzle.rows, puzzle.cols, True)
    try:
        again = _lines(result.text(grid).plain)
    except (TypeError, ValueError):
        return None
    given = [line.rstrip() for line in lines]
    if again == given:
        return grid
    if drawing and len(again) == len(given):
        i = next(i for i in range(len(given)) if again[i] != given[i])
        if i % 2:  # a cell's line: the cell whose inside differs
            a, g = again[i].ljust(4 * puzzle.cols + 1), given[i].ljust(4 * puzzle.cols + 1)
            c = next(c for c in range(puzzle.cols) if a[4 * c + 1:4 * c + 4] != g[4 * c + 1:4 * c + 4])
            shown, drawn = g[4 * c + 1:4 * c + 4].strip(), a[4 * c + 1:4 * c + 4].strip()
            if set(shown) & set("│─"):
                raise PuzzleInputError(f"the drawn loop has a side inside cell r{i // 2 + 1}c{c + 1}, off the grid's "
                                       "lines (a side runs between two points '·')")
            raise PuzzleInputError(f"the drawn loop's cell r{i // 2 + 1}c{c + 1} shows {shown or 'nothing'!r} where "
                                   f"gridsat draws {drawn or 'nothing'!r} for that loop (a drawing edited by hand?)")
    return None


def drawn_centre_loop_answer(text: str, result) -> list | None:
    """The answer grid ``text`` draws, when it is a loop through the cells' centres as gridsat draws one (Masyu: a
    cell's character -- a corner, ``│``, ``─``, a pearl or ``·`` -- and the one after it, ``─`` where the loop goes
    on to the right; its status line left out; indented as pasted or not) and drawing that grid again gives the
    same text; else None (the kind's own reader then names what is wrong).  A pearl shows no way the loop goes: a
    column's cells, taken downwards, each say how many of their two sides are up or down, and so which.  A puzzle
    whose clue cells are never on the loop says ``clues_off_loop`` (Yajilin: its clues and ``██`` shaded cells
    then hold no loop) and may make the answer of the loop's sides with ``answer_of_loop(masks)``."""
    from ...core.grid_text import without_status_line

    puzzle = result.puzzle
    if getattr(puzzle, "loop_points", True):
        return None
    lines = _lines(without_status_line(text))
    indent = min((len(line) - len(line.lstrip()) for line in lines), default=0)
    lines = [line[indent:] for line in lines]
    for w in range(2, 2 + max(2, -(-max(map(len, lines), default=0) // max(1, puzzle.cols)))):
        # two characters a cell, more where a number needs them (Numberlink's 100: three)
        if (grid := _centre_loop_of(puzzle, [line.ljust(w * puzzle.cols) for line in lines], w)) is None:
            continue
        try:
            again = _lines(result.text(grid).plain)
        except (TypeError, ValueError):
            return None
        if again == [line.rstrip() for line in lines]:
            return grid
    return None


def _centre_loop_of(puzzle, lines: list, w: int) -> list | None:
    """The answer grid ``lines`` (``w`` characters a cell) draw (see :func:`drawn_centre_loop_answer`), or None."""
    from .loop import loop_masks
    if len(lines) != puzzle.rows or any(len(line) > w * puzzle.cols for line in lines):
        return None
    edges = {((r, c), (r, c + 1)) for r in range(puzzle.rows) for c in range(puzzle.cols - 1)
             if lines[r][w * c + w - 1] == "─"}
    off = puzzle.clued() if getattr(puzzle, "clues_off_loop", False) else {}  # Yajilin's clue cells: no loop
    ends_at = puzzle.clued() if getattr(puzzle, "clue_ends", False) else {}  # Numberlink's: each ends one path
    for c in range(puzzle.cols):
        up = 0  # whether the loop comes into this cell from above
        for r in range(puzzle.rows):
            glyph = lines[r][w * c]
            across = sum(((r, c + dc - 1), (r, c + dc)) in edges for dc in (0, 1))
            ends = (r, c) in ends_at  # (a number a path ends at: Numberlink's, one line)
            down = glyph in "│┌┐" if glyph in "│┌┐└┘─" else \
                (0 if glyph in "· █" or (r, c) in off else (1 if ends else 2) - across - up)  # █: Yajilin's shaded
            if down not in (0, 1) or (down and r == puzzle.rows - 1):
                return None
            if down:
                edges.add(((r, c), (r + 1, c)))
            up = int(down)
    grid = loop_masks(edges, puzzle.rows, puzzle.cols, False)
    if hasattr(puzzle, "answer_of_loop"):  # the answer beyond the loop (Yajilin's shaded cells), from the loop
        grid = puzzle.answer_of_loop(grid)
    return grid


def text_rows(text: str) -> list:
    """A recorded loop answer's text as rows, one a line (blank lines apart): a line of words separated by spaces
    the list of its whole numbers (``"6 10 12"``), any other line itself (hex digits, one a cell: ``"6ac"``); text
    of one line, its words (rows of hex digits: ``"6ac 505 3a9"``).  (A ``split()`` of the whole text read each
    number as a row: "25 rows of unequal length" for a 5x5's numbers.)

    Raises:
        ValueError: a word of a spaced line that is no whole number."""
    words = [line.split() for line in text.splitlines() if line.strip()]
    if len(words) == 1:
        return words[0]
    return [[int(w) for w in row] if len(row) > 1 else row[0] for row in words]


__all__ = ["DRAWN", "GLYPHS", "as_drawing", "drawn_answer", "drawn_centre_loop_answer", "drawn_loop_answer",
           "drawn_position", "inside_borders", "refuse_several", "text_rows"]
