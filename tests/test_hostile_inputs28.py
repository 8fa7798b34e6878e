"""Faults found by the twenty-eighth hostile pass over the command line, kept as tests."""

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.mark.parametrize("board", ["3x20", "8x8-centre"])
def test_a_board_given_as_the_puzzle_beside_pieces_is_said_to_be_a_board(run_cli, tmp_path, monkeypatch, board):
    """`gridsat pack 3x20 -p pentominoes` said "--pieces does not apply to a puzzle file" of a board's name that
    is no file: the board is named as one, with the command that takes it (as `gridsat pack 3x20` says)."""
    monkeypatch.chdir(tmp_path)
    assert run_cli("pack", board, "-p", "pentominoes") == (
        2, "", f"gridsat: error: {board}: no such file; {board!r} is a board, not a packing puzzle file (JSON): "
               f"gridsat pack --board {board} --pieces pentominoes\n")  # (pass 74: with the pieces given beside it)


@pytest.mark.parametrize("args", [("pack", "nosuch.json", "-p", "pentominoes"), ("pack", "nosuch.json", "-b", "3x20"),
                                  ("calendar", "nosuch.json", "--edition", "weekday")])
def test_a_missing_puzzle_file_beside_settings_is_said_missing(run_cli, tmp_path, monkeypatch, args):
    """`gridsat pack nosuch.json -p pentominoes` (or `calendar nosuch.json -e weekday`) said the option "does not
    apply to a puzzle file" of a file that does not exist: the file is said missing."""
    monkeypatch.chdir(tmp_path)
    assert run_cli(*args) == (2, "", "gridsat: error: nosuch.json: cannot read puzzle file: No such file or directory\n")


@pytest.mark.parametrize("args", [("pack", "--seed", "3"), ("calendar", "01-25", "--seed", "0"),
                                  ("yinyang", "yinyang-10x10.txt", "--seed", "7")])
def test_a_seed_on_a_race_the_search_won_is_said_to_go_unused(run_cli, monkeypatch, args):
    """`gridsat pack --seed 3` (the default engine: a race the search won before CP-SAT started) said nothing of
    the seed, which only CP-SAT takes: it looked applied, where --params and --log in the same run were said to
    go unused."""
    from gridsat.engines import race

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])  # (this process ran races with --log before)
    monkeypatch.chdir(EXAMPLES)
    code, _, err = run_cli(*args)
    assert (code, err) == (0, "note: the search answered before CP-SAT started, so --seed went unused (--engine "
                              "cpsat runs CP-SAT alone)\n")


def test_a_seed_beside_log_and_params_is_said_in_one_sentence(run_cli, monkeypatch):
    """The note for a race the search won names every CP-SAT option that went unused, the seed among them."""
    from gridsat.engines import race

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])
    code, _, err = run_cli("pack", "-b", "3x20", "--seed", "3", "--params", "num_workers:1", "--log")
    assert (code, err) == (0, "note: the search answered before CP-SAT started, so there is no CP-SAT log, and "
                              "--params and --seed went unused (--engine cpsat runs CP-SAT alone)\n")


@pytest.mark.parametrize("args", [("pack", "-w", "4"), ("yinyang", "yinyang-10x10.txt", "-w", "2")])
def test_workers_on_a_race_the_search_won_are_said_to_go_unused(run_cli, monkeypatch, args):
    """`gridsat pack -w 4` answered by the race's search (one thread) before CP-SAT started said nothing: the four
    threads looked used."""
    from gridsat.engines import race

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])
    monkeypatch.chdir(EXAMPLES)
    code, _, err = run_cli(*args)
    assert (code, err) == (0, "note: the search answered before CP-SAT started, so -w/--workers went unused "
                              "(--engine cpsat runs CP-SAT alone)\n")


def test_workers_on_a_nurikabe_the_deductions_decide_run_cpsat(run_cli, tmp_path):
    """`gridsat solve NURIKABE -w 2`: the deductions decided every cell and the two threads were dropped unsaid;
    as with --seed, --params and --log, auto now runs CP-SAT alone, on those threads."""
    import json

    path = tmp_path / "n.txt"
    path.write_text("nurikabe\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n")
    code, out, err = run_cli("solve", str(path), "-w", "2", "--json")
    assert (code, err) == (0, "")
    assert (json.loads(out)["status"], json.loads(out)["engine"]) == ("solved", "cpsat")


def test_a_graded_yinyang_stopped_by_total_time_alone_is_said_unknown(run_cli):
    """`gridsat generate yinyang --grade hard --total-time 3` (no -t) ended in a traceback when the time ran out
    ("unsupported format string passed to NoneType.__format__": the message named a per-puzzle limit never
    given): it is the run's unknown line, exit 1."""
    assert run_cli("generate", "yinyang", "--size", "60x60", "--grade", "hard", "--total-time", "0.5") == (
        1, "", "gridsat: unknown: --total-time ran out before the Yin-Yang puzzle of seed 1 was proven; no unproven puzzle "
               "is given: give more --total-time\n")


def test_a_graded_yinyang_past_a_deadline_without_a_time_limit_says_the_seconds_spent():
    """From Python, a graded generation given a deadline but no time limit met the same TypeError in its
    message; it names the seconds spent."""
    import re
    import time
    from dataclasses import replace

    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.generators import NoPuzzleFound
    from gridsat.puzzles.yinyang.graded import generate_graded

    options = replace(SolverOptions().started(), deadline=time.perf_counter() + 0.05)
    with pytest.raises(NoPuzzleFound) as caught:
        generate_graded(20, 20, 1, "hard", options)
    assert re.fullmatch(r"no hard 20x20 Yin-Yang puzzle found in [0-9.]+ s \(1 candidate tried\); no puzzle of "
                        r"another grade is returned", str(caught.value))


def _empty_sudoku(tmp_path, n):
    path = tmp_path / f"sudoku{n}.txt"
    path.write_text("sudoku\n" + "\n".join(" ".join("." * n) for _ in range(n)) + "\n")
    return path


def test_a_sudoku_cpsat_model_is_weighed_by_its_digits(run_cli, tmp_path):
    """`gridsat solve SUDOKU-900x900-URL --engine cpsat` ended in a MemoryError traceback after 24 s: its model of
    N booleans a cell was weighed as one a cell (810,000 of them, not 729,000,000).  A 100x100 one (1,000,000
    booleans) is weighed against the limit before it is built, as is a 64x64 one (262,144 booleans, 200 MB)."""
    path = _empty_sudoku(tmp_path, 64)
    assert run_cli("solve", str(path), "--engine", "cpsat", "--memory-limit", "0.1") == (
        2, "", "gridsat: error: a CP-SAT model of a 64x64 Sudoku needs about 0.2 GB of memory; the limit is 0.1 GB "
               "(raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def test_running_out_of_memory_under_a_raised_limit_is_one_line(run_cli, tmp_path, monkeypatch):
    """Under a --memory-limit above what the machine has, building a model past its memory ended in Python's
    MemoryError traceback: it is one line, exit 1."""
    from gridsat.puzzles.grid import digits

    def no_memory(*args, **kwargs):
        raise MemoryError()

    monkeypatch.setattr(digits, "digit_model", no_memory)
    path = _empty_sudoku(tmp_path, 4)
    assert run_cli("solve", str(path), "--engine", "cpsat", "--memory-limit", "1000") == (
        1, "", "gridsat: error: out of memory: the machine refused this run more memory, under a --memory-limit "
               "above what it has (lower the limit, and a run too large for it is refused before it starts)\n")


@pytest.mark.parametrize("command", ["hint", "grade"])
def test_a_kind_without_hints_given_to_hint_is_pointed_to_its_own_command(run_cli, command):
    """`gridsat hint cover-abc.dlx --kind yinyang` said "this looks like an Exact cover puzzle, not Yin-Yang:
    gridsat hint cover-abc.dlx", a command that refuses it in turn (Exact cover has no hints): the message says
    so and names the command that solves it."""
    path = str(EXAMPLES / "cover-abc.dlx")
    assert run_cli(command, path, "--kind", "yinyang") == (
        2, "", f"gridsat: error: cover-abc.dlx: this looks like an Exact cover puzzle, not Yin-Yang, and Exact cover "
               f"has no hints or grades yet: gridsat cover {path} solves it\n")


@pytest.mark.parametrize("args", [("solve", "-"), ("hint", "-"), ("grade", "-"), ("cover", "-"),
                                  ("hint", "nurikabe", "--position", "-")])
def test_a_closed_standard_input_is_one_line(run_cli, monkeypatch, tmp_path, args):
    """`gridsat solve - <&-` (standard input closed, as a cron job or a service may run it) ended in an
    AttributeError traceback: Python has no stdin there.  It is one line, exit 2."""
    import sys

    path = tmp_path / "n.txt"
    path.write_text("nurikabe\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n")
    monkeypatch.setattr(sys, "stdin", None)
    assert run_cli(*[str(path) if a == "nurikabe" else a for a in args]) == (
        2, "", "gridsat: error: stdin: standard input is closed: pipe the text in (cat FILE | gridsat ... -) or name "
               "its file instead of -\n")


@pytest.mark.parametrize("args", [("solve", "nurikabe"), ("solve", "nurikabe", "--json"), ("hint", "nurikabe")])
def test_a_closed_standard_output_is_said(run_cli, monkeypatch, tmp_path, args):
    """`gridsat solve FILE >&-` (standard output closed) printed its answer nowhere and exited 0: the answer was
    lost unsaid.  It fails as a full disk does: one line, exit 2."""
    import sys

    path = tmp_path / "n.txt"
    path.write_text("nurikabe\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n")
    monkeypatch.setattr(sys, "stdout", None)
    code, _, err = run_cli(*[str(path) if a == "nurikabe" else a for a in args])
    assert (code, err) == (2, "gridsat: error: cannot write the output: standard output is closed\n")


@pytest.mark.parametrize("value", ["٣", "１", "1_0"])
def test_the_memory_limit_variable_takes_the_digits_the_option_takes(run_cli, monkeypatch, tmp_path, value):
    """GRIDSAT_MEMORY_LIMIT='٣' (or '１', '1_0') was read as 3 (1, 10) GB, where --memory-limit refuses each as
    no number: the variable is read as the option is."""
    monkeypatch.setenv("GRIDSAT_MEMORY_LIMIT", value)
    path = tmp_path / "n.txt"
    path.write_text("nurikabe\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n")
    assert run_cli("solve", str(path)) == (
        2, "", f"gridsat: error: GRIDSAT_MEMORY_LIMIT must be a positive number of GB (below a billion), got "
               f"{value!r}{' (' + repr(value) + ' has full-width characters: write 1)' if value == '１' else ''}\n")


def test_solve_says_what_the_kind_command_notes(run_cli, tmp_path):
    """`gridsat solve FILE.pzprv3` left out the note `gridsat yinyang FILE.pzprv3` gives on the file's answer rows
    (a player's work checked: here one breaking a rule), and `gridsat solve CALENDAR.json` the note on a weekday
    not its date's: solve said less than the command it stands for."""
    question = "pzprv3\nyinyang\n5\n5\n. . . . . \n. 2 . 2 . \n. 2 . . . \n. 2 . 2 . \n. . . . . \n"
    path = tmp_path / "y.pzprv3"
    path.write_text(question + "1 1 1 1 1 \n1 . 1 . 1 \n1 . 1 1 1 \n1 . 1 . 1 \n1 1 1 1 2 \n")
    for command in ("yinyang", "solve"):
        code, out, err = run_cli(command, str(path))
        assert (code, err) == (0, "note: the file's answer rows break a rule: the black cells form 4 separate "
                                  "groups, from r2c2, r2c4, r4c4 and 1 more\n"), command
    calendar = tmp_path / "c.json"
    calendar.write_text('{"kind": "calendar", "date": "2026-10-06", "edition": "weekday", "weekday": "Mon"}')
    for command in ("calendar", "solve"):
        code, out, err = run_cli(command, str(calendar))
        assert (code, err) == (0, "note: 2026-10-06 is a Tue; leaving Mon uncovered as asked\n"), command


def test_grade_of_a_pzprv3_save_grades_the_puzzle_not_the_save(run_cli, tmp_path):
    """`gridsat grade FILE.pzprv3` graded from the player's saved answer rows: a save of the whole answer was
    "easy" in 0 steps (hardest rule None) where the puzzle's text is graded otherwise, and the note said "give
    --position to start elsewhere", an option grade does not have.  The puzzle is graded from its givens."""
    text = Path(__file__).resolve().parent / "data" / "yinyang" / "janko_001_6x6.txt"
    code, graded, err = run_cli("grade", str(text))
    assert (code, err) == (0, "")
    saved = tmp_path / "y.pzprv3"
    code, out, _ = run_cli("solve", str(text), "--to", "pzprv3")
    saved.write_text(out)
    assert run_cli("grade", str(saved)) == (0, graded, "")
