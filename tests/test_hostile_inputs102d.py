"""Hostile pass 102, part d: the Python library as a script writer uses it."""

import json

import pytest

import gridsat


def test_a_puzzle_files_own_kind_field_is_read_in_every_spelling_a_kind_option_takes(tmp_path):
    # -k Pack and -k 'Star Battle' were read as the kinds, but a file saying "kind": "Pack" was refused:
    # "the puzzle says kind 'Pack': did you mean 'pack'?", a record's "Star Battle" "is no kind gridsat has"
    pack = tmp_path / "p.json"
    pack.write_text(json.dumps({"kind": "PACK", "board": "3x20", "pieces": "pentominoes"}))
    kind, puzzle = gridsat.read(str(pack))
    assert kind.name == "pack" and puzzle.count().count == 8
    record = tmp_path / "s.json"
    record.write_text(json.dumps({"kind": "Star Battle", "puzzle": "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"}))
    assert gridsat.read(str(record))[0].name == "starbattle"
    with open("examples/dominofit-8x8.json") as f:
        data = json.load(f)
    domino = tmp_path / "d.json"
    domino.write_text(json.dumps(dict(data, kind="Domino Fit")))
    assert gridsat.read(str(domino))[0].name == "dominofit"
    assert gridsat.kinds.get("pack").parse('{"kind": "Pack", "board": "3x20", "pieces": "pentominoes"}')
    # another kind's name, or a misspelt one, is still refused in the same words
    with pytest.raises(gridsat.PuzzleInputError, match="the puzzle says kind 'pak': did you mean 'pack'"):
        gridsat.kinds.get("pack").parse('{"kind": "pak", "board": "3x20", "pieces": "pentominoes"}')
    with pytest.raises(gridsat.PuzzleInputError, match="the puzzle says kind 'Calendar', not 'pack'"):
        gridsat.kinds.get("pack").parse('{"kind": "Calendar", "board": "3x20", "pieces": "pentominoes"}')


def test_a_puzzle_parsed_from_text_is_titled_by_its_kind_not_puzzle():
    # kind.parse(URL) of Yin-Yang (README's own example) was named "puzzle": its figure and its answer's were
    # titled "puzzle", as a Domino Fit board's "puzzle (dot rule)" while its answer said "Domino Fit 4x4 (dot rule)";
    # the grid genres' were titled by their kind
    pytest.importorskip("matplotlib")
    yinyang = gridsat.kinds.get("yinyang")
    puzzle = yinyang.parse("https://puzz.link/p?yinyang/5/5/016612300")
    assert puzzle.figure().texts[0].get_text() == "Yin-Yang 5x5"
    assert puzzle.solve().figure().texts[0].get_text() == "Yin-Yang 5x5"
    assert yinyang.hint_figure(puzzle, yinyang.hints(puzzle, first=True)).texts[0].get_text().startswith(
        "Yin-Yang 5x5: step 1")
    mine = yinyang.parse("0 1\n0 0\n", source="mine.txt")
    assert mine.figure().texts[0].get_text() == "mine"  # a file still names it
    dominofit = gridsat.kinds.get("dominofit")
    board = dominofit.parse(dominofit.example)
    assert board.figure().texts[0].get_text() == "Domino Fit 4x4 (dot rule)"
    assert board.solve().figure().texts[0].get_text() == "Domino Fit 4x4 (dot rule)"


def test_a_keyboard_interrupt_in_the_api_returns_the_result_so_far_as_the_readme_now_says():
    # a script looping over puzzles met Ctrl-C as a result, not an exception, and went on to the next puzzle;
    # the README's Python section did not say so (it now says to look at result.interrupted)
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert "stops at Ctrl-C only if it looks: `if r.interrupted: break`" in readme.replace("\n", " ")
    puzzle = gridsat.kinds.get("pack").parse('{"board": "6x10", "pieces": "pentominoes"}')

    def stop(found, fraction):
        raise KeyboardInterrupt

    result = puzzle.count(on_progress=stop)
    # (fewer than all 9,356 tilings, 2,339 up to symmetry: the count stops wherever the first progress call comes;
    # it compared with 2,339 and failed when that call came after 4,628)
    assert result.interrupted is True and result.complete is False and result.count < 9356
