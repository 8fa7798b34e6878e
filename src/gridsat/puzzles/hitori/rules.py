"""Hitori, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml`` and
its checker ``src/variety/hitori.js``; Nikoli's genre):

1. shade some cells;
2. no number appears twice among the unshaded cells of a row or a column
   (empty cells and ``?`` cells carry no number);
3. shaded cells are never orthogonally adjacent;
4. the unshaded cells are orthogonally connected.

(puzz.link's checker also refuses a board with no shaded cell at all, a
guard against an untouched board that no published puzzle needs; it is not
a rule here.)  Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.errors import PuzzleInputError, cell_name, counted
from ...core.grid import as_rows, components, groups_from, named_lines
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle

_DIGITS36 = "0123456789abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class HitoriPuzzle(GridPuzzle):
    """A Hitori board: ``clues`` hold each cell's number (None: an empty
    cell, ``"?"``: a number not shown)."""

    kind_name = "hitori"
    clue_noun = "number"
    #: (a negative number was told "below 0: a clue is a count", and a Hitori number counts nothing)
    clue_is = "a number, 0 or more (a value that must not repeat, not a count)"

    def weaker(self, clue):
        """``"?"`` for a number: a cell that carries none (no answer is lost)."""
        return "?"

    def lines(self) -> list:
        """``(name, cells)`` of every row and column (:func:`gridsat.core.grid.named_lines`)."""
        return named_lines(self.rows, self.cols)

    def repeats(self, check=None) -> list:
        """``(name, cells)``: the cells of a line that show the same number, where it repeats (worked out
        once); ``check`` (a deadline check that raises, or None) is called before each line: a 1000x1000
        board's take seconds."""
        from ...constraints.tagging import clocked

        check = clocked(check)  # a number met "'int' object is not callable"
        if "_repeats" not in self.__dict__:
            out = []
            for name, cells in self.lines():
                if check is not None:
                    check()
                same: dict = {}
                for cell in cells:
                    if isinstance(self.clue(cell), int):
                        same.setdefault(self.clue(cell), []).append(cell)
                out += [(f"the {n}s of {name}", group) for n, group in same.items() if len(group) > 1]
            self.__dict__["_repeats"] = out  # (a frozen dataclass: as functools.cached_property stores)
        return self.__dict__["_repeats"]

    def model(self, model, options, lazy: bool = False):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), after
        the cells the classic deductions force (which every answer shares);
        ``lazy``: rule 4 as separator cuts added when an answer breaks it."""
        from ...constraints.connectivity import connected, separator_cuts
        from ...constraints.shading import cell_vars, count, no_adjacent
        from ...constraints.shading_logic import forced_shading

        cells, repeats = self.cells(), self.repeats(options.check_time)
        shaded = cell_vars(model, cells)  # rule 1
        known = forced_shading(cells, self.neighbours, at_most_one_unshaded=[g for _, g in repeats],
                               check=options.check_time)
        if known is None:  # the deductions leave no answer
            with model.rule("the deductions leave no answer"):
                model.add_bool_or([])
            return cell_encoding(self, shaded)
        with model.rule("cells the deductions force"):
            model.add_bool_and([shaded[c] if v else ~shaded[c] for c, v in known.items()])
        unshaded = {c: ~v for c, v in shaded.items()}
        # rules 2 and 3 where a cell is undecided (the deductions never break them among decided cells)
        count(model, [(n, g) for n, g in repeats if any(c not in known for c in g)], unshaded, 1, "<=",
              rule="no number repeats among a line's unshaded cells")
        no_adjacent(model, {c: v for c, v in shaded.items() if c not in known}, self.neighbours)
        given = {c for c in cells if known.get(c) == 0}
        if not lazy:
            connected(model, cells, self.neighbours, unshaded, anchor=min(given, default=None),  # rule 4
                      check=options.check_time, rule="the unshaded cells are connected")
            return cell_encoding(self, shaded)

        def separate(values):  # two unshaded areas: a cell of each unshaded implies a boundary cell unshaded
            apart = separator_cuts([c for c, v in zip(cells, values) if not v], self.neighbours, given)
            return [[shaded[u], shaded[v]] + [unshaded[b] for b in boundary] for boundary, u, v in apart]
        return replace(cell_encoding(self, shaded), separate=separate)

    def search_model(self, model, options):
        """The rules as the compiled counting search states them: a literal per
        cell, true when shaded (rule 1); of a line's cells that show one number,
        all but one at least shaded (2); never two shaded neighbours (3); the
        search's connectivity rule over the cells whose literal is false (4).
        The search propagates these itself: no deductions first."""
        from ...constraints.connectivity import search_connected
        from ...constraints.shading import no_adjacent

        shaded = {c: model.new_bool_var("") for c in self.cells()}  # rule 1
        with model.rule("no number repeats among a line's unshaded cells"):
            for _, group in self.repeats(options.check_time):
                model.add(sum(shaded[c] for c in group) >= len(group) - 1)
        no_adjacent(model, shaded, self.neighbours)  # rule 3
        search_connected(model, shaded, self.neighbours, present=0, rule="the unshaded cells are connected")
        return cell_encoding(self, shaded)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        shaded = {c for c in self.cells() if grid[c[0]][c[1]]}
        problems = []
        for name, cells in self.lines():
            numbers = [self.clue(c) for c in cells if c not in shaded and isinstance(self.clue(c), int)]
            problems += [f"{n} appears {'twice' if numbers.count(n) == 2 else f'{numbers.count(n)} times'} among the "
                         f"unshaded cells of {name}" for n in sorted(set(numbers)) if numbers.count(n) > 1]  # (as the
            # rule says it: "no number appears twice"; it said "3 appears 2 times")
        problems += [f"shaded cells {cell_name(c)} and {cell_name(nb)} are adjacent" for c in sorted(shaded)
                     for nb in self.neighbours(c) if nb in shaded and nb > c]
        parts = components([c for c in self.cells() if c not in shaded], self.neighbours)
        if len(parts) > 1:
            problems.append(f"the unshaded cells are not connected: {len(parts)} groups, from {groups_from(parts)}")
        return problems

    def drawing(self, grid, title=None):
        """The board as puzzle sites draw it: every number, shaded cells dark (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, text={c: str(v) for c, v in self.clued().items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: one token per cell, row-major (pzprjs ``decodeHitori``):
        ``0-9a-z`` a number in base 36, ``-`` and two base-36 digits a number
        from 36, ``@`` or ``%`` a ``?`` cell, ``.`` an empty cell (what
        puzz.link's encoder writes).  pzprjs reads any other character as an
        empty cell; gridsat refuses it, so a mistyped URL is not read as
        another board.

        Raises:
            PuzzleInputError: a character outside these, a ``-`` without two
                base-36 digits, a body cut short, or characters after the last cell."""
        from ...formats.puzzlink import cut_short, refuse_rest

        values, body, pos = [], link.body, 0
        while pos < len(body) and len(values) < link.rows * link.cols:
            ch = body[pos]
            if ch in _DIGITS36:
                values.append(int(ch, 36))
            elif ch == "-":
                digits = body[pos + 1:pos + 3]
                if len(digits) != 2 or any(d not in _DIGITS36 for d in digits):
                    raise PuzzleInputError(f"URL body character {pos + 1} ('-'): "
                                           "expected two base-36 digits (0-9, a-z)")
                values.append(int(digits, 36))
                pos += 2
            elif ch in "@%.":
                values.append("?" if ch in "@%" else None)
            else:
                raise PuzzleInputError(f"URL body character {pos + 1} ({ch!r}): not a number 0-9/a-z, '-' and two "
                                       "base-36 digits, '.' (an empty cell) or '@'/'%' (a number not shown)")
            pos += 1
        refuse_rest(body, pos)
        if len(values) < link.rows * link.cols:
            cells = link.rows * link.cols
            raise cut_short(body, f"{cells - len(values):,} of the {counted(cells, 'cell')}")
        return cls(link.rows, link.cols, as_rows(values, link.rows, link.cols),
                   name=name)

    def to_url(self) -> str:
        """The puzz.link URL (pzprjs ``encodeHitori``: ``.`` an empty cell, ``@`` a ``?``).

        Raises:
            PuzzleInputError: a number above 1295 (two base-36 digits), which the URL cannot hold.
        """
        from ...formats.puzzlink import make_url

        from ...formats.puzzlink_encode import too_large

        def token(i, v):
            if v is None:
                return "."
            if v == "?":
                return "@"
            if v >= 36 * 36:  # it wrote '.', an empty cell: the URL was another puzzle
                raise too_large(v, 36 * 36 - 1, self.cell_where(i))
            return _DIGITS36[v] if v < 36 else "-" + _DIGITS36[v // 36] + _DIGITS36[v % 36]
        return make_url("hitori", self.cols, self.rows,
                        "".join(token(i, v) for i, v in enumerate(v for row in self.clues for v in row)))


__all__ = ["HitoriPuzzle"]
