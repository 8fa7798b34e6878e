"""The kind contract: every registered kind reads, solves, checks, prints and
draws through the registry alone, and ``gridsat solve`` equals each kind's
own subcommand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.status import Status

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"

#: One example file per kind, and the same puzzle through the kind's own subcommand.
FILES = {
    "pack": ("pack-3x20.json", ["pack", "--board", "3x20"]),
    "calendar": ("calendar-oct6.json", ["calendar", "2026-10-06"]),
    "yinyang": ("yinyang-10x10.txt", ["yinyang", str(EXAMPLES / "yinyang-10x10.txt")]),
    "dominofit": ("dominofit-8x8.json", ["dominofit", str(EXAMPLES / "dominofit-8x8.json")]),
    "cover": ("cover-abc.dlx", ["cover", str(EXAMPLES / "cover-abc.dlx")]),
}


def test_the_registry_names_five_kinds():
    assert gridsat.kinds.names() == ["pack", "calendar", "dominofit", "yinyang", "cover"]
    assert set(FILES) == set(gridsat.kinds.names())
    with pytest.raises(gridsat.PuzzleInputError, match=r"^unknown kind 'sudoku' \(kinds: pack, calendar, "):
        gridsat.kinds.get("sudoku")


@pytest.mark.parametrize("name", ["pack", "calendar", "dominofit", "yinyang", "cover"])
def test_every_kind_reads_solves_checks_prints_and_draws(name):
    kind = gridsat.kinds.get(name)
    assert kind.name == name and kind.title and kind.reads and kind.writes and kind.tasks
    found, puzzle = gridsat.kinds.read_any(str(EXAMPLES / FILES[name][0]))  # detected, not named
    assert found is kind
    assert gridsat.kinds.detect(kind.example) is kind
    for task in kind.tasks:
        result = kind.run(puzzle, gridsat.Task(task)).check()
        assert result.kind == name and result.status is Status.SOLVED, (name, task)
        data = result.to_json()
        assert list(data)[:4] == ["kind", "status", "seconds", "complete"]
        assert json.loads(json.dumps(data)) == data
        assert str(result.text())
        assert result.exit_code() == 0
    if name != "cover":  # exact cover has no picture
        first = kind.run(puzzle, gridsat.Task("solve"))
        assert first.figure() is not None
        assert b"<svg" in first._repr_svg_().encode() and first._repr_png_()[:4] == b"\x89PNG"


@pytest.mark.parametrize("name", ["pack", "calendar", "dominofit", "yinyang", "cover"])
def test_solve_equals_the_kinds_own_subcommand(run_cli, name):
    file, own = FILES[name]
    a = run_cli("solve", str(EXAMPLES / file), "--json", "--unique")
    b = run_cli(*own, "--json", "--unique")
    assert a[0] == b[0] == 0, (a[2], b[2])
    one, two = json.loads(a[1]), json.loads(b[1])
    one.pop("seconds"), two.pop("seconds")
    if name in ("yinyang", "dominofit"):  # the puzzle's name comes from the file
        assert one == two
    else:
        assert one == two, (one, two)


# -- exit codes: 0 solved, 1 infeasible / unknown / incomplete count, 2 bad input --
def _code(run_cli, *args):
    return run_cli(*args)[0]


def test_exit_codes_infeasible(run_cli, tmp_path):
    no_tiling = tmp_path / "none.json"
    no_tiling.write_text('{"kind": "pack", "board": "2x2", "pieces": {"I": "####"}}')
    none_cover = tmp_path / "none.dlx"
    none_cover.write_text("a b\na\n")
    assert _code(run_cli, "solve", str(no_tiling)) == 1
    assert _code(run_cli, "pack", str(no_tiling), "--count") == 1  # a complete count of 0
    assert _code(run_cli, "calendar", "2026-10-06", "--one-sided") == 1  # proven: no face-up tiling
    assert _code(run_cli, "cover", str(none_cover)) == 1
    assert _code(run_cli, "cover", str(none_cover), "--count") == 1


def test_exit_codes_unknown_and_incomplete(run_cli):
    assert _code(run_cli, "pack", "--board", "5x12", "--count", "--limit", "3") == 1
    assert _code(run_cli, "calendar", "01-25", "--count", "--limit", "5") == 1
    assert _code(run_cli, "yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "--count", "--limit", "1") == 0
    assert _code(run_cli, "solve", str(EXAMPLES / "queens-8.dlx"), "--count", "--limit", "10") == 1
    assert _code(run_cli, "pack", "--board", "12x20", "--pieces", "tetrominoes", "--holes",
                 "--engine", "cpsat", "--time-limit", "0.001") == 1


@pytest.mark.parametrize("args", [
    ["solve", "no-such-file.txt"], ["pack", "--board", "0x5"], ["calendar", "2026-02-30"],
    ["yinyang", "https://puzz.link/p?yinyang"], ["dominofit", str(EXAMPLES / "yinyang-10x10.txt")],
    ["cover", str(EXAMPLES / "yinyang-10x10.txt")], ["generate", "yinyang", "--size", "1x1"],
    ["batch", "no-such-folder", "--out", "r.jsonl"],
])
def test_exit_code_2_bad_input_one_line(run_cli, args):
    code, out, err = run_cli(*args)
    assert (code, out) == (2, "")
    assert err.startswith("gridsat: error: ") and err.count("\n") == 1


def test_options_that_do_not_apply_are_refused(run_cli, tmp_path):
    code, _, err = run_cli("yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "--to", "url", "--png", str(tmp_path / "x.png"))
    assert (code, err) == (2, "gridsat: error: --png does not apply to --to url (it converts the puzzle without "
                              "solving it)\n")
    code, _, err = run_cli("calendar", "2026-10-06", "--out", str(tmp_path / "x.jsonl"))
    assert (code, err) == (2, "gridsat: error: --out does not apply to one puzzle (it is for --year, --census)\n")
    code, _, err = run_cli("generate", "yinyang", "--count", "2", "--png", str(tmp_path / "x.png"))
    assert (code, err) == (2, "gridsat: error: --png does not apply to --count N (pictures are of one puzzle)\n")


def test_a_count_draws_its_first_solution(run_cli, tmp_path):
    png = tmp_path / "first.png"
    code, out, _ = run_cli("pack", "--board", "3x20", "--count", "--png", str(png))
    assert code == 0 and png.stat().st_size > 5000 and f"wrote {png}" in out
