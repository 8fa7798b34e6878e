"""The twelfth hostile pass (issue 20): the library as a Python user meets it -- the README's Python
section and the public names it shows -- and the web app's JSON API.  What it found, each kept as a test."""

from __future__ import annotations

import os
import signal

import pytest

import gridsat
from conftest import ROOT
from gridsat.core.errors import PuzzleInputError

EXAMPLE_DOMINOFIT = "examples/dominofit-8x8.json"


@pytest.mark.parametrize("rule, count", [("cell", 0), ("dot", 1)])
def test_solve_gives_a_detected_kinds_read_settings_to_its_reader(rule, count):
    # gridsat.solve promises the kind's settings, "read-stage ones shape the puzzle"; with the kind detected
    # (no kind=) a read-stage setting was refused: "--rule is used when the puzzle is read: give it to parse or read"
    spec = str(ROOT / EXAMPLE_DOMINOFIT)
    detected = gridsat.solve(spec, task="count", rule=rule).to_json()
    named = gridsat.solve(spec, "dominofit", task="count", rule=rule).to_json()
    assert (detected["rule"], detected["count"], detected["complete"]) == (rule, count, True)
    assert (named["rule"], named["count"]) == (rule, count)
    with pytest.raises(PuzzleInputError, match=r"^rule must be one of cell, dot, got 'dott' \(did you mean 'dot'\?\)$"):
        gridsat.solve(spec, task="count", rule="dott")
    with pytest.raises(PuzzleInputError, match=r"^Domino Fit puzzles take no setting 'colour'"):
        gridsat.solve(spec, colour="red")
    kind, puzzle = gridsat.read(spec, rule=rule)  # the reader alone takes them too
    assert (kind.name, puzzle.rule) == ("dominofit", rule)


@pytest.mark.parametrize("cells, error", [
    (((0, 0), (0, 2)), "piece Q is not edge-connected"),         # was packed: "solved" with two split pieces
    ((), "piece Q has no squares"),                              # was ValueError: min() arg is an empty sequence
    (((0, 0), (0, 0), (0, 1)), r"piece Q lists square \(0, 0\) twice"),  # was an area of 3 for 2 squares
])
def test_a_polyomino_built_from_cells_is_one(cells, error):
    # Polyomino(name, cells) took any cells: a disconnected "piece" tiled a 1x4 board, an empty one raised a
    # bare ValueError deep in packing; polyominoes are edge-connected squares (the module's definition)
    with pytest.raises(PuzzleInputError, match=f"^{error}$"):
        gridsat.Polyomino("Q", cells)


@pytest.mark.parametrize("name, cells", [(5, ((0, 0),)), ("Q", 5), ("Q", "##"), ("Q", ((0, 0.5),)),
                                         ("Q", ((True, 0),))])
def test_a_polyomino_of_the_wrong_types_names_the_argument(name, cells):
    with pytest.raises(TypeError, match="^Polyomino (name must be a string|cells must be \\(row, col\\) pairs)"):
        gridsat.Polyomino(name, cells)


def test_a_polyomino_given_anywhere_is_normalised_and_its_orientations_are_distinct():
    # a domino given at (5, 5) kept those cells: its first "orientation" was the un-normalised shape beside the
    # normalised one (3 orientations of a domino, placements numbered from the wrong one)
    domino = gridsat.Polyomino("D", [(5, 6), (5, 5)])
    assert domino.cells == ((0, 0), (0, 1))
    assert domino.orientations() == [((0, 0), (0, 1)), ((0, 0), (1, 0))]
    result = gridsat.pack("2x2", pieces=gridsat.PieceSet(((domino, 2),)))
    result.check()
    assert [p.orientation for p in result.placements] == [0, 0]


def test_a_board_of_no_cells_is_refused_where_it_is_built():
    # Board(2, 2, frozenset()) with no pieces was "solved" with no tiling, then refused by the checker
    # (SolutionCheckError "solved, but no tiling is given"); from_mask and from_array refused it already
    with pytest.raises(PuzzleInputError, match="^board has no cells$"):
        gridsat.Board(2, 2, frozenset())


def test_a_board_holds_the_side_limit_on_every_constructor():
    # only Board.rectangle and masks held MAX_SIDE: Board(...) took a 10^9 box, from_array a 1x1001 row
    with pytest.raises(PuzzleInputError, match=r"^board 1000000000x1000000000 is too large \(at most 1000 per side\)$"):
        gridsat.Board(10**9, 10**9, frozenset({(0, 0)}))
    with pytest.raises(PuzzleInputError, match=r"^board 1x1001 is too large \(at most 1000 per side\)$"):
        gridsat.Board.from_array([[1] * 1001])


@pytest.mark.parametrize("build, message", [
    (lambda: gridsat.Board.rectangle(2.5, 3), "Board.rectangle rows must be a whole number, got 2.5"),   # range()
    (lambda: gridsat.Board.rectangle(3, "3"), "Board.rectangle cols must be a whole number, got '3'"),   # '<'
    (lambda: gridsat.Board.rectangle(True, 3), "Board.rectangle rows must be a whole number, got True"),  # 'Truex3'
    (lambda: gridsat.Board.parse(3), "Board.parse spec must be 'RxC', a built-in board's name or a mask file, got 3"),
    (lambda: gridsat.Board("1", 2, frozenset({(0, 0)})), "Board rows must be a whole number, got '1'"),
    (lambda: gridsat.Board(1, 2, 5), r"Board cells must be a set of \(row, col\) pairs of whole numbers, got 5"),
    (lambda: gridsat.Board(1, 1, frozenset({(0, 0)}), 5), "Board name must be a string, got 5"),
])
def test_a_board_of_the_wrong_types_names_the_argument(build, message):
    # these raised Python's own messages ("'float' object cannot be interpreted as an integer", "expected string
    # or bytes-like object") or built a board named 'Truex3'
    with pytest.raises(TypeError, match=f"^{message}$"):
        build()


def test_a_board_takes_its_cells_as_any_collection():
    # a list of cells met "unsupported operand type(s) for -: 'frozenset' and 'list'" when packed
    board = gridsat.Board(1, 2, [(0, 0), (0, 1)])
    assert board.cells == frozenset({(0, 0), (0, 1)})
    result = gridsat.pack(board, pieces=gridsat.PieceSet.of([gridsat.Polyomino("D", ((0, 0), (0, 1)))]))
    result.check()
    assert result.to_json()["placements"] == [{"piece": "D", "cells": [[0, 0], [0, 1]]}]


def _killed(*_):
    """A worker's call that ends as the out-of-memory killer ends a process (module-level: workers unpickle it)."""
    os.kill(os.getpid(), signal.SIGKILL)


def test_a_killed_worker_process_ends_the_run_in_one_line():
    # a batch (or calendar design) worker killed by SIGKILL -- the out-of-memory killer's signal -- ended the
    # command with concurrent.futures' BrokenProcessPool traceback and exit code 1
    from gridsat.core.errors import WorkerDied
    from gridsat.core.workers import run_on_processes

    done = []
    with pytest.raises(WorkerDied, match=r"^a worker process was killed by SIGKILL \(as the system's out-of-memory "
                                         r"killer kills\); what was written before is kept \(run the command again "
                                         r"to go on\)$"):
        run_on_processes(_killed, [()], 1, lambda: False, done.append)
    assert done == []


def test_the_command_line_says_a_worker_died_in_one_line(tmp_path, monkeypatch, capsys):
    import gridsat.batch.run
    from gridsat.cli import main
    from gridsat.core.errors import WorkerDied

    def died(*_args, **_kw):
        raise WorkerDied("a worker process was killed by SIGKILL (as the system's out-of-memory killer kills); "
                         "what was written before is kept (run the command again to go on)")

    monkeypatch.setattr(gridsat.batch.run, "run_on_processes", died)
    puzzles = tmp_path / "p.jsonl"
    puzzles.write_text('"https://puzz.link/p?yinyang/5/5/016612300"\n"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"\n')
    with pytest.raises(SystemExit) as stop:
        main(["batch", str(puzzles), "-j", "2", "-q", "-o", str(tmp_path / "out.jsonl")])
    assert stop.value.code == 1
    assert capsys.readouterr().err.splitlines()[-1] == (
        "gridsat: error: a worker process was killed by SIGKILL (as the system's out-of-memory killer kills); what "
        "was written before is kept (run the command again to go on)")


@pytest.mark.parametrize("puzzle, options, flag, says", [
    ('{"kind": "calendar", "date": "2026-10-06"}', {"edition": "weekday"}, "--edition", "date and edition"),
    ('{"kind": "calendar", "date": "2026-10-06"}', {"one_sided": True}, "--one-sided", "date and edition"),
    ('{"kind": "pack", "board": "3x20"}', {"board": "6x10"}, "--board", "board and pieces"),
    ('{"kind": "pack", "board": "3x20"}', {"pieces": "pentominoes"}, "--pieces", "board and pieces"),
])
def test_a_web_puzzle_file_refuses_the_settings_it_states_itself(api_client, puzzle, options, flag, says):
    # a puzzle file says its date and edition (board and pieces): beside one, {"edition": "weekday"} was silently
    # dropped (the dragonfjord count, 7, came back), and so was {"board": "6x10"} (3x20's 8); the command line
    # refuses --edition with a puzzle file
    reply = api_client.post("/api/solve", json={"puzzle": puzzle, "options": {**options, "count": True}})
    assert (reply.status_code, reply.json()) == (422, {"error": f"{flag} does not apply to a puzzle file "
                                                                f"(it says its {says}; set its "
                                                                f"\"{next(iter(options))}\" field instead)"})


@pytest.mark.parametrize("spec, kind, settings, flag", [
    ("examples/calendar-oct6.json", "calendar", {"edition": "weekday"}, "edition"),
    ("examples/pack-3x20.json", "pack", {"board": "6x10"}, "board"),
])
def test_python_refuses_the_settings_a_puzzle_file_states_itself(spec, kind, settings, flag):
    # gridsat.solve(file, "calendar", edition="weekday") answered the file's dragonfjord puzzle, silently
    with pytest.raises(PuzzleInputError, match=f"^{flag} does not apply to a puzzle file"):
        gridsat.solve(str(ROOT / spec), kind, task="count", **settings)
    with pytest.raises(PuzzleInputError, match=f"^{flag} does not apply to a puzzle file"):
        gridsat.kinds.get(kind).parse((ROOT / spec).read_text(), **settings)
    assert gridsat.solve(str(ROOT / spec), task="count").count == {"calendar": 7, "pack": 8}[kind]
