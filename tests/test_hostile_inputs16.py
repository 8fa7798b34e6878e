"""The sixteenth hostile pass over the grid genres on the command line: puzz.link URLs edited, text and JSON
forms, options per genre, limits and Ctrl-C (each test a fault found, kept)."""

from __future__ import annotations

import json
import re

import pytest

from conftest import gridsat_child, stop_when_working


@pytest.mark.parametrize("url, where", [
    ("https://puzz.link/p?akari/6/6/NEKCAKBL", "Light Up: URL body character 1 ('N')"),
    ("https://puzz.link/p?akari/6/6/nekcaKbl", "Light Up: URL body character 6 ('K')"),
    ("https://puzz.link/p?slither/5/5/CBCBCDDAD", "Slitherlink: URL body character 1 ('C')"),
    ("https://puzz.link/p?slither/5/5/cbcbcdDad", "Slitherlink: URL body character 7 ('D')"),
])
def test_an_upper_case_letter_of_a_four_cell_body_is_named_not_read_as_lower_case(run_cli, url, where):
    """A Light Up or Slitherlink URL whose body letters were upper case ('NEKCAKBL') solved the board of the
    lower-case URL: the four-cell codec lowered every character, where puzz.link's decode4Cell
    (robx/pzprjs src/variety-common/Encode.js) compares them case-sensitively and reads an upper-case letter as
    one empty cell, another board.  The number codec of Nurikabe, Sudoku... names such a letter; this one does
    now too."""
    code, out, err = run_cli("solve", url)
    assert code == 2 and out == ""
    assert err == f"gridsat: error: {where}: not 0-9, a-e, a run g-z or '.'\n"


def test_lower_case_four_cell_bodies_still_read(run_cli):
    code, out, _ = run_cli("solve", "https://puzz.link/p?akari/6/6/nekcakbl", "--to", "text")
    assert code == 0 and out == "lightup\n. . . . . .\n. . 4 . . .\n. . . . 2 .\n. 0 . . . .\n. . . 1 . .\n. . . . . .\n"


def _import_cut_by_ctrl_c(*args, **kwargs):
    """What CPython raises when Ctrl-C strikes while a compiled module (OR-Tools' ``cp_model_helper``) initialises:
    pybind11 turns the KeyboardInterrupt into ``ImportError: initialization failed``, caused by it."""
    try:
        raise KeyboardInterrupt
    except KeyboardInterrupt as exc:
        raise ImportError("initialization failed") from exc


def test_ctrl_c_while_a_compiled_module_is_imported_ends_the_run_as_ctrl_c(run_cli, monkeypatch):
    """``solve`` on a 60x60 Nurikabe (the deductions for 1.5 s, then CP-SAT) with ``-n 5``, Ctrl-C after 1.5 s of
    CPU: a traceback ending "ImportError: initialization failed" and exit 1 (3 times in 4), where every other Ctrl-C
    says "gridsat: interrupted (Ctrl-C)" and exits 130.  The Ctrl-C struck while OR-Tools' compiled
    ``cp_model_helper`` was imported, which pybind11 reports as an ImportError caused by the KeyboardInterrupt."""
    from gridsat.puzzles.grid.kind import GridKind

    monkeypatch.setattr(GridKind, "cpsat_session", _import_cut_by_ctrl_c)
    code, out, err = run_cli("solve", "https://puzz.link/p?norinori/5/5/cag4ocjo", "--engine", "cpsat")
    assert (code, out, err) == (130, "", "gridsat: interrupted (Ctrl-C)\n")


def test_an_import_error_of_its_own_is_not_called_ctrl_c(run_cli, monkeypatch):
    from gridsat.puzzles.grid.kind import GridKind

    def broken(*args, **kwargs):
        raise ImportError("initialization failed")

    monkeypatch.setattr(GridKind, "cpsat_session", broken)
    with pytest.raises(ImportError):
        run_cli("solve", "https://puzz.link/p?norinori/5/5/cag4ocjo", "--engine", "cpsat")


def _ctrl_c(*args, **kwargs):
    raise KeyboardInterrupt


@pytest.mark.parametrize("task, shown", [
    (["--count"], "0 solutions (incomplete: Ctrl-C stopped the count)\n"),
    (["-n", "3"], "0 solutions listed (there may be more)\n"),
    ([], ""),
])
def test_ctrl_c_before_the_search_found_anything_prints_the_result_so_far(run_cli, monkeypatch, task, shown):
    """``solve --count`` on a 60x60 Nurikabe, Ctrl-C while its deductions ran (before CP-SAT counted): "gridsat:
    interrupted (Ctrl-C)" alone, where --help promises the count so far, marked incomplete, and ``-t`` there
    prints "0 solutions (incomplete: the time limit stopped the count)"; ``--json`` printed nothing, where
    docs/json.md keeps what was found, ``interrupted`` true.  The same on every engine that had found nothing
    when the Ctrl-C struck (a Light Up, LITS or Masyu solve on the counting search); CP-SAT's own solve gave
    the result.  The deductions are made to take the Ctrl-C here (the whole process: the test below)."""
    from gridsat.puzzles.grid.decided import DeducingKind

    monkeypatch.setattr(DeducingKind, "solver", _ctrl_c)
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    code, out, err = run_cli("solve", url, *task)
    assert code == 130 and err == "", (out, err)
    assert re.fullmatch(re.escape(shown) + r"interrupted \(Ctrl-C\) after [\d.]+ s\n", out), out
    code, out, err = run_cli("solve", url, *task, "--json")
    data = json.loads(out)
    assert code == 130 and data["interrupted"] is True and data["complete"] is False and data["status"] == "unknown"
    assert data.get("count") == (0 if task == ["--count"] else None)


@pytest.mark.parametrize("task", [["--unique"], ["--forced"]])
def test_ctrl_c_in_a_proof_says_it_was_interrupted_as_cpsat_does(run_cli, monkeypatch, task):
    """(It said "gridsat: interrupted (Ctrl-C)" on stderr alone, and --json printed nothing: pass 80,
    tests/test_hostile_inputs80a.py.)"""
    from gridsat.puzzles.grid.decided import DeducingKind

    monkeypatch.setattr(DeducingKind, "solver", _ctrl_c)
    code, out, err = run_cli("solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", *task)
    assert code == 130 and err == "" and re.fullmatch(r"interrupted \(Ctrl-C\) after [\d.]+ s\n", out), (out, err)


@pytest.mark.slow  # (1.5 s of the default run, sitting 14: the slow set runs it)
def test_ctrl_c_in_a_whole_process_during_the_deductions_prints_the_count_so_far(tmp_path):
    """The first test's board in a process of its own: 60x60, an island of unknown size every 7 cells (its
    deductions take about 1.5 s of CPU), Ctrl-C once it has used 0.8 s."""
    n = 60
    board = {"kind": "nurikabe", "rows": n, "cols": n,
             "clues": [["?" if r % 7 == 0 and c % 7 == 0 else None for c in range(n)] for r in range(n)]}
    path = tmp_path / "nurikabe.json"
    path.write_text(json.dumps(board))
    proc = gridsat_child("solve", str(path), "--count")
    out, err = stop_when_working(proc, 0.8)
    assert proc.returncode == 130 and "Traceback" not in err, (out, err)
    assert re.match(r"[\d,]+ solutions \(incomplete: Ctrl-C stopped the count\)\ninterrupted \(Ctrl-C\) after "
                    r"[\d.]+ s\n$", out), (out, err)


def test_forced_cut_short_does_not_say_no_answer_was_found(run_cli, tmp_path):
    """``solve --forced`` on an empty 60x60 Light Up, Heyawake, Hitori, Norinori or Star Battle board with ``-t 6``
    drew the answer found and "? not forced (3585 of 3600 cells forced) (unproven: the search was cut short)",
    then ended "unknown after 5.8 s: the time limit ran out before an answer was found": one was, and is in the
    JSON.  What the cut left unproven is what every answer shares.  (A solver limit cuts it here, the same on
    any machine: CP-SAT on one thread, one conflict.)"""
    n = 10
    path = tmp_path / "lightup.json"
    path.write_text(json.dumps({"kind": "lightup", "rows": n, "cols": n, "clues": [[None] * n] * n}))
    code, out, err = run_cli("solve", str(path), "--forced", "--engine", "cpsat",
                             "--params", "max_number_of_conflicts:1,num_workers:1")
    assert code == 1 and err == "", (out, err)
    assert "(unproven: the search was cut short)\n" in out
    assert re.search(r"\nunknown after [\d.]+ s: a solver limit \(--params\) stopped the search before what every "
                     r"answer shares was proven\n$", out), out


def test_an_unknown_without_an_answer_still_says_none_was_found(run_cli):
    code, out, _ = run_cli("solve", "https://puzz.link/p?akari/6/6/nekcakbl", "--forced", "--engine", "cpsat",
                           "--params", "max_number_of_conflicts:0,num_workers:1")
    assert code == 1 and re.search(r"stopped the search before an answer was found\n$", out), out


@pytest.mark.parametrize("url", [
    "https://puzz.link/p?nurikabe/2/1/=fffg",  # 8191
    "https://puzz.link/p?nurikabe/3/1/=000g1",  # 4096
    "https://puzz.link/p?nurikabe/2/2/@f00g*ffffg",  # 12032, 77775 ('@', as pzprjs writes it, not '%': pass 102c)
    "https://puzz.link/p?nurikabe/2/1/$fffffg",  # 1126351, the largest
    "https://puzz.link/p?heyawake/2/1/0=388",  # a room of number 5000
])
def test_a_number_a_url_was_read_with_is_written_back(run_cli, url):
    """``solve URL --to url`` of a Nurikabe whose URL holds an island of 8191 ('=fff', read as puzz.link's
    readNumber16 reads it) said "number 8191 is too large for a puzz.link URL (its numbers go from 0 to 4095)":
    the writer knew the tokens up to '+' and three hex digits, where pzprjs's writeNumber16 also writes '=',
    '%', '*' and '$' (numbers up to 1,126,351), the ones the reader takes."""
    code, out, err = run_cli("solve", url, "--to", "url")
    assert (code, err) == (0, "") and out == url + "\n"


def test_a_number_past_every_url_token_is_still_refused(run_cli, tmp_path):
    path = tmp_path / "n.json"
    path.write_text(json.dumps({"kind": "nurikabe", "rows": 1, "cols": 2, "clues": [[None, 1126352]]}))
    assert run_cli("solve", str(path), "--to", "url") == (
        2, "", "gridsat: error: --to url: row 1, column 2: number 1126352 is too large for a puzz.link URL (its numbers go "
               "from 0 to 1126351); the text and JSON formats hold it\n")


def test_a_text_grid_read_as_pzprv3_is_told_it_is_no_pzprv3_file(run_cli):
    """``gridsat yinyang -f pzprv3 examples/yinyang-10x10.txt`` (a text grid) said "a '0 0 2 2 2 0 2 0 0 0'
    pzprv3 file: gridsat reads pzprv3 files of Yin-Yang only": its second row taken for a genre, on the one
    command that reads Yin-Yang's pzprv3 files.  Only a file that starts as a pzpr file names another genre."""
    code, out, err = run_cli("yinyang", "-f", "pzprv3", "examples/yinyang-10x10.txt")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: yinyang-10x10.txt: read as pzprv3 (the format asked), this is no Yin-Yang puzzle; "
                   "it looks like a text grid: ask for text, or leave the format out\n")  # (pass 57: the format named)


def test_a_pzprv3_file_of_another_genre_is_still_named(run_cli, tmp_path):
    path = tmp_path / "n.txt"
    path.write_text("pzprv3\nnurikabe\n1\n1\n.\n")
    assert run_cli("yinyang", "-f", "pzprv3", str(path)) == (
        2, "", "gridsat: error: n.txt: a 'nurikabe' pzprv3 file: gridsat reads pzprv3 files of Yin-Yang only; give "
               "this puzzle as its puzz.link URL, a text grid or JSON\n")
