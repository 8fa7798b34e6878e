"""Hostile pass 32, the command line: what it found, each with the behaviour it now has."""

from __future__ import annotations

import json

import pytest

BLANK_25 = "sudoku\n" + "\n".join(" ".join(["."] * 25) for _ in range(25)) + "\n"


def test_a_sudoku_s_exact_cover_too_large_is_refused_before_its_options_are_built(run_cli, tmp_path, monkeypatch):
    """`gridsat sudoku F` with F a blank 900x900 Sudoku built its 729,000,000 options (350 bytes each) before the
    engine's memory estimate: with -t 15 it ran 17 s and held 3.0 GB past the 2 GB limit; without -t it grew
    until a MemoryError traceback.  The options are counted first and refused by the same estimate."""
    from gridsat.puzzles.grid import digits

    def never(*args, **kwargs):
        raise AssertionError("the options were built before the memory estimate")

    monkeypatch.setattr(digits, "options", never)
    path = tmp_path / "s.txt"
    path.write_text(BLANK_25)
    assert run_cli("sudoku", str(path), "--memory-limit", "0.001") == (
        2, "", "gridsat: error: an exact cover of a 25x25 Sudoku (15,625 options) needs about 6.7 MB of memory; "
        "the limit is 1.024 MB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def test_the_options_counted_are_the_options_built():
    from gridsat.kinds import get
    from gridsat.puzzles.grid.digits import option_count, options
    from gridsat.puzzles.sudoku.rules import SudokuPuzzle

    for text in ("https://puzz.link/p?sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k",
                 "https://puzz.link/p?sudoku/6/6/h6g3h1l5h21h4l2h5g1h"):
        puzzle = get("sudoku").parse(text)
        assert isinstance(puzzle, SudokuPuzzle)
        assert option_count(puzzle.clues, puzzle.boxes()) == len(options(puzzle.clues, puzzle.boxes()))


def test_a_picture_of_a_seed_the_collection_holds_already_is_refused(run_cli, tmp_path):
    """`gridsat generate yinyang --seed 1 -o c.jsonl --svg p.svg` with seed 1 in c.jsonl already said "wrote 0
    yinyang puzzles" and exit 0, the --svg ignored: no picture was drawn."""
    out = tmp_path / "c.jsonl"
    assert run_cli("generate", "yinyang", "--size", "3x3", "-o", str(out))[0] == 0
    before = out.read_text()
    assert run_cli("generate", "yinyang", "--size", "3x3", "-o", str(out), "--svg", str(tmp_path / "p.svg")) == (
        2, "", f"gridsat: error: --svg: seed 1 is in '{out}' already, so no puzzle is made to draw (give another "
        "--seed, or another --out)\n")
    assert out.read_text() == before and not (tmp_path / "p.svg").exists()


def test_a_picture_drawn_beside_a_collection_is_said(run_cli, tmp_path):
    """`generate yinyang -o c.jsonl --svg p.svg` wrote p.svg but said only "wrote 1 Yin-Yang puzzle to c.jsonl"
    (without a collection, each file written is said)."""
    out, svg = tmp_path / "c.jsonl", tmp_path / "p.svg"
    assert run_cli("generate", "yinyang", "--size", "3x3", "-o", str(out), "--svg", str(svg)) == (
        0, "", f"wrote {svg}\nwrote 1 Yin-Yang puzzle to {out}\n")
    assert svg.read_text().startswith("<?xml")


def test_nurikabe_s_auto_engine_refuses_answers_cp_sat_cannot_keep_as_cpsat_does(run_cli, tmp_path):
    """`gridsat solve F -n 1000000000` on a Nurikabe the deductions leave undecided went on to CP-SAT keeping them
    (a 600x600 board ran to its time limit), where `--engine cpsat` and every other genre refuse it up front."""
    path = tmp_path / "n.json"
    clues = [[None] * 9 for _ in range(9)]
    clues[0][1] = 3
    path.write_text(json.dumps({"kind": "nurikabe", "rows": 9, "cols": 9, "clues": clues}))
    said = ("gridsat: error: CP-SAT keeping 1,000,000,000 answers needs about 4828.0 GB of memory, more than this "
            "machine has: no limit lets it run (ask for fewer solutions, or a smaller puzzle)\n")
    for engine in ("auto", "cpsat"):
        assert run_cli("nurikabe", str(path), "-n", "1000000000", "--engine", engine) == (2, "", said)
    # a board of 64 cells or fewer is weighed once built, its answers bounded by its cells' 2 ** 4 shadings (a 2x2's
    # -n 1000000000 "needed 238.4 GB, more than this machine has")
    path.write_text('{"kind": "nurikabe", "rows": 2, "cols": 2, "clues": [[null, 3], [null, null]]}')
    for engine in ("auto", "cpsat"):
        code, out, err = run_cli("nurikabe", str(path), "-n", "1000000000", "--engine", engine)
        assert (code, err) == (0, "") and "3 solutions listed (no more exist)" in out


@pytest.mark.parametrize(("command", "header", "expected"), [
    ("lightup", "akari 2", "'lightup'"),
    ("solve", "akari 2", "'lightup'"),
    ("solve", "light up 2", "'lightup'"),
    ("solve", "mashu x", "'masyu' or 'masyu full'"),
    ("solve", "slither 1", "'slitherlink' or 'slitherlink full'"),
])
def test_a_header_in_puzz_link_s_name_with_a_bad_setting_is_quoted_as_written(run_cli, tmp_path, command, header,
                                                                               expected):
    """`gridsat lightup F` with F's first line 'akari 2' said "'lightup 2' starts with the genre's name" (a line
    the file does not have); `gridsat solve F` said "not a puzzle gridsat can read", where 'lightup 2' is told
    what is wrong with it."""
    path = tmp_path / "p.txt"
    path.write_text(f"{header}\n. 1 .\n. . .\n")
    assert run_cli(command, str(path)) == (
        2, "", f"gridsat: error: p.txt: line 1: {header!r} is not a header line: a header line is exactly "
        f"{expected}\n")


@pytest.mark.parametrize("command", ["yinyang", "solve", "hint"])
@pytest.mark.parametrize("header", ["yinyang 3", "Yin Yang full"])
def test_a_yinyang_header_with_more_words_is_told_so(run_cli, tmp_path, command, header):
    """`gridsat yinyang F` with F's first line 'yinyang 3' said "line 1, column 1: symbol 'yinyang' is not 0
    (empty), ...", and `solve`/`hint` "not a puzzle gridsat can read", where every grid genre names the line."""
    path = tmp_path / "p.txt"
    path.write_text(f"{header}\n0 0\n0 0\n")
    assert run_cli(command, str(path)) == (
        2, "", f"gridsat: error: p.txt: line 1: {header!r} is not a header line: a header line is exactly "
        "'yinyang'\n")


def test_a_star_battle_header_s_bad_star_count_names_its_line(run_cli, tmp_path):
    """'starbattle x' over the rows said "the star count must be ..., got 'x'", the one header message naming
    no line ('starbattle 1 2' said "line 1: ...")."""
    path = tmp_path / "p.txt"
    path.write_text("starbattle x\n0 0\n0 0\n")
    assert run_cli("solve", str(path)) == (
        2, "", "gridsat: error: p.txt: line 1: the star count must be a whole number from 1 to 1000, got 'x'\n")


@pytest.mark.parametrize("engine", ["cpsat", "cuts"])
def test_yinyang_s_cp_sat_engines_refuse_answers_they_cannot_keep(run_cli, tmp_path, engine):
    """`gridsat yinyang BLANK7x7 -n 1000000000 --engine cpsat` listed on without end (287 answers in 25 s, never
    finishing), where the search engine and every grid genre's CP-SAT refuse it up front."""
    path = tmp_path / "y.txt"
    path.write_text("0 0 0 0 0 0 0\n" * 7)
    assert run_cli("yinyang", str(path), "-n", "1000000000", "--engine", engine) == (
        2, "", "gridsat: error: CP-SAT keeping 1,000,000,000 answers needs about 2920.6 GB of memory, more than "
        "this machine has: no limit lets it run (ask for fewer solutions, or a smaller puzzle)\n")
