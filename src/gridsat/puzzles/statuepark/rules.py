"""Statue Park, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml``
and the checks of ``src/variety/statuepark.js``; invented by Palmer Mebane,
https://mellowmelon.wordpress.com/statue-park/):

1. shade cells so that the shaded areas are exactly the given pieces, each
   used once (rotated and reflected at will);
2. no two pieces share an edge (so every shaded area is one piece);
3. black circles are shaded, white circles are not;
4. the unshaded cells are orthogonally connected.

Clues: ``B`` a black circle, ``W`` a white one.  The piece set (puzz.link's
bank) is a tuple of pieces, each rows of ``#`` / ``.`` joined by ``/`` in the
orientation the bank shows.  Answers are rows of 1 (covered by a piece) / 0.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from ...core.errors import PuzzleInputError, cell_name, counted, shown
from ...core.grid import as_rows, components
from ..grid.checking import not_connected
from ...core.placements import BYTES_PER_PLACEMENT, shape_names
from ...core.polyomino import canonical, parse_shape
from ...formats.puzzlink_pieces import set_name, decode_piece, encode_piece, preset_sets, read_pieces
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle

#: puzz.link's piece sets (``Bank.presets`` of statuepark.js): URL key, name, piece codes.
PRESETS = {"p": ("pentominoes", "337k 15v 24as 24bo 23fg 337i 23rg 334u 335s 33bk 24bk 337o".split()),
           "t": ("tetrominoes", "14u 23bg 22u 23f 23eg".split()),
           "d": ("double tetrominoes", "14u 14u 23bg 23bg 22u 22u 23f 23f 23eg 23eg".split()),
           "z": ("none", [])}
SETS, BANKS = preset_sets(PRESETS)  # {set name: pieces}; {URL key: codes}, what the URL codec takes


def pieces_line(line: str) -> bool:
    """Whether a text grid's ``line`` is its pieces line: ``pieces: SET``, also written ``Pieces : SET`` or
    ``piece: #./#./##`` ('pieces : tetrominoes' was read as a row of cells: "'tetrominoes'... is too long for a
    cell")."""
    import re

    return re.match(r"\s*pieces?\s*:", line, re.IGNORECASE) is not None


@dataclass(frozen=True)
class StatueParkPuzzle(GridPuzzle):
    """A Statue Park board: circles (``B`` / ``W`` clues) and ``pieces``."""

    pieces: tuple = SETS["pentominoes"]
    kind_name = "statuepark"
    json_fields = {"pieces": (str, list)}

    def __post_init__(self):
        super().__post_init__()
        object.__setattr__(self, "pieces", read_pieces(self.pieces, SETS))

    @property
    def bytes_per_cell(self) -> int:  # up to 8 placements of each piece per cell
        return 4000 + 8 * len(self.pieces) * BYTES_PER_PLACEMENT

    clue_noun = "circle"

    def weaker(self, clue):
        """No circle (no answer is lost)."""
        return None

    def board_reason(self) -> str | None:
        """Why there is no answer whatever the circles say, from the board and the pieces alone (the reason
        :meth:`~gridsat.puzzles.grid.kind.GridKind.why_none` gives before weighing circles): the pieces' squares
        outnumber the board's cells (a 4x4 text board took the pentominoes, unsaid); None otherwise."""
        need, have = sum(p.count("#") for p in self.pieces), self.rows * self.cols
        if need > have:  # the set named when it is one (a text board without a 'pieces:' line takes the
            # pentominoes: "the 12 pieces" did not say which)
            named = next((f" (the {name})" for name, pieces
                          in SETS.items() if tuple(pieces) == tuple(self.pieces) and pieces), "")
            verb = "covers" if len(self.pieces) == 1 else "cover"  # ("the 1 piece cover 1,001 cells")
            return f"the {counted(len(self.pieces), 'piece')}{named} {verb} {need:,} cells, and the board has {have:,}"
        for number, piece in enumerate(self.pieces, 1):  # a piece longer than the board every way it turns was
            # "the board has no clue, and the rules alone leave none", unsaid which piece and why
            tall, wide = len(piece.split("/")), max(map(len, piece.split("/")))
            if not (tall <= self.rows and wide <= self.cols or wide <= self.rows and tall <= self.cols):
                return (f"piece {number} ({piece}, {tall}x{wide}) fits nowhere on the {self.rows}x{self.cols} board, "
                        "however it is turned")
        return None

    def check_clue(self, clue, cell) -> str | None:
        return None if clue in ("B", "W") else f"clue {shown(clue, 40)} is not B (black circle) or W (white circle)"

    def names(self) -> dict:
        """``{canonical shape: name}`` of the set's pieces (:func:`gridsat.core.placements.shape_names`)."""
        return shape_names(self.pieces)

    def pieces_in(self, grid) -> list:
        """``[(name or None, cells)]``: each shaded area of an answer and the
        piece it is (None: no piece of the set), areas in row-major order."""
        names = self.names()
        areas = components([c for c in self.cells() if grid[c[0]][c[1]] == 1], self.neighbours)
        return [(names.get(canonical(area)), sorted(area)) for area in areas]

    def model(self, model, options):
        """The rules as CP-SAT constraints: a boolean per piece placement."""
        from ...constraints.connectivity import connected
        from ...constraints.placement import shaded_pieces
        from ...constraints.shading import cell_vars, count, fixed
        from ...core.board import Board

        cells, clued = self.cells(), self.clued()
        shaded = cell_vars(model, cells)
        open_cells = frozenset(c for c in cells if clued.get(c) != "W")  # none: no piece fits, yet a board
        board = Board(self.rows, self.cols, open_cells) if open_cells else None  # of circles alone is a puzzle
        uses = Counter(canonical(parse_shape(p)) for p in self.pieces)
        shaded_pieces(model, board, uses, shaded, self.neighbours, shaded=[c for c, v in clued.items() if v == "B"],
                      check=options.check_time)  # rules 1 and 2
        fixed(model, shaded, {c: v == "B" for c, v in clued.items()},  # rule 3
              rule="black circles are shaded, white circles are not")
        white = [c for c, v in clued.items() if v == "W"]
        connected(model, cells, self.neighbours, {c: ~shaded[c] for c in cells}, anchor=white[0] if white else None,
                  check=options.check_time, rule="the unshaded cells are connected")  # rule 4
        count(model, [("the board", cells)], shaded, sum(len(s) * n for s, n in uses.items()),
              rule="the pieces cover their area (implied)")
        return cell_encoding(self, shaded)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        cells, clued = self.cells(), self.clued()
        problems = [f"the {'black' if v == 'B' else 'white'} circle at {cell_name(c)} is "
                    f"{'not ' if v == 'B' else ''}shaded"
                    for c, v in clued.items() if (grid[c[0]][c[1]] == 1) != (v == "B")]
        areas = components([c for c in cells if grid[c[0]][c[1]] == 1], self.neighbours)
        want, names = Counter(canonical(parse_shape(p)) for p in self.pieces), self.names()
        got = Counter(canonical(area) for area in areas)
        problems += [f"the shaded area at {cell_name(min(a))} is no piece of the set, or one too many"
                     for a in areas if (got - want)[canonical(a)]]
        problems += [f"{'' if names[s].startswith('piece ') else 'piece '}{names[s]} is not placed"  # T, piece 1
                     + (f" ({n} missing)" if n > 1 else "") for s, n in (want - got).items()]
        problems += not_connected([c for c in cells if grid[c[0]][c[1]] != 1], self.neighbours, "unshaded")
        return problems

    def drawing(self, grid, title=None):
        """The board as puzzle sites draw it: circles, shaded pieces each
        outlined (statues may touch at a corner), None: undecided, no outline
        beside it (a forced black circle was boxed as a statue of one cell)."""
        from ...core.grid import components
        from ...render.board import BoardDrawing

        cells = self.cells()
        shaded = {c for c in cells if grid[c[0]][c[1]] == 1}
        undecided = {c for c in cells if grid[c[0]][c[1]] is None}
        statues = {c: i for i, statue in enumerate(components(shaded, self.neighbours), 1) for c in statue}
        return BoardDrawing(self.rows, self.cols, shaded=shaded,
                            regions={c: statues.get(c, 0) for c in cells if c not in undecided},
                            circles={c: "black" if v == "B" else "white" for c, v in self.clued().items()},
                            undecided=undecided, title=title)

    # -- formats: URL (circles, then the bank), text with a pieces line, JSON ------------------
    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: circles three cells per base-27 digit (0 none, 1
        white, 2 black; ``decodeCircle``) unless the body starts with ``/``,
        then the piece bank (``decodePieceBank``)."""
        from ...formats.puzzlink import cut_short, decode_ternary
        from ...formats.puzzlink_pieces import decode_piece_bank

        n, body = link.rows * link.cols, link.body
        k = 0 if body.startswith("/") else -(-n // 3)
        if "/" in body[:k]:  # the circles end early: the bank starts inside them
            raise cut_short(body[:body.index("/")], f"{k - body.index('/'):,} of the {k:,} characters of its circles "
                            "(3 cells per character) before the piece bank")
        values = decode_ternary(body[:k], n) if k else [0] * n
        if body[k:] in ("", "/", "//"):  # puzz.link always writes the bank
            raise cut_short(body, "its piece bank (//KEY or /COUNT/code/... after the circles)")
        codes = decode_piece_bank(body[k:], BANKS)
        circles = [[(None, "W", "B")[v] for v in row] for row in as_rows(values, link.rows, link.cols)]
        return cls(link.rows, link.cols, circles, None, name, tuple("/".join(decode_piece(c)) for c in codes))

    def to_url(self) -> str:
        from ...formats.puzzlink import encode_ternary, make_url
        from ...formats.puzzlink_pieces import encode_piece_bank

        circles = encode_ternary({"W": 1, "B": 2}.get(v, 0) for row in self.clues for v in row)
        for number, piece in enumerate(self.pieces, 1):  # a 1x2000 piece of a JSON file met a traceback's
            rows = piece.split("/")  # ValueError "a piece is 1..35 rows of 1..35 equal cells"
            if len(rows) > 35 or len(rows[0]) > 35:
                raise PuzzleInputError(f"piece {number} ({len(rows)}x{len(rows[0])}) is too large for a puzz.link URL "
                                       "(its pieces go up to 35x35 cells); the text and JSON formats hold it")
        bank = encode_piece_bank([encode_piece(p.split("/")) for p in self.pieces], BANKS)
        return make_url("statuepark", self.cols, self.rows, circles + bank)

    def piece_text(self) -> str:  # a set's name, or the pieces
        return next((name for name, pieces in SETS.items() if pieces == self.pieces), " ".join(self.pieces))

    @classmethod
    def from_text(cls, text: str, name: str):
        """The text grid (``.``, ``B``, ``W``) with a line ``pieces: SET`` (a set's name, or
        pieces like ``#./#./##`` separated by spaces; without it, the pentominoes)."""
        from ...core.grid_text import numbered_lines

        lines = numbered_lines(text)
        given = [i for i, (_, line) in enumerate(lines) if pieces_line(line)]
        if len(given) > 1:  # the second was read as a row of circles: "clue 'pieces:' is not B or W"
            raise PuzzleInputError(f"line {lines[given[1]][0]}: a second 'pieces:' line (the first is line "
                                   f"{lines[given[0]][0]}); give the pieces on one line", name)
        pieces = lines[given[0]][1].split(":", 1)[1].strip() if given else "pentominoes"
        pieces = set_name(pieces, SETS)  # 'Tetrominoes' was refused with "did you mean 'tetrominoes'?"
        if given and not pieces:  # read as no pieces at all: every such board 'solved', all unshaded
            raise PuzzleInputError(f"line {lines[given[0]][0]}: 'pieces:' names no pieces: give a piece set "
                                   f"({', '.join(SETS)}) or pieces drawn with # and ., separated by spaces "
                                   "(e.g. #./#./## ##/##)", name)
        if pieces not in SETS and set(pieces) - set("#./ \t"):
            from ...core.errors import did_you_mean
            from ...core.records import part_url_problem

            problem = part_url_problem(pieces, "pieces") or ""  # was "'https://puzz.link/p?nurikabe/3' is neither..."
            if problem.startswith("a puzzle's URL"):  # (another site's: no file either, the line takes no file)
                raise PuzzleInputError(f"line {lines[given[0]][0]}: pieces: {problem}", name)

            raise PuzzleInputError(f"line {lines[given[0]][0]}: pieces: {shown(pieces, 34)} is neither a piece set "
                                   f"({', '.join(SETS)}){did_you_mean(pieces, SETS)} nor pieces drawn with # and ., "
                                   "separated by spaces (e.g. #./#./## ##/##)", name)  # (was "(e.g. #./#./##)": a
        # list of several, 'pieces: ####, ##/##', was not told how to separate them)
        import re

        spaced = None if pieces in SETS else re.search(r"\S*(?:\s+/\s*|/\s+)\S*", pieces)
        if spaced:  # 'pieces: #. / ##' was read as pieces '#.', '/', '##': "piece 1 '#.' has an empty ... column"
            cut = spaced.group()
            raise PuzzleInputError(f"line {lines[given[0]][0]}: pieces: {shown(cut, 34)} has a space beside '/': "
                                   f"a piece's rows are joined by '/' with no spaces "
                                   f"({shown(''.join(cut.split()), 34)}), and spaces separate one piece from the next",
                                   name)
        if pieces not in SETS:  # a drawn piece's fault was told without its line ("piece 1 is not edge-connected")
            try:
                read_pieces(tuple(pieces.split()), SETS)
            except PuzzleInputError as exc:
                raise PuzzleInputError(f"line {lines[given[0]][0]}: pieces: {exc.problem}", name) from None
        # the other lines keep their numbers in the file, so a message after the pieces line names the right one
        puzzle = cls.from_lines([line for i, line in enumerate(lines) if i not in given[:1]], name)
        return replace(puzzle, pieces=pieces if pieces in SETS else tuple(pieces.split()))

    def to_text(self) -> str:
        head, rest = super().to_text().split("\n", 1)
        return f"{head}\npieces: {self.piece_text()}\n{rest}"

    def to_json(self) -> dict:
        return {**super().to_json(), "pieces": self.piece_text() if self.piece_text() in SETS else list(self.pieces)}


__all__ = ["PRESETS", "SETS", "StatueParkPuzzle"]
