"""The seventh hostile pass over the command line, files and limits (issue 20):
each fault it found, kept as a test."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize(("url", "line"), [
    # 'İ'.lower() is 'i' + a combining dot: int(ch, 36) raised ValueError out of Light Up's reader
    ("https://puzz.link/p?akari/3/3/g\u0130", "URL body character 2 ('\u0130') is not ASCII"),
    # the Kelvin sign lowers to 'k': this was read as an empty 3x3 board (--to url gave akari/3/3/o)
    ("https://puzz.link/p?akari/3/3/\u212aj", "URL body character 1 ('\u212a') is not ASCII"),
    # a piece code with 'İ': "too many values to unpack" out of the piece reader
    ("https://puzz.link/p?statuepark/1/1/0/1/3\u01307o", "URL body character 6 ('\u0130') is not ASCII"),
    ("https://puzz.link/p?yinyang/3/3/\u0131\u0131\u0131", "URL body character 1 ('\u0131') is not ASCII"),
])
def test_a_url_character_that_is_not_ascii_is_named(run_cli, url, line):
    code, out, err = run_cli("solve", url)
    assert code == 2, (out, err)
    assert err.strip().endswith(f"{line} (puzz.link writes its URLs in ASCII)"), err
    kind = gridsat.kinds.detect(url)
    with pytest.raises(PuzzleInputError, match="is not ASCII"):
        kind.parse(url, "url")


def test_a_memory_refusal_shows_the_need_over_the_limit(run_cli, tmp_path):
    """A 200x200 Hitori's model (about 0.146 GB) under --memory-limit 0.1 was refused with 'needs about
    0.1 GB of memory; the limit is 0.1 GB': the need is shown with digits until it reads over the limit."""
    puzzle = tmp_path / "hitori200.txt"
    puzzle.write_text("hitori\n" + "".join(" ".join(str((r * 7 + c) % 200 + 1) for c in range(200)) + "\n"
                                           for r in range(200)))
    code, out, err = run_cli("solve", str(puzzle), "--memory-limit", "0.1")
    assert code == 2, (out, err)
    assert err.strip() == ("gridsat: error: a model of a 200x200 Hitori needs about 0.15 GB of memory; the limit is "
                           "0.1 GB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)")


@pytest.mark.parametrize(("needed", "limit", "shown"), [
    (0.104, 0.1, "needs about 0.104 GB of memory; the limit is 0.1 GB"),
    (2.0004, 2, "needs about 2.0004 GB of memory; the limit is 2 GB"),
    (8.4, 2, "needs about 8.4 GB of memory; the limit is 2 GB"),
])
def test_the_need_is_shown_over_the_limit_however_close(needed, limit, shown):
    from gridsat.core.options import SolverOptions

    with pytest.raises(PuzzleInputError, match=f"^model {shown} "):
        SolverOptions(memory_limit=int(limit * 1024**3)).check_memory(needed * 1024**3, "model")


@pytest.mark.parametrize("command", ["solve", "yinyang"])
@pytest.mark.parametrize("option", ["--png", "--svg", "--unique"])
def test_an_answer_format_refuses_what_it_does_not_print(run_cli, tmp_path, command, option):
    """--to pzprv3 prints one answer in the file: --png/--svg were accepted and nothing was drawn (exit 0),
    and --unique on a 3x3 board of many answers printed one of them as if nothing had been asked."""
    picture = tmp_path / f"a.{option[2:]}"
    extra = [str(picture)] if option != "--unique" else []
    code, out, err = run_cli(command, "https://puzz.link/p?yinyang/3/3/000", "--to", "pzprv3", option, *extra)
    assert (code, out) == (2, ""), err
    assert err == f"gridsat: error: {option} does not apply to --to pzprv3 (it prints one answer in the pzprv3 file)\n"
    assert not picture.exists()


def test_building_a_picture_stops_at_the_time_limit(tmp_path, capsys, monkeypatch):
    """Only saving a figure checked the clock: building a 1000x1000 Yin-Yang's collections took 30 s, so
    'solve URL -t 3 --svg' ended after 41 s (load 5; --png refused its memory after 31 s).  The building is
    interrupted now, as reading is.  Here a figure that would take 6 s to build and a 0.05 s limit."""
    import time

    from gridsat.cli import common

    monkeypatch.setattr(common, "_PICTURES_DROPPED", False)
    steps = []

    def slow_figure():
        for _ in range(600):
            steps.append(time.sleep(0.01))

    picture = tmp_path / "board.svg"
    assert common.write_pictures(slow_figure, None, picture, time.perf_counter() + 0.05) == []
    assert capsys.readouterr().err == (f"gridsat: the time limit ran out while drawing; not written: {picture} "
                                       "(give more time with -t)\n")
    assert len(steps) < 600 and common._PICTURES_DROPPED and not picture.exists()


@pytest.mark.parametrize("rules", ["forced_cells", "probed_cells"])
def test_the_island_rules_set_up_stops_at_the_time_limit(rules):
    """The compiled island rules held the deadline, but the Python that sets them up (every cell's
    neighbours, twice, and the 2x2 blocks) checked no clock: a 1000x1000 Nurikabe under -t 3 ran 7-14 s
    (load 4; 5.7 s of CPU).  A check that says the time is up now stops it before the neighbours of a
    300x300 board are all asked for (180,000 calls before)."""
    from gridsat.constraints import island_logic
    from gridsat.core.grid import blocks_2x2, box_cells, box_neighbours
    from gridsat.core.options import TimeUp

    if not island_logic.compiled_rules():
        pytest.skip("the compiled island rules are not built")
    inside, asked = box_neighbours(300, 300), []

    def neighbours(cell):
        asked.append(cell)
        return inside(cell)

    def time_up():
        raise TimeUp()

    with pytest.raises(TimeUp):
        getattr(island_logic, rules)(box_cells(300, 300), neighbours, {(0, 0): 3}, blocks=blocks_2x2(300, 300),
                                     check=time_up)
    assert len(asked) < 300 * 300


def test_the_2x2_blocks_of_a_large_board_stop_at_the_time_limit():
    from gridsat.core.grid import blocks_2x2
    from gridsat.core.options import TimeUp

    rows = []

    def time_up_at_row_128():
        rows.append(1)
        if len(rows) == 3:
            raise TimeUp()

    assert blocks_2x2(2, 3, time_up_at_row_128) == [((0, 0), (0, 1), (1, 0), (1, 1)), ((0, 1), (0, 2), (1, 1), (1, 2))]
    rows.clear()
    with pytest.raises(TimeUp):
        blocks_2x2(1000, 1000, time_up_at_row_128)
    assert len(rows) == 3


def test_yinyang_steps_set_up_their_board_under_the_time_limit(monkeypatch):
    """The deductions' board (every cell's neighbours and 2x2 blocks, numpy copies) was built first, with no
    clock: 'hint' and 'grade' of a 1000x1000 Yin-Yang under -t 3 ran 12 s and 9.6 s (5.4 s of CPU; load 7),
    though the board has no answer and needs no steps.  It is built only for a unique puzzle now, and
    stopped at the deadline: here a build that would take 6 s, under a 0.05 s limit."""
    import time

    import gridsat
    from gridsat.puzzles.yinyang import kernel, stepping

    puzzle = gridsat.kinds.get("yinyang").parse("https://puzz.link/p?yinyang/5/5/016612300", "url")
    verdict = stepping.uniqueness(puzzle.givens)
    assert stepping.uniqueness is kernel.uniqueness
    built = []

    def slow_board(rows, cols):
        for _ in range(600):
            built.append(time.sleep(0.01))

    monkeypatch.setattr(stepping, "uniqueness", lambda givens, deadline=None: verdict)
    monkeypatch.setattr(stepping, "Geometry", slow_board)
    out = stepping.deduce(puzzle, deadline=time.perf_counter() + 0.05, first=True)
    assert (out.verdict, out.complete, out.steps) == ("unique", False, [])
    assert 0 < len(built) < 600
    none = gridsat.kinds.get("yinyang").parse("2 1\n1 2\n", "text")  # black on one diagonal: not connected
    built.clear()
    monkeypatch.setattr(stepping, "uniqueness", kernel.uniqueness)
    out = stepping.deduce(none, deadline=time.perf_counter() + 60)
    assert (out.verdict, out.complete, built) == ("no_solution", True, [])


def test_hitori_repeats_are_worked_out_under_the_time_limit():
    """A line's repeated numbers were worked out with no clock before the model was built: 2 s of a
    1000x1000 Hitori under '-t 3 --engine cpsat', which ran 9.4 s (load 7).  A check that says the time is
    up stops it at once, and caches nothing: the next call works them all out."""
    import gridsat
    from gridsat.core.options import TimeUp

    puzzle = gridsat.kinds.get("hitori").parse("hitori\n1 1 2\n2 . 2\n? 3 3\n", "text")
    calls = []

    def time_up():
        calls.append(1)
        raise TimeUp()

    with pytest.raises(TimeUp):
        puzzle.repeats(time_up)
    assert calls == [1]
    assert puzzle.repeats() == [("the 1s of row 1", [(0, 0), (0, 1)]), ("the 2s of row 2", [(1, 0), (1, 2)]),
                                ("the 3s of row 3", [(2, 1), (2, 2)]), ("the 2s of column 3", [(0, 2), (1, 2)])]
    assert puzzle.repeats(time_up) is puzzle.repeats() and calls == [1]


def _collection(tmp_path, lines: int):
    path = tmp_path / "many.jsonl"
    path.write_text("https://puzz.link/p?yinyang/5/5/016612300\n" * lines)
    return path


def test_a_small_collection_is_shared_by_every_worker(tmp_path, monkeypatch):
    """Collection lines went out 200 to a task: 60 slow lines under -j 2 were one task on one worker (34 s
    where two take 18), and a Ctrl-C after 12 s lost every line it had solved.  Each worker gets about four
    tasks now, at most (and tasks of about a second's work, reckoned from the answers back so far: none here,
    so a line at a time)."""
    from gridsat.batch import run as batch_run
    from gridsat.batch.work import Tally

    handed = []

    def on_processes(fn, arguments, jobs, over, record, grace=None, unfinished=None, stoppable=None):
        handed.extend((len(chunk), jobs) for chunk, _ in arguments)

    monkeypatch.setattr(batch_run, "run_on_processes", on_processes)
    batch_run.run_batch([str(_collection(tmp_path, 60))], tmp_path / "results.jsonl", jobs=2)
    assert handed == [(1, 2)] * 60
    pace = batch_run._Pace(batch_run.chunk_lines(60, 2))
    pace.add(Tally(puzzles=10, seconds=0.001))  # quick answers: up to a quarter of each worker's share
    assert pace() == 8
    assert [batch_run.chunk_lines(n, w) for n, w in ((1, 1), (60, 2), (456, 2), (10**6, 8))] == [1, 8, 57, 200]


def test_batch_cut_by_ctrl_c_says_its_lines_are_kept(run_cli, tmp_path, monkeypatch):
    from gridsat.batch import run as batch_run

    def ctrl_c(fn, arguments, jobs, over, record, grace=None, unfinished=None, stoppable=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(batch_run, "run_on_processes", ctrl_c)
    out = tmp_path / "results.jsonl"
    code, printed, err = run_cli("batch", str(_collection(tmp_path, 6)), "-o", str(out), "-j", "2", "-q")
    assert (code, printed) == (130, ""), err
    # stopped before its first line: "every line written is kept in" it was said of an empty file (pass 82)
    assert " ".join(err.split()) == f"gridsat: interrupted (Ctrl-C); nothing was written to {out}"


def test_a_resume_knows_its_files_by_another_name(run_cli, tmp_path, monkeypatch):
    """Results are keyed by the file's name: run again from another folder (or with the path in full), every
    puzzle was solved again and recorded twice (912 lines for 456 puzzles, then 1,368); one file named twice
    in one run was solved twice too."""
    import json

    collection = _collection(tmp_path, 3)
    out = tmp_path / "results.jsonl"
    monkeypatch.chdir(tmp_path)
    assert run_cli("batch", "many.jsonl", "-o", "results.jsonl", "-j", "1", "-q")[0] == 0
    out.write_text("".join(out.read_text().splitlines(keepends=True)[:2]))  # the last line cut by a kill
    monkeypatch.chdir(tmp_path.parent)
    for names in ([f"{tmp_path.name}/many.jsonl"], [str(collection), f"{tmp_path.name}/../{tmp_path.name}/many.jsonl"]):
        code, printed, err = run_cli("batch", *names, "-o", str(out), "-j", "1", "-q")
        assert (code, printed, err) == (0, "", "")
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["file"], r["line"], r["status"]) for r in records] == [
        ("many.jsonl", 1, "solved"), ("many.jsonl", 2, "solved"), (f"{tmp_path.name}/many.jsonl", 3, "solved")]


def test_a_resumed_collection_says_what_generate_wrote(run_cli, tmp_path):
    """A collection run again said 'wrote 40 Yin-Yang puzzles to g.jsonl' having written none."""
    out = tmp_path / "g.jsonl"
    assert run_cli("generate", "yinyang", "--size", "4x4", "--count", "2", "-o", str(out))[0] == 0
    assert run_cli("generate", "yinyang", "--size", "4x4", "--count", "2", "-o", str(out)) == (
        0, "", f"wrote 0 Yin-Yang puzzles to {out} (all 2 seeds were there already)\n")
    assert len(out.read_text().splitlines()) == 2


@pytest.mark.parametrize("command", ["solve", "nurikabe", "hint", "yinyang"])
def test_a_url_followed_by_more_lines_names_the_line(run_cli, tmp_path, command):
    """A file of a URL then a note was 'not a puzzle gridsat can read' (solve), or read as a text grid whose
    first cell is the URL: "line 1: 'https://puzz'... (42 characters) is too long for a cell" (nurikabe),
    "line 1, column 1: symbol 'h' is not 0 (empty)..." (yinyang)."""
    url = ("https://puzz.link/p?yinyang/5/5/016612300" if command == "yinyang" else
           "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    puzzle = tmp_path / "noted.txt"
    puzzle.write_text(f"\n{url}\n\n# from the book, page 3\n")
    assert run_cli(command, str(puzzle)) == (
        2, "", "gridsat: error: noted.txt: line 4: '# from the book, page 3' after the URL of line 2: a puzzle file "
               "holds its URL alone\n")
