"""Hostile pass 95, part d: people with collections (batch over whole level banks, resumed)."""

from __future__ import annotations

import json

from gridsat.batch import run_batch


def _lines(path):
    return sorted(map(json.loads, path.read_text().splitlines()), key=lambda r: r["line"])


def test_a_record_whose_kind_has_two_letters_swapped_is_named(tmp_path):
    """{"kidn": "nurikabe", "puzzle": GRID}: the field passed the near-miss test (a short word's swap is too far
    by ratio), was dropped unsaid, and the grid was said to have "no kind named above it"."""
    collection = tmp_path / "c.jsonl"
    grid = "2 . .\n. . .\n. . 1\n"
    collection.write_text(
        "".join(json.dumps({key: "nurikabe", "puzzle": grid}) + "\n" for key in ("kidn", "knid", "kind"))
    )
    run_batch([str(collection)], str(tmp_path / "r.jsonl"), jobs=1)
    lines = _lines(tmp_path / "r.jsonl")
    assert [r["error"] for r in lines[:2]] == [
        f"c.jsonl: line {n}: the record's field {key!r} is not one gridsat reads (did you mean 'kind'?)"
        for n, key in ((1, "kidn"), (2, "knid"))
    ]
    assert lines[2]["kind"] == "nurikabe" and lines[2]["status"] == "infeasible"  # (2 + 1 white cells: a pool)


def _boards(folder, numbers):
    grid = "0 0 1 2 0 0\n1 0 0 0 0 0\n0 1 0 2 1 2\n0 0 0 0 0 0\n0 0 2 0 1 0\n0 0 0 0 0 1\n"
    folder.mkdir(parents=True)
    for n in numbers:  # distinct boards: the first given circle moved along the top row
        rows = grid.splitlines()
        rows[5] = " ".join("1" if i == n else "0" for i in range(6))
        (folder / f"p{n}.txt").write_text("\n".join(rows) + "\n")


def test_a_subfolder_deleted_takes_its_lines_out(tmp_path, monkeypatch):
    """`rm -r levels/b` between two runs of `gridsat batch levels`: its lines were kept as "other inputs" (a file
    deleted alone was taken out), the results file holding lines of puzzles that no longer exist."""
    monkeypatch.chdir(tmp_path)
    _boards(tmp_path / "levels" / "a", (0, 1))
    _boards(tmp_path / "levels" / "b", (2, 3))
    assert run_batch(["levels"], "r.jsonl", jobs=1).new == 4
    for f in (tmp_path / "levels" / "b").iterdir():
        f.unlink()
    (tmp_path / "levels" / "b").rmdir()
    summary = run_batch(["levels"], "r.jsonl", jobs=1)
    assert (summary.skipped, summary.others, summary.gone, summary.deleted) == (2, 0, 2, 2)
    assert sorted(r["file"] for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())) == [
        "levels/a/p0.txt",
        "levels/a/p1.txt",
    ]
    (tmp_path / "levels" / "a").rename(tmp_path / "levels" / "c")  # renamed, not deleted: its lines follow
    summary = run_batch(["levels"], "r.jsonl", jobs=1)
    assert (summary.new, summary.skipped, summary.moved, summary.gone) == (0, 2, 2, 0)


def test_a_link_beside_its_file_does_not_take_its_name(tmp_path, monkeypatch):
    """`a_latest.txt -> p2.txt` in the folder: the file was read once, by the name first in order (the link's),
    p2.txt left without a line; with the link pointed at another file, p2.txt's line (now the link's) was done again
    and the other file's line kept as "other inputs", 4 lines for 3 puzzles."""
    monkeypatch.chdir(tmp_path)
    _boards(tmp_path / "lv", (0, 1, 2))
    (tmp_path / "lv" / "a_latest.txt").symlink_to("p2.txt")
    run_batch(["lv"], "r.jsonl", jobs=1)
    files = lambda: sorted(r["file"] for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines()))  # noqa: E731
    assert files() == ["lv/p0.txt", "lv/p1.txt", "lv/p2.txt"]
    (tmp_path / "lv" / "a_latest.txt").unlink()
    (tmp_path / "lv" / "a_latest.txt").symlink_to("p1.txt")
    summary = run_batch(["lv"], "r.jsonl", jobs=1)
    assert (summary.new, summary.skipped, summary.others) == (0, 3, 0)
    assert files() == ["lv/p0.txt", "lv/p1.txt", "lv/p2.txt"]


YY = ("https://puzz.link/p?yinyang/5/5/016612300", "https://puzz.link/p?yinyang/6/6/6a166b230900")


def test_a_level_put_in_on_a_resume_from_another_folder_keeps_each_line_at_its_collection(tmp_path, monkeypatch):
    """**WRONG ANSWER** in the results file: written from `a`, resumed from the folder above after a level was put in
    at the top of a/c.jsonl, each renumbered line kept its run's `file` "c.jsonl" and was given `at` "../c.jsonl"
    (that name from this run's folder): another collection of that name (or none) held the answer of a/c.jsonl's
    puzzle, and a/c.jsonl's own lines were solved again."""
    (tmp_path / "a").mkdir()
    (tmp_path / "c.jsonl").write_text("\n".join(reversed(YY)) + "\n")  # another collection of the same name
    (tmp_path / "a" / "c.jsonl").write_text("\n".join(YY) + "\n")
    monkeypatch.chdir(tmp_path / "a")
    assert run_batch(["c.jsonl"], "r.jsonl", jobs=1).new == 2
    first = {r["line"]: r["answer"] for r in map(json.loads, (tmp_path / "a" / "r.jsonl").read_text().splitlines())}
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a" / "c.jsonl").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n" + "\n".join(YY) + "\n")
    summary = run_batch(["a/c.jsonl"], "a/r.jsonl", jobs=1)
    assert (summary.new, summary.skipped, summary.moved, summary.others) == (1, 2, 2, 0)
    lines = _lines(tmp_path / "a" / "r.jsonl")
    assert [(r["file"], r["at"], r["line"]) for r in lines] == [("a/c.jsonl", "c.jsonl", n) for n in (1, 2, 3)]
    assert [lines[1]["answer"], lines[2]["answer"]] == [first[1], first[2]]
