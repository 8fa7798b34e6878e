"""Counting benchmark: gridsat's exact-cover engine against xcover and CP-SAT.

Run:  python benchmarks/count.py            (needs ``pip install xcover`` for
      the xcover column; it is not a gridsat dependency)

Lines, each timed for both solvers in the same run (wall seconds, after one
warm-up call so that neither xcover's JIT compile nor gridsat's kernel load is counted):

1. pentominoes in 6x10 and 5x12 up to symmetry (published: 2339 and 1010),
   gridsat ``--distinct`` vs xcover with the classical reduction (X centre in
   one quadrant; when X lies on a symmetry axis the mirrored P is forbidden
   through a shared secondary item);
2. all 366 dates of the dragonfjord calendar (published total 24,405),
   gridsat (one engine, dates in parallel threads) vs xcover (one call per
   date);

   gridsat runs lines 1-2 twice: on every CPU and on one thread (xcover is
   single-threaded), both against the same xcover time;
3. first tiling of each tutorial box, gridsat's exact-cover engine vs
   CP-SAT with gridsat's tuned parameters (what ``--engine auto`` chooses
   between);
4. generic exact cover (``gridsat cover``, :mod:`gridsat.engines.cover`)
   against xcover on n queens and pentomino boxes (``benchmarks/cover.py``).

Every count is cross-checked against the published value and between the
two solvers; a mismatch stops the run.
"""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

from gridsat.core.board import Board
from gridsat.core.placements import all_placements
from gridsat.core.polyomino import PieceSet, Polyomino
from gridsat.engines.exact_cover import TilingEngine
from gridsat.puzzles.pack import make_puzzle
from gridsat.puzzles.placement import exact_engine
from gridsat.puzzles.placement.search import _ENGINES as cached_engines

EDITIONS = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "calendar" / "editions.txt"
DRAGONFJORD = ["O6", "U5", "V5", "Z5", "L5", "N5", "Y5", "P5"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def timed(fn):
    t0 = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - t0


def row(label, ours, theirs, value):
    ratio = f"{theirs / ours:6.1f}x" if theirs and ours else "   n/a"
    their_text = f"{theirs:9.3f}" if theirs is not None else "      n/a"
    print(f"{label:34s} {ours:9.3f} {their_text} {ratio}   {value}", flush=True)


# -- problems -----------------------------------------------------------
def by_piece(puzzle):
    out = {p.name: [] for p in puzzle.pieces.pieces}
    for pl in puzzle.placements:
        out[pl.piece].append(pl.cells)
    return out


def xcover_distinct_options(puzzle):
    """Options for xcover: the classical symmetry reduction for pentominoes
    in a rectangle (X centre in one quadrant, mirrored P forbidden when X
    lies on an axis)."""
    rows, cols = puzzle.board.rows, puzzle.board.cols
    options = []
    for pl in puzzle.placements:
        items = [pl.piece] + [f"{r},{c}" for r, c in pl.cells]
        if pl.piece == "X":
            r, c = sorted(pl.cells)[2]  # the centre square
            if 2 * r > rows - 1 or 2 * c > cols - 1:
                continue
            if 2 * r == rows - 1 or 2 * c == cols - 1:
                items.append("mirror")
        if pl.piece == "P" and pl.orientation >= 4:  # reflected orientations
            items.append("mirror")
        options.append(items)
    return options


def calendar_problem():
    """The dragonfjord board and pieces, read from editions.txt."""
    text = EDITIONS.read_text(encoding="utf-8")
    board_block = re.search(r"\[board standard\]\n(.*?)\n\n", text, re.S).group(1)
    labels = {}
    for r, line in enumerate(board_block.splitlines()):
        for c, tok in enumerate(line.split()):
            if tok != ".":
                labels[tok] = (r, c)
    shapes = dict(re.findall(r"^(\w+): (\S+)$", text.split("[pieces]")[1].split("[editions]")[0], re.M))
    pieces = PieceSet.of([Polyomino.parse(n, shapes[n]) for n in DRAGONFJORD], "dragonfjord")
    cells = frozenset(labels.values())
    board = Board(7, 7, cells, "standard")
    dates = [(labels[MONTHS[m]], labels[str(d)]) for m in range(12) for d in range(1, DAYS_IN_MONTH[m] + 1)]
    return board, pieces, dates


def fresh_engine(board: str):
    """The distinct-counting engine of ``board``, built now (not taken from the cache), so its build is timed."""
    cached_engines.clear()
    return exact_engine(make_puzzle(board), distinct=True)


def xcover_count(options, primary, secondary=()):
    from xcover import covers

    return sum(1 for _ in covers(options, primary=list(primary), secondary=list(secondary)))


def main():
    try:
        import xcover  # noqa: F401
        have_xcover = True
    except ImportError:
        have_xcover = False
        print("xcover is not installed (pip install xcover); its column shows n/a")
    workers = os.cpu_count() or 1
    print(f"{'problem':34s} {'gridsat':>9s} {'xcover':>9s} {'ratio':>7s}   count   ({workers} CPUs)")

    # warm-up: load / compile both engines on a small problem
    warm = make_puzzle("3x20")
    warm.count(distinct=True)
    if have_xcover:
        xcover_count(xcover_distinct_options(warm), [p.name for p in warm.pieces.pieces]
                     + [f"{r},{c}" for r, c in warm.board.cells], ["mirror"])

    for board, published in (("6x10", 2339), ("5x12", 1010)):
        puzzle = make_puzzle(board)
        theirs, t_theirs = None, None
        if have_xcover:
            primary = [p.name for p in puzzle.pieces.pieces] + [f"{r},{c}" for r, c in puzzle.board.cells]
            theirs, t_theirs = timed(lambda: xcover_count(xcover_distinct_options(puzzle), primary, ["mirror"]))
        for threads in (workers, 1):
            ours, t_ours = timed(lambda: fresh_engine(board).count(workers=threads)[0])
            assert ours == published and theirs in (None, published), (board, ours, theirs)
            row(f"{board} pentominoes, distinct, {threads} thr", t_ours, t_theirs, ours)

    if EDITIONS.is_file():
        board, pieces, dates = calendar_problem()
        placements = all_placements(board, pieces)

        def gridsat_year(threads):
            by = {p.name: [] for p in pieces.pieces}
            for pl in placements:
                by[pl.piece].append(pl.cells)
            return sum(TilingEngine(board.cells, by).count_many([list(d) for d in dates], workers=threads))

        def xcover_year():
            total = 0
            for blocked in dates:
                cells = board.cells - set(blocked)
                options = [[pl.piece] + [f"{r},{c}" for r, c in pl.cells] for pl in placements
                           if not set(pl.cells) & set(blocked)]
                total += xcover_count(options, [p.name for p in pieces.pieces] + [f"{r},{c}" for r, c in cells])
            return total

        theirs, t_theirs = timed(xcover_year) if have_xcover else (None, None)
        for threads in (workers, 1):
            ours, t_ours = timed(lambda: gridsat_year(threads))
            assert ours == 24405 and theirs in (None, 24405), (ours, theirs)
            row(f"dragonfjord, 366 dates, {threads} thr", t_ours, t_theirs, ours)
    else:
        print(f"{EDITIONS} is absent: calendar line skipped")

    print()
    print(f"{'first tiling':34s} {'exact':>9s} {'CP-SAT':>9s} {'ratio':>7s}   auto's answer from")
    for board in ("6x10", "5x12", "4x15", "3x20", "8x8-centre"):
        puzzle = make_puzzle(board)
        _ = puzzle.placements
        exact, t_exact = timed(lambda: make_puzzle(board).solve(engine="exact"))
        cpsat, t_cpsat = timed(lambda: make_puzzle(board).solve(engine="cpsat"))
        assert exact.solved and cpsat.solved
        row(board, t_exact, t_cpsat, make_puzzle(board).solve().engine)

    print()  # the generic engine (gridsat cover, gridsat.count_covers) on the same kind of problems
    print("generic exact cover (items, options; n queens and pentomino boxes) against xcover:")
    import cover

    if have_xcover:
        cover.main(["--repeat", "1"])
    else:
        print("xcover is not installed: the generic exact-cover lines are skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
