"""Hints for the polyomino placement kinds (packing, the calendar puzzle):
the exact-cover matrix of a :class:`~.problem.PlacementProblem`, its
answers, a player's position, and the steps of :mod:`.stepping`.

A *position* is the answer grid with the pieces placed so far: one token a
cell, separated by spaces (or one character a cell when every piece name is
one character): a piece's label (its name; ``Ob``, ``Oc``... for the second
and third copy of a piece used several times), ``.`` (or ``0``) for a cell
not covered yet, ``#`` (or ``.``) for a cell that stays uncovered (a
calendar's date cells, cells off the board).  ``gridsat hint --position``
reads it; :func:`position_text` writes it.
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, cell_name, counted, shown
from ...core.grid_text import rows_text
from .logic import Cover, Option
from .problem import PlacementProblem

#: Answers listed and checked for a hint (beyond: the verdict is ``several``
#: and steps are checked against these; they are sound by their rules).
MAX_ANSWERS = 5000
#: Placements the Python rules take on (a 6x10 box of pentominoes has 2,056).
MAX_OPTIONS = 20000


def cover_of(problem: PlacementProblem, name=None, check=None) -> Cover:
    """The exact-cover matrix: the free cells, every placement of every
    piece (fixed pieces' too: they are the first placed).  ``check`` is
    called as it is built (to stop at a deadline by raising).

    Raises:
        PuzzleInputError: holes allowed (the rules need every cell covered),
            or more placements than :data:`MAX_OPTIONS`, or more than the
            run's memory limit holds (:func:`~gridsat.core.memory.limited_to`).
    """
    from ...core.placements import all_placements, count_placements

    if problem.hole_count:
        raise PuzzleInputError("hints need every board cell covered; this puzzle leaves "
                               f"{counted(problem.hole_count, 'cell')} empty (holes)")
    if count_placements(problem.board, problem.pieces, problem.flip) > MAX_OPTIONS:
        raise PuzzleInputError(f"hints take boards with at most {MAX_OPTIONS:,} placements; "
                               f"board {problem.board.label} has more")
    from ...core.options import SolverOptions

    problem.check_memory(SolverOptions())  # weighed before any is built, against the run's --memory-limit, as a solve's
    blocked = problem.blocked
    options = [Option(pl.piece, pl.piece, pl.cells, 0, pl) for pl in all_placements(problem.board, problem.pieces,
                                                                                        problem.flip, check=check)
               if not blocked.intersection(pl.cells)]
    need = {p.name: n for p, n in problem.pieces.items}
    return Cover(problem.board.rows, problem.board.cols, problem.free_cells, options, need, name=name, check=check)


def keys(cover: Cover) -> dict:
    """``{(piece, sorted cells): option index}``."""
    return {(o.group, tuple(sorted(o.cells))): k for k, o in enumerate(cover.options)}


def answers_of(problem: PlacementProblem, cover: Cover, deadline: float | None):
    """``(answers, complete, bounded)``: the problem's tilings as sets of
    option indices (each checked by the independent checker), whether the
    listing ran to its end, and whether more than :data:`MAX_ANSWERS` exist.

    Raises:
        AssertionError: a tiling breaks a rule (the checker disagrees).
    """
    import time

    from ...core.compiled import require
    from ...engines.choice import TILING_MODULE
    from .check import check_tiling
    from .search import _full, exact_engine

    from ...core.options import SolverOptions, TimeUp

    require(TILING_MODULE, "a hint on a placement puzzle")
    index = keys(cover)
    if problem.remaining.items and problem.colouring_refutes:  # no tiling, proven at once (the search took 50 s)
        return [], True, False
    out = []
    try:  # its placements and rows are built under the clock too
        eng = exact_engine(problem, options=None if deadline is None else SolverOptions(deadline=deadline))
    except TimeUp:
        return [], False, False
    for tiling in eng.iter(tuple(problem.occupied), MAX_ANSWERS + 1, deadline=deadline):
        full = _full(problem, tiling.placements)
        broken = check_tiling(problem, full)
        if broken:
            raise AssertionError(f"a listed tiling breaks a rule: {broken[0]}")
        out.append({index[(pl.piece, tuple(sorted(pl.cells)))] for pl in full})
    complete = not (deadline is not None and time.perf_counter() > deadline and len(out) <= MAX_ANSWERS)
    if not problem.remaining.items:
        out, complete = [{index[(pl.piece, tuple(sorted(pl.cells)))] for pl in problem.fixed}], True
    return out[:MAX_ANSWERS], complete, len(out) > MAX_ANSWERS


def read_position(text: str, problem: PlacementProblem, source: str = "position") -> list:
    """A player's position as placements (:class:`~gridsat.core.placements.Placement`): one token a cell, or a
    row as gridsat draws it, one token for each cell the board has (those it lacks left blank).

    Raises:
        PuzzleInputError: JSON, a row or cell count that differs from the board's,
            ``#`` on a cell to cover, an unknown piece, a piece on a cell that stays uncovered, cells
            of one label that are not one placement of its piece, a piece
            used more often than the set has it.
    """
    from ...core.grid_text import without_colour
    from ...core.placements import Placement

    board = problem.board
    names = {p.name for p in problem.pieces.pieces}
    if isinstance(text, str):  # saved under FORCE_COLOR: its escape codes were read as cells ("row 1 has 7 cells")
        text = without_colour(text)
    text = _grid_rows(text, source)
    lines = board_lines(text, problem)
    if not lines and text.strip():  # 'abc' was "the position has 0 rows": its line was left out as no row
        first = next(line for line in text.splitlines() if line.strip())
        raise PuzzleInputError(f"no line of the position is a row of the board ({shown(first.strip(), 40)} is not): "
                               f"the position is the board's {counted(board.rows, 'row')} of piece names, as gridsat "
                               "draws a tiling (. for a cell not yet covered)", source)
    if len(lines) != board.rows:
        raise PuzzleInputError(f"the position has {counted(len(lines), 'row')}; the board has "
                               f"{counted(board.rows, 'row')}", source)  # not "1 rows"
    spaced = any(len(line.split()) > 1 for line in lines) or any(len(n) > 1 for n in names)
    cells_of: dict = {}
    for r, line in enumerate(lines):
        tokens = line.split() if spaced else list(line.strip())
        has = [c for c in range(board.cols) if (r, c) in board.cells]
        if spaced and len(tokens) != board.cols and len(tokens) == len(has):  # drawn as hint draws it: the cells
            row = ["#"] * board.cols  # off the board blank (a packing hint's board was refused, "row 2 has 4 cells")
            for c, tok in zip(has, tokens):
                row[c] = tok
            tokens = row
        if len(tokens) != board.cols:
            raise PuzzleInputError(f"row {r + 1} has {counted(len(tokens), 'cell')}; the board has "
                                   f"{counted(board.cols, 'column')}", source)
        for c, tok in enumerate(tokens):
            if tok == "#" and (r, c) in problem.free_cells:  # was read as undecided, the player's mark dropped
                raise PuzzleInputError(f"{cell_name((r, c))} is a cell to cover: '#' marks a cell that stays "
                                       "uncovered (use . for a cell not yet covered)", source)
            if tok in (".", "0", "#"):
                continue
            if tok not in names and _piece_of_copy(tok, names) is None:  # named before where it lies
                raise PuzzleInputError(f"row {r + 1}, column {c + 1}: {shown(tok, 40)} is no piece of the set (pieces: "
                                       f"{' '.join(sorted(names))})", source)
            if tok not in names:  # a copy's label: within the piece's count (Oc of O*2 was taken)
                from ...core.labels import copy_number, ordinal

                name = _piece_of_copy(tok, names)
                k, n = copy_number(name, tok), problem.pieces.count(name)
                if not 2 <= k <= n:
                    raise PuzzleInputError(f"row {r + 1}, column {c + 1}: {tok!r} would be the {ordinal(k)} copy of "
                                           f"piece {name}; the set has {n} ({name}*{n})", source)
            if (r, c) not in problem.free_cells:  # (a place the board lacks was "a cell that stays uncovered")
                where = "covers a cell that stays uncovered" if (r, c) in board.cells else \
                    "lies off the board (it has no cell there)"
                raise PuzzleInputError(f"{cell_name((r, c))}: {tok} {where}", source)
            cells_of.setdefault(tok, []).append((r, c))
    placed = []
    for label, cells in cells_of.items():
        name = label if label in names else _piece_of_copy(label, names)
        shapes = problem.pieces[name].orientations(problem.flip)
        from ...core.polyomino import normalise

        shape = normalise(cells)
        if shape not in shapes:  # a mirror image of a one-sided piece said only "not one placement", as if no shape
            flipped = not problem.flip and shape in problem.pieces[name].orientations(True)
            size = problem.pieces[name].size  # a piece half drawn was told only "not one placement"
            covers = f": {label} covers {counted(len(cells), 'cell')}, and piece {name} has {size}"
            why = (": it is flipped over, and the pieces are one-sided (rotations only)" if flipped else
                   covers + " (a position places whole pieces)" if len(cells) < size else
                   covers if len(cells) > size else "")
            raise PuzzleInputError(f"the cells of {label} ({cell_name(cells[0])}...) are not one placement of piece "
                                   f"{name}{why}", source)
        placed.append(Placement(name, shapes.index(shape), tuple(sorted(cells))))
    for p, n in problem.pieces.items:
        used = sum(1 for pl in placed if pl.piece == p.name)
        if used > n:
            raise PuzzleInputError(f"piece {p.name} is placed {used} times; the set has {n}", source)
    return placed


def board_lines(text: str, problem: PlacementProblem, labels=()) -> list:
    """The non-blank lines of ``text`` holding the board, when it is the board as gridsat draws it: the lines
    before and after it that are no row of the board (a hint's sentence, the calendar's title, the status line
    ``solved in ...``) left out.
    Such a line holds a word in lowercase and a token that is no piece name, copy's label, ``.``, ``0``, ``#`` or
    one of ``labels`` (a calendar's date cells)."""
    lines = [line for line in text.splitlines() if line.strip()]
    names = {p.name for p in problem.pieces.pieces}

    def words(line: str) -> bool:  # a line of words, no row of the board (a row with a wrong label stays: named)
        tokens = [t.strip("():,;") for t in line.split()]
        return any(len(t) > 1 and t.isalpha() and t.islower() for t in tokens) and not all(
            t in names or t in (".", "0", "#") or t in labels or _piece_of_copy(t, names) for t in tokens)

    while lines and words(lines[0]):
        lines.pop(0)
    while lines and words(lines[-1]):
        lines.pop()
    return lines


def _piece_of_copy(label: str, names) -> str | None:
    """The piece whose copy ``label`` is (``Ob``, ``Oaa``: the name, then
    lowercase letters; :func:`~gridsat.puzzles.placement.draw.copy_label`),
    or None."""
    for cut in range(len(label) - 1, 0, -1):
        if label[:cut] in names and label[cut:].isascii() and label[cut:].isalpha() and label[cut:].islower():
            return label[:cut]
    return None


def start_of(problem: PlacementProblem, cover: Cover, placed) -> list:
    """Option indices of the fixed pieces and the position's other pieces.

    Raises:
        PuzzleInputError: a placed piece overlaps a fixed or another placed one, or is no placement of its piece
            on the board (a Placement given as ``start`` met KeyError).
    """
    index = keys(cover)
    out = [index[(pl.piece, tuple(sorted(pl.cells)))] for pl in problem.fixed]
    taken = {c for pl in problem.fixed for c in pl.cells}
    for pl in placed or ():
        k = index.get((pl.piece, tuple(sorted(pl.cells))))
        if k is None:
            where = f" at {cell_name(min(pl.cells))}" if pl.cells else ""
            raise PuzzleInputError(f"piece {pl.piece}{where} is no placement of a piece of the set on the board "
                                   f"({counted(len(pl.cells), 'cell')})", "position")
        if k in out:
            continue
        if taken.intersection(pl.cells):
            fixed = {c for f in problem.fixed for c in f.cells}  # (two placed pieces were said to be one pre-placed)
            raise PuzzleInputError(f"piece {pl.piece} overlaps {'a pre-placed' if fixed & set(pl.cells) else 'another'}"
                                   " piece", "position")
        taken |= set(pl.cells)
        out.append(k)
    used = {}
    for k in out:
        used[cover.options[k].group] = used.get(cover.options[k].group, 0) + 1
    for name, n in used.items():
        if n > cover.need[name]:
            raise PuzzleInputError(f"piece {name} is placed {n} times; the set has {cover.need[name]}", "position")
    return out


def deduce(problem: PlacementProblem, *, start=None, deadline=None, first=False, name=None, phrasing=None):
    """The steps of a placement puzzle (see :func:`.stepping.deduce`) from
    its fixed pieces, or from ``start`` (placements, as
    :func:`read_position` reads them)."""
    import time

    from .stepping import Phrasing, deduce as step

    from ...core.options import TimeUp

    began = time.perf_counter()

    def check():
        if deadline is not None and time.perf_counter() > deadline:
            raise TimeUp()

    try:  # building the matrix of 20,000 placements takes a third of a second: under the clock
        check()
        cover = cover_of(problem, name, check)
        check()
        begin = start_of(problem, cover, start)
        check()
    except TimeUp:
        return cut_while_built(problem, start, began)
    answers, complete, bounded = answers_of(problem, cover, deadline)
    if bounded and start and not any(set(begin) <= a for a in answers):  # the position's answers, not listed yet
        from ...core.placements import Placement

        placed = [Placement(cover.options[k].group, -1, cover.options[k].cells) for k in begin]
        mine, listed, _ = answers_of(problem.with_fixed(placed), cover, deadline)
        if mine or listed:  # its answers, or proven to have none (a mistake is then named among the others)
            answers = mine or answers
        else:  # cut before one was found: unknown, not a mistake
            complete = False
    out = step(cover, begin, answers, complete=complete, bounded=bounded, phrasing=(phrasing or Phrasing)(cover),
               blocked=problem.blocked | (board_box(problem) - problem.board.cells), deadline=deadline, first=first)
    out.seconds = time.perf_counter() - began
    out.names = name  # its mistakes named as its steps name cells (a calendar's labels)
    return out


def cut_while_built(problem: PlacementProblem, start, began: float):
    """The :class:`~gridsat.core.hints.Deduction` of a hint whose time ran
    out while its matrix was built: verdict unknown, not complete, no step,
    the grid of the fixed pieces and ``start`` (labels as the steps give them)."""
    import time
    from collections import Counter

    from ...core.hints import Deduction
    from ...core.labels import copy_label

    board, free = problem.board, problem.free_cells
    grid = [[0 if (r, c) in free else "#" for c in range(board.cols)] for r in range(board.rows)]
    seen: Counter = Counter()
    for piece, cells in dict.fromkeys((pl.piece, tuple(sorted(pl.cells))) for pl in (*problem.fixed, *(start or ()))):
        seen[piece] += 1
        for r, c in cells:
            grid[r][c] = copy_label(piece, seen[piece])
    return Deduction("unknown", grid=grid, complete=False, seconds=time.perf_counter() - began)


def board_box(problem: PlacementProblem) -> set:
    b = problem.board
    return {(r, c) for r in range(b.rows) for c in range(b.cols)}


def _grid_rows(text: str, source: str) -> str:
    """``text`` itself, or the position text of the ``grid`` ``hint --json`` prints (rows of labels, 0 undecided),
    which docs/web.md promises a position may be, read by the grid kinds' reader
    (:func:`gridsat.formats.json.json_grid`): the whole ``hint --json`` record too, as the grid kinds take it (it
    was refused "as gridsat draws a tiling ..., not JSON", though JSON rows are read)."""
    from ...formats.json import json_grid

    rows = json_grid(text, source, "piece labels")
    if rows is None:
        return text
    try:
        return position_text(rows)
    except TypeError as exc:
        raise PuzzleInputError(str(exc), source) from None


def position_text(grid, source: str = "position") -> str:
    """A position (rows of labels, 0 undecided, ``#`` uncovered) as the text
    :func:`read_position` reads.

    Raises:
        TypeError: a cell neither a label (str, or a whole number naming a piece "1") nor 0 (None was read as the
            text 'None': 'would be the 10509th copy of piece N').
    """
    odd = next(((r, c, v) for r, row in enumerate(grid) for c, v in enumerate(row)
                if isinstance(v, bool) or not isinstance(v, (str, int)) and v != 0), None)
    if odd is not None:
        raise TypeError(f"a position's cells are piece labels (str), 0 undecided or '#' uncovered; row {odd[0] + 1}, "
                        f"column {odd[1] + 1} is {type(odd[2]).__name__} {shown(odd[2], 40)}")
    return rows_text(grid, source)


def placements_after(deduction, upto: int | None = None, start=()) -> list:
    """The placements of a position grid after ``upto`` steps (all: None)
    as ``(label, cells)`` pairs, for drawing."""
    from types import SimpleNamespace

    grid = [list(row) for row in deduction.grid]
    if upto is not None:
        for step in deduction.steps[upto:]:
            for r, c in step.decided:
                grid[r][c] = 0
    by: dict = {}
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v not in (0, "#"):
                by.setdefault(v, []).append((r, c))
    return [SimpleNamespace(piece=label, cells=tuple(cells)) for label, cells in by.items()]


__all__ = ["MAX_ANSWERS", "answers_of", "cover_of", "deduce", "placements_after", "position_text",
           "read_position", "start_of"]
