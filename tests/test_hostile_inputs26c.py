"""The twenty-sixth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import pytest

import gridsat
from gridsat import Task
from gridsat.core.errors import PuzzleInputError

NOT_GRIDSATS = ("line 1 is not a JSON record with a key; this file was not written by gridsat or was edited, or holds "
                "another command's results: choose another output file")


def test_a_domino_fit_count_keeping_every_tiling_with_a_limit_is_not_weighed_as_the_limit():
    """``kind.run(puzzle, Task("count", keep=None, limit=10**9))`` of the 4x4 Domino Fit example was refused: "listing
    4,611,686,018,427,387,904 tilings ... needs about 3.1e+12 GB", though keep=None keeps what half the memory limit
    holds and counts on past them (a packing's count takes the same task and counts)."""
    kind = gridsat.kinds.get("dominofit")
    puzzle = kind.parse(kind.example)
    result = kind.run(puzzle, Task("count", keep=None, limit=10**9))
    assert (result.status.value, result.count, len(result.solutions)) == ("solved", 1, 1)
    assert result.count == kind.run(puzzle, Task("count")).count
    with pytest.raises(PuzzleInputError, match=r"^listing 1,000,000,000,000 tilings of the 4x4 Domino Fit board "
                                               r"needs about"):
        kind.run(puzzle, Task("count", keep=10**12))  # a number of tilings to keep is still weighed


def test_an_exact_cover_json_number_of_5000_digits_is_said_in_the_users_words(run_cli, tmp_path):
    """``gridsat cover big.json`` with an item of 5,001 digits said "bad JSON: Exceeds the limit (4300 digits) for
    integer string conversion: value has 5001 digits; use sys.set_int_max_str_digits() to increase the limit":
    Python's advice about its interpreter, where every other kind's JSON says the number is too long."""
    path = tmp_path / "big.json"
    path.write_text('{"options": [[1' + "0" * 5000 + "]]}", encoding="utf-8")
    # ("bad JSON" until pass 71: the cover's JSON is now read as every kind's, "not valid JSON")
    assert run_cli("cover", str(path)) == (2, "", "gridsat: error: big.json: not valid JSON: a number has more than "
                                                  "4,300 digits\n")
    with pytest.raises(PuzzleInputError) as info:
        gridsat.kinds.get("cover").parse(path.read_text(encoding="utf-8"))
    assert str(info.value) == "puzzle: not valid JSON: a number has more than 4,300 digits"


@pytest.fixture
def nested_results(tmp_path):
    path = tmp_path / "results.jsonl"
    path.write_text("[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    return path


def test_a_results_file_holding_deeply_nested_json_is_refused_not_a_traceback(run_cli, nested_results):
    """``gridsat calendar --year 2024 --out F`` (and ``--census --out F``) where F held a line of 100,000 '[': a
    RecursionError traceback while reading the file to resume it; the file is refused as not gridsat's, and kept."""
    before = nested_results.read_bytes()
    for args in (("--year", "2024"), ("--census",)):
        assert run_cli("calendar", *args, "--out", str(nested_results), "-t", "30") == (
            2, "", f"gridsat: error: {nested_results}: {NOT_GRIDSATS}\n")
    assert nested_results.read_bytes() == before


def test_a_design_searchs_results_file_holding_deeply_nested_json_is_refused(nested_results):
    """``search_designs(..., out=F)`` where F held a line of 100,000 '[': RecursionError from the JSON parser."""
    from gridsat.puzzles.calendar.design import search_designs

    with pytest.raises(PuzzleInputError) as info:
        search_designs("dragonfjord", "pentominoes+hexominoes", 8, out=str(nested_results), time_limit=30, jobs=1)
    assert str(info.value) == f"{nested_results}: {NOT_GRIDSATS}"


@pytest.mark.parametrize("placement, said", [
    (("F", 0, None), "the cells of piece 'F', (row, col) pairs of whole numbers, got None"),
    (("F", 0, "ab"), "the cells of piece 'F', (row, col) pairs of whole numbers, got 'ab'"),
    (("F", 0, ((0, 0.5),)), "the cells of piece 'F', (row, col) pairs of whole numbers, got ((0, 0.5),)"),
    ((None, 0, ((0, 0),)), "the piece's name, a string, got NoneType")])
def test_a_tiling_shown_with_a_malformed_placement_is_refused_by_with_answer(placement, said):
    """``result.with_answer([Placement("F", 0, None)])`` was taken, then its ``to_json()``, ``text()`` and
    ``figure()`` met "'NoneType' object is not iterable" (cells "ab": "not enough values to unpack"; a piece None:
    "object of type 'NoneType' has no len()" in the figure): with_answer checks an answer's shape before it is
    shown, and a Placement's fields are part of it."""
    result = gridsat.pack("3x20")
    with pytest.raises(TypeError) as info:
        result.with_answer([gridsat.Placement(*placement)])
    assert str(info.value) == f"answer must be a tiling: a list of Placements (as in .placements), each with {said}"
    shown = result.with_answer(result.placements)  # a tiling as the result holds it is still taken
    assert shown.to_json()["placements"] == result.to_json()["placements"]


def test_a_domino_fit_position_of_too_many_rows_is_refused_not_read_shifted(run_cli, tmp_path):
    """A Domino Fit position of marks with one row too many (five rows on the example's 4x4 board, its blocked row
    written "# . . #") was read as the board as gridsat draws it: the '#' row is no drawn row, so the other four
    were taken as the board's rows, shifted, and ``kind.hints(puzzle, start=...)`` stepped on without a word."""
    kind = gridsat.kinds.get("dominofit")
    puzzle = kind.parse(kind.example)
    five = kind.given_position(puzzle) + [[0] * puzzle.cols]
    with pytest.raises(PuzzleInputError) as info:
        kind.hints(puzzle, start=five)
    assert str(info.value) == "start: the position has 5 rows; the board has 4 rows"
    (tmp_path / "df.txt").write_text(kind.example, encoding="utf-8")
    (tmp_path / "pos.txt").write_text(". . . .\n. . . .\n# . . #\n. . . .\n. . . .\n", encoding="utf-8")
    assert run_cli("hint", str(tmp_path / "df.txt"), "--position", str(tmp_path / "pos.txt")) == (
        2, "", f"gridsat: error: {tmp_path / 'pos.txt'}: the position has 5 rows; the board has 4 rows\n")
    (tmp_path / "pos.txt").write_text(". . . .\n. . . .\n# . . #\n< > . .\n", encoding="utf-8")  # four rows: read
    assert kind.read_position((tmp_path / "pos.txt").read_text(encoding="utf-8"), puzzle) == [("H", 3, 0)]


@pytest.mark.parametrize("options", [{("a",), ("b",), ("a", "b")}, frozenset({("a",), ("b",)})])
def test_exact_cover_options_given_as_a_set_are_refused(options):
    """``list(gridsat.covers({("a",), ("b",), ("a", "b")}))`` answered ``[[0, 1], [2]]``: option indices into the
    set's order, which follows its items' hashes (for strings, a new order each run), so the covers named options
    the caller cannot find."""
    from gridsat.engines.cover import CoverEngine

    said = (f"options must be a list (or another sequence) of options, each a list of items: a cover names options "
            f"by their index, and a {type(options).__name__} keeps no order")
    for call in (lambda: gridsat.covers(options), lambda: gridsat.count_covers(options), lambda: CoverEngine(options)):
        with pytest.raises(TypeError) as info:
            call()
        assert str(info.value) == said
    assert gridsat.count_covers([{"a", "b"}, {"a"}, {"b"}]) == 2  # an option's own items may be a set
    assert list(gridsat.covers(o for o in [["a"], ["b"]])) == [[0, 1]]  # a generator keeps its order


def test_a_design_search_stops_building_its_engines_at_the_time_limit():
    """``gridsat calendar --design dragonfjord --pieces pentominoes+hexominoes --choose 8 -t 1`` ended after 4-5 s
    on a loaded machine: a chunk's first step builds the library's placements and two exact-cover engines (seconds
    for 47 pieces and their wildcards) without looking at the clock; the chunk is now left for a resume there."""
    import time

    from gridsat.puzzles.calendar import design
    from gridsat.puzzles.calendar.library import load_board, load_library

    design._EVALUATORS.clear()
    board, library = load_board("dragonfjord"), load_library("pentominoes+hexominoes")
    outcome = design.evaluate_chunk(board, library, 8, 0, time.time() - 1)
    assert (outcome.complete, outcome.designs, outcome.record) == (False, [], {"record": "chunk", "chunk": 0})
    assert design._EVALUATORS == {}  # nothing half built is kept for the next chunk: the engines were not built
    result = design.search_designs(board, library, 8, time_limit=0.5, jobs=1)
    assert (result.complete, result.chunks_done, result.designs) == (False, 0, [])


@pytest.mark.parametrize("kind, said", [
    ("pack", "listing 1e+400 tilings of board 3x20 needs about"),
    ("dominofit", "listing 1e+400 tilings of the 4x4 Domino Fit board needs about"),
    ("cover", "an exact cover of 10 options, keeping 1e+400 covers needs about")])
def test_a_listing_of_10_to_the_400_is_refused_in_a_message_of_one_short_line(kind, said):
    """``kind.run(puzzle, Task("solutions", n=10**400))`` was refused as "listing 10,000,000,...": 400 digits and
    their 133 commas, the message cut at 1,000 characters before it said how much memory or the way out."""
    k = gridsat.kinds.get(kind)
    with pytest.raises(PuzzleInputError) as info:
        k.run(k.parse(k.example), Task("solutions", n=10**400))
    assert str(info.value).startswith(said)
    assert str(info.value).endswith("more than this machine has: no limit lets it run (ask for fewer solutions, or a "
                                    "smaller puzzle)") and len(str(info.value)) < 250


def test_a_listing_of_10_to_the_400_on_the_counting_search_lists_what_a_count_finds():
    # (refused as "the counting search keeping 1e+400 answers needs about ...": a count keeping none now settles
    # first that the example has one answer)
    k = gridsat.kinds.get("starbattle")
    result = k.run(k.parse(k.example), Task("solutions", n=10**400))
    assert (len(result.solutions), result.complete) == (1, True)


def test_a_number_of_400_digits_is_quoted_cut_by_the_servers_limits_and_the_cover_engine():
    """``Limits(workers=10**400)`` and ``CoverEngine(options).count(limit=-10**400)`` quoted all 400 digits back
    (and ``Limits(queue=...)``, ``time_limit``, a packing's ``n`` and ``limit``, a Domino Fit edge depth alike),
    where every other refusal quotes the first sixty characters."""
    from gridsat.engines.cover import CoverEngine
    from gridsat.web.limits import Limits

    cut = "1" + "0" * 59 + "..."
    with pytest.raises(ValueError) as workers:
        Limits(workers=10**400)
    assert str(workers.value) == f"workers must be at most 64, got {cut}"
    with pytest.raises(ValueError) as seconds:
        Limits(time_limit=10**400)
    assert str(seconds.value) == f"time_limit must be a positive number of seconds (below a billion), got {cut}"
    with pytest.raises(PuzzleInputError) as limit:
        CoverEngine([["a"]]).count(limit=-10**400)
    assert str(limit.value) == "limit must be at least 1, got -" + "1" + "0" * 58 + "..."


def test_a_piece_set_of_10_to_the_400_copies_is_refused_in_one_short_line():
    """``gridsat.pack("6x10", PieceSet.of([(F, 10**400)]))`` said "the pieces cover 50,000,000,...": 534
    characters of a number, the message cut before it said the pieces do not fit (an Edition of them alike)."""
    from gridsat.puzzles.calendar.editions import load_edition
    from gridsat.puzzles.calendar.rules import Edition

    pieces = gridsat.PieceSet.of([(gridsat.pentominoes().pieces[0], 10**400)])
    with pytest.raises(PuzzleInputError) as packing:
        gridsat.pack("6x10", pieces)
    assert str(packing.value) == "board 6x10 has 60 cells to cover but the pieces cover 5e+400; the pieces do not fit"
    with pytest.raises(PuzzleInputError) as edition:
        Edition("x", load_edition("dragonfjord").board, pieces)
    assert str(edition.value) == ("edition x: the pieces cover 5e+400 cells but board standard leaves 41 to cover "
                                  "(43 cells minus month and day)")
