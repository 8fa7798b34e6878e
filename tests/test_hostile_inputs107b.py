"""Hostile pass 107, part b: Hashiwokakero, Yajilin hints and play card, Fillomino on sparse boards."""

from __future__ import annotations

import pytest

YAJILIN = "https://puzz.link/p?yajilin/5/5/m32j10"
PASTED = (", the text itself where a file's name goes: save it in a file, a row a line, and name it, or pipe it in "
          "and give - (standard input)\n")


@pytest.mark.parametrize(("position", "said"), [("00000/00000/00020/00000/00000", "5 rows joined by '/'"),
                                                ("00000.00000.00020.00000.00000", "5 rows joined by '.'"),
                                                ("0?1", "a row of 3 cells")])
def test_a_position_written_after_position_is_told_it_names_a_file(run_cli, tmp_path, monkeypatch, position, said):
    # 'hint URL --position 00000/00000/00020/...' said only "cannot read position file: No such file or
    # directory", as though a file were missing, where the position itself was written in the file's place (pass
    # 107a's and 107b's words for it made one)
    monkeypatch.chdir(tmp_path)
    assert run_cli("hint", YAJILIN, "--position", position) == (
        2, "", f"gridsat: error: '{position}': cannot read position file: its name is {said}{PASTED}")


def test_a_missing_position_file_by_name_is_told_no_more(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run_cli("hint", YAJILIN, "--position", "pos.txt") == (
        2, "", "gridsat: error: pos.txt: cannot read position file: No such file or directory\n")


@pytest.mark.parametrize("text, solution, said", [
    ("hashi\n2 . 2\n. . .\n", {"horizontal": ["22", "00"]},
     "'vertical' must be 1 string of 3 digits 0, 1 or 2 (bridges across each side)"),
    ("hashi\n2 . 2\n", {"horizontal": ["22"], "vertical": [""]},
     "'vertical' must be an empty list (a board of one row has no side between two rows)"),
    ("hashi\n1\n.\n1\n", {"horizontal": ["0", "", ""], "vertical": ["1", "1"]},
     "'horizontal' must be 3 empty strings (a board of one column has no side between two columns)")])
def test_a_recorded_hashi_answers_strings_are_counted_in_the_singular_and_empty(text, solution, said):
    # a 2-row board's recorded 'vertical' was told it "must be 1 strings of 3 digits"; a one-row board's "must be
    # 0 strings of 3 digits", a one-column board's "3 strings of 0 digits"
    import gridsat

    puzzle = gridsat.kinds.get("hashi").parse(text)
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        puzzle.read_answer(solution)
    assert caught.value.problem == f"a recorded Hashiwokakero solution's {said}"


def test_a_one_row_and_a_one_column_hashi_answer_read_back():
    import gridsat

    row = gridsat.kinds.get("hashi").parse("hashi\n2 . 2\n")
    assert row.read_answer({"horizontal": ["22"], "vertical": []}) == [[2, 2, 0]]
    column = gridsat.kinds.get("hashi").parse("hashi\n1\n.\n1\n")
    assert column.read_answer({"horizontal": ["", "", ""], "vertical": ["1", "1"]}) == [[3], [3], [0]]


@pytest.mark.parametrize("text, solution, said", [
    ("slitherlink\n. .\n", {"horizontal": ["00", "00"], "vertical": ["00"]},
     "'vertical' must be 1 string of 3 characters"),
    ("masyu\n. . .\n", {"horizontal": ["00"], "vertical": [""]},
     "'vertical' must be an empty list (a board of one row has no side between two rows)")])
def test_a_recorded_loops_strings_are_counted_in_the_singular_and_empty(text, solution, said):
    # the loop kinds' recorded edges said "must be 1 strings of 3 characters" and "0 strings of 3 characters"
    import gridsat

    kind = text.split()[0]
    puzzle = gridsat.kinds.get(kind).parse(text)
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        puzzle.read_answer(solution)
    assert caught.value.problem == f"a recorded loop's {said}"
