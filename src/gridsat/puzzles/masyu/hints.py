"""Masyu's hint hooks (:class:`MasyuHints`, a base of its kind before the loop genres' base): the stepping of every
grid genre (:mod:`gridsat.puzzles.grid.steploop`, its trials and guesses :mod:`gridsat.puzzles.grid.stepping`'s)
over the lattice of cells and edges (:mod:`.lattice`), the rules :mod:`.deductions`.

A hint's steps and grid are lattice points: ``(2r, 2c)`` the cell ``r{r+1}c{c+1}``, ``(2r, 2c + 1)`` the edge to its
right, ``(2r + 1, 2c)`` the edge below it; 1 drawn (a cell: on the loop), 2 not (off the loop), 0 undecided.  A
player's position is the loop drawn so far: rows of side bitmasks, as an answer is written (hex digits, up 1,
right 2, down 4, left 8; or the ``{"horizontal", "vertical"}`` edge strings), or the lattice's rows of 0/1/2 (a hint's
``grid``, stepped on from).
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, cell_name
from ..grid.loop import SIDES


def _lattice_rows(puzzle, start) -> bool:
    """Whether ``start`` has the lattice's shape (a hint's grid), not the board's."""
    return (len(start) == 2 * puzzle.rows - 1 and all(len(row) == 2 * puzzle.cols - 1 for row in start)
            and (puzzle.rows, puzzle.cols) != (1, 1))


#: Bytes the steps' lattice takes a point (its dictionaries of neighbours, names and clues): 600-770 measured on
#: 300x300 boards of Masyu and Slitherlink.
LATTICE_BYTES = 800


def refuse_lattice_size(puzzle, points: int, title: str) -> None:
    """Refuse, before it is laid, a lattice of ``points`` (of ``puzzle``, a ``title``) larger than the memory limit
    holds (``--memory-limit``, the run's :func:`~gridsat.core.memory.limited_to`): a 600x600 Slitherlink's grew to
    1.1 GB under a limit of 0.2 GB before the proof's model was refused.

    Raises:
        MemoryLimitError: ``"the hints' lattice of a 600x600 Slitherlink (1,442,401 points) needs about 1.1 GB of
            memory; the limit is 0.2 GB (...)"``."""
    from ...core.options import SolverOptions

    SolverOptions().check_memory(points * LATTICE_BYTES, f"the hints' lattice of a {puzzle.rows}x{puzzle.cols} "
                                 f"{title} ({points:,} points)")


def _oversized(text: str, puzzle) -> list | None:
    """Rows of 0s of the shape of a position ``text`` wider or longer than any position of ``puzzle`` (its lattice of
    points at most: 2 x rows + 1 rows of 2 x cols + 1), which :func:`read_start` refuses by its shape without each
    value read (a 2000x2000 position of a 58x40 Masyu took 20 s so, -t running out first); else None."""
    words = [line.split() for line in text.splitlines() if line.strip()]
    widths = [len(word) for word in words[0]] if len(words) == 1 else \
        [len(row) if len(row) > 1 else len(row[0]) for row in words]  # (one line: its words, hex digits, are rows)
    if len(widths) <= 2 * puzzle.rows + 1 and max(widths, default=0) <= 2 * puzzle.cols + 1:
        return None
    return [[0] * width for width in widths]


def read_start(board, grid: list, start) -> None:
    """Merge a position ``start`` (rows of side bitmasks, or the lattice's rows of 0/1/2) into the givens ``grid``
    (flat lattice values), in place.

    Raises:
        PuzzleInputError: another size, a value of neither shape, a side past the board's edge or drawn by one cell
            of an edge and not the other, a corner drawn or a pearl off the loop."""
    from numbers import Integral

    from .deductions import given_words

    puzzle = board.puzzle
    start = [list(row) for row in start]
    if _lattice_rows(puzzle, start):
        for i, v in enumerate(v for row in start for v in row):
            if isinstance(v, bool) or not isinstance(v, Integral) or v not in (0, 1, 2):
                # (named as the steps name it: "point (0, 1)" was the lattice's own coordinates)
                # (in the point's own words: "2 (not)" said nothing, and a cell is on the loop, not drawn)
                r, c = board.rc[i]
                values = (", 1 (drawn) or 2 (off the loop)" if (r + c) % 2 else ", 1 (on the loop) or 2 (off it)"
                          if r % 2 == 0 else " or 2 (a grid corner is never drawn)")
                raise PuzzleInputError(f"{point_name((r, c))} is {v!r}, not 0 (undecided){values}", "position")
            if v and grid[i] and v != grid[i] and not board.clue[i]:  # (a corner was named as the cell above left of
                # it, "r1c1 is on the loop, but it is a grid corner, never drawn")
                raise PuzzleInputError(f"{point_name(board.rc[i])} is {v}, but it is a grid corner, never drawn (0 "
                                       "or 2 there)", "position")
            if v and grid[i] and v != grid[i]:
                raise PuzzleInputError(f"{board.where(i)} is {board.names[v]}, but {given_words(board, i)}",
                                       "position")
            grid[i] = grid[i] or v
        return
    from .lattice import refuse_shape

    refuse_shape(start, puzzle.rows, puzzle.cols, (2 * puzzle.rows - 1, 2 * puzzle.cols - 1))
    for r, row in enumerate(start):
        for c, v in enumerate(row):
            if isinstance(v, bool) or not isinstance(v, Integral) or not 0 <= v <= 15:
                raise PuzzleInputError(f"cell {cell_name((r, c))} is {v!r}, not a side bitmask 0..15 (up 1, right 2, "
                                       "down 4, left 8)", "position")
            i = board.index[(2 * r, 2 * c)]
            for d, (bit, (dr, dc)) in enumerate(SIDES):
                if not v & bit:
                    continue
                if d not in board.edges[i]:
                    raise PuzzleInputError(f"cell {cell_name((r, c))} is drawn past the board's edge", "position")
                if not start[r + dr][c + dc] & SIDES[(d + 2) % 4][0]:
                    raise PuzzleInputError(f"cell {cell_name((r, c))} is drawn towards {cell_name((r + dr, c + dc))},"
                                           " which is not drawn back", "position")
                edge, beyond = board.edges[i][d]
                grid[edge] = grid[i] = grid[beyond] = 1


def point_name(point) -> str:
    """A lattice point ``(r, c)`` as the steps name it: a cell ``r2c3``, an edge its two cells ``r2c3-r2c4``, a
    grid corner (never a step's) ``the corner below right of r2c3``."""
    r, c = point
    if r % 2 == 0 and c % 2 == 0:
        return f"r{r // 2 + 1}c{c // 2 + 1}"
    if r % 2 == 0:
        return f"r{r // 2 + 1}c{c // 2 + 1}-r{r // 2 + 1}c{c // 2 + 2}"
    if c % 2 == 0:
        return f"r{r // 2 + 1}c{c // 2 + 1}-r{r // 2 + 2}c{c // 2 + 1}"
    return f"the corner below right of r{r // 2 + 1}c{c // 2 + 1}"


class MasyuHints:
    """Hints, grades and a position's check for Masyu (see the module docstring)."""

    explains = True
    deductions = "gridsat.puzzles.masyu.deductions"
    #: the web's play card draws the loop's edges between cell centres (static/loop.js): its position is the
    #: lattice a hint's ``grid`` holds (1 drawn, 2 crossed), its pearls the cells' ``labels``
    play_entry = "loop"
    #: where the loop's nodes lie on the play card's board: ``"centres"`` (the cells' centres, each cell a node) or
    #: ``"dots"`` (the grid's dots, the cells' corners, a lattice of ``2 rows + 1`` by ``2 cols + 1`` points);
    #: ``GET /api/kinds`` sends it as ``loop_nodes``
    loop_nodes = "centres"

    def _logic(self):
        from importlib import import_module

        return import_module(self.deductions)

    def play_words(self) -> dict:
        """What ``GET /api/kinds`` says of the play board (:meth:`~gridsat.puzzles.explaining.Explaining.play_words`),
        and ``loop_nodes``: where the loop board puts the loop's nodes (the cells' centres or the grid's dots)."""
        return {**super().play_words(), "loop_nodes": self.loop_nodes}

    def rule_words(self) -> dict:
        from ..grid.rule_words import module_doc, rule_words

        return rule_words(module_doc(self._logic()))

    def lattice(self, puzzle):
        """The lattice the steps run on and the module holding its ``givens`` and ``of_masks`` (a genre on a lattice
        of its own overrides it: Slitherlink's grid points)."""
        from . import lattice

        return lattice.Lattice(puzzle), lattice

    def lattice_points(self, puzzle) -> int:
        """How many points :meth:`lattice` lays: the cells and the edges between them (Slitherlink's has the grid
        points too)."""
        return (2 * puzzle.rows - 1) * (2 * puzzle.cols - 1)

    def point_names(self, board):
        """How a deduction names its lattice points (its mistakes named as its steps name them, ``r1c4-r1c5`` an
        edge, never a lattice point as a cell, ``r1c8``): a function of a point ``(row, col)``."""
        return point_name

    def read_start(self, board, grid: list, start) -> None:
        """A player's position ``start`` onto ``grid`` (:func:`read_start`)."""
        read_start(board, grid, start)

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        """The steps over the lattice (:meth:`lattice`), the proven answer's loop read as lattice values.

        Raises:
            PuzzleInputError: ``start`` does not fit (:meth:`read_start`)."""
        import time

        from ..grid import steploop
        from ..grid.hinting import State, apply
        from ..grid.stepping import guess_step, next_rules, trial_step

        began = time.perf_counter()
        refuse_lattice_size(puzzle, self.lattice_points(puzzle), self.title)
        from ...core.hints import Deduction
        from ...core.reading_clock import TimeUp, reading_under

        try:  # (plain Python, no clock of its own: a 600x600 Slitherlink's took a minute past -t 8 on a busy machine)
            with reading_under(deadline, slack=0.0):
                logic, (board, lattice) = self._logic(), self.lattice(puzzle)
        except TimeUp:  # unknown, as a proof the time limit cut
            return Deduction("unknown", complete=False, seconds=time.perf_counter() - began)

        def mistaken(out, grid, answer, start):
            broken = logic.contradiction(State(board, list(grid)))
            if broken is not None:
                from ...core.hints import as_they_are

                out.reason, out.conflict = as_they_are(broken[0]), sorted({board.rc[i] for i in broken[1]})

        genre = steploop.Genre(
            board.rows, board.cols, rules=lambda state: next_rules(logic, state),
            trial=lambda state, answer, deadline: trial_step(logic, state, answer, deadline, stalled=True),
            guess=lambda state, answer, deadline: guess_step(state, answer), apply=apply,
            state=lambda grid: State(board, grid), givens=lambda: lattice.givens(board),
            read_start=lambda grid, start: self.read_start(board, grid, start),
            answer=lambda result: lattice.of_masks(board, result.grid), mistaken=mistaken)
        out = steploop.deduce(puzzle, genre, start=start, deadline=deadline, first=first, began=began)
        out.names = self.point_names(board)
        return out

    def cell_labels(self, puzzle):
        """The pearls, as the play board draws them: ``"W"`` white, ``"B"`` black, ``""`` elsewhere (rows)."""
        return [[clue or "" for clue in row] for row in puzzle.clues]

    def read_position(self, text, puzzle, source="position"):
        """The loop drawn so far, as an answer is written (rows of hex side bitmasks, rows of whole numbers, the
        ``{"horizontal", "vertical"}`` edge strings), or a hint's JSON grid (the lattice's rows of 0/1/2), alone or in
        ``hint --json``'s whole record (its ``"grid"``).

        Raises:
            PuzzleInputError: none of these (the answer reader's words)."""
        import json

        stripped = text.lstrip().lstrip("\ufeff") if isinstance(text, str) else text
        if isinstance(stripped, str) and stripped.startswith(("[", "{")):
            try:
                rows = json.loads(stripped)
            except ValueError as e:
                raise PuzzleInputError(f"not JSON rows ({e})", source) from None
            if isinstance(rows, dict) and "grid" in rows:  # hint --json's whole record, as other kinds read it: it
                rows = rows["grid"]  # was "a recorded loop's 'horizontal' must be 6 strings of 5 characters"
                if not (isinstance(rows, list) and rows and all(isinstance(row, list) for row in rows)):
                    raise PuzzleInputError("a position's \"grid\" is the lattice's rows of 0 (undecided), 1 (drawn) "
                                           "and 2 (not), as hint --json prints it", source)
            if isinstance(rows, list) and all(isinstance(row, list) for row in rows) and rows:
                return rows
        json_text = isinstance(stripped, str) and stripped.startswith(("[", "{"))  # (the edge strings: read whole)
        if isinstance(text, str) and not json_text and (oversized := _oversized(text, puzzle)) is not None:
            return oversized
        try:
            return puzzle.read_answer(text)
        except PuzzleInputError as e:  # (the answer reader's words, of a position)
            raise PuzzleInputError(e.problem.replace("a recorded Masyu solution", "a Masyu position", 1), source) \
                from None

    def position_words(self) -> str:
        """What a Masyu position holds (``hint --help``): its moves are edges, not a cell's values."""
        return "the loop drawn so far as an answer writes it (side bitmasks), or its lattice (1 drawn, 2 not)"

    def given_position(self, puzzle):
        """No edge drawn (rows of side bitmasks 0): a pearl is a clue, never a move."""
        return [[0] * puzzle.cols for _ in range(puzzle.rows)]

    def finished_position(self, puzzle, deduction):
        """The rules the position broke when every point of it was decided (the lattice), else None."""
        from .lattice import Lattice, masks_of

        position = self.deduction_start(deduction)
        if not position or not all(all(row) for row in position):
            return None
        return self.check_position(puzzle, masks_of(Lattice(puzzle), [v for row in position for v in row]))

    def check_position(self, puzzle, grid):
        """The checker's words of a loop drawn (rows of side bitmasks), ``answer`` said as the position."""
        from numbers import Integral

        if len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid):
            return [f"position: the position is not {puzzle.rows}x{puzzle.cols}"]
        odd = [f"position: cell {cell_name((r, c))} is {v!r}, not a side bitmask 0..15" for r, row in enumerate(grid)
               for c, v in enumerate(row) if isinstance(v, bool) or not isinstance(v, Integral) or not 0 <= v <= 15]
        if odd:
            return odd
        return [line.replace("answer", "position", 1) if line.startswith("answer") else line
                for line in puzzle.violations(grid)]

    def hint_text(self, puzzle, deduction):
        """The lattice after the steps: pearls ``○``/``●``, a cell ``·`` (``x`` off the loop, ``?`` undecided),
        drawn edges ``─``/``│``, edges off `` ``; undecided edges ``.``; the last step's points bracketed; a key
        under it."""
        from .lattice import OFF, ON

        grid = deduction.grid
        last = deduction.steps[-1] if deduction.steps else None
        marked = set(last.decided) if last else set()
        lines, seen = [], set()
        for r, row in enumerate(grid):
            out = []
            for c, v in enumerate(row):
                clue = puzzle.clues[r // 2][c // 2] if r % 2 == 0 and c % 2 == 0 else None
                if r % 2 and c % 2:
                    ch = " "
                elif r % 2 == 0 and c % 2 == 0:
                    ch = {"W": "○", "B": "●"}.get(clue) or {ON: "·", OFF: "x"}.get(v, "?")
                else:
                    ch = ("│" if r % 2 else "─") if v == ON else " " if v == OFF else "."
                seen.add("─" if ch in "─│" else "x" if ch == " " and (r + c) % 2 else ch)  # (a pearl: no key)
                out.append(f"[{ch}]" if (r, c) in marked else f" {ch} ")
            lines.append("".join(out).rstrip())
        # the key of what the board shows (a solved board's named '. ?' undecided, none drawn)
        key = {"─": "─ │ drawn", "x": "a blank edge and x off the loop", "·": "· a cell on it",
               "?": ". ? undecided", ".": ". ? undecided"}
        words = list(dict.fromkeys(key[ch] for ch in ("─", "x", "·", "?", ".") if ch in seen))
        lines.append(f"({'; '.join(words + ['[ ] the step' + chr(39) + 's points'] * bool(marked))})")
        return "\n".join(lines)

    def hint_figure(self, puzzle, deduction, upto=None):
        """The loop drawn after the steps (:meth:`~gridsat.puzzles.grid.loop.LoopPuzzle.drawing`), the last step's
        cells framed: an edge's two cells; the edges it decides off the loop crossed at their middle (a step deciding
        only that an edge is off it framed two cells with nothing drawn between them), every cell off the loop (the
        step's and the earlier steps') at its centre."""
        from dataclasses import replace

        from ...render.picture import mark_step, step_title
        from .lattice import OFF, ON, Lattice, masks_of

        board = Lattice(puzzle)
        grid = [row[:] for row in deduction.grid]
        for step in deduction.steps[upto:] if upto is not None else ():
            for r, c in step.decided:
                grid[r][c] = 0
        masks = masks_of(board, [v for row in grid for v in row])
        steps = deduction.steps[:upto]

        def cells(points):
            out = set()
            for r, c in points:
                out.update({(r // 2, c // 2), ((r + 1) // 2, (c + 1) // 2)})
            return sorted(out)

        shown = [replace(s, decided=dict.fromkeys(cells(s.decided), 1), premises=cells(s.premises)) for s in steps]
        drawing = puzzle.drawing(masks, title=step_title(puzzle.name, steps, deduction.verdict))
        # an edge the step puts off the loop crossed at its middle, every cell off it at its centre (as the
        # terminal's x: a Country Road cell decided off the loop was framed with nothing in it, and one an earlier
        # step put off it, a premise of "beside it across a room border, is off the loop", was not drawn at all)
        drawing.crosses = {((r // 2, c // 2), ((r + 1) // 2, (c + 1) // 2)) if (r + c) % 2 else (r // 2, c // 2)
                           for r, c in (steps[-1].decided if steps else ()) if grid[r][c] == OFF}
        off = {(r // 2, c // 2) for r, row in enumerate(grid) for c, v in enumerate(row)
               if r % 2 == 0 and c % 2 == 0 and v == OFF}
        drawing.crosses = {x for x in drawing.crosses if x not in drawing.text} | (off - set(drawing.text))
        figure = drawing.figure()
        numbered = sorted(off & set(drawing.text))  # a room's number keeps the centre: its cross beside it, as the dot
        if numbered:
            from matplotlib.collections import LineCollection

            from ...render.board import GRID

            figure.axes[0].add_collection(LineCollection(
                [seg for r, c in numbered for x, y in [(c + 0.78, r + 0.78)]
                 for seg in (((x - 0.1, y - 0.1), (x + 0.1, y + 0.1)), ((x - 0.1, y + 0.1), (x + 0.1, y - 0.1)))],
                colors=GRID, linewidths=1, zorder=2))
        # a cell on the loop with no edge drawn yet, a dot of the loop's colour (beside its room's number), as the
        # terminal's "·": a Country Road step putting a cell on the loop framed it with nothing in it (a pearl,
        # on the loop by the rules, is left as it is)
        on = [(r // 2, c // 2) for r, row in enumerate(grid) for c, v in enumerate(row) if r % 2 == 0 and c % 2 == 0
              and v == ON and not masks[r // 2][c // 2] and (r // 2, c // 2) not in drawing.circles]
        if on:
            at = [(c + (0.74 if (r, c) in drawing.text else 0.5), r + (0.74 if (r, c) in drawing.text else 0.5))
                  for r, c in on]
            figure.axes[0].scatter(*zip(*at), s=36, color=drawing.line, zorder=5)
        return mark_step(figure, shown, deduction.clues_in_conflict())


__all__ = ["MasyuHints", "point_name", "read_start"]
