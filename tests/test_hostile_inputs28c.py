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
        f"gridsat: error: {path}: the line for seed {seed} is not as generate writes it: {fault}")
    assert err.endswith(" (edited?): remove the line to make that seed again\n")
    assert path.read_bytes() == before and not list(tmp_path.glob("*.lock"))


def test_a_generated_collection_as_written_goes_on(run_cli, tmp_path, made_collection):
    """The lines generate wrote pass its check: a run goes on from them, making only the seed not there."""
    import json

    path = tmp_path / "made.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in made_collection), encoding="utf-8")
    assert run_cli("generate", "yinyang", "--size", "4x4", "--count", "3", "--out", str(path)) == (
        0, "", f"wrote 1 yinyang puzzle to {path} (2 of the 3 seeds were there already)\n")


@pytest.mark.parametrize("name", [None, 5, b"rule"])
def test_a_setting_named_by_no_string_is_named(name):
    """``Setting(None, str, None, "help")`` (the typed settings a new kind declares, docs/adding-a-kind.md) met
    "'NoneType' object has no attribute 'isidentifier'" deep inside."""
    from gridsat.core.settings import Setting

    with pytest.raises(TypeError) as caught:
        Setting(name, str, None, "help")
    assert str(caught.value) == f"a setting's name must be a string, got {type(name).__name__} {name!r}"
