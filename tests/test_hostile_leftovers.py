"""Hostile input, what the fourth pass left (issue 20): memory amounts in a
sensible unit, ``batch --engine`` judged before the run, wrong-typed JSON
fields, ``calendar --place`` in rNcM, text that is not a board, and
Yin-Yang given JSON."""

from __future__ import annotations

import io
import json
import signal
import sys
from pathlib import Path

import pytest

from gridsat.core.options import amount_of_memory

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
YY = str(EXAMPLES / "yinyang-10x10.txt")
LIMIT = "(raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)"


@pytest.mark.parametrize("size, plain, three", [
    (2 * 1024**3, "2.0 GB", "2 GB"), (0.5 * 1024**3, "0.5 GB", "0.5 GB"), (13411 * 1024**3, "13411.0 GB", "13411 GB"),
    (int(0.1 * 1024**3), "0.1 GB", "0.1 GB"), (90_000_000, "85.8 MB", "85.831 MB"), (41_000, "40.0 KB", "40.039 KB"),
    (300, "0.3 KB", "0.293 KB"), (3, "3 bytes", "3 bytes"), (1, "1 byte", "1 byte"),
])
def test_memory_amounts_in_a_unit_that_shows_them(size, plain, three):
    assert (amount_of_memory(size), amount_of_memory(size, decimals=3)) == (plain, three)


def test_a_tiny_memory_limit_says_how_much_is_needed(run_cli):
    # it said "needs about 0.0 GB of memory; the limit is 9.31323e-10 GB"
    assert run_cli("yinyang", YY, "--memory-limit", "1e-9") == (  # reading the file is the first thing refused
        2, "", f"gridsat: error: {YY}: reading this puzzle file (200 bytes) needs about 3.9 KB of memory; the limit is "
        f"1 byte {LIMIT}\n")
    assert run_cli("yinyang", "https://puzz.link/p?yinyang/5/5/016612300", "--memory-limit", "1e-9") == (
        2, "", "gridsat: error: Yin-Yang: a 5x5 board read from its URL needs about 6.1 KB of memory; the limit is "
        f"1 byte {LIMIT}\n")  # (a URL's board is refused by its size before it is read, as a file by its bytes)
    assert run_cli("lightup", "https://puzz.link/p?akari/6/6/nekcakbl", "--memory-limit", "0.00001") == (
        2, "", f"gridsat: error: a model of a 6x6 Light Up needs about 70.3 KB of memory; the limit is 10.485 KB {LIMIT}\n")


DOMINOFIT = {"rows": 2, "cols": 2, "row_targets": [2, 2], "col_targets": [1, 1], "rule": "cell"}


@pytest.mark.parametrize("kind, data, error", [
    # a field of the wrong JSON type is refused naming the field, never converted ("stars": "1" was read as 1)
    ("starbattle", {"rows": 2, "cols": 2, "regions": [[1, 1], [2, 2]], "stars": "1"},
     "'stars' must be a whole number, got a string (\"1\")"),
    ("starbattle", {"rows": 2, "cols": 2, "regions": [[1, 1], [2, 2]], "stars": 1.0},
     "'stars' must be a whole number, got a number (1.0)"),
    ("starbattle", {"rows": 2, "cols": 2, "regions": [[1, 1], [2, 2]], "stars": True},
     "'stars' must be a whole number, got true/false (true)"),
    ("masyu", {"rows": 1, "cols": 1, "clues": [[None]], "full": "true"},
     "'full' must be true or false, got a string (\"true\")"),
    ("statuepark", {"rows": 1, "cols": 1, "clues": [[None]], "pieces": 5},
     "'pieces' must be a string or an array, got a number (5)"),
    ("nurikabe", {"rows": 1, "cols": 1, "clues": [[1]], "name": 5}, "'name' must be a string, got a number (5)"),
    ("dominofit", {**DOMINOFIT, "givens": {}}, 'givens must be a list of ["H"|"V", row, col] dominoes, got an object'),
    ("dominofit", {**DOMINOFIT, "costs": 5}, 'costs must be a list of ["H"|"V", row, col, cost] entries, got a number'),
    ("calendar", {"date": 20261006}, "'date' must be a string YYYY-MM-DD, got a number"),
])
def test_json_fields_of_the_wrong_type_are_refused(run_cli, tmp_path, kind, data, error):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"kind": kind, **data}) if kind != "dominofit" else json.dumps(data))
    args = ("solve", str(path)) if kind != "dominofit" else ("dominofit", str(path))
    assert run_cli(*args) == (2, "", f"gridsat: error: {path.name}: {error}\n")


def test_the_text_format_still_reads_its_star_count():
    import gridsat.kinds

    board = "starbattle 2\n" + "1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n"
    assert gridsat.kinds.get("starbattle").parse(board).stars == 2


class CtrlCWhileWritten(io.StringIO):
    """A standard output that gets a Ctrl-C once the first part of what is written reaches it (it takes text in
    parts of 64 characters, as a pipe does)."""

    sent = False

    def write(self, text: str) -> int:
        for i in range(0, len(text), 64):
            super().write(text[i:i + 64])
            if not self.sent:
                self.sent = True
                signal.raise_signal(signal.SIGINT)
        return len(text)

    def isatty(self) -> bool:
        return False


@pytest.fixture
def ctrl_c_output():
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)  # Python's own, as the command line has
    yield CtrlCWhileWritten()
    signal.signal(signal.SIGINT, previous)


@pytest.mark.parametrize("args", [("pack", "-b", "3x20", "-n", "8", "--json"), ("pack", "-b", "3x20", "-n", "8"),
                                  ("yinyang", YY, "--to", "pzprv3")])
def test_a_ctrl_c_while_the_answer_is_printed_lets_it_finish_then_exits_130(run_cli, ctrl_c_output, monkeypatch,
                                                                             args):
    # the answer was cut mid-way at the first part; now it is written whole, and the run then says it was interrupted
    monkeypatch.setattr(sys, "stdout", ctrl_c_output)  # here: pytest sets its own capture after the fixtures
    code, _, err = run_cli(*args)
    monkeypatch.undo()
    assert (code, err) == (130, "gridsat: interrupted (Ctrl-C)\n") and ctrl_c_output.sent
    printed = ctrl_c_output.getvalue()
    if "--json" in args:
        assert len(printed) > 512 and len(json.loads(printed)["solutions"]) == 8
    elif "--to" in args:
        assert printed.startswith("pzprv3") and printed.count("\n") > 10
    else:
        assert printed.count("solution ") == 8 and "8 solutions listed (no more exist)\nsolved in " in printed


HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"


@pytest.mark.parametrize("args, module, name", [
    ((YY,), "gridsat.puzzles.yinyang.stepping", "next_rules"),
    ((HITORI,), "gridsat.puzzles.grid.stepping", "next_rules"),
    (("--kind", "calendar", "10-06"), "gridsat.puzzles.placement.stepping", "find"),
])
def test_hint_steps_and_grade_cut_by_ctrl_c_keep_the_steps_so_far(run_cli, monkeypatch, args, module, name):
    import importlib

    code, out, _ = run_cli("hint", "--steps", *args, "--json")
    full = json.loads(out)
    assert code == 0 and full["complete"] and "interrupted" not in full
    mod = importlib.import_module(module)
    real, calls = getattr(mod, name), []

    def ctrl_c_at_the_third(*a, **k):  # Ctrl-C while the third step is looked for
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*a, **k)

    monkeypatch.setattr(mod, name, ctrl_c_at_the_third)
    code, out, err = run_cli("hint", "--steps", *args, "--json")
    cut = json.loads(out)
    assert (code, err, cut["interrupted"], cut["complete"]) == (130, "", True, False)
    hint_fields = (ROOT / "docs" / "json.md").read_text().split("```hint-fields\n", 1)[1].split("```", 1)[0]
    assert set(cut) <= {line.split()[0] for line in hint_fields.splitlines()}  # "interrupted" is documented
    assert 0 < len(cut["steps"]) < len(full["steps"]) and cut["steps"] == full["steps"][:len(cut["steps"])]
    decided = {tuple(d["cell"]): d["value"] for step in cut["steps"] for d in step["decided"]}
    assert all(cut["grid"][r][c] == v for (r, c), v in decided.items())  # the position after those steps
    assert sum(v != 0 for row in cut["grid"] for v in row) < sum(v != 0 for row in full["grid"] for v in row)
    calls.clear()
    code, out, _ = run_cli("hint", "--steps", *args)
    assert code == 130 and "interrupted (Ctrl-C): these are the steps so far\n" in out
    assert [line for line in out.splitlines() if line.startswith("step ")][-1].startswith(f"step {len(cut['steps'])} (")
    calls.clear()
    code, out, _ = run_cli("grade", *args)
    assert code == 130 and out.startswith(f"no grade: interrupted (Ctrl-C) before the last step; the "
                                          f"{len(cut['steps'])} steps so far: ")


def test_calendar_place_takes_cells_as_messages_name_them(run_cli):
    from gridsat.puzzles.calendar.puzzle import make_calendar

    # rNcM counts from 1, as every message names cells; ROW,COL (from 0, as the JSON's cells) is kept and documented
    assert make_calendar("2026-10-06", place=["L5@r3c4:fr90"]).fixed == make_calendar(
        "2026-10-06", place=["L5@2,3:fr90"]).fixed
    assert make_calendar("01-25", place=["U5@r6c1:#.#/###"]).fixed[0].cells == ((5, 0), (5, 2), (6, 0), (6, 1), (6, 2))
    error = "gridsat: error: --place O6: the piece would cover the Oct cell r2c4, which stays uncovered on Tue 6 Oct 2026\n"
    assert run_cli("calendar", "2026-10-06", "--place", "O6@r1c4") == (2, "", error)  # the corner named in the message
    assert run_cli("calendar", "2026-10-06", "--place", "O6@0,3") == (2, "", error)
    assert run_cli("calendar", "01-25", "--place", "U5@r0c1") == (
        2, "", "gridsat: error: --place 'U5@r0c1': rows and columns in rNcM count from 1 (r1c1 is the top-left cell)\n")


ROOMS = "not a board of rooms: each of its 5 cells is a room of its own (hello world this is ...); a room is an " \
        "area of cells with the same name, e.g. rows '1 1 2' and '1 2 2' (a first line naming the genre reads it as it is)"


@pytest.mark.parametrize("kind, title", [("starbattle", "Star Battle"), ("norinori", "Norinori"), ("lits", "LITS")])
def test_a_line_of_words_is_not_a_board_of_rooms(run_cli, tmp_path, kind, title):
    path = tmp_path / "words.txt"
    path.write_text("hello world this is text\n")  # was read as a one-row board of five rooms (then infeasible)
    assert run_cli(kind, str(path)) == (2, "", f"gridsat: error: words.txt: {ROOMS}\n")
    import gridsat.kinds
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError, match=f"^{title}: not a board of rooms: each of its 5 cells"):
        gridsat.kinds.get(kind).parse("hello world this is text")
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    with TestClient(create_app(Limits(workers=1, warm=False))) as client:  # the web page's text box
        response = client.post("/api/solve", json={"kind": kind, "puzzle": "hello world this is text\n"})
    assert (response.status_code, response.json()) == (422, {"error": f"{title}: {ROOMS}"})


def test_a_first_line_naming_the_genre_reads_one_cell_rooms_as_they_are(run_cli, tmp_path):
    path = tmp_path / "five.txt"
    path.write_text("starbattle 1\na b c d e\n")  # deliberate: five one-cell rooms in one row, proven infeasible
    code, out, _ = run_cli("starbattle", str(path), "--json")
    assert code == 1 and json.loads(out)["status"] == "infeasible"


def test_words_on_two_lines_are_refused_too(run_cli, tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("the quick brown fox\njumps over the lazy\n")  # "the" twice: a LITS room in two pieces
    assert run_cli("lits", str(path)) == (2, "", "gridsat: error: words.txt: the region of row 1, column 1 is in 2 "
                                                 "pieces (one at row 2, column 3); a region is one connected area\n")


def test_yin_yang_reads_a_generated_record_and_says_what_json_it_reads(run_cli, tmp_path):
    code, record, _ = run_cli("generate", "yinyang", "--size", "6x6", "--seed", "3", "--json")
    path = tmp_path / "record.json"
    path.write_text(record)  # what `gridsat generate yinyang --json` prints: {"kind", "puzzle": TEXT, "solution"...}
    code, out, _ = run_cli("yinyang", str(path), "--json")
    assert code == 0 and json.loads(out)["grid"] == json.loads(record)["solution"]
    other = tmp_path / "other.json"
    other.write_text('{"rows": 2, "cols": 2}')  # it said "line 1, column 1: symbol '{"rows":' is not 0 ..."
    assert run_cli("yinyang", str(other)) == (2, "", (
        "gridsat: error: other.json: this is JSON, which Yin-Yang reads only as a generated puzzle's record "
        '({"kind": "yinyang", "puzzle": TEXT GRID OR URL}); give a text grid (rows of 0 empty, 1 white circle, 2 '
        "black circle), a puzz.link URL, a pzprv3 file or puzzle-yin-yang.com HTML\n"))


def test_the_web_api_refuses_a_seed_the_engine_has_no_use_for():
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    sudoku = "https://puzz.link/p?sudoku/4/4/g1k23k3g"
    with TestClient(create_app(Limits(workers=1, warm=False))) as client:  # the pages send a seed only for generating
        # forced cells: auto runs the exact search alone (a first answer races it against CP-SAT, which takes one)
        refused = client.post("/api/solve", json={"kind": "sudoku", "puzzle": sudoku,
                                                  "options": {"seed": 3, "forced": True}})
        taken = client.post("/api/solve", json={"kind": "sudoku", "puzzle": sudoku,
                                                "options": {"seed": 3, "engine": "cpsat"}})
        raced = client.post("/api/solve", json={"kind": "sudoku", "puzzle": sudoku, "options": {"seed": 3}})
    assert (refused.status_code, refused.json()) == (422, {"error": "--seed sets a random seed, but auto chose the "
                                                                    "exact engine, which has none (use --engine cpsat)"})
    assert taken.status_code == 200 and taken.json()["status"] == "solved"
    assert raced.status_code == 200 and raced.json()["status"] == "solved" and raced.json()["engine"] == "exact"


@pytest.mark.parametrize("mode", [("--census",), ("--verify-edition", "dragonfjord")])
@pytest.mark.parametrize("option", [("--seed", "3"), ("--params", "num_workers:1"), ("--log",)])
def test_the_census_refuses_options_of_engines_it_does_not_run(run_cli, mode, option):
    # the census counts with the exact cover: a seed, CP-SAT parameters or its log were accepted and ignored
    assert run_cli("calendar", *mode, *option) == (
        2, "", f"gridsat: error: {option[0]} does not apply to {mode[0]}\n")


def test_a_recorded_loop_with_a_key_twice_is_refused():
    import gridsat.kinds
    from gridsat.core.errors import PuzzleInputError

    puzzle = gridsat.kinds.get("slitherlink").parse("https://puzz.link/p?slither/2/2/cc")
    with pytest.raises(PuzzleInputError, match="^recorded solution: not valid JSON: the key 'horizontal' appears "
                                               "twice in one object$"):
        puzzle.read_answer('{"horizontal": ["", ""], "horizontal": ["", ""]}')


def test_the_yin_yang_kernel_names_its_memory_in_a_unit_that_shows_it():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.yinyang import kernel

    with pytest.raises(PuzzleInputError, match=r"^board 2x2 needs about 1\.5 KB, more than the 100 bytes allowed$"):
        kernel.search([[0, 0], [0, 0]], max_memory=100)  # it said "needs about 0 MiB, more than the 0 MiB allowed"


def test_a_long_count_draws_no_progress_bar_on_a_piped_stderr(capsys):
    from gridsat.cli.progress import CountProgress

    progress = CountProgress()
    progress._t0 -= 10  # a count running 10 s: on a busy machine even a small one passes the half second
    progress(3, 0.5)
    progress.stop()
    assert progress._bar is None and capsys.readouterr() == ("", "")  # what a run writes does not depend on the load
