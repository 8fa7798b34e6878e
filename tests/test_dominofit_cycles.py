"""Large Domino Fit boards: the alternating-cycle local search
(gridsat.puzzles.dominofit._cycle_kernel) and the race of it against CP-SAT that
``auto`` runs for a first tiling above 200 cells.

Every tiling is checked with the independent checker ``check_dominoes``;
statuses agree with the CP-SAT engine on random small boards (planted,
perturbed targets, relaxed relations, givens); time limits are honoured.
The shared generated boards (25x25 to 100x100) are read by the slow tests
only (skipped without ../shared).
"""

from __future__ import annotations

import json
import random
import threading
import time
from array import array

import pytest

from gridsat.core.options import SolverOptions
from gridsat.puzzles.dominofit import _cycle_kernel as _domino_cycles
from gridsat.puzzles.dominofit import cycle_kernel as engine
from gridsat.puzzles.dominofit.kernel import Counter
from gridsat.puzzles import dominofit as df
from gridsat.puzzles.dominofit import cycles
from gridsat.puzzles.dominofit.cycles import cycle_counters, run_cycles
from gridsat.puzzles.dominofit.generator import generate
from gridsat.puzzles.dominofit.search import free_cells

H_ROW = (1, 0, 0, 0)  # counts left cells of horizontal dominoes
V_COL = (0, 0, 1, 0)  # counts top cells of vertical dominoes


def race(puzzle, seconds=20.0):
    """The auto engine's race for a first tiling, as the task runner makes it a result, checked (on any size)."""
    from gridsat.core.task import Task, assemble
    from gridsat.puzzles.kinds import get

    found = run_cycles(puzzle, SolverOptions(time_limit=seconds).started(), with_cpsat=True)
    return assemble(get("dominofit"), puzzle, Task(), {"model": "implied", "objective": None}, found,
                    found.engine).check()


# -- the kernel ---------------------------------------------------------------
def test_kernel_meets_line_counters_on_a_square():
    free = bytes([1] * 4)
    rows = [Counter("row", r, H_ROW, 1, 1) for r in range(2)]
    assert engine.solve(2, 2, free, rows).dominoes == [("H", 0, 0), ("H", 1, 0)]
    cols = [Counter("col", c, V_COL, 1, 1) for c in range(2)]
    out = engine.solve(2, 2, free, cols)
    assert (out.status, out.dominoes, out.penalty) == ("solved", [("V", 0, 0), ("V", 0, 1)], 0)
    # one column: every domino is vertical (the cell below is the next cell in row-major order)
    out = engine.solve(4, 1, bytes([1] * 4), [Counter("col", 0, V_COL, 2, 2), Counter("row", 1, V_COL, 0, 0)])
    assert out.dominoes == [("V", 0, 0), ("V", 2, 0)]


def test_kernel_proves_that_cells_without_a_perfect_matching_have_no_tiling():
    # (0, 0) and (0, 3) are one dark and one light cell, but not neighbours
    out = engine.solve(1, 4, bytes([1, 0, 0, 1]), [])
    assert (out.status, out.dominoes, out.penalty) == ("no_tiling", [], -1)
    assert engine.solve(1, 3, bytes([1, 0, 1]), []).status == "no_tiling"  # two dark cells, no light one
    assert engine.solve(1, 4, bytes([1] * 4), [], [("H", 0, 1)]).status == "no_tiling"  # a given leaves lone cells


def test_kernel_keeps_givens_and_counts_them():
    free = bytes([1] * 8)  # 2x4
    counters = [Counter("row", r, H_ROW, 0, 0) for r in range(2)]  # no horizontal domino at all
    assert engine.solve(2, 4, free, counters, [("V", 0, 2)]).dominoes == [("V", 0, c) for c in range(4)]
    # a given horizontal domino breaks the counters: the search can only run out of rounds
    out = engine.solve(2, 4, free, counters, [("H", 0, 1)], max_rounds=200)
    assert (out.status, out.dominoes, out.rounds) == ("budget", [], 200) and out.penalty > 0


def test_kernel_budget_is_honest_and_seeded_runs_repeat():
    free = bytes([1] * 16)
    impossible = [Counter("row", 0, H_ROW, 3, 3)]  # 4 cells hold at most 2 horizontal dominoes
    out = engine.solve(4, 4, free, impossible, max_rounds=100)
    assert (out.status, out.rounds) == ("budget", 100)
    t0 = time.process_time()  # CPU: the work the limit allows, whatever the machine's load
    out = engine.solve(4, 4, free, impossible, seconds=0.2)
    assert out.status == "budget" and time.process_time() - t0 < 4.0  # unlimited: never ends (no tiling)
    puzzle = generate(12, 12, seed=3, rule="dot").puzzle
    packed, reason = cycle_counters(puzzle)
    assert reason is None
    runs = [engine.solve(12, 12, free_cells(puzzle), packed, seed=7) for _ in range(2)]
    assert runs[0] == runs[1] and runs[0].status == "solved"
    assert df.check_dominoes(puzzle, runs[0].dominoes) == []


def test_kernel_stops_when_another_thread_asks():
    free = bytes([1] * 16)
    impossible = [Counter("row", 0, H_ROW, 3, 3)]
    stop = bytearray(1)
    timer = threading.Timer(0.2, lambda: stop.__setitem__(0, 1))
    timer.start()
    t0 = time.process_time()  # CPU: the search stops working when asked, whatever the machine's load
    out = engine.solve(4, 4, free, impossible, seconds=30, stop=stop)
    assert out.status == "budget" and time.process_time() - t0 < 8.0  # the time limit alone would be 30 s
    with pytest.raises(TypeError, match="writable"):
        engine.solve(4, 4, free, impossible, stop=b"\x00")


def test_kernel_rejects_malformed_arguments():
    good = array("i", [0, 0, 1, 0, 0, 0, 1, 1])
    with pytest.raises(ValueError, match="out of range"):
        _domino_cycles.solve(0, 2, b"", good, b"", 0, 0.0, 0)
    with pytest.raises(ValueError, match="out of range"):
        _domino_cycles.solve(4096, 4096, b"", good, b"", 0, 0.0, 0)
    with pytest.raises(ValueError, match="expected rows"):
        _domino_cycles.solve(2, 2, b"\x01" * 3, good, b"", 0, 0.0, 0)
    with pytest.raises(ValueError, match="8 int32"):
        _domino_cycles.solve(2, 2, b"\x01" * 4, array("i", [0, 0, 1]), b"", 0, 0.0, 0)
    with pytest.raises(ValueError, match="weights"):
        engine.solve(2, 2, b"\x01" * 4, [Counter("row", 0, (17, 0, 0, 0), 0, 0)])
    with pytest.raises(ValueError, match="index"):
        engine.solve(2, 2, b"\x01" * 4, [Counter("col", 2, H_ROW, 0, 0)])
    with pytest.raises(ValueError, match="more than 16 counters"):
        engine.solve(2, 2, b"\x01" * 4, [Counter("row", 1, H_ROW, 0, 9)] * 17)
    with pytest.raises(ValueError, match="lo must not exceed hi"):
        engine.solve(2, 2, b"\x01" * 4, [Counter("row", 0, H_ROW, 2, 1)])
    with pytest.raises(ValueError, match="blocked cell or another given"):
        engine.solve(2, 2, b"\x01\x00\x01\x01", [], [("H", 0, 0)])
    with pytest.raises(ValueError, match="blocked cell or another given"):
        engine.solve(2, 2, b"\x01" * 4, [], [("H", 0, 0), ("V", 0, 0)])
    with pytest.raises(ValueError, match="inside the grid"):
        engine.solve(2, 2, b"\x01" * 4, [], [("H", 0, 1)])
    with pytest.raises(ValueError, match="negative"):
        engine.solve(2, 2, b"\x01" * 4, [], seconds=-1)
    with pytest.raises(TypeError):
        _domino_cycles.solve(2, 2, "abcd", good, b"", 0, 0.0, 0)


# -- the race against CP-SAT alone -------------------------------------------------
def perturbed_board(rng: random.Random, rows: int, cols: int, rule: str) -> df.DominoFitPuzzle:
    """A planted board with, at random, targets nudged, relations relaxed and givens added."""
    gen = generate(rows, cols, seed=rng.randrange(10 ** 6), rule=rule, block_frac=rng.choice([0.0, 0.1, 0.2]))
    p = gen.puzzle
    rt, ct = list(p.row_targets), list(p.col_targets)
    for _ in range(rng.choice([0, 1, 1, 2])):
        line = rng.choice([rt, ct])
        i = rng.randrange(len(line))
        line[i] = max(0, line[i] + rng.choice([-2, -1, 1, 2]))
    rels = [None, None]
    mode = rng.random()
    if mode < 0.3:
        rels = [tuple(rng.choice(["=", "<=", ">="]) for _ in rt), tuple(rng.choice(["=", "<=", ">="]) for _ in ct)]
    elif mode < 0.5:
        axis = rng.randrange(2)
        rels[axis] = (rng.choice(["<=", ">="]),) * (rows if axis == 0 else cols)
    givens = (rng.choice(gen.solution),) if rng.random() < 0.3 else ()
    return df.DominoFitPuzzle(rows, cols, p.blocked, tuple(rt), tuple(ct), rule, rels[0], rels[1], givens)


@pytest.mark.slow  # the default run keeps under 5 minutes on a fresh machine (one of its heaviest)
def test_statuses_agree_with_cpsat_and_every_tiling_passes_the_checker():
    rng = random.Random(77)
    seen = {"solved": 0, "infeasible": 0}
    for _ in range(120):
        p = perturbed_board(rng, rng.randint(2, 9), rng.randint(2, 9), rng.choice(["cell", "dot"]))
        ref = df.solve(p, SolverOptions(time_limit=20), engine="cpsat")
        ours = race(p)  # check() has passed every tiling through the checker
        assert ours.status == ref.status, (p, ours.status)
        seen[str(ours.status)] += 1
        # the search alone finds a tiling in milliseconds when one exists (2 s leaves room for a loaded machine);
        # where none exists it runs to its limit, so that one stays short
        alone = df.solve(p, SolverOptions(time_limit=2.0 if str(ref.status) == "solved" else 0.1), engine="cycles")
        if str(ref.status) == "solved":
            assert str(alone.status) == "solved" and alone.engine == "cycles", p
        else:  # and never claims one that is not there
            assert str(alone.status) in ("unknown", "infeasible")
    assert seen["solved"] >= 30 and seen["infeasible"] >= 20


def test_the_search_alone_solves_planted_boards():
    for n, seed, rule in ((6, 1, "dot"), (10, 2, "cell"), (20, 3, "dot"), (30, 4, "cell")):
        puzzle = generate(n, n, seed=seed, rule=rule).puzzle
        out = df.solve(puzzle, SolverOptions(time_limit=10), engine="cycles")
        assert (str(out.status), out.engine) == ("solved", "cycles")


def test_auto_races_on_large_boards_and_the_search_stops_cpsat(monkeypatch):
    # 100x100: CP-SAT alone needs 12-28 s (benchmarks/dominofit_large.py), the search well under
    # a second; with no head start both run, and the call returns once the search has its tiling
    monkeypatch.setattr(cycles, "HEAD_START_PER_CELL", 0.0)
    puzzle = generate(100, 100, seed=2, rule="dot").puzzle
    c0 = time.process_time()
    out = df.solve(puzzle, SolverOptions(time_limit=60))
    # CP-SAT alone would take 12-28 s of CPU; work (the process's CPU time, both threads), not wall
    # time, which a loaded machine stretches past any margin
    assert (str(out.status), out.engine) == ("solved", "cycles") and time.process_time() - c0 < 10.0


def test_proofs_by_arithmetic_and_by_matching_agree_with_cpsat():
    p = generate(6, 6, seed=1, rule="cell").puzzle
    odd = p.with_changes(row_targets=(p.row_targets[0] + 1,) + p.row_targets[1:])
    out = df.solve(odd, SolverOptions(time_limit=5), engine="cycles")
    assert str(out.status) == "infeasible" and out.reason == (
        "row 1 has 5 free cells, so its score under the cell rule is 5 plus 2 for each horizontal domino in it: "
        "never 10")  # (was "... which is not a whole number": tests/test_newcomer22.py)
    assert str(df.solve(odd, engine="cpsat").status) == "infeasible"
    gap = df.DominoFitPuzzle(1, 4, frozenset({(0, 1), (0, 2)}), (9,), (9, 9, 9, 9), "cell", ("<=",), ("<=",) * 4)
    out = df.solve(gap, SolverOptions(time_limit=5), engine="cycles")
    assert str(out.status) == "infeasible" and out.reason == "the free cells (givens removed) have no domino tiling at all"
    assert str(df.solve(gap, engine="cpsat").status) == "infeasible"


def test_the_cycles_engine_only_finds_tilings(run_cli, tmp_path):
    board = tmp_path / "board.json"
    board.write_text(json.dumps(df.puzzle_to_json(generate(6, 6, seed=1, rule="cell").puzzle)))
    for extra, line in ((["--unique"], "the cycles engine finds one tiling; --unique needs --engine search or cpsat"),
                        (["--count"], "the cycles engine finds one tiling; --count needs --engine search or cpsat"),
                        (["--forced"], "the cycles engine finds tilings; --forced needs --engine cpsat")):
        code, out, err = run_cli("dominofit", str(board), "--engine", "cycles", *extra)
        assert (code, out, err.strip()) == (2, "", f"gridsat: error: {line}")


def test_time_limit_is_honoured_when_no_tiling_meets_the_targets():
    # every free cell scores at least 1 under the cell rule: rows of at most 0 cannot be met
    n = 220  # 48,400 cells: above the race's size, the search keeps the whole time
    board = df.DominoFitPuzzle(n, n, frozenset(), (0,) * n, (2 * n,) * n, "cell", ("<=",) * n, ("<=",) * n)
    t0 = time.monotonic()
    out = df.solve(board, SolverOptions(time_limit=1.0))
    assert (str(out.status), out.dominoes, out.engine) == ("unknown", [], "cycles")
    assert time.monotonic() - t0 < 6.0  # unlimited: never ends; the margin is for a loaded machine
    small = df.DominoFitPuzzle(12, 12, frozenset(), (0,) * 12, (24,) * 12, "cell", ("<=",) * 12, ("<=",) * 12)
    out = race(small, 5.0)  # CP-SAT proves it beside the search
    assert (str(out.status), out.engine) == ("infeasible", "cpsat")


# -- the shared generated boards (slow) -------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("n", [25, 45, 100])
def test_shared_generated_boards_are_solved_within_five_seconds(shared_data, n):
    for rule in ("cell", "dot"):
        for seed in (1, 2, 3):
            rec = json.loads((shared_data / "dominofit" / "generated" / f"gen_{n}x{n}_{rule}_s{seed}.json").read_text())
            out = df.solve(df.puzzle_from_json(rec), SolverOptions(time_limit=5.0))
            assert str(out.status) == "solved"  # checked by the independent checker inside solve


@pytest.mark.slow
def test_a_1000x1000_board_returns_within_seven_seconds():
    # 2x2 squares of two dominoes each (a third vertical), a tenth of the squares blocked, and one
    # horizontal domino moved from row 4 to row 2 in the targets: the free cells have tilings, the
    # implied counts stay whole and non-negative, and the search (alone at this size) gets the whole time
    rng = random.Random(1)
    n = 1000
    blocked, planted = [], []
    for r in range(0, n, 2):
        for c in range(0, n, 2):
            x = rng.random()
            if x < 0.1:
                blocked += [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
            else:
                planted += [("V", r, c), ("V", r, c + 1)] if x < 0.4 else [("H", r, c), ("H", r + 1, c)]
    rows, cols = df.line_sums("cell", n, n, planted)
    rows[2] += 2
    rows[4] -= 2
    puzzle = df.DominoFitPuzzle(n, n, frozenset(blocked), tuple(rows), tuple(cols), "cell")
    assert df.implied_counts(puzzle).contradiction is None
    t0 = time.monotonic()
    out = df.solve(puzzle, SolverOptions(time_limit=5.0))
    assert time.monotonic() - t0 < 7.0 and str(out.status) in ("unknown", "solved")


def test_unique_on_a_large_board_takes_its_first_tiling_from_the_race(monkeypatch):
    """--unique on a board past the compiled search's size ran CP-SAT alone, which found no first tiling of a
    generated 100x100 board in 10 s ('unknown ... before an answer was found', 46-54 s without a limit): the
    race finds the first and CP-SAT looks for a second, proving a second tiling exists in about 2 s. When
    the time runs out in that proof, the first tiling stands and only its uniqueness is unknown."""
    from gridsat.core.options import TimeUp
    from gridsat.core.status import Status, Uniqueness
    from gridsat.puzzles.dominofit import tasks
    from gridsat.puzzles.dominofit.check import check_dominoes

    puzzle = generate(24, 24, seed=3).puzzle  # 576 cells: past the search's 200
    assert tasks.choose_engine(puzzle, tasks.Task("unique"), None) == "race"
    result = tasks.solve(puzzle, SolverOptions(time_limit=120), unique=True)
    assert (result.status, result.complete) == (Status.SOLVED, True)
    assert result.uniqueness in (Uniqueness.UNIQUE, Uniqueness.NOT_UNIQUE) and result.engine == "cpsat"
    check_dominoes(puzzle, result.dominoes)

    def out_of_time(*args, **kwargs):
        raise TimeUp("while the CP-SAT model was built")

    monkeypatch.setattr(tasks, "make_session", out_of_time)
    cut = tasks.solve(puzzle, SolverOptions(time_limit=120), unique=True)
    assert (cut.status, cut.uniqueness, cut.complete) == (Status.SOLVED, Uniqueness.UNKNOWN, False)
    assert cut.engine in ("cycles", "cpsat")  # whichever settled the race
    check_dominoes(puzzle, cut.dominoes)

    def ctrl_c(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(tasks, "make_session", ctrl_c)  # Ctrl-C in the proof: the tiling is shown, interrupted
    stopped = tasks.solve(puzzle, SolverOptions(time_limit=120), unique=True)
    assert (stopped.status, stopped.uniqueness, stopped.interrupted) == (Status.SOLVED, Uniqueness.UNKNOWN, True)
    check_dominoes(puzzle, stopped.dominoes)
    from gridsat.cli.common import verdict

    assert verdict(stopped)[0] == "[bold]uniqueness unknown[/bold]: Ctrl-C stopped the search before it was proven"
