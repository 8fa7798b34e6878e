"""The fifth hostile pass over the web server, the Python API and the
answers (issue 20): each fault it found, kept as a test."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from gridsat.web import Limits, create_app  # noqa: E402


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as c:
        yield c


NUL_NAME = "'a\\x00b': cannot read puzzle file: a file name cannot hold a NUL character"


@pytest.mark.parametrize("kind", ["pack", "nurikabe", "cover", "yinyang", "dominofit"])
def test_a_file_name_with_a_nul_is_one_line_not_a_500(client, kind):
    """os.stat raises ValueError (not OSError) for a NUL in a name: the web API answered 500 "internal error"
    and the Python API raised ValueError deep in the reader."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get(kind).read("a\x00b")
    assert str(caught.value) == NUL_NAME
    response = client.post("/api/solve", json={"kind": kind, "argument": "a\x00b"})
    assert response.status_code == 422, response.text
    assert response.json()["error"].endswith("a file name cannot hold a NUL character")


@pytest.mark.parametrize("kind", ["yinyang", "dominofit"])
@pytest.mark.parametrize("args, error, message", [
    (("4", 4, 1), TypeError, "rows must be a whole number, got str ('4')"),
    ((4, 4.0, 1), TypeError, "cols must be a whole number, got float (4.0)"),
    ((4, 4, "x"), TypeError, "seed must be a whole number, got str ('x')"),
    ((4, 4, 1.5), TypeError, "seed must be a whole number, got float (1.5)"),
    ((4, 4, True), TypeError, "seed must be a whole number, got bool (True)"),
    ((4, 4, -1), PuzzleInputError, "seed must be a whole number from 0 to 2147483647, got -1"),
    ((4, 4, 2**70), PuzzleInputError, f"seed must be a whole number from 0 to 2147483647, got {2**70}"),
    ((4, 4, 1, 5), TypeError, "options must be a gridsat.SolverOptions, got int"),
    ((4, 1, 1), PuzzleInputError, "generator size 4x1: each side must be from 2 to"),
])
def test_a_generator_names_a_wrong_argument(kind, args, error, message):
    """The generators took any seed (a float, a string, -1: a record with seed "x" and a puzzle no --seed can make
    again) and failed deep inside on options that were not SolverOptions ('int' object has no attribute 'started')
    or a size given as text."""
    with pytest.raises(error) as caught:
        gridsat.kinds.get(kind).generator().generate(*args)
    assert str(caught.value).startswith(message)


def test_a_generator_still_makes_its_puzzle_from_checked_settings():
    gen = gridsat.kinds.get("dominofit").generator().generate(4, 4, 1, rule="dot")
    assert gen.seed == 1 and gen.info["rule"] == "dot"
    with pytest.raises(PuzzleInputError, match="--rule must be one of cell, dot, got 'x'"):
        gridsat.kinds.get("dominofit").generator().generate(4, 4, 1, rule="x")


@pytest.mark.parametrize("kind, title", [("yinyang", "Yin-Yang puzzle"), ("nurikabe", "Nurikabe puzzle"),
                                         ("calendar", "Calendar puzzle"), ("dominofit", "Domino Fit puzzle"),
                                         ("pack", "Polyomino packing puzzle")])
def test_hints_of_what_is_not_a_puzzle_of_the_kind_name_the_argument(kind, title):
    """kind.hints(None) failed deep inside ('NoneType' object has no attribute 'rows'), as did a puzzle of
    another kind; solve() and the other tasks named the argument already (and said "Calendar puzzle puzzle")."""
    other = gridsat.kinds.get("hitori").parse("https://puzz.link/p?hitori/4/4/1114142333214213")
    for wrong, name in ((None, "NoneType"), ("x", "str"), (other, "HitoriPuzzle")):
        with pytest.raises(TypeError) as caught:
            gridsat.kinds.get(kind).hints(wrong)
        assert str(caught.value) == (f"puzzle must be a {title} (from gridsat.kinds.get({kind!r}).parse), "
                                     f"got {name}")
    with pytest.raises(TypeError, match=f"puzzle must be a {title} "):
        gridsat.kinds.get(kind).run(None, gridsat.Task("solve"))


def test_a_kind_without_hints_says_so_whatever_it_is_given():
    with pytest.raises(PuzzleInputError, match="^LITS has no hints yet"):
        gridsat.kinds.get("lits").hints(None)


@pytest.mark.parametrize("steps, message", [
    (None, "steps must be a list of hint steps (a Deduction's .steps), got NoneType"),
    ("", "steps must be a list of hint steps (a Deduction's .steps), got str"),
    ([None], "steps[0] must be a hint step (gridsat.core.hints.Step), got NoneType"),
])
def test_grade_names_what_is_not_a_step(steps, message):
    """grade(None) and grade("") graded nothing as "easy"; grade([None]) failed deep inside (no attribute 'depth')."""
    from gridsat.core.hints import grade

    with pytest.raises(TypeError) as caught:
        grade(steps)
    assert str(caught.value) == message
    kind = gridsat.kinds.get("nurikabe")
    steps = kind.hints(kind.parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")).steps
    assert grade(tuple(steps)) == grade(steps) and grade([])["grade"] == "easy"
