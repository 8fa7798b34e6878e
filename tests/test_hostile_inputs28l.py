"""The lead's fixes in the twenty-eighth pass: each case is the exact line, status or record a user gets now."""

from __future__ import annotations

import pytest

from conftest import run_script


def test_a_time_limit_never_lands_inside_a_compiled_modules_import(tmp_path):
    """A web worker that had answered a hint, then asked for a 60x60 Domino Fit puzzle with a 0.01 s limit, died:
    "terminate called after throwing an instance of 'pybind11::error_already_set' what(): TimeUp: while reading
    the puzzle" (exit 134, the server's HTTP 500).  The generator's clock raised its time-up from outside while
    OR-Tools' max_flow module was being created (the file guard's audit hook runs Python code there), which a
    compiled module cannot take.  The clock now holds a time-up back while an import is under way."""
    pytest.importorskip("starlette")
    run = run_script(tmp_path / "w.py", '''
import random
from gridsat.core.options import SolverOptions, TimeUp
from gridsat.puzzles.kinds import get
from gridsat.web.hint_requests import plan_hint
from gridsat.web.limits import Limits
from gridsat.web.pool import handle

rng = random.Random(1)
grid = "\\n".join(" ".join(rng.choice(["."] * 30 + ["3"]) for _ in range(100)) for _ in range(100)) + "\\n"
print(handle(("hint", plan_hint({"kind": "nurikabe", "puzzle": grid}, Limits(memory_limit=0.001))))[0])
try:
    get("dominofit").generator().generate(60, 60, 1, SolverOptions(time_limit=0.01), unique=True)
except TimeUp as stop:
    print(stop)
''')
    assert (run.returncode, run.stdout, run.stderr) == (0, "input\nthe time limit of 0.01 s ran out before the Domino Fit "
                                                        "puzzle of seed 1 (60x60) was proven; no unproven puzzle is "
                                                        "given\n", "")


@pytest.mark.parametrize(("host", "local"), [("0.0.0.0", "127.0.0.1"), ("::", "[::1]")])
def test_a_server_on_every_network_says_so(host, local):
    """``gridsat serve --host 0.0.0.0`` printed "gridsat is serving http://127.0.0.1:PORT/" alone, as if other
    machines could not reach it (they can: that is what the address asks for); ``--host ::`` printed
    "http://[::]:PORT/", an address no browser opens."""
    import re
    import socket

    from conftest import gridsat_child

    if host == "::":
        try:
            socket.create_server(("::", 0), family=socket.AF_INET6).close()
        except OSError:
            pytest.skip("no IPv6 here")
    proc = gridsat_child("serve", "--host", host, "--port", "0", "--workers", "1")
    try:
        line = proc.stdout.readline()
    finally:
        proc.kill()
        proc.communicate(timeout=30)
    port = re.search(r":(\d+)/", line).group(1)
    assert line.startswith(f"gridsat is serving http://{local}:{port}/, and to every network this machine is on "
                           f"(port {port} of its addresses)  (1 solver process, up to "), line


@pytest.mark.parametrize("name", ["max_solutions", "max_cells", "queue", "max_body"])
def test_the_servers_bounds_are_bounds(name):
    """``Limits(max_solutions=10**30)`` was taken: a server whose listing bound bounds nothing."""
    from gridsat.web.limits import Limits

    with pytest.raises(ValueError) as refused:
        Limits(**{name: 10**30})
    assert str(refused.value) == f"{name} must be below a billion, got 1000000000000000000000000000000"
    assert getattr(Limits(**{name: 10**9 - 1}), name) == 999_999_999


def test_an_answer_shown_with_a_value_no_cell_takes_is_refused():
    """``result.with_answer(grid)`` of a shading genre took a cell of 7 and drew it shaded (any true value did),
    as if it were an answer of the genre; its checker refused such a grid, the drawing did not."""
    import gridsat

    kind = gridsat.kinds.get("nurikabe")
    result = kind.run(kind.parse(kind.examples[0].puzzle), gridsat.Task("solve"))
    grid = [list(row) for row in result.grid]
    grid[1][2] = 7
    with pytest.raises(TypeError) as refused:
        result.with_answer(grid)
    assert str(refused.value) == ("answer must be cells of 0 (unshaded) or 1 (shaded), or None (undecided); cell "
                                  "r2c3 holds 7")
    grid[1][2] = None  # undecided: a hint's drawing
    assert result.with_answer(grid).grid[1][2] is None


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize(("sig", "code", "word"), [(2, 130, "interrupted (Ctrl-C)"), (15, 143, "stopped by SIGTERM")])
def test_a_run_that_does_not_wind_down_after_ctrl_c_is_ended(tmp_path, sig, code, word):
    """A Ctrl-C once did not stop ``calendar --year ... --count --out F`` within 30 s (CI), and every further
    Ctrl-C was absorbed while the run waited for its threads: only kill -9 ended it.  A run that has not ended
    some seconds after the first Ctrl-C (or SIGTERM) is now ended at once, saying so; its lines were flushed as
    they were written.  (Here a run that catches every interrupt stands for a thread that never returns.)"""
    import subprocess
    import sys

    from conftest import sigint_default

    script = tmp_path / "stuck.py"
    script.write_text('''
import time
import gridsat.cli as cli
import gridsat.engines.interrupt as interrupt

interrupt.WIND_DOWN = 0.5

def _main(argv):
    said = False
    while True:
        try:
            if not said:
                said = print("working", flush=True) or True
            time.sleep(0.01)
        except KeyboardInterrupt:
            pass

cli._main = _main
cli.main()
''')
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, preexec_fn=sigint_default)
    try:
        assert proc.stdout.readline() == "working\n"
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert (proc.returncode, err) == (code, f"gridsat: {word}; the run did not stop within 0.5 s and was ended at "
                                            "once; every line written is kept\n")


def test_a_request_past_the_machines_memory_is_not_told_to_raise_the_limit(run_cli):
    """``gridsat cover examples/queens-8.dlx -n 100000000000000000000`` was told to raise --memory-limit to about
    1.5e+14 GB: no machine has that, and no limit would let it run."""
    assert run_cli("cover", "examples/queens-8.dlx", "-n", "100000000000000000000") == (
        2, "", "gridsat: error: an exact cover of 64 options, keeping 100,000,000,000,000,000,000 covers needs about "
               "1.5e+14 GB of memory, more than this machine has: no limit lets it run (ask for fewer solutions, or a "
               "smaller puzzle)\n")
    code, _, err = run_cli("cover", "examples/queens-8.dlx", "-n", "300000", "--memory-limit", "0.2")
    assert (code, err) == (2, "gridsat: error: an exact cover of 64 options, keeping 300,000 covers needs about "
                              "0.5 GB of memory; the limit is 0.2 GB (raise it with --memory-limit GB or "
                              "GRIDSAT_MEMORY_LIMIT)\n")


def test_a_script_starting_workers_outside_its_main_guard_is_told_so(tmp_path):
    """A script calling ``search_designs(..., jobs=2)`` at its top level printed a RuntimeError traceback per
    worker ("An attempt has been made to start a new process before the current process has finished its
    bootstrapping phase") and then "a worker process ended with exit code 1": each spawned worker imports the
    script again.  It is now refused before any worker starts, naming the line; under the guard it runs."""
    call = 'search_designs("dragonfjord", "pentominoes+hexominoes", 8, jobs=2, top=1, time_limit=0.5)'
    script = tmp_path / "designs.py"
    run = run_script(script, f"from gridsat.puzzles.calendar.design import search_designs\nprint({call})\n")
    assert run.returncode == 1 and run.stderr.splitlines()[-1] == (
        f"gridsat.core.errors.PuzzleInputError: worker processes import this script again, and its call at {script} "
        "line 2 would start them again in each: put that call under 'if __name__ == \"__main__\":' (or use one "
        "process)")
    run = run_script(script, "from gridsat.puzzles.calendar.design import search_designs\n\n"
                             f"if __name__ == '__main__':\n    print(type({call}).__name__)\n")
    assert (run.returncode, run.stdout, run.stderr) == (0, "DesignSearchResult\n", "")


def test_a_recorded_solution_that_differs_but_keeps_the_rules_is_another_answer(run_cli, tmp_path):
    """``batch --check-answer`` over a puzzle with several answers said only ``"matches_record": false`` when the
    record was another answer, as for a wrong record ("may differ from its record: --unique says which have
    several"); the record is now judged by the rules too."""
    import json

    import gridsat

    puzzle = "000\n000\n000\n"  # an empty 3x3 Yin-Yang: 34 answers
    kind = gridsat.kinds.get("yinyang")
    found = kind.run(kind.parse(puzzle), gridsat.Task("solve")).grid
    swapped = [[3 - v for v in row] for row in found]  # the colours swapped: an answer too
    square = [[1, 1, 2], [1, 1, 2], [2, 2, 2]]  # a 2x2 of white: no answer
    lines = tmp_path / "p.jsonl"
    lines.write_text("".join(json.dumps({"kind": "yinyang", "puzzle": puzzle, "solution": s}) + "\n"
                             for s in (found, swapped, square)))
    out = tmp_path / "out.jsonl"
    code, printed, _ = run_cli("batch", str(lines), "--out", str(out), "--check-answer")
    records = sorted((json.loads(line) for line in out.read_text().splitlines()), key=lambda r: r["line"])
    assert code == 0
    assert [(r["matches_record"], r.get("record_is_an_answer")) for r in records] == [
        (True, None), (False, True), (False, False)]
    assert "recorded solutions: 1 matched, 2 differ (1 of them answers too: those puzzles have more than one), 0 " \
           "without one" in " ".join(printed.split())


def test_typing_in_a_field_takes_away_the_message_about_what_it_held(live_server, browser):
    """A refused puzzle's message stayed beside the box while the user corrected it, as if the new text were
    still refused; typing now takes it away (Solve says anew), and "Not solved" stays above the empty answer."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/puzzle/yinyang")
    by_id(browser, "puzzle").send_keys("0 0\n0 x\n")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "error").text, 90)
    assert by_id(browser, "error").text.startswith("puzzle: line 2, column 2: symbol 'x'")
    by_id(browser, "puzzle").send_keys("\b")
    wait_for(browser, lambda: not by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == "" and by_id(browser, "title").text == "Not solved"


def test_counts_of_thousands_in_the_batch_title_and_one_piece_are_written_as_words_go(run_cli, tmp_path,
                                                                                      monkeypatch):
    """The batch summary's title wrote "3,000 puzzles in F (0 new, 3000 resumed)" (the total with separators, the
    rest without); a design search of one piece said "no 1 pieces of library ..."."""
    import gridsat.batch
    from gridsat.batch.run import BatchSummary
    from gridsat.batch.work import Tally
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.calendar.design import search_designs

    def resumed(paths, out, **_):  # a run whose 3,000 lines were all in its results file already
        return BatchSummary(Tally(puzzles=3000), new=0, skipped=3000)

    monkeypatch.setattr(gridsat.batch, "run_batch", resumed)
    code, printed, _ = run_cli("batch", "examples/batch", "--out", str(tmp_path / "r.jsonl"))
    assert code == 0 and f"3,000 puzzles in {tmp_path / 'r.jsonl'} (0 new, 3,000 resumed)" in " ".join(printed.split())

    with pytest.raises(PuzzleInputError) as refused:
        search_designs("dragonfjord", "pentominoes", 1)
    assert str(refused.value).startswith("no 1 piece of library pentominoes (12 of size 5) cover 41 cells")


def test_a_hint_out_of_time_before_its_answers_says_so_once(run_cli, tmp_path):
    """``hint -t 0.001`` printed "no hints: the time limit ran out before the puzzle's answers were found" and then
    "the time limit ran out before a first step was found"; with ``--svg`` the picture was "not written: the time
    limit ran out while drawing", though no drawing had begun."""
    svg = tmp_path / "h.svg"
    assert run_cli("hint", "examples/yinyang-10x10.txt", "-t", "0.001", "--svg", str(svg)) == (
        1, "no hints: the time limit ran out before the puzzle's answers were found (give more time with -t)\n",
        f"gridsat: the time limit had run out before drawing began; not written: {svg} (give more time with -t)\n")
    assert not svg.exists()


def test_a_board_mask_given_as_a_packing_puzzle_with_its_pieces_is_named(run_cli):
    """``pack examples/8x8-centre.txt -p pentominoes`` said "this is a board mask, not a puzzle: ..." naming no
    file (without ``-p`` it was named)."""
    assert run_cli("pack", "examples/8x8-centre.txt", "-p", "pentominoes") == (
        2, "", "gridsat: error: 8x8-centre.txt: this is a board mask, not a puzzle: gridsat pack --board "
               "examples/8x8-centre.txt\n")


def test_a_run_after_one_whose_picture_was_dropped_keeps_its_own_exit_code(run_cli, tmp_path):
    """``gridsat.cli.main(argv)`` called again in one process after a run whose picture the time limit dropped
    exited 1 for a solved puzzle: the dropped picture was remembered from the run before."""
    run_cli("hint", "examples/yinyang-10x10.txt", "-t", "0.001", "--svg", str(tmp_path / "h.svg"))
    assert run_cli("solve", "examples/yinyang-10x10.txt")[0] == 0


@pytest.fixture(scope="module")
def year_lines(tmp_path_factory) -> str:
    """The lines of ``calendar --year 2024 --out F`` (written once for the tests below; about 0.4 s)."""
    import subprocess
    import sys

    out = tmp_path_factory.mktemp("year") / "y.jsonl"
    subprocess.run([sys.executable, "-m", "gridsat", "calendar", "--year", "2024", "--out", str(out)],
                   capture_output=True, timeout=120)
    return out.read_text()


@pytest.mark.parametrize(("edit", "said"), [
    ({"weekday": "Sun"}, "the line for 2024-01-02 names the weekday 'Sun', not the date's own (edited?): remove the line "
                         "to solve that date again"),
    # (pass 81b: the field named, as a batch line's is)
    ({"seconds": float("nan")}, "line 2 is not a JSON record with a key (its 'seconds' is nan); this file was not "
                                "written by gridsat or was edited"),
    ({"seconds": -1.0}, "line 2 is not a JSON record with a key (its 'seconds' is -1.0); this file was not written by "
                        "gridsat or was edited")])
def test_a_year_line_edited_to_another_weekday_or_no_time_is_refused(run_cli, tmp_path, year_lines, edit, said):
    """A ``calendar --year`` line edited to another weekday, or to NaN or negative seconds, was kept as done."""
    import json

    out = tmp_path / "y.jsonl"
    lines = [json.loads(line) for line in year_lines.splitlines()]
    assert len(lines) > 2 and lines[1]["date"] == "2024-01-02" and lines[1]["weekday"] == "Tue"
    lines[1].update(edit)
    out.write_text("".join(json.dumps(line) + "\n" for line in lines))
    code, _, err = run_cli("calendar", "--year", "2024", "--out", str(out))
    assert code == 2 and said in err, err


def test_a_pre_placed_piece_whose_orientation_is_not_its_cells_is_refused():
    """``Placement("A", 99, cells)`` pre-placed was taken, and orientation 99 carried into the answer's
    placements; the orientation is its cells' own (or -1, not known)."""
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    domino = gridsat.PieceSet(items=((gridsat.Polyomino("A", ((0, 0), (0, 1))), 1),))
    board = gridsat.Board(1, 2, frozenset({(0, 0), (0, 1)}))
    with pytest.raises(PuzzleInputError) as refused:
        gridsat.PackingPuzzle(board, domino, fixed=(gridsat.Placement("A", 99, ((0, 0), (0, 1))),))
    assert str(refused.value) == "pre-placed A: its orientation 99 is not its cells' (0; -1 when not known)"
    for known in (0, -1):
        solved = gridsat.PackingPuzzle(board, domino, fixed=(gridsat.Placement("A", known, ((0, 0), (0, 1))),)).solve()
        assert solved.status.value == "solved"


def test_a_census_cut_before_any_solution_names_no_most(run_cli):
    """``calendar --census -e dragonfjord -t 0.0001`` said "most so far: 0 on Jan 1, Jan 2, ... and 358 more"."""
    code, out, _ = run_cli("calendar", "--census", "-e", "dragonfjord", "-t", "0.0001")
    assert code == 1 and out.splitlines()[1:3] == ["fewest: not known: the count was cut short",
                                                   "most so far: none: the count was cut before it found a solution"]
