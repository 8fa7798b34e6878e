"""The Yin-Yang search engine (gridsat.puzzles.yinyang.kernel): published
answers, honest statuses, agreement with brute force on every tiny board,
limits, bad input.

Every answer the engine returns is verified by ``check_grid`` (the
independent checker of gridsat.puzzles.yinyang); brute force enumerates
colourings with its own small checker below, never the engine.
"""

from __future__ import annotations

import itertools
import json
import random
import time
from pathlib import Path

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.yinyang import _kernel as _yinyang
from gridsat.puzzles.yinyang import kernel as ys
from gridsat.puzzles.yinyang import YinYangPuzzle, check_grid, parse_text_grid

DATA = Path(__file__).parent / "data" / "yinyang"
PUBLISHED = sorted(p.name.split(".")[0] for p in DATA.glob("*.solution.txt"))
INFEASIBLE = ["url_penpa_1_6x6", "url_penpa_2_8x14", "pyy_ark_parsemap_9_3661721_20x20"]
TWO_SOLUTIONS = "pse_bobgru_game3_10x10"


def givens(name: str) -> list:
    return parse_text_grid((DATA / f"{name}.txt").read_text())


def valid(givens_rows, answer) -> bool:
    grid = [list(row) for row in answer]
    return check_grid(YinYangPuzzle(tuple(map(tuple, givens_rows))), grid) == []


# -- published answers and verdicts ------------------------------------------------
@pytest.mark.parametrize("name", PUBLISHED)
def test_published_answer_is_found_and_proven_unique(name):
    out = ys.uniqueness(givens(name))
    assert out.verdict == "unique"
    assert [list(r) for r in out.first] == parse_text_grid((DATA / f"{name}.solution.txt").read_text())
    assert out.second is None
    assert valid(givens(name), out.first)


@pytest.mark.parametrize("name", INFEASIBLE)
def test_infeasible_boards_are_proven_infeasible(name):
    out = ys.uniqueness(givens(name))
    assert (out.verdict, out.first, out.second) == ("no_solution", None, None)
    assert ys.deduce(givens(name)) is None  # the rules alone find the contradiction


def test_two_solution_board_gives_a_valid_second_answer():
    board = givens(TWO_SOLUTIONS)
    out = ys.uniqueness(board)
    assert out.verdict == "not_unique"
    assert out.first != out.second
    assert valid(board, out.first) and valid(board, out.second)
    # the CP-SAT count of this board (tests/test_yinyang.py counts to 3; all of them here)
    every = ys.count(board, 1000)
    assert every.complete and len(every.answers) == len(set(every.answers)) == 75
    assert all(valid(board, a) for a in every.answers)


def test_forced_cells_of_the_two_solution_board():
    board = givens(TWO_SOLUTIONS)
    out = ys.forced(board)
    assert out.complete
    every = ys.count(board, 1000).answers
    for r in range(10):
        for c in range(10):
            same = {a[r][c] for a in every}
            assert out.forced[r][c] == (same.pop() if len(same) == 1 else 0)
    assert sum(v == 0 for row in out.forced for v in row) == 22  # as CP-SAT's backbone (test_yinyang.py)


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    out = ys.forced(givens("url_pzprjs_test_5x5"))
    assert out.complete and [list(r) for r in out.forced] == givens("url_pzprjs_test_5x5.solution")


def test_other_answer_is_the_generator_query():
    unique = givens("janko_011_10x10")
    answer = ys.uniqueness(unique).first
    none = ys.other_answer(unique, answer)
    assert none.answers == () and none.complete
    board = givens(TWO_SOLUTIONS)
    first = ys.uniqueness(board).first
    other = ys.other_answer(board, first)
    assert len(other.answers) == 1 and other.answers[0] != first and valid(board, other.answers[0])


def test_typical_puzzles_are_solved_by_propagation_alone():
    for name in ("janko_017_12x12", "pyy_newtom_easy_15x15", "pyy_newtom_hard_25x25"):
        out = ys.search(givens(name), 2)
        assert out.nodes == 1 and out.complete
        assert [list(r) for r in ys.deduce(givens(name))] == givens(f"{name}.solution")


def test_branching_weighs_skipped_probes_by_their_exact_size():
    """url_noqx_1_18x22 (noqx's example, puzz.link URL in the corpus'
    SOURCES.md): 50 givens on 396 cells, 323 cells open after root probing.
    Counting a probe skipped as dominated as size 1 made the search branch on
    border cells that implied one cell each: 41 nodes and 9,335 probes.
    With the skipped literals' exact sizes it takes 7 nodes and 3,945 probes
    (bounds with a margin, work not time)."""
    board = givens("url_noqx_1_18x22")
    out = ys.search(board, 2)
    assert out.complete and len(out.answers) == 1 and valid(board, out.answers[0])
    assert out.nodes <= 12 and out.probes <= 6000, (out.nodes, out.probes)
    solved = ys.search(board, 1)
    assert solved.answers == out.answers and solved.nodes <= 12


# -- brute force ---------------------------------------------------------------
def brute_force_answers(R: int, C: int) -> list:
    """Every valid colouring of an empty R x C board, by enumeration."""
    out = []
    for bits in itertools.product((1, 2), repeat=R * C):
        grid = [bits[r * C:(r + 1) * C] for r in range(R)]
        if any(grid[r][c] == grid[r][c + 1] == grid[r + 1][c] == grid[r + 1][c + 1]
               for r in range(R - 1) for c in range(C - 1)):
            continue
        ok = True
        for colour in (1, 2):
            cells = {(r, c) for r in range(R) for c in range(C) if grid[r][c] == colour}
            if cells:
                todo, seen = [min(cells)], {min(cells)}
                while todo:
                    r, c = todo.pop()
                    for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                        if nb in cells and nb not in seen:
                            seen.add(nb)
                            todo.append(nb)
                ok &= seen == cells
        if ok:
            out.append(bits)
    return out


def agree(R: int, C: int, patterns, rule_sets) -> None:
    every = brute_force_answers(R, C)
    for pattern in patterns:
        want = {a for a in every if all(g in (0, v) for g, v in zip(pattern, a))}
        rows = [list(pattern[r * C:(r + 1) * C]) for r in range(R)]
        for rules in rule_sets:
            out = ys.search(rows, 10_000, rules=rules)
            got = [tuple(v for row in a for v in row) for a in out.answers]
            assert out.complete and len(got) == len(set(got)) and set(got) == want, (pattern, sorted(rules))


#: the default rules, every rule alone, and the defaults without each rule:
#: each rule must keep exactly the brute-force answers
RULE_SETS = ([ys.DEFAULT_RULES, frozenset(), frozenset(ys.RULES)] + [frozenset({r}) for r in ys.RULES]
             + [ys.DEFAULT_RULES - {r} for r in ys.DEFAULT_RULES])


@pytest.mark.parametrize("R,C", [(1, 1), (1, 4), (2, 2), pytest.param(2, 3, marks=pytest.mark.slow),
                                 pytest.param(3, 2, marks=pytest.mark.slow)])  # 3x2, 2x3's transpose: 7 s more
def test_every_givens_pattern_of_tiny_boards_under_every_rule_set(R, C):
    agree(R, C, list(itertools.product((0, 1, 2), repeat=R * C)), RULE_SETS)


@pytest.mark.parametrize("R,C", [pytest.param(3, 3, marks=pytest.mark.slow),
                                 pytest.param(2, 4, marks=pytest.mark.slow)])  # 2x4: 6 s  # 3x3: 19,683 patterns, 17 s
def test_every_givens_pattern_of_3x3_and_2x4(R, C):
    agree(R, C, list(itertools.product((0, 1, 2), repeat=R * C)), [ys.DEFAULT_RULES, frozenset()])


@pytest.mark.parametrize("R,C", [(4, 4), pytest.param(3, 5, marks=pytest.mark.slow), (2, 6)])  # 1.2 s each
def test_random_boards_against_exhaustive_enumeration(R, C):
    rng = random.Random(R * 100 + C)
    patterns = [(0,) * (R * C)] + [tuple(rng.choice((0, 0, 0, 1, 2)) for _ in range(R * C)) for _ in range(60)]
    agree(R, C, patterns, RULE_SETS)


def test_parity_of_the_border_agrees_with_cp_sat():
    # on a 6x6 board the colour boundary is a Hamiltonian path of the 5x5
    # block grid: a border change at an odd block is impossible, at an even one fine
    for row, verdict in (((0, 0, 0, 2, 1, 0), "infeasible"), ((0, 0, 2, 1, 0, 0), "solved")):
        board = [[0] * 6 for _ in range(5)] + [list(row)]
        assert str(YinYangPuzzle(tuple(map(tuple, board))).solve().status) == verdict
        out = ys.search(board, 1)
        assert out.complete == (verdict == "infeasible") and len(out.answers) == (verdict == "solved")


# -- limits ------------------------------------------------------------------------
def test_empty_board_answers_come_quickly_and_check():
    for n in (2, 5, 12, 20):
        out = ys.search([[0] * n for _ in range(n)], 2)
        assert out.stop == "limit" and len(out.answers) == 2
        assert all(valid([[0] * n for _ in range(n)], a) for a in out.answers)


def test_deadline_gives_unknown_on_a_huge_board_within_the_limit():
    board = [[0] * 1000 for _ in range(1000)]
    assert ys.estimate_memory(1000, 1000) < 100 * 2**20
    t0 = time.perf_counter()
    out = ys.search(board, 2, deadline=t0 + 0.5)
    assert time.perf_counter() - t0 < 4.0  # unlimited: never ends; the margin is for a loaded machine
    assert (out.stop, out.complete, out.answers) == ("deadline", False, ())
    assert ys.uniqueness(board, deadline=time.perf_counter() + 0.2).verdict == "unknown"
    assert ys.deduce(board, deadline=time.perf_counter() - 1) == "unknown"


def test_node_budget_gives_unknown():
    out = ys.search([[0] * 8 for _ in range(8)], 10_000, max_nodes=5)
    assert out.stop == "nodes" and not out.complete and out.nodes <= 5


def test_memory_estimate_refuses_too_large_boards():
    with pytest.raises(PuzzleInputError, match=r"^board 1000x1000 needs about 91\.0 MB, more than the 10 MB allowed$"):
        ys.search([[0] * 1000 for _ in range(1000)], 2, max_memory=10 * 2**20)


# -- bad input ---------------------------------------------------------------------
@pytest.mark.parametrize("bad,message", [
    ([], "no cells"), ([[]], "no cells"), ([[0, 0], [0]], "ragged"), ([[0, 3]], "not 0, 1 or 2"),
    ([[0, -1]], "not 0, 1 or 2"), ([[0, "x"]], "not 0, 1 or 2"), (5, "rows of ints"),
])
def test_bad_givens_are_input_errors(bad, message):
    with pytest.raises(PuzzleInputError, match=message):
        ys.search(bad)


def test_bad_arguments_are_input_errors():
    with pytest.raises(PuzzleInputError, match="at least 1"):
        ys.search([[0]], 0)
    with pytest.raises(PuzzleInputError, match="unknown Yin-Yang rule"):
        ys.search([[0]], rules={"magic"})
    with pytest.raises(PuzzleInputError, match="2x2 grid"):
        ys.search([[0, 0], [0, 0]], avoid=[[1, 2]])
    with pytest.raises(PuzzleInputError, match="2x2 grid"):
        ys.search([[0, 0], [0, 0]], prefer=[[1, 0], [1, 2]])


def test_kernel_checks_its_buffers():
    with pytest.raises(ValueError, match="expected rows"):
        _yinyang.search(b"\x00\x00\x00", 2, 2, 2, 0, 0, 0.0, 0)
    with pytest.raises(ValueError, match="value 7"):
        _yinyang.search(b"\x00\x07\x00\x00", 2, 2, 2, 0, 0, 0.0, 0)
    with pytest.raises(TypeError):
        _yinyang.search("abcd", 2, 2, 2, 0, 0, 0.0, 0)
    with pytest.raises(ValueError, match="each side"):
        _yinyang.search(b"", 0, 5, 2, 0, 0, 0.0, 0)
    with pytest.raises(ValueError, match="bit mask"):
        _yinyang.search(b"\x00" * 4, 2, 2, 2, 1 << 20, 0, 0.0, 0)
    with pytest.raises(ValueError, match="1 or 2"):
        _yinyang.search(b"\x00" * 4, 2, 2, 2, 0, 0, 0.0, 0, b"\x01\x00\x02\x02")
    with pytest.raises(ValueError, match="limit"):
        _yinyang.search(b"\x00" * 4, 2, 2, 0, 0, 0, 0.0, 0)
    # a memoryview of bytes is a fine buffer
    found, stop, *_ = _yinyang.search(memoryview(b"\x01\x00\x00\x02"), 2, 2, 5, 0, 0, 0.0, 0)
    assert stop == 0 and len(found) == 4


# -- the whole corpus ------------------------------------------------------------------
VERDICTS = {"unique": "unique", "no solution (infeasible)": "no_solution",
            "NOT unique (2nd solution found)": "not_unique"}


@pytest.mark.slow
def test_whole_shared_corpus(shared_data):
    folder = shared_data / "yinyang"
    manifest = json.loads((folder / "manifest.json").read_text())
    assert len(manifest) == 231
    t0 = time.perf_counter()
    wrong, answers = [], 0
    for entry in manifest:
        board = parse_text_grid((folder / f"{entry['name']}.txt").read_text())
        out = ys.uniqueness(board)
        if out.verdict != VERDICTS[entry["status"]]:
            wrong.append(f"{entry['name']}: {out.verdict}, recorded {entry['status']}")
        for answer in (out.first, out.second):
            if answer is not None and not valid(board, answer):
                wrong.append(f"{entry['name']}: an answer breaks the rules")
        published = folder / f"{entry['name']}.solution.txt"
        if published.exists():
            answers += 1
            if out.first is None or [list(r) for r in out.first] != parse_text_grid(published.read_text()):
                wrong.append(f"{entry['name']}: answer differs from the published one")
    assert wrong == []
    assert answers == 187
    assert time.perf_counter() - t0 < 10
