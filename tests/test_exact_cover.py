"""The exact-cover engine (gridsat.engines.exact_cover): published counts,
agreement with CP-SAT, symmetry reduction against an independent
canonicalisation, listing, limits, resuming, interruption and errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.board import Board
from gridsat.core.placements import all_placements
from gridsat.core.placements import Placement
from gridsat.core.pieces import parse_pieces
from gridsat.core.polyomino import PieceSet, Polyomino, pentominoes
from gridsat.engines.exact_cover import TilingEngine, count_tilings, iter_tilings
from gridsat.puzzles.pack import check_tiling, make_puzzle
from gridsat.puzzles.placement.model import cpsat_session

DATA = Path(__file__).parent / "data" / "exact_cover"


def by_piece(puzzle):
    out = {p.name: [] for p in puzzle.pieces.pieces}
    for pl in puzzle.placements:
        out[pl.piece].append(pl.cells)
    return out


def decode(puzzle, values):
    return [pl for pl, v in zip(puzzle.placements, values) if v]


def engine_of(puzzle, distinct=False):
    counts = {p.name: n for p, n in puzzle.pieces.items}
    optional = puzzle.board.cells if puzzle.holes else ()
    return TilingEngine(puzzle.board.cells, by_piece(puzzle), counts, optional_cells=optional, distinct=distinct)


# -- published pentomino counts (Golomb, "Polyominoes"; OEIS A000104 notes) --
@pytest.mark.parametrize("board, raw, distinct", [("3x20", 8, 2), ("4x15", 1472, 368), ("8x8-centre", 520, 65)])
def test_published_pentomino_counts(board, raw, distinct):
    puzzle = make_puzzle(board)
    assert engine_of(puzzle).count() == (raw, True)
    assert engine_of(puzzle, distinct=True).count() == (distinct, True)


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("board, raw, distinct", [("6x10", 9356, 2339), ("5x12", 4040, 1010)])
def test_published_pentomino_counts_large(board, raw, distinct):
    # about 2 s together on 2 cores: fast enough for the default run
    puzzle = make_puzzle(board)
    assert engine_of(puzzle).count() == (raw, True)
    assert engine_of(puzzle, distinct=True).count() == (distinct, True)


# -- agreement with CP-SAT (Session.enumerate, one worker) ------------------
def _pieces(text):
    return parse_pieces(text, source="test")


FOUR = "I: ####\nO: ##/##\nT*2: ###/.#.\nL: ###/#.."
CASES = [  # (board, pieces, flip, holes): every one has tilings
    pytest.param("3x20", "pentominoes", True, False, marks=pytest.mark.slow),  # 5 s: 3x7 and 6x6 stay
    ("3x7", "tetrominoes", True, True),  # one cell stays empty
    ("5x4", _pieces(FOUR), True, False),
    ("5x4", _pieces(FOUR), False, False),  # one-sided: only rotations are symmetries
    ("4x4", _pieces("L*4: ###/#.."), True, False),  # no piece used once
    ("4x4", _pieces("L*4: ###/#.."), False, False),
    ("4x4", _pieces("T*4: ###/.#."), True, False),
    pytest.param("6x6", _pieces("T*4: ###/.#.\nL*5: ###/#.."), True, False, marks=pytest.mark.slow),  # 440 tilings
    ("6x6", _pieces("T*4: ###/.#.\nL*5: ###/#.."), False, False),
]


def test_engine_agrees_with_cpsat_on_no_tiling():
    # the five tetrominoes cannot tile 4x5 (the T breaks the chessboard balance)
    puzzle = make_puzzle("4x5", "tetrominoes")
    cpsat = cpsat_session(puzzle).enumerate()
    assert (cpsat.count, cpsat.complete) == (0, True)
    assert engine_of(puzzle).count() == (0, True)
    assert puzzle.solve(engine="exact").status.value == "infeasible"


def _canonical_classes(puzzle, solutions):
    """Number of classes of tilings under the board's symmetries, computed
    by mapping every tiling with every symmetry (no engine involved)."""
    syms = puzzle.board.symmetries()
    seen = set()
    for placements in solutions:
        images = []
        for f in syms:
            images.append(tuple(sorted((pl.piece, tuple(sorted(map(f, pl.cells)))) for pl in placements)))
        seen.add(min(images))
    return len(seen)


@pytest.mark.parametrize("board, pieces, flip, holes", CASES)
def test_engine_agrees_with_cpsat(board, pieces, flip, holes):
    """Raw counts and listed tilings equal CP-SAT's enumeration (one
    worker); distinct counts
    equal the classes of CP-SAT's tilings under the board's symmetries."""
    puzzle = make_puzzle(board, pieces, one_sided=not flip, holes=holes)
    cpsat = cpsat_session(puzzle).enumerate()
    assert cpsat.complete
    assert cpsat.count > 0
    engine = engine_of(puzzle)
    assert engine.count() == (cpsat.count, True)
    listed = {frozenset(t.placements) for t in engine.iter()}
    assert listed == {frozenset((pl.piece, pl.cells) for pl in decode(puzzle, v)) for v in cpsat.solutions}
    classes = _canonical_classes(puzzle, [decode(puzzle, v) for v in cpsat.solutions])
    assert engine_of(puzzle, distinct=True).count() == (classes, True)


def test_symmetric_tilings_are_counted_once():
    # four T-tetrominoes tile the 4x4 square only as pinwheels, each fixed by
    # the half turn: raw 2 (one pinwheel and its mirror image), 1 class
    puzzle = make_puzzle("4x4", _pieces("T*4: ###/.#."))
    assert engine_of(puzzle).count() == (2, True)
    assert engine_of(puzzle, distinct=True).count() == (1, True)


# -- listing ------------------------------------------------------------------
def test_iter_tilings_lists_every_tiling_once_and_valid():
    puzzle = make_puzzle("3x20")
    tilings = list(iter_tilings(puzzle.board.cells, by_piece(puzzle)))
    assert len(tilings) == 8
    keys = {frozenset(t.placements) for t in tilings}
    assert len(keys) == 8
    for t in tilings:
        placed = [Placement(name, -1, cells) for name, cells in t.placements]
        assert check_tiling(puzzle, placed) == []


def test_iter_and_count_limits():
    puzzle = make_puzzle("4x15")
    assert len(list(iter_tilings(puzzle.board.cells, by_piece(puzzle), limit=3))) == 3
    assert count_tilings(puzzle.board.cells, by_piece(puzzle), limit=5) == (5, False)


def test_count_tilings_example_from_docstring():
    b = Board.rectangle(3, 20)
    by = {}
    for p in all_placements(b, pentominoes()):
        by.setdefault(p.piece, []).append(p.cells)
    assert count_tilings(b.cells, by) == (8, True)


def test_search_resumes_exactly_after_tiny_budgets():
    engine = engine_of(make_puzzle("3x20"))
    total = 0
    steps = 0
    for s in engine.subproblems():
        while not s.finished:
            s.step(7)
            steps += 1
        total += s.count
    assert total == 8
    assert steps > 1000  # it really was cut into many calls


def test_progress_reaches_one_and_count_grows():
    seen = []
    engine = engine_of(make_puzzle("4x15"))
    n, complete = engine.count(on_progress=lambda count, done: seen.append((count, done)), budget=20_000)
    assert (n, complete) == (1472, True)
    assert seen and all(0.0 <= d <= 1.0 for _, d in seen)
    assert seen[-1] == (1472, 1.0)


def test_keyboard_interrupt_carries_the_partial_count():
    engine = engine_of(make_puzzle("6x10"))

    def interrupt(count, done):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt) as info:
        engine.count(on_progress=interrupt, budget=10_000)
    n, complete = info.value.partial
    assert complete is False
    assert 0 <= n < 9356


def test_deadline_stops_incomplete():
    import time

    engine = engine_of(make_puzzle("6x10"))
    n, complete = engine.count(deadline=time.perf_counter(), workers=1, budget=10_000)
    assert complete is False
    assert n < 9356


# -- blocked cells: the dragonfjord calendar ---------------------------------
def _dragonfjord():
    text = (DATA / "dragonfjord.txt").read_text(encoding="utf-8")
    board_text = text.split("[board]\n")[1].split("[pieces]")[0]
    labels = {}
    for r, line in enumerate(board_text.strip("\n").splitlines()):
        for c, tok in enumerate(line.split()):
            if tok != ".":
                labels[tok] = (r, c)
    pieces = parse_pieces(text.split("[pieces]\n")[1], source="dragonfjord.txt")
    board = Board(7, 7, frozenset(labels.values()), "standard")
    by = {}
    for pl in all_placements(board, pieces):
        by.setdefault(pl.piece, []).append(pl.cells)
    return board, by, labels


# published (../shared/data/calendar/dragonfjord_counts.json)
@pytest.mark.parametrize("month, day, count", [("Oct", "6", 7), ("Apr", "6", 8), ("Jan", "25", 216),
                                               ("Dec", "25", 92), ("Feb", "29", 64)])
def test_dragonfjord_dates(month, day, count):
    board, by, labels = _dragonfjord()
    engine = TilingEngine(board.cells, by)
    assert engine.count(blocked=[labels[month], labels[day]]) == (count, True)
    for t in engine.iter(blocked=[labels[month], labels[day]], limit=3):
        covered = [c for _, cells in t.placements for c in cells]
        assert len(covered) == len(set(covered)) == board.area - 2
        assert labels[month] not in covered and labels[day] not in covered


def test_dragonfjord_whole_year_total():
    board, by, labels = _dragonfjord()
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    dates = [[labels[months[m]], labels[str(d)]] for m in range(12) for d in range(1, days[m] + 1)]
    counts = TilingEngine(board.cells, by).count_many(dates)
    assert len(counts) == 366 and min(counts) == 7 and max(counts) == 216
    assert sum(counts) == 24405


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_dragonfjord_all_pairs_of_uncovered_cells():
    from itertools import combinations

    board, by, _ = _dragonfjord()
    pairs = [list(p) for p in combinations(sorted(board.cells), 2)]
    assert len(pairs) == 903
    assert sum(TilingEngine(board.cells, by).count_many(pairs)) == 59787


# -- errors --------------------------------------------------------
def test_board_too_large_for_the_engine():
    cells = Board.rectangle(33, 33).cells
    with pytest.raises(PuzzleInputError, match=r"at most 1024 cells; this one is 33x33 \(censuses, hints"):
        TilingEngine(cells, {"D": [[(0, 0), (0, 1)]]})


# -- boards of several 64-bit words -------------------------------------------
@pytest.mark.parametrize("rows, cols, count", [
    (2, 24, 75025),      # 2 x n domino tilings: Fibonacci F(n+1) (OEIS A000045); one word
    (3, 22, 1542841),    # 3 x 2n domino tilings, a(n) = 4a(n-1) - a(n-2) (OEIS A001835); two words
])
def test_domino_tilings_published(rows, cols, count):
    puzzle = make_puzzle(Board.rectangle(rows, cols), _pieces(f"D*{rows * cols // 2}: ##"))
    engine = engine_of(puzzle)
    assert engine.words == (rows * cols + 63) // 64
    assert engine.count() == (count, True)


def test_two_word_board_with_a_far_cell():
    # the 3x20 box plus one far cell that only a monomino can cover: a 3x30
    # bounding box (two words) without any board symmetry
    mask = "\n".join("#" * 20 + "." * 9 + ("#" if r == 0 else ".") for r in range(3))
    pieces = PieceSet(pentominoes().items + ((Polyomino.parse("M", "#"), 1),), "pentominoes+M")
    puzzle = make_puzzle(Board.from_mask(mask), pieces)
    engine = engine_of(puzzle)
    assert engine.words == 2
    assert engine.count() == (8, True)
    assert engine_of(puzzle, distinct=True).count() == (8, True)
    first = puzzle.solve(engine="exact")
    assert first.solved and ("M", ((0, 29),)) in {(p.piece, p.cells) for p in first.placements}


def test_bad_placement_and_blocked_cell():
    cells = {(0, 0), (0, 1)}
    with pytest.raises(PuzzleInputError, match=r"a placement of piece D covers \(0, 2\), which is not a board cell"):
        TilingEngine(cells, {"D": [[(0, 1), (0, 2)]]})
    engine = TilingEngine(cells, {"D": [[(0, 0), (0, 1)]]})
    assert engine.count() == (1, True)
    with pytest.raises(PuzzleInputError, match=r"cell \(5, 5\) is not a board cell"):
        engine.count(blocked=[(5, 5)])
    with pytest.raises(PuzzleInputError, match="limit must be at least 1, got 0"):
        engine.count(limit=0)


def test_distinct_refuses_blocked_cells():
    engine = engine_of(make_puzzle("3x20"), distinct=True)
    with pytest.raises(PuzzleInputError, match="^distinct counts up to the board's symmetry, which blocked cells may "):
        engine.count(blocked=[(0, 0)])
