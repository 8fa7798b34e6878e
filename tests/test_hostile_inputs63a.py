"""Hostile pass 63, part a: the command line."""

import json
import time

import pytest

import gridsat
import gridsat.engines.cardinality as cardinality
from gridsat import Task

LITS_4X4 = "lits\n0 0 0 0\n0 0 0 0\n1 1 1 1\n1 1 1 1\n"


@pytest.fixture
def cp_sat_settles(monkeypatch):
    """The counting search as on a board it cannot settle: its head start finds nothing, and in the race it
    waits to be stopped, so CP-SAT's side settles every question."""
    real = cardinality.search

    def search(problem, limit, keep, options=None, stop=None, *, direct_only=False, head_start=None):
        if direct_only is not False:
            return cardinality.Counted(0, False, [], 0)
        if stop is not None:
            while not stop[0]:
                time.sleep(0.005)
            return cardinality.Counted(0, False, [], 0)
        return real(problem, limit, keep, options, stop)

    monkeypatch.setattr(cardinality, "search", search)


def test_a_lits_race_settled_by_cp_sat_decodes_cp_sats_own_variables(cp_sat_settles):
    # LITS's search model decides a cell's being unshaded, its CP-SAT model its being shaded: a count, listing,
    # solve or uniqueness proof CP-SAT settled in the race decoded CP-SAT's values as the search's, every answer
    # complemented: "answer breaks the rules: the shaded cells are not connected..." (a traceback)
    lits = gridsat.kinds.get("lits")
    puzzle = lits.parse(LITS_4X4)
    counted = lits.run(puzzle, Task("count", keep=2))
    assert (counted.count, counted.complete, counted.engine, len(counted.solutions)) == (84, True, "cpsat", 2)
    listed = lits.run(puzzle, Task("solutions", n=3))
    assert (len(listed.solutions), listed.complete, listed.engine) == (3, False, "cpsat")
    assert all(puzzle.violations(answer) == [] for answer in counted.solutions + listed.solutions)
    solved = lits.run(puzzle, Task("solve"))
    assert solved.engine == "cpsat" and puzzle.violations(solved.grid) == []
    unique = lits.run(puzzle, Task("unique"))
    assert (unique.engine, unique.uniqueness.value) == ("cpsat", "not_unique")
    assert puzzle.violations(unique.grid) == [] and puzzle.violations(unique.second) == []


def test_a_picture_in_a_folder_that_cannot_be_written_in_is_refused_before_the_work(run_cli, tmp_path, monkeypatch):
    # the folder's permission was found only when the picture was written, after the whole run's work, in words
    # naming no option: "cannot write '.../x.svg': Permission denied" (a user's read-only folder; root is let in)
    import os

    folder = tmp_path / "shut"
    folder.mkdir()
    real = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if str(p) == str(folder) else real(p, mode, **kw))
    code, out, err = run_cli("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--svg", str(folder / "x.svg"))
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: --svg: folder '{folder}' cannot be written in (permission denied, for "
                   f"'{folder / 'x.svg'}')\n")


@pytest.mark.slow
def test_a_lits_board_cp_sat_solves_in_the_race_prints_its_answer(run_cli, tmp_path):
    # a 24x24 LITS of 4x4 regions: the search does not settle in its head start and CP-SAT wins the race; its
    # answer was decoded complemented and the run ended in a traceback ("SolutionCheckError: answer breaks the
    # rules: answer: the region at r1c1 holds 12 shaded cells, not a tetromino; ...")
    path = tmp_path / "lits.txt"
    path.write_text("lits\n" + "\n".join(" ".join(str(r // 4 * 100 + c // 4) for c in range(24)) for r in range(24))
                    + "\n", encoding="utf-8")
    code, out, err = run_cli("solve", str(path), "--json")
    found = json.loads(out)
    assert (code, err, found["status"], found["engine"]) == (0, "", "solved", "cpsat")
    assert gridsat.kinds.get("lits").parse(path.read_text(encoding="utf-8")).violations(found["grid"]) == []


def test_a_size_or_piece_set_with_spaces_is_told_as_without_them(run_cli):
    # ' 6x6' (a space before it) to Yin-Yang was told "a board of the Polyomino packing: gridsat pack --board 6x6"
    # where '6x6' is told a size; ' pentominoes' to solve was "cannot read puzzle file" alone; ' 6x6' to pack was
    # quoted with its space ("gridsat pack --board  6x6")
    assert run_cli("yinyang", " 6x6") == (2, "", (
        "gridsat: error: 6x6: cannot read puzzle file: No such file or directory; '6x6' is a size, not a puzzle: "
        "give a puzzle file or a puzz.link URL (gridsat generate yinyang or dominofit --size RxC makes new ones)\n"))
    assert run_cli("yinyang", "6x6 ")[2] == run_cli("yinyang", "6x6")[2].replace("6x6:", "6x6 :", 1)
    code, out, err = run_cli("solve", " pentominoes")
    assert (code, out) == (2, "") and err.startswith(
        "gridsat: error: pentominoes: no such file; 'pentominoes' is a piece set, not a packing puzzle file (JSON): "
        "gridsat pack --pieces pentominoes;")
    code, out, err = run_cli("pack", " 6x10")
    assert (code, out) == (2, "") and err.startswith(
        "gridsat: error: 6x10: no such file; '6x10' is a board, not a packing puzzle file (JSON): gridsat pack "
        "--board 6x10;")


def test_a_kinds_name_given_to_a_kinds_command_is_told_a_kind(run_cli):
    # 'gridsat solve hitori' is told that 'hitori' is a kind; 'gridsat lightup lightup' (and 'lightup akari') was
    # "lightup: cannot read puzzle file: No such file or directory" alone
    assert run_cli("lightup", "lightup") == (
        2, "", "gridsat: error: 'lightup' is a kind, not a puzzle: gridsat lightup PUZZLE\n")
    assert run_cli("nurikabe", "akari") == (
        2, "", "gridsat: error: 'akari' is a kind, not a puzzle: gridsat lightup PUZZLE\n")
