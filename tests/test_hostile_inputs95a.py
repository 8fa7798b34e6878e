"""Hostile pass 95, part a: the Python library as an OR learner and a programmer uses it."""

from __future__ import annotations

import pytest

import gridsat
from gridsat import SolverOptions, Task


@pytest.mark.parametrize("name", ["yinyang", "calendar", "hitori"])
def test_model_time_up_says_what_ran_out(name):
    # kind.model(...) with a time limit that ran out while building raised a TimeUp with no words at all
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example() if callable(kind.example) else kind.example)
    with pytest.raises(gridsat.TimeUp) as caught:
        kind.model(puzzle, Task(engine="cpsat", options=SolverOptions(time_limit=1e-9)), {})
    title = kind.title.removesuffix(" puzzle")
    assert str(caught.value) == (
        f"the time limit of 1e-09 s ran out while building the CP-SAT model of the {title} "
        "puzzle; give more time (no model is returned)"
    )


def test_model_without_time_limit_still_built():
    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse("https://puzz.link/p?yinyang/5/5/016612300")
    assert kind.model(puzzle, Task(engine="cpsat"), {}).stats()["variables"] == 146


@pytest.mark.parametrize(
    "value, words",
    [
        (0, "time_limit must be a positive number of seconds, got 0"),
        (-1, "time_limit must be a positive number of seconds, got -1"),
        (float("inf"), "time_limit must be below a billion seconds (leave it out for none), got inf"),
    ],
)
def test_solver_options_time_limit_named_as_python_spells_it(value, words):
    # was "time limit must be ...", where workers, seed and memory_limit are named by their keywords (README: a bad
    # value "names the keyword as Python spells it")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        SolverOptions(time_limit=value)
    assert str(caught.value) == words


def test_command_line_still_names_its_option():
    from gridsat.cli.common import solver_options

    with pytest.raises(gridsat.PuzzleInputError) as caught:
        solver_options(time_limit=0)
    assert str(caught.value) == "-t/--time-limit must be a positive number of seconds, got 0"


@pytest.mark.parametrize("name", ["m.lp", "m.mps", "m"])
def test_export_to_file_refuses_a_format_it_does_not_write(tmp_path, name):
    # model.export_to_file("m.lp") wrote CP-SAT's binary proto into m.lp, unsaid (--export-model refuses the name)
    kind = gridsat.kinds.get("yinyang")
    model = kind.model(kind.parse("https://puzz.link/p?yinyang/5/5/016612300"), Task(engine="cpsat"), {})
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        model.export_to_file(str(tmp_path / name))
    assert str(caught.value) == (
        f"file must end in .pb (binary) or .txt (text proto), got {str(tmp_path / name)!r}: "
        "CP-SAT writes its own model format, not LP or MPS"
    )
    assert not (tmp_path / name).exists()
    assert model.export_to_file(tmp_path / "m.PB") is True


def test_yinyang_fmt_named_and_typed():
    # parse(fmt=5) said "unknown format 5" (a ValueError for a wrong type, the keyword unnamed), and
    # read_puzzle(URL, fmt=0) read the URL as if no format were given ("fmt or 'url'")
    from gridsat.puzzles.yinyang import parse, read_puzzle

    url = "https://puzz.link/p?yinyang/5/5/016612300"
    with pytest.raises(gridsat.PuzzleInputError) as bad:
        parse("0 0", fmt="xml")
    assert str(bad.value) == "fmt must be one of text, url, pzprv3, html (None: detected), got 'xml'"
    with pytest.raises(TypeError) as typed:
        parse("0 0", fmt=5)
    assert str(typed.value) == "parse: fmt must be a string or None, got int 5"
    with pytest.raises(TypeError) as zero:
        read_puzzle(url, fmt=0)
    assert str(zero.value) == "read_puzzle: fmt must be a string or None, got int 0"
    assert read_puzzle(url).rows == 5 and read_puzzle(url, fmt="url").rows == 5
