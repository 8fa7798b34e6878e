"""Hostile pass 91, part b: batch results shared across folders."""

from __future__ import annotations

import json
import shutil

from gridsat.batch import run_batch

PIECES = "I*2: ####\nO*2: ##/##\nT*2: ###/.#.\nL*2: ###/#..\nS*2: .##/##.\n"


def test_a_line_that_read_a_file_follows_the_project_folder_moved_whole(tmp_path, monkeypatch):
    """The results file moved with its puzzles (`mv project project2`): a line with 'reads' (a piece file)
    still named the old folder, and was solved again as "1 puzzle edited since an earlier run wrote its line"
    (nothing was edited).  It is now kept, its 'reads' naming the file where it is."""
    levels = tmp_path / "project" / "a" / "levels"
    levels.mkdir(parents=True)
    (levels / "pieces.txt").write_text(PIECES)
    (levels / "pk.json").write_text('{"kind": "pack", "board": "5x8", "pieces": "pieces.txt"}')
    monkeypatch.chdir(levels.parent)
    assert run_batch(["levels"], "../r.jsonl", jobs=1).new == 1
    shutil.move(tmp_path / "project", tmp_path / "project2")
    monkeypatch.chdir(tmp_path / "project2" / "a")
    again = run_batch(["levels"], "../r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.edited) == (0, 1, 0)
    record = json.loads((tmp_path / "project2" / "r.jsonl").read_text())
    assert record["reads"] == [str(tmp_path / "project2" / "a" / "levels" / "pieces.txt")]
    assert record["at"] == "a/levels/pk.json" and record["status"] == "solved"
    assert run_batch(["levels"], "../r.jsonl", jobs=1).skipped == 1  # and kept so from then on


def test_a_puzzle_reached_through_a_link_keeps_its_line(tmp_path, monkeypatch):
    """a/levels is a link to shared/levels: `cd a && gridsat batch levels --out ../r.jsonl`, then `gridsat batch
    shared/levels --out r.jsonl` from the folder above solved every puzzle again ("2 new, 0 resumed") and the
    file held two lines of each, the first kept as another input's.  The same files are now known by either
    name."""
    shared = tmp_path / "shared" / "levels"
    shared.mkdir(parents=True)
    (shared / "c.jsonl").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    (shared / "p.url").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "levels").symlink_to(shared, target_is_directory=True)
    monkeypatch.chdir(tmp_path / "a")
    assert run_batch(["levels"], "../r.jsonl", jobs=1).new == 2
    monkeypatch.chdir(tmp_path)
    again = run_batch(["shared/levels"], "r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.others) == (0, 2, 0)
    assert len((tmp_path / "r.jsonl").read_text().splitlines()) == 2


def test_a_line_that_read_a_file_follows_the_results_file_moved_alone(tmp_path, monkeypatch):
    """`gridsat batch a/levels --out r.jsonl`, then r.jsonl moved into a/: the line with 'reads' was solved
    again ("1 new, 1 resumed") and its old line kept as another input's, two lines for one puzzle.  It is now
    kept, its 'at' from the results file's new folder."""
    levels = tmp_path / "a" / "levels"
    levels.mkdir(parents=True)
    (levels / "pieces.txt").write_text(PIECES)
    (levels / "pk.json").write_text('{"kind": "pack", "board": "5x8", "pieces": "pieces.txt"}')
    monkeypatch.chdir(tmp_path)
    assert run_batch(["a/levels"], "r.jsonl", jobs=1).new == 1
    shutil.move(tmp_path / "r.jsonl", levels.parent / "r.jsonl")
    monkeypatch.chdir(levels.parent)
    again = run_batch(["levels"], "r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.others, again.moved) == (0, 1, 0, 1)
    [record] = [json.loads(line) for line in (levels.parent / "r.jsonl").read_text().splitlines()]
    assert record["at"] == "levels/pk.json" and record["reads"] == [str(levels / "pieces.txt")]


def test_a_line_that_read_a_file_is_never_tied_to_an_old_copy_of_that_file(tmp_path, monkeypatch):
    """The project moved whole, then its piece file edited: an old copy of that file at the project's top
    (where '../../pieces.txt' of the puzzle's folder is) must not pass for the one the puzzle reads."""
    levels = tmp_path / "project" / "a" / "levels"
    levels.mkdir(parents=True)
    (levels / "pieces.txt").write_text(PIECES)
    (levels / "pk.json").write_text('{"kind": "pack", "board": "5x8", "pieces": "pieces.txt"}')
    monkeypatch.chdir(levels.parent)
    assert run_batch(["levels"], "../r.jsonl", jobs=1).new == 1
    shutil.move(tmp_path / "project", tmp_path / "project2")
    moved = tmp_path / "project2" / "a" / "levels"
    (tmp_path / "project2" / "pieces.txt").write_text(PIECES)  # the old copy
    (moved / "pieces.txt").write_text(PIECES.replace("S*2", "Z*2").replace(".##/##.", "##./.##"))  # edited
    monkeypatch.chdir(moved.parent)
    again = run_batch(["levels"], "../r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.edited) == (1, 0, 1)
    [record] = [json.loads(line) for line in (tmp_path / "project2" / "r.jsonl").read_text().splitlines()]
    assert record["reads"] == [str(moved / "pieces.txt")]


def test_two_lines_of_one_puzzle_by_two_names_count_it_once(tmp_path, monkeypatch):
    """A results file holding a line of a puzzle by a link's name and another by its own name (as gridsat wrote
    them before puzzles reached through a link were known by either name): the first fix said "resuming: 2
    puzzles already in r.jsonl, -1 to go" and "2 puzzles in r.jsonl (0 new, 2 resumed)" of a run over one.  One
    line is this run's, the other another input's."""
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "p.url").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    (tmp_path / "a").symlink_to(shared, target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    assert run_batch(["shared"], "r.jsonl", jobs=1).new == 1
    out = tmp_path / "r.jsonl"
    line = out.read_text()
    out.write_text(line + line.replace('"shared/p.url"', '"a/p.url"'))
    again = run_batch(["shared"], "r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.others) == (0, 1, 1)
    assert len(out.read_text().splitlines()) == 2


def test_two_results_files_put_together_count_a_puzzle_once(tmp_path, monkeypatch):
    """Two older results files (no 'at') put together, one naming a puzzle 'levels/p.url', the other by its
    absolute path: a resume said "resuming: 2 puzzles already in r.jsonl, -1 to go" of a run over one puzzle."""
    (tmp_path / "levels").mkdir()
    (tmp_path / "levels" / "p.url").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    monkeypatch.chdir(tmp_path)
    assert run_batch(["levels"], "r.jsonl", jobs=1).new == 1
    out = tmp_path / "r.jsonl"
    line = out.read_text().replace('"at": "levels/p.url", ', "")
    out.write_text(line + line.replace('"levels/p.url"', json.dumps(str(tmp_path / "levels" / "p.url"))))
    again = run_batch(["levels"], "r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.others) == (0, 1, 1)
    assert len(out.read_text().splitlines()) == 2


def test_two_lines_of_one_place_spelled_two_ways_count_it_once(tmp_path, monkeypatch):
    """Two lines whose 'at' spell one place two ways ('levels/p.url', './levels/p.url'): "2 puzzles already in
    r.jsonl, -1 to go" of a run over one, from a run naming it relatively or absolutely."""
    (tmp_path / "levels").mkdir()
    (tmp_path / "levels" / "p.url").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    monkeypatch.chdir(tmp_path)
    assert run_batch(["levels"], "r.jsonl", jobs=1).new == 1
    out = tmp_path / "r.jsonl"
    out.write_text(out.read_text() + out.read_text().replace('"at": "levels/', '"at": "./levels/'))
    for name in ("levels", str(tmp_path / "levels")):
        again = run_batch([name], "r.jsonl", jobs=1)
        assert (again.new, again.skipped, again.others) == (0, 1, 1)
    assert len(out.read_text().splitlines()) == 2


def test_two_projects_linking_to_one_results_file_keep_each_line(tmp_path, monkeypatch):
    """p1/r.jsonl and p2/r.jsonl links to one shared file, each project's puzzle levels/p.url another board:
    both lines said 'at': 'levels/p.url', and p2's run took p1's line for its own puzzle edited since ("redone:
    1 puzzle edited since"), p1's line lost.  'at' is now from the folder the results file is in."""
    (tmp_path / "shared").mkdir()
    for n, clues in ((1, "016612300"), (2, "002091600")):
        (tmp_path / f"p{n}" / "levels").mkdir(parents=True)
        (tmp_path / f"p{n}" / "levels" / "p.url").write_text(f"https://puzz.link/p?yinyang/5/5/{clues}\n")
        (tmp_path / f"p{n}" / "r.jsonl").symlink_to(tmp_path / "shared" / "r.jsonl")
    for n in (1, 2, 1):
        monkeypatch.chdir(tmp_path / f"p{n}")
        summary = run_batch(["levels"], "r.jsonl", jobs=1)
        assert summary.edited == 0
    assert (summary.new, summary.skipped, summary.others) == (0, 1, 1)
    lines = [json.loads(line) for line in (tmp_path / "shared" / "r.jsonl").read_text().splitlines()]
    assert [r["at"] for r in lines] == ["../p1/levels/p.url", "../p2/levels/p.url"]
    assert (tmp_path / "p1" / "r.jsonl").is_symlink()


def test_an_older_line_of_a_results_file_two_projects_link_to_is_kept(tmp_path, monkeypatch):
    """An older results file (no 'at') written from p1 through its link p1/r.jsonl -> ../shared/r.jsonl, then a
    run from p2 through its own link: p2 was taken for the results file's folder, p1's line for p2's puzzle
    edited since ("redone: 1 puzzle edited since"), and p1's line was lost.  It is kept, as another input's."""
    (tmp_path / "shared").mkdir()
    for n, clues in ((1, "016612300"), (2, "002091600")):
        (tmp_path / f"p{n}" / "levels").mkdir(parents=True)
        (tmp_path / f"p{n}" / "levels" / "p.url").write_text(f"https://puzz.link/p?yinyang/5/5/{clues}\n")
        (tmp_path / f"p{n}" / "r.jsonl").symlink_to(tmp_path / "shared" / "r.jsonl")
    monkeypatch.chdir(tmp_path / "p1")
    assert run_batch(["levels"], "r.jsonl", jobs=1).new == 1
    shared = tmp_path / "shared" / "r.jsonl"
    older = shared.read_text().replace('"at": "../p1/levels/p.url", ', "")
    shared.write_text(older)
    monkeypatch.chdir(tmp_path / "p2")
    again = run_batch(["levels"], "r.jsonl", jobs=1)
    assert (again.new, again.edited, again.others) == (1, 0, 1)
    assert shared.read_text().splitlines()[0] == older.strip()


def test_a_ctrl_c_while_lines_are_done_again_keeps_their_answers(tmp_path, monkeypatch):
    """A Ctrl-C during `--engine cpsat` over lines solved by the search: the puzzles in flight got an
    "interrupted" line in place of their solved one (60 answers lost of 500); their old lines are put back."""
    import pytest

    from gridsat.batch import run as batch_run

    (tmp_path / "c.jsonl").write_text("https://puzz.link/p?yinyang/5/5/016612300\n" * 2)
    out = tmp_path / "r.jsonl"
    assert batch_run.run_batch([tmp_path / "c.jsonl"], out, jobs=1).new == 2
    before = out.read_text()

    def stopped(chunk, settings):
        raise KeyboardInterrupt  # as Ctrl-C does while the first is solved

    monkeypatch.setattr(batch_run, "solve_chunk", stopped)
    with pytest.raises(KeyboardInterrupt):
        batch_run.run_batch([tmp_path / "c.jsonl"], out, jobs=1, engine="cpsat")
    assert sorted(out.read_text().splitlines()) == sorted(before.splitlines())


def test_a_puzzle_done_again_that_the_total_time_cuts_keeps_its_answer(tmp_path, monkeypatch):
    """`--total-time` over lines solved by another engine: the puzzle in flight when the run's time ran out got
    an "unknown" line ("the whole run's time limit cut it") in place of its solved one, its answer lost.  Its
    old line is put back, and the run counts it as kept back (to do again, not started)."""
    import time

    from gridsat.batch import run as batch_run
    from gridsat.batch.work import RUN_CUT_NOTE, Done, Tally

    (tmp_path / "c.jsonl").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    out = tmp_path / "r.jsonl"
    assert batch_run.run_batch([tmp_path / "c.jsonl"], out, jobs=1).new == 1
    before = out.read_text()

    def cut_by_the_run(chunk, settings):  # as the worker writes a puzzle the run's limit cut
        time.sleep(max(0.0, settings.until - time.time()) + 0.01)
        records = [{"file": item.file, "line": item.line, "kind": "yinyang", "status": "unknown", "seconds": 0.0,
                    "complete": False, "note": RUN_CUT_NOTE} for item in chunk]
        tally = Tally()
        for record in records:
            tally.add(record)
        return Done("".join(json.dumps(r) + "\n" for r in records).encode(), tally, "c.jsonl:1: unknown")

    monkeypatch.setattr(batch_run, "solve_chunk", cut_by_the_run)
    again = batch_run.run_batch([tmp_path / "c.jsonl"], out, jobs=1, engine="cpsat", total_time=1)
    assert out.read_text() == before
    assert (again.new, again.skipped, again.cut, again.untried, again.kept_back) == (0, 1, 0, 0, 1)
