"""A newcomer's pass: what confused someone with only the README."""

import re
from pathlib import Path

import pytest

import gridsat

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_dominofit_hint_board_says_which_domino_the_step_placed():
    # the board stood under the hint with only "(* marks a given domino)": which domino was the step's, and what
    # "." was, were left to guess (every other kind's hint says "I placed by this step; . a cell not yet covered")
    kind, puzzle = gridsat.read(str(EXAMPLES / "dominofit-8x8.json"))
    deduction = kind.hints(puzzle, first=True)
    text = str(kind.hint_text(puzzle, deduction))
    assert text.splitlines()[-1] == "(r1c1-r2c1 placed by this step; . a cell not yet covered; * marks a given domino)"
    every = kind.hints(puzzle)
    last = str(kind.hint_text(puzzle, every)).splitlines()[-1]
    assert last == "(r7c8-r8c8 placed by this step; others placed before it; * marks a given domino)"


def test_dominofit_hint_board_with_its_key_is_read_back_as_a_position():
    kind, puzzle = gridsat.read(str(EXAMPLES / "dominofit-8x8.json"))
    text = str(kind.hint_text(puzzle, kind.hints(puzzle, first=True)))
    from gridsat.puzzles.dominofit.hints import read_position

    assert ("V", 0, 0) in [tuple(d) for d in read_position(text, puzzle)]


ROOT = EXAMPLES.parent
#: placeholders the pages introduce in words as the reader's own file ("PUZZLE stands for your puzzle")
OWN = {"PUZZLE", "mine.txt"}


def _doc_commands(text: str):
    import shlex

    for block in re.findall(r"```[a-z]*\n(.*?)```", text, flags=re.S):
        for line in block.replace("\\\n", " ").splitlines():
            line = line.removeprefix("$ ").split("  #")[0].strip()
            if line.startswith(("gridsat ", "cat ")):
                yield shlex.split(line.replace(">", " > "))


@pytest.mark.parametrize("page", ["README.md", *sorted(p.name for p in (ROOT / "docs").glob("*.md"))])
def test_doc_commands_name_files_the_reader_has(page):
    # docs/yinyang.md began with "gridsat yinyang puzzle.txt", docs/dominofit.md with "gridsat dominofit board.json"
    # and docs/cover.md had "problem.json": pasted in order from a clone, each met "cannot read puzzle file: No such
    # file or directory" while examples/ had such a file; the shipped ones are named now
    path = ROOT / page if page == "README.md" else ROOT / "docs" / page
    made: set = set()
    missing = []
    for words in _doc_commands(path.read_text()):
        outs = {b for a, b in zip(words, words[1:]) if a in ("--out", "-o", "--png", "--svg", ">", "--export-model")}
        if words[0] == "cat":
            made.update(words[1:])
            continue
        for w in words[2:]:
            if w in outs or w in made or w in OWN or w.startswith(("-", "http")):
                continue
            if re.fullmatch(r"[\w./-]+\.(txt|json|jsonl|html|dlx|pzprv3|gz)", w) and not (ROOT / w).exists():
                missing.append(f"{' '.join(words)}: {w}")
        made |= outs
    assert missing == []


def test_an_option_other_commands_take_is_not_met_with_unrelated_guesses(run_cli, tmp_path):
    # "gridsat cover F --png x.png" said "No such option: --png (Possible options: --engine, --log)": a newcomer
    # who read --png in the README's table of shared options was pointed at two options that draw nothing
    dlx = tmp_path / "toy.dlx"
    dlx.write_text("a b\na\nb\n")
    code, out, err = run_cli("cover", str(dlx), "--png", "x.png")
    assert (code, out) == (2, "")
    assert err.strip() == ("gridsat: error: No such option: --png: gridsat cover does not take it, though other "
                           "commands do (see 'gridsat cover --help')")
    code, _, err = run_cli("cover", str(dlx), "--jsn")  # a typo keeps its close match
    assert code == 2 and err.strip() == "gridsat: error: No such option: --jsn (Possible options: --json) (see " \
        "'gridsat cover --help')"
