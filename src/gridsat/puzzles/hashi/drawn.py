"""Reading back an answer as ``gridsat hashi`` draws it on the terminal (an answer file saved from its output):
two characters a cell, an island its number (``○`` one not given) and ``─``/``═`` after it when bridges leave it to
the right, a cell a bridge passes ``──``, ``══``, ``│``, ``║``, ``·`` an empty one."""

from __future__ import annotations

#: A passed cell's drawing -> (bridges across it left to right, top to bottom).
PASSED = {"──": (1, 0), "══": (2, 0), "│": (0, 1), "║": (0, 2), "·": (0, 0)}
#: The character after an island -> the bridges leaving it to the right.
JOINERS = {"": 0, "─": 1, "═": 2}


def drawn_bridges(puzzle, text: str) -> list | None:
    """The answer grid ``text`` draws (its status lines left out), or None when it is not drawn as gridsat draws an
    answer of ``puzzle``'s board (its kind's reader then names what is wrong).

    Raises:
        PuzzleInputError: the board has two islands one above the other: the drawing shows no bridge between them,
            whatever it is, so it cannot be read back (rows of numbers or the bridges' strings can)."""
    from ...core.grid_text import without_status_line
    from .rules import answer_of

    lines = [line.rstrip() for line in without_status_line(text).splitlines() if line.strip()]
    if len(lines) != puzzle.rows or any(len(line) > 2 * puzzle.cols for line in lines):
        return None
    clued = puzzle.clued()
    right, down = {}, {}
    for r, line in enumerate(lines):
        line = line.ljust(2 * puzzle.cols)
        for c in range(puzzle.cols):
            chunk = line[2 * c:2 * c + 2]
            if (r, c) in clued:
                label = "○" if clued[r, c] == "?" else str(clued[r, c])
                if chunk[0] != label or chunk[1:].strip() not in JOINERS:
                    return None
                right[r, c] = JOINERS[chunk[1:].strip()]
                continue
            passed = PASSED.get(chunk.strip() if chunk.strip() in ("│", "║", "·") and chunk[1] == " " else chunk)
            if passed is None:
                return None
            right[r, c], down[r, c] = passed
    stacked = next(((r, c) for (r, c) in clued if (r + 1, c) in clued), None)
    if stacked is not None:
        from ...core.errors import PuzzleInputError, cell_name

        r, c = stacked
        raise PuzzleInputError(f"the recorded answer is drawn as gridsat draws it, and the drawing shows no bridge "
                               f"between the islands {cell_name((r, c))} and {cell_name((r + 1, c))}, one above the "
                               "other: record it as rows of numbers (right + 3 x down) or the bridges' "
                               "horizontal/vertical strings ('gridsat hashi PUZZLE --json' gives both)")
    for (r, c) in clued:  # an island's bridges below it: the cell below draws them
        down[r, c] = down.get((r + 1, c), 0)
    return answer_of(puzzle.rows, puzzle.cols, right, down)


__all__ = ["drawn_bridges"]
