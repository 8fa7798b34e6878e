"""Hashiwokakero (Bridges), rules as puzz.link states and checks them (robx/pzprjs ``rules.en.yaml`` and the checker
list of ``src/variety/hashikake.js``; Nikoli's genre):

1. islands (the numbered cells; ``?``: a number not given) stand on some cells; draw bridges between islands,
   straight, horizontal or vertical, over empty cells only;
2. at most two bridges join a pair of islands;
3. bridges never cross;
4. an island has as many bridges as its number (pzprjs ``checkCellNumberNotOver``, ``checkCellNumberNotLess``);
5. the bridges join every island into one network (pzprjs ``checkConnectAllNumber``), and there is at least one
   bridge (``checkLineExist``: a board without islands has no answer).

Islands side by side may be joined (puzz.link draws the bridge across their shared side).  Answers are rows of
whole numbers, one per cell: the bridges across its right side plus 3 times those across its bottom side (0 to 8:
``1`` a single bridge leaving to the right, ``3`` one leaving downwards, ``8`` two each way).  ``--json`` also gives
the bridges as ``{"horizontal", "vertical"}`` strings of digits 0 to 2, one a side between neighbouring cells, as
puzz.link's files list them (:meth:`HashiPuzzle.read_answer` reads both).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from ...core.errors import PuzzleInputError, cell_name, counted
from ...core.grid import components, groups_from
from ..grid.kind import Encoding
from ..grid.puzzle import GridPuzzle, recorded_values
from ..grid.number_url import NumberedCellsURL
from ..grid.recorded import strings_shape

#: The most bridges an island can have: two to each of its four sides.
MOST = 8


def sides_of(grid) -> tuple[dict, dict]:
    """``(right, down)``: ``{cell: bridges across its right side}`` and ``{cell: across its bottom side}`` of an
    answer grid (value ``right + 3 * down``; None cells left out)."""
    right, down = {}, {}
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v is not None:
                right[r, c], down[r, c] = v % 3, v // 3
    return right, down


def answer_of(rows: int, cols: int, right: dict, down: dict) -> list:
    """The answer grid of bridges across the cells' right and bottom sides (the inverse of :func:`sides_of`)."""
    return [[right.get((r, c), 0) + 3 * down.get((r, c), 0) for c in range(cols)] for r in range(rows)]


def _together(line: str) -> bool:
    """Whether ``line`` is a row of cells written together: two characters or more, each a number 1 to 8, ``.`` or
    ``?``."""
    row = line.strip()
    return len(row) > 1 and all(ch in "12345678.?" for ch in row)


@dataclass(frozen=True)
class HashiPuzzle(NumberedCellsURL, GridPuzzle):
    """A Hashiwokakero board: ``clues`` hold the islands' numbers (1 to 8) or ``"?"``, None where a cell is empty."""

    kind_name = "hashi"
    clue_noun = "island number"
    clue_least, clue_is = 1, "a number of bridges (1 to 8)"
    answer_values = None  # bridge counts: the checker reads them
    answer_span = (0, MOST, "right + 3 x down bridges, 0..8")
    #: Two booleans and two flows a pair of islands, a constraint a crossing: the model grows with the islands, not
    #: the cells (a flat 4000 a cell told a 1000x1000 board of 12,640 islands it needed 3.7 GB and refused it; it
    #: peaked at 230 MB, 380 MB under --engine cpsat).  Measured beyond the imports: a 200x200 board of 20,000
    #: islands 345 MB (cpsat; 17 KB an island), the 1000x1000 one 330 MB (cpsat), so 20 KB an island and 200 bytes
    #: a cell (the grid, its clues and cells between) keep a margin.
    island_bytes, cell_bytes = 20_000, 200

    @property
    def bytes_per_cell(self) -> int:
        """The model's bytes a cell (the memory estimate, checked before it is built): :attr:`cell_bytes`, plus
        the islands' :attr:`island_bytes` spread over the cells (rounded up)."""
        cells = self.rows * self.cols
        islands = sum(v is not None for row in self.clues for v in row)
        return self.cell_bytes + -(-islands * self.island_bytes // cells)

    def check_clue(self, clue, cell) -> str | None:
        """An island's number, 1 to 8, or ``"?"``."""
        if isinstance(clue, int) and not isinstance(clue, bool):
            if clue == 0:
                return "clue 0 is not an island's number (an island has 1 bridge or more)"
            if clue > MOST:
                return f"clue {clue:,} is more than {MOST}, the most bridges an island has (two to each side)"
        return super().check_clue(clue, cell)

    @classmethod
    def from_lines(cls, lines: list, name: str):
        """The text grid, whose rows may also be written as puzzle sites paste them, a character a cell without
        spaces (``4.2..``: a number 1 to 8, ``.`` empty, ``?``), as if spaced."""
        return super().from_lines([(n, " ".join(line.strip()) if _together(line) else line) for n, line in lines],
                                  name)

    def weaker(self, clue):
        """``"?"``: the island stays, with any number of bridges (no answer is lost)."""
        return "?"

    def board_reason(self) -> str | None:
        """Why no answer exists whatever the numbers say: a board without islands, or with one (puzz.link asks for a
        bridge, and a bridge joins two islands), or islands that do not all see each other through a chain of
        islands along rows and columns (no bridges can join them into one network; such a board was told
        "there is none even with every island number taken away", or nothing when its islands were all '?')."""
        clued = self.clued()
        if len(clued) < 2:
            return ("the board has no island" if not clued else "the board has one island, and a bridge joins "
                    "two") + ", and puzz.link's rules ask for at least one bridge"
        seen: dict = {cell: set() for cell in clued}
        for a, b, _ in self.links:
            seen[a].add(b)
            seen[b].add(a)
        alone = [cell for cell in clued if not seen[cell]]
        if alone:
            number = clued[alone[0]]
            return (f"the island {'' if number == '?' else f'{number} '}at {cell_name(alone[0])} sees no other island "
                    f"along its row or column, so no bridge can reach it")
        parts = components(clued, lambda cell: seen[cell])
        if len(parts) < 2:
            return None
        return (f"the islands fall into {len(parts)} groups that see no island of another along a row or column, so "
                f"no bridges join them into one network: through {groups_from(parts)}")

    @cached_property
    def links(self) -> list:
        """``[(island, island, cells between)]``: every pair of islands that see each other along a row or a
        column, nothing but empty cells between them (none when side by side), row-major by the first island,
        the one to its right before the one below."""
        clued, out = self.clued(), []
        for (r, c) in clued:
            for dr, dc in ((0, 1), (1, 0)):
                between, y, x = [], r + dr, c + dc
                while y < self.rows and x < self.cols and (y, x) not in clued:
                    between.append((y, x))
                    y, x = y + dr, x + dc
                if y < self.rows and x < self.cols:
                    out.append(((r, c), (y, x), between))
        return out

    def crossings(self) -> list:
        """``[(i, j)]``: the links ``i`` (horizontal) and ``j`` (vertical), indices in :attr:`links`, that pass
        through one empty cell."""
        across = {cell: i for i, (a, b, between) in enumerate(self.links) if a[0] == b[0] for cell in between}
        return [(across[cell], j) for j, (a, b, between) in enumerate(self.links) if a[1] == b[1]
                for cell in between if cell in across]

    def model(self, model, options, lazy: bool = False):
        """The rules as CP-SAT constraints: per pair of islands that see each other a boolean "one bridge or more"
        and a boolean "two" (the decision literals), each island's sum, a clause per crossing, and
        :func:`~gridsat.constraints.edge_links.edges_connect` over the islands.  ``lazy``: rule 5 left out, added
        as cuts when an answer breaks it (the encoding's ``separate``: per group of islands the bridges found
        join, "some bridge leaves the group")."""
        from ...constraints.edge_links import edges_connect, linking_cuts

        options.check_memory(self.rows * self.cols * self.bytes_per_cell,
                             f"a CP-SAT model of a {self.rows}x{self.cols} Hashiwokakero")
        links, clued = self.links, self.clued()
        with model.rule("at most two bridges join a pair of islands"):  # rules 1, 2
            one = [model.new_bool_var(f"bridge{a}-{b}") for a, b, _ in links]
            two = [model.new_bool_var(f"double{a}-{b}") for a, b, _ in links]
            for x, y in zip(one, two):
                model.add_implication(y, x)
        options.check_time()
        with model.rule("an island has as many bridges as its number"):  # rule 4
            touching: dict = {cell: [] for cell in clued}
            for k, (a, b, _) in enumerate(links):
                touching[a] += [one[k], two[k]]
                touching[b] += [one[k], two[k]]
            for cell, number in clued.items():
                if number != "?":
                    model.add(sum(touching[cell]) == number)
        with model.rule("bridges never cross"):  # rule 3
            for i, j in self.crossings():
                model.add_bool_or([~one[i], ~one[j]])
        options.check_time()
        if len(clued) < 2:  # (more islands: their connectivity asks for a bridge)
            with model.rule("at least one bridge"):
                model.add_bool_or(one)
        edges = {(a, b): one[k] for k, (a, b, _) in enumerate(links)}
        encoding = Encoding(one + two, self.decode, self.forced_answer)
        rule = "the bridges join every island into one network"
        if not lazy:
            edges_connect(model, list(clued), edges, check=options.check_time, rule=rule)  # rule 5
            return encoding
        pairs = list(edges)
        return replace(encoding, separate=lambda values: linking_cuts(list(clued), edges, [
            pair for pair, v in zip(pairs, values) if v]))

    def answer_from_links(self, counts) -> list:
        """The answer grid of ``counts``, bridges per link of :attr:`links` (None: not known, its cells None).

        A link not known makes both its islands None as well as the cells between them: an island is forced only
        when every bridge at it is, whichever side (its grid value counts only its right and bottom sides).
        """
        right, down, unknown = {}, {}, set()
        for (a, b, between), n in zip(self.links, counts):
            sides = right if a[0] == b[0] else down
            for cell in [a, *between]:
                sides[cell] = n
            if n is None:  # the far island too: its bridges differ though its own right and bottom sides do not
                unknown.update([a, *between, b])  # (r3c3 of four corner islands was drawn and counted as forced)
        grid = answer_of(self.rows, self.cols, {k: v or 0 for k, v in right.items()},
                         {k: v or 0 for k, v in down.items()})
        return [[None if (r, c) in unknown else v for c, v in enumerate(row)] for r, row in enumerate(grid)]

    def decode(self, values) -> list:
        """The answer grid of the decision literals' values (``one`` then ``two``, a pair of islands each)."""
        n = len(self.links)
        return self.answer_from_links([values[k] + values[n + k] for k in range(n)])

    def forced_answer(self, values, flags) -> list:
        """The answer grid with None on a pair of islands' cells where its bridges differ between answers."""
        n = len(self.links)
        return self.answer_from_links([values[k] + values[n + k] if flags[k] and flags[n + k] else None
                                       for k in range(n)])

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the answer grid."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        clued = self.clued()
        right, down = sides_of(grid)
        problems = [f"a bridge leaves the board at {cell_name(cell)}" for cell in sorted(right)
                    if (right[cell] and cell[1] == self.cols - 1) or (down[cell] and cell[0] == self.rows - 1)]
        if problems:
            return problems

        def bridges(cell) -> tuple:  # (left, right, up, down) of a cell
            r, c = cell
            return right.get((r, c - 1), 0), right[cell], down.get((r - 1, c), 0), down[cell]

        for cell in self.cells():
            left, rt, up, dn = bridges(cell)
            if cell in clued:
                total = left + rt + up + dn
                if clued[cell] != "?" and total != clued[cell]:
                    problems.append(f"the island {clued[cell]} at {cell_name(cell)} has "
                                    f"{counted(total, 'bridge')}, not {clued[cell]}")
                continue
            if left != rt or up != dn:
                problems.append(f"a bridge ends at {cell_name(cell)}, which is no island")
            elif (left or rt) and (up or dn):
                problems.append(f"bridges cross at {cell_name(cell)}")
        if not any(right.values()) and not any(down.values()):
            return problems + ["no bridge is drawn"]

        def joined(cell):  # the cells a bridge across one of its sides joins it to
            r, c = cell
            left, rt, up, dn = bridges(cell)
            return [n for n, k in (((r, c - 1), left), ((r, c + 1), rt), ((r - 1, c), up), ((r + 1, c), dn)) if k]

        parts = [part for part in components(self.cells(), joined) if part & clued.keys()]
        if len(parts) > 1:
            problems.append(f"the bridges join the islands into {len(parts)} separate groups, not one: through "
                            f"{groups_from([part & clued.keys() for part in parts])}")
        return problems

    def read_answer(self, solution) -> list:
        """A recorded answer: ``{"horizontal", "vertical"}`` strings of bridge counts (0 to 2 a side; also as JSON
        text; ``-1``, puzz.link's cross mark, not allowed: a string has a character a side) or rows of whole
        numbers 0 to 8 (right + 3 x down).

        Raises:
            PuzzleInputError: a solution of another shape."""
        if isinstance(solution, str) and solution.lstrip().startswith("{"):
            from ...formats.json import load_json

            solution = load_json(solution, "recorded solution")
        if not isinstance(solution, dict):
            return super().read_answer(solution)
        h, v = solution.get("horizontal"), solution.get("vertical")
        for strings, n, width, what in ((h, self.rows, self.cols - 1, "horizontal"),
                                        (v, self.rows - 1, self.cols, "vertical")):
            if not isinstance(strings, list) or len(strings) != n or \
                    any(not isinstance(s, str) or len(s) != width or s.strip("012") for s in strings):
                raise PuzzleInputError(f"a recorded Hashiwokakero solution's {what!r} must be "
                                       f"{strings_shape(n, width, 'digit', ' 0, 1 or 2 (bridges across each side)')}")
        right = {(r, c): int(ch) for r, s in enumerate(h) for c, ch in enumerate(s)}
        down = {(r, c): int(ch) for r, s in enumerate(v) for c, ch in enumerate(s)}
        return recorded_values(self, answer_of(self.rows, self.cols, right, down))

    def edges_json(self, grid) -> dict:
        """The answer's ``{"horizontal", "vertical"}`` strings: the bridges across each side between neighbouring
        cells (``horizontal[r][c]``: between ``(r, c)`` and ``(r, c + 1)``), as :meth:`read_answer` reads them.
        Raises ``TypeError``/``ValueError`` for a grid that is not a whole answer of this board
        (:func:`~gridsat.puzzles.grid.checking.whole_answer`)."""
        from ..grid.checking import whole_answer

        grid = whole_answer(self, grid)
        return {"horizontal": ["".join(str(v % 3) for v in row[:-1]) for row in grid],
                "vertical": ["".join(str(v // 3) for v in row) for row in grid[:-1]]}

    def drawing(self, grid, title=None):
        """As puzz.link draws it: islands as circles holding their numbers (a ``?`` island empty, pzprjs
        ``hideHatena``), single and double bridges as one or two lines between their centres; a cell not decided
        hatched."""
        from ...render.bridges import BridgeDrawing

        right, down = sides_of(grid)
        bridges = {((r, c), (r, c + 1)): k for (r, c), k in right.items() if k and c + 1 < self.cols}
        bridges |= {((r, c), (r + 1, c)): k for (r, c), k in down.items() if k and r + 1 < self.rows}
        clued = self.clued()
        return BridgeDrawing(self.rows, self.cols, text={c: "" if v == "?" else str(v) for c, v in clued.items()},
                             circles={c: "white" for c in clued}, bridges=bridges, title=title,
                             undecided={(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v is None})


__all__ = ["MOST", "HashiPuzzle", "answer_of", "sides_of"]
