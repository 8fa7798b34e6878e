"""The lead's fixes in the thirtieth hostile pass: items earlier closing notes listed as left."""

from __future__ import annotations

from gridsat.core.errors import SolutionCheckError


def test_one_violation_given_as_a_string_is_one_violation():
    # it was split into its characters: "answer breaks the rules: a; b; c"
    error = SolutionCheckError("abc")
    assert error.violations == ["abc"] and str(error) == "answer breaks the rules: abc"
    assert SolutionCheckError(("x", "y")).violations == ["x", "y"]


def test_items_python_takes_for_one_are_refused_not_merged():
    import pytest

    from gridsat import count_covers
    from gridsat.core.errors import PuzzleInputError

    # it said 2: True and 1 were one item, covered by either option
    with pytest.raises(PuzzleInputError) as info:
        count_covers([[True], [1]])
    assert str(info.value) == ("option 1: item 1 equals the item True to Python, so they would be one item; name "
                               "items with strings or whole numbers")
    with pytest.raises(PuzzleInputError, match=r"^option 1: item 2\.0 equals the item 2 to Python"):
        count_covers([[2, 3], [2.0]])
    assert count_covers([[1, 2], [3], [1], [2, 3]]) == 2 and count_covers([["1"], [1]]) == 1


def test_lines_of_puzzles_a_collection_no_longer_has_are_taken_out_on_resume(tmp_path, run_cli):
    import json

    from gridsat.batch import run_batch

    # they were kept (and written back) for good: a results file naming puzzles its collection does not have
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    lines = [json.dumps({"kind": "yinyang", "puzzle": f"{v} 0\n0 0"}) for v in (0, 1, 2, 1)]
    collection.write_text("\n".join(lines) + "\n")
    assert run_batch([str(collection)], str(out)).new == 4
    collection.write_text(lines[0] + "\n\n" + lines[2] + "\n")  # line 2 blank now, line 4 past the end
    summary = run_batch([str(collection)], str(out))
    assert (summary.new, summary.skipped, summary.gone) == (0, 2, 2)
    assert sorted(json.loads(line)["line"] for line in out.read_text().splitlines()) == [1, 3]
    collection.write_text(lines[0] + "\n")
    code, text, _ = run_cli("batch", str(collection), "--out", str(out))
    assert code == 0 and "taken out: 1 line whose puzzle is no longer in the collection (it has fewer lines now)\n" in text
    other = tmp_path / "other.jsonl"  # lines of another collection sharing the results file stay
    other.write_text(lines[1] + "\n")
    assert run_batch([str(other)], str(out)).gone == 0
    assert run_batch([str(collection)], str(out)).gone == 0 and len(out.read_text().splitlines()) == 2


def test_a_size_written_with_spaces_is_said_as_the_size(run_cli):
    # "gridsat pack takes one PUZZLE, and '10' is one more word" / "10: cannot read puzzle file"
    said = "gridsat: error: a size is written without spaces: 6x10, not '6 x 10' (see 'gridsat pack --help')\n"
    assert run_cli("pack", "--board", "6", "x", "10") == (2, "", said)
    assert run_cli("pack", "-b", "6x", "10", "-p", "pentominoes") == (
        2, "", "gridsat: error: a size is written without spaces: 6x10, not '6x 10'\n")
    assert run_cli("generate", "yinyang", "--size", "6", "x", "6")[2] == (
        "gridsat: error: a size is written without spaces: 6x6, not '6 x 6' (see 'gridsat generate yinyang --help')\n")
    assert run_cli("pack", "10")[2] == "gridsat: error: 10: cannot read puzzle file: No such file or directory\n"


def test_a_progress_function_given_to_a_task_that_never_calls_it_is_refused():
    import pytest

    from gridsat import Task
    from gridsat.core.errors import PuzzleInputError

    # Task("solve", on_progress=f) was taken and f never called: only counts report progress
    with pytest.raises(PuzzleInputError, match=r"^Task\.on_progress goes with the count task, not solve$"):
        Task("solve", on_progress=lambda found, done: None)
    assert Task("count", on_progress=print).on_progress is print


def test_a_calendar_weekday_may_be_a_numpy_integer_as_calendar_date_takes_it():
    import numpy as np
    import pytest

    from gridsat.puzzles.calendar import make_calendar

    # refused as "got int64" though CalendarDate takes numpy's integers
    assert str(make_calendar("2026-10-06", "weekday", weekday=np.int64(1)).date) == "Tue 6 Oct 2026"
    with pytest.raises(TypeError, match=r"^weekday must be 'Mon'\.\.'Sun', 0\.\.6 or None, got bool$"):
        make_calendar("2026-10-06", "weekday", weekday=True)


def test_a_memory_base_past_the_machines_memory_is_refused():
    import pytest

    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.memory import machine_bytes
    from gridsat.core.options import SolverOptions

    machine = machine_bytes()
    if machine is None:
        pytest.skip("the system does not say how much memory the machine has")
    # 10**30 was taken, and no search ever grew past it: the memory watch was off unsaid
    with pytest.raises(PuzzleInputError, match=r"^memory_base must be the bytes the process held, at most the "
                                               rf"machine's {machine:,}, got 1000000000000000000000000000000$"):
        SolverOptions(memory_base=10**30)
    assert SolverOptions(memory_base=machine // 2).memory_base == machine // 2


def test_a_setting_or_piece_looked_up_by_no_name_is_a_type_error():
    import pytest

    from gridsat.core.pieces import pentominoes
    from gridsat.puzzles.kinds import get

    # each said there was no such name, as for a misspelt one (a KeyError)
    with pytest.raises(TypeError, match=r"^name must be a setting's name \(a string\), got NoneType$"):
        get("calendar").setting(None)
    with pytest.raises(TypeError, match=r"^a piece's name must be a string, got None$"):
        pentominoes().count(None)
    with pytest.raises(KeyError, match="no piece named 'Q'"):
        pentominoes().count("Q")


def test_cp_sat_refuses_answers_to_keep_past_the_memory_limit_before_building(run_cli):
    # the search engines refused it at once; CP-SAT built its model and listed until -t ran out (2 of 1,000,000)
    empty = "https://puzz.link/p?akari/100/100/" + "z" * 500
    assert run_cli("solve", empty, "--engine", "cpsat", "-n", "1000000", "-t", "30") == (
        2, "", "gridsat: error: CP-SAT keeping 1,000,000 answers needs about 596.0 GB of memory, more than this "
               "machine has: no limit lets it run (ask for fewer solutions, or a smaller puzzle)\n")
    code, out, _ = run_cli("solve", "https://puzz.link/p?akari/6/6/nekcakbl", "--engine", "cpsat", "-n", "5")
    assert code == 0 and "1 solution listed (no more exist)\n" in out


def test_lines_taken_out_to_redo_come_back_after_a_kill(tmp_path):
    import json
    import subprocess
    import sys

    from gridsat.core.jsonl import JsonLinesWriter

    # a run killed (kill -9) while redoing the lines it took out lost those it had not redone yet
    out = tmp_path / "r.jsonl"
    out.write_text("".join(json.dumps({"date": f"2026-01-0{i}", "status": "solved"}) + "\n" for i in range(1, 6)))
    killed = (f"import os\nfrom gridsat.core.jsonl import JsonLinesWriter\nw = JsonLinesWriter({str(out)!r}, key='date')\n"
              "w.take_out(lambda r: r['date'] >= '2026-01-03', restorable=lambda r: True)\n"
              "w.write({'date': '2026-01-03', 'status': 'unknown'})\nos._exit(9)\n")
    assert subprocess.run([sys.executable, "-c", killed], timeout=60).returncode == 9
    assert len(out.read_text().splitlines()) == 3 and (tmp_path / ".r.jsonl.aside").is_file()
    with JsonLinesWriter(out, key="date") as writer:  # the next run puts back those still without a line
        assert {k: r["status"] for k, r in writer.done.items()} == {
            "2026-01-01": "solved", "2026-01-02": "solved", "2026-01-03": "unknown", "2026-01-04": "solved",
            "2026-01-05": "solved"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.jsonl"]
    # a results file the user removed starts afresh: the lines a killed run kept aside do not come back into it
    (tmp_path / ".r.jsonl.aside").write_text(json.dumps({"date": "2026-01-09", "status": "solved"}) + "\n")
    out.unlink()
    with JsonLinesWriter(out, key="date") as writer:
        assert writer.done == {}
    assert not (tmp_path / ".r.jsonl.aside").exists()


def test_edge_connectivity_agrees_with_a_search_over_cells():
    import random

    from gridsat.core.grid import is_edge_connected, neighbours

    def reference(cells):  # the search over (row, col) pairs it replaced
        cells = set(cells)
        if not cells:
            return False
        seen, stack = {next(iter(cells))}, [next(iter(cells))]
        while stack:
            for n in neighbours(stack.pop()):
                if n in cells and n not in seen:
                    seen.add(n)
                    stack.append(n)
        return len(seen) == len(cells)

    rng = random.Random(7)
    shapes = [[], [(0, 0)], [(0, 0), (0, 0)], [(0, 2), (1, 0)], [(-3, -5), (-3, -4)], [(0, 4), (1, 0)]]
    shapes += [[(rng.randrange(-3, 4), rng.randrange(-3, 4)) for _ in range(rng.randrange(1, 20))] for _ in range(3000)]
    assert [is_edge_connected(s) for s in shapes] == [reference(s) for s in shapes]
    assert sum(map(reference, shapes)) > 100  # both answers met often
    # a row's last cell and the next row's first are not neighbours
    assert not is_edge_connected([(0, 2), (1, 0)]) and is_edge_connected([(0, 0), (0, 1), (1, 1)])


def test_an_empty_option_is_told_with_the_right_article(run_cli):
    # "give a EDITION"
    assert run_cli("calendar", "--verify-edition", "") == (
        2, "", "gridsat: error: --verify-edition is empty: give an EDITION or leave the option out\n")


def test_a_yinyang_grid_headed_yin_yang_with_a_space_is_read(run_cli, tmp_path):
    # "line 1, column 1: symbol 'Yin' is not 0 (empty), ..." where "Yin-Yang" and "YinYang" were read
    path = tmp_path / "p.txt"
    path.write_text("Yin Yang\n0 0 2 0 0\n1 0 0 0 2\n0 0 0 0 0\n2 0 0 1 0\n0 0 0 0 0\n")
    code, out, err = run_cli("solve", str(path), "--count")
    assert (code, err) == (0, "") and "solutions (all counted)" in out


def test_a_line_written_just_before_a_ctrl_c_is_counted_as_written(tmp_path, monkeypatch):
    import pytest

    from gridsat.core.jsonl import JsonLinesWriter

    # the interrupt came between the write and the bookkeeping: "the 38 puzzles ... are kept", the file held 39
    writer = JsonLinesWriter(tmp_path / "c.jsonl", key="seed")
    written = writer._append

    def append_then_interrupted(data):
        written(data)
        raise KeyboardInterrupt

    monkeypatch.setattr(writer, "_append", append_then_interrupted)
    with pytest.raises(KeyboardInterrupt):
        writer.write({"seed": 1})
    assert list(writer.done) == [1] and (tmp_path / "c.jsonl").read_text() == '{"seed": 1}\n'
    writer.close()


def test_a_very_narrow_terminal_still_gets_readable_tables():
    import os
    import subprocess
    import sys

    # COLUMNS=5 drew the formats table as a column of borders, no word of it readable
    out = subprocess.run([sys.executable, "-m", "gridsat", "formats"], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "COLUMNS": "5"}).stdout
    assert "nurikabe" in out and "(Nurikabe)" in out and max(map(len, out.splitlines())) == 60
