"""The twentieth hostile pass (the command line over every kind): each fault found, kept as a test."""

from __future__ import annotations

import time

import pytest


@pytest.mark.slow  # (3.0 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("kind", ["sudoku", "slitherlink", "pack"])
def test_looking_for_the_kind_a_refused_file_is_of_stays_within_the_time_limit(run_cli, monkeypatch, tmp_path,
                                                                                kind):
    """``gridsat sudoku WIDE.txt -t 2`` (one line of 20,000,000 dots) ran 4 to 7 s, then said the line is too long
    for a cell: the kind's own reader was timed and refused the line in time, but the look through every other
    kind for a pointer ("this looks like a Yin-Yang puzzle: gridsat yinyang F") ran after it, unwatched.  The look
    is now timed with the reading: when the time runs out there, the kind's own message is given.  (The look is
    made slow here.)"""
    from gridsat.puzzles import unreadable

    def slow(text):
        time.sleep(30)
        raise AssertionError("the time limit did not stop the look for another kind")

    monkeypatch.setattr(unreadable, "detect", slow)
    path = tmp_path / "wide.txt"
    path.write_text("." * 20 + "\n")
    started = time.perf_counter()
    code, out, err = run_cli(kind, str(path), "-t", "1")
    assert time.perf_counter() - started < 15  # generous: the look alone slept 30 s
    assert (code, out) == (2, "")
    assert err.startswith("gridsat: error: wide.txt: ") and err.count("\n") == 1, err
    assert "looks like" not in err


NINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
COMPACT = "a Sudoku written without spaces has a digit a cell, '.' or 0 for an empty one"


@pytest.mark.parametrize("text, says", [
    (NINE[:80], "line 1: 80 characters: a Sudoku on one line has 16, 36 or 81 (4x4, 6x6 or 9x9; '.' or 0 an empty "
                "cell)"),
    (NINE[:80] + "x", f"line 1, column 81: 'x' is no digit: {COMPACT}"),
    ("\n".join(NINE[r * 9:r * 9 + 9] if r != 4 else NINE[36:44] for r in range(9)),
     f"line 5: 8 characters, expected 9 as on line 1: {COMPACT}"),
    ("sudoku\n1234\n3412\n2143\n4321\n1234", "5 rows of 4 characters: a 4x4 Sudoku has 4 rows"),
    ("12345\n34512", f"line 1: 5 characters: {COMPACT}, in rows of 4, 6 or 9")])
@pytest.mark.parametrize("command", ["sudoku", "solve"])
def test_a_sudoku_written_without_spaces_is_told_what_is_wrong_with_its_rows(run_cli, tmp_path, text, says, command):
    """``gridsat sudoku F`` on a 9x9 written on one line with a character dropped (80 characters) said
    "'53..7....6..'... (80 characters) is too long for a cell (at most 8)", and ``gridsat solve F`` "not a puzzle
    gridsat can read"; a letter among the digits the same, and nine rows with one of 8 characters named line 1.
    Each now says what is wrong with the rows, where."""
    path = tmp_path / "s.txt"
    path.write_text(text + "\n")
    if command == "solve" and text.strip("0123456789."):
        command = "sudoku"  # (detected: one line of digits and dots alone; rows on several lines only when they are one)
    assert run_cli(command, str(path)) == (2, "", f"gridsat: error: s.txt: {says}\n")


def test_a_sudoku_written_without_spaces_still_reads(run_cli, tmp_path):
    """The rows written without spaces, and a one-cell grid, read as before."""
    path = tmp_path / "s.txt"
    path.write_text(NINE + "\n")
    code, out, _ = run_cli("solve", str(path))
    assert code == 0 and out.startswith("5 3 4 6 7 8 9 1 2")
    path.write_text("1\n")
    assert run_cli("sudoku", str(path))[0] == 0


@pytest.mark.parametrize("args, named", [
    (["solve", "P", "--export-model", "P"], "P"),
    (["solve", "P.json", "--export-model", "MASK"], "MASK"),
    (["pack", "P.json", "--export-model", "MASK"], "MASK"),
    (["hint", "P.json", "--svg", "MASK"], "MASK"),
    (["solve", "P.json", "--svg", "MASK"], "MASK")])
def test_no_file_a_command_reads_is_written_over(run_cli, monkeypatch, tmp_path, args, named):
    """``gridsat solve p.txt --export-model p.txt`` replaced the puzzle with the model's text (``gridsat yinyang``
    refused it; ``solve`` checked its pictures alone), and ``solve P.json --export-model mask.txt`` (or ``pack``)
    the board mask the puzzle names: the files a puzzle names were never weighed.  Each is refused, the file kept."""
    from pathlib import Path

    monkeypatch.chdir(tmp_path)
    mask = Path(__file__).resolve().parent.parent / "examples" / "8x8-centre.txt"
    Path("P").write_text(Path(mask.parent / "yinyang-10x10.txt").read_text())
    names = {"P": "P", "P.json": "P.json", "MASK": "mask.svg" if "--svg" in args else "mask.txt"}
    Path(names["MASK"]).write_text(mask.read_text())
    Path("P.json").write_text('{"kind": "pack", "board": "%s", "pieces": "pentominoes"}' % names["MASK"])
    before = {name: Path(name).read_bytes() for name in ("P", names["MASK"])}
    flag = args[2]
    also = "" if named == "P" else f" ('{tmp_path / names[named]!s}')"
    assert run_cli(*[names.get(a, a) for a in args]) == (
        2, "", f"gridsat: error: {flag} '{names[named]}' is a file this command reads{also}: writing it would "
               "replace it; choose another name\n")
    assert {name: Path(name).read_bytes() for name in before} == before


def test_the_calendar_reads_its_puzzle_from_standard_input(run_cli, monkeypatch):
    """``gridsat calendar - < calendar-oct6.json`` said "date '-' is not YYYY-MM-DD (or MM-DD)", where every other
    kind's command (``pack -``, ``hint -``, ``solve -``) reads standard input, and ``calendar FILE.json`` reads the
    same file.  It is read now, and what is no calendar puzzle there is named as from a file."""
    import io
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "examples" / "calendar-oct6.json").read_text()
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code, out, err = run_cli("calendar", "-")
    assert (code, err) == (0, "") and "Tue 6 Oct 2026 on dragonfjord" in out, out
    monkeypatch.setattr("sys.stdin", io.StringIO('{"kind": "pack"}'))
    assert run_cli("calendar", "-") == (2, "", "gridsat: error: stdin: the puzzle says kind 'pack', not 'calendar'\n")


@pytest.mark.parametrize("name", ["my\u00a0puzzle", "x\x1b[31mred\x07"])
@pytest.mark.parametrize("command, text, says", [
    ("solve", '{"kind": "hitori", "rows": 1}', "missing field 'cols'"),
    ("hitori", "hitori\n1 x\n", "row 1, column 2: clue 'x' is not a whole number or '?'"),
    ("dominofit", "garbage\n", "a Domino Fit text puzzle starts with a line 'dominofit rule=cell|dot'")])
def test_a_file_name_with_an_unprintable_character_is_named_once(run_cli, tmp_path, name, command, text, says):
    """A file whose name holds a non-breaking space (pasted from a web page) or a terminal escape was named twice:
    "my\\xa0puzzle.json: my\\xa0puzzle.json: missing field 'cols'": the name, escaped as messages show it, was
    compared with the name as given, and put in front again."""
    path = tmp_path / f"{name}.txt"
    path.write_text(text)
    shown = name.encode("unicode_escape").decode()
    assert run_cli(command, str(path)) == (2, "", f"gridsat: error: {shown}.txt: {says}\n")


def test_a_picture_of_a_file_whose_name_holds_a_terminal_escape(run_cli, tmp_path):
    """``solve 'y<ESC>[31mRED<BEL>.txt' --png p.png``: the picture's title is the file's name, and matplotlib, which
    has no glyph for an escape, printed "UserWarning: Glyph 27 (\\x1b) missing from font(s)" with the escape itself
    and a line of gridsat's source, on stderr, for each such character.  The title shows the escapes."""
    import shutil
    from pathlib import Path

    path = tmp_path / "y\x1b[31mRED\x07.txt"
    shutil.copy(Path(__file__).resolve().parent.parent / "examples" / "yinyang-10x10.txt", path)
    code, out, err = run_cli("solve", str(path), "--svg", str(tmp_path / "p.svg"))
    assert (code, err) == (0, "")
    assert "y\\x1b[31mRED\\x07" in (tmp_path / "p.svg").read_text()


@pytest.mark.parametrize("extra", [[], ["--count", "3", "--out", "c.jsonl"]])
def test_generate_json_prints_a_record_when_ctrl_c_stops_it(run_cli, monkeypatch, tmp_path, extra):
    """``generate yinyang --size 40x40 --json``, Ctrl-C: stdout was empty, where a time limit that stops the same
    run prints its record ("puzzle": null, "complete": false), and ``solve --json`` prints one on Ctrl-C.  A
    collection printed the puzzles made before, and nothing of the one cut.  The record is printed now, and the
    puzzles made before are kept."""
    import json

    from gridsat.puzzles import generators

    made = generators.Generator.generate

    def cut(self, rows, cols, seed, *args, **kwargs):
        if seed == 2:
            raise KeyboardInterrupt
        return made(self, rows, cols, seed, *args, **kwargs)

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(generators.Generator, "generate", cut)
    code, out, err = run_cli("generate", "yinyang", "--size", "5x5", "--seed", "2" if not extra else "1", "--json",
                             *extra)
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 130 and lines[-1] == {
        "kind": "yinyang", "seed": 2, "size": "5x5", "puzzle": None, "complete": False,
        "note": "interrupted (Ctrl-C) before the puzzle was proven; no unproven puzzle is given"}
    if extra:
        assert [line["seed"] for line in lines] == [1, 2] and lines[0]["puzzle"]
        assert err == ("gridsat: interrupted (Ctrl-C); the 1 puzzle in c.jsonl (1 made by this run) is kept: run "
                       "the same command again to go on\n")
        assert len((tmp_path / "c.jsonl").read_text().splitlines()) == 1
    else:
        assert err == "gridsat: interrupted (Ctrl-C)\n"


NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("command, record", [
    ("hint", {"kind": "nurikabe", "name": "Nurikabe", "verdict": "unknown", "complete": False, "solved": False,
              "mistakes": [], "steps": [], "grid": [], "interrupted": True}),
    ("grade", {"kind": "nurikabe", "name": "Nurikabe", "verdict": "unknown", "complete": False, "grade": None,
               "interrupted": True})])
def test_hint_and_grade_json_print_their_object_when_ctrl_c_comes_before_a_first_step(run_cli, monkeypatch,
                                                                                     command, record):
    """``hint BIG --json`` (or ``grade``), Ctrl-C while the uniqueness proof ran, before a first step: stdout was
    empty and the exit code 130, where a time limit there prints the object with verdict ``unknown``, and Ctrl-C
    after a step prints the steps so far.  (``grade`` would have said "so_far": grade "easy" of no step.)  The
    object is printed, ``interrupted`` true; a picture asked for is not drawn of no position."""
    import json

    from gridsat.puzzles.explaining import Explaining

    def cut(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(Explaining, "hints", cut)
    code, out, err = run_cli(command, NURIKABE, "--json")
    got = json.loads(out)
    assert (code, err) == (130, "") and got.pop("seconds") >= 0 and got == record
    assert run_cli(command, NURIKABE) == (130, "", "gridsat: interrupted (Ctrl-C)\n")


def test_solve_json_prints_its_object_when_ctrl_c_comes_while_the_puzzle_is_read(run_cli, monkeypatch):
    """``solve BIG.json --json``, Ctrl-C while the 12 MB file was read: stdout was empty, where ``-t`` running out
    there prints ``{"status": "unknown", ..., "note": "the time limit ran out while reading the puzzle"}`` and
    Ctrl-C during the search prints the object with ``interrupted`` true.  Now the object is printed."""
    import json

    from gridsat.puzzles import kinds

    def cut(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(kinds, "_read_detected", cut)
    code, out, err = run_cli("solve", NURIKABE, "--json")
    got = json.loads(out)
    assert (code, err) == (130, "gridsat: interrupted (Ctrl-C)\n") and got.pop("seconds") >= 0
    assert list(got.items()) == [("kind", None), ("status", "unknown"), ("complete", False), ("engine", "auto"),
                                 ("interrupted", True), ("note", "interrupted (Ctrl-C) while the puzzle was read")]
    # (pass 80: "interrupted" came before "complete", out of docs/json.md's order, and no engine was said)


@pytest.mark.parametrize("as_json", [False, True])
def test_verify_edition_shows_what_was_checked_when_ctrl_c_stops_it(run_cli, monkeypatch, as_json):
    """``calendar --verify-edition weekday``, Ctrl-C: "gridsat: interrupted (Ctrl-C)" and nothing else (with
    ``--json`` stdout empty), where a time limit prints the report with the dates still undecided, and Ctrl-C
    during ``--census`` prints the counts so far.  The report so far is printed now, its undecided dates said to be
    so because the check was stopped."""
    import json

    from gridsat.puzzles.calendar.holes import Census

    def cut(self, **kwargs):
        from itertools import product

        groups = self.groups
        stop = KeyboardInterrupt()  # as the census raises it: every combination, Jan 1 counted, the rest not yet
        stop.partial = ({key: 5 if key == (groups[0][0], groups[1][0]) else 0 for key in product(*groups)}, False)
        raise stop

    monkeypatch.setattr(Census, "run", cut)
    code, out, err = run_cli("calendar", "--verify-edition", "dragonfjord", *(["--json"] if as_json else []))
    assert (code, err) == (130, "gridsat: interrupted (Ctrl-C)\n")
    if as_json:
        got = json.loads(out)  # one object a line, as a finished check prints (it was one array)
        assert got.pop("seconds") >= 0 and len(got.pop("unknown")) == 365
        assert got == {"kind": "calendar-verify", "edition": "dragonfjord", "checked": 366, "all_solvable": None,
                       "unsolvable": [], "interrupted": True}
    else:
        assert out.startswith("dragonfjord: 365 of 366 dates undecided when the check was stopped: 01-02 01-03 "), out


@pytest.mark.parametrize("as_json", [False, True])
def test_a_layout_search_stopped_by_ctrl_c_prints_its_report_so_far(run_cli, monkeypatch, as_json):
    """``calendar --layout labels``, Ctrl-C after minutes of climbs: "gridsat: interrupted (Ctrl-C)" alone, the
    best layout found so far lost (without --out nothing else keeps it), where a time limit prints it.  The
    report so far is printed now (``--json`` too, ``interrupted`` true), saying what stopped it."""
    import json

    from gridsat.puzzles.calendar import layout

    def cut(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(layout, "edition_pair_table", cut)
    code, out, err = run_cli("calendar", "--layout", "labels", *(["--json"] if as_json else []))
    assert (code, err) == (130, "gridsat: interrupted (Ctrl-C)\n")
    if as_json:
        got = json.loads(out)
        assert got.pop("table_seconds") >= 0 and got == {
            "kind": "calendar-layout", "mode": "labels", "objective": "most-fewest", "complete": False,
            "interrupted": True, "layouts": 0, "best": None}
    else:
        assert out == ("best labels layout (most-fewest, stopped by Ctrl-C or SIGTERM; nothing is kept without --out "
                       "FILE): no layout scored yet\n")


def test_a_design_search_stopped_by_ctrl_c_prints_its_report_so_far(run_cli, monkeypatch):
    """``calendar --design standard --pieces pentominoes+tetrominoes --choose 9``, Ctrl-C: "gridsat: interrupted
    (Ctrl-C)" alone, the designs ranked so far lost without --out, where a time limit prints them.  The report so
    far is printed now (``--json``: ``interrupted`` true)."""
    import json

    from gridsat.puzzles.calendar import design

    def cut(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(design, "evaluate_chunk", cut)
    args = ("calendar", "--design", "standard", "--pieces", "pentominoes+tetrominoes", "--choose", "9")
    code, out, err = run_cli(*args)
    assert (code, err) == (130, "gridsat: interrupted (Ctrl-C)\n")
    assert out.startswith("3,960 designs of 9 pieces: 0 decided, 0 ruled out by proof, 0 censused, 0 with every date "
                          "solvable (stopped by Ctrl-C or SIGTERM; nothing is kept without --out FILE) in "), out
    code, out, err = run_cli(*args, "--json")
    got = json.loads(out)
    assert code == 130 and got["interrupted"] is True and got["complete"] is False and got["best"] == []


def test_a_pzprv3_file_cut_after_one_row_counts_it_as_one_row(run_cli, tmp_path):
    """A Yin-Yang pzprv3 file of 2 rows cut after its first: "question has 1 rows, expected 2"."""
    path = tmp_path / "y.pzp"
    path.write_text("pzprv3\nyinyang\n2\n2\n1 .\n")
    assert run_cli("solve", str(path)) == (2, "", "gridsat: error: y.pzp: question has 1 row, expected 2\n")


@pytest.mark.parametrize("command", ["solve", "hint"])
def test_a_kinds_own_argument_given_to_solve_with_its_kind_named_gets_the_kinds_words(run_cli, command):
    """``gridsat solve 6x10 --kind pack`` said "6x10: cannot read puzzle file: No such file or directory", where
    ``gridsat hint 6x10 --kind pack`` says it is a board and which command takes it, and ``solve 13-45 --kind
    calendar`` said the same "No such file" of a date that does not exist."""
    assert run_cli(command, "6x10", "--kind", "pack") == (
        2, "", "gridsat: error: 6x10: no such file; '6x10' is a board, not a packing puzzle file (JSON): gridsat pack "
               "--board 6x10; in Python, gridsat.pack('6x10'); as a puzzle file (for hint, grade or batch): "
               '{"kind": "pack", "board": "6x10"}\n')
    assert run_cli(command, "13-45", "--kind", "calendar") == (
        2, "", "gridsat: error: date 13-45 does not exist: month 13 is not 1-12\n")
    assert run_cli(command, "nosuch.json", "--kind", "calendar") == (
        2, "", "gridsat: error: nosuch.json: cannot read puzzle file: No such file or directory\n")


@pytest.mark.parametrize("command", ["cover", "solve"])
def test_the_exact_cover_model_that_cpsat_solves_can_be_shown_and_exported(run_cli, tmp_path, command):
    """``gridsat solve X.dlx --export-model m.txt`` said "--export-model does not apply to Exact cover puzzles (no
    CP-SAT model)", while ``--engine cpsat`` solves exactly such a model (its ``--log`` prints it); ``gridsat
    cover`` had no --model-stats at all.  The model is written now, and plain OR-Tools finds Knuth's one cover."""
    from pathlib import Path

    from ortools.sat.python import cp_model

    toy = Path(__file__).resolve().parent.parent / "examples" / "xcc-toy.dlx"
    code, out, err = run_cli(command, str(toy), "--export-model", str(tmp_path / "m.txt"))
    assert (code, err) == (0, "") and out.startswith("wrote "), out
    model = cp_model.CpModel()
    model.Proto().parse_text_format((tmp_path / "m.txt").read_text())
    solver, found = cp_model.CpSolver(), set()
    solver.parameters.enumerate_all_solutions = True

    class Seen(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            found.add(tuple(i for i in range(5) if self.Value(model.GetBoolVarFromProtoIndex(i))))

    solver.Solve(model, Seen())
    assert found == {(1, 3)}
    assert run_cli(command, str(toy), "--model-stats", "--engine", "exact") == (
        2, "", "gridsat: error: the exact engine has no CP-SAT model; --model-stats and --export-model need --engine "
               "cpsat\n")


def test_the_cover_command_takes_the_solver_options_its_cpsat_engine_uses(run_cli):
    """``gridsat cover F --engine cpsat --log`` (or ``--seed``, ``--params``): "No such option", while ``gridsat
    solve F --engine cpsat --log`` printed CP-SAT's log for the same file.  The cover command takes them now, and
    refuses them, as every kind does, for the exact engine, which has no use for them."""
    from pathlib import Path

    toy = str(Path(__file__).resolve().parent.parent / "examples" / "xcc-toy.dlx")
    code, out, err = run_cli("cover", toy, "--engine", "cpsat", "--seed", "4", "--params", "cp_model_presolve:false",
                             "--log")
    assert code == 0 and "Starting CP-SAT" in err and out.startswith("1: p r x:A y\n3: q x:A\n"), (out, err)
    assert run_cli("cover", toy, "--seed", "4") == (
        2, "", "gridsat: error: --seed sets a random seed, but auto chose the exact engine, which has none (use "
               "--engine cpsat)\n")
