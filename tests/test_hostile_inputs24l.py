"""Faults the lead fixed in the twenty-fourth hostile pass (issue 20): left over from earlier passes, each as
the user met it."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("args, says", [
    (["solve", NURIKABE, "--seed", "1.0"], "Invalid value for '--seed': '1.0' is not a whole number "
                                           "(see 'gridsat solve --help')"),
    (["solve", NURIKABE, "-n", "1_000"], "Invalid value for '--solutions' / '-n': '1_000' is not a whole number "
                                         "(see 'gridsat solve --help')"),
    (["solve", NURIKABE, "-t", "1_0"], "Invalid value for '--time-limit' / '-t': '1_0' is not a number "
                                       "(see 'gridsat solve --help')"),
    (["solve", NURIKABE, "-t", "1e-400"], "Invalid value for '--time-limit' / '-t': '1e-400' is too small to tell "
                                          "from 0 (see 'gridsat solve --help')"),
    (["generate", "yinyang", "--size", "5x5", "--seed", "1.0"],
     "Invalid value for '--seed': '1.0' is not a whole number (see 'gridsat generate yinyang --help')"),
    (["batch", str(EXAMPLES / "batch"), "-j", "2.0"],
     "Invalid value for '--jobs' / '-j': '2.0' is not a whole number (see 'gridsat batch --help')"),
    (["serve", "--port", "8000.0"], "Invalid value for '--port' / '-p': '8000.0' is not a whole number "
                                    "(see 'gridsat serve --help')"),
    (["hint", NURIKABE, "--memory-limit", "1e-999"],
     "Invalid value for '--memory-limit': '1e-999' is too small to tell from 0 (see 'gridsat hint --help')")])
def test_a_number_is_read_as_written(run_cli, args, says):
    """``--seed 1.0``, ``-n 1_000``, ``-j 2.0``, ``--port 8000.0`` were taken as whole numbers (typer reads
    numbers leniently: a typo became a number the user never wrote), and ``-t 1e-400`` was refused as "got 0.0",
    a value nobody typed."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {says}\n")


@pytest.mark.parametrize("args", [["--seed", "+3"], ["-t", ".5e1"], ["-t", "1e3"]])
def test_numbers_in_their_usual_spellings_are_still_read(run_cli, args):
    """What the stricter reading still takes: a sign, a leading point and an exponent for seconds."""
    code, out, err = run_cli("solve", NURIKABE, *args)
    assert (code, err) == (0, "") and "solved in" in out


@pytest.mark.parametrize("args, says", [
    (["pack", "--png", "./-"], "--png file must end in .png, got './-'"),
    (["solve", NURIKABE, "--svg", ".//x.png"], "--svg file must end in .svg, got './/x.png'; a PNG picture is --png FILE"),
    (["batch", str(EXAMPLES / "batch"), "--out", "./r.png"],
     "--out './r.png' would hold the run's results (JSON lines), not a picture: a picture is --png's; give --out "
     "a name of its own (e.g. results.jsonl)")])
def test_a_file_name_is_quoted_as_given(run_cli, args, says):
    """``pack --png ./-`` said "got '-'": the name as a path reads it, not as the user wrote it."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {says}\n")


@pytest.mark.parametrize("line, says", [
    ("L*2: ###/", "piece L: the drawing ends in '/', an empty row; draw the row (with '.' for empty squares) "
                  "or drop the '/'"),
    ("L*2: /###/#..", "piece L: the drawing begins with '/', an empty row; draw the row (with '.' for empty "
                      "squares) or drop the '/'")])
def test_a_piece_drawing_ending_in_a_slash_is_refused(run_cli, tmp_path, line, says):
    """A piece file's ``L*2: ###/`` (the second row forgotten) was read as the straight tromino, silently,
    though ``##//##`` is refused for its empty row."""
    path = tmp_path / "p.txt"
    path.write_text(f"I*2: ####\n{line}\n")
    assert run_cli("pack", "-b", "4x4", "-p", str(path)) == (2, "", f"gridsat: error: p.txt: line 2: {says}\n")


def test_a_collection_a_time_limit_stops_says_what_it_holds(run_cli, tmp_path):
    """``generate yinyang --count 3 --out g.jsonl -t 1`` stopped at its first puzzle left an empty g.jsonl and
    said nothing of it; stopped after two puzzles it said nothing of the two kept.  (-t is per puzzle, so running
    again with the same -t stops at the same seed: the message says to give it longer.)"""
    out = tmp_path / "g.jsonl"
    code, _, err = run_cli("generate", "yinyang", "--size", "6x6", "--count", "3", "--out", str(out), "-t", "1e-6")
    assert (code, err.split("; ")[-1], out.exists()) == (1, f"nothing was written to {out}\n", False)
    assert run_cli("generate", "yinyang", "--size", "6x6", "--count", "2", "--out", str(out))[0] == 0
    code, _, err = run_cli("generate", "yinyang", "--size", "6x6", "--count", "3", "--out", str(out), "-t", "1e-6")
    assert (code, err.split("; ")[-1]) == (1, f"the 2 puzzles in {out} are kept: run the same command with a "
                                              "longer -t to make this one and go on\n")
    assert len(out.read_text().splitlines()) == 2


def test_a_resume_asking_for_another_engine_solves_again(run_cli, tmp_path):
    """``batch DIR --out r.jsonl --engine cpsat`` over a results file written with the default engines said
    "5 resumed" and kept every line solved by the exact and search engines: the option was ignored for them."""
    import json

    out = tmp_path / "r.jsonl"
    folder = str(EXAMPLES / "batch")
    assert run_cli("batch", folder, "--out", str(out), "-j", "1")[0] == 0
    assert {json.loads(line)["answer"]["engine"] for line in out.read_text().splitlines()} == {"exact", "search"}
    code, stdout, _ = run_cli("batch", folder, "--out", str(out), "-j", "1", "--engine", "cpsat")
    assert (code, stdout.splitlines()[0]) == (0, f"5 puzzles in {out} (5 new (5 of them done again), 0 resumed)")
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert {(r["engine"], r["answer"]["engine"]) for r in records} == {("cpsat", "cpsat")}
    for again in ([], ["--engine", "cpsat"]):  # auto keeps any engine's lines; cpsat keeps its own
        code, stdout, _ = run_cli("batch", folder, "--out", str(out), "-j", "1", *again)
        assert (code, stdout.splitlines()[0]) == (0, f"5 puzzles in {out} (0 new, 5 resumed)")


@pytest.mark.parametrize("text, says", [
    ('{"primary": [1, 2], "options": [[1e400], [2]]}', "c.json: JSON: option 0: item 1e400 must be a string or an "
                                                       "integer"),
    ('{"primary": [1, 2], "options": [[-1E+999], [2]]}', "c.json: JSON: option 0: item -1E+999 must be a string or "
                                                         "an integer")])
def test_a_number_past_a_floats_range_is_quoted_as_written(run_cli, tmp_path, text, says):
    """A JSON cover item ``1e400`` was refused as "item Infinity", a word the file never held."""
    path = tmp_path / "c.json"
    path.write_text(text)
    assert run_cli("cover", str(path)) == (2, "", f"gridsat: error: {says}\n")


def test_a_web_time_limit_too_small_to_tell_from_0_is_quoted_as_written(api_client):
    """``"time_limit": 1e-400`` was refused with "got 0.0"."""
    reply = api_client.post("/api/solve", content='{"kind": "nurikabe", "puzzle": "%s", "options": {"time_limit": '
                            '1e-400}}' % NURIKABE, headers={"Content-Type": "application/json"})
    assert (reply.status_code, reply.json()) == (
        422, {"error": "time_limit must be a positive number of seconds, got 1e-400"})


def test_an_answer_file_beside_no_puzzle_is_listed_as_not_read(run_cli, tmp_path):
    """A batch folder's ``lost.solution.txt``, whose puzzle was renamed or removed, was passed over without a
    word (an answer file is read with its puzzle, ``NAME.solution.txt`` beside ``NAME.EXT``)."""
    (tmp_path / "yy.txt").write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    (tmp_path / "yy.solution.txt").write_text("1 2\n")
    (tmp_path / "lost.solution.txt").write_text("1 2\n")
    code, out, _ = run_cli("batch", str(tmp_path), "-j", "1", "-o", str(tmp_path.parent / f"{tmp_path.name}.jsonl"))
    assert code == 0 and (f"not read: 1 path: {tmp_path / 'lost.solution.txt'} (an answer file with no puzzle "
                          "beside it: NAME.solution.txt answers NAME.EXT)") in out
