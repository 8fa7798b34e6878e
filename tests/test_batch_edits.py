"""A resumed batch redoes a puzzle edited since its results line was written:
the line's ``digest`` names the puzzle's text as it was (a collection line,
or a puzzle file's bytes).  Before, the results line was kept, so line 2 of a
collection edited from a Star Battle to a Nurikabe kept the Star Battle's
answer as done."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from gridsat.batch import Item, run_batch
from gridsat.batch.sources import digest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
STARS = "https://puzz.link/p?starbattle/1/1/1//"
YINYANG = Path(__file__).parent / "data" / "batch" / "yinyang_6x6.txt"


def _lines(path: Path) -> list:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_an_edited_collection_line_is_redone_and_the_others_kept(tmp_path):
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text(f"{NURIKABE}\n{STARS}\n")
    first = run_batch([collection], out, jobs=1)
    assert (first.new, first.edited) == (2, 0)
    assert [r["digest"] for r in _lines(out)] == [digest(Item(str(collection), 1, NURIKABE + "\n")),
                                                 digest(Item(str(collection), 2, STARS))]
    collection.write_text(f"{NURIKABE}\n{NURIKABE}\n")
    second = run_batch([collection], out, jobs=1)
    assert (second.new, second.skipped, second.edited) == (1, 1, 1)
    records = _lines(out)
    assert [(r["line"], r["kind"], r["status"]) for r in records] == [(1, "nurikabe", "solved"),
                                                                       (2, "nurikabe", "solved")]
    assert records[0]["answer"] == records[1]["answer"]
    third = run_batch([collection], out, jobs=1)
    assert (third.new, third.skipped, third.edited) == (0, 2, 0)


def test_an_edited_puzzle_file_is_redone(tmp_path):
    folder, out = tmp_path / "puzzles", tmp_path / "r.jsonl"
    folder.mkdir()
    shutil.copy(YINYANG, folder / "a.txt")
    (folder / "b.url").write_text(STARS + "\n")
    assert run_batch([folder], out, jobs=1).new == 2
    (folder / "b.url").write_text(NURIKABE + "\n")
    again = run_batch([folder], out, jobs=1)
    assert (again.new, again.skipped, again.edited) == (1, 1, 1)
    assert sorted((Path(r["file"]).name, r["kind"]) for r in _lines(out)) == [("a.txt", "yinyang"),
                                                                              ("b.url", "nurikabe")]


def test_a_line_without_a_digest_is_taken_as_it_is(tmp_path):
    """Results written by an older gridsat have no digest: they are kept, not all redone."""
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text(f"{NURIKABE}\n")
    run_batch([collection], out, jobs=1)
    record = _lines(out)[0]
    del record["digest"]
    out.write_text(json.dumps(record) + "\n")
    collection.write_text(f"{STARS}\n")
    again = run_batch([collection], out, jobs=1)
    assert (again.new, again.skipped, again.edited) == (0, 1, 0)


def test_the_command_says_how_many_it_redid(run_cli, tmp_path):
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text(f"{STARS}\n")
    assert run_cli("batch", str(collection), "--out", str(out), "-j", "1")[0] == 0
    collection.write_text(f"{NURIKABE}\n")
    code, text, _ = run_cli("batch", str(collection), "--out", str(out), "-j", "1")  # stderr: the progress
    assert code == 0
    assert "redone: 1 puzzle edited since an earlier run wrote its line" in text


def test_a_resume_asking_for_more_redoes_the_lines_without_it(tmp_path):
    """Lines solved without --unique were kept by a resume with --unique: no line had a verdict, yet the run
    ended 'every puzzle has its line'.  The same for --check-answer; a puzzle without a recorded solution gets
    matches_record null, so it is not redone again and again."""
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text(f"{NURIKABE}\n{STARS}\n")
    run_batch([collection], out, jobs=1)
    assert ["uniqueness" in r for r in _lines(out)] == [False, False]
    again = run_batch([collection], out, jobs=1, unique=True)
    assert (again.new, again.redone) == (2, 2)
    assert [r["uniqueness"] for r in _lines(out)] == ["unique", "unique"]
    assert run_batch([collection], out, jobs=1, unique=True).new == 0  # every line has it now
    assert run_batch([collection], out, jobs=1).new == 0  # more than asked: kept
    checked = run_batch([collection], out, jobs=1, check_answer=True)
    assert (checked.new, [r["matches_record"] for r in _lines(out)]) == (2, [None, None])
    assert run_batch([collection], out, jobs=1, check_answer=True).new == 0
    assert ["uniqueness" in r for r in _lines(out)] == [False, False]  # the redone lines answer this run's asking


def test_a_solved_line_edited_to_lose_its_answer_is_redone(tmp_path):
    """A hand-edited line saying 'solved' with no answer was kept as done by every resume."""
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text(f"{NURIKABE}\n{STARS}\n")
    run_batch([collection], out, jobs=1)
    records = _lines(out)
    answer = records[0].pop("answer")
    out.write_text("".join(json.dumps(r) + "\n" for r in records))
    again = run_batch([collection], out, jobs=1)
    assert (again.new, again.redone, again.skipped) == (1, 1, 1)
    assert {r["line"]: r["answer"] for r in _lines(out)}[1] == answer
