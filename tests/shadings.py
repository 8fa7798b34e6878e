"""Brute force for the shading genres' tests, from the rules alone: every shading of a small board (a bit mask, bit
``r * cols + c`` the cell ``(r, c)``) that a puzzle's independent checker (``violations``) accepts, never the solver;
and small boards written as the text grids the kinds read (``KIND`` on the first line, then rows of symbols)."""


def shading_of(mask: int, rows: int, cols: int) -> list:
    """The rows x cols grid of 0/1 (1 shaded) that ``mask`` stands for."""
    return [[mask >> (r * cols + c) & 1 for c in range(cols)] for r in range(rows)]


def touching(rows: int, cols: int):
    """``mask -> bool``: the mask shades two cells side by side (a shading Hitori and Kurodoko never accept)."""
    right = sum(1 << (r * cols + c) for r in range(rows) for c in range(cols - 1))
    return lambda mask: bool(mask & (mask >> 1) & right or mask & (mask >> cols))


def a_2x2_block(rows: int, cols: int):
    """``mask -> bool``: the mask shades a whole 2x2 block (a shading Tapa never accepts)."""
    blocks = [sum(1 << ((r + dr) * cols + c + dc) for dr in (0, 1) for dc in (0, 1))
              for r in range(rows - 1) for c in range(cols - 1)]
    return lambda mask: any(mask & b == b for b in blocks)


def shadings_accepted(puzzle, skip=None) -> int:
    """How many of the ``2 ** (rows * cols)`` shadings of ``puzzle``'s board its checker accepts; ``skip`` (``mask ->
    bool``, e.g. :func:`touching`) leaves out masks that break a rule before the checker is asked (faster, the same
    count when the checker refuses them too)."""
    rows, cols = puzzle.rows, puzzle.cols
    return sum(not puzzle.violations(shading_of(mask, rows, cols))
               for mask in range(1 << (rows * cols)) if skip is None or not skip(mask))


def text_grid(rows) -> str:
    """``rows`` (lists of symbols: numbers, ``"."``, ``"?"``) as a text grid's lines, symbols apart by a space."""
    return "".join(" ".join(map(str, row)) + "\n" for row in rows)
