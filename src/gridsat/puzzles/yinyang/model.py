"""The CP-SAT model of Yin-Yang (walk-through in ``docs/yinyang.md``).

Written with the rule vocabulary (:mod:`gridsat.constraints`), one call per
rule: a boolean per cell (true = black), the givens fixed, no 2x2 block of
one colour, each colour connected; then three redundant constraints that
every answer satisfies and that help the search: no 2x2 checkerboard (its
two diagonals would need crossing paths), at most two colour changes around
the border (a third would cut one colour in two), and no isolated cell of a
colour that has two or more givens.  ``--model-stats`` prints the model
grouped by these rules.  Rule 2 (connectivity) is either:

* ``cpsat`` (default): one rooted tree per colour sharing one set of parent
  arcs (:func:`~gridsat.constraints.connectivity.each_connected`).  The
  root of a colour is its first given circle in row-major order, or (no
  given of that colour) its first cell of that colour -- never a free
  choice, so each colouring has one depth labelling up to the parents;
* ``cuts``: separator cuts added lazily (solve, cut, solve again), measured
  slower on the hard 25x25 boards (many rounds) and kept for comparison.

CP-SAT parameters chosen by measurement (``benchmarks/yinyang.py``).
"""

from __future__ import annotations

from ...constraints.connectivity import separator_cuts
from ...core.options import SolverOptions, given_options
from ...core.errors import PuzzleInputError, shown
from ...core.grid import as_rows, cell_values, not_zero_one
from ...core.wording import a_size
from ..arguments import argument_types
from .rules import BLACK, WHITE, YinYangPuzzle

#: Tree model: one worker, no symmetry detection, no probing in presolve --
#: on these models the extra presolve work costs more than it saves -- and
#: no search for clauses that are "exactly one": that presolve step does not
#: watch the wall clock (an empty 100x100 board given 1 s took 3.4 s, 2.5 s
#: of it there; without it 1.3 s), and the 25x25-40x40 boards of
#: ../shared/data/yinyang solve as fast without it (3.08 s vs 3.14 s in all).
TREE_DEFAULTS = {"num_workers": 1, "symmetry_level": 0, "cp_model_probing_level": 0,
                 "find_clauses_that_are_exactly_one": False}
#: Cut loop: one worker -- each round is a small, propagation-driven solve.
CUT_DEFAULTS = {"num_workers": 1}

#: The models :func:`session` builds: rooted trees, or lazy separator cuts.
MODEL_ENGINES = ("cpsat", "cuts")

#: Memory of the tree model per cell while it is built and solved, in bytes
#: (measured: ~8 KB per cell on a 150x150 board), rounded up.
BYTES_PER_CELL = 9000


def _redundant(model, board, black: dict, options: SolverOptions) -> None:
    """Constraints every answer satisfies, which help the search (valid by
    the rules; ``docs/yinyang.md`` proves each)."""
    with model.rule("no 2x2 checkerboard (its diagonals would need crossing paths)"):
        for a, b, c, d in board.blocks:
            options.check_time()
            model.add_bool_or([~black[a], black[b], black[c], ~black[d]])
            model.add_bool_or([black[a], ~black[b], ~black[c], black[d]])
    if len(board.ring) >= 4:
        with model.rule("at most two colour changes around the border (a third would cut a colour in two)"):
            ring, changes = board.ring, []
            for i, cell in enumerate(ring):
                nxt = ring[(i + 1) % len(ring)]
                t = model.new_bool_var(f"change{cell}")
                model.add_bool_or([~black[cell], black[nxt], t])
                model.add_bool_or([black[cell], ~black[nxt], t])
                changes.append(t)
            model.add(sum(changes) <= 2)
    with model.rule("no lone cell of a colour with two or more givens"):
        for colour, given in board.givens.items():
            if len(given) >= 2:
                def lit(cell, colour=colour):
                    return black[cell] if colour == BLACK else ~black[cell]
                for cell in board.cells:
                    model.add_bool_or([~lit(cell)] + [lit(nb) for nb in board.neighbours[cell]])


@argument_types(puzzle=YinYangPuzzle)
def session(puzzle: YinYangPuzzle, options: SolverOptions | None = None, engine: str = "cpsat"):
    """The CP-SAT model of the rules as a session whose decision variables are
    the cell booleans (row-major, true = black).  It reads like the rules:
    a colour per cell (rule 1), the givens (4), no 2x2 block of one colour
    (3), each colour connected (2), then the redundant constraints.

    Args:
        engine: ``cpsat`` (rooted trees) or ``cuts`` (lazy separator cuts).

    Returns:
        :class:`~gridsat.engines.cpsat.CpSatSession` or
        :class:`~gridsat.engines.cpsat.CutLoopSession`.

    Raises:
        PuzzleInputError: ``engine`` neither ``cpsat`` nor ``cuts``, or the model would not fit the memory limit.
        TimeUp: the run's deadline passed while building.
    """
    if not isinstance(engine, str) or engine not in MODEL_ENGINES:  # "search" or "a" built the tree model unsaid, as
        # if "cpsat" were given; a numpy array met numpy's "truth value of an array ... is ambiguous"
        raise PuzzleInputError(f"session: unknown engine {shown(engine, 40)}; a Yin-Yang CP-SAT model is one of: "
                               f"{', '.join(MODEL_ENGINES)}")
    from ...constraints.connectivity import each_connected
    from ...constraints.model import RuleModel
    from ...constraints.shading import cell_vars, fixed, no_2x2
    from ...engines.cpsat import CpSatSession, CutLoopSession

    options = given_options(options).started()
    options.check_memory(puzzle.rows * puzzle.cols * BYTES_PER_CELL,
                         f"a CP-SAT model of {a_size(puzzle.rows, puzzle.cols)} Yin-Yang board")
    options.check_time()  # (the first import of CP-SAT above can take seconds: -t 2.5 on a 300x300 ended at 6.5 s)
    board = puzzle.board(options.check_time)  # the geometry, read once
    options.check_time()
    model = RuleModel(check=options.check_time)
    black = cell_vars(model, board.cells, "black")  # rule 1: every cell black (true) or white
    fixed(model, black, {cell: colour == BLACK for colour, given in board.givens.items() for cell in given},
          rule="the given circles keep their colour")  # rule 4
    no_2x2(model, puzzle.rows, puzzle.cols, black, blocks=board.blocks, rule="no 2x2 block is all black")  # rule 3
    no_2x2(model, puzzle.rows, puzzle.cols, {c: ~v for c, v in black.items()}, blocks=board.blocks,
           rule="no 2x2 block is all white")
    options.check_time()
    _redundant(model, board, black, options)
    decision = [black[cell] for cell in board.cells]
    if engine == "cuts":  # rule 2, lazily
        return CutLoopSession(model, decision, options, CUT_DEFAULTS, separate=_separator(puzzle, decision))
    options.check_time()
    anchors = tuple(next(iter(board.givens[colour]), None) for colour in (BLACK, WHITE))
    each_connected(model, board.cells, board.neighbours.__getitem__, black, anchors=anchors,  # rule 2
                   check=options.check_time, rule="the black cells are connected, and so are the white cells")
    options.check_time()
    session = CpSatSession(model, decision, options, TREE_DEFAULTS)
    session.one_to_one = False  # the rooted trees' variables are free for one colouring: 108 model solutions of one
    return session


def _separator(puzzle: YinYangPuzzle, decision: list):
    """The cut loop's separation: clauses cutting off a colouring whose
    colours are not connected (see :mod:`gridsat.constraints.connectivity`)."""
    index = {cell: i for i, cell in enumerate(puzzle.cells())}

    def lit(cell, colour):
        v = decision[index[cell]]
        return v if colour == BLACK else ~v

    def separate(values) -> list:
        clauses = []
        for colour in (WHITE, BLACK):
            members = [cell for cell, v in zip(puzzle.cells(), values) if (BLACK if v else WHITE) == colour]
            for boundary, u, w in separator_cuts(members, puzzle.neighbours, set(puzzle.given_cells(colour))):
                clause = [lit(x, colour) for x in sorted(boundary)]
                clause += [~lit(a, colour) for a in (u, w) if puzzle.givens[a[0]][a[1]] != colour]
                clauses.append(clause)
        return clauses

    return separate


@argument_types(puzzle=YinYangPuzzle)
def decode(puzzle: YinYangPuzzle, values) -> list:
    """Rows of 1 (white) / 2 (black) from cell values (row-major, 1 = black).

    Raises:
        TypeError: ``values`` not a sequence of the cells' values.
        PuzzleInputError: not one value per cell of the puzzle, or a value neither 0 nor 1 (2, -1 and NaN were
            read as black).
    """
    from ...core.errors import cell_name

    flat = cell_values(values, puzzle.rows * puzzle.cols)
    bad = not_zero_one(flat)
    if bad is not None:
        raise PuzzleInputError(f"values: cell {cell_name(divmod(bad, puzzle.cols))} is {shown(flat[bad], 40)}, "
                               "neither 0 (white) nor 1 (black)")
    flat = [BLACK if v else WHITE for v in flat]
    return as_rows(flat, puzzle.rows, puzzle.cols)


__all__ = ["CUT_DEFAULTS", "TREE_DEFAULTS", "decode", "session"]
