"""Hostile pass 80, part a: what the command line prints for scripts (--json, exit codes)."""

from __future__ import annotations

import json

import pytest

from test_hostile_inputs16 import _ctrl_c


@pytest.mark.parametrize("task, uniqueness", [(["--unique"], "unknown"), (["--forced"], None)])
def test_ctrl_c_in_a_proof_of_a_search_engine_prints_its_json(run_cli, monkeypatch, task, uniqueness):
    """``solve e40.txt --forced --json`` (an empty 40x40 Yin-Yang), Ctrl-C in the search engine's proof: exit
    130 and nothing on stdout but "gridsat: interrupted (Ctrl-C)" on stderr, where ``--engine cpsat`` printed
    its result (uniqueness unknown, interrupted true) and docs/json.md promises one object a run."""
    from gridsat.puzzles.grid.decided import DeducingKind

    monkeypatch.setattr(DeducingKind, "solver", _ctrl_c)
    code, out, err = run_cli("solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", *task, "--json")
    data = json.loads(out)
    assert code == 130 and err == ""
    assert list(data)[:4] == ["kind", "status", "seconds", "complete"]
    assert (data["status"], data["complete"], data["interrupted"], data.get("uniqueness")) == (
        "unknown", False, True, uniqueness)
    assert data["engine"] == "auto"  # docs/json.md said "before any engine started": here one was searching


@pytest.mark.parametrize("task, after", [
    (["--count"], {"count": 0, "engine": "auto"}),
    (["--unique"], {"uniqueness": "unknown", "engine": "auto"}),
    (["-n", "2"], {"engine": "auto"}),
])
def test_a_puzzle_not_read_in_time_keeps_the_tasks_fields_in_order(run_cli, monkeypatch, task, after):
    """``solve BIG.dlx --count -t 0.3 --json``, the time out while the file was read: {"kind", "status",
    "seconds", "complete", "note"} with no ``count`` (a script reading the count of a --count run found none),
    nor ``uniqueness`` with --unique, nor ``engine``; Ctrl-C there put ``interrupted`` before ``complete``, out of
    docs/json.md's order of the shared fields.  (docs/json.md also said "seconds 0": they are the run's so far.)"""
    from gridsat.puzzles import kinds

    def cut(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(kinds, "_read_detected", cut)
    code, out, _ = run_cli("solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", *task, "--json")
    got = json.loads(out)
    assert code == 130 and got.pop("seconds") >= 0
    assert list(got.items()) == [("kind", None), ("status", "unknown"), ("complete", False), *after.items(),
                                 ("interrupted", True), ("note", "interrupted (Ctrl-C) while the puzzle was read")]


@pytest.mark.parametrize("command, after", [
    ("hint", {"solved": False, "mistakes": [], "steps": [], "grid": []}),
    ("grade", {"grade": None}),
])
def test_a_hint_not_read_in_time_keeps_its_fields(run_cli, monkeypatch, command, after):
    """``hint HUGE.txt -t 0.3 --json``, the time out while the file was read: {"kind", "verdict", "complete",
    "note"} alone, where a Ctrl-C before the first step prints ``name``, ``solved``, ``seconds``, ``mistakes``,
    ``steps`` and ``grid`` (a script reading ``steps`` found none); ``grade``: no ``grade`` nor ``seconds``."""
    from gridsat.puzzles import kinds

    def cut(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(kinds, "_read_detected", cut)
    code, out, _ = run_cli(command, "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--json")
    got = json.loads(out)
    assert code == 130 and got.pop("seconds") >= 0
    assert list(got.items()) == [("kind", None), ("name", None), ("verdict", "unknown"), ("complete", False),
                                 *after.items(), ("interrupted", True),
                                 ("note", "interrupted (Ctrl-C) while the puzzle was read")]


def _documented(tag: str) -> dict:
    """``{field: type}`` of the ```TAG block of docs/json.md."""
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text()
    block = page.split(f"```{tag}\n", 1)[1].split("```", 1)[0]
    return {line.split()[0]: line.split()[1] for line in block.splitlines() if line.strip()}


TYPES = {"str": str, "int": int, "bool": bool, "number": (int, float), "list": list, "dict": dict}


def _undocumented(data: dict, fields: dict) -> list:
    return [(key, type(value).__name__) for key, value in data.items() if key not in fields or not (
        isinstance(value, TYPES[fields[key]]) or key == "puzzle" and isinstance(value, dict))]


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_a_converted_puzzles_json_is_documented(run_cli, fmt, tmp_path):
    """``solve URL --to text --json`` printed {kind, format, rows, cols, puzzle}, which docs/json.md (the schema
    --help names) did not describe: it said only what results, hints and models print."""
    board = tmp_path / "b.json"
    board.write_text(json.dumps({"rows": 2, "cols": 2, "row_targets": [4, 4], "col_targets": [4, 4],
                                 "rule": "cell"}))
    code, out, err = run_cli("solve", str(board), "--to", fmt, "--json")
    data = json.loads(out)
    assert (code, err) == (0, "") and _undocumented(data, _documented("to-fields")) == []
    assert set(data) == set(_documented("to-fields"))


@pytest.mark.parametrize("args", [
    ("yinyang", "--size", "5x5", "--to", "url"),
    ("yinyang", "--size", "5x5", "--grade", "easy", "--to", "text"),
    ("dominofit", "--size", "4x4", "--unique", "--to", "json"),
])
def test_a_generated_records_fields_are_documented(run_cli, args):
    """``generate yinyang --json`` printed ``checks`` (and with --grade ``steps``, ``trials``, ``candidates``...;
    Domino Fit ``blocked_cells``, ``rule``, ``generator``; with --to the format's field) that docs/json.md did
    not name: it said "with seed, givens, unique"."""
    code, out, err = run_cli("generate", *args, "--json")
    data = json.loads(out)
    assert (code, err) == (0, "") and _undocumented(data, _documented("generate-fields")) == []


@pytest.mark.parametrize("args, first", [
    (["pack", "-b", "6x10", "-n", "400", "--json"], b'{"kind": "'),
    (["yinyang", "BIG", "--to", "text"], b"0 0 0 0 0 "),
])
def test_output_to_a_reader_gone_away_exits_141_under_pythonunbuffered(tmp_path, args, first):
    """``PYTHONUNBUFFERED=1 gridsat pack -b 6x10 -n 400 --json | head -c 10``: exit code 0, the JSON cut where
    the reader went away (stdout's text layer dropped the raw file's short write), where the README promises
    141 (as without PYTHONUNBUFFERED, and as the text output gives).  The same of ``--to text`` (a 600x600
    Yin-Yang's 720 KB)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    big = tmp_path / "big.txt"
    big.write_text("\n".join([" ".join("0" * 600)] * 600) + "\n")
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")}
    proc = subprocess.Popen([sys.executable, "-m", "gridsat", *[str(big) if a == "BIG" else a for a in args]],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert proc.stdout.read(10) == first
    proc.stdout.close()
    _, err = proc.communicate(timeout=120)
    assert (proc.returncode, err) == (141, b"")


def test_a_years_json_summary_names_its_kind_and_says_whether_it_is_complete(run_cli, tmp_path):
    """``calendar --year 2027 --out y.jsonl -t 0.8 --json``: {"year", ..., "untried": 247, ...} with no
    ``complete`` (only a --count summary had it) and no ``kind`` (a census's and a verification's summary name
    theirs), and docs/calendar.md named none of its fields."""
    out = tmp_path / "y.jsonl"
    code, text, err = run_cli("calendar", "--year", "2027", "--out", str(out), "--json")
    data = json.loads(text)
    assert (code, err) == (0, "") and list(data)[:2] == ["kind", "year"] and data["kind"] == "calendar-year"
    assert (data["dates"], data["complete"], data["untried"]) == (365, True, 0)
    from gridsat.puzzles.calendar.year import YearSummary

    cut = [{"date": "2027-01-01", "status": "solved"}, {"date": "2027-01-02", "status": "unknown"}]
    assert YearSummary(2027, "dragonfjord", out, cut, 0, 0.5).to_json()["complete"] is False  # a date -t cut
    assert YearSummary(2027, "dragonfjord", out, cut[:1], 0, 0.5, untried=364).to_json()["complete"] is False


@pytest.mark.parametrize("kind, puzzle", [
    ("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"),
    ("hitori", "https://puzz.link/p?hitori/4/4/1114142333214213"),
])
def test_a_hints_json_recorded_as_the_solution_is_named_as_such(run_cli, tmp_path, kind, puzzle):
    """``hint URL --steps --json > P.solution.txt`` then ``batch P.url --check-answer``: "cell r1c3 holds 2; a
    Nurikabe answer holds 0 (unshaded) or 1 (shaded)" (the hint's grid read as an answer's values; a Domino Fit
    one printed the whole object's repr), where the file is a hint's result and solve --json's is what it
    takes."""
    (tmp_path / "p.url").write_text(puzzle + "\n")
    _, hint, _ = run_cli("hint", puzzle, "--steps", "--json")
    (tmp_path / "p.solution.txt").write_text(hint)
    out = tmp_path / "res.jsonl"
    code, _, _ = run_cli("batch", str(tmp_path / "p.url"), "--check-answer", "--out", str(out), "-q")
    line = json.loads(out.read_text())
    assert (code, line["status"], line["error"]) == (0, "bad_input", (
        "p.solution.txt: the answer file holds what gridsat hint --json prints, not a solution: write what gridsat "
        "solve --json prints (or the answer as text) in it"))


@pytest.mark.parametrize("puzzle", ["https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "https://puzz.link/p?yinyang/4/4/000000"])
def test_grade_json_is_documented(run_cli, puzzle):
    """``grade URL --json`` printed {kind, name, verdict, complete, grade, seconds, ...}, which docs/json.md did
    not describe (it named only hint --json's fields)."""
    code, out, _ = run_cli("grade", puzzle, "--json")
    data = json.loads(out)
    fields = _documented("grade-fields")
    assert [key for key in data if key not in fields] == []
    assert all(isinstance(value, TYPES[fields[key]]) for key, value in data.items() if value is not None)


@pytest.mark.parametrize("args", [
    ("--design", "dragonfjord", "--pieces", "pentominoes+tetrominoes", "--choose", "9"),
    ("--layout", "labels", "-e", "dragonfjord"),
    ("--verify-edition", "dragonfjord"),  # (its checked, unsolvable, seconds were not named either)
])
def test_the_calendar_searches_json_summaries_are_documented(run_cli, tmp_path, args):
    """``calendar --design ... --json`` and ``--layout ... --json`` printed summaries (kind, space, chunks_done,
    kills...; table_seconds, layouts, best) whose fields docs/calendar.md never named."""
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "calendar.md").read_text()
    out_file = () if args[0] == "--verify-edition" else ("--out", str(tmp_path / "out.jsonl"))
    _, out, _ = run_cli("calendar", *args, *out_file, "-t", "0.3", "--json")
    data = json.loads(out)
    named = [*data, *(data["space"] if isinstance(data.get("space"), dict) else ())]
    assert [key for key in named if f"`{key}`" not in page] == []


def test_a_batch_line_a_limit_stopped_says_uniqueness_unknown_in_order(run_cli, tmp_path):
    """``batch BIG.dlx -u --memory-limit 0.01``: {"file", "kind", "digest", "status": "unknown", "complete": false,
    "note": ..., "seconds"} -- no ``uniqueness`` though --unique asked (a search a limit cut holds it), and
    ``seconds`` after the note (a reading -t cut: ``complete`` before ``seconds``), out of the lines' order."""
    big = tmp_path / "big.dlx"
    big.write_text("a b c\n" + "a b c\n" * 40000)
    out = tmp_path / "res.jsonl"
    code, _, _ = run_cli("batch", str(big), "-u", "--memory-limit", str(0.5 / 1024), "--out", str(out), "-q")
    line = json.loads(out.read_text())
    assert code == 0 and list(line)[3:] == ["status", "seconds", "complete", "uniqueness", "note"], line
    assert (line["status"], line["uniqueness"]) == ("unknown", "unknown")
    assert line["note"].startswith("the memory limit stopped it: ")


@pytest.mark.parametrize("args, what", [
    (("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--model-stats"), "shown"),
    (("calendar", "10-06", "--export-model", "{tmp}/m.txt"), "written"),
])
def test_model_json_cut_by_the_time_limit_prints_its_object(run_cli, tmp_path, args, what):
    """``nurikabe URL --model-stats --json -t 1e-9``: stdout empty and a line on stderr, where a time limit while
    the puzzle is read prints its object with a note (a script reading the JSON found none)."""
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    code, out, err = run_cli(*args, "-t", "1e-9", "--json")
    assert (code, err, json.loads(out)) == (1, "", {
        "kind": args[0], "model": None,
        "note": f"the time limit ran out while building the CP-SAT model; nothing was {what}"})
    assert list(tmp_path.iterdir()) == []


def test_formats_json_is_documented(run_cli):
    """``formats --json`` printed {KIND: {title, reads, writes, tasks, engines}}, described nowhere in
    docs/json.md, the page of what --json prints."""
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text()
    code, out, _ = run_cli("formats", "--json")
    data = json.loads(out)
    fields = {key for entry in data.values() for key in entry}
    assert code == 0 and fields == {"title", "reads", "writes", "tasks", "engines", "hints"}
    assert '`{"title", "reads", "writes", "tasks", "engines", "hints"}`' in page
    assert all(entry["engines"][0] == "auto" for entry in data.values())


def test_a_placing_kinds_hint_grid_is_documented(run_cli, tmp_path):
    """``hint DOMINOFIT --json``'s grid holds "#", "<", ">", "^", "v" (a packing's piece names), where docs/json.md
    said rows of 0 undecided, 1 white or unshaded, 2 black or shaded."""
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text()
    board = tmp_path / "d.txt"
    board.write_text("dominofit rule=dot\n1 3 3 3\n. . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n")
    code, out, _ = run_cli("hint", str(board), "--steps", "--json")
    values = {v for row in json.loads(out)["grid"] for v in row}
    assert code == 0 and values <= {0, "#", "^", "v", "<", ">"} and "#" in values
    assert '(Domino Fit: ^ v for a vertical domino\'s halves, < > a horizontal one\'s), "#" a cell not' in page
