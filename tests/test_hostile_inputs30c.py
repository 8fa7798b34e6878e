"""Hostile pass 30, part C: the Python API (batch's entry points and the words of their messages)."""

from pathlib import Path

import pytest

from gridsat.batch import Item, Settings, count_puzzles, find_sources, items, run_batch, solve_chunk, solve_item
from gridsat.core.errors import shown
from test_batch import _lacking

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
YINYANG = str(EXAMPLES / "yinyang-10x10.txt")


def test_a_batch_memory_limit_of_infinity_is_refused_in_one_line(tmp_path):
    """``run_batch([FILE], OUT, memory_limit=float("inf"))`` met "OverflowError: cannot convert float infinity to
    integer": its own check (``not memory_limit >= 1``) let inf through to ``int()``; SolverOptions' check,
    which ``Settings`` and ``gridsat.Limits`` use, refused it all along."""
    from gridsat import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        run_batch([YINYANG], tmp_path / "out.jsonl", memory_limit=float("inf"))
    assert str(caught.value) == "memory_limit must be a number of bytes, 1 or more (None: the default), got inf"
    assert not (tmp_path / "out.jsonl").exists()


@pytest.mark.parametrize("kwargs, said", [
    ({"time_limit": float("inf")}, "time_limit must be below a billion seconds (leave it out for none), got inf"),
    ({"total_time": -1}, "total_time must be a positive number of seconds, got -1"),
    ({"dask": " "}, "dask needs the scheduler's address, tcp://HOST:PORT (got '')"),
    ({"dask": "tcp://127.0.0.1:1", "jobs": 1}, "jobs does not apply with dask (the cluster's workers run the puzzles)"),
    ({"engine": "search"}, f"engine='search': {_lacking('search')} kinds have no search engine (pack, calendar, "
                           "cover...); give "
                           "kind=KIND when every puzzle is of one kind that has it, or use an engine every kind has: "
                           "auto, cpsat"),
])
def test_a_batch_run_from_python_names_its_keywords_not_the_command_lines_options(tmp_path, kwargs, said):
    """``run_batch(..., total_time=-1)`` said "--total-time must be a positive number of seconds", and ``time_limit``,
    ``dask``, ``jobs`` and ``engine`` were named ``-t/--time-limit``, ``--dask``, ``--jobs`` and ``--engine search``
    (with "give --kind KIND"): options a Python caller does not have (the README: messages name the keyword as
    Python spells it, never a command-line option). The command line still names its options."""
    from gridsat import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        run_batch([YINYANG], tmp_path / "out.jsonl", **kwargs)
    assert str(caught.value) == said


def test_the_command_line_still_names_its_options(run_cli, tmp_path):
    assert run_cli("batch", YINYANG, "--out", str(tmp_path / "o.jsonl"), "--total-time", "-1") == (
        2, "", "gridsat: error: --total-time must be a positive number of seconds, got -1\n")


@pytest.mark.parametrize("fields, said", [
    ((None,), "Item.file must be a file path (str or path), got NoneType None"),
    ((b"p.txt",), "Item.file must be a file path (str or path), got bytes b'p.txt'"),
    (("c.jsonl", "x"), "Item.line must be a line number, 1 or more, or None, got str 'x'"),
    (("c.jsonl", True), "Item.line must be a line number, 1 or more, or None, got bool True"),
    (("c.jsonl", 1, 5), "Item.text must be a string or None, got int 5"),
])
def test_a_batch_item_of_a_wrong_type_is_refused_naming_the_field(fields, said):
    """``solve_item(Item(None), Settings())`` gave a record ``"status": "internal_error"`` ("TypeError: expected
    str, bytes or os.PathLike object"), and ``Item("c.jsonl", "x")`` a record with ``"line": "x"``."""
    with pytest.raises(TypeError) as caught:
        Item(*fields)
    assert str(caught.value) == said


def test_a_batch_item_of_a_path_object_is_solved_and_written():
    """``solve_chunk([Item(Path(FILE))], Settings())`` met "TypeError: Object of type PosixPath is not JSON
    serializable" writing the puzzle's line: the path is kept as its string."""
    item = Item(Path(YINYANG))
    assert item.file == YINYANG and item.key == (YINYANG, None)
    done = solve_chunk([item], Settings())
    assert done.last == "yinyang-10x10.txt: solved" and done.lines.startswith(b'{"file": "' + YINYANG.encode())


@pytest.mark.parametrize("call, said", [
    (lambda: solve_item(Item(YINYANG), None), "solve_item: settings must be a Settings, got NoneType None"),
    (lambda: solve_item(None, Settings()), "solve_item: item must be an Item, got NoneType None"),
    (lambda: solve_item(YINYANG, Settings()), f"solve_item: item must be an Item, got str {shown(YINYANG, 40)}"),
    (lambda: solve_chunk([Item(YINYANG)], {}), "solve_chunk: settings must be a Settings, got dict {}"),
    (lambda: solve_chunk([None], Settings()), "solve_chunk: chunk's item must be an Item, got NoneType None"),
    (lambda: solve_chunk("ab", Settings()), "solve_chunk: chunk must be a list of Items, got str 'ab'"),
    (lambda: items(None), "items: sources must be a Sources (what find_sources gives), got NoneType None"),
    (lambda: count_puzzles([YINYANG]),
     f"count_puzzles: sources must be a Sources (what find_sources gives), got list {shown([YINYANG], 40)}"),
])
def test_batch_entry_points_name_a_wrong_typed_argument(call, said):
    """``gridsat.batch``'s exported ``solve_item``, ``solve_chunk``, ``items`` and ``count_puzzles`` met
    "'NoneType' object has no attribute 'seconds'" (or ``'files'``, ``'file'``, ``'option_words'``) deep inside."""
    with pytest.raises(TypeError) as caught:
        call()
    assert str(caught.value) == said


def test_batch_entry_points_take_what_they_document():
    sources = find_sources([YINYANG], {".txt"})
    assert count_puzzles(sources) == 1 and list(items(sources)) == [Item(YINYANG)]
    assert solve_item(Item(YINYANG), Settings())["status"] == "solved"


@pytest.mark.parametrize("paths, out, kwargs, said", [
    ([YINYANG], None, {}, "run_batch's out must be a results file's path (str or path), got NoneType None"),
    (None, "o.jsonl", {}, "run_batch's paths must be a list of paths, got NoneType None"),
    (iter([YINYANG, None]), "o.jsonl", {}, "run_batch's paths must be a list of paths, got None in it"),
    ([YINYANG], "o.jsonl", {"kind": 5}, "run_batch's kind must be a kind's name or None, got 5"),
    ([YINYANG], "o.jsonl", {"engine": None}, "run_batch's engine must be an engine's name, got None"),
])
def test_a_batch_runs_wrong_typed_out_paths_kind_or_engine_is_named(tmp_path, monkeypatch, paths, out, kwargs, said):
    """``run_batch([FILE], None)`` and a generator of paths holding None met "expected str, bytes or os.PathLike
    object, not NoneType" (naming no argument), ``kind=5`` said "name must be a kind's name" and ``engine=None``
    "unknown engine None"."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(TypeError) as caught:
        run_batch(paths, out, **kwargs)
    assert str(caught.value) == said


def test_a_batch_run_takes_its_paths_from_a_generator(tmp_path):
    """A generator of paths is read once: its paths were used up by the search before the run named them."""
    summary = run_batch((p for p in [YINYANG]), tmp_path / "o.jsonl", jobs=1)
    assert (summary.new, dict(summary.tally.statuses)) == (1, {"solved": 1})


def test_a_second_unreachable_dask_address_leaves_no_stall_at_exit():
    """From Python, ``run_batch(..., dask="x")`` twice (a mistyped address, tried again) refused each in one line,
    but the process then spent 20 s at exit and printed "Exception ignored in: <function Client.__del__ ...>
    TimeoutError: timed out after 20 s." for the half-made Client kept alive by the refused error's context."""
    import subprocess
    import sys
    import time

    pytest.importorskip("dask.distributed")
    script = ("from gridsat.core.dask_workers import run_on_dask\n"
              "for _ in range(2):\n"
              "    try:\n"
              "        run_on_dask('tls://x', print, [], lambda: False, print)\n"
              "    except ValueError as exc:\n"
              "        print(exc)\n")
    src = str(Path(__file__).resolve().parent.parent / "src")
    started = time.monotonic()
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "PYTHONPATH": src})
    # (tls://: a tcp:// address without a port is refused before any Client now; another scheme still makes one)
    said = "cannot reach the Dask scheduler at tls://x: missing port number in address 'x'\n"
    assert (run.returncode, run.stdout, run.stderr) == (0, said * 2, "")
    assert time.monotonic() - started < 15  # 20 s and more before


def test_a_piece_set_from_a_dict_keeps_its_counts():
    """``PieceSet.of({piece: 2})`` silently made a set of one copy: the dict's counts were dropped (its keys taken as
    pieces of count 1), so a packing of two dominoes was solved as one of a single domino."""
    import numpy as np

    from gridsat import Board, PackingPuzzle, PieceSet, Polyomino

    domino = Polyomino("D", ((0, 0), (0, 1)))
    assert PieceSet.of({domino: 2}).items == ((domino, 2),)
    assert PieceSet.of([(domino, np.int64(2))]).items == ((domino, 2),)
    assert PackingPuzzle(Board.rectangle(2, 2), PieceSet.of({domino: 2})).count().count == 2  # both ways round


@pytest.mark.parametrize("pieces, said", [
    ("pentominoes", "PieceSet.of takes Polyominoes or (Polyomino, count) pairs, got str 'pentominoes' (the built-in "
                    "sets: gridsat.pentominoes(), gridsat.tetrominoes())"),
    (None, "PieceSet.of takes Polyominoes or (Polyomino, count) pairs, got NoneType None"),
    ([None], "PieceSet.of: piece 0 must be a Polyomino or a (Polyomino, count) pair, got NoneType None"),
    ([("D", 2)], "PieceSet.of: piece 0 must be a Polyomino or a (Polyomino, count) pair, got tuple ('D', 2)"),
])
def test_a_piece_set_of_wrong_pieces_names_what_was_given(pieces, said):
    """``PieceSet.of("pentominoes")`` said "PieceSet takes a tuple of (Polyomino, count) pairs and a name, got
    (('p', 1), ('e', 1), ...": the string's letters shown as pieces the caller never gave; None met "'NoneType'
    object is not iterable"."""
    from gridsat import PieceSet

    with pytest.raises(TypeError) as caught:
        PieceSet.of(pieces)
    assert str(caught.value) == said


def test_pack_from_python_takes_the_boards_and_pieces_a_json_puzzle_file_takes():
    """A JSON puzzle file's ``"board": ["####", "####"]`` and ``"pieces": {"O*2": "##/##"}`` were refused by
    ``gridsat.pack(...)`` and ``make_puzzle(...)`` ("pieces must be 'pentominoes', 'tetrominoes', a piece file or a
    PieceSet, got dict"): the same puzzle read in one place and refused in the other."""
    import gridsat
    from gridsat.puzzles.pack import make_puzzle

    assert gridsat.pack(["####", "####"], {"O*2": "##/##"}).status.value == "solved"
    assert make_puzzle("2x4", {"O*2": "##/##"}).count().count == 1
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.pack("2x4", {"O-2": "##/##"})
    assert str(caught.value) == "pieces: piece 'O-2': a piece's name is letters, digits and '_' (NAME*2 for two copies)"
    with pytest.raises(TypeError) as caught:
        gridsat.pack("2x4", None)
    assert str(caught.value) == ("pieces must be 'pentominoes', 'tetrominoes', 'hexominoes', a piece file, a dict NAME "
                                 "-> shape (\"O*2\": \"##/##\") or a PieceSet, got NoneType")


def test_a_piece_subset_from_a_dict_keeps_its_counts():
    """``pentominoes().subset({"F": 2, "I": 1})`` gave F and I once each: the dict was read as its keys."""
    from gridsat import pentominoes

    assert [(p.name, n) for p, n in pentominoes().subset({"F": 2, "I": 1}).items] == [("F", 2), ("I", 1)]
    with pytest.raises(TypeError) as caught:
        pentominoes().subset({"F": "2"})
    assert str(caught.value) == "subset: the count of 'F' must be a whole number, got str '2'"


def test_a_board_array_past_the_side_limit_is_refused_before_its_cells_are_read():
    """``Board.from_array(np.ones((3000, 3000), bool))`` took 14 s (and a larger one ran out of memory) to say
    "board 3000x3000 is too large": the side limit was checked after a frozenset of every cell was built. A
    broadcast view of 10^10 cells (no memory of its own) is now refused at once."""
    import numpy as np

    from gridsat import Board, PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        Board.from_array(np.broadcast_to(np.True_, (100_000, 100_000)))
    assert str(caught.value) == "board 100000x100000 is too large (at most 1000 per side)"
    assert Board.from_array(np.ones((1000, 2), bool)).area == 2000


@pytest.mark.parametrize("kind", ["sudoku", "nurikabe", "hitori", "masyu", "slitherlink"])
def test_a_grid_answer_of_the_wrong_size_is_said_before_its_cells_are_read(kind):
    """``sudoku.violations([[1] * 3000] * 3000)`` took 6 s to say "the answer is not 4x4" (every cell's value was
    checked first), a broadcast view of 10^10 cells never ended, and a ragged ``[[1], [1, 2]]`` was refused by
    Nurikabe and Hitori as "cell r2c2 holds 2" where Sudoku said "the answer is not 4x4"."""
    import numpy as np

    import gridsat

    puzzle = gridsat.kinds.get(kind).parse(gridsat.kinds.get(kind).example)
    said = [f"the answer is not {puzzle.rows}x{puzzle.cols}"]
    assert puzzle.violations(np.broadcast_to(np.int64(1), (100_000, 100_000))) == said
    assert puzzle.violations([[1], [1, 2]]) == said
    assert puzzle.solve().check().status.value == "solved"


def test_a_message_quoting_a_long_list_reads_only_the_start_it_quotes():
    """``result.with_answer([[1] * 3000] * 3000)`` on a 5x5 puzzle took a second (27 MB) to say "answer must be 5
    rows of 5 whole numbers ..., got list of 3000 [[1, 1, ...": the whole list was written out to quote 40
    characters of it (each check of a position, an answer or an argument quoting a long list alike)."""
    from gridsat.core.errors import shown

    written = []

    class Item:
        def __repr__(self):
            written.append(1)
            return "it"

    assert shown([Item()] * 1_000_000, 20) == "[it, it, it, it, it,..."
    assert len(written) <= 10
    assert shown([[1, 2], ("a'", "b")], 60) == "[[1, 2], (\"a'\", 'b')]"
    assert shown(["x" * 50, 1], 20) == repr(["x" * 50, 1])[:20] + "..."  # as the whole repr cut
    assert shown("x" * 50, 20) == "'xxxxxxxxxxxxxxx...' (50 characters)"


@pytest.mark.parametrize("kind, said", [
    ("pack", "position: the position has 3,000 rows; the board has 3 rows"),
    ("calendar", "position: the position has 3,000 rows; the board has 7 rows"),
    ("dominofit", "position: the position has 3,000 rows; the board has 4 rows"),
])
def test_a_position_of_the_wrong_size_is_refused_before_its_cells_are_written_out(kind, said):
    """``kind.check_position(puzzle, [[1] * 3000] * 3000)`` (and ``hints(puzzle, start=...)``) took 1-3 s to say
    "the position has 3,000 rows": every cell was written into the position's text first. A row too wide is named
    before the text is made too."""
    import gridsat
    from gridsat import PuzzleInputError

    k = gridsat.kinds.get(kind)
    puzzle = k.parse(k.example)
    big = [[1] * 3000] * 3000
    with pytest.raises(PuzzleInputError) as caught:
        k.check_position(puzzle, big)
    assert str(caught.value) == said
    given = k.given_position(puzzle)
    with pytest.raises(PuzzleInputError) as caught:
        k.hints(puzzle, start=[list(given[0]) + [0] * 100_000] + list(given[1:]))
    assert str(caught.value) == f"start: row 1 has 100,0{len(given[0]):02d} cells; the board has " \
                                f"{len(given[0])} columns"


def test_a_shading_position_of_the_wrong_size_is_said_before_its_cells_are_read():
    """Nurikabe's ``check_position`` listed every cell of a 3000x3000 position as "neither unshaded nor shaded"
    (1.3 s) before it said the answer is not 5x5."""
    import gridsat

    from gridsat.core.errors import PuzzleInputError

    k = gridsat.kinds.get("nurikabe")
    with pytest.raises(PuzzleInputError) as caught:  # refused, as packing and Domino Fit refuse another size
        k.check_position(k.parse(k.example), [[0] * 3000] * 3000)
    assert str(caught.value) == "position: the position has 3,000 rows; the board has 5 rows"


@pytest.mark.parametrize("options, said", [
    ({"params": "max_time_in_seconds:5"}, "params does not apply to the census (its own exact-cover count runs no "
                                          "CP-SAT)"),
    ({"seed": 3}, "seed does not apply to the census (its own exact-cover count runs no CP-SAT)"),
    ({"log": True}, "log does not apply to the census (its own exact-cover count runs no CP-SAT)"),
])
def test_a_census_from_python_refuses_the_cp_sat_options_it_does_not_use(options, said):
    """``run_census("dragonfjord", options=SolverOptions(seed=3))`` (or ``params``, ``log``) counted as if they were
    not given, where ``gridsat calendar --census --seed 3`` says "--seed does not apply to --census"."""
    from gridsat import PuzzleInputError, SolverOptions
    from gridsat.puzzles.calendar.census import run_census

    with pytest.raises(PuzzleInputError) as caught:
        run_census("dragonfjord", options=SolverOptions(**options))
    assert str(caught.value) == said
