"""``gridsat hint --help``'s ``--position`` text: built from each kind's declared values (the registry's
position lines, held here to the kinds' own declarations), where the front end had written Star Battle's, Light
Up's and Sudoku's values itself (a kind's values changed, the help went on saying the old ones)."""

import json
import subprocess
import sys
from pathlib import Path

from gridsat.cli.options import HINT, position_help
from gridsat.puzzles.kinds import REGISTRY, get, names
from gridsat.puzzles.position_lines import POSITION_LINES

SRC = Path(__file__).resolve().parents[1] / "src" / "gridsat"

HELP = ("Step on from a player's position: the grid as 'hint --json' prints its \"grid\" (0 undecided; then "
        "Yin-Yang: 1 white, 2 black; Nurikabe, Heyawake, Norinori, LITS, Hitori, Kurodoko, Tapa, Creek, Aqre, Yajilin, Cave, Nurimisaki, Shimaguni, Kurotto: 1 unshaded, "
        "2 shaded; "
        "Star Battle: 1 empty, 2 star; Light Up: 1 bulb-free, 2 bulb; Slitherlink, Masyu, Country Road: the loop drawn so far as an "
        "answer writes it "
        "(side bitmasks), or its lattice (1 drawn, 2 not); Sudoku: digits (. or ? empty too); "
        "Shikaku: ranks of the numbers whose rectangles cover the cells, from 1 in reading order (. or ? undecided "
        "too); "
        "Fillomino: numbers (. or ? undecided too); Hashiwokakero: text rows of numbers as its answer is written "
        "(the bridges across a cell's right side + 3 x those across its bottom, 0 to 8, every side decided), hint "
        "--json's grid as JSON rows (1 + those, 1 to 9, 0 undecided), or the answer's horizontal/vertical strings, . "
        "a side undecided; Kakuro: digits as its answer is written (. ? or 0 undecided "
        "and on a clue cell); Skyscrapers: heights as its answer is written (. ? or 0 undecided and on the frame; or "
        "the N rows inside alone); Nonogram: 1 unshaded, 2 shaded (the framed board, its frame 0 or 1; or the rows "
        "inside alone); Ripple Effect: digits as its answer is written (. ? or 0 undecided); in a shading genre's "
        "text also ? undecided, . unshaded, # shaded), or, for kinds that place pieces, their answer text with what "
        "is placed so far; or the board as 'hint' draws it; - reads it from standard input.")


def test_each_kinds_line_is_its_declaration():
    """A line for every kind whose position holds values, none for any other, in the registry's order: the kind's
    title and position words (its ``position_values`` numbered; a digit genre's own)."""
    declared = {}
    for name in names():
        kind = get(name)
        if kind.explains and kind.position_words():
            declared[name] = (kind.title, kind.position_words())
    assert POSITION_LINES == declared
    assert list(POSITION_LINES) == [name for name in REGISTRY if name in POSITION_LINES]


def test_position_words_from_the_declared_values():
    assert get("starbattle").position_words() == "1 empty, 2 star"
    assert get("lightup").position_words() == "1 bulb-free, 2 bulb"
    assert get("yinyang").position_words() == "1 white, 2 black"
    assert get("sudoku").position_words() == "digits (. or ? empty too)"  # a digit a cell, whatever the play board
    assert get("pack").position_words() == "" and get("cover").position_words() == ""  # pieces; no hints


def test_the_help_text_exactly(run_cli):
    opt = next(opt for opt in HINT if opt.name == "position")
    assert opt.help_text == position_help() == HELP
    code, out, err = run_cli("hint", "--help")
    assert code == 0 and err == ""
    assert HELP in " ".join(out.split())  # as drawn (wrapped)


def test_the_front_end_names_no_kinds_values():
    """The options' module writes no kind's title or value: every word of the help's values comes from the lines."""
    text = (SRC / "cli" / "options.py").read_text()
    for title, words in POSITION_LINES.values():
        assert title not in text, title
        assert words not in text, words
    for word in ("bulb", "star", "Sudoku", "white"):
        assert word not in text.split("def position_help")[1].split("\n\n\n")[0], word


def test_drawing_the_help_imports_no_kind():
    """The help's words are read without importing a kind (each kind's module is imported on first use)."""
    probe = ("import json, sys\nfrom gridsat.cli.options import position_help\nposition_help()\n"
             "print(json.dumps(sorted(m for m in sys.modules if m.startswith('gridsat.puzzles.') and "
             "m.endswith('.kind'))))\n")
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=300,
                         env={"PYTHONPATH": str(SRC.parent)})
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == []
