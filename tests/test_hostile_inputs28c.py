"""The twenty-eighth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import threading

import pytest

import gridsat


@pytest.mark.parametrize("name, deadline", [("yinyang", 10**30), ("yinyang", 1e300), ("dominofit", 10**30),
                                            ("nurikabe", 1e30), ("pack", 10**30)])
def test_a_deadline_farther_than_any_limit_is_none(name, deadline):
    """``kind.hints(puzzle, deadline=10**30)`` (documented: infinity is no deadline) met "OverflowError: timestamp
    out of range for platform time_t" for Yin-Yang (and a traceback from a clock thread when called off the main
    thread), and was refused for Domino Fit and Nurikabe as "time limit must be below a billion seconds", a limit
    the caller never gave; ``SolverOptions(deadline=1e30)`` printed the clock thread's traceback."""
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example)
    found, errors = [], []
    hook, threading.excepthook = threading.excepthook, lambda args: errors.append(args.exc_value)
    try:
        found.append(kind.hints(puzzle, deadline=deadline))
        worker = threading.Thread(target=lambda: found.append(kind.hints(puzzle, deadline=deadline)))
        worker.start()
        worker.join()
    finally:
        threading.excepthook = hook
    assert errors == [] and len(found) == 2 and found[0].steps == found[1].steps and found[0].steps
    options = gridsat.SolverOptions(deadline=deadline)
    assert options.deadline is None
    assert kind.run(puzzle, gridsat.Task(options=options)).status.value == "solved"


@pytest.mark.parametrize("wall, error, message", [
    ("x", TypeError, "wall_deadline must be a time.time() value in seconds or None, got str 'x'"),
    (float("nan"), ValueError, "wall_deadline must be a time.time() value in seconds or None, got nan"),
    (10**400, gridsat.PuzzleInputError, "no 8 pieces of library pentominoes (12 of size 5) cover 41 cells"),
], ids=["str", "nan", "10**400"])
def test_a_design_chunks_wall_deadline_is_checked(wall, error, message):
    """``evaluate_chunk(board, library, 8, 0, "x")`` (a design search's worker function, in the module's
    ``__all__``) met "unsupported operand type(s) for -: 'str' and 'float'", and ``10**400`` "OverflowError: int
    too large to convert to float"; NaN was taken for a deadline that never comes."""
    from gridsat.puzzles.calendar.design import evaluate_chunk
    from gridsat.puzzles.calendar.library import load_board, load_library

    with pytest.raises(error) as caught:
        evaluate_chunk(load_board("standard"), load_library("pentominoes"), 8, 0, wall)
    assert str(caught.value).startswith(message)


@pytest.fixture(scope="module")
def made_collection(tmp_path_factory):
    """The lines of ``gridsat generate yinyang --size 4x4 --count 2 --out F.jsonl`` (made once per module)."""
    import json

    from gridsat.cli import main

    path = tmp_path_factory.mktemp("made") / "made.jsonl"
    with pytest.raises(SystemExit) as ended:
        main(["generate", "yinyang", "--size", "4x4", "--count", "2", "--out", str(path)])
    assert ended.value.code in (0, None)
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _edited(records, how):
    import json

    records = json.loads(json.dumps(records))
    if how == "junk puzzle":
        records[0]["puzzle"] = "junk"
    elif how == "another seed's solution":
        records[0]["solution"] = records[1]["solution"]
    elif how == "seed 10**30":
        records[0]["seed"] = 10**30
    elif how == "said not unique":
        records[0]["unique"] = False
    elif how == "a puzzle of another size":
        records[0]["puzzle"] = "0 0 0\n0 0 0\n0 0 0\n"
    return records


@pytest.mark.parametrize("how, fault", [
    ("junk puzzle", "its puzzle does not read (puzzle: line 1, column 1: symbol 'j' is not 0 (empty), 1 (white "
                    "circle) or 2 (black circle))"),
    ("another seed's solution", "its solution is no answer of its puzzle (answer: "),
    ("seed 10**30", "its seed is no whole number from 0 to 2147483647"),
    ("said not unique", "it says its puzzle is not unique, where every puzzle made so is proven unique"),
    ("a puzzle of another size", "its puzzle is not of size '4x4'"),
])
def test_a_generated_collections_edited_line_is_refused(run_cli, tmp_path, made_collection, how, fault):
    """``gridsat generate yinyang --count 3 --out F.jsonl`` going on from F whose line for seed 1 was edited (a junk
    puzzle, another seed's solution, "unique": false, a seed of 10**30): kept, its seed counted made ("wrote 1
    yinyang puzzle ... 2 of the 3 seeds were there already"), as a year file's edited line was."""
    import json

    path = tmp_path / "made.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in _edited(made_collection, how)), encoding="utf-8")
    before = path.read_bytes()
    code, out, err = run_cli("generate", "yinyang", "--size", "4x4", "--count", "3", "--out", str(path))
    seed = "100000... (a 31-digit number)" if how == "seed 10**30" else "1"
    assert (code, out) == (2, "") and err.startswith(
        f"gridsat: error: {path}: line 1: the line for seed {seed} is not as generate writes it: {fault}")
    assert err.endswith(" (edited?): remove the line to make that seed again\n")
    assert path.read_bytes() == before and not list(tmp_path.glob("*.lock"))


def test_a_generated_collection_as_written_goes_on(run_cli, tmp_path, made_collection):
    """The lines generate wrote pass its check: a run goes on from them, making only the seed not there."""
    import json

    path = tmp_path / "made.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in made_collection), encoding="utf-8")
    assert run_cli("generate", "yinyang", "--size", "4x4", "--count", "3", "--out", str(path)) == (
        0, "", f"wrote 1 Yin-Yang puzzle to {path} (2 of the 3 seeds were there already)\n")


@pytest.mark.parametrize("name", [None, 5, b"rule"])
def test_a_setting_named_by_no_string_is_named(name):
    """``Setting(None, str, None, "help")`` (the typed settings a new kind declares, docs/adding-a-kind.md) met
    "'NoneType' object has no attribute 'isidentifier'" deep inside."""
    from gridsat.core.settings import Setting

    with pytest.raises(TypeError) as caught:
        Setting(name, str, None, "help")
    assert str(caught.value) == f"a setting's name must be a string, got {type(name).__name__} {name!r}"


_LIBRARY = ("O6: ###/###\nH6: #.#/###/#..\nU5: #.#/###\nV5: #../#../###\nZ5: ##./.#./.##\nL5: #.../####\n"
            "N5: .###/##..\nY5: ..#./####\nP5: ##/##/#.\n")


@pytest.fixture(scope="module")
def searched(tmp_path_factory):
    """A design search's library and results file: the 2 designs of 8 pieces (O6 or H6 and the seven
    pentominoes of the dragonfjord edition) for its board, one chunk each."""
    import json

    from gridsat.puzzles.calendar.design import search_designs

    folder = tmp_path_factory.mktemp("designs")
    (folder / "lib.txt").write_text(_LIBRARY, encoding="utf-8")
    search_designs("dragonfjord", str(folder / "lib.txt"), 8, out=folder / "found.jsonl", jobs=1, verify=0)
    return folder, [json.loads(line) for line in (folder / "found.jsonl").read_text(encoding="utf-8").splitlines()]


def _design_line(records, name):
    return next(r for r in records if r.get("design") == name)


_FIRST = "O6 U5 V5 Z5 L5 N5 Y5 P5"


@pytest.mark.parametrize("edit, fault", [
    (lambda line: line["fewest"].update(count=99999),
     "its counts cannot be one census's: fewest 99,999, median 59, most 216, total 24,405"),
    (lambda line: line.update(unsolvable=5), "all_solvable true with 5 unsolvable dates"),
    (lambda line: line.update(dates=5), "it counts 5 dates where every design has 366"),
    (lambda line: line.update(design="Q5 Q5 Q5 Q5 Q5 Q5 Q5 Q5"), "it is no design of chunk 0"),
    (lambda line: line.update(chunk=1), "it is no design of chunk 1"),
], ids=["fewest", "unsolvable", "dates", "design", "chunk"])
def test_a_design_search_line_edited_is_refused(searched, tmp_path, edit, fault):
    """``gridsat calendar --design standard --pieces ... --out F`` going on from F whose line of a design was
    edited to ``"fewest": {"count": 99999}``: that design was ranked first, its fewest shown as 99999; a design
    of pieces the library has not ("Q5 ..."), or "unsolvable": 5 beside "all_solvable": true, was taken in."""
    import json

    from gridsat.puzzles.calendar.design import search_designs

    folder, records = searched
    records = json.loads(json.dumps(records))
    line = _design_line(records, _FIRST)
    edit(line)
    path = tmp_path / "edited.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        search_designs("dragonfjord", str(folder / "lib.txt"), 8, out=path, jobs=1, verify=0)
    chunk = line["chunk"]
    assert str(caught.value) == (
        f"{path}: the line of design {line['design']!r} is not as the search writes it ({fault}; edited?): remove it "
        f"and the lines of chunk {chunk} (its own and its designs') to search that chunk again")


def test_a_design_search_file_as_written_goes_on(searched):
    """The lines a search wrote pass its check: a run going on from them has nothing left to search."""
    from gridsat.puzzles.calendar.design import search_designs

    folder, records = searched
    result = search_designs("dragonfjord", str(folder / "lib.txt"), 8, out=folder / "found.jsonl", jobs=1, verify=0)
    assert result.complete and result.resumed == 2
    assert sorted(d["design"] for d in result.designs) == sorted(r["design"] for r in records if "design" in r)


@pytest.mark.slow  # three censuses of the dragonfjord edition: about 5 s on a loaded machine
def test_a_census_line_edited_is_written_again_with_the_count(run_cli, tmp_path):
    """``gridsat calendar --census --out F`` where F (a finished census) had the line of 1 Jan edited to "count": 5:
    the census counted 64 again, printed it, said "wrote F" and left F's 5 (a line already there was never written
    again); a file as written was, and is, left as it is."""
    import json

    path = tmp_path / "census.jsonl"
    assert run_cli("calendar", "--census", "--out", str(path), "-t", "120")[0] == 0
    written = path.read_bytes()
    code, out, err = run_cli("calendar", "--census", "--out", str(path), "-t", "120")
    assert (code, path.read_bytes()) == (0, written) and "held another count" not in out
    lines = written.decode("utf-8").splitlines()
    assert json.loads(lines[0])["count"] == 64
    path.write_text("\n".join([lines[0].replace('"count": 64', '"count": 5')] + lines[1:]) + "\n", encoding="utf-8")
    code, out, err = run_cli("calendar", "--census", "--out", str(path), "-t", "120")
    assert code == 0 and out.endswith(f"1 line of {path} held another count than this census (edited?): written again "
                                      f"with its count\nwrote {path}\n")
    assert sorted(path.read_text(encoding="utf-8").splitlines()) == sorted(lines)


def test_taking_nothing_out_of_a_results_file_leaves_it_held(tmp_path):
    """A results writer asked to take out lines none of which was picked (as a census now asks, for lines holding
    another count than it found) said "another gridsat run took this file as it was rewritten": it reopened the
    file it held beside its own lock."""
    from gridsat.core.jsonl import JsonLinesWriter

    path = tmp_path / "results.jsonl"
    path.write_text('{"id": 1, "n": 5}\n', encoding="utf-8")
    writer = JsonLinesWriter(path, key="id")
    try:
        assert writer.take_out(lambda record: record["n"] != 5) == 0
        writer.write({"id": 2, "n": 6})
        assert writer.take_out(lambda record: record["n"] == 5) == 1
        writer.write({"id": 1, "n": 7})
    finally:
        writer.close()
    assert path.read_text(encoding="utf-8") == '{"id": 2, "n": 6}\n{"id": 1, "n": 7}\n'


@pytest.mark.slow  # the pair table every layout search builds first: 2-4 s
@pytest.mark.parametrize("edit", [lambda line: line["fewest"].update(count=99999),
                                  lambda line: line.update(unsolvable=7),
                                  lambda line: line.update(rows=["Jan Jan"]),
                                  lambda line: line.update(where=[0] * 43)], ids=["fewest", "unsolvable", "rows", "where"])
def test_a_layout_search_line_edited_is_refused(tmp_path, edit):
    """``gridsat calendar --layout labels --out F`` going on from F whose restart line was edited to
    ``"fewest": {"count": 99999}``: shown as the best layout, "fewest 99999"; its rows edited to a board with a
    label twice: refused as "layout: line 1: board layout: label 'Jan' appears twice", naming no file."""
    import json

    from gridsat.puzzles.calendar.editions import load_edition
    from gridsat.puzzles.calendar.layout import search_layouts

    path = tmp_path / "layouts.jsonl"
    edition = load_edition("dragonfjord")
    search_layouts(edition, restarts=1, steps=5, out=path)
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    edit(records[1])
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        search_layouts(edition, restarts=1, steps=5, out=path)
    assert str(caught.value) == (f"{path}: the line of restart 0 is not as the search writes it (its board or counts "
                                 "are not those its cells score; edited?): remove it to climb that restart again")
