"""``gridsat pack --count / --distinct / --limit / --engine`` (issue 6):
published pentomino counts, JSON keys, listing, Ctrl-C and bad input."""

from __future__ import annotations

import json
import time

import pytest

from gridsat.core.board import Board
from gridsat.core.placements import Placement
from gridsat.core.options import SolverOptions
from gridsat.engines.choice import choose_engine
from gridsat.puzzles.pack import check_tiling, make_puzzle


def _json(run_cli, *args, code=0):
    got_code, out, err = run_cli("pack", *args, "--json")
    assert got_code == code, err
    return json.loads(out)


# published counts of the 12 pentominoes (raw, and up to the board's symmetries)
@pytest.mark.parametrize("board, raw, distinct", [("3x20", 8, 2), ("4x15", 1472, 368), ("8x8-centre", 520, 65)])
def test_count_json(run_cli, board, raw, distinct):
    got = _json(run_cli, "--board", board, "--count")
    assert (got["kind"], got["status"], got["count"], got["complete"]) == ("pack", "solved", raw, True)
    assert "distinct" not in got
    got = _json(run_cli, "--board", board, "--count", "--distinct")
    assert (got["count"], got["complete"], got["distinct"]) == (distinct, True, True)


def test_count_6x10_distinct_text(run_cli):
    code, out, _ = run_cli("pack", "--count", "--distinct")
    assert code == 0
    assert "2,339 distinct solutions (all counted)" in out.splitlines()


@pytest.mark.slow
@pytest.mark.parametrize("board, raw, distinct", [("6x10", 9356, 2339), ("5x12", 4040, 1010)])
def test_count_large_boxes(run_cli, board, raw, distinct):
    assert _json(run_cli, "--board", board, "--count")["count"] == raw
    assert _json(run_cli, "--board", board, "--count", "--distinct")["count"] == distinct


def test_limit_marks_incomplete(run_cli):
    got = _json(run_cli, "--board", "5x12", "--count", "--limit", "5", code=1)  # an incomplete count: exit 1
    assert (got["count"], got["complete"]) == (5, False)
    code, out, _ = run_cli("pack", "--board", "3x20", "--count", "--limit", "100")
    assert code == 0
    assert "8 solutions (all counted)" in out.splitlines()


def test_solutions_exact_engine_lists_checked_tilings(run_cli):
    got = _json(run_cli, "--board", "3x20", "--solutions", "10")
    assert (len(got["solutions"]), got["complete"]) == (8, True) and "count" not in got
    puzzle = make_puzzle("3x20")
    keys = set()
    for sol in got["solutions"]:
        placed = [Placement(p["piece"], -1, tuple(map(tuple, p["cells"]))) for p in sol]
        assert check_tiling(puzzle, placed) == []
        keys.add(frozenset((p.piece, p.cells) for p in placed))
    assert len(keys) == 8
    got = _json(run_cli, "--board", "3x20", "--solutions", "10", "--distinct")
    assert (len(got["solutions"]), got["complete"]) == (2, True)
    got = _json(run_cli, "--board", "4x15", "--solutions", "3")
    assert (len(got["solutions"]), got["complete"]) == (3, False)


@pytest.mark.parametrize("engine", ["exact", "cpsat", "auto"])
def test_first_solution_every_engine(run_cli, engine):
    got = _json(run_cli, "--board", "8x8-centre", "--engine", engine)
    assert got["status"] == "solved" and len(got["placements"]) == 12


def test_auto_engine_races_for_a_first_tiling_and_counts_exactly():
    puzzle = make_puzzle(Board.rectangle(10, 10), "tetrominoes", holes=True)
    assert choose_engine("auto", puzzle.box_cells(), enumerate=False) == "race"
    assert choose_engine("auto", puzzle.box_cells(), enumerate=True) == "exact"
    assert choose_engine("auto", 33 * 33, enumerate=True) == "cpsat"  # beyond the exact engine's 1024 cells


def test_the_race_takes_the_search_where_it_answers_first():
    # 12 pentominoes in a 12x12 box with holes: the search answers in well under a
    # second; CP-SAT alone took 2-4 s here (benchmarks/pack.py)
    result = make_puzzle(Board.rectangle(12, 12), "pentominoes", holes=True).solve(options=SolverOptions(time_limit=60))
    assert result.status == "solved" and result.engine == "exact" and len(result.placements) == 12


def test_the_race_takes_cpsat_where_it_proves_infeasibility_first(tmp_path):
    # A 12x12 box less three cells, each 1 modulo 3 in row + column, for 47 straight trominoes: each covers
    # one cell of every class, so no tiling.  CP-SAT proves it at once; the search alone did not end within
    # 10 s.  (The mutilated chessboard, dominoes on a box less two corners, was this case until the
    # chessboard colouring, which says nothing here, came to refute it before any engine runs.)
    n = 12
    board = tmp_path / "box.txt"
    board.write_text("\n".join("".join("." if (r, c) in {(11, 11), (11, 8), (10, 9)} else "#" for c in range(n))
                               for r in range(n)) + "\n")
    pieces = tmp_path / "bars.txt"
    pieces.write_text(f"B*{(n * n - 3) // 3}: ###\n")
    puzzle = make_puzzle(str(board), str(pieces))
    assert not puzzle.colouring_refutes
    result = puzzle.solve(options=SolverOptions(time_limit=60))
    assert result.status == "infeasible" and result.engine == "cpsat" and result.complete


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_cpsat_counts_by_enumeration(run_cli):
    got = _json(run_cli, "--board", "3x20", "--count", "--engine", "cpsat")
    assert (got["count"], got["complete"]) == (8, True)


def test_ctrl_c_prints_count_so_far_marked_incomplete(run_cli, monkeypatch):
    """Ctrl-C once the count has started (a timer from the start could land
    in start-up on a loaded machine): the count so far, marked incomplete."""
    import _thread
    import threading

    from gridsat.engines.tiling_search import Search

    started, step = threading.Event(), Search.step

    def stepping(self, *args, **kwargs):
        started.set()
        return step(self, *args, **kwargs)

    def press():
        if started.wait(120):
            time.sleep(0.2)
            _thread.interrupt_main()  # as a real SIGINT: the compiled search sees it too

    monkeypatch.setattr(Search, "step", stepping)
    presser = threading.Thread(target=press, daemon=True)
    presser.start()
    code, out, err = run_cli("pack", "--count", "--json", "--workers", "1")
    presser.join()
    assert code == 130
    got = json.loads(out)
    assert got["complete"] is False and got.get("interrupted") is True
    assert 0 <= got["count"] < 9356


def test_time_limit_marks_count_incomplete(run_cli):
    got = _json(run_cli, "--count", "--time-limit", "0.05", "--workers", "1", code=1)
    assert got["complete"] is False
    assert 0 <= got["count"] < 9356


@pytest.mark.parametrize("args, message", [
    (["--engine", "foo"], "unknown engine 'foo' for Polyomino packing puzzles; use one of: auto, exact, cpsat"),
    (["--limit", "3"], "--limit goes with --count (use --solutions N to list N solutions)"),
    (["--count", "--unique"], "choose one of --count, --solutions N, --unique (got --count and --unique)"),
    (["--distinct"], "--distinct goes with --count or --solutions N, N of 2 or more"),
    (["--solutions", "3", "--distinct", "--engine", "cpsat"],
     "--distinct needs the exact-cover engine (--engine exact or auto)"),
    (["--board", "33x33", "--pieces", "tetrominoes", "--holes", "--engine", "exact"],
     "the exact-cover engine holds boards whose bounding box has at most 1024 cells; "
     "this one has 1,089 (use --engine cpsat)"),  # was 1089: --distinct said 1,089
])
def test_bad_options_exit_2(run_cli, args, message):
    code, out, err = run_cli("pack", *args)
    assert code == 2
    assert err == f"gridsat: error: {message}\n"
    assert out == ""


def test_help_names_the_symmetry_method(run_cli):
    code, out, _ = run_cli("pack", "--help")
    assert code == 0
    flat = " ".join(out.replace("│", " ").split())
    assert "smallest of its images" in flat
    assert "--engine" in flat and "--limit" in flat


def test_a_count_stopped_before_it_counted_still_counts_what_it_listed(monkeypatch):
    # Ctrl-C can land after the first tiling is listed and before the count has counted any: the
    # count so far is then the one tiling kept (the checker refuses a count below the tilings listed)
    from gridsat.engines.exact_cover import TilingEngine
    from gridsat.puzzles.pack import make_puzzle
    from gridsat.puzzles.placement.search import find

    def stopped(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(TilingEngine, "count", stopped)
    found = find(make_puzzle("3x20"), count=True, keep=1, engine="exact")
    assert (found.count, len(found.tilings), found.complete, found.interrupted) == (1, 1, False, True)
