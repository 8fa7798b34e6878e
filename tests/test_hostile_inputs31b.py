"""The thirty-first hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue
20): each fault it found, kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from gridsat.puzzles.kinds import names

KINDS = ", ".join(names())  # every registered kind (was written out: a new kind edited it)
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
AKARI = "https://puzz.link/p?akari/6/6/nekcakbl"


def test_a_records_kind_named_as_puzzlink_names_it_is_pointed_to_its_kind(run_cli, tmp_path):
    """A batch record line {"kind": "akari", ...} was told "the record's kind 'akari' is no kind gridsat has
    (kinds: ...)", with no word of the kind it stands for ('mashu' was offered 'masyu' as a guess), where
    ``--kind akari``, ``gridsat akari`` and the web app's "kind": "akari" say "the kind is 'lightup' (puzz.link
    calls it 'akari')"; and a kind of 100,000 characters was quoted whole in its results line."""
    lines = [{"kind": "akari", "puzzle": AKARI}, {"kind": "mashu", "puzzle": AKARI}, {"kind": "x" * 100_000,
                                                                                       "puzzle": AKARI}]
    collection = tmp_path / "c.jsonl"
    collection.write_text("".join(json.dumps(line) + "\n" for line in lines))
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(collection), "-o", str(out), "-q", "-j", "1")[0] == 0
    errors = [r["error"] for r in sorted(map(json.loads, out.read_text().splitlines()), key=lambda r: r["line"])]
    assert errors == [
        f"c.jsonl: line 1: the record's kind 'akari' is no kind gridsat has: the kind is 'lightup' (puzz.link calls "
        f"it 'akari') (kinds: {KINDS})",
        f"c.jsonl: line 2: the record's kind 'mashu' is no kind gridsat has: the kind is 'masyu' (puzz.link calls "
        f"it 'mashu') (kinds: {KINDS})",
        f"c.jsonl: line 3: the record's kind 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (100,000 characters) is no "
        f"kind gridsat has (kinds: {KINDS})"]
    (tmp_path / "one.json").write_text(json.dumps(lines[0]))
    assert run_cli("solve", str(tmp_path / "one.json")) == (
        2, "", f"gridsat: error: one.json: the record's kind 'akari' is no kind gridsat has: the kind is 'lightup' "
               f"(puzz.link calls it 'akari') (kinds: {KINDS})\n")


@pytest.mark.parametrize("settings, web, command_line", [
    ({"design": "dragonfjord", "pieces": "pentominoes+hexominoes"},
     "the census of a design needs settings 'pieces' (its library) and 'use' (the design's pieces)",
     ["--design", "dragonfjord", "--pieces", "pentominoes+hexominoes"]),
    ({"pieces": "pentominoes"},
     "setting 'pieces' goes with setting 'design' (the census of an edition counts its own pieces)",
     ["--pieces", "pentominoes"]),
])
def test_a_census_request_is_told_its_missing_or_extra_setting_in_its_own_words(run_cli, settings, web,
                                                                              command_line):
    """``POST /api/mode`` {"kind": "calendar", "mode": "census", "settings": {"design": ..., "pieces": ...}} was told
    '--census --design BOARD needs --pieces LIBRARY and --use "NAMES"', and {"pieces": ...} '--pieces goes with
    --census --design BOARD': options a request has no way to give (it has settings 'pieces' and 'use'); the
    command line still names its options."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.web.limits import Limits
    from gridsat.web.modes import plan_mode, run_mode

    plan = plan_mode({"kind": "calendar", "mode": "census", "settings": settings}, Limits())
    with pytest.raises(PuzzleInputError) as info:
        run_mode(plan)
    assert str(info.value) == web
    said = {"--design": "--census --design BOARD needs --pieces LIBRARY and --use \"NAMES\" (the design's pieces)",
            "--pieces": "--pieces goes with --census --design BOARD (the census of an edition counts its own "
                        "pieces)"}[command_line[0]]
    assert run_cli("calendar", "--census", *command_line) == (2, "", f"gridsat: error: {said}\n")


def test_a_puzzle_refused_for_its_answer_file_is_solved_by_a_run_that_does_not_compare(run_cli, tmp_path):
    """A --check-answer run records a puzzle whose NAME.solution.txt is ragged as bad input; a later run over the
    same --out without --check-answer (which reads no answer file) kept that line: the puzzle stayed "bad input:
    ... solution.txt: ragged rows" and was never solved.  The line now says it came from a --check-answer run
    (``check_answer``: true), and a run without the option does it again."""
    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "a.txt").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    (folder / "a.solution.txt").write_text("1 1 1 1 1\n1 2\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(folder), "-o", str(out), "-q", "--check-answer")[0] == 0
    first = json.loads(out.read_text())
    assert (first["status"], first["check_answer"], first["error"]) == (
        "bad_input", True, "a.solution.txt: ragged rows: line 2 has 2 cells, line 1 has 5")
    code, said, _ = run_cli("batch", str(folder), "-o", str(out), "-j", "1")
    assert code == 0 and "redone: 1 line" in said
    again = json.loads(out.read_text())
    assert again["status"] == "solved" and "check_answer" not in again and "matches_record" not in again
    assert run_cli("batch", str(folder), "-o", str(out), "-q", "--check-answer")[0] == 0  # no verdict: done again
    assert json.loads(out.read_text())["status"] == "bad_input"  # asked again, the answer file is read again


def test_a_gzip_collection_cut_short_keeps_the_lines_of_puzzles_past_the_cut(run_cli, tmp_path):
    """A .jsonl.gz collection cut short (a download still under way, a copy stopped) was taken for a collection
    shortened since: a resume took the lines of every puzzle past the cut out of the results file ("taken out: 7
    lines whose puzzles are no longer in the collection (it has fewer lines now)"), to be solved again once the
    whole file was back.  They are kept now; the cut itself is the one line of bad input, as before."""
    import gzip

    urls = (EXAMPLES / "urls.jsonl").read_text().splitlines()
    whole = gzip.compress("".join(f"{urls[i % len(urls)]}\n" for i in range(12)).encode(), mtime=0)
    collection, out = tmp_path / "c.jsonl.gz", tmp_path / "r.jsonl"
    collection.write_bytes(whole)
    assert run_cli("batch", str(collection), "-o", str(out), "-q", "-j", "1")[0] == 0
    collection.write_bytes(whole[:120])
    code, said, _ = run_cli("batch", str(collection), "-o", str(out), "-j", "1")
    assert code == 0 and "taken out" not in said, said
    records = {r["line"]: r for r in map(json.loads, out.read_text().splitlines())}
    cut = [n for n, r in records.items() if r["status"] == "bad_input"]
    assert len(records) == 12 and len(cut) == 1 and 1 < cut[0] < 12, records
    assert records[cut[0]]["error"].startswith(f"c.jsonl.gz: line {cut[0]}: the compressed collection ends after "
                                               f"line {cut[0] - 1} (it is cut short")
    assert all(r["status"] == "solved" for n, r in records.items() if n != cut[0])
    collection.write_bytes(whole)  # the whole file again: only the cut line is done again
    code, said, _ = run_cli("batch", str(collection), "-o", str(out), "-j", "1")
    assert code == 0 and "r.jsonl (1 new, 11 resumed)" in said, said


@pytest.mark.parametrize("name", ["gen.json", "gen.txt"])
def test_json_lines_outside_a_jsonl_file_are_told_where_they_go(run_cli, api_client, tmp_path, name):
    """What ``gridsat generate --out x.jsonl`` writes, saved under another name or pasted into the web app, was
    told "not valid JSON: Extra data at line 2, column 1" (lines of URLs, and a .jsonl file, were told to go to
    gridsat batch); now it is told the same."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.kinds import read_any

    record = {"kind": "yinyang", "puzzle": "https://puzz.link/p?yinyang/5/5/016612300"}
    lines = "".join(json.dumps({**record, "seed": seed}) + "\n" for seed in range(3))
    (tmp_path / name).write_text(lines)
    said = ("3 lines, each a JSON object: a file holds one puzzle; gridsat batch reads a list of puzzles, one a line, "
            "from a file whose name ends in .jsonl")
    assert run_cli("solve", str(tmp_path / name)) == (2, "", f"gridsat: error: {name}: {said}\n")
    assert run_cli("yinyang", str(tmp_path / name)) == (2, "", f"gridsat: error: {name}: {said}\n")
    with pytest.raises(PuzzleInputError) as info:
        read_any(lines)
    assert str(info.value).endswith(said)
    answer = api_client.post("/api/solve", json={"puzzle": lines})  # (the web has no file or command: pass 66)
    assert (answer.status_code, answer.json()) == (422, {"error": "puzzle: 3 lines, each a JSON object: send one "
                                                                  "puzzle at a time"})


def test_an_empty_puzzle_path_is_refused_not_taken_for_the_current_folder(run_cli, tmp_path, monkeypatch):
    """``gridsat batch "$PUZZLES" --out r.jsonl`` with the variable unset (``batch ""``) solved every puzzle of the
    current folder (``Path("")`` is "."), and in a folder without one said "no puzzle files found in " naming
    nothing; ``run_batch([], out)`` said the same.  ``gridsat solve ""`` was already refused."""
    from gridsat.batch import run_batch
    from gridsat.core.errors import PuzzleInputError

    (tmp_path / "a.url").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    monkeypatch.chdir(tmp_path)
    for given in ("", " "):
        assert run_cli("batch", given, "--out", "r.jsonl") == (
            2, "", f"gridsat: error: a puzzle path is empty ({given!r}): name a puzzle file, a folder or a collection "
                   "(. for the current folder)\n")
    assert not (tmp_path / "r.jsonl").exists()
    for paths in ([], iter(())):
        with pytest.raises(PuzzleInputError) as info:
            run_batch(paths, "r.jsonl", jobs=1)
        assert str(info.value) == ("run_batch's paths name no file or folder: give a list of puzzle files, "
                                   "folders or collections")
    assert run_cli("batch", ".", "--out", "r.jsonl", "-q", "-j", "1")[0] == 0  # the current folder, named
    assert json.loads((tmp_path / "r.jsonl").read_text())["status"] == "solved"


def test_a_pasted_puzzle_with_lone_carriage_returns_is_read_as_its_file_is(run_cli, api_client, tmp_path):
    """A puzzle whose lines end in a lone "\\r" (an old Mac file) was read by ``gridsat solve FILE`` (a file's
    line ends are all read as "\\n") but, sent to ``POST /api/solve`` or ``/api/hint``, was one line: "Light Up"
    above its grid said "not a puzzle gridsat can read"."""
    text = "Light Up\r. . 1\r. . .\r. . .\r"
    (tmp_path / "p.txt").write_bytes(text.encode())
    code, out, err = run_cli("solve", str(tmp_path / "p.txt"), "--json")
    assert code == 0 and json.loads(out)["grid"] == [[1, 0, 0], [0, 0, 1], [0, 1, 0]], err
    answer = api_client.post("/api/solve", json={"puzzle": text})
    assert answer.status_code == 200 and answer.json()["grid"] == [[1, 0, 0], [0, 0, 1], [0, 1, 0]]
    grid = "Yin-Yang\r0 0 0 0 0\r0 1 2 1 0\r0 0 0 0 0\r0 1 0 2 0\r0 0 0 0 0\r"
    hint = api_client.post("/api/hint", json={"kind": "yinyang", "puzzle": grid})
    assert hint.status_code == 200 and hint.json()["givens"][1] == [0, 1, 2, 1, 0], hint.json()
    from gridsat import kinds

    lightup = kinds.get("lightup")  # from Python: a genre's grid of lone "\r" ends was one row, a 1x9 puzzle
    for given in (text, text.replace("Light Up\r", "")):
        assert (lightup.parse(given).rows, lightup.parse(given).cols) == (3, 3)
    assert kinds.detect(text).name == "lightup"


def test_a_collection_of_lone_carriage_return_lines_is_told_so(run_cli, tmp_path):
    """A .jsonl collection whose lines end in a lone CR (an old Mac file) is one line to batch, which was told "4
    lines of URLs: a file holds one puzzle; ... name the file .jsonl and run gridsat batch on it" -- what the run
    was.  The line now says what is wrong; CRLF lines are read as before."""
    urls = (EXAMPLES / "urls.jsonl").read_text().splitlines()[:4]
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_bytes("\r".join(urls).encode() + b"\r")
    assert run_cli("batch", str(collection), "-o", str(out), "-q", "-j", "1")[0] == 0
    assert json.loads(out.read_text())["error"] == (
        "c.jsonl: line 1: a carriage return (CR) inside the line: the collection's lines end in CR alone? save it "
        "with LF (or CRLF) line ends, one puzzle a line")
    collection.write_bytes("\r\n".join(urls).encode() + b"\r\n")
    out.unlink()
    assert run_cli("batch", str(collection), "-o", str(out), "-q", "-j", "1")[0] == 0
    assert [json.loads(line)["status"] for line in out.read_text().splitlines()] == ["solved"] * 4


def test_another_kinds_object_on_the_domino_fit_page_is_named_by_its_kind(run_cli, api_client, tmp_path):
    """``{"kind": "yinyang"}`` given to Domino Fit (its page, ``gridsat dominofit``) was told "missing field
    'rows'"; pack, calendar and the others say "the file says kind 'yinyang', not 'pack'"."""
    (tmp_path / "y.json").write_text('{"kind": "yinyang"}')
    assert run_cli("dominofit", str(tmp_path / "y.json")) == (
        2, "", "gridsat: error: y.json: the puzzle says kind 'yinyang', not 'dominofit'\n")
    answer = api_client.post("/api/solve", json={"kind": "dominofit", "puzzle": '{"kind": "yinyang"}'})
    assert (answer.status_code, answer.json()) == (422, {"error": "puzzle: the puzzle says kind 'yinyang', not "
                                                                  "'dominofit'"})
