"""Polyominoes: parsing, fixed orientations, standard sets and piece sets (piece files and sets by name:
:mod:`gridsat.core.pieces`).

A polyomino is a finite, edge-connected set of unit squares.  Its *fixed orientations* are the distinct images
under the 4 rotations, and -- when reflections are allowed (*free* polyomino, a two-sided physical piece) -- the 4
reflected rotations, each normalised so its smallest row and column are 0.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from .errors import PuzzleInputError, shown, quoted
from .grid import is_edge_connected
from .options import plain_rows, truth as _truth
from .lazy import lazy_getattr
from .shape_text import (  # noqa: F401 - the drawing parser and shape helpers lived here: re-exported
    BYTES_PER_SQUARE, Shape, builtin_shape, normalise, parse_shape, shape_arg, shape_of)


def canonical(cells, flip: bool = True) -> Shape:
    """The least of the fixed orientations of ``cells`` (anywhere on a grid):
    equal for two cell sets exactly when they are the same free (``flip``) or
    one-sided polyomino, e.g. the shaded areas of an answer and a piece set."""
    return min(Polyomino("", cells).orientations(flip))  # checked there (no cells: "the piece has no squares")


def _rotate(cells) -> Shape:
    return normalise((c, -r) for r, c in cells)


def _reflect(cells) -> Shape:
    return normalise((r, -c) for r, c in cells)


@dataclass(frozen=True)
class Polyomino:
    """A named polyomino.  Attributes: ``name``, the label used in output (e.g. ``"F"``); ``cells``, the shape as
    a normalised sorted tuple of ``(row, col)``."""

    name: str
    cells: Shape

    def __post_init__(self):
        """Refuse what is not a polyomino, and normalise the cells (translated to row and column 0, sorted):
        a shape given anywhere on a grid was its own first orientation, beside its normalised copy.

        Raises:
            TypeError: ``name`` not a string, or ``cells`` not ``(row, col)`` pairs of whole numbers.
            PuzzleInputError: no cell, a cell listed twice, or cells not edge-connected (naming the piece).
        """
        cells = self.cells
        if not isinstance(self.name, str):
            raise TypeError(f"Polyomino name must be a string, got {shown(self.name)}")
        cells = plain_rows(cells)  # a numpy array of (row, col) rows was refused, where Board.without took it
        # (floats and bools still are)
        if isinstance(cells, (str, bytes)) or not isinstance(cells, (tuple, list, set, frozenset)) or not all(
                isinstance(c, (tuple, list)) and len(c) == 2 and all(
                    hasattr(v, "__index__") and not isinstance(v, bool) for v in c) for c in cells):
            raise TypeError(f"Polyomino cells must be (row, col) pairs of whole numbers (a drawing: Polyomino.parse),"
                            f" got {shown(cells)}")
        cells = [(int(r), int(c)) for r, c in cells]  # numpy's integers too
        piece = f"piece {self.name}" if self.name else "the piece"  # unnamed (canonical): was "piece  has..."
        if not cells:
            raise PuzzleInputError(f"{piece} has no squares")
        if len(set(cells)) != len(cells):
            seen: set = set()  # one pass: a scan of the cells before each was quadratic (minutes for 100,000)
            twice = next(c for c in cells if c in seen or seen.add(c))
            raise PuzzleInputError(f"{piece} lists square {twice} twice")
        if len(cells) > 1 and not is_edge_connected(cells):
            raise PuzzleInputError(f"{piece} is not edge-connected")
        shape = normalise(cells)
        if not isinstance(self.cells, tuple) or shape != self.cells:
            object.__setattr__(self, "cells", shape)

    @classmethod
    def parse(cls, name: str, text: str) -> "Polyomino":
        """See :func:`parse_shape`."""
        return cls(name, parse_shape(text, name=name))

    @property
    def size(self) -> int:
        """Number of squares."""
        return len(self.cells)

    def orientations(self, flip: bool = True) -> list[Shape]:
        """Distinct fixed orientations, in a deterministic order.

        Args:
            flip: also allow reflections (free polyomino).  With ``False``
                only the 4 rotations are used (one-sided polyomino).

        Returns:
            list of normalised shapes; the first is the shape as given.
            A pentomino has 1 (X), 2 (I), 4 (T U V W Z) or 8 (F L N P Y).

        Raises:
            TypeError: ``flip`` not True or False (as :meth:`is_orientation` says it).
        """
        if not isinstance(flip, bool) and not isinstance(flip := _truth(flip), bool):  # (numpy's np.True_ taken)
            # flip='no' or None gave the 8 free orientations, a truth value read unsaid
            raise TypeError(f"Polyomino.orientations flip must be True or False, got {shown(flip)}")
        return list(self._orientations_flip if flip else self._orientations_rot)

    @cached_property
    def _orientations_rot(self) -> tuple:
        out: list[Shape] = []
        s = self.cells
        for _ in range(4):
            if s not in out:
                out.append(s)
            s = _rotate(s)
        return tuple(out)

    @cached_property
    def _orientations_flip(self) -> tuple:
        out = list(self._orientations_rot)
        s = _reflect(self.cells)
        for _ in range(4):
            if s not in out:
                out.append(s)
            s = _rotate(s)
        return tuple(out)

    def is_orientation(self, cells, flip: bool = True) -> bool:
        """True when ``cells`` (anywhere on the grid) is a translate of one of
        this piece's orientations (False for no cell at all).

        Raises:
            TypeError: ``cells`` not ``(row, col)`` pairs of whole numbers, or ``flip`` not True or False.
        """
        shape = shape_arg(cells, flip, "is_orientation")
        return shape in (self._orientation_set_flip if flip else self._orientation_set_rot)

    def orientation_of(self, cells, flip: bool = True) -> int | None:
        """The index in :meth:`orientations` of the shape of ``cells``
        (anywhere on the grid), None when none (or no cell at all);
        remembered for hashable ``cells`` (16,384 per piece).

        Raises:
            TypeError: ``cells`` not ``(row, col)`` pairs of whole numbers, or ``flip`` not True or False.
        """
        memo = self.__dict__.setdefault("_orientation_memo", {})
        try:
            got = memo.get((cells, flip), -1)
        except TypeError:  # cells as lists: checked and looked at, not remembered
            got, memo = -1, None
        if got == -1:
            shapes = self._orientations_flip if flip else self._orientations_rot
            shape = shape_arg(cells, flip, "orientation_of")
            got = shapes.index(shape) if shape in shapes else None
            if memo is not None and len(memo) < 1 << 14:
                memo[cells, flip] = got
        return got

    @cached_property
    def _orientation_set_rot(self) -> frozenset:
        return frozenset(self._orientations_rot)

    @cached_property
    def _orientation_set_flip(self) -> frozenset:
        return frozenset(self._orientations_flip)

    def ascii(self) -> str:
        """The shape drawn with '#' and '.', rows joined by '/'."""
        h = max(r for r, _ in self.cells) + 1
        w = max(c for _, c in self.cells) + 1
        s = set(self.cells)
        return "/".join("".join("#" if (r, c) in s else "." for c in range(w)) for r in range(h))


# Standard sets ------------------------------------------------------------
#: The 12 free pentominoes with their usual (Conway/Golomb) letters.
PENTOMINO_SHAPES = {
    "F": ".##/##./.#.",
    "I": "#####",
    "L": "####/#...",
    "N": "##../.###",
    "P": "##/##/#.",
    "T": "###/.#./.#.",
    "U": "#.#/###",
    "V": "#../#../###",
    "W": "#../##./.##",
    "X": ".#./###/.#.",
    "Y": "####/.#..",
    "Z": "##./.#./.##",
}

#: The 5 free tetrominoes.
TETROMINO_SHAPES = {
    "I": "####",
    "O": "##/##",
    "T": "###/.#.",
    "S": ".##/##.",
    "L": "###/#..",
}


class UnknownPiece(KeyError):
    """A piece name a :class:`PieceSet` does not hold: ``args[0]`` is the name
    (as for any KeyError); the message lists the set's piece names."""

    def __init__(self, name, known: list[str]):
        super().__init__(name)
        self.known = known

    def __reduce__(self):  # unpickled with its list of names (a worker process's error met a TypeError)
        return type(self), (self.args[0], self.known), self.__dict__

    def __str__(self) -> str:
        names = ", ".join(self.known[:40]) + (", ..." if len(self.known) > 40 else "")
        return f"no piece named {shown(str(self.args[0]))} in this set; its pieces: {names}"


@dataclass(frozen=True)
class PieceSet:
    """Pieces with multiplicities.

    Attributes:
        items: tuple of ``(Polyomino, count)``; names are unique, each a label
            an answer can show (:func:`~.labels.check_label`), and none is
            the label of another piece's copy (:func:`copy_number`: ``Ob``
            beside ``O*2`` would draw two different tilings alike).
    """

    items: tuple = field(default_factory=tuple)
    name: str = ""

    def __post_init__(self):
        if not isinstance(self.name, str):  # (the message named the items, which were right)
            raise TypeError(f"PieceSet's name must be a string, got {type(self.name).__name__} {shown(self.name)}")
        from .options import whole

        if isinstance(self.items, tuple) and all(isinstance(i, tuple) and len(i) == 2 for i in self.items):
            # numpy's whole numbers as counts, as PieceSet.of and subset take them (np.int64(2) was refused)
            object.__setattr__(self, "items", tuple((p, whole(n)) for p, n in self.items))
        if not (isinstance(self.items, tuple) and all(
                isinstance(i, tuple) and len(i) == 2 and isinstance(i[0], Polyomino) and type(i[1]) is int
                for i in self.items)):
            if isinstance(self.items, tuple) and all(
                    isinstance(i, tuple) and len(i) == 2 and isinstance(i[0], Polyomino) for i in self.items):
                piece, count = next((p, n) for p, n in self.items if type(n) is not int)
                raise TypeError(f"PieceSet: the count of piece {piece.name} must be a whole number, got "
                                f"{type(count).__name__} {shown(count)}")
            raise TypeError(f"PieceSet takes a tuple of (Polyomino, count) pairs and a name, got {shown(self.items)}")
        from .labels import piece_set_problem

        problem = piece_set_problem(self.items)
        if problem:
            raise PuzzleInputError(problem[1])

    @classmethod
    def of(cls, pieces, name: str = "") -> "PieceSet":
        """From an iterable of Polyomino (count 1 each) or (Polyomino, count) pairs, or a dict {Polyomino: count}.

        Raises:
            TypeError: ``pieces`` a string or not iterable, or a piece that is neither a Polyomino nor a
                (Polyomino, count) pair, named by its place (a dict's counts were dropped, each piece taken once).
            PuzzleInputError: a count below 1, or a name used twice.
        """
        from collections.abc import Iterable, Mapping
        from numbers import Integral

        if isinstance(pieces, (str, bytes)) or not isinstance(pieces, Iterable):  # "pentominoes": letters as pieces
            hint = " (the built-in sets: gridsat.pentominoes(), gridsat.tetrominoes())" \
                if isinstance(pieces, str) else ""
            raise TypeError(f"PieceSet.of takes Polyominoes or (Polyomino, count) pairs, got {type(pieces).__name__}"
                            f" {shown(pieces)}{hint}")
        items = []
        for i, p in enumerate(pieces.items() if isinstance(pieces, Mapping) else pieces):
            if not (isinstance(p, Polyomino) or isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], Polyomino)
                    and isinstance(p[1], Integral) and not isinstance(p[1], bool)):  # numpy's counts too
                if isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], Polyomino):  # the count was cut off
                    raise TypeError(f"PieceSet.of: the count of piece {p[0].name} must be a whole number, got "
                                    f"{type(p[1]).__name__} {shown(p[1], 40)}")
                raise TypeError(f"PieceSet.of: piece {i} must be a Polyomino or a (Polyomino, count) pair, got "
                                f"{type(p).__name__} {shown(p)}")
            items.append((p[0], int(p[1])) if isinstance(p, tuple) else (p, 1))
        return cls(tuple(items), name)

    @cached_property
    def area(self) -> int:
        """Total number of squares, counting multiplicity."""
        return sum(p.size * n for p, n in self.items)

    @property
    def pieces(self) -> list[Polyomino]:
        return [p for p, _ in self.items]

    def count(self, name: str) -> int:
        """How many copies of the piece ``name`` (KeyError listing the names if none; TypeError: not a string)."""
        return self._find(name)[1]

    def __getitem__(self, name: str) -> Polyomino:
        """The piece ``name`` (KeyError listing the names if none; TypeError: not a string)."""
        return self._find(name)[0]

    def _find(self, name) -> tuple:
        if not isinstance(name, str):  # count(None) said "no piece named 'None'"; a numpy array, compared before
            raise TypeError(f"a piece's name must be a string, got {shown(name, 40)}")  # this, "truth value of..."
        found = next(((p, n) for p, n in self.items if p.name == name), None)
        if found is None:
            raise UnknownPiece(name, [p.name for p in self.pieces])
        return found

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):
        """The pieces, each once (:attr:`pieces`; ``count(name)`` gives its copies): ``for piece in set`` fell back
        on ``set[0]`` and met "a piece's name must be a string, got 0"."""
        return iter(self.pieces)

    def __contains__(self, piece) -> bool:
        """Whether the set holds ``piece``: a piece's name or a Polyomino (``'F' in set`` met that TypeError)."""
        return any(p.name == piece if isinstance(piece, str) else p == piece for p, _ in self.items)

    def subset(self, names) -> "PieceSet":
        """The pieces named in ``names`` (a list of names, or one string of them separated by spaces), in that
        order (count 1 each); or a dict ``{name: count}``.

        Raises:
            TypeError: ``names`` neither (None met "'NoneType' object is not iterable"), or a name not a string.
            PuzzleInputError: a name that is not in the set (``"XF"`` was read letter by letter as X and F, and
                hexominoes' ``"H01"`` as H, 0 and 1).
        """
        from collections.abc import Iterable, Mapping
        from numbers import Integral

        if isinstance(names, Mapping):  # {"F": 2} was read as its keys, each once: the counts dropped
            odd = [(n, c) for n, c in names.items() if not isinstance(c, Integral) or isinstance(c, bool)][:1]
            if odd:
                raise TypeError(f"subset: the count of {shown(odd[0][0])} must be a whole number, got "
                                f"{type(odd[0][1]).__name__} {shown(odd[0][1], 40)}")
            named = self.subset(list(names))
            return self._part({piece: count for piece, count in zip(named.pieces, names.values())}.items())
        if isinstance(names, str):
            names = names.split()
        if isinstance(names, Iterable) and not isinstance(names, bytes):
            names = list(names)
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise TypeError(f"names must be piece names (a list of strings, or one string of them separated by "
                            f"spaces), got {type(names).__name__} {shown(names, 40)}")
        out = []
        for n in names:
            try:
                out.append((self[n], 1))
            except KeyError:
                raise PuzzleInputError(f"unknown piece {quoted(n)}; "
                                       f"known: {' '.join(p.name for p in self.pieces)}") from None
        return self._part(out)

    def _part(self, items) -> "PieceSet":
        """A part of this set, its name followed by the pieces' unless all (three pentominoes' picture was titled
        'pentominoes in 3x5'; an empty part: 'the piece set pentominoes has no pieces'); unnamed when empty; a part
        of a part named from the first set ('pentominoes I L P' then 'I' was 'pentominoes I L P I')."""
        part = PieceSet.of(list(items))
        named, own = (" ".join(p.name if n == 1 else f"{p.name}*{n}" for p, n in s.items) for s in (part, self))
        whole = set(self.items) == set(part.items) and len(self.items) == len(part.items)
        base = self.name[:-len(own) - 1] if own and self.name.endswith(f" {own}") else self.name
        return PieceSet(part.items, self.name if whole else f"{base} {named}" if base and named else "")


def pentominoes() -> PieceSet:
    """The 12 pentominoes F I L N P T U V W X Y Z, one of each (area 60)."""
    return PieceSet(tuple((Polyomino(k, builtin_shape(v, k)), 1) for k, v in PENTOMINO_SHAPES.items()), "pentominoes")


def tetrominoes() -> PieceSet:
    """The 5 tetrominoes I O T S L, one of each (area 20)."""
    return PieceSet(tuple((Polyomino(k, builtin_shape(v, k)), 1) for k, v in TETROMINO_SHAPES.items()), "tetrominoes")


def hexominoes(flip: bool = True) -> PieceSet:
    """The 35 free hexominoes (``flip``) or the 60 one-sided ones, named
    ``H01``.. in the order of :func:`polyomino_shapes` (area 210 / 360)."""
    from .polyomino_shapes import polyomino_shapes

    shapes = polyomino_shapes(6, flip)
    name = "hexominoes" if flip else "hexominoes-one-sided"
    return PieceSet(tuple((Polyomino(f"H{i:02d}", s), 1) for i, s in enumerate(shapes, start=1)), name)


def one_sided(pieces: PieceSet) -> PieceSet:
    """Each piece and, when it differs from every turn of it, its mirror
    image as a piece of its own (named ``NAME'``): a free set made one-sided
    (the 12 pentominoes give the 18 one-sided pentominoes)."""
    items = []
    for piece, count in pieces.items:
        items.append((piece, count))
        mirror = _reflect(piece.cells)
        if mirror not in piece.orientations(False):
            items.append((Polyomino(piece.name + "'", mirror), count))
    return PieceSet(tuple(items), (pieces.name + "-one-sided") if pieces.name else "")


#: Every polyomino of a size lives in its own module (imported on first use).
__getattr__ = lazy_getattr(__name__, {"polyomino_shapes": ".polyomino_shapes",
                                      "MAX_POLYOMINO_SIZE": ".polyomino_shapes"}, anchor=__package__)
