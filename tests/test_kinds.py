"""The kind contract: every registered kind reads, solves, checks, prints and
draws through the registry alone, and ``gridsat solve`` equals each kind's
own subcommand."""

from __future__ import annotations

from pathlib import Path

import pytest

import gridsat

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"

def test_the_registry_names_every_kind():
    names = gridsat.kinds.names()
    assert names[:5] == ["pack", "calendar", "dominofit", "yinyang", "cover"] and len(set(names)) == len(names)
    assert all(gridsat.kinds.get(name).name == name for name in names)
    with pytest.raises(gridsat.PuzzleInputError, match=r"^unknown kind 'nosuchgenre' \(kinds: pack, calendar, "):
        gridsat.kinds.get("nosuchgenre")


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
    code, _, err = run_cli("yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "--to", "url", "--unique")
    assert (code, err) == (2, "gridsat: error: --unique does not apply to --to url (it converts the puzzle without "
                              "solving it)\n")  # (--png now draws the puzzle unsolved: tests/test_newcomer75.py)
    code, _, err = run_cli("calendar", "2026-10-06", "--out", str(tmp_path / "x.jsonl"))
    assert (code, err) == (2, "gridsat: error: --out does not apply to one puzzle (it is for --year, --census, --design, --layout)\n")
    code, _, err = run_cli("generate", "yinyang", "--count", "2", "--png", str(tmp_path / "x.png"))
    assert (code, err) == (2, "gridsat: error: --png does not apply to --count N (pictures are of one puzzle)\n")


def test_a_count_draws_its_first_solution(run_cli, tmp_path):
    png = tmp_path / "first.png"
    code, out, _ = run_cli("pack", "--board", "3x20", "--count", "--png", str(png))
    assert code == 0 and png.stat().st_size > 5000 and f"wrote {png}" in out


@pytest.mark.parametrize("args, message", [
    (["pack", str(EXAMPLES / "yinyang-10x10.txt")],
     f"yinyang-10x10.txt: this looks like a Yin-Yang puzzle, not Polyomino packing: gridsat yinyang "
     f"{EXAMPLES / 'yinyang-10x10.txt'}"),
    (["yinyang", str(EXAMPLES / "dominofit-8x8.json")],
     f"dominofit-8x8.json: this looks like a Domino Fit puzzle, not Yin-Yang: gridsat dominofit "
     f"{EXAMPLES / 'dominofit-8x8.json'}"),
    (["solve", "https://puzz.link/p?kusabi/5/5/g5k2o1k3g"],
     "URL: a 'kusabi' puzzle: a genre gridsat does not solve (kinds: pack, calendar, dominofit, yinyang, cover, "),
    (["solve", "https://puzz.link/p?nurikabee/5/5/g5k2o1k3g"],  # a misspelt genre
     "URL: a 'nurikabee' puzzle: a genre gridsat does not solve (did you mean 'nurikabe'?) (kinds: pack, "),
])
def test_a_puzzle_of_another_kind_is_pointed_to_its_command(run_cli, args, message):
    code, out, err = run_cli(*args)
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: {message}") and err.count("\n") == 1



def test_a_json_grid_of_a_huge_size_is_refused_before_any_grid_is_built(run_cli, tmp_path):
    big = tmp_path / "big.json"
    big.write_text('{"kind": "lits", "rows": 1000000000, "cols": 1000000000, "regions": []}')
    code, _, err = run_cli("lits", str(big))
    assert (code, err) == (2, "gridsat: error: big.json: rows must be a whole number from 1 to 1000, got 1000000000\n")


@pytest.mark.parametrize("field, value, line", [
    ("time_limit", "5", "time_limit must be a number of seconds or None, got str '5'"),
    ("workers", 2.0, "workers must be a whole number or None, got float 2.0"),
    ("seed", True, "seed must be a whole number or None, got bool True"),
])
def test_solver_options_of_the_wrong_type_name_the_field(field, value, line):
    from gridsat.core.options import SolverOptions

    with pytest.raises(TypeError) as err:
        SolverOptions(**{field: value})
    assert str(err.value) == line


@pytest.mark.parametrize("url, title", [("https://puzz.link/p?sudoku/0/0/", "Sudoku"),
                                        ("https://puzz.link/p?slither/0/0/", "Slitherlink"),
                                        ("https://puzz.link/p?statuepark/0/0///t", "Statue Park")])
def test_a_url_of_a_known_genre_with_a_bad_size_names_the_size(run_cli, url, title):
    code, _, err = run_cli("solve", url)
    assert (code, err) == (2, f"gridsat: error: {title}: URL column count '0' is not a whole number from 1 to 1000\n")


def test_a_negative_url_size_is_named_as_a_size(run_cli):
    code, _, err = run_cli("lits", "https://puzz.link/p?lits/-4/4/9q02jg")
    assert (code, err) == (2, "gridsat: error: LITS: URL column count '-4' is not a whole number from 1 to 1000\n")
