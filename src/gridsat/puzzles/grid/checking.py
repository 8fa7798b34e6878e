"""A grid genre's checker, ``violations(grid)``, wrapped (by :meth:`GridPuzzle.__init_subclass__
<gridsat.puzzles.grid.puzzle.GridPuzzle>`) to refuse a cell value outside the genre's answer values first; and a
genre's kind checked when it is defined (:func:`check_genre`)."""

from __future__ import annotations

from ...core.errors import counted, shown
from ...core.wording import a_or_an


def checking_values(violations):
    """``violations(self, grid)`` that calls ``self.check_answer_values(grid)`` first (one of another size: not)."""
    import functools

    def checked(self, grid):  # named as the genres' own (violations(grid=...) met "unexpected keyword 'grid'")
        found = violations(self, grid if _misshapen(self, grid) else self.check_answer_values(grid))
        if not isinstance(found, list) or not all(isinstance(p, str) for p in found):  # a str was read a letter a
            raise TypeError(f"{type(self).__name__}.violations must return a list of sentences (str), got "  # rule,
                            f"{type(found).__name__} {shown(found, 40)}")  # None met "'NoneType' is not iterable"
        return found

    checked = functools.wraps(violations)(checked)
    checked.checks_values = True
    return checked


def checking_drawing(drawing):
    """``drawing(self, grid, title=None)`` refusing, with a TypeError naming the class, a result that is no
    :class:`~gridsat.render.board.BoardDrawing` (None met "'NoneType' object has no attribute 'text_art'")."""
    import functools

    @functools.wraps(drawing)
    def checked(self, grid, *args, **kw):  # a grid of another shape met IndexError, "abc" too: refused first
        from ...render.board import BoardDrawing

        if not _rows(grid):
            raise TypeError(f"grid must be rows of cell values (a list of lists), got {type(grid).__name__} "
                            f"{shown(grid, 40)}")
        if _misshapen(self, grid):
            widths = "/".join(str(n) for n in sorted({len(row) for row in grid})) or "no"
            raise ValueError(f"grid must be {counted(self.rows, 'row')} of {counted(self.cols, 'cell')}, got "
                             f"{counted(len(grid), 'row')} of {widths} cells")
        drawn = drawing(self, grid, *args, **kw)
        if not isinstance(drawn, BoardDrawing):
            raise TypeError(f"{type(self).__name__}.drawing must return a gridsat.render.board.BoardDrawing, got "
                            f"{type(drawn).__name__}")
        return drawn

    checked.checks_values = True
    return checked


def _rows(grid) -> bool:  # rows of cells: sized, and neither text nor rows of text
    return not isinstance(grid, (str, bytes)) and hasattr(grid, "__len__") and hasattr(grid, "__iter__") and all(
        hasattr(row, "__len__") and not isinstance(row, (str, bytes)) for row in grid)


def _misshapen(puzzle, grid) -> bool:  # the checker says so before any cell is read (6 s at 3000x3000 first)
    return _rows(grid) and (len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid))



#: What a genre's puzzle class supplies (docs/adding-a-kind.md), each with what it is.
SUPPLIED = (("model", "model(model, options), the rules"), ("violations", "violations(grid), the checker"),
            ("drawing", "drawing(grid, title=None), the drawing"))


def _check_puzzle_type(kind_class) -> None:
    """Refuse, when a grid genre's kind is defined, a ``puzzle_type`` lacking what every genre supplies or naming
    another kind: its first solve met AttributeError ('violations') deep in the checker, and a puzzle class without
    ``kind_name`` had ``puzzle.solve()`` told "unknown kind ''".

    Raises:
        TypeError: naming the kind, the puzzle class and what it lacks.
    """
    puzzle_type, name = kind_class.puzzle_type, kind_class.__name__
    lacking = [what for method, what in SUPPLIED if not callable(getattr(puzzle_type, method, None))]
    if lacking:
        raise TypeError(f"{name}.puzzle_type {puzzle_type.__name__} lacks {'; '.join(lacking)} "
                        "(see docs/adding-a-kind.md)")
    codec = [f"{m}()" for m in ("from_url", "to_url") if not callable(getattr(puzzle_type, m, None))]
    if kind_class.url_names and codec:  # a URL under one of them met AttributeError 'from_url'
        raise TypeError(f"{name} reads puzz.link's {', '.join(kind_class.url_names)} but {puzzle_type.__name__} "
                        f"lacks {' and '.join(codec)}: write the codec, or leave url_names out")
    if puzzle_type.kind_name != kind_class.name:
        raise TypeError(f"{name}.puzzle_type {puzzle_type.__name__} has kind_name {puzzle_type.kind_name!r}, not "
                        f"the kind's name {kind_class.name!r}: set kind_name = {kind_class.name!r}")


def check_genre(kind_class) -> None:
    """Check a grid genre's kind class when it is defined (``GridKind.__init_subclass__``): its ``puzzle_type``
    (:func:`_check_puzzle_type`); and one whose puzzle class has no puzz.link codec (``to_url``: a rule set
    puzz.link lacks) neither offers ``--to url`` (it met AttributeError 'to_url', a traceback) nor names a URL in
    its argument's help."""
    from ..declaration import Argument

    _check_puzzle_type(kind_class)
    if not callable(getattr(kind_class.puzzle_type, "to_url", None)):
        kind_class.writers = tuple(w for w in kind_class.writers if w.name != "url")
        if kind_class.argument == Argument():
            kind_class.argument = Argument(help="A puzzle file, or - for standard input.")


def plain_values(puzzle, grid, title) -> list:
    """The work of :meth:`GridPuzzle.check_answer_values <gridsat.puzzles.grid.puzzle.GridPuzzle.check_answer_values>`
    (which says what it refuses); ``title(puzzle)``: the genre's title."""
    import numbers

    from ...core.errors import cell_name, shown

    if isinstance(grid, (str, bytes)) or not hasattr(grid, "__len__") or \
            any(isinstance(row, (str, bytes)) or not hasattr(row, "__len__") for row in grid):
        raise TypeError(f"grid must be rows of cell values (a list of lists), got {type(grid).__name__} "
                        f"{shown(grid, 40)}")
    values = puzzle.answer_values  # None: digits, a loop's edges: whole numbers the genre's checker reads
    plain, allowed, span = [[] for _ in grid], tuple(values or ()), puzzle.answer_span
    for r, row in enumerate(grid):
        for c, v in enumerate(row):  # equality, so True is 1 and an unhashable value fails here
            if (isinstance(v, bool) or not isinstance(v, numbers.Integral)) if values is None else v not in allowed:
                meanings = " or ".join(f"{k} ({name})" for k, name in (values or {}).items()) or "whole numbers"
                raise ValueError(f"cell {cell_name((r, c))} holds {shown(v, 40)}; {a_or_an(title(puzzle))} answer "
                                 f"holds {meanings}")
            plain[r].append(int(v))  # np.int64(2) is the digit 2 to the checker, not "not a digit"
            if values is None and span and not span[0] <= plain[r][-1] <= span[1]:  # a loop's side mask -1 was told
                raise ValueError(f"cell {cell_name((r, c))} holds {shown(v, 40)}; {a_or_an(title(puzzle))} answer "
                                 f"holds {span[2]}")  # was "answer values must be whole numbers 0..15", naming no cell
    return plain


def whole_answer(puzzle, grid) -> list:
    """``grid`` (rows of a whole answer: a result's ``grid``) as lists of plain ints, what a genre's edge strings
    are written from (``puzzle.edges_json``).

    Raises:
        TypeError: ``grid`` not rows of cells (:meth:`~gridsat.puzzles.grid.puzzle.GridPuzzle.check_answer_values`).
        ValueError: ``"cell rRcC is not decided (None): ..."`` (a forced result's ``forced`` grid), a value the
            answer cannot hold (as ``check_answer_values`` says), or ``"the answer is 2x5, not 5x5 ..."``: edge
            strings of another board were written, their missing sides as no bridge or no loop.
    """
    from ...core.errors import cell_name

    for r, row in enumerate(grid if hasattr(grid, "__len__") and not isinstance(grid, (str, bytes)) else ()):
        for c, v in enumerate(row if hasattr(row, "__len__") and not isinstance(row, (str, bytes)) else ()):
            if v is None:
                raise ValueError(f"cell {cell_name((r, c))} is not decided (None): edge strings are written of a "
                                 f"whole answer (a result's grid), not of a forced grid")
    plain = puzzle.check_answer_values(grid)
    widths = {len(row) for row in plain}
    if len(plain) != puzzle.rows or widths != {puzzle.cols}:
        shape = f"{len(plain)}x{widths.pop()}" if len(widths) == 1 else f"{len(plain)} rows of {len(widths)} lengths"
        raise ValueError(f"the answer is {shape}, not {puzzle.rows}x{puzzle.cols} as the board: edge strings are "
                         f"written of an answer to this puzzle")
    return plain


def not_connected(cells, neighbours=None, word: str = "shaded") -> list[str]:
    """``["the WORD cells are not connected: N groups, from ..."]`` when ``cells`` (an iterable of ``(r, c)``) fall
    into more than one orthogonally connected group (``neighbours``: the board's, default every side), else ``[]``:
    a checker's words for the rule, as every shading genre says them."""
    from ...core.grid import components, groups_from

    parts = components(cells, neighbours) if neighbours is not None else components(cells)
    return [f"the {word} cells are not connected: {len(parts)} groups, from {groups_from(parts)}"] if len(parts) > 1 \
        else []


def pools(shaded, rows: int, cols: int) -> list[str]:
    """``"the 2x2 block at rXcY is all shaded"`` for each 2x2 block of a ``rows`` x ``cols`` board whose four cells
    are all in ``shaded`` (a set of ``(r, c)``), in row-major order of their top-left cells."""
    from ...core.errors import cell_name
    from ...core.grid import blocks_2x2

    return [f"the 2x2 block at {cell_name(b[0])} is all shaded" for b in blocks_2x2(rows, cols)
            if all(c in shaded for c in b)]


__all__ = ["not_connected", "pools", "SUPPLIED", "check_genre", "checking_drawing", "checking_values", "plain_values"]
