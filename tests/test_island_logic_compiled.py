"""The compiled island deductions (gridsat.constraints._islands) give
exactly what the same rules in Python give (constraints.island_logic, the
reference), on every published Nurikabe board and on random boards with
random partial states; their binding refuses malformed arguments in one
line; the deadline and Ctrl-C's stop byte end them; without them Nurikabe
answers the same on the rules in Python, after one notice."""

from __future__ import annotations

import json
import subprocess
import sys
from array import array
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from gridsat.constraints import island_logic
from gridsat.constraints.island_logic import forced_cells, probed_cells
from gridsat.core.grid import blocks_2x2, box_cells, box_neighbours
from gridsat.core.options import TimeUp

islands = pytest.importorskip("gridsat.constraints._islands", reason="the compiled island deductions are not built")

ROOT = Path(__file__).resolve().parent.parent
RECORDS = json.loads((ROOT / "tests" / "data" / "genres" / "nurikabe.json").read_text())


def board(record):
    rows, cols = record["rows"], record["cols"]
    clues = {(r, c): None if v == "?" else v for r, row in enumerate(record["puzzle"]["clues"])
             for c, v in enumerate(row) if v is not None}
    return box_cells(rows, cols), box_neighbours(rows, cols), clues, blocks_2x2(rows, cols)


@pytest.mark.parametrize("record", [pytest.param(r, marks=pytest.mark.slow) if r["rows"] * r["cols"] >= 2000 else r  # 4-5 s each
                                    for r in RECORDS], ids=[r["name"] for r in RECORDS])
def test_published_boards_give_the_same_cells_as_the_rules_in_python(record):
    cells, nb, clues, blocks = board(record)
    both = [forced_cells(cells, nb, clues, blocks=blocks, compiled=c) for c in (True, False)]
    assert both[0] == both[1]
    trials = 200 if len(cells) <= 400 else 20  # the Python trials on a 50x50 take seconds
    both = [probed_cells(cells, nb, clues, blocks=blocks, trials=trials, compiled=c) for c in (True, False)]
    assert both[0] == both[1]


@pytest.mark.slow  # (1.6 s of the default run, sitting 14: the slow set runs it)
def test_unbounded_trials_decide_the_published_answers():
    # every board but 30x36 is decided by the trials alone: the published answer, cell for cell
    for record in RECORDS:
        if record["name"] == "janko-nurikabe-262_30x36":
            continue
        cells, nb, clues, blocks = board(record)
        answer = {(r, c): int(ch == "#") for r, row in enumerate(record["answer"]) for c, ch in enumerate(row)}
        assert probed_cells(cells, nb, clues, blocks=blocks) == answer, record["name"]


@st.composite
def boards(draw):
    rows, cols = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    cells = box_cells(rows, cols)
    chosen = draw(st.lists(st.sampled_from(cells), unique=True, max_size=min(6, len(cells))))
    clues = {c: draw(st.one_of(st.none(), st.integers(1, rows * cols + 2))) for c in chosen}
    return rows, cols, clues, draw(st.booleans()), draw(st.booleans())


@settings(max_examples=300, deadline=None)
@given(boards())
@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_random_boards_give_the_same_cells_as_the_rules_in_python(drawn):
    rows, cols, clues, blocks, sea = drawn
    cells, nb = box_cells(rows, cols), box_neighbours(rows, cols)
    given_ = {"blocks": blocks_2x2(rows, cols) if blocks else (), "sea_connected": sea}
    for rules in (forced_cells, probed_cells):
        assert rules(cells, nb, clues, compiled=True, **given_) == rules(cells, nb, clues, compiled=False, **given_)
    assert probed_cells(cells, nb, clues, trials=3, compiled=True, **given_) == \
        probed_cells(cells, nb, clues, trials=3, compiled=False, **given_)


def arguments(n=4):
    nbs = array("i", [1, 2, -1, -1, 0, 3, -1, -1, 0, 3, -1, -1, 1, 2, -1, -1])  # a 2x2 board
    return nbs, array("i", [1, -2, -2, -2]), array("i", [0, 1, 2, 3]), array("b", [-1] * n)


def test_the_binding_refuses_malformed_arguments_in_one_line():
    nbs, sizes, blocks, state = arguments()
    assert islands.deduce(nbs, sizes, blocks, state, True, False, -1, 0.0) == islands.OK
    assert list(state) == [0, 1, 1, 1]  # a 1 in a corner: the other three shaded
    cases = [
        ((array("i", [9] * 16), sizes, blocks, arguments()[3]), "nbs[0] = 9 is not a cell index (0..3) or -1"),
        ((nbs, array("i", [0, -2, -2, -2]), blocks, arguments()[3]), "sizes[0] = 0 is not -2, -1 or a size of 1 or more"),
        ((nbs, sizes, array("i", [0, 1, 2]), arguments()[3]), "blocks has 3 items, not a multiple of 4"),
        ((nbs, sizes, blocks, array("b", [-1, 2, -1, -1])), "state[1] = 2 is not -1, 0 or 1"),
        ((nbs, sizes, blocks, array("b")), "state has 0 cells; expected 1 to 67108864"),
        ((nbs[:8], sizes, blocks, arguments()[3]), "nbs has 8 items; expected 16"),
    ]
    for args, message in cases:
        with pytest.raises(ValueError) as err:
            islands.deduce(*args, True, False, -1, 0.0)
        assert str(err.value) == message
    with pytest.raises(TypeError, match="state must be a C-contiguous, writable array"):
        islands.deduce(nbs, sizes, blocks, bytes(4), True, False, -1, 0.0)
    with pytest.raises(ValueError, match="seconds must be 0 or more"):
        islands.deduce(nbs, sizes, blocks, arguments()[3], True, False, -1, float("nan"))


def test_the_stop_byte_and_the_deadline_end_the_rules():
    nbs, sizes, blocks, state = arguments()
    assert islands.deduce(nbs, sizes, blocks, state, True, True, -1, 0.0, bytearray(b"\x01")) == islands.STOPPED
    record = next(r for r in RECORDS if r["name"] == "janko-nurikabe-690_50x50")
    cells, nb, clues, blocks = board(record)
    with pytest.raises(TimeUp):  # a deadline already past, and one the trials outlast
        probed_cells(cells, nb, clues, blocks=blocks, deadline=0.0)
    import time

    with pytest.raises(TimeUp):
        probed_cells(cells, nb, clues, blocks=blocks, deadline=time.perf_counter() + 0.001)


def test_without_the_compiled_rules_nurikabe_answers_the_same_after_one_notice():
    from test_no_compiler import WITHOUT  # the finder that makes the compiled modules unimportable

    url = next(r["url"] for r in RECORDS if r["name"] == "janko-nurikabe-827_13x20")
    outs = [subprocess.run(command + ["solve", url, "--unique", "--json"], capture_output=True, text=True, cwd=ROOT,
                           timeout=600) for command in ([sys.executable, "-m", "gridsat"], [sys.executable, "-c", WITHOUT])]
    with_c, without = (json.loads(o.stdout) for o in outs)
    assert {k: v for k, v in without.items() if k != "seconds"} == {k: v for k, v in with_c.items() if k != "seconds"}
    assert without["uniqueness"] == "unique"
    assert outs[0].stderr == ""
    assert outs[1].stderr.splitlines() == [
        "gridsat: the compiled island-deduction engine is not installed (no C compiler at install time, or GRIDSAT_NO_EXTENSIONS=1); using the "
        "same rules in Python, slower. Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without one)."]
    assert island_logic.MODULE == "gridsat.constraints._islands"
