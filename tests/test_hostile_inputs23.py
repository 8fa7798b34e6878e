"""The twenty-third hostile pass (the command line over every kind): each fault found, kept as a test."""

from __future__ import annotations

import pytest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("command, args, says", [
    ("solve", ["-t=5"], "Invalid value for '--time-limit' / '-t': '=5' is not a number (a short option takes its "
                        "value after a space: -t 5) (see 'gridsat solve --help')"),
    ("hint", ["-tx"], "Invalid value for '--time-limit' / '-t': 'x' is not a number (see 'gridsat hint --help')"),
    ("grade", ["-t5s"], "Invalid value for '--time-limit' / '-t': '5s' is not a number (see 'gridsat grade --help')"),
    ("solve", ["-n3x"], "Invalid value for '--solutions' / '-n': '3x' is not a whole number "
                        "(see 'gridsat solve --help')")])
def test_a_short_option_run_into_its_value_is_quoted_as_read(run_cli, command, args, says):
    """``gridsat solve URL -t=5`` said "'5' is not a number" (click reads '-t=5' as -t given '=5', and the
    message quoted what followed the '='), and ``hint URL -tx`` said only 'not a number', naming no value."""
    assert run_cli(command, NURIKABE, *args) == (2, "", f"gridsat: error: {says}\n")


#: An empty 9x9 Sudoku on one line: more answers than any listing asks for.
EMPTY_SUDOKU = "0" * 81


def test_a_pause_while_one_answer_is_timed_does_not_cut_a_listing(run_cli, tmp_path, monkeypatch):
    """``gridsat solve EMPTY-SUDOKU -n 20000 -t 3`` listed 37 solutions and ended after one second of the three,
    saying the time limit had stopped the listing, while ``-n 500 -t 3`` listed 413: what a listing keeps was
    reckoned from the time to check and draw ONE answer, and a pause of a few milliseconds during it (a garbage
    collection, another process) was taken for the cost of every answer.  Here the first timed check pauses
    0.3 s; with 60 s to go the 40 answers asked for are all shown."""
    import time

    from gridsat.puzzles.grid.result import GridResult

    calls, checked = [], GridResult.violations

    def violations(self):
        calls.append(1)
        if len(calls) == 2:  # the first check timed (the first of all is untimed: it imports what it uses)
            time.sleep(0.3)
        return checked(self)

    monkeypatch.setattr(GridResult, "violations", violations)
    path = tmp_path / "s.txt"
    path.write_text(EMPTY_SUDOKU + "\n")
    code, out, err = run_cli("solve", str(path), "-n", "40", "-t", "60")
    assert (code, err, out.count("solution "), out.splitlines()[-2]) == (0, "", 40, "40 solutions listed "
                                                                         "(there may be more)")


def test_the_cost_of_showing_an_answer_is_the_median_of_a_sample(monkeypatch):
    """(The measure itself: one slow answer among quick ones leaves it at the quick ones' cost; every answer
    slow gives the slow cost; no answer is refused by name.)  Timed on a clock the answers move themselves, so
    that a loaded machine's stalls cannot reach the bounds (the wall clock was asserted here)."""
    from types import SimpleNamespace

    from gridsat.core import showing
    from gridsat.core.showing import LEAST_TIMED, seconds_each

    now = [0.0]
    monkeypatch.setattr(showing, "time", SimpleNamespace(perf_counter=lambda: now[0]))

    def spend(seconds):
        now[0] += seconds

    assert seconds_each(lambda a: spend(0.2 if a == 1 else 0.001), list(range(10))) == pytest.approx(0.001)
    assert seconds_each(lambda a: spend(0.005), [1, 2]) == pytest.approx(0.005)  # every answer slow: its cost
    monkeypatch.undo()  # the real clock again
    shown = []
    seconds_each(shown.append, ["x"])
    assert len(shown) > LEAST_TIMED and set(shown) == {"x"}
    with pytest.raises(ValueError, match="answers is empty"):
        seconds_each(print, [])


def test_a_board_and_pieces_of_unequal_area_write_both_counts_alike(run_cli):
    """``gridsat pack -b 60x60 -p pentominoes*48`` said 'board 60x60 has 3,600 cells to cover but the pieces cover
    2880': the pieces' area was written without the thousands separator the board's has (and a calendar edition's
    areas, and a ragged text grid's row lengths, were written so too)."""
    assert run_cli("pack", "-b", "60x60", "-p", "pentominoes*48") == (
        2, "", "gridsat: error: board 60x60 has 3,600 cells to cover but the pieces cover 2,880; the areas must be "
               "equal (or allow holes: --holes); the pieces' area (2,880 cells) is that of a board such as 48x60\n")


def test_ctrl_c_in_a_sudoku_listing_keeps_the_solutions_found(run_cli, tmp_path, monkeypatch):
    """``gridsat solve EMPTY-SUDOKU -n 100000``, Ctrl-C after three seconds: '0 solutions listed (there may be
    more)', exit 130, though thousands were found (the exact-cover listing dropped what it had decoded; a count,
    Yin-Yang's and the other kinds' listings keep theirs).  Here Ctrl-C strikes while the 21st is decoded."""
    from gridsat.puzzles.grid import cover

    made = cover.CoverTasks.__init__

    def init(self, *args, **kwargs):
        made(self, *args, **kwargs)
        decode, calls = self.decode, []

        def decoding(chosen):
            calls.append(1)
            if len(calls) == 21:
                raise KeyboardInterrupt
            return decode(chosen)

        self.decode = decoding

    monkeypatch.setattr(cover.CoverTasks, "__init__", init)
    path = tmp_path / "s.txt"
    path.write_text(EMPTY_SUDOKU + "\n")
    code, out, err = run_cli("solve", str(path), "-n", "100000")
    lines = out.splitlines()
    assert (code, err, out.count("solution "), lines[-2]) == (130, "", 20, "20 solutions listed (there may be more)")
    assert lines[-1].startswith("interrupted (Ctrl-C) after ")


#: An 8x8 Nurikabe with one clue, 20: the deductions leave it to CP-SAT's uniqueness proof.
ONE_CLUE_NURIKABE = "nurikabe\n20 . . . . . . .\n" + ". . . . . . . .\n" * 7


@pytest.fixture
def ctrl_c_in_cpsat(monkeypatch):
    """Ctrl-C in CP-SAT's first solve, as the kernel's wrapper raises it: with the stopped call's return value (a
    status code) as ``partial``."""
    from gridsat.engines import cpsat

    def interrupted(call, stop):
        exc = KeyboardInterrupt()
        exc.partial = "the status code of the stopped solve"
        raise exc

    monkeypatch.setattr(cpsat, "interruptible", interrupted)


@pytest.mark.parametrize("args, out", [
    (["hint", "--steps"], ""),
    (["grade"], ""),
    (["solve", "--forced", "--engine", "cpsat"], "interrupted (Ctrl-C) after "),
    (["solve", "-u", "--engine", "cpsat"], "interrupted (Ctrl-C) after ")])
def test_ctrl_c_in_the_first_cpsat_solve_of_a_proof_is_an_interruption(run_cli, tmp_path, ctrl_c_in_cpsat, args, out):
    """``gridsat hint nk.txt --steps``, Ctrl-C while CP-SAT looked for the first answer: a traceback ending in
    AttributeError "'CpSolverStatus' object has no attribute 'first'" (exit 1) -- the stopped solve's status code
    was handed up as the answer found so far; ``--forced`` met the same.  With the code dropped, hint said 'no
    hints: the time limit ran out' (exit 1) with no limit given.  Now each says it was interrupted, exit 130."""
    path = tmp_path / "nk.txt"
    path.write_text(ONE_CLUE_NURIKABE)
    code, printed, err = run_cli(args[0], str(path), *args[1:])
    assert (code, printed[:len(out)], "Traceback" in err) == (130, out, False)
    assert err == ("" if out else "gridsat: interrupted (Ctrl-C)\n")


@pytest.mark.parametrize("url, size", [("https://puzz.link/p?sudoku/5/5/z", "5x5"),
                                       ("https://puzz.link/p?sudoku/4/6/zzzzzz", "6x4")])
def test_a_sudoku_url_of_no_sudoku_size_is_told_its_size_first(run_cli, url, size):
    """``gridsat solve https://puzz.link/p?sudoku/5/5/z`` said 'URL body ends after 1 character, missing 5 of the 25
    cells (is the URL cut short?)': the user who completed the body was then told no 5x5 Sudoku exists.  The size,
    read from the URL's head, is told first."""
    assert run_cli("solve", url) == (
        2, "", f"gridsat: error: Sudoku: a Sudoku is N x N with N a square number or 6 (boxes as puzz.link draws "
               f"them), got {size}\n")


@pytest.mark.parametrize("args, says", [
    (["solve", NURIKABE, "-n", "0"], "Invalid value for '--solutions' / '-n': must be at least 1, got 0 "
                                     "(see 'gridsat solve --help')"),
    (["solve", NURIKABE, "--count", "--limit=0"], "Invalid value for '--limit': must be at least 1, got 0 "
                                                  "(see 'gridsat solve --help')"),
    (["calendar", "10-06", "-n-5"], "Invalid value for '--solutions' / '-n': must be at least 1, got -5 "
                                    "(see 'gridsat calendar --help')"),
    (["generate", "yinyang", "--count", "0"], "Invalid value for '--count': must be at least 1, got 0 "
                                              "(see 'gridsat generate yinyang --help')")])
def test_a_count_below_its_least_names_the_value_in_words(run_cli, args, says):
    """``gridsat solve URL -n 0`` said "Invalid value for '--solutions' / '-n': Input should be greater than or
    equal to 1": the validator's words, naming no value (every kind's -n, --limit, generate's --count)."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {says}\n")


@pytest.mark.parametrize("engine, model", [("exact", ""), ("cpsat", "a CP-SAT model of ")])
def test_an_exact_cover_of_one_option_is_not_called_1_options(run_cli, tmp_path, engine, model):
    """``gridsat cover c.dlx -n 100000000`` of a file with one option said 'an exact cover of 1 options'."""
    path = tmp_path / "c.dlx"
    path.write_text("a\na\n")
    code, out, err = run_cli("cover", str(path), "-n", "100000000", "--engine", engine)
    assert (code, out, err.split(" needs ")[0]) == (
        2, "", f"gridsat: error: {model}an exact cover of 1 option, keeping 100,000,000 covers")
