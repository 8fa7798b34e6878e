"""Yin-Yang engine choice: ``auto`` races the search against CP-SAT for
solving and uniqueness, and uses the search to list, count and find forced
cells; every engine gives
the same answers (each checked by the independent checker in ``tasks.run``).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from gridsat.core.options import SolverOptions
from gridsat.core.status import Status, Uniqueness
from gridsat.puzzles.kinds import Task
from gridsat.puzzles.yinyang.check import check_grid
from gridsat.puzzles.yinyang import parse_text_grid, read_puzzle
from gridsat.puzzles.yinyang.tasks import choose_engine

DATA = Path(__file__).parent / "data" / "yinyang"
TWO = DATA / "pse_bobgru_game3_10x10.txt"


@pytest.mark.parametrize("what,limit,engine", [
    ("solve", None, "race"), ("unique", None, "race"), ("solutions", None, "search"), ("count", 10, "search"),
    ("count", None, "search"), ("forced", None, "search"),
])
def test_auto_stands_for(what, limit, engine):
    assert choose_engine(Task(what, limit=limit)) == engine


def test_a_published_puzzle_is_answered_by_the_search_before_cp_sat_joins():
    puzzle = read_puzzle(str(DATA / "janko_126_14x14.txt"))
    result = puzzle.uniqueness()
    assert (result.uniqueness, result.engine) == (Uniqueness.UNIQUE, "search")
    assert result.grid == parse_text_grid((DATA / "janko_126_14x14.solution.txt").read_text())


def test_the_race_proves_a_hard_board_unique():
    # few givens for 30x30: CP-SAT's proof (about 1.2 s) beats the search's (3.8 s); either may win here
    puzzle = read_puzzle(str(DATA / "generated_hard_30x30.txt"))
    result = puzzle.uniqueness(options=SolverOptions(time_limit=60))
    assert result.uniqueness is Uniqueness.UNIQUE and result.engine in ("search", "cpsat")
    assert check_grid(puzzle, result.grid) == []  # the rules hold (proven unique: it is the answer)


@pytest.mark.parametrize("engine", ["search", pytest.param("cpsat", marks=pytest.mark.slow)])  # cpsat: 3.6 s
def test_engines_agree_on_the_two_answer_board(engine):
    puzzle = read_puzzle(str(TWO))
    unique = puzzle.uniqueness(engine=engine)
    assert unique.uniqueness is Uniqueness.NOT_UNIQUE and unique.second != unique.grid
    count = puzzle.count(engine=engine, keep=None)
    assert (count.count, count.complete, count.status) == (75, True, Status.SOLVED)
    assert len({tuple(map(tuple, g)) for g in count.solutions}) == 75
    assert unique.grid in count.solutions and unique.second in count.solutions
    some = puzzle.count(limit=5, engine=engine, keep=2)
    assert (some.count, some.complete, len(some.solutions)) == (5, False, 2)
    listed = puzzle.solutions(3, engine=engine)
    assert len(listed.solutions) == 3 and all(g in count.solutions for g in listed.solutions)
    forced = puzzle.forced(engine=engine)
    assert forced.complete
    differ = {(r, c) for r in range(10) for c in range(10) if len({g[r][c] for g in count.solutions}) > 1}
    assert {(r, c) for r in range(10) for c in range(10) if forced.forced[r][c] == 0} == differ


def test_count_stops_at_its_limit_and_says_so():
    blank = read_puzzle(str(DATA / "janko_001_6x6.txt"))
    empty = type(blank)(tuple((0,) * 6 for _ in range(6)), "empty")
    result = empty.count(limit=7, engine="search")
    assert (result.count, result.complete) == (7, False)


def test_infeasible_board_is_proven_by_the_race():
    result = read_puzzle(str(DATA / "url_penpa_1_6x6.txt")).uniqueness()
    assert (result.status, result.uniqueness, result.engine) == (Status.INFEASIBLE, Uniqueness.NO_SOLUTION, "search")


def test_cli_names_the_engine(run_cli):
    code, out, err = run_cli("yinyang", str(TWO), "--unique", "--json")
    assert code == 0, err
    import json

    data = json.loads(out)
    assert (data["uniqueness"], data["engine"]) == ("not_unique", "search")


@pytest.mark.slow  # 1.2-2.2 s on an idle machine; a cheaper test of the same behaviour stays in the default run
def test_ctrl_c_stops_a_long_count_of_the_search(tmp_path):
    # the compiled search runs without the GIL and never sees signals itself
    from conftest import gridsat_child, stop_when_working

    board = tmp_path / "empty14.txt"
    board.write_text("\n".join(["0" * 14] * 14) + "\n")
    proc = gridsat_child("yinyang", str(board), "--count")
    # counting (start-up takes about 0.3 s of CPU; an empty 14x14 board has far more answers than a second finds)
    out, err = stop_when_working(proc, 1.5)
    assert proc.returncode == 130 and " solutions (incomplete" in out  # the count so far, as other kinds print it


@pytest.mark.parametrize("args,message", [
    (["--memory-limit", "inf"], "--memory-limit must be a positive number of GB (below a billion), got inf"),
    (["-n", "100000", "--memory-limit", "0.5"], "searching a 30x30 Yin-Yang board needs about 2.2 GB of memory; "
                                                  "the limit is 0.5 GB"),
])
def test_listing_limits_are_refused_up_front(run_cli, tmp_path, args, message):
    board = tmp_path / "empty30.txt"
    board.write_text("\n".join(["0" * 30] * 30) + "\n")
    code, out, err = run_cli("yinyang", str(board), *args)
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: {message}")


def test_a_listing_cut_by_the_time_limit_lists_only_what_it_checked(tmp_path):
    board = type(read_puzzle(str(TWO)))(tuple((0,) * 8 for _ in range(8)), "empty8")
    cpu = time.process_time()
    result = board.solutions(100000, options=SolverOptions(time_limit=1.0))
    assert not result.complete and 0 < len(result.solutions) < 100000
    # unlimited, this listing runs for minutes: CPU time, which a loaded machine does not stretch as it does wall time
    assert time.process_time() - cpu < 4.0


def test_huge_count_limit_and_unproven_forced_cells(tmp_path):
    board = type(read_puzzle(str(TWO)))(tuple((0,) * 10 for _ in range(10)), "empty10")
    counted = board.count(limit=2**63 - 1, options=SolverOptions(time_limit=0.5))
    assert counted.count > 0 and not counted.complete
    big = type(board)(tuple((0,) * 30 for _ in range(30)), "empty30")
    forced = big.forced(options=SolverOptions(time_limit=0.3))
    assert forced.status is Status.UNKNOWN and not forced.complete  # cut short: never shown as proven
