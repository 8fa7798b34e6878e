"""The terminal drawing of a Creek hint: the board after its steps between lines of grid points (each its number
or ``+``), the last step's cells marked in plain text too (``#`` shaded by this step, ``o`` unshaded), and a key."""

from __future__ import annotations

from ..grid.hinting import SHADED, UNSHADED


def creek_hint_text(puzzle, deduction):
    """rich ``Text`` of ``deduction`` (a :class:`~gridsat.core.hints.Deduction` of the Creek ``puzzle``): two
    characters a cell, the numbers on the lines of points between the rows (:func:`~gridsat.render.board.point_lines`),
    then the key of the symbols it shows."""
    from ...render.board import point_lines

    last = deduction.steps[-1] if deduction.steps else None
    marked = set(last.decided) if last else set()
    marks = {"#": ("# ", "bold red"), "o": ("o ", "bold red"), "█": ("██", "grey23"), "·": ("· ", ""),
             "?": ("? ", "dim")}
    seen, cells = set(), []
    for r, row in enumerate(deduction.grid):
        line = []
        for c, v in enumerate(row):
            mark = ("#" if v == SHADED else "o") if (r, c) in marked else \
                "█" if v == SHADED else "·" if v == UNSHADED else "?"
            seen.add(mark)
            line.append(marks[mark])
        cells.append(line)
    out = point_lines(puzzle.rows, puzzle.cols, {p: str(v) for p, v in puzzle.clued().items()}, cells, 2)
    words = {"#": "# shaded by this step", "o": "o unshaded by this step", "█": "██ shaded before it",
             "·": "· unshaded before it", "?": "? not yet decided"}
    out.append(f"\n({'; '.join(w for m, w in words.items() if m in seen)}; + a grid point without a number)",
               style="dim")
    return out


__all__ = ["creek_hint_text"]
