"""Reading a board drawn as ``gridsat hint`` draws it, a line at a time: each line's cells at one cell width
(:func:`drawn_cells`), and the refusal of a drawn board of another size than the puzzle's
(:func:`refuse_drawn_size`), in the genre's words (:func:`cells_said`); split from :mod:`.explained`."""

from __future__ import annotations

import re

from ...core.errors import PuzzleInputError


def refuse_drawn_size(lines: list, puzzle, source: str, numbers: list, words=("unshaded", "shaded")) -> None:
    """Refuse a drawn board of another size than the puzzle's (a row or column cut off or added), read at the cell
    width that finds the most drawn rows of the puzzle's width, then the most rows (``numbers``: the lines' numbers
    in the file); nothing when no line is a drawn row (the rows reader names the symbol).

    Raises:
        PuzzleInputError: naming both sizes, or the line among the drawn rows that is none (a cell mistyped: the
            board was said to have a row fewer than it has).
    """
    best: list = []
    read: list = []
    # no cell is drawn wider than its number and two marks ('12? '): widths up to half a line's length made a long
    # line (a hint --json record given as a position, 300 KB on one line) take hours, each width slicing the line
    widest = 2 + max((len(run) for run in re.findall(r"\d+", "".join(lines))), default=1)
    for width in range(2, min(2 + max(len(line) for line in lines) // 2, widest + 1)):
        found = {i: row for i, row in enumerate(drawn_cells(line, width, -(-len(line) // width)) for line in lines)
                 if row}
        if fit(found.values(), puzzle.cols) > fit(best, puzzle.cols):
            best, read = list(found.values()), list(found)
    for i in range(max(0, read[0] - 1), min(len(lines), read[-1] + 2)) if read else ():
        if i not in read and not re.search("[A-Za-z]{3}", lines[i]):  # (not a sentence nor the legend)
            said = lines[i].strip()[:40]  # (its spaces kept, as they were written)
            cells = cells_said(puzzle, words)  # (in the genre's words: a Star Battle was told of shaded cells, clues)
            raise PuzzleInputError(f"line {numbers[i]:,}: {said!r} is no row as gridsat draws the board ({cells})",
                                   source)
    if best:
        from ...core.grid_text import drawn_size

        raise PuzzleInputError(drawn_size([(numbers[i], len(row)) for i, row in zip(read, best)], puzzle.rows,
                                          puzzle.cols), source)


def cells_said(puzzle, words) -> str:
    """How a hint draws the cells, in the genre's ``words`` (``position_values``), its clues' only where it has any."""
    glyph = "★ a" if words[1] == "star" else "◉ a" if words[1] == "bulb" else "█"
    clues = any(clue is not None for row in getattr(puzzle, "clues", None) or () for clue in row)
    walls = ", N a wall numbered N, ■ a wall" if words[1] == "bulb" else None  # (a Light Up's clues are walls)
    return (f"cells {glyph} {words[1]}, · {words[0]}, ? undecided" + (walls or (
        f", a clue's number N, N? undecided, N* {words[0]}, N# {words[1]} by a step, N█ {words[1]}" if clues else "")))


def fit(rows, cols: int) -> tuple:
    """How well drawn ``rows`` read at one cell width fit a board ``cols`` wide: rows of that width, then rows."""
    rows = list(rows)
    return sum(len(row) == cols for row in rows), len(rows)


def drawn_cells(line: str, width: int, cols: int) -> list | None:
    """One drawn line's cells at ``width`` characters a cell, as ``?``/``.``/``#`` (a number as it is), or None;
    ``width`` 0: the line's cells separated by spaces, one a token."""
    if width:
        if not width * (cols - 1) < len(line) <= width * cols:
            return None
        cells = [line[k * width:(k + 1) * width].strip() for k in range(cols)]
    else:
        cells = line.split()
        if len(cells) != cols:
            return None
    out = [drawn_cell(cell) for cell in cells]
    return None if None in out else out


def drawn_cell(cell: str) -> str | None:
    """A drawn cell (stripped) as ``?``/``.``/``#``, a clue's number as it is (Tapa's runs ``311`` or ``3,1,1``,
    with one ``*`` or ``?`` after it, or ``#`` for shaded; Yajilin's arrow ``2←``), or None."""
    if cell and set(cell) == {"█"}:
        return "#"
    if cell in ("·", "o", "?", "#", ".", "■", "★", "◉", "○"):  # "." unshaded, as in rows without numbers; a
        return {"·": ".", "o": ".", "★": "#", "◉": "#"}.get(cell, cell)  # star, a bulb shaded; a circle read
        # against its clue (Nurimisaki's without a number)
    number = cell[:-1].replace(",", "")
    if len(cell) > 1 and cell[-1] in "←→↑↓" and (number.isdigit() or number == "?"):
        return cell  # an arrow clue as drawn (Yajilin's '2←'), read against its clue
    if len(cell) > 1 and cell[-1] in "#█" and (number.isdigit() or cell[:-1] == "?"):
        return cell[:-1] + "#"  # 'N#', 'N█' (a room's '?' too): shaded under its number ('2##': no cell)
    if cell.rstrip("*?").replace(",", "").isdigit() and cell[:1].isdigit() and cell.count("*") + cell.count("?") <= 1:
        return cell
    return None


__all__ = ["cells_said", "drawn_cell", "drawn_cells", "fit", "refuse_drawn_size"]
