"""What a new user, working from the README alone, tripped over in the fortieth pass: each case is the
exact line a user gets now."""

from __future__ import annotations

import json

import pytest

from gridsat.core.board import Board
from gridsat.core.errors import PuzzleInputError

PACK_JSON = {"board": ["#####", "####.", "###.."], "pieces": {"I": "#####", "U": "#.#/###"}}


@pytest.mark.parametrize("args, what, role", [
    (("pack", "--board"), "a board file", "its board"),
    (("pack", "--pieces"), "a piece file", "its pieces"),
    (("calendar", "--edition"), "an edition file", "its edition"),
])
def test_a_json_puzzle_file_given_as_a_part_of_a_puzzle_says_to_give_it_as_the_puzzle(run_cli, tmp_path, args,
                                                                                         what, role):
    """The JSON puzzle file docs/packing.md shows (`cat board.json`), given to --board as its name suggests, met
    "unknown symbol '{' at line 1, column 1 (use '#' or '1' for a cell...)"; to --pieces "expected 'NAME:
    ROW/ROW/...', got '{"board"...'", to --edition "text before the first section"."""
    puzzle = tmp_path / "board.json"
    puzzle.write_text(json.dumps(PACK_JSON))
    assert run_cli(*args, str(puzzle)) == (
        2, "", f"gridsat: error: board.json: a JSON puzzle file, not {what}: give it as the puzzle itself, not as "
               f"{role}\n")


def test_a_json_puzzle_file_as_a_board_from_python_names_no_option(tmp_path):
    puzzle = tmp_path / "board.json"
    puzzle.write_text("\ufeff" + json.dumps({"kind": "pack", "board": "6x10"}))
    with pytest.raises(PuzzleInputError) as info:
        Board.parse(str(puzzle))
    assert str(info.value) == ("board.json: a JSON puzzle file, not a board file: give it as the puzzle itself, not "
                               "as its board")


def test_a_board_file_starting_with_a_brace_that_is_no_json_keeps_the_mask_message(run_cli, tmp_path):
    mask = tmp_path / "m.txt"
    mask.write_text("{#\n##\n")
    assert run_cli("pack", "--board", str(mask), "--pieces", "tetrominoes") == (
        2, "", "gridsat: error: m.txt: unknown symbol '{' at line 1, column 1 (use '#' or '1' for a cell, '.' or '0' "
               "for no cell)\n")


def test_the_readme_picture_script_makes_every_heat_map_edition():
    """`python docs/make_pictures.py` (the README: "regenerates these pictures with the same commands") stopped
    with a traceback at the second heat map: design_edition(..., name='H03 F5 L5 N5 P5 U5 V5 Y5') is refused (an
    edition's name is one word). Each heat map's edition is made, the design's title still its piece names."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "docs" / "make_pictures.py"
    spec = importlib.util.spec_from_file_location("make_pictures", path)
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    made = {name: script.heat_map_edition(spec) for name, spec in script.HEAT_MAPS.items()}
    assert made["census-dragonfjord.png"][0].name == "dragonfjord" and made["census-dragonfjord.png"][1] is None
    design, title = made["census-best-design.png"]
    assert title == "H03 F5 L5 N5 P5 U5 V5 Y5: solutions per date"
    assert sorted(p.name for p, _ in design.pieces.items) == sorted("H03 F5 L5 N5 P5 U5 V5 Y5".split())


def test_a_calendar_hint_from_some_of_the_solutions_says_so(run_cli, monkeypatch):
    """`gridsat calendar 01-25 --hint 3 --engine cpsat -t 1.6` said "3 solutions agree with it" (8 do), and
    --json "complete": true: the pool of solutions the hint is chosen from was cut by the time limit (or, on a
    date of more than 2,000 solutions, by its size) without a word. The count is now said to be of those found."""
    from gridsat.puzzles.calendar import make_calendar, tasks

    monkeypatch.setattr(tasks, "HINT_POOL", 5)  # as a time limit cuts the pool: 5 of the 216 solutions
    h = make_calendar("01-25").hint(3)
    assert (h.complete, h.pool, h.status.value) == (False, 5, "solved") and 1 <= h.remaining <= 5
    assert h.to_json()["complete"] is False
    code, out, err = run_cli("calendar", "01-25", "--hint", "3")
    assert code == 0 and err == ""
    assert out.splitlines()[-2] == (f"hint: 3 of 8 pieces; {h.remaining} solution{'' if h.remaining == 1 else 's'} "
                                    f"agree{'s' if h.remaining == 1 else ''} with it (of the first 5 found)")
    monkeypatch.setattr(tasks, "HINT_POOL", 2000)  # every solution looked at: complete, no note
    h = make_calendar("01-25").hint(3)
    assert (h.complete, h.pool) == (True, 216)
    assert run_cli("calendar", "01-25", "--hint", "3")[1].splitlines()[-2] == (
        f"hint: 3 of 8 pieces; {h.remaining} solutions agree with it")


def test_shell_completion_offers_engines_and_formats_where_the_kind_is_not_known_yet():
    """The README promises completion of engines: `gridsat solve --engine <TAB>` and `gridsat batch --engine <TAB>`
    offered nothing (`gridsat yinyang --engine <TAB>` offers its five), nor did `--to <TAB>` anywhere."""
    from gridsat.cli import batch, options
    from gridsat.puzzles.kinds import get, names

    engines = options.every_kinds("engine")
    assert engines[0] == "auto" and len(engines) == len(set(engines))
    assert set(engines) == {e for n in names() for e in get(n).engines}
    solve = {opt.name: opt for opt in options.SOLVE}
    assert solve["engine"].values() == engines
    assert solve["to"].values() == options.every_kinds("to") and {"url", "text", "pzprv3"} <= set(solve["to"].values())
    assert batch._engines_begun("c") == [e for e in engines if e.startswith("c")] and "cpsat" in batch._engines_begun("c")
    masyu = {opt.name: opt for opt in options.kind_options(get("masyu"))}
    assert masyu["to"].values() == ["url", "text"]


def test_solve_engine_completes_in_the_shell():
    import os
    import subprocess
    import sys

    env = {**os.environ, "COMP_WORDS": "gridsat solve --engine cp", "COMP_CWORD": "3",
           "_GRIDSAT_COMPLETE": "complete_bash"}
    done = subprocess.run([sys.executable, "-m", "gridsat"], env=env, capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout.split()) == (0, ["cpsat"])


@pytest.mark.parametrize("word, board", [("pentominoes", None), ("hexominoes*2", "20x21")])
def test_a_piece_set_where_the_packing_puzzle_goes_says_where_it_goes(run_cli, word, board):
    """`gridsat pack pentominoes` said only "cannot read puzzle file: No such file or directory" (a board word,
    `gridsat pack 6x10`, already said to give --board).  A set not filling the default 6x10 is given a board of
    its cells (pass 59: it was offered "gridsat pack --pieces hexominoes*2", itself refused)."""
    said = (f"gridsat pack --pieces {word}; in Python, gridsat.pack(pieces='{word}'); as a puzzle file (for hint, "
            f'grade or batch): {{"kind": "pack", "pieces": "{word}"}}') if board is None else (
        f"give it a board of its 420 cells, such as {board}: gridsat pack --board {board} --pieces {word}; in "
        f"Python, gridsat.pack('{board}', pieces='{word}'); as a puzzle file (for hint, grade or batch): "
        f'{{"kind": "pack", "board": "{board}", "pieces": "{word}"}}')
    assert run_cli("pack", word) == (
        2, "", f"gridsat: error: {word}: no such file; '{word}' is a piece set, not a packing puzzle file (JSON): "
               f"{said}\n")


def test_an_edition_where_the_date_goes_says_where_it_goes(run_cli):
    """`gridsat calendar weekday` said only "date 'weekday' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06"."""
    from gridsat.puzzles.calendar import make_calendar

    assert run_cli("calendar", "weekday") == (
        2, "", "gridsat: error: date 'weekday' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06; 'weekday' is an "
               "edition: gridsat calendar DATE --edition weekday\n")
    with pytest.raises(PuzzleInputError) as info:
        make_calendar("jarringwords")
    assert str(info.value) == ("date 'jarringwords' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06; 'jarringwords' is "
                               "an edition: edition='jarringwords'")


def test_a_size_where_a_grid_puzzle_goes_says_it_is_no_puzzle(run_cli):
    """`gridsat yinyang 6x6` (a newcomer asking for an empty grid) said only "cannot read puzzle file: No such
    file or directory"."""
    import gridsat

    assert run_cli("yinyang", "6x6") == (
        2, "", "gridsat: error: 6x6: cannot read puzzle file: No such file or directory; '6x6' is a size, not a "
               "puzzle: give a puzzle file or a puzz.link URL (gridsat generate yinyang or dominofit --size RxC makes "
               "new ones)\n")
    with pytest.raises(PuzzleInputError) as info:
        gridsat.kinds.get("nurikabe").read("10x10")
    assert str(info.value) == ("10x10: cannot read puzzle file: No such file or directory; '10x10' is a size, not a "
                               "puzzle: give a puzzle file or a puzz.link URL")


def test_a_size_typed_as_the_generators_argument_names_its_option(run_cli):
    """`gridsat generate yinyang 6x6` said "takes no argument, got '6x6': its settings are options", leaving the
    newcomer to find which one."""
    assert run_cli("generate", "yinyang", "6x6") == (
        2, "", "gridsat: error: gridsat generate yinyang takes no argument, got '6x6': its settings are options (a "
               "size: --size 6x6) (see 'gridsat generate yinyang --help')\n")
    assert run_cli("generate", "yinyang", "foo")[2] == (
        "gridsat: error: gridsat generate yinyang takes no argument, got 'foo': its settings are options (see "
        "'gridsat generate yinyang --help')\n")


@pytest.mark.parametrize("url", ["https://puzz.link/p?heyawake/6/6/lll155007rs12222j",
                                 "https://puzz.link/p?akari/6/6/nekcakbl"])
def test_an_answer_gridsat_printed_given_back_as_a_puzzle_says_what_it_is(run_cli, tmp_path, url):
    """The answer `gridsat solve URL` printed, saved and given back (`gridsat solve answer.txt`), was "not a puzzle
    gridsat can read (kinds: ...)", with no word of what it is or how an answer is checked."""
    code, out, _ = run_cli("solve", url)
    answer = tmp_path / "answer.txt"
    answer.write_text(out, encoding="utf-8")
    assert code == 0 and run_cli("solve", str(answer)) == (
        2, "", "gridsat: error: answer.txt: an answer as gridsat prints it, not a puzzle: give the puzzle itself (its "
               "file or URL); to check an answer, save it as NAME.solution.txt beside the puzzle file NAME.txt and "
               "run gridsat batch with --check-answer\n")
