"""Hostile input, sixth pass (issue 20): what the fifth hostile pass found
(docs of the pass: the project notes' hostile-5 log).  Each case is the
exact line (or answer) a user gets now."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.options import SolverOptions

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
MASYU = "https://puzz.link/p?mashu/6/6/1063000i3000"
AKARI = "https://puzz.link/p?akari/6/6/nekcakbl"
HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"
LONG = "x" * 5000
CUT = "x" * 80 + "..." + "x" * 80 + " (5,000 characters)"


# -- limits: -t covers building the model that --model-stats / --export-model show ------------------------------

@pytest.mark.parametrize("args, what", [
    (("nurikabe", NURIKABE, "--model-stats"), "shown"),
    (("pack", "-b", "6x10", "--model-stats"), "shown"),
    (("masyu", MASYU, "--export-model", "{tmp}/m.pb"), "written"),
    (("calendar", "10-06", "--export-model", "{tmp}/m.txt"), "written"),
])
def test_a_time_limit_that_runs_out_while_building_the_model_is_one_line(run_cli, tmp_path, args, what):
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    assert run_cli(*args, "-t", "1e-9") == (
        1, "", f"gridsat: the time limit ran out while building the CP-SAT model; nothing was {what} (give more time with -t)\n")
    assert list(tmp_path.iterdir()) == []  # nothing half-written


# -- one line: file names the file system refuses (too long), cut in the message --------------------------------

def test_a_file_name_too_long_is_one_line_with_its_two_ends(run_cli):
    assert run_cli("nurikabe", LONG) == (2, "", f"gridsat: error: {CUT}: cannot read puzzle file: File name too long\n")


@pytest.mark.parametrize("args, error", [
    (("calendar", LONG), f"date '{'x' * 35}...' (5,000 characters) is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06"),
    (("nurikabe", NURIKABE, "--svg", f"/tmp/{LONG}.svg"),
     f"/tmp/{'x' * 75}...{'x' * 76}.svg (5,009 characters): cannot write the --svg file: File name too long"),
    (("calendar", "--year", "2026", "--out", LONG), f"{CUT}: cannot write the --out file: File name too long"),
])
def test_long_names_on_every_path_are_one_line(run_cli, args, error):
    assert run_cli(*args) == (2, "", f"gridsat: error: {error}\n")


def test_the_python_api_reads_a_long_name_as_a_name():
    with pytest.raises(PuzzleInputError, match=r"unknown board 'x+\.\.\.' \(100,000 characters\)"):
        gridsat.pack("x" * 100_000)
    with pytest.raises(PuzzleInputError, match=r"unknown piece set 'x+\.\.\.' \(100,000 characters\)"):
        gridsat.pack("3x5", "x" * 100_000)


# -- one line: the counting search's 64-bit counters and the memory of what it keeps --------------------------------

def test_a_listing_beyond_the_counting_search_lists_what_a_count_finds(run_cli):
    code, out, err = run_cli("lightup", AKARI, "-n", "99999999999999999999")  # was an OverflowError traceback
    # (then refused, "the counting search keeping 99,999,999,999,999,999,999 answers needs about ..."; a count
    # keeping none now settles first that the board has one answer)
    assert (code, err) == (0, "") and "1 solution listed (no more exist)" in out


def test_a_count_limit_beyond_64_bits_counts_them_all(run_cli):
    code, out, err = run_cli("masyu", MASYU, "--count", "--limit", "99999999999999999999")
    assert (code, err) == (0, "") and out.endswith("1 solution (all counted)\n" + out.splitlines()[-1] + "\n")


# -- silent cuts: a time-limited listing is not cut by the first check's imports ----------------------------------

@pytest.mark.parametrize("size, loops", [(3, 13), (4, 213)])
def test_a_listing_with_time_to_spare_lists_every_loop(tmp_path, size, loops):
    """A Masyu without pearls: any one loop through cell centres; the loops
    of an n x n grid graph are OEIS A140517 (13 for 3x3, 213 for 4x4)."""
    path = tmp_path / "m.txt"
    path.write_text("masyu\n" + "\n".join(" ".join("." * size) for _ in range(size)) + "\n")
    puzzle = gridsat.read(str(path))[1]
    result = puzzle.solutions(1000, options=SolverOptions(time_limit=600))
    assert len(result.solutions) == loops and result.complete  # 8 of 13 were listed, "there may be more"
    assert len({str(s) for s in result.solutions}) == loops


# -- wrong answers: text the reader misread -------------------------------------------------------------------------

LITS = "lits\n0 0 1 1\n0 0 1 2\n0 1 1 2\n2 2 2 2\n"


def test_old_mac_line_ends_are_lines(run_cli, tmp_path):
    """A LITS file with CR line ends was one row of rooms: proven infeasible."""
    (tmp_path / "lf.txt").write_bytes(LITS.encode())
    (tmp_path / "cr.txt").write_bytes(LITS.replace("\n", "\r").encode())
    import json

    lf, cr = (run_cli("lits", str(tmp_path / name), "--json") for name in ("lf.txt", "cr.txt"))
    assert lf[0] == cr[0] == 0 and json.loads(cr[1])["status"] == "solved"
    assert json.loads(cr[1])["grid"] == json.loads(lf[1])["grid"] == [[1, 0, 1, 1], [1, 1, 1, 0], [1, 0, 1, 0],
                                                                       [1, 1, 1, 1]]


@pytest.mark.parametrize("data, error", [
    (LITS.replace("1 2\n0 1", "1\x002\n0 1").encode(),  # a NUL in a region name made a new region: infeasible
     "cannot read puzzle file: not text: a NUL byte at line 3, byte 6 of the line (UTF-16 or a binary file? save it as UTF-8)"),
    (LITS.encode("utf-16"), "cannot read puzzle file: UTF-16 text; save it as UTF-8"),
    (LITS.encode("utf-16-be"),
     "cannot read puzzle file: not text: a NUL byte at line 1, byte 1 of the line (UTF-16 or a binary file? save it as UTF-8)"),
])
def test_nul_bytes_and_utf16_are_refused(run_cli, tmp_path, data, error):
    (tmp_path / "p.txt").write_bytes(data)
    assert run_cli("solve", str(tmp_path / "p.txt")) == (2, "", f"gridsat: error: {tmp_path / 'p.txt'}: {error}\n")


# -- say what happened: a CP-SAT parameter, not the time limit --------------------------------------------------

def test_a_count_stopped_by_a_solver_parameter_says_so(run_cli):
    args = ("hitori", HITORI, "--engine", "cpsat", "--params", "max_number_of_conflicts:0")
    code, out, err = run_cli(*args, "--count")
    assert (code, err) == (1, "")
    assert out.splitlines()[-2] == "0 solutions (incomplete: a solver limit (--params) stopped the count)"
    assert out.splitlines()[-1].startswith("stopped by a solver limit (--params) after ")
    last = run_cli(*args, "--unique")[1].splitlines()[-1]  # no answer: "uniqueness unknown" said nothing of it
    assert last.startswith("unknown after ") and last.endswith(
        " s: a solver limit (--params) stopped the search before an answer was found")


# -- the Python API: wrong types name the argument ---------------------------------------------------------------

@pytest.mark.parametrize("call, error", [
    (lambda: gridsat.calendar("2026-10-06", weekday=2.5), "weekday must be 'Mon'..'Sun', 0..6 or None, got float"),
    (lambda: gridsat.calendar("2026-10-06", edition=5), "edition must be an edition's name, an edition file (a path) "
     "or an Edition, got int"),
    (lambda: gridsat.calendar(5), "date must be 'YYYY-MM-DD', 'MM-DD', a datetime.date or None, got int"),
    (lambda: gridsat.calendar("2026-10-06", place="L5@0,0"), "place must be a list of strings such as 'L5@2,3:r90', got "
     "str"),
    (lambda: gridsat.calendar("2026-10-06", place=[5]), "place must be a list of strings such as 'L5@2,3:r90', got a list "
     "whose item 0 is int 5"),
    (lambda: gridsat.calendar("2026-10-06", one_sided="yes"), "one_sided must be True or False, got str"),
    (lambda: gridsat.solve(NURIKABE, options=5), "options must be gridsat.SolverOptions or None, got int 5"),
    (lambda: gridsat.PieceSet(frozenset({(0, 0)})), "PieceSet takes a tuple of (Polyomino, count) pairs and a name, "
     "got frozenset({(0, 0)})"),
    (lambda: gridsat.PieceSet(((0, 0),)), "PieceSet takes a tuple of (Polyomino, count) pairs and a name, got ((0, 0),)"),
])
def test_wrong_types_name_the_argument(call, error):
    with pytest.raises(TypeError) as caught:
        call()
    assert str(caught.value) == error


# -- --out naming a file that is not a results file --------------------------------------------------------------

def test_a_calendar_puzzle_file_as_year_out_is_refused_and_kept(run_cli, tmp_path):
    """Its "date" key made it pass for a results file: a KeyError traceback,
    and the year's lines were appended to the user's puzzle file."""
    puzzle = tmp_path / "oct6.json"
    puzzle.write_text('{"kind": "calendar", "date": "2026-10-06", "edition": "dragonfjord"}\n')
    assert run_cli("calendar", "--year", "2026", "--out", str(puzzle), "-t", "5") == (
        2, "", f"gridsat: error: {puzzle}: line 1 is not a JSON record with a key; this file was not written by "
               "gridsat or was edited, or holds another command's results: choose another output file\n")
    assert puzzle.read_text() == '{"kind": "calendar", "date": "2026-10-06", "edition": "dragonfjord"}\n'
