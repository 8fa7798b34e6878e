"""What the stepping of every shading genre shares (Yin-Yang's and the
genres of :mod:`.stepping`): a failed trial's chain pruned to the steps its
contradiction needs, the trial's sentence, and a player's position merged
into the givens.

Cells are flat indices (row-major) where the steppers work on them, and
``(row, col)`` tuples in :class:`~gridsat.core.hints.Step` s.
"""

from __future__ import annotations

#: Sub-steps quoted in a trial's sentence (the JSON has them all).
QUOTED = 5


def pruned(chain: list, broken: tuple, assumed: int, decided_before, index) -> tuple:
    """The part of a trial's ``chain`` its contradiction needs.

    Args:
        chain: the steps the rules took after the assumption, in order.
        broken: ``(sentence, cell indices)``, the contradiction reached.
        assumed: the index of the cell whose value was assumed.
        decided_before: whether a cell index was decided before the trial.
        index: a step's ``(row, col)`` to its flat index.

    Returns:
        ``(kept, sentence, premises)``: the steps, walked back from the
        contradiction, whose decided cells it (or a kept step) reads, in
        order; the contradiction's sentence; and the cells decided before
        the trial that those read (sorted indices).
    """
    sentence, needed = broken[0], set(broken[1])
    kept = []
    for step in reversed(chain):
        if needed & {index(c) for c in step.decided}:
            kept.append(step)
            needed |= {index(c) for c in step.premises}
    kept.reverse()
    inferred = {index(c) for s in kept for c in s.decided} | {assumed}
    return kept, sentence, sorted(i for i in needed - inferred if decided_before(i))


def trial_sentence(where: str, right: str, wrong: str, chain: list, sentence: str) -> str:
    """``"r3c4 is black: if it were white, then <the first QUOTED steps'
    rules>, and <the contradiction>"``; ``where`` the cell's name, ``right``
    and ``wrong`` the value's names."""
    said = "; ".join(s.sentence.split(":")[0] for s in chain[:QUOTED])
    if len(chain) > QUOTED:
        said += f"; ... ({len(chain) - QUOTED} more)"
    return f"{where} is {right}: if it were {wrong}, " + (f"then {said}, and " if chain else "") + sentence


def merge_position(rows: int, cols: int, grid: list, start, names: dict, keeps, word: str = "digit") -> None:
    """Merge a player's position ``start`` (rows of 0 undecided or a value
    of ``names``) into ``grid`` (the givens, flat), in place.

    Args:
        rows, cols: the board's size.
        grid: the givens, flat, 0 where undecided.
        start: the position (a sequence of rows).
        names: ``{value: name}`` of the values a cell may take.
        keeps: ``keeps(index)``, the words saying why a given cell keeps
            its value (``"its clue 3 keeps it unshaded"``), for the message.
        word: what a value 1 to N is called in the field (``"digit"``, ``"height"``, ``"number"``), for the
            message.

    Raises:
        PuzzleInputError: another size, a value not 0 or one of ``names``,
            or a given cell the position changes (row and column from 1).
    """
    import numbers

    from ...core.errors import PuzzleInputError, cell_name, counted, shown

    start = [list(r) for r in start]
    if len(start) != rows or any(len(r) != cols for r in start):
        widths = "/".join(f"{n:,}" for n in sorted({len(r) for r in start})) or "0"  # (counts as messages write
        one = widths == "1"  # them, 2,000: a Masyu's said so); not "1 row of 1 cells"
        raise PuzzleInputError(f"the position has {counted(len(start), 'row')} of {widths} cell{'' if one else 's'}; "
                               f"the puzzle has {counted(rows, 'row')} of {cols:,}", "position")
    values = sorted(names)
    # a Sudoku's digits said as a range, as its text's reader says them (a 16x16 listed "0, 1, 2, ... 15 or 16")
    allowed = f"0 (undecided) or a {word} from 1 to {values[-1]}" if values == list(range(1, max(len(values), 4) + 1)) \
        else ", ".join(str(v) for v in (0, *values[:-1])) + f" or {values[-1]}"
    for r in range(rows):
        for c in range(cols):
            i, v = r * cols + c, start[r][c]
            # a float 0.0 or 1.0 (a numpy float array) passed as a value and broke a kind's bytes later ("'float'
            # object cannot be interpreted as an integer"); numpy's whole numbers are kept, as plain ints
            if not isinstance(v, numbers.Integral) or isinstance(v, bool) or v != 0 and v not in names:
                raise PuzzleInputError(f"{cell_name((r, c))}: {shown(v, 40)} is not {allowed}", "position")
            if grid[i] and v and v != grid[i]:
                raise PuzzleInputError(f"{cell_name((r, c))} is {names[v]}, but {keeps(i)}", "position")
            grid[i] = grid[i] or int(v)


def decide_steps(grid: list, cols: int, steps: list, clash):
    """Decide the steps' cells in ``grid`` (row-major, 0 undecided): a contradiction ``(sentence, [index])`` when a
    step gives a decided cell another value (``clash(index, held, given)`` words it), else None.  A batch of one rule
    often finds a cell twice: a step keeps the cells it decides first, and one that decides none is dropped from
    ``steps`` (in place).  (Fillomino, Kakuro and Shikaku each wrote this loop.)

    Raises:
        ValueError: a step deciding a cell off the ``len(grid) // cols`` rows of ``cols`` (a row -1 or a column past
            the last wrapped round to another cell, silently decided).
    """
    from ...core.grid import board_cell

    kept = []
    for step in steps:
        new = {}
        for cell, v in step.decided.items():
            r, c = board_cell(len(grid) // cols, cols, cell, "a step's cell")
            i = r * cols + c
            if grid[i] and grid[i] != v:
                return clash(i, grid[i], v), [i]
            if not grid[i]:
                new[r, c] = grid[i] = v
        if new:
            step.decided = new
            kept.append(step)
    steps[:] = kept
    return None


__all__ = ["QUOTED", "decide_steps", "merge_position", "pruned", "trial_sentence"]


def per_stall(s, changed: list, name: str, build):
    """``build(grid)`` of the stall a trial started from (``s``'s grid with the ``changed`` cells undecided),
    made once a stall and kept on ``s.board`` under ``name`` (a genre's near-chain trials read what the stall
    held: Nurikabe's islands and reach, LITS's areas)."""
    grid = s.grid[:]
    for i in changed:
        grid[i] = 0
    key = bytes(grid)
    cached = getattr(s.board, name, None)
    if cached is None or cached[0] != key:
        cached = (key, build(grid))
        setattr(s.board, name, cached)
    return cached[1]
