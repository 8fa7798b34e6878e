"""Hashiwokakero's hint hooks (:class:`HashiHints`, a base of its kind): steps on links (:mod:`.stepping`, the rules
:mod:`.deductions`), a player's position read in the answer's forms, the terminal text and the picture of a hint.

A position is the bridges a player drew, in any of the answer's forms (:meth:`HashiPuzzle.read_answer`): the
``{"horizontal", "vertical"}`` strings, where ``.`` or ``?`` is a side not decided yet (``+``: at least one bridge,
``-``: at most one, as a hint's step may leave a link), rows of whole numbers (right + 3 x down: every side
decided), the board as ``gridsat hashi`` draws it, or a deduction's grid (rows of 1 + right + 3 x down, 0 where a
side is undecided: ``hint --json``'s ``grid``, and rows given from Python; a ``hint --json`` record's steps' bounds
too); read as ``[((island, island), (least, most))]`` of the links it narrows.  Rows of another size than the board,
sides that disagree along one link, or a bridge that ends on no island, are refused in one line; a bridge too many or
a crossing is told as the position's mistake.
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, cell_name, counted


def grid_sides(puzzle, rows) -> tuple:
    """``(right, down)`` of a deduction's grid (rows of 1 + right + 3 x down, 0 where a side is undecided).

    Raises:
        PuzzleInputError: not rows of the board's size of whole numbers 0 to 9."""
    from numbers import Integral

    if not isinstance(rows, list) or len(rows) != puzzle.rows or any(
            not isinstance(row, list) or len(row) != puzzle.cols or any(
                isinstance(v, bool) or not isinstance(v, Integral) or not 0 <= v <= 9 for v in row) for row in rows):
        raise PuzzleInputError(f"a position's grid must be {puzzle.rows} rows of {puzzle.cols} whole numbers, each "
                               "0 (undecided) or 1 + the bridges across the cell's right side + 3 x those across "
                               "its bottom side (1 to 9), as hint --json writes its grid", "position")
    right, down = {}, {}
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            right[r, c], down[r, c] = (None, None) if not v else (((v - 1) % 3,) * 2, ((v - 1) // 3,) * 2)
    return right, down


#: A position string's character -> the bridges across that side, least and most.
BOUNDS = {"0": (0, 0), "1": (1, 1), "2": (2, 2), "+": (1, 2), "-": (0, 1)}


def _stepped(record) -> dict:
    """``{(island, island): (least, most)}`` the steps of a ``hint --json`` record decide (none when it has none)."""
    out = {}
    for step in record.get("steps") or () if isinstance(record.get("steps"), list) else ():
        for said in step.get("decided") or () if isinstance(step, dict) else ():
            try:
                (r1, c1), (r2, c2) = said["cell"]
                lo, hi = said["value"]
                out[(r1, c1), (r2, c2)] = (int(lo), int(hi))
            except (KeyError, TypeError, ValueError):
                raise PuzzleInputError("a hint --json record's step decides {\"cell\": [[r, c], [r2, c2]], "
                                       "\"value\": [least, most]} (a link between two islands)", "position") from None
    return out


def _sides(puzzle, text) -> tuple:
    """``(right, down, stepped)``: ``{cell: (least, most) | None}`` of a position's text (None: not decided), and
    what a ``hint --json`` record's steps decide (:func:`_stepped`)."""
    from .drawn import drawn_bridges
    from .rules import sides_of

    if isinstance(text, str) and text.lstrip().startswith(("{", "[")):
        from ...formats.json import load_json

        record = load_json(text, "position")
        if isinstance(record, list):  # a deduction's grid as JSON rows (POST /api/hint's rows of values): read as the
            return (*grid_sides(puzzle, record), {})  # answer's rows of numbers, "cells separated by commas"
        if isinstance(record, dict) and "grid" in record and "horizontal" not in record:  # a hint's --json record
            return (*grid_sides(puzzle, record["grid"]), _stepped(record))
        if isinstance(record, dict) and isinstance(record.get("horizontal"), list) and \
                isinstance(record.get("vertical"), list):
            h, v = record["horizontal"], record["vertical"]
            for strings, n, width, what in ((h, puzzle.rows, puzzle.cols - 1, "horizontal"),
                                            (v, puzzle.rows - 1, puzzle.cols, "vertical")):
                if len(strings) != n or any(not isinstance(s, str) or len(s) != width or s.strip("012+-.?")
                                            for s in strings):
                    raise PuzzleInputError(f"a position's {what!r} must be {n} strings of {width} characters, each "
                                           "0, 1 or 2 (bridges across a side), + (at least one), - (at most one) or "
                                           ". (not decided)", "position")
            right = {(r, c): BOUNDS.get(ch) for r, s in enumerate(h) for c, ch in enumerate(s)}
            down = {(r, c): BOUNDS.get(ch) for r, s in enumerate(v) for c, ch in enumerate(s)}
            return right, down, {}
    grid = drawn_bridges(puzzle, text) if isinstance(text, str) else None
    if grid is None:
        try:
            grid = puzzle.read_answer(text)
        except PuzzleInputError as exc:  # said of a position, not a recorded solution ("position: a position: ")
            said = exc.problem.replace("a recorded Hashiwokakero solution: ", "", 1)
            raise PuzzleInputError(f"{said.replace('a recorded Hashiwokakero solution', 'a position')} (or "
                                   "the answer's {\"horizontal\", \"vertical\"} strings, . a side undecided; the "
                                   "board as gridsat hashi draws it; or hint --json's grid)", "position") from None
    if len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid):  # rows left out were read as
        widths = "/".join(f"{n:,}" for n in sorted({len(row) for row in grid}))  # no bridge there at all
        has = f"{counted(len(grid), 'row')} of {widths} cell{'' if widths == '1' else 's'}" if grid else "no rows"
        raise PuzzleInputError(f"the position has {has}; the puzzle has {counted(puzzle.rows, 'row')} of "
                               f"{puzzle.cols:,}", "position")
    right, down = sides_of(grid)
    return {k: (v, v) for k, v in right.items()}, {k: (v, v) for k, v in down.items()}, {}


class DrawnLinks(list):
    """A position read: ``[((island, island), (least, most))]``, the links it narrows (a list, as the kinds' hint
    machinery passes positions)."""


def position_links(puzzle, text, rows=None) -> DrawnLinks:
    """``[((island, island), (least, most))]`` of the links a position narrows (see the module docstring): its text,
    or ``rows`` of a deduction's grid (:func:`grid_sides`).

    Raises:
        PuzzleInputError: rows of another size than the board, sides that disagree along a link, a bridge ending
            on no island, or text none of the answer's forms."""
    right, down, stepped = _sides(puzzle, text) if rows is None else (*grid_sides(puzzle, rows), {})
    out, covered = DrawnLinks(), set()

    def shown(v) -> str:
        return "." if v is None else str(v[0]) if v[0] == v[1] else "+" if v == (1, 2) else "-"

    for a, b, between in puzzle.links:
        sides = right if a[0] == b[0] else down
        said = [sides.get(cell, (0, 0)) for cell in [a, *between]]
        covered.update(((cell, sides is right) for cell in [a, *between]))
        decided = {v for v in said if v is not None}
        if len(decided) > 1:
            raise PuzzleInputError(f"the sides between {cell_name(a)} and {cell_name(b)} hold different bridges "
                                   f"({', '.join(map(shown, said))}): a bridge runs straight from island to island",
                                   "position")
        bounds = decided.pop() if decided else (0, 2)  # a side written alone is its link's (all sides agree)
        lo, hi = stepped.get((a, b), (0, 2))
        bounds = (max(lo, bounds[0]), min(hi, bounds[1]))
        if bounds != (0, 2):
            out.append(((a, b), bounds))
    for sides, is_right in ((right, True), (down, False)):
        for cell, v in sides.items():
            if v is not None and v != (0, 0) and (cell, is_right) not in covered:
                raise PuzzleInputError(f"a bridge across the {'right' if is_right else 'bottom'} side of "
                                       f"{cell_name(cell)} joins no two islands that see each other", "position")
    return out


class HashiHints:
    """Hints, grades, positions and the web's play card for Hashiwokakero (see the module docstring): the card
    draws bridges between islands (``play_entry`` ``"bridge"``), each island a labelled cell."""

    explains = True
    position_values = ()
    play_entry = "bridge"

    def cell_labels(self, puzzle) -> list:
        """Each island's number (``?`` where it is not given) on its cell, ``""`` elsewhere: the play card's
        islands."""
        return [["" if v is None else str(v) for v in row] for row in puzzle.clues]

    def position_words(self) -> str:
        """What a position holds, as ``gridsat hint --help`` says it (:mod:`gridsat.puzzles.position_lines`)."""
        return ("text rows of numbers as its answer is written (the bridges across a cell's right side + 3 x those "
                "across its bottom, 0 to 8, every side decided), hint --json's grid as JSON rows (1 + those, 1 to 9, "
                "0 undecided), or the answer's horizontal/vertical strings, . a side undecided")

    def rule_words(self) -> dict:
        from ..grid.rule_words import module_doc, rule_words
        from . import deductions

        return rule_words(module_doc(deductions))

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        from .stepping import deduce

        return deduce(puzzle, start=start, deadline=deadline, first=first)

    def read_position(self, text, puzzle, source="position"):
        try:
            return position_links(puzzle, text)
        except PuzzleInputError as exc:
            raise PuzzleInputError(exc.problem, source) from None

    def start_position(self, puzzle, start):
        """A position read already (:class:`DrawnLinks`), or rows of a deduction's grid (1 + right + 3 x down, 0
        where a side is undecided: :meth:`given_position`'s, ``hint --json``'s ``grid``)."""
        if isinstance(start, DrawnLinks):
            return start
        try:
            return position_links(puzzle, None, [list(row) for row in start])
        except PuzzleInputError as exc:
            raise PuzzleInputError(exc.problem, "start") from None

    def given_position(self, puzzle) -> list:
        """No link is given: every cell undecided (0) but those no link passes (1: no bridge)."""
        from . import deductions as hd
        from .stepping import cells_of

        links = hd.Links(puzzle)
        return cells_of(links, puzzle, hd.start(links))

    def check_position(self, puzzle, grid) -> list:
        """The checker's words of a finished position: rows of 1 + right + 3 x down (a deduction's grid)."""
        if len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid):
            return [f"position: the board is {puzzle.rows}x{puzzle.cols}"]
        open_ = [cell_name((r, c)) for r, row in enumerate(grid) for c, v in enumerate(row)
                 if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 9]
        if open_:
            return [f"position: {', '.join(open_[:10])}{' ...' if len(open_) > 10 else ''} not decided (a cell "
                    "holds 1 + its bridges right + 3 x those below, 1 to 9)"]
        return [line.replace("answer", "position", 1) if line.startswith("answer") else line
                for line in puzzle.violations([[v - 1 for v in row] for row in grid])]

    def finished_position(self, puzzle, deduction) -> list | None:
        """The rules a position broke when it decided every link before any step (None: a step was taken, or
        a link was undecided)."""
        if deduction.steps or not deduction.grid or not all(all(row) for row in deduction.grid):
            return None
        return self.check_position(puzzle, deduction.grid)

    @staticmethod
    def deduction_start(deduction) -> list:
        """The position ``deduction`` started from, as its grid (1 + right + 3 x down, 0 undecided)."""
        if not deduction.steps or deduction.puzzle is None:
            return [list(row) for row in deduction.grid or ()]
        from . import deductions as hd
        from .hints_drawing import state_after
        from .stepping import cells_of

        links = hd.Links(deduction.puzzle)
        return cells_of(links, deduction.puzzle, state_after(links, deduction, 0))

    def _drawing(self, puzzle, deduction, upto=None, title=None):
        """The board after the first ``upto`` steps (all: None): the bridges decided drawn, the empty cells an
        undecided link passes marked undecided (an island is drawn with its decided bridges)."""
        from dataclasses import replace

        from . import deductions as hd
        from .hints_drawing import state_after
        from .rules import answer_of

        links = hd.Links(puzzle)
        s = state_after(links, deduction, upto)
        right, down, undecided = {}, {}, set()
        for k, (a, b) in enumerate(links.ends):
            sides = right if a[0] == b[0] else down
            for cell in [a, *links.between[k]]:
                sides[cell] = s.lo[k] if s.lo[k] == s.hi[k] else 0
            if s.lo[k] != s.hi[k]:
                undecided.update(links.between[k])
        drawing = puzzle.drawing(answer_of(puzzle.rows, puzzle.cols, right, down), title=title)
        return replace(drawing, undecided=undecided)

    def hint_text(self, puzzle, deduction):
        """The board after the steps as ``gridsat hashi`` draws an answer, an undecided cell ``?`` (keyed where one
        is drawn: a solved board's key named a '?' it did not show)."""
        from rich.text import Text

        drawing = self._drawing(puzzle, deduction)
        key = "\n? a cell whose bridges are not decided yet" if drawing.undecided else ""
        return Text.assemble(drawing.text_art(), key)

    def hint_figure(self, puzzle, deduction, upto=None):
        """The board after the steps, undecided cells hatched, the last step's islands framed; the pairs it leaves
        without a bridge crossed halfway between them (a step of 0 bridges framed two islands with nothing drawn)."""
        from dataclasses import replace

        from ...core.hints import Step
        from ...render.picture import mark_step, step_title

        steps = deduction.steps[:upto]
        drawing = self._drawing(puzzle, deduction, upto, step_title(puzzle.name, steps, deduction.verdict))
        drawing = replace(drawing, crosses={ends for s in steps[-1:] for ends, (_, most) in s.decided.items()
                                            if most == 0})
        shown = [Step(s.rule, s.sentence, {cell: 0 for ends in s.decided for cell in ends}, s.premises, s.level)
                 for s in steps[-1:]]
        return mark_step(drawing.figure(), shown, deduction.clues_in_conflict())


__all__ = ["DrawnLinks", "HashiHints", "position_links"]
