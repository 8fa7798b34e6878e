"""The eighteenth hostile pass (the command line over every kind): each fault found, kept as a test."""

from __future__ import annotations

from gridsat.puzzles.explaining import hinting_kinds
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def _gridsat(*args: str) -> subprocess.CompletedProcess:
    """``gridsat ARGS`` in a process of its own (what the C libraries write to the descriptors is seen)."""
    return subprocess.run([sys.executable, "-m", "gridsat", *args], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT / "src")})


def test_the_scip_log_goes_to_stderr_not_into_the_json():
    """``dominofit F --engine scip --log --json`` printed SCIP's log on stdout, before the JSON answer, which then
    did not parse (``--log`` says the log goes to stderr; CP-SAT's does)."""
    run = _gridsat("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--engine", "scip", "--log", "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["status"] == "solved"
    assert "SCIP Status" in run.stderr


@pytest.mark.parametrize("kind", ["starbattle", "norinori", "lits", "heyawake", "hitori", "nurikabe", "sudoku",
                                  "lightup", "masyu", "slitherlink", "statuepark"])
@pytest.mark.parametrize("name, text, what", [("list.json", "[1, 2, 3]", "an array"), ("null.json", "null", "null"),
                                              ("s.txt", '"abc"', "a string")])
def test_json_that_is_not_an_object_is_no_text_grid(run_cli, tmp_path, kind, name, text, what):
    """``gridsat starbattle list.json`` on a file holding ``[1, 2, 3]`` (or ``null``, or ``"hello"``) printed a
    star and "solved": the genre's text reader took the JSON for a one-cell board whose room is named
    ``[1,2,3]``; norinori and lits said "infeasible"."""
    from gridsat.puzzles.kinds import get

    (tmp_path / name).write_text(text + "\n")
    assert run_cli(kind, str(tmp_path / name)) == (
        2, "", f'gridsat: error: {name}: expected a JSON object ({{"kind": "{kind}", ...}}) or a {get(kind).title} '
               f"text grid, got JSON: {what}\n")


def test_a_cover_file_of_json_that_is_not_an_object_is_refused(run_cli, tmp_path):
    """``gridsat cover x.json`` on a file holding ``"a b"`` or ``null`` said "infeasible": read as Knuth's format,
    it was one primary item, named with its quotes, that no option covers (an array was refused)."""
    for name, text, what in (("s.json", '"a b"', "a string"), ("n.json", "null", "null"), ("q.txt", '"a b"',
                                                                                            "a string")):
        (tmp_path / name).write_text(text)
        assert run_cli("cover", str(tmp_path / name)) == (
            2, "", f'gridsat: error: {name}: JSON: expected an object with "options", got {what}\n')
    (tmp_path / "one.txt").write_text("5\n")  # elsewhere a bare number is a one-cell grid, as before
    assert run_cli("hitori", str(tmp_path / "one.txt"))[0] == 0


@pytest.mark.parametrize("args, says", [
    (["pack", str(EXAMPLES / "pack-3x20.json"), "-b", "6x10"],
     "--board does not apply to a puzzle file (it says its board and pieces; set its \"board\" field instead)"),
    (["pack", str(EXAMPLES / "pack-3x20.json"), "--pieces", "pentominoes", "--seed", "01"],  # typer's path
     "--pieces does not apply to a puzzle file (it says its board and pieces; set its \"pieces\" field instead)"),
    (["calendar", str(EXAMPLES / "calendar-oct6.json"), "-e", "dragonfjord"],
     "--edition does not apply to a puzzle file (it says its date and edition; set its \"edition\" field instead)"),
    (["solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--to", "url", "-n", "1"],
     "--solutions does not apply to --to url (it converts the puzzle without solving it)"),
    (["nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--to", "url", "--engine", "auto"],
     "--engine does not apply to --to url (it converts the puzzle without solving it)"),
    (["calendar", "--year", "2024", "-n", "1"], "--solutions does not apply to --year"),
])
def test_an_option_typed_at_its_default_value_is_given(run_cli, args, says):
    """``pack 3x20.json -b 6x10`` solved the file's 3x20 board (``-b 5x12`` was refused), ``calendar
    oct6.json -e dragonfjord`` its own edition, ``--to url -n 1`` printed the URL: an option was taken as given
    only when its value differed from its default, so one typed at its default was silently dropped."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {says}\n")


@pytest.mark.parametrize("args, says", [
    (["solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--png", "{tmp}/a.png", "--png", "{tmp}/b.png"],
     "--png is given twice"),
    (["solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "-t", "3", "-t", "5", "--time-limit", "6"],
     "-t/--time-limit is given 3 times"),
    (["nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--to", "text", "--to", "url"], "--to is given twice"),
    (["pack", "-b", "3x20", "-b", "4x15"], "-b/--board is given twice"),
    (["generate", "yinyang", "--seed", "1", "--seed", "2"], "--seed is given twice"),
    (["grade", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "-t", "2", "-t", "3"], "-t/--time-limit is given twice"),
])
def test_an_option_of_one_value_given_again_is_refused(run_cli, tmp_path, args, says):
    """``solve URL --png a.png --png b.png`` wrote b.png alone and said nothing of a.png; ``-t 3 -t 5`` ran with
    5, ``--to text --to url`` printed the URL, ``generate yinyang --seed 1 --seed 2`` made seed 2: the last one
    counted, the others were dropped unsaid."""
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    assert run_cli(*args) == (2, "", f"gridsat: error: {says}: give it once (only the last would count)\n")
    assert not list(tmp_path.iterdir())


def test_an_option_meant_to_be_given_again_still_is(run_cli):
    """``--params`` may be given again (its parameters are joined), and a flag twice changes nothing."""
    code, out, err = run_cli("solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--params", "num_workers:1",
                             "--params", "cp_model_presolve:false", "-u", "-u")
    assert (code, err) == (0, "") and "unique: no other answer exists" in out


@pytest.mark.slow  # the default run keeps under 5 minutes on a fresh machine (one of its heaviest)
def test_a_position_that_never_comes_is_named_when_the_time_runs_out():
    """``hint URL --position - -t 1`` with standard input left open said "the time limit ran out while reading
    the puzzle", which had been read (a URL): the position was what it waited for; its JSON said ``"kind":
    null`` though the kind was known.  (-t 6: under -t 1 a loaded machine's start-up and the URL's reading could
    take the whole second, and the puzzle was rightly named.)"""
    reader, writer = os.pipe()
    try:
        runs = [(extra, says, subprocess.Popen(  # the two at once: each waits its 6 s
            [sys.executable, "-m", "gridsat", "hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--position", "-",
             "-t", "6", *extra], stdin=reader, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT / "src")}))
            for extra, says in (([], "gridsat: the time limit ran out while reading the position (--position); "
                                     "no step was looked for (give more time with -t)\n"), (["--json"], ""))]
        for extra, says, proc in runs:
            stdout, stderr = proc.communicate(timeout=60)
            assert (proc.returncode, stderr) == (1, says), stderr
            if extra:
                got = json.loads(stdout)  # (pass 80: name, solved, seconds, mistakes, steps, grid were left out)
                assert got.pop("seconds") >= 0 and got == {
                    "kind": "nurikabe", "name": "Nurikabe", "verdict": "unknown", "complete": False, "solved": False,
                    "mistakes": [], "steps": [], "grid": [],
                    "note": "the time limit ran out while reading the position (--position)"}
    finally:
        os.close(reader)
        os.close(writer)


@pytest.mark.parametrize("command", ["hint", "grade"])
def test_a_kind_without_hints_is_said_before_its_file_is_read(run_cli, tmp_path, command):
    """``hint big.txt -k norinori -t 3`` on a 400x400 Norinori read the file for 3 s and said "the time limit ran
    out while reading the puzzle; nothing was solved": the kind named has no hints at all, which is said at
    once now (``grade`` said it, reading faster). Norinori has hints since pass 86, LITS since feature 88: Statue Park stands in."""
    path = tmp_path / "missing.txt"  # (pass 74: its absence is said, not a --forced command that fails)
    assert run_cli(command, str(path), "-k", "statuepark") == (
        2, "", f"gridsat: error: {path}: cannot read puzzle file: No such file or directory\n")
    path.write_text("x\n" * (1 << 21))  # a file past LARGEST_READ is never read
    assert run_cli(command, str(path), "-k", "statuepark") == (  # (Norinori, then LITS, until they had hints)
        2, "", f"gridsat: error: Statue Park has no hints or grades yet (kinds with them: {hinting_kinds()}); "
               f"what every answer shares: gridsat statuepark {path} --forced\n")


def test_a_kind_titled_puzzle_is_not_said_puzzle_puzzles(run_cli):
    """``solve calendar-oct6.json --to url`` said "--to does not apply to Calendar puzzle puzzles"."""
    assert run_cli("solve", str(EXAMPLES / "calendar-oct6.json"), "--to", "url") == (
        2, "", "gridsat: error: --to does not apply to Calendar puzzles (gridsat writes them in no other format; "
               "'gridsat formats' lists each kind's)\n")
    from gridsat.puzzles.kinds import get

    assert [get(name).puzzles for name in ("calendar", "sudoku", "pack")] == [
        "Calendar puzzles", "Sudoku puzzles", "Polyomino packing puzzles"]


def test_a_position_saved_from_the_solve_command_says_what_its_extra_line_is(run_cli, tmp_path):
    """``pack 3x20.json > pos.txt`` then ``hint 3x20.json --position pos.txt`` said "the position has 4 rows; the
    board has 3" (the fourth, "solved in 0.112 s", is the status line), and a one-line position "has 1 rows".
    (The twenty-sixth pass: the status line is now left out, as every kind's drawing is read.)"""
    code, answer, _ = run_cli("pack", str(EXAMPLES / "pack-3x20.json"))
    assert code == 0
    (tmp_path / "pos.txt").write_text(answer)
    status = answer.splitlines()[-1]
    assert status.startswith("solved in ")
    code, out, err = run_cli("hint", str(EXAMPLES / "pack-3x20.json"), "--position", str(tmp_path / "pos.txt"))
    assert (code, err) == (0, "") and out.startswith("solved: every cell is decided")
    (tmp_path / "pos.txt").write_text("\n".join(answer.splitlines()[:3]) + "\n")
    assert run_cli("hint", str(EXAMPLES / "pack-3x20.json"), "--position", str(tmp_path / "pos.txt"))[0] == 0
    (tmp_path / "one.txt").write_text(". . .\n")
    for puzzle in ("pack-3x20.json", "dominofit-8x8.json"):
        code, _, err = run_cli("hint", str(EXAMPLES / puzzle), "--position", str(tmp_path / "one.txt"))
        assert code == 2 and "the position has 1 row; the board has " in err, err


@pytest.mark.parametrize("args", [
    ["slitherlink", "https://puzz.link/p?slither/4/4/dgdh2c71", "--engine", "cpsat", "--count"],
    ["pack", "-b", "3x20", "--engine", "cpsat", "-u"],
    ["norinori", "https://puzz.link/p?norinori/5/5/cag4ocjo", "--engine", "cpsat", "-n", "2"],
    ["yinyang", str(EXAMPLES / "yinyang-10x10.txt")],  # the race, whose search won before CP-SAT began
])
def test_parameters_cp_sat_rejects_are_refused_on_every_task(run_cli, args):
    """``--params max_time_in_seconds:-1`` was refused ("CP-SAT rejected the parameters") only when a first
    answer was asked of CP-SAT: ``--count`` said "0 solutions (incomplete: a solver limit (--params) stopped the
    count)", exit 1, ``-u`` and ``-n 2`` "unknown", and Yin-Yang's race solved the puzzle without looking at
    them."""
    assert run_cli(*args, "--params", "max_time_in_seconds:-1") == (
        2, "", "gridsat: error: CP-SAT rejected the parameters 'max_time_in_seconds:-1' (a value out of its "
               "range?)\n")


def test_a_statue_park_text_grid_after_its_pieces_line_is_detected(run_cli, tmp_path):
    """``gridsat formats`` gives Statue Park's text grid as "after a line 'pieces: tetrominoes'", and
    ``gridsat statuepark`` reads such a file, but ``gridsat solve`` on it said "not a puzzle gridsat can read"
    (only the genre's own first line, as --to text writes it, was recognised)."""
    (tmp_path / "sp.txt").write_text("pieces: #./##\n. . B\n. . .\n")
    code, out, err = run_cli("solve", str(tmp_path / "sp.txt"), "--json")
    assert (code, err) == (0, "") and json.loads(out)["kind"] == "statuepark"
    own = json.loads(run_cli("statuepark", str(tmp_path / "sp.txt"), "--json")[1])
    assert {k: v for k, v in json.loads(out).items() if k != "seconds"} == {k: v for k, v in own.items()
                                                                           if k != "seconds"}


def test_two_outputs_of_one_name_are_refused(run_cli, tmp_path):
    """``generate yinyang -o p.svg --svg p.svg`` said "wrote p.svg" twice: the puzzle file was replaced by its
    picture, unsaid."""
    path = str(tmp_path / "p.svg")
    assert run_cli("generate", "yinyang", "--size", "5x5", "-o", path, "--svg", path) == (
        2, "", f"gridsat: error: --svg and --out both name {path!r}: one would replace the other; give each its own "
               "file\n")
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("suffix", ["png", "svg"])
def test_generate_out_named_as_a_picture_is_refused(run_cli, tmp_path, suffix):
    """``generate yinyang -o p.png`` wrote the puzzle's text grid into a file named p.png (``file`` says
    "ASCII text"): --out holds the puzzle in its kind's format; a picture is --png / --svg."""
    path = str(tmp_path / f"p.{suffix}")
    assert run_cli("generate", "yinyang", "--size", "5x5", "-o", path) == (
        2, "", f"gridsat: error: --out {path!r} would hold the puzzle's yinyang file, not a picture: draw it with "
               f"--{suffix} {path!r} (and give --out another name to keep the puzzle too)\n")
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("args", [["solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"],
                                  ["generate", "yinyang", "--size", "3x3", "--png", "{tmp}/p.png"]])
def test_a_memory_limit_of_less_than_a_byte_from_the_environment_is_refused(run_cli, monkeypatch, tmp_path, args):
    """``GRIDSAT_MEMORY_LIMIT=1e-10 gridsat solve URL`` said "... needs about 97.7 KB of memory; the limit is 0
    bytes" (``--memory-limit 1e-10`` is refused: "less than one byte")."""
    monkeypatch.setenv("GRIDSAT_MEMORY_LIMIT", "1e-10")
    assert run_cli(*[a.replace("{tmp}", str(tmp_path)) for a in args]) == (
        2, "", "gridsat: error: GRIDSAT_MEMORY_LIMIT 1e-10 GB is less than one byte\n")


def test_grade_help_names_no_picture(run_cli):
    """``gridsat grade --help`` said --memory-limit refuses "a puzzle file, a PNG or the uniqueness proof's
    model": grade draws no PNG (it has no --png), the text was hint's."""
    code, out, _ = run_cli("grade", "--help")
    assert code == 0 and "--png" not in out and " PNG" not in " ".join(out.split())
    assert "Refuse a puzzle file or the uniqueness proof's model" in " ".join(out.split())


@pytest.mark.parametrize("puzzle", ["https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", str(EXAMPLES / "yinyang-10x10.txt")])
def test_a_position_as_hint_json_prints_its_grid_is_read(run_cli, tmp_path, puzzle):
    """``hint --position`` says its file is "the grid as 'hint --json' prints its "grid"", but that grid saved
    as it is printed (``[[0, 1, 0, ...], ...]``) was refused: "line 1, column 1: '[[0,' is not 0 (undecided), 1
    (unshaded) or 2 (shaded)"; the whole ``hint --json`` record too.  Both are read now, as the same rows."""
    code, out, _ = run_cli("hint", puzzle, "--json")
    record = json.loads(out)
    (tmp_path / "grid.json").write_text(json.dumps(record["grid"]))
    (tmp_path / "whole.json").write_text(out)
    (tmp_path / "rows.txt").write_text("\n".join(" ".join(map(str, row)) for row in record["grid"]) + "\n")
    from_text = run_cli("hint", puzzle, "--position", str(tmp_path / "rows.txt"))
    assert from_text[0] == 0
    for name in ("grid.json", "whole.json"):
        assert run_cli("hint", puzzle, "--position", str(tmp_path / name)) == from_text, name
    (tmp_path / "bad.json").write_text('[[0, "a"]]')
    assert run_cli("hint", puzzle, "--position", str(tmp_path / "bad.json")) == (
        2, "", f'gridsat: error: {tmp_path / "bad.json"}: a position in JSON is rows of whole numbers (0 undecided), '
               'got "a" at r1c2\n')
