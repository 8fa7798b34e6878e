"""Write a polyomino packing problem as an exact-cover matrix in Knuth's DLX
text format, with gridsat's own placements code (gridsat.core.placements).

Run:  python benchmarks/pentomino_dlx.py [--board 6x10] [--pieces pentominoes] [OUT]
      (default OUT: standard output)

Items: the piece names, then the board cells ``r,c`` (all primary).  Options:
one per placement, in the order :func:`gridsat.core.placements.all_placements`
makes them -- the same matrix ``gridsat pack --count`` searches, so
``gridsat cover --count`` on this file must give the same count (6x10
pentominoes: 9356 = 4 x 2339 tilings).  Used by benchmarks/cover_vs_pack.py and
tests/data/cover/pentominoes-6x10.dlx.
"""

from __future__ import annotations

import argparse
import sys

from gridsat.core.placements import all_placements
from gridsat.puzzles.pack import make_puzzle


def dlx_text(board: str = "6x10", pieces: str = "pentominoes") -> str:
    """The packing problem ``board`` / ``pieces`` as a DLX file (str)."""
    puzzle = make_puzzle(board, pieces)
    cells = sorted(puzzle.board.cells)
    names = [p.name for p in puzzle.pieces.pieces]
    lines = [f"| {len(names)} pieces ({pieces}) in the {board} board, every placement an option",
             "| (written by benchmarks/pentomino_dlx.py with gridsat.core.placements)",
             " ".join(names + [f"{r},{c}" for r, c in cells])]
    for pl in all_placements(puzzle.board, puzzle.pieces):
        lines.append(" ".join([pl.piece] + [f"{r},{c}" for r, c in pl.cells]))
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="6x10")
    parser.add_argument("--pieces", default="pentominoes")
    parser.add_argument("out", nargs="?")
    args = parser.parse_args(argv)
    text = dlx_text(args.board, args.pieces)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
