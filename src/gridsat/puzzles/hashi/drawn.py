"""Reading back an answer as ``gridsat hashi`` draws it on the terminal (an answer file saved from its output):
two characters a cell, an island its number (``○`` one not given) and ``─``/``═`` after it when bridges leave it to
the right, a cell a bridge passes ``──``, ``══``, ``│``, ``║``, ``·`` an empty one."""

from __future__ import annotations

#: A passed cell's drawing -> (bridges across it left to right, top to bottom).
PASSED = {"──": (1, 0), "══": (2, 0), "│": (0, 1), "║": (0, 2), "·": (0, 0)}
#: The character after an island -> the bridges leaving it to the right.
JOINERS = {"": 0, "─": 1, "═": 2}


def drawn_bridges(puzzle, text: str, found) -> list | None:
    """The answer grid ``text`` draws (its status lines left out), or None when it is not drawn as gridsat draws an
    answer of ``puzzle``'s board (its kind's reader then names what is wrong).  Two islands one above the other show
    no bridge between them: the drawing is the same whatever it is, so the bridges are taken from ``found`` (the
    answer found, rows of values; None: none)."""
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
    for (r, c) in clued:  # an island's bridges below it: the cell below draws them, or (an island) none does
        below = (r + 1, c)
        if below in clued:
            down[r, c] = found[r][c] // 3 if found is not None else 0
        else:
            down[r, c] = down.get(below, 0)
    return answer_of(puzzle.rows, puzzle.cols, right, down)


__all__ = ["drawn_bridges"]
