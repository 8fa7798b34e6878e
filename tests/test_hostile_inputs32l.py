"""The lead's fixes of the thirty-second session: items earlier notes left."""

import pytest

from gridsat.core.pieces import load_pieces


def test_hexominoes_are_a_piece_set_for_packing(run_cli):
    # the design search knew the 35 free hexominoes; `pack -p hexominoes` said "unknown piece set"
    pieces = load_pieces("hexominoes")
    assert (len(pieces.pieces), pieces.area) == (35, 210)
    code, out, err = run_cli("pack", "-b", "14x15", "-p", "hexominoes")
    assert (code, err) == (1, "")
    assert out.startswith("no tiling: on a chessboard colouring the free cells are 105 dark and 105 light squares, "
                          "and no way of laying the pieces covers that: H04 covers 4 of one colour and 2 of the other")


# (from test_hostile_inputs5.py, kept under 400 lines)
@pytest.mark.parametrize("args", [
    ["pack", "-b", "20x20", "--holes"], ["pack", "-b", "20x20", "--holes", "--count", "--limit", "5"],
    ["calendar", "2026-10-06"],
])
def test_the_exact_cover_engine_is_held_to_the_memory_limit(run_cli, args):
    # each built its exact cover and answered under a limit of 10 KB: the estimate was made for CP-SAT models
    # and listings only
    code, out, err = run_cli(*args, "--memory-limit", "0.00001")
    assert (code, out) == (2, "") and err.startswith("gridsat: error: board ") and \
        err.endswith("of memory; the limit is 10.485 KB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def test_a_packings_hint_grid_is_taken_back_as_a_position(run_cli, tmp_path, api_client):
    # docs/web.md: a position may be "the grid gridsat hint --json prints"; a packing's (labels and 0s) was refused
    # as JSON, on the command line and the web alike
    import json
    from pathlib import Path

    example = str(Path(__file__).resolve().parents[1] / "examples" / "pack-3x20.json")
    code, out, _ = run_cli("hint", example, "--json")
    grid = json.loads(out)["grid"]
    assert grid[1][:4] == [0, "X", "X", "X"]
    (tmp_path / "p.json").write_text(json.dumps(grid))
    code, out, err = run_cli("hint", example, "--position", str(tmp_path / "p.json"))
    assert (code, err) == (0, "") and out.startswith("next step (rule: only_piece): r1c1 can only be covered by U ")
    reply = api_client.post("/api/hint", json={"kind": "pack", "puzzle": Path(example).read_text(), "position": grid})
    assert reply.status_code == 200 and reply.json()["steps"][0]["sentence"].startswith("r1c1 can only be covered by U")
    (tmp_path / "bad.json").write_text("[[null, 2]]")
    assert run_cli("hint", example, "--position", str(tmp_path / "bad.json"))[2] == (
        f"gridsat: error: {tmp_path / 'bad.json'}: a position's cells are piece labels (str), 0 undecided or '#' uncovered; row 1, "
        "column 1 is NoneType None\n")


def test_numpys_booleans_are_taken_as_flags(tmp_path):
    # np.True_ (its type also called 'bool') was refused as "must be True or False, got bool np.True_" where numpy's
    # whole numbers are taken
    import numpy as np

    import gridsat
    from gridsat.batch.run import run_batch

    assert gridsat.Task("count", distinct=np.True_).distinct is True
    assert gridsat.pack("3x20", one_sided=np.False_).solved
    (tmp_path / "a.txt").write_text("0 0 2 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n")
    assert run_batch([str(tmp_path / "a.txt")], tmp_path / "r.jsonl", jobs=1, unique=np.True_).tally.puzzles == 1
    assert '"uniqueness": "not_unique"' in (tmp_path / "r.jsonl").read_text()


def test_a_deduction_draws_itself_in_jupyter_as_results_do():
    # README: "In Jupyter every result draws itself"; kind.hints(puzzle) showed 3,000 characters of dataclass text
    import gridsat
    from gridsat.core.hints import Deduction

    kind = gridsat.kinds.get("nurikabe")
    deduction = kind.hints(kind.parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"))
    assert deduction._repr_png_().startswith(b"\x89PNG\r\n\x1a\n")
    assert deduction.figure(upto=1).axes and len(repr(deduction)) < 5000
    assert Deduction("unique").figure() is None and Deduction("unique")._repr_png_() is None


def test_hint_help_says_what_a_dot_is_in_a_position(run_cli):
    # a blank position typed as rows of '.' read as every cell unshaded ("the position has a mistake: r1c3, ..."),
    # and --help said only 0/1/2
    code, out, _ = run_cli("hint", "--help")
    assert code == 0 and "? undecided, . unshaded, # shaded" in " ".join(out.split())
