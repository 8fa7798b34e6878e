"""Hostile pass 37, the command line: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("kind", "name"), [("dominofit", "x.txt"), ("yinyang", "x.json")])
def test_generate_count_with_another_kinds_file_name_asks_for_a_collection(run_cli, tmp_path, kind, name):
    """``generate dominofit --count 3 -o x.txt`` said "name it x.json", and ``-o x.json`` was then refused with
    "--count 3 writes a collection: give --out FILE.jsonl": the first message led to a second refusal."""
    out = tmp_path / name
    assert run_cli("generate", kind, "--size", "3x3", "--count", "3", "-o", str(out)) == (
        2, "", f"gridsat: error: --count 3 writes a collection: give --out FILE.jsonl (got '{out}')\n")
    assert not out.exists()


@pytest.mark.parametrize("command", ["norinori", "lits", "starbattle"])
def test_a_region_in_pieces_is_named_by_its_cells_as_a_region(run_cli, tmp_path, command):
    """A region written 'A' in two pieces was "region 0 is in 2 pieces" for Star Battle (a number the user never
    wrote, found room by room without the shared check) and "the room of ..." for Norinori and LITS, whose areas
    are regions (Heyawake's are rooms, and stay so)."""
    (tmp_path / "g.txt").write_text("A B A\nA B A\nA B A\n")
    assert run_cli(command, str(tmp_path / "g.txt")) == (
        2, "", "gridsat: error: g.txt: the region of row 1, column 1 is in 2 pieces (one at row 1, column 3); a "
               "region is one connected area\n")


def test_a_heyawake_room_in_pieces_is_still_a_room(run_cli, tmp_path):
    (tmp_path / "g.txt").write_text(". . .\n. . .\n. . .\n\nA B A\nA B A\nA B A\n")
    assert run_cli("heyawake", str(tmp_path / "g.txt")) == (
        2, "", "gridsat: error: g.txt: the room of row 1, column 1 is in 2 pieces (one at row 1, column 3); a room "
               "is one connected area\n")


def test_count_listing_some_under_a_time_limit_keeps_its_progress_out_of_the_check(run_cli, tmp_path):
    """``cover F -n 3 --count -t 5`` (and ``pack -n 3 --count -t 5``) said "gridsat: error: Task.on_progress goes
    with the count task, not solve": the listing's fit within the time left was weighed with a one-answer task
    copied from the count, its progress report and all (a Ctrl-C stopping such a count with over two answers
    listed took the same path)."""
    (tmp_path / "c.dlx").write_text("a b\na\nb\na b\na b\n")
    code, out, err = run_cli("cover", str(tmp_path / "c.dlx"), "-n", "3", "--count", "-t", "5")
    assert (code, err) == (0, "")
    assert out.splitlines()[:4] == ["solution 1", "0: a", "1: b", "solution 2"]
    assert "3 solutions (all counted)" in out


HEYAWAKE = "https://puzz.link/p?heyawake/6/6/aa66aapv0fu0g2i3k"


def _checked(run_cli, tmp_path, edit) -> dict:
    import json

    (tmp_path / "p.url").write_text(HEYAWAKE + "\n")
    code, drawing, _ = run_cli("heyawake", str(tmp_path / "p.url"))
    assert code == 0
    (tmp_path / "p.solution.txt").write_text(edit(drawing))
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", "-q", "-j", "1", "--check-answer", "-o", str(out), str(tmp_path / "p.url"))[0] == 0
    return json.loads(out.read_text())


def test_an_indented_drawing_of_rooms_is_read_as_a_drawing(run_cli, tmp_path):
    """The bordered drawing pasted with an indent (a Markdown code block) was "a recorded Heyawake solution must be
    rows of #/./*/x or of numbers": its every line starts with a border, so the indent is no part of it."""
    line = _checked(run_cli, tmp_path, lambda text: "".join("    " + row for row in text.splitlines(True)))
    assert (line["status"], line["matches_record"]) == ("solved", True)


def test_a_drawing_of_rooms_gridsat_would_not_draw_is_named_a_drawing(run_cli, tmp_path):
    """A bordered drawing with the room number 3 drawn as '·' (a hand edit) was told to be "rows of #/./*/x or of
    numbers", which the drawing never was: it is named as a drawing gridsat does not make of this board."""
    line = _checked(run_cli, tmp_path, lambda text: text.replace("│3 ", "│· ", 1))  # a cell edited: named
    assert line["status"] == "bad_input"
    assert line["error"] == ("p.solution.txt: the drawn answer's cell r3c1 shows '·' where gridsat draws '3' for that "
                             "answer (a drawing edited by hand?)")
    line = _checked(run_cli, tmp_path, lambda text: text.replace("─", "", 1))  # a border line cut short
    assert line["status"] == "bad_input"
    assert line["error"] == ("p.solution.txt: the recorded answer is drawn inside borders, but not as gridsat draws an "
                             "answer of this 6x6 board ('gridsat heyawake PUZZLE' prints one)")


def test_heyawake_help_states_the_rule_that_makes_an_all_unshaded_board_no_answer(run_cli):
    """``gridsat heyawake 'https://puzz.link/p?heyawake/1/1/0'`` (one room, number 0) is "infeasible", and a 2x2 room
    without a number has 4 answers, not 5: puzz.link's rule that some cell is shaded, which the help never stated,
    so a correct answer read as a wrong one."""
    code, out, err = run_cli("heyawake", "--help")
    assert (code, err) == (0, "")
    assert "at least one cell shaded" in " ".join(out.split())
    code, out, _ = run_cli("heyawake", "https://puzz.link/p?heyawake/1/1/0")
    assert (code, out.splitlines()[-1].split(" in ")[0]) == (1, "infeasible")


@pytest.mark.parametrize(("kind", "cell", "shown", "noun"), [
    ("norinori", '"0"', '"0"', "region"), ("heyawake", "null", "null", "room"), ("lits", '"A"', '"A"', "region")])
def test_a_json_region_id_that_is_no_whole_number_is_named_by_its_cell(run_cli, tmp_path, kind, cell, shown, noun):
    """JSON regions with a "0" or a null were "regions must be whole numbers (a room id per cell)", naming no cell,
    while a 1.5 beside them was named by row and column as "not a whole number, a symbol or empty"."""
    clues = ', "clues": [[null, null], [null, null]]' if kind == "heyawake" else ""
    (tmp_path / "j.json").write_text(f'{{"kind": "{kind}", "rows": 2, "cols": 2, "regions": [[0, 0], [1, {cell}]]'
                                     f'{clues}}}')
    assert run_cli("solve", str(tmp_path / "j.json")) == (
        2, "", f"gridsat: error: j.json: regions row 2, column 2: {shown} is not a whole number (a {noun} id per "
               "cell)\n")
