"""Hostile input, ninth pass (issue 20): the command line and files -- what
an output path, a results file or an option left aside by a mode did wrong.
Each case is the exact line (or file) a user gets now."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
JANKO = DATA / "yinyang" / "janko_001_6x6.txt"


def _files(folder: Path) -> list:
    return [json.loads(line)["file"] for line in (folder / "results.jsonl").read_text().splitlines()]


def test_batch_over_a_folder_never_reads_its_own_results_file(run_cli, tmp_path):
    # The results file inside the searched folder was read back as a collection on the next run: 8 bad_input
    # lines for its own records, and more every run after.
    folder = tmp_path / "puzzles"
    folder.mkdir()
    for name in ("pack_small.json", "yinyang_6x6.txt", "pack_infeasible.json"):
        shutil.copy(DATA / "batch" / name, folder)
    out = folder / "results.jsonl"
    assert run_cli("batch", str(folder), "-o", str(out), "-q", "-j", "1")[0] == 0
    first = out.read_bytes()
    assert run_cli("batch", str(folder), "-o", str(out), "-q", "-j", "1") == (0, "", "")
    assert out.read_bytes() == first and len(_files(folder)) == 3
    code, text, _ = run_cli("batch", str(folder), "-o", str(out), "-j", "1")
    assert code == 0 and f"not read: 1 path: {out} (the results file, --out)" in text


def test_batch_refuses_its_results_file_named_as_a_puzzle(run_cli, tmp_path):
    out = tmp_path / "results.jsonl"
    assert run_cli("batch", str(JANKO), "-o", str(out), "-q")[0] == 0
    kept = out.read_bytes()
    assert run_cli("batch", str(JANKO), str(out), "-o", str(out), "-q") == (
        2, "", f"gridsat: error: {str(out)!r} is the results file (--out): it cannot be read as puzzles too\n")
    assert out.read_bytes() == kept


def _never(*args, **kwargs):
    raise AssertionError("the work ran before the file to write was checked")


@pytest.mark.parametrize("args, patch, error", [
    # a generated 25x25 Yin-Yang (22 s) was thrown away: the folder was only looked at when the file was written
    (["generate", "yinyang", "--size", "25x25", "-o", "{tmp}/no/g.txt"],
     ("gridsat.puzzles.yinyang.generator.YinYangGenerator", "generate"),
     "--out: folder '{tmp}/no' does not exist (for '{tmp}/no/g.txt')"),
    # the whole census (-t 10: 10 s) was counted first
    (["calendar", "--census", "-e", "weekday", "-o", "{tmp}/no/c.jsonl"], ("gridsat.puzzles.calendar.modes", "_census"),
     "--out: folder '{tmp}/no' does not exist (for '{tmp}/no/c.jsonl')"),
    (["calendar", "--layout", "labels", "-o", "{tmp}"], ("gridsat.puzzles.calendar.layout", "edition_pair_table"),
     "--out: '{tmp}' is a folder, not a file to write"),
    (["yinyang", str(JANKO), "--export-model", "{tmp}/no/m.pb"], ("gridsat.puzzles.contract.Kind", "model"),
     "--export-model: folder '{tmp}/no' does not exist (for '{tmp}/no/m.pb')"),
    (["batch", str(JANKO), "-o", "{tmp}/puzzle.txt/r.jsonl"], ("gridsat.batch.run", "find_sources"),
     "--out: '{tmp}/puzzle.txt' is not a folder (for '{tmp}/puzzle.txt/r.jsonl')"),
    (["solve", str(JANKO), "--png", "{tmp}/puzzle.txt/a.png"], ("gridsat.core.task", "run_task"),
     "--png: '{tmp}/puzzle.txt' is not a folder (for '{tmp}/puzzle.txt/a.png')"),  # was: "folder ... does not exist"
])
def test_a_file_to_write_is_checked_before_the_work(run_cli, tmp_path, monkeypatch, args, patch, error):
    import importlib

    import gridsat.puzzles.contract  # noqa: F401  (imported first under the patch, it bound the patched run_task
    # for good, and 31 later tests in the same worker failed "the work ran before ...": load-order flaky)

    where, name = patch
    module, _, cls = where.rpartition(".") if where.endswith(("Generator", "Kind")) else (where, "", "")
    target = getattr(importlib.import_module(module), cls) if cls else importlib.import_module(where)
    monkeypatch.setattr(target, name, _never)
    (tmp_path / "puzzle.txt").write_text("x")
    tmp = str(tmp_path)
    assert run_cli(*[a.replace("{tmp}", tmp) for a in args]) == (
        2, "", f"gridsat: error: {error.replace('{tmp}', tmp)}\n")


def test_a_census_refuses_a_file_of_another_edition_before_counting(run_cli, tmp_path, monkeypatch):
    out = tmp_path / "census.jsonl"
    assert run_cli("calendar", "--census", "-o", str(out))[0] == 0
    kept = out.read_bytes()
    monkeypatch.setattr("gridsat.puzzles.calendar.modes._census", _never)
    assert run_cli("calendar", "--census", "-e", "weekday", "-o", str(out)) == (
        2, "", f"gridsat: error: {out}: line 1: the file holds counts of edition dragonfjord: it belongs to another run; "
               "choose another --out\n")
    assert out.read_bytes() == kept


@pytest.mark.parametrize("args, flag", [
    # each wrote the same model as without the flag (the same bytes) and said nothing of it
    (["yinyang", str(JANKO), "--export-model", "{tmp}/m.txt", "--count"], "--count does not apply to --export-model"),
    (["yinyang", str(JANKO), "--export-model", "{tmp}/m.txt", "-u"], "--unique does not apply to --export-model"),
    (["pack", "-b", "6x10", "--model-stats", "--count", "--distinct"], "--count does not apply to --model-stats"),
    (["pack", "-b", "6x10", "--model-stats", "-n", "3"], "--solutions does not apply to --model-stats"),
    (["dominofit", str(DATA / "batch" / "dominofit_6x6.json"), "--model-stats", "--forced"],
     "--forced does not apply to --model-stats"),
])
def test_a_model_without_solving_refuses_what_to_do_with_answers(run_cli, tmp_path, args, flag):
    assert run_cli(*[a.replace("{tmp}", str(tmp_path)) for a in args]) == (
        2, "", f"gridsat: error: {flag} (it builds the CP-SAT model without solving it)\n")
    assert not (tmp_path / "m.txt").exists()
    code, out, _ = run_cli("pack", "-b", "6x10", "--model-stats", "--holes")  # what changes the model still goes
    assert code == 0 and out.startswith("CP-SAT model: 2,056 variables, 72 constraints")


@pytest.mark.parametrize("args, error", [
    # the census of dragonfjord ran as if neither was given (exit 0)
    (["--census", "--pieces", "pentominoes"], "--pieces goes with --census --design BOARD (the census of an edition "
                                              "counts its own pieces)"),
    (["--census", "--use", "L5 P5"], "--use goes with --census --design BOARD (the census of an edition counts its "
                                     "own pieces)"),
    # "--restarts must be from 1 to inf, got 0", yet 10001 was refused after the option check with a line naming both
    (["--layout", "labels", "--restarts", "0"], "--restarts must be from 1 to 10000, got 0"),
    (["--layout", "labels", "--restarts", "10001"], "--restarts must be from 1 to 10000, got 10001"),
    (["--layout", "labels", "--steps", "99999999999999999999999"],
     "--steps must be from 1 to 1000000, got 99999999999999999999999"),  # was "got 1e+23"
])
def test_calendar_modes_name_what_they_refuse(run_cli, args, error):
    assert run_cli("calendar", *args) == (2, "", f"gridsat: error: {error}\n")


def test_a_bound_on_one_side_is_named_as_one(run_cli):
    assert run_cli("dominofit", str(DATA / "batch" / "dominofit_6x6.json"), "--objective", "edge", "--depth", "-1") == (
        2, "", "gridsat: error: --depth must be from 1 to 1000, got -1\n")  # was "from 1 to inf", then "at least 1"


def test_the_layout_search_names_the_setting_that_is_out_of_range():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.calendar.editions import load_edition
    from gridsat.puzzles.calendar.layout import search_layouts

    with pytest.raises(PuzzleInputError) as err:
        search_layouts(load_edition("dragonfjord"), mode="labels", restarts=1, steps=0)
    assert str(err.value) == "steps must be from 1 to 1000000, got 0"  # was "restarts must be 1..10000 and steps ..."


def test_generate_refuses_to_with_a_collection_it_would_not_print(run_cli, tmp_path):
    out = tmp_path / "g.jsonl"  # --to url was silently dropped: nothing printed, exit 0
    assert run_cli("generate", "yinyang", "--size", "6x6", "--count", "2", "-o", str(out), "--to", "url") == (
        2, "", f"gridsat: error: --to does not apply to --out {str(out)!r} without --json (a collection keeps each "
               "puzzle in its kind's format and prints nothing)\n")
    assert not out.exists()
    code, text, _ = run_cli("generate", "yinyang", "--size", "6x6", "-o", str(out), "--to", "url", "--json")
    assert code == 0 and json.loads(text)["url"] == "https://puzz.link/p?yinyang/6/6/0309j0960000"


def test_generate_writes_collections_batch_reads_as_collections(run_cli, tmp_path):
    # x.JSONL held the puzzle's text, which batch (reading any case of .jsonl as a collection) found bad on every line;
    # x.jsonl.gz held plain text that batch refused as gzip
    upper, results = tmp_path / "g.JSONL", tmp_path / "r.jsonl"
    assert run_cli("generate", "yinyang", "--size", "6x6", "-o", str(upper))[0] == 0
    assert run_cli("batch", str(upper), "-o", str(results), "-q", "-j", "1") == (0, "", "")
    assert json.loads(results.read_text())["status"] == "solved"
    gz = tmp_path / "g.jsonl.gz"
    assert run_cli("generate", "yinyang", "-o", str(gz)) == (
        2, "", f"gridsat: error: --out {str(gz)!r}: generate writes a plain .jsonl collection (compress it after)\n")


@pytest.mark.parametrize("args, flag, read", [
    # the puzzle was replaced by the model or the picture (written atomically, it left no trace of the puzzle)
    (["yinyang", "{p}.txt", "--export-model", "{p}.txt"], "--export-model", "{p}.txt"),
    (["yinyang", "{p}.txt", "--export-model", "{p}-link.txt"], "--export-model", "{p}.txt"),
    (["solve", "{p}.png", "--png", "{p}.png"], "--png", "{p}.png"),
    (["hint", "{p}.txt", "--position", "{p}.svg", "--svg", "{p}.svg"], "--svg", "{p}.svg"),
    (["pack", "-b", "2x5", "-p", "{p}.svg", "--svg", "{p}.svg"], "--svg", "{p}.svg"),
])
def test_no_file_to_write_replaces_a_file_the_command_reads(run_cli, tmp_path, args, flag, read):
    p = str(tmp_path / "p")
    for suffix in (".txt", ".png", ".svg"):
        shutil.copy(JANKO, p + suffix)
    if "pack" in args:
        Path(p + ".svg").write_text("#####\n\n#####\n")  # a piece file (two I pentominoes)
    (tmp_path / "p-link.txt").symlink_to(tmp_path / "p.txt")
    kept = {f: f.read_bytes() for f in tmp_path.iterdir()}
    args = [a.replace("{p}", p) for a in args]
    written, read = args[args.index(flag) + 1], read.replace("{p}", p)
    also = "" if written == read else f" ({read!r})"
    assert run_cli(*args) == (2, "", f"gridsat: error: {flag} {written!r} is a file this command reads{also}: "
                                     "writing it would replace it; choose another name\n")
    assert {f: f.read_bytes() for f in tmp_path.iterdir()} == kept


COLLECTION = DATA / "collection" / "yinyang-5x5.jsonl"


def _batch_lines(tmp_path, run_cli) -> tuple[Path, list]:
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(COLLECTION), "-o", str(out), "-q", "-j", "1") == (0, "", "")
    return out, out.read_text().splitlines()


@pytest.mark.parametrize("field, value", [
    ("line", [1]), ("seconds", "x"), ("status", ["solved"]),  # each a traceback (an unhashable key, a sum, a Counter)
    ("line", "4"), ("line", None),  # each a 101st puzzle, redone beside the edited line: "-1 to go", exit 1
    ("status", "bogus"),  # counted in a column of its own and kept as done
    # (the sixth pass) a count cut short is redone when 'complete' is false: a hand-edited "false" (text), 0 or
    # null kept it as done, for good
    ("complete", "false"), ("complete", 0), ("complete", None),
])
def test_a_results_line_edited_by_hand_is_refused_in_one_line(run_cli, tmp_path, field, value):
    out, lines = _batch_lines(tmp_path, run_cli)
    record = json.loads(lines[3])
    record[field] = value
    out.write_text("\n".join(lines[:3] + [json.dumps(record)] + lines[4:]) + "\n")
    kept = out.read_bytes()
    from gridsat.core.errors import shown

    # (the seventy-fifth pass) the field is named: " (its 'seconds' is 'x')" was left out; (pass 81b) null in JSON's
    # word, where it was Python's None
    words = "null" if value is None else shown(value, 40)
    assert run_cli("batch", str(COLLECTION), "-o", str(out), "-q", "-j", "1") == (
        2, "", f"gridsat: error: {out}: line 4 is not a JSON record with a key (its {field!r} is {words}); "
               "this file was not written by gridsat or was edited, or holds another command's results: mend or "
               "delete line 4 to keep the others, or choose another output file\n")
    assert out.read_bytes() == kept


def test_a_collection_that_shrank_resumes_with_its_own_lines(run_cli, tmp_path):
    # 50 of its 100 lines deleted: "resuming: 100 puzzle(s) already in r.jsonl, -50 to go", then "stopped by
    # --total-time: -50 puzzle(s) not started" (no --total-time was given) and exit 1
    collection = tmp_path / "c.jsonl"
    collection.write_text("".join(COLLECTION.read_text().splitlines(keepends=True)[:50]))
    out = tmp_path / "r.jsonl"
    out.write_text("".join(line.replace(str(COLLECTION), str(collection)) + "\n"
                           for line in _batch_lines(tmp_path, run_cli)[1]))
    code, text, err = run_cli("batch", str(collection), "-o", str(out), "-j", "1")
    assert (code, text.splitlines()[0]) == (0, f"50 puzzles in {out} (0 new, 50 resumed)")
    assert err.splitlines()[0] == f"resuming: 50 puzzles already in {out}, 0 to go"
    # the lines of the puzzles it no longer has are taken out, and said (they were kept for good)
    assert len(out.read_text().splitlines()) == 50
    assert "taken out: 50 lines whose puzzles are no longer in the collection (it has fewer lines now)\n" in text


@pytest.mark.parametrize("field, value", [
    ("date", ["2025-01-04"]), ("status", ["solved"]),  # tracebacks: an unhashable key, a progress line
    ("status", "bogus"),  # kept as done: "365 dates, 364 solved, 0 infeasible, 0 unknown", exit 1
    ("seconds", "x"), ("complete", "no"), ("placements", "x"),  # kept as done, silently
])
def test_a_year_line_edited_by_hand_is_refused_in_one_line(run_cli, tmp_path, year_results, field, value):
    out = tmp_path / "year.jsonl"
    out.write_text(year_results(2025))  # as `gridsat calendar --year 2025 -o year.jsonl` wrote it
    lines = out.read_text().splitlines()
    record = json.loads(lines[3])
    record[field] = value
    out.write_text("\n".join(lines[:3] + [json.dumps(record)] + lines[4:]) + "\n")
    kept = out.read_bytes()
    from gridsat.core.errors import shown

    # (pass 81b) the field named, as a batch line's is: it was "line 4 is not a JSON record with a key" alone
    assert run_cli("calendar", "--year", "2025", "-o", str(out)) == (
        2, "", f"gridsat: error: {out}: line 4 is not a JSON record with a key (its {field!r} is {shown(value, 40)}); "
               "this file was not written by gridsat or was edited, or holds another command's results: mend or "
               "delete line 4 to keep the others, or choose another output file\n")
    assert out.read_bytes() == kept


@pytest.mark.parametrize("args, error", [
    # "wrote 2 Domino Fit puzzles to g.jsonl", writing none: seeds 1 and 2 of the Yin-Yangs were taken for done
    (["dominofit", "--count", "2"], "seed 1 of kind yinyang, not dominofit"),
    (["yinyang", "--size", "6x6", "--count", "3"], "seed 1 made with --size 5x5, not --size 6x6"),
    (["yinyang", "--size", "5x5", "--count", "3", "--grade", "easy"],
     "seed 1 made without --grade, not with --grade easy"),
])
def test_a_generated_collection_resumes_only_the_same_run(run_cli, tmp_path, args, error):
    out = tmp_path / "g.jsonl"
    assert run_cli("generate", "yinyang", "--size", "5x5", "--count", "2", "-o", str(out))[0] == 0
    kept = out.read_bytes()
    assert run_cli("generate", *args, "-o", str(out)) == (
        2, "", f"gridsat: error: {out}: line 1: the file holds {error}: it belongs to another run; choose another "
               "--out\n")
    assert out.read_bytes() == kept
    code, _, err = run_cli("generate", "yinyang", "--size", "5x5", "--count", "3", "-o", str(out))  # the same run
    assert (code, err, len(out.read_text().splitlines())) == (
        0, f"wrote 1 Yin-Yang puzzle to {out} (2 of the 3 seeds were there already)\n", 3)


@pytest.mark.parametrize("value", ["2", [2], 2.0, -2])
def test_a_generated_collection_with_a_seed_edited_is_refused(run_cli, tmp_path, value):
    out = tmp_path / "g.jsonl"
    assert run_cli("generate", "yinyang", "--size", "5x5", "--count", "3", "-o", str(out))[0] == 0
    lines = out.read_text().splitlines()
    record = json.loads(lines[1])
    record["seed"] = value  # "2" and 2.0: seed 2 was made again beside it (two copies of a puzzle); [2]: a traceback
    out.write_text("\n".join([lines[0], json.dumps(record), lines[2]]) + "\n")
    kept = out.read_bytes()
    from gridsat.core.errors import shown

    # (pass 81b) the field named, as a batch line's is
    assert run_cli("generate", "yinyang", "--size", "5x5", "--count", "3", "-o", str(out)) == (
        2, "", f"gridsat: error: {out}: line 2 is not a JSON record with a key (its 'seed' is {shown(value, 40)}); "
               "this file was not written by gridsat or was edited, or holds another command's results: mend or "
               "delete line 2 to keep the others, or choose another output file\n")
    assert out.read_bytes() == kept


def _edited(out: Path, lines: list, number: int, field: str, value) -> bytes:
    record = json.loads(lines[number - 1])
    record[field] = value
    lines = lines[:number - 1] + [json.dumps(record)] + lines[number:]
    out.write_text("\n".join(lines) + "\n")
    return out.read_bytes()


DESIGN = [json.dumps(line) for line in (
    {"record": "search", "signature": "3bef99d728435f3f", "board": "standard"},
    {"record": "design", "design": "H01 F5 I5 L5 N5 P5 T5 U5", "chunk": 0, "dates": 366, "all_solvable": False,
     "unsolvable": 26, "total": 2901, "fewest": {"count": 0, "dates": ["02-01"]}, "median": {"count": 7, "dates": []},
     "most": {"count": 45, "dates": ["01-09"]}, "cv": 0.895, "seconds": 0.1},
    {"record": "chunk", "chunk": 0, "prefix": ["H01", "F5", "I5"], "designs": 210, "ruled_out": 208,
     "by_relaxation": 200, "censused": 2, "kills": {"02-01": 100}, "seconds": 1.2},
    {"record": "design", "design": "H01 F5 I5 L5 N5 P5 T5 V5", "chunk": 0, "dates": 366, "all_solvable": False,
     "unsolvable": 30, "total": 2500, "fewest": {"count": 0, "dates": ["02-01"]}, "median": None, "most": None,
     "cv": 0.9, "seconds": 0.1})]
LAYOUT = [json.dumps(line) for line in (
    {"record": "search", "restart": None, "mode": "labels"},
    {"record": "layout", "restart": 0, "rows": ["22  Feb 23  16  Jun 1   ."], "dates": 366, "where": [3, 1, 2]},
    {"record": "layout", "restart": 1, "rows": ["Sep 29  Feb 3   15  16  ."], "dates": 366, "where": [1, 2, 3]})]


@pytest.mark.parametrize("args, lines, number, field, value", [
    # tracebacks (sorting the designs by an edited total or fewest), and "all_solvable": "no" counted as solvable
    (["--design", "standard", "--pieces", "pentominoes+hexominoes", "--choose", "8"], DESIGN, 2, "total", "x"),
    (["--design", "standard", "--pieces", "pentominoes+hexominoes", "--choose", "8"], DESIGN, 2, "fewest", 5),
    (["--design", "standard", "--pieces", "pentominoes+hexominoes", "--choose", "8"], DESIGN, 2, "all_solvable", "no"),
    (["--design", "standard", "--pieces", "pentominoes+hexominoes", "--choose", "8"], DESIGN, 3, "chunk", "0"),
    # restart "0" was done again beside it, and every run after said "stopped by the time limit", exit 1
    (["--layout", "labels", "--restarts", "2"], LAYOUT, 2, "restart", "0"),
    (["--layout", "labels", "--restarts", "2"], LAYOUT, 2, "where", "x"),
])
def test_a_search_line_edited_by_hand_is_refused_before_the_search(run_cli, tmp_path, monkeypatch, args, lines,
                                                                    number, field, value):
    monkeypatch.setattr("gridsat.puzzles.calendar.layout.edition_pair_table", _never)
    monkeypatch.setattr("gridsat.puzzles.calendar.design_eval.Evaluator.run_chunk", _never)
    out = tmp_path / "search.jsonl"
    kept = _edited(out, list(lines), number, field, value)
    shown = repr(value) if isinstance(value, str) else json.dumps(value)
    named = f" (its {field!r} is {shown})"  # (pass 81b, lead 32: a layout's and a design's edited field named)
    assert run_cli("calendar", *args, "-o", str(out)) == (
        2, "", f"gridsat: error: {out}: line {number} is not a JSON record with a key{named}; this file was not written "
               f"by gridsat or was edited, or holds another command's results: mend or delete line {number} to keep "
               "the others, or choose another output file\n")
    assert out.read_bytes() == kept


def test_a_census_stopped_by_its_time_limit_marks_its_lines_and_the_next_run_redoes_them(run_cli, tmp_path):
    # every date's count so far was written as if final ("count": 0 for dates with 64 solutions) and kept by every
    # later run over the same file
    out = tmp_path / "census.jsonl"
    assert run_cli("calendar", "--census", "-o", str(out), "-t", "1e-9")[0] == 1
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 366 and all(line["complete"] is False for line in lines)
    assert run_cli("calendar", "--census", "-o", str(out))[0] == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 366 and not any("complete" in line for line in lines)
    assert {(line["month"], line["day"]): line["count"] for line in lines}[(10, 6)] == 7  # the published fewest


def test_calls_in_flight_end_a_grace_after_the_run_is_over():
    # the pool waited for every call in flight: a design search with -t 2 --jobs 4 took 11 s under load (each worker
    # spawned, imported and built its tables before its first look at the clock)
    import time

    from gridsat.core.workers import run_on_processes

    got, start = [], time.monotonic()
    run_on_processes(time.sleep, iter([(60,)] * 4), 2, lambda: time.monotonic() > start + 0.2, got.append, grace=0.2)
    assert got == [] and time.monotonic() - start < 30  # four calls of 60 s each, ended (the bound is load-proof)


@pytest.mark.parametrize("args", [
    ["solve", "https://puzz.link/p?sudoku/4/4/g1k23k3g"], ["sudoku", "https://puzz.link/p?sudoku/4/4/g1k23k3g"],
    ["hint", str(JANKO)], ["grade", str(JANKO)], ["calendar", "2026-10-06"], ["generate", "yinyang"],
])
@pytest.mark.parametrize("limit, shown", [("inf", "inf"), ("1e300", "1e+300"), ("1e9", "1e+09")])
def test_a_time_limit_past_any_timer_is_one_line(run_cli, args, limit, shown):
    # an OverflowError traceback from the reading timer (setitimer), exit 1; generate made its puzzle
    assert run_cli(*args, "-t", limit) == (
        2, "", f"gridsat: error: -t/--time-limit must be below a billion seconds (leave it out for none), got {shown}\n")


def test_generate_never_overwrites_a_puzzle_another_run_wrote_meanwhile(run_cli, tmp_path, monkeypatch):
    # two runs with the same --out both printed "wrote race.txt": the second replaced the first's puzzle
    from gridsat.puzzles.yinyang.generator import YinYangGenerator

    out = tmp_path / "race.txt"
    make = YinYangGenerator.generate

    def meanwhile(self, *args, **kwargs):
        made = make(self, *args, **kwargs)
        out.write_text("the other run's puzzle\n")  # written while this run generated
        return made

    monkeypatch.setattr(YinYangGenerator, "generate", meanwhile)
    assert run_cli("generate", "yinyang", "--size", "5x5", "-o", str(out)) == (
        2, "", f"gridsat: error: {str(out)!r} exists (another run wrote it meanwhile): choose another name (gridsat "
               "never overwrites it)\n")
    assert out.read_text() == "the other run's puzzle\n" and [f.name for f in tmp_path.iterdir()] == ["race.txt"]


def test_solve_refuses_a_picture_of_a_kind_without_pictures_before_solving(run_cli, tmp_path, monkeypatch):
    # "there is no solution to draw" once the cover was solved: it has one; its kind draws none
    monkeypatch.setattr("gridsat.cli.solve.run_and_show", _never)  # first: imported under common's, it kept _never
    monkeypatch.setattr("gridsat.cli.common.run_and_show", _never)
    assert run_cli("solve", str(DATA / "cover" / "pentominoes-6x10.dlx"), "--png", str(tmp_path / "c.png")) == (
        2, "", "gridsat: error: --png does not apply to Exact cover puzzles (gridsat draws no picture of them)\n")
