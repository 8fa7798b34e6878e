"""A grid kind's answer read back from the drawing gridsat prints of it (``gridsat KIND P > P.solution.txt``), for
``batch --check-answer``: cells two characters wide, ``██`` shaded, ``·`` unshaded, a clue's number, a circle, a
bulb or a star; the reading is trusted only when drawing it again gives the same text."""

from __future__ import annotations

#: What a drawn cell holds, by its glyph (a clue's number: 0, the value of the cells the kinds number).
GLYPHS = {"██": 1, "·": 0, "○": 0, "●": 1, "◉": 1, "★": 1}


def _lines(text: str) -> list:
    return [line.rstrip() for line in text.splitlines() if line.strip()]


def _cells(line: str, cols: int) -> list | None:
    padded = line.ljust(2 * cols)
    return [padded[2 * c:2 * c + 2] for c in range(cols)] if len(padded) == 2 * cols else None


def drawn_answer(text: str, result) -> list | None:
    """The rows of values ``text`` draws, when it is the board as ``result``'s kind draws an answer (its status line
    left out), else None (the kind's own reader then names what is wrong).  A cell whose drawing is the same
    whatever its value (a Light Up wall, a clue) takes the found answer's value: no drawing tells it."""
    from ...core.grid_text import without_status_line

    puzzle = result.puzzle
    lines = _lines(without_status_line(text))
    if len(lines) != puzzle.rows:
        return None
    rows = []
    for line in lines:
        cells = _cells(line, puzzle.cols)
        if cells is None:
            return None
        row = []
        for chunk in cells:
            key = chunk if chunk == "██" else chunk.strip()
            if key not in GLYPHS and not key.isdigit():
                return None
            row.append(GLYPHS.get(key, 0))
        rows.append(row)

    def drawn(grid) -> list | None:
        try:
            return [_cells(line, puzzle.cols) for line in _lines(result.text(grid).plain)]
        except (TypeError, ValueError):
            return None

    given = [_cells(line, puzzle.cols) for line in lines]
    if drawn(rows) != given:
        return None
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


def drawn_loop_answer(text: str, result) -> list | None:
    """The answer grid ``text`` draws, when it is a loop along the grid's lines as gridsat draws one (Slitherlink:
    ``·`` grid points four characters apart, ``───`` and ``│`` the loop's sides, its status line left out) and
    drawing that grid again gives the same text; else None (the kind's own reader then names what is wrong)."""
    from ...core.grid_text import without_status_line
    from .loop import loop_masks

    puzzle = result.puzzle
    if not getattr(puzzle, "loop_points", False):
        return None  # a loop through the cells' centres draws no side it does not also draw as a corner: not read
    lines = _lines(without_status_line(text))
    if len(lines) != 2 * puzzle.rows + 1:
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
    return grid if again == [line.rstrip() for line in lines] else None


__all__ = ["GLYPHS", "drawn_answer", "drawn_loop_answer"]
