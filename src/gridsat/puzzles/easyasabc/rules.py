"""Easy As ABC, rules as puzz.link states and checks them (robx/pzprjs ``src/variety/easyasabc.js``, its checker
list ``checkDifferentNumberInLine``, ``checkSight``, ``checkNumberSaturatedInLine``) and as janko.at gives them
("Buchstabenplatzierung": enter letters so each row and column holds each letter exactly once; the letters outside
name the first letter seen from that side):

1. fill some cells of the N x N board with the letters A to K (K, at most N, given with the puzzle), the others
   empty;
2. each row and each column holds each letter exactly once (so N - K of its cells are empty);
3. a letter outside the board is the first letter seen from there along its row or column, past the empty cells;
4. the givens inside the board keep their letters.

The board lies inside a frame of clue cells, as Skyscrapers' does (:mod:`gridsat.puzzles.skyscrapers.rules`): the
board is ``(N+2) x (N+2)``, the four corners always empty.  A letter is held as its place in the alphabet (A 1, B 2,
as puzz.link keeps it), an empty cell as 0; text writes the letters, ``.`` none.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass

from ...core.errors import PuzzleInputError, cell_name, shown
from ..skyscrapers.rules import SkyscrapersPuzzle
from ..skyscrapers.url import frame_cells

#: A text's header K and how to name it, while its board is read (:meth:`EasyAsABCPuzzle.from_text`).
_HEADER_K: ContextVar = ContextVar("easyasabc_header_k", default=None)

#: The most letters a puzzle takes (puzz.link's codec writes up to 255; the alphabet stops at Z).
MOST = 26


def letter(value: int) -> str:
    """``1 -> "A"``; 0 (an empty cell) ``"."``."""
    return chr(64 + value) if value else "."


def _letters(value, most: int, name: str, what: str = "'letters'") -> int:
    """K as a whole number 1 to ``most`` (the board's side, at most 26), else the refusal."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= min(most, MOST):
        raise PuzzleInputError(f"{what} must be a whole number from 1 to {min(most, MOST)} (the letters A to "
                               f"{letter(min(most, MOST))}, at most one a cell of a row), got {shown(value, 24)}", name)
    return value


@dataclass(frozen=True)
class EasyAsABCPuzzle(SkyscrapersPuzzle):
    """An Easy As ABC board inside its frame of clues: ``clues`` are ``N + 2`` rows of ``N + 2``, the frame's
    letters and the givens inside as 1 to K (A to K), None elsewhere; ``letters`` is K (None: N)."""

    kind_name = "easyasabc"
    json_fields = {"letters": int}
    header_settings = ("", " K (the letters A to K)")
    genre_title = "Easy As ABC"
    line_holds = "each letter once"
    cell_values = "letters"
    answer_symbols = {letter(v): v for v in range(1, MOST + 1)} | {".": 0, "-": 0}
    answer_symbols_said = "capital letters A to Z and '-' or '.' (an empty cell),"
    letters: int | None = None

    def __post_init__(self):
        super().__post_init__()
        if self.letters is None and self.n > MOST:  # (it was "'letters' must be ...", a field a text never has)
            raise PuzzleInputError(f"a {self.n}x{self.n} board takes K, its letters A to K, at most {MOST} (A to "
                                   f"{letter(MOST)}), and none is given: write 'easyasabc K' as a text's first line, "
                                   "\"letters\": K in JSON", self.name)
        k = self.n if self.letters is None else self.letters
        object.__setattr__(self, "letters", _letters(k, self.n, self.name))
        for cell, v in self.clued().items():  # (the clues were read against N before K was known)
            if v > self.letters:
                raise PuzzleInputError(f"{cell_name(cell)}: {letter(v)} is not one of the letters A to "
                                       f"{letter(self.letters)}", self.name)

    @property
    def bytes_per_cell(self) -> int:
        """The model's memory a cell: 600 bytes and 600 a value (a boolean per letter and empty, and each clue's
        clauses through it)."""
        return 600 + 600 * (self.letters + 1)

    def check_clue(self, clue, cell) -> str | None:
        """A letter on the frame (not a corner) or a given inside: 1 to N (K checked once known)."""
        r, c = cell
        said = letter(clue) if type(clue) is int and 1 <= clue <= MOST else shown(clue, 40)
        if r in (0, self.rows - 1) and c in (0, self.cols - 1):
            return f"{said} stands on a corner of the frame, beside no row or column: a corner holds none"
        if isinstance(clue, bool) or not isinstance(clue, int) or not 1 <= clue <= min(self.n, MOST):
            return f"{said} is not a letter A to {letter(min(self.n, MOST))}"
        return None

    def clue_named(self, cell, clue) -> str:
        """``"clue B at r1c3"``, ``"given A at r2c2"``."""
        return f"{'clue' if self.on_frame(cell) else 'given'} {letter(clue)} at {cell_name(cell)}"

    def model(self, model, options):
        """The rules as CP-SAT constraints: a boolean per cell and value (0 empty, 1 to K a letter; a given's own
        letter alone, rule 4), one true a cell (rule 1), each letter once in each row and column (rule 2), each
        clue's letter first along its line (:func:`~gridsat.constraints.visible.first_letter`: rule 3)."""
        from ...constraints.visible import first_letter
        from ..grid.digits import cell_digit_encoding

        n, k, clued = self.n, self.letters, self.clued()
        x, every = {}, []
        with model.rule("a letter or nothing in every cell, the givens kept"):
            for cell in self.inside():
                held = [clued[cell]] if cell in clued else range(k + 1)
                x[cell] = {v: model.new_bool_var(f"x{cell}={v}") for v in held}
                model.add_exactly_one(x[cell].values())
                every += [(cell, v) for v in x[cell]]
            options.check_time()
        with model.rule("each row and each column holds each letter once"):
            for i in range(1, n + 1):
                for v in range(1, k + 1):
                    model.add_exactly_one(x[(i, c)][v] for c in range(1, n + 1) if v in x[(i, c)])
                    model.add_exactly_one(x[(r, i)][v] for r in range(1, n + 1) if v in x[(r, i)])
            options.check_time()
        for _, clue, _, cells in self.lines():
            first_letter(model, [x[cell] for cell in cells], clue, rule="a letter outside is the first seen from it")
        return cell_digit_encoding(self.rows, self.cols, every, [x[cell][v] for cell, v in every])

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board (never the solver)."""
        from ...constraints.visible import first_seen

        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols} (the board of {self.n}x{self.n} and its frame)"]
        n, k, problems = self.n, self.letters, []
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                said = letter(v) if type(v) is int and 1 <= v <= MOST else v  # (read from its letter: "E", not 5)
                if self.on_frame((r, c)) and v != 0:
                    problems.append(f"the frame's cell {cell_name((r, c))} holds {v}, not 0")
                elif not self.on_frame((r, c)) and not (isinstance(v, int) and 0 <= v <= k):
                    problems.append(f"the cell {cell_name((r, c))} holds {said}, not a letter A to {letter(k)} or "
                                    "empty")
        if problems:
            return problems
        lines = [(f"row {i}", [(i, c) for c in range(1, n + 1)]) for i in range(1, n + 1)]
        lines += [(f"column {i}", [(r, i) for r in range(1, n + 1)]) for i in range(1, n + 1)]
        for what, cells in lines:
            held = [grid[r][c] for r, c in cells]
            problems += [f"{what} holds {letter(v)} {held.count(v)} times, not once" for v in range(1, k + 1)
                         if held.count(v) != 1]
        for cell, clue, side, cells in self.lines():
            seen = first_seen([grid[r][c] for r, c in cells])
            if seen != clue:
                problems.append(f"the {letter(clue)} at {cell_name(cell)} ({side}) sees "
                                f"{'no letter' if seen is None else letter(seen)} first, not {letter(clue)}")
        return problems + [f"given {letter(v)} at {cell_name(cell)} is changed to {letter(grid[cell[0]][cell[1]])}"
                           for cell, v in self.clued().items() if not self.on_frame(cell)
                           and grid[cell[0]][cell[1]] != v]

    def drawing(self, grid, title=None):
        """As puzz.link draws it: the board's grid, the letters outside it, the givens bold, the letters found in
        puzz.link's answer colour, an empty cell ``-`` (as puzz.link's file marks it; None: a cell not forced,
        hatched); K in the title."""
        from ...render.framed import FramedDrawing

        inside, clued = self.inside(), self.clued()
        return FramedDrawing(self.rows, self.cols, text={cell: letter(v) for cell, v in clued.items()},
                             answers={(r, c): letter(grid[r][c]) if grid[r][c] else "-" for r, c in inside
                                      if (r, c) not in clued and grid[r][c] is not None},
                             undecided={(r, c) for r, c in inside if grid[r][c] is None},
                             title=f"{title or self.name} (A-{letter(self.letters)})", pointed=False)

    # -- formats -------------------------------------------------------------
    @classmethod
    def read_token(cls, token: str, block: str, line: int):
        """A cell of the text: ``.`` none, a capital letter its place in the alphabet (``B`` 2), a number as it is."""
        if len(token) == 1 and "A" <= token <= "Z":
            return ord(token) - 64
        return super().read_token(token, block, line)

    @classmethod
    def from_text(cls, text: str, name: str):
        """The text grid: a first line ``easyasabc K`` (K the letters A to K; ``easyasabc`` alone or no such line:
        K is N), then the board in its frame, a letter or ``.`` a cell."""
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        first = next((i for i, line in enumerate(lines) if line.strip()), 0)
        words = lines[first].split()
        if len(words) == 2 and words[0].lower() == cls.kind_name:
            if not (words[1].isascii() and words[1].isdigit()) or len(words[1]) > 3:
                raise PuzzleInputError(f"line {first + 1}: the letters' count {shown(words[1], 24)} is not a whole "
                                       "number (write 'easyasabc K' for the letters A to K)", name)
            lines[first] = cls.kind_name
            said = _HEADER_K.set((int(words[1]), f"line {first + 1}: K"))
            try:  # (K given to the board as it is made: a board past 26 x 26 made with K = N was refused first)
                return super().from_text("\n".join(lines), name)
            finally:
                _HEADER_K.reset(said)
        return super().from_text(text, name)

    @classmethod
    def from_json_fields(cls, fields: dict, name: str):
        """As every grid genre's, a clue written as its letter (``"B"``) read as its place (2); read from a text, its
        header's K."""
        if (header := _HEADER_K.get()) is not None:
            _HEADER_K.set(None)  # (the text's own board alone)
            k, what = header
            if fields["rows"] == fields["cols"] > 2:  # (else the size's own refusal, as without K)
                _letters(k, fields["rows"] - 2, name, what)
            fields = {**fields, "letters": k}
        clues = fields.get("clues")
        if isinstance(clues, list):
            fields = {**fields, "clues": [[ord(v) - 64 if isinstance(v, str) and len(v) == 1 and "A" <= v <= "Z"
                                           else v for v in row] if isinstance(row, list) else row for row in clues]}
        return super().from_json_fields(fields, name)

    def to_text(self) -> str:
        """``easyasabc K`` then the board in its frame, a letter or ``.`` a cell (:meth:`from_text` reads it)."""
        rows = [" ".join("." if v is None else letter(v) for v in row) for row in self.clues]
        return "\n".join([f"{self.kind_name} {self.letters}", *rows]) + "\n"

    def to_json(self) -> dict:
        return {**super().to_json(), "letters": self.letters}

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL ``easyasabc/N/N/K/clues`` (``decodeIndicator``, then ``decodeNumber16EXCell``: the letters
        outside, in Skyscrapers' order of the frame's cells), then the givens inside in the same codec when the
        body goes on.

        Raises:
            PuzzleInputError: no K, a K that is no letter count, an N past the largest board in its frame, what the
                codec refuses."""
        from ...formats.puzzlink import UNKNOWN, Body

        k, slash, rest = link.body.partition("/")
        if not (slash and rest) and k.isascii() and k.isdigit() and len(k) <= 3:
            raise PuzzleInputError(f"URL ends after the letter count {shown(k, 24)}, with no clues (is the URL cut "
                                   "short?): an Easy As ABC URL is easyasabc/COLS/ROWS/K/CLUES")
        if not slash or not (k.isascii() and k.isdigit()) or len(k) > 3:
            raise PuzzleInputError(f"URL has no letter count before the clues ({shown(link.body, 24)}): an Easy As "
                                   "ABC URL is easyasabc/COLS/ROWS/K/CLUES")
        n = cls.url_side(link)
        body = Body(link.body)
        body.pos = len(k) + 1
        grid = [[None] * (n + 2) for _ in range(n + 2)]
        for (r, c), v in zip(frame_cells(n), body.number16(4 * n, "clue cells")):
            grid[r][c] = v
        if body.rest():
            for i, v in enumerate(body.number16(n * n)):
                grid[i // n + 1][i % n + 1] = v
        body.end()
        if any(v == UNKNOWN for row in grid for v in row):
            raise PuzzleInputError("the URL's '.' (puzz.link's '?') is no letter: Easy As ABC takes A to K there, or "
                                   "nothing")
        return cls(n + 2, n + 2, grid, name=name, letters=_letters(int(k), n, name, "the URL's letter count"))

    def to_url(self) -> str:
        """The puzz.link URL (:meth:`from_url` reads it)."""
        return super().to_url().replace(f"/{self.n}/{self.n}/", f"/{self.n}/{self.n}/{self.letters}/", 1)


__all__ = ["EasyAsABCPuzzle", "letter"]
