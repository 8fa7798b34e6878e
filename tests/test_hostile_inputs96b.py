"""Pass 96, part b: batch resumes of projects reached through links."""

from __future__ import annotations

import json
import os
from pathlib import Path

from gridsat.batch import run_batch

DATA = Path(__file__).parent / "data"
LEVELS = (DATA / "collection" / "dominofit-6x6.jsonl").read_text().splitlines()[:8]


def _puzzle(number: int) -> str:
    """Level ``number`` (0-based) of the Domino Fit bank as a puzzle file's JSON."""
    return json.dumps(json.loads(LEVELS[number])["puzzle"])


def _lines(out: Path) -> list:
    return [(r["file"], r.get("at"), r.get("line"), r["digest"]) for r in map(json.loads, out.read_text().splitlines())]


def _counts(summary) -> tuple:
    return summary.new, summary.skipped, summary.others, summary.edited, summary.gone, summary.moved


def test_a_puzzle_link_resumed_with_the_folder_it_leads_to(tmp_path, monkeypatch):
    """proj/levels/x.json a link to outside/x.json (and y.jsonl to outside/y.jsonl): `batch proj/levels` wrote
    their lines, then `batch proj/levels outside` read each file once, by its own name, and solved all three
    again ("3 new, 1 resumed"), keeping the link's lines as other inputs': each puzzle twice in the file."""
    (tmp_path / "outside").mkdir()
    levels = tmp_path / "proj" / "levels"
    levels.mkdir(parents=True)
    (tmp_path / "outside" / "x.json").write_text(_puzzle(5))
    (tmp_path / "outside" / "y.jsonl").write_text(LEVELS[6] + "\n" + LEVELS[7] + "\n")
    os.symlink(tmp_path / "outside" / "x.json", levels / "x.json")
    os.symlink("../../outside/y.jsonl", levels / "y.jsonl")
    (levels / "own.json").write_text(_puzzle(0))
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "proj" / "r.jsonl"
    assert _counts(run_batch(["proj/levels"], "proj/r.jsonl", jobs=1)) == (4, 0, 0, 0, 0, 0)
    first = sorted(d for *_, d in _lines(out))
    assert _counts(run_batch(["proj/levels", "outside"], "proj/r.jsonl", jobs=1)) == (0, 4, 0, 0, 0, 0)
    assert sorted(d for *_, d in _lines(out)) == first  # one line a puzzle, none solved again
    assert _counts(run_batch(["proj/levels"], "proj/r.jsonl", jobs=1)) == (0, 4, 0, 0, 0, 0)
    assert sorted(d for *_, d in _lines(out)) == first


def test_dot_dot_after_a_folder_link_names_where_the_file_is(tmp_path, monkeypatch):
    """P/levels a link to ../deep/shared/levels: `batch levels/../other/x.json` reads deep/shared/other/x.json,
    but its line said "at": "other/x.json" (P/other/x.json, another puzzle), and a run given P/other/x.json took
    that line for its own puzzle edited since ("redone: 1 puzzle edited since"): the line lost."""
    shared = tmp_path / "deep" / "shared"
    (shared / "levels").mkdir(parents=True)
    (shared / "other").mkdir()
    project = tmp_path / "P"
    (project / "other").mkdir(parents=True)
    os.symlink("../deep/shared/levels", project / "levels")
    (shared / "other" / "x.json").write_text(_puzzle(5))
    (project / "other" / "x.json").write_text(_puzzle(6))
    monkeypatch.chdir(project)
    out = project / "r.jsonl"
    assert _counts(run_batch(["levels/../other/x.json"], "r.jsonl", jobs=1)) == (1, 0, 0, 0, 0, 0)
    there = _lines(out)
    assert [at for _, at, *_ in there] == ["../deep/shared/other/x.json"]
    assert _counts(run_batch(["other/x.json"], "r.jsonl", jobs=1)) == (1, 0, 1, 0, 0, 0)
    assert _lines(out)[0] == there[0]
    assert _counts(run_batch(["levels/../other/x.json"], "r.jsonl", jobs=1)) == (0, 1, 1, 0, 0, 0)
    assert _counts(run_batch(["../deep/shared/other", "other"], "r.jsonl", jobs=1)) == (0, 2, 0, 0, 0, 0)


def test_a_file_deleted_from_a_folder_searched_by_its_other_name_is_taken_out(tmp_path, monkeypatch):
    """proj/levels a link to ../shared/levels, its lines written by one name, then one.json and sub/ deleted and
    the folder searched by the other: their three lines were kept as other inputs' ("2 resumed", 3 lines more
    than the run's puzzles), where the same run by the same name took them out."""
    for first, then in (("levels", "../shared/levels"), ("../shared/levels", "levels")):
        root = tmp_path / first.replace(".", "_").replace("/", "_")
        levels = root / "shared" / "levels"
        (levels / "sub").mkdir(parents=True)
        (levels / "one.json").write_text(_puzzle(0))
        (levels / "c.jsonl").write_text(LEVELS[1] + "\n" + LEVELS[2] + "\n")
        (levels / "sub" / "two.json").write_text(_puzzle(3))
        (levels / "sub" / "d.jsonl").write_text(LEVELS[4] + "\n")
        (root / "proj").mkdir()
        os.symlink("../shared/levels", root / "proj" / "levels")
        monkeypatch.chdir(root / "proj")
        assert _counts(run_batch([first], "r.jsonl", jobs=1)) == (5, 0, 0, 0, 0, 0)
        (levels / "one.json").unlink()
        (levels / "sub" / "two.json").unlink()
        (levels / "sub" / "d.jsonl").unlink()
        (levels / "sub").rmdir()
        assert _counts(run_batch([then], "r.jsonl", jobs=1)) == (0, 2, 0, 0, 3, 0)
        assert [line for _, _, line, _ in _lines(root / "proj" / "r.jsonl")] == [1, 2]


def test_an_older_line_deleted_from_a_folder_searched_by_its_other_name_is_taken_out(tmp_path, monkeypatch):
    """Lines without 'at' (an older gridsat's) written through the link levels -> ../shared/levels, sub/ deleted,
    then `batch ../shared/levels` from the same folder: its two lines were kept as other inputs'."""
    levels = tmp_path / "shared" / "levels"
    (levels / "sub").mkdir(parents=True)
    (levels / "one.json").write_text(_puzzle(0))
    (levels / "sub" / "two.json").write_text(_puzzle(3))
    (levels / "sub" / "d.jsonl").write_text(LEVELS[4] + "\n")
    (tmp_path / "proj").mkdir()
    os.symlink("../shared/levels", tmp_path / "proj" / "levels")
    monkeypatch.chdir(tmp_path / "proj")
    out = tmp_path / "proj" / "r.jsonl"
    assert _counts(run_batch(["levels"], "r.jsonl", jobs=1)) == (3, 0, 0, 0, 0, 0)
    older = [{k: v for k, v in r.items() if k != "at"} for r in map(json.loads, out.read_text().splitlines())]
    out.write_text("".join(json.dumps(r) + "\n" for r in older))
    for name in ("two.json", "d.jsonl"):
        (levels / "sub" / name).unlink()
    (levels / "sub").rmdir()
    assert _counts(run_batch(["../shared/levels"], "r.jsonl", jobs=1)) == (0, 1, 0, 0, 2, 0)
    assert [(file, at) for file, at, *_ in _lines(out)] == [("../shared/levels/one.json", "../shared/levels/one.json")]
