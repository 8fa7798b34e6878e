"""Nonogram deductions a person can follow, one line at a time, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`, as puzz.link checks them: a line's runs of shaded cells are its
numbers, in order, an unshaded cell or more between two; a line with no number holds no shaded cell), read on one
row or column and the cells of it known, as the solving guides teach line solving:

1. ``blank_line``: the cells of a line with no number are unshaded;
   ``overlap``: the line's runs pushed as far left as they go (keeping to its cells known) and as far right: a
   cell a run covers both ways is shaded (the overlap);
   ``out_of_reach``: a cell no run reaches, however the runs are pushed, is unshaded;
   ``run_complete``: a block of shaded cells as long as every run that can lie there is a whole run, so the cells
   at its ends are unshaded.
2. ``line_fits``: a cell every way the line's runs fit beside its cells known shades (or leaves unshaded) is so
   (the line solver).

The runs' least and most starts are :func:`~gridsat.constraints.runs.run_starts`, the line solver
:func:`~gridsat.constraints.runs.line_forced`.

Where line solving stalls, a one-cell trial of the shared stepping says what the other value would break. Cells
are named as the board numbers them, its frame of numbers left out ("r3c2": the board's third row, second column),
and a line by its numbers ("row 3 (3 1)").
"""

from __future__ import annotations

from ...constraints.runs import line_forced, run_starts
from ..grid.hinting import SHADED, UNSHADED, Board, State


class Line:
    """A row or column: ``name`` ("row 3 (3 1)"), ``cells`` (flat indices, in order), ``clue`` (its run lengths)
    and ``clue_cells`` (flat indices of its numbers on the frame)."""

    __slots__ = ("name", "cells", "clue", "clue_cells", "seen")

    def __init__(self, name: str, cells: list, clue: list, clue_cells: list):
        self.name, self.cells, self.clue, self.clue_cells = name, cells, clue, clue_cells
        self.seen: dict = {}  # (what, its cells known) -> the line solver's answer: a trial's every round asks
        # again of lines it did not change (a 20x20's hints took 37 s, 24 of them solving the same lines again)

    def solved(self, what: str, known: list):
        """:func:`~gridsat.constraints.runs.run_starts` (``what`` ``"starts"``) or
        :func:`~gridsat.constraints.runs.line_forced` (``"forced"``) of the line with ``known`` cells, kept."""
        key = (what, tuple(known))
        found = self.seen.get(key, self)
        if found is self:
            if len(self.seen) > 4096:
                self.seen.clear()
            found = self.seen[key] = (run_starts if what == "starts" else line_forced)(self.clue, known)
        return found

    @property
    def title(self) -> str:
        """``"row 3"``: the line without its numbers."""
        return self.name.split(" (")[0]

    def known(self, grid: list) -> list:
        """The line's cells as :func:`~gridsat.constraints.runs.line_forced` reads them: 1 shaded, 0 unshaded,
        None undecided."""
        return [None if not grid[i] else int(grid[i] == SHADED) for i in self.cells]

    def runs(self) -> str:
        """``"runs 3 1"``, or ``"run of 3"`` for one number."""
        return f"run of {self.clue[0]}" if len(self.clue) == 1 else "runs " + " ".join(map(str, self.clue))


def lines_of(board: Board) -> list:
    """The puzzle's lines (rows, then columns) as :class:`Line` s, built once a board."""
    if not hasattr(board, "nonogram_lines"):
        puzzle, index = board.puzzle, board.index
        board.nonogram_lines = [Line(puzzle.line_named(line), [index[c] for c in line[1]], list(line[2]),
                                     [index[c] for c in line[3]]) for line in puzzle.lines()]
        by_cell: dict = {}
        for k, line in enumerate(board.nonogram_lines):
            for i in line.cells:
                by_cell.setdefault(i, []).append(k)
        board.nonogram_by_cell = by_cell
    return board.nonogram_lines


def givens(board: Board) -> list:
    """The frame's cells (its numbers and blanks) are never shaded; every cell of the board starts undecided."""
    return [UNSHADED if board.puzzle.on_frame(rc) else 0 for rc in board.rc]


def given_words(board: Board, i: int) -> str:
    """Why a position cannot shade frame cell ``i`` (its message: "r2c3 is shaded, but ...")."""
    top, left = board.puzzle.depths
    return (f"it is on the frame of numbers, which is never shaded (a framed position's rows and columns count the "
            f"frame: the board's top left cell is its row {top + 1}, column {left + 1})")


def nearby(board: Board, changed) -> set:
    """The lines through the cells ``changed`` (their indices in :func:`lines_of`): the only lines a stalled
    position's rules and contradictions can find anything new on."""
    lines_of(board)
    by_cell = board.nonogram_by_cell
    return {k for i in changed for k in by_cell.get(i, ())}


def _lines(s: State, scope) -> list:
    lines = lines_of(s.board)
    return lines if scope is None else [lines[k] for k in sorted(scope)]


def _is(count: int) -> str:
    return "is" if count == 1 else "are"


def along(b: Board, cells: list) -> str:
    """Cells of one line, in order, each run of neighbours as a span: ``r3c1 to r3c4, r3c7``."""
    out, k = [], 0
    while k < len(cells):
        end = k
        while end + 1 < len(cells) and cells[end + 1] in b.near[cells[end]]:
            end += 1
        out.append(b.where(cells[k]) if end == k else f"{b.where(cells[k])} to {b.where(cells[end])}")
        k = end + 1
    return ", ".join(out)


def _placed(b: Board, line: Line, starts: list) -> str:
    """The runs at ``starts`` (offsets along the line), named: ``r3c1 to r3c3, r3c5``."""
    return ", ".join(along(b, line.cells[p:p + n]) for p, n in zip(starts, line.clue))


def _steps(s: State, scope, find, rule: str, level: int = 1) -> list:
    """Each line's step of ``rule``: ``find(line, known)`` gives ``[(cells, value, why)]`` (offsets along the line;
    ``why()`` the reason, said only for a step that decides a cell: most lines a round asks of decide none);
    a cell an earlier line's step of this batch decided is left out (a row's and a column's steps of one round
    both found a cell where they cross), and so is a line's step left with none."""
    b, g, taken, out = s.board, s.grid, set(), []
    for line in _lines(s, scope):
        known = line.known(g)
        if all(v is not None for v in known):
            continue
        for offsets, value, why in find(line, known):
            cells = [line.cells[c] for c in offsets if known[c] is None and line.cells[c] not in taken]
            if cells:
                taken.update(cells)
                premises = [i for i in line.cells if g[i]] + line.clue_cells
                why = why().format(them="it" if len(cells) == 1 else "them")
                out.append(b.step(rule, f"{along(b, cells)} {_is(len(cells))} {b.names[value]}: {why}",
                                  dict.fromkeys(cells, value), premises, level))
    return out


def blank_line(s: State, scope=None) -> list:
    def find(line, known):
        if line.clue:
            return []
        return [(range(len(known)), UNSHADED, lambda: f"{line.title} has no number, so none of its cells is shaded")]

    return _steps(s, scope, find, "blank_line")


def _known_said(known: list) -> str:
    return ", keeping to its cells known" if any(v is not None for v in known) else ""


def overlap(s: State, scope=None) -> list:
    b = s.board

    def find(line, known):
        spans = line.solved("starts", known) if line.clue else None
        if not spans:
            return []
        covered = sorted({c for (least, most), n in zip(spans, line.clue) for c in range(most, least + n)})
        if not covered:
            return []
        lefts, rights = [lo for lo, _ in spans], [hi for _, hi in spans]
        if lefts == rights:
            return [(covered, SHADED, lambda: f"{line.title}'s {line.runs()} fit{'s' * (len(spans) == 1)} only so"
                     f"{_known_said(known)}: {_placed(b, line, lefts)}")]
        return [(covered, SHADED, lambda: f"{line.title}'s {line.runs()} pushed as far left as "
                 f"{'they go' if len(spans) > 1 else 'it goes'}{_known_said(known)} ({_placed(b, line, lefts)}) and "
                 f"as far right ({_placed(b, line, rights)}) overlap there")]

    return _steps(s, scope, find, "overlap")


def out_of_reach(s: State, scope=None) -> list:
    b = s.board

    def find(line, known):
        spans = line.solved("starts", known) if line.clue else None
        if not spans:
            return []
        reached = {c for (least, most), n in zip(spans, line.clue) for c in range(least, most + n)}
        far = [c for c in range(len(known)) if c not in reached]
        if not far:
            return []
        lefts, rights = [lo for lo, _ in spans], [hi for _, hi in spans]
        if lefts == rights:
            return [(far, UNSHADED, lambda: f"{line.title}'s {line.runs()} fit{'s' * (len(spans) == 1)} only so"
                     f"{_known_said(known)} ({_placed(b, line, lefts)}), and no run reaches {{them}}")]
        return [(far, UNSHADED, lambda: f"no run of {line.name} reaches {{them}}, however the runs are pushed"
                 f"{_known_said(known)} (as far left: {_placed(b, line, lefts)}; as far right: "
                 f"{_placed(b, line, rights)})")]

    return _steps(s, scope, find, "out_of_reach")


def run_complete(s: State, scope=None) -> list:
    b = s.board

    def find(line, known):
        spans = line.solved("starts", known) if line.clue else None
        if not spans:
            return []
        out, n, c = [], len(known), 0
        while c < n:
            if known[c] != 1:
                c += 1
                continue
            end = c
            while end + 1 < n and known[end + 1] == 1:
                end += 1
            size = end - c + 1
            can = [length for (least, most), length in zip(spans, line.clue)
                   if least <= c and end < most + length and length >= size]
            ends = [e for e in (c - 1, end + 1) if 0 <= e < n and known[e] is None]
            if can and max(can) == size and ends:
                out.append((ends, UNSHADED, lambda c=c, end=end, size=size: f"the shaded "
                            f"{along(b, line.cells[c:end + 1])} {_is(size)} a whole run of "
                            f"{line.name} (each of its runs that can lie there has {size} "
                            f"cell{'s' * (size != 1)}), and a run ends beside an unshaded cell or the edge"))
            c = end + 1
        return out

    return _steps(s, scope, find, "run_complete")


def line_fits(s: State, scope=None) -> list:
    def find(line, known):
        solved = line.solved("forced", known)
        if solved is None:
            return []
        out = []
        for value, word, does in ((1, SHADED, "shades {them}"), (0, UNSHADED, "leaves {them} unshaded")):
            cells = [c for c, v in enumerate(solved) if v == value and known[c] is None]
            if cells:
                out.append((cells, word, lambda does=does: f"every way {line.title}'s {line.runs()} "
                            f"fit{'s' * (len(line.clue) == 1)} beside its cells known {does}"))
        return out

    return _steps(s, scope, find, "line_fits", 2)


for _rule in (blank_line, overlap, out_of_reach, run_complete, line_fits):
    _rule.local = True  # (a stalled position's trials look only at the lines their chain changed: nearby)
line_fits.level = 2

#: The rules in the order a person tries them (simplest first).
RULES = (blank_line, overlap, out_of_reach, run_complete, line_fits)


def contradiction(s: State, scope=None):
    """Why the partial shading already breaks a rule: ``(sentence, cells that show it)`` -- a line whose runs no
    longer fit beside its cells known -- or None."""
    g, b = s.grid, s.board
    for line in _lines(s, scope):
        known = line.known(g)
        if line.solved("forced", known) is None:
            shaded = [i for i in line.cells if g[i] == SHADED]
            if not line.clue:
                why = f"{line.name} would hold the shaded {along(b, shaded)}, though it has no number"
            else:
                why = f"{line.title}'s {line.runs()} would fit no way beside its cells known"
            return why, [i for i in line.cells if g[i]] + line.clue_cells
    return None


__all__ = ["RULES", "blank_line", "contradiction", "given_words", "givens", "line_fits", "lines_of", "nearby",
           "out_of_reach", "overlap", "run_complete"]
