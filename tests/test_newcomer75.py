"""What a new user, working from the README alone, tripped over in the
seventy-fifth pass: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"
CUTS = ("the cuts engine's model leaves rules to cuts added while it solves, so alone it is not the rules; "
        "{asks} {engine}")


@pytest.mark.parametrize("kind, puzzle", [("hitori", HITORI), ("yinyang", "examples/yinyang-10x10.txt")])
@pytest.mark.parametrize("flag", [["--model-stats"], ["--export-model", "m.txt"]])
def test_the_cuts_engine_model_is_not_exported_as_the_rules(run_cli, tmp_path, kind, puzzle, flag):
    """``gridsat yinyang FILE --engine cuts --export-model m.txt`` wrote a model without the connectivity rule
    (left to cuts added while solving): plain OR-Tools found 5 "answers" of a unique puzzle, every one a broken
    colour; ``--model-stats`` listed it as the model of the rules."""
    out = [str(tmp_path / f) if f.endswith(".txt") else f for f in flag]
    code, _, err = run_cli(kind, puzzle, "--engine", "cuts", *out)
    assert (code, err) == (2, "gridsat: error: " + CUTS.format(
        asks="--model-stats and --export-model need", engine="--engine cpsat") + "\n")
    assert not (tmp_path / "m.txt").exists()
    assert run_cli(kind, puzzle, "--engine", "cpsat", "--model-stats")[0] == 0


def test_the_cuts_engine_model_is_refused_from_python():
    kind = gridsat.kinds.get("hitori")
    with pytest.raises(PuzzleInputError) as caught:
        kind.model(kind.parse(HITORI), gridsat.Task(engine="cuts"), {})
    assert str(caught.value) == CUTS.format(asks="model() needs", engine="engine='cpsat'")


def test_the_guide_s_nurikabe_model_runs_as_written():
    """docs/adding-a-kind.md's model used ``clues`` without making it and named no module for ``cell_vars``,
    ``islands``, ``connected``, ``no_2x2`` or ``cell_encoding``: a reader following it literally met NameErrors.
    Its block, run as written (the relative imports made absolute), solves the example, unique."""
    import re
    import textwrap
    from dataclasses import dataclass
    from pathlib import Path

    from gridsat.puzzles.nurikabe.rules import NurikabePuzzle

    page = (Path(__file__).resolve().parents[1] / "docs" / "adding-a-kind.md").read_text()
    block = next(b for b in re.findall(r"```python\n(.*?)```", page, re.S) if "def model(self, model" in b)
    imports, _, method = block.partition("\n\n")
    source = {}
    exec(imports.replace("from ...", "from gridsat.").replace("from ..grid", "from gridsat.puzzles.grid"), source)
    exec(textwrap.dedent(method), source)

    @dataclass(frozen=True)
    class AsWritten(NurikabePuzzle):
        model = source["model"]

    puzzle = AsWritten.from_url(*_link("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"))
    assert puzzle.uniqueness(engine="cpsat").uniqueness.value == "unique"


def _link(url):
    from gridsat.formats.puzzlink import parse_url

    return parse_url(url), "pzprjs-5x5"


@pytest.mark.parametrize("command", [["yinyang", "examples/yinyang-10x10.txt", "--to", "text"],
                                     ["solve", "examples/yinyang-10x10.txt", "--to", "url"],
                                     ["nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--to", "url"],
                                     ["dominofit", "examples/dominofit-8x8.json", "--to", "text"]])
def test_a_designer_draws_an_edited_puzzle_unsolved_for_print(run_cli, tmp_path, command):
    """A designer who edited one cell of a generated puzzle had no way to draw it for print: ``--to text --png
    x.png`` was "--png does not apply to --to text (it converts the puzzle without solving it)", and without
    ``--to`` the picture is the answer. Now the picture is the puzzle as read; stdout keeps the text alone."""

    png, svg = tmp_path / "print.png", tmp_path / "print.svg"
    code, out, err = run_cli(*command, "--png", str(png), "--svg", str(svg))
    assert code == 0 and not out.startswith("wrote") and "wrote" not in out
    assert err == f"wrote {png} (the puzzle as read, unsolved)\nwrote {svg} (the puzzle as read, unsolved)\n"
    assert png.read_bytes().startswith(b"\x89PNG") and "<svg" in svg.read_text()
    assert run_cli(*command, "--png", str(png), "--unique")[2].startswith("gridsat: error: --unique does not apply")
    code, out, err = run_cli(*command, "--png", str(png), "--json")  # silent of its pictures, as a solve's --json
    assert (code, err) == (0, "") and out.startswith('{"kind": ')


MISREAD = ("line 2, column 6: symbol 'X' is not 0 (empty), 1 (white circle) or 2 (black circle) (the grid read as "
           "yinyang, lightup, slitherlink, hitori, tapa and kurotto, each stopping there: write the kind's name on a line of its own "
           "above the grid)")
NINE = ("row 9, column 8: clue 'x' is not a whole number or '?' (the grid read as nurikabe, sudoku, hitori, shikaku, kurodoko, cave, fillomino, numberlink, kurotto and mochikoro, each "
        "stopping there: write the kind's name on a line of its own above the grid)")


@pytest.mark.parametrize("command", ["solve", "hint", "grade"])
def test_a_grid_with_one_mistyped_cell_is_told_the_cell(run_cli, tmp_path, command):
    """A designer's Yin-Yang grid with one cell typed 'X' was "not a puzzle gridsat can read (kinds: pack, ...)"
    from solve, hint and grade, where ``gridsat yinyang`` named the cell: the reader that read farthest speaks."""
    from pathlib import Path

    rows = Path("examples/yinyang-10x10.txt").read_text().splitlines()
    cells = rows[1].split()
    cells[5] = "X"
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join([rows[0], " ".join(cells), *rows[2:]]) + "\n")
    assert run_cli(command, str(bad))[2] == f"gridsat: error: bad.txt: {MISREAD}\n"
    sudoku = tmp_path / "sudoku.txt"  # "read as Nurikabe" alone, where Sudoku and Hitori stopped at the 'x' too
    sudoku.write_text("".join(" ".join(f"{(r * 3 + r // 3 + c) % 9 + 1}" for c in range(9)) + "\n" for r in range(8))
                      + "1 2 3 4 5 6 7 x 9\n")
    assert run_cli(command, str(sudoku))[2] == f"gridsat: error: sudoku.txt: {NINE}\n"
    prose = tmp_path / "prose.txt"
    prose.write_text("hello world\nfoo\n")  # no grid: as before
    assert "not a puzzle gridsat can read" in run_cli(command, str(prose))[2]


def test_a_puzzle_read_from_python_draws_itself_with_figure(tmp_path):
    """``puzzle.figure()`` (as ``r.figure()`` in the README) was "AttributeError: 'YinYangPuzzle' object has no
    attribute 'figure'": only Jupyter could draw a puzzle read, and a made one had ``figure(title)``."""
    _, puzzle = gridsat.read("examples/yinyang-10x10.txt")
    assert type(puzzle.figure()).__name__ == "Figure"
    nurikabe = gridsat.kinds.get("nurikabe").parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    nurikabe.figure("For print").savefig(tmp_path / "n.png")
    assert (tmp_path / "n.png").read_bytes().startswith(b"\x89PNG")
    assert gridsat.read("examples/pack-3x20.json")[1].figure() is None  # packing draws only answers
    with pytest.raises(TypeError) as caught:
        nurikabe.figure(5)
    assert str(caught.value) == "title must be a string or None, got int 5"


@pytest.mark.parametrize("flag", [["--model-stats"], ["--export-model", "c.txt"]])
def test_the_calendar_hint_is_refused_with_the_model(run_cli, tmp_path, flag):
    """``gridsat calendar 10-06 --hint 3 --model-stats`` printed the model as if --hint were not given (an option
    left out unsaid); the model without it is as before."""
    out = [str(tmp_path / f) if f.endswith(".txt") else f for f in flag]
    assert run_cli("calendar", "10-06", "--hint", "3", *out) == (
        2, "", "gridsat: error: --hint does not apply to --model-stats or --export-model (the CP-SAT model is built "
               "without solving it; the hint shows K pieces of an answer)\n")
    assert not (tmp_path / "c.txt").exists()
    assert run_cli("calendar", "10-06", *out)[0] == 0
