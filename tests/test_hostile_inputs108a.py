"""Hostile pass 108, part a: pass 107's and the lead's fixes, hostile (their neighbours and edges)."""

from __future__ import annotations

import json

import pytest

import gridsat


def _answer_rows(name, joint=" "):
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example)
    return kind, puzzle, [joint.join(format(v, "x") for v in row) for row in puzzle.solve().grid]


def _checked(tmp_path, run_cli, kind, text):
    (tmp_path / "p.url").write_text(kind.example + "\n")
    (tmp_path / "p.solution.txt").write_text(text)
    run_cli("batch", str(tmp_path / "p.url"), "-o", str(tmp_path / "r.jsonl"), "--check-answer")
    return json.loads((tmp_path / "r.jsonl").read_text())


@pytest.mark.parametrize(("name", "joined"), [("slitherlink", ";"), ("masyu", ","), ("yajilin", "|"),
                                              ("slitherlink", " / ")])
def test_a_loop_s_recorded_answer_s_rows_joined_on_one_line_are_told_so(tmp_path, run_cli, name, joined):
    # pass 107 told a shading kind's recorded rows joined by ';', ',', '|' or ' / '; a loop's were "a recorded
    # Slitherlink solution must be horizontal/vertical edge strings or rows of side bitmasks (hex digits)" alone
    kind, puzzle, rows = _answer_rows(name)
    line = _checked(tmp_path, run_cli, kind, joined.join(rows) + "\n")
    said = "' / '" if joined == " / " else repr(joined)
    assert (line["status"], line["error"]) == ("bad_input", f"p.solution.txt: line 1: {puzzle.rows} rows of "
                                               f"{puzzle.cols} cells joined by {said}: a recorded answer gives each "
                                               "row on a line of its own")


@pytest.mark.parametrize("name", ["slitherlink", "masyu"])
def test_a_loop_s_recorded_answer_on_its_own_lines_or_as_json_still_passes(tmp_path, run_cli, name):
    kind, puzzle, rows = _answer_rows(name, "")
    assert _checked(tmp_path, run_cli, kind, "\n".join(rows) + "\n")["check"] == "passed"
    out = json.loads(run_cli("solve", kind.example, "--json")[1])
    edges = json.dumps({"horizontal": out["horizontal"], "vertical": out["vertical"]})  # JSON on one line
    assert _checked(tmp_path, run_cli, kind, edges + "\n")["check"] == "passed"


@pytest.mark.parametrize("name", ["nurikabe", "yinyang", "lightup"])
def test_a_position_of_spaced_cells_joined_by_a_bare_slash_is_told_so(tmp_path, run_cli, name):
    # '0 1 / 1 0' and '0110/1001' were told; '0 1/1 0' was "line 1, column 5: '1/0' is not 0 or ? (undecided), ..."
    # (Yin-Yang: "symbol '1/1' is not 0 (undecided), ..."), the rows' joint read as part of a cell
    kind, puzzle, _ = _answer_rows(name)
    rows = [" ".join("0" for _ in range(puzzle.cols))] * puzzle.rows
    (tmp_path / "pos.txt").write_text("/".join(rows) + "\n")
    code, out, err = run_cli("hint", kind.example, "--position", str(tmp_path / "pos.txt"))
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: {tmp_path / 'pos.txt'}: line 1: {puzzle.rows} rows of {puzzle.cols} cells "
                   "joined by '/': a position gives each row on a line of its own\n")


def test_a_recorded_answer_of_spaced_cells_joined_by_a_bare_slash_is_told_so(tmp_path, run_cli):
    kind, puzzle, rows = _answer_rows("nurikabe")
    line = _checked(tmp_path, run_cli, kind, "/".join(rows) + "\n")
    assert line["error"] == ("p.solution.txt: line 1: 5 rows of 5 cells joined by '/': a recorded answer gives each "
                             "row on a line of its own")
    tight = _checked(tmp_path, run_cli, kind, "/".join(r.replace(" ", "") for r in rows) + "\n")["error"]
    assert tight.endswith("each row on a line of its own or in a list, not joined by '/'")  # as it was


@pytest.mark.parametrize("word", ["hashiwokakero", "exactcover", "calendarpuzzle"])
def test_a_kind_s_title_in_lower_case_as_the_command_is_read_as_the_kind(run_cli, word):
    # 'gridsat Hashiwokakero FILE' and '-k hashiwokakero' were read, 'gridsat hashiwokakero FILE' was refused: "No
    # such command 'hashiwokakero': the kind is 'hashi' (its title is 'Hashiwokakero'): gridsat hashi"
    code, out, err = run_cli(word, "--help")
    kind = {"hashiwokakero": "hashi", "exactcover": "cover", "calendarpuzzle": "calendar"}[word]
    assert (code, err, out.startswith(f"Usage: gridsat {kind} [OPTIONS]")) == (0, "", True)


def test_a_kind_s_title_in_lower_case_as_the_command_solves(run_cli):
    code, out, err = run_cli("exactcover", "examples/cover-abc.dlx")
    assert (code, err, out.splitlines()[:2]) == (0, "", ["1: b", "2: a c"])


@pytest.mark.parametrize(("word", "said"), [
    ("hashwokakero", "did you mean 'hashi' (its title is 'Hashiwokakero')? gridsat hashi"),
    ("Yin-Yng", "did you mean 'yinyang'? gridsat yinyang"),
    ("Star-Batle", "did you mean 'starbattle'? gridsat starbattle")])
def test_a_kind_misspelt_as_the_command_is_told_the_kind_meant(run_cli, word, said):
    # 'hashwokakero' was "No such command 'hashwokakero'. Did you mean 'heyawake'?" (where '-k hashwokakero' named
    # 'hashi'), 'Yin-Yng' "No such command 'Yin-Yng'." with no kind at all (where '-k Yin-Yng' named 'yinyang')
    assert run_cli(word, "p.txt") == (2, "", f"gridsat: error: No such command {word!r}: {said} (see 'gridsat "
                                             "--help')\n")


def test_a_word_near_no_kind_keeps_click_s_words(run_cli):
    assert run_cli("solv", "p.txt")[2] == "gridsat: error: No such command 'solv'. Did you mean 'solve'? (see " \
                                          "'gridsat --help')\n"


@pytest.mark.parametrize("joint", ["\t", " \t"])
def test_a_yajilin_answer_of_numbers_separated_by_tabs_is_read(tmp_path, run_cli, joint):
    # rows of whole numbers separated by spaces were read (docs/yajilin.md); by tabs (a spreadsheet's copy) they
    # were "the drawn board has 5 rows of 5/6 cells (line 1 has 6); the puzzle has 5 rows of 5", of 5-number rows
    kind, puzzle, _ = _answer_rows("yajilin")
    rows = [joint.join(str(v) for v in row) for row in puzzle.solve().grid]
    line = _checked(tmp_path, run_cli, kind, "\n".join(rows) + "\n")
    assert (line["status"], line["check"], line["matches_record"]) == ("solved", "passed", True)
    rows[0] = rows[0].replace("6", "5", 1)  # a wrong number: the rule it breaks, not a drawing's shape
    (tmp_path / "wrong").mkdir()
    line = _checked(tmp_path / "wrong", run_cli, kind, "\n".join(rows) + "\n")
    assert (line["matches_record"], line["record_breaks"]) == (False, "answer: the line from r1c1 leaves the board")


SUDOKU4 = "https://puzz.link/p?sudoku/4/4/g1k23k3g"


def test_a_sudoku_position_s_spaced_rows_joined_by_bars_are_told_so(tmp_path, run_cli):
    # the other kinds' rows joined by '|' were told (pass 107); a Sudoku's, its '|' read as a box's line, were "the
    # position has 1 row of 16 cells; the puzzle has 4 rows of 4"
    (tmp_path / "pos.txt").write_text("2 1 4 3|4 3 1 2|3 4 2 1|1 2 3 4\n")
    assert run_cli("hint", SUDOKU4, "--position", str(tmp_path / "pos.txt")) == (
        2, "", f"gridsat: error: {tmp_path / 'pos.txt'}: line 1: 4 rows of 4 cells joined by '|': a position gives "
               "each row on a line of its own\n")


def test_a_sudoku_position_of_cells_side_by_side_between_box_lines_is_read(tmp_path, run_cli):
    # '5 3 . | . 7 .' was read (box lines left out), '53.|.7.|...' was "line 1, column 1: '53.' is not a digit from 1
    # to 9, '.', 0 or ?": the box lines became spaces inside the row
    (tmp_path / "pos.txt").write_text("21|..\n..|..\n--+--\n..|..\n..|..\n")
    code, out, err = run_cli("hint", SUDOKU4, "--position", str(tmp_path / "pos.txt"))
    assert (code, err) == (0, "")
    assert out.startswith("next step (rule: hidden_single_box): r2c2 is 3: the only cell of box 1 that can hold 3")


@pytest.mark.parametrize(("url", "said"), [
    ("https://puzz.link/p?corral/6/6/g3q2h3jbj3i3i2g", "a 'corral' puzzle: gridsat solves it as the kind 'cave' "
     "(also called 'corral'), whose puzz.link addresses name the genre 'cave' (p?cave/...): write the address so"),
    ("https://puzz.link/p?kuromasu/5/5/i7g5l2l2g4i", "a 'kuromasu' puzzle: gridsat solves it as the kind "
     "'kurodoko' (also called 'kuromasu'), whose puzz.link addresses name the genre 'kurodoko' (p?kurodoko/...): "
     "write the address so"),
    ("https://puzz.link/p?Hashiwokakero/5/5/4g2i3h23k3g1g3g4g3", "a 'hashiwokakero' puzzle: gridsat solves it as the "
     "kind 'hashi' (its title is 'Hashiwokakero'), whose puzz.link addresses name the genre 'hashi' (p?hashi/...): "
     "write the address so"),
    ("https://puzz.link/p?light-up/6/6/nekcakbl", "a 'light-up' puzzle: gridsat solves it as the kind 'lightup' (its "
     "title is 'Light Up'), whose puzz.link addresses name the genre 'akari' (p?akari/...): write the address so"),
    ("https://puzz.link/p?exact-cover/3/3/0", "an 'exact-cover' puzzle: the kind 'cover' (its title is 'Exact "
     "cover') is read from no puzz.link address ('gridsat formats cover' lists what it reads)")])
def test_a_url_naming_a_kind_s_genre_otherwise_is_not_told_gridsat_does_not_solve_it(run_cli, url, said):
    # "a 'corral' puzzle: a genre gridsat does not solve (kinds: ...)", of a genre gridsat solves as Cave (the same
    # name after --kind was told the kind), and 'hashiwokakero' "... does not solve (did you mean 'hashikake'...)"
    assert run_cli("solve", url) == (2, "", f"gridsat: error: URL: {said}\n")


def test_a_url_of_a_genre_gridsat_does_not_solve_is_still_told_so(run_cli):
    code, _, err = run_cli("solve", "https://puzz.link/p?kinkonkan/5/5/0")
    assert (code, err.startswith("gridsat: error: URL: a 'kinkonkan' puzzle: a genre gridsat does not solve")) == (
        2, True)


@pytest.mark.parametrize(("genre", "said"), [
    ("corral", "the kind is 'cave' (also called 'corral'), but gridsat reads pzprv3 files of Yin-Yang only; give "
               "this puzzle as its puzz.link URL, a text grid or JSON"),
    ("yin-yang", "the kind is 'yinyang' (its title is 'Yin-Yang'): its genre line is 'yinyang'")])
def test_a_pzprv3_file_naming_a_kind_s_genre_otherwise_is_not_told_gridsat_does_not_solve_it(tmp_path, run_cli,
                                                                                            genre, said):
    # was "a 'corral' pzprv3 file: a genre gridsat does not solve (kinds: ...)", as the URL was
    (tmp_path / "p.pzprv3").write_text(f"pzprv3\n{genre}\n2\n2\n. .\n. .\n")
    assert run_cli("solve", str(tmp_path / "p.pzprv3")) == (
        2, "", f"gridsat: error: p.pzprv3: a {genre!r} pzprv3 file: {said}\n")


@pytest.mark.parametrize(("name", "spelt"), [("lightup", "Light Up"), ("nurikabe", "Nurikabe"), ("yinyang", "Yin-Yang")])
def test_a_recorded_result_naming_its_kind_by_title_is_compared(tmp_path, run_cli, name, spelt):
    # every reader takes a file whose "kind" is the kind's title (the lead, sitting 13); an answer file holding what
    # solve --json prints, its "kind" so written, was "the answer file holds a Nurikabe result, but the puzzle is
    # nurikabe: give this puzzle's solution"
    kind = gridsat.kinds.get(name)
    result = json.loads(run_cli("solve", kind.example, "--json")[1])
    line = _checked(tmp_path, run_cli, kind, json.dumps({**result, "kind": spelt}) + "\n")
    assert (line["status"], line["check"], line["matches_record"]) == ("solved", "passed", True)


def test_a_recorded_result_of_another_kind_names_the_puzzle_s_kind_by_title(tmp_path, run_cli):
    lightup, nurikabe = gridsat.kinds.get("lightup"), gridsat.kinds.get("nurikabe")
    result = json.loads(run_cli("solve", lightup.example, "--json")[1])
    line = _checked(tmp_path, run_cli, nurikabe, json.dumps(result) + "\n")
    assert line["error"] == ("p.solution.txt: the answer file holds a Light Up result, but the puzzle is Nurikabe: give "
                             "this puzzle's solution")


@pytest.mark.parametrize(("command", "pasted", "said"), [
    (("hint", SUDOKU4, "--position"), "2..1;.3.2;....;....", "position file: its name is 4 rows joined by ';'"),
    (("hint", SUDOKU4, "--position"), "2..1|.3.2|....|....", "position file: its name is 4 rows joined by '|'"),
    (("solve",), "0110;1001", "puzzle file: its name is 2 rows joined by ';'")])
def test_rows_joined_by_semicolons_or_bars_where_a_file_goes_are_told_so(run_cli, command, pasted, said):
    # '/', '.' and ',' were told (pass 107); ';' and '|' were "cannot read position file: No such file or directory",
    # though the same line in a file was told its joint
    code, out, err = run_cli(*command, pasted)
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: {pasted!r}: cannot read {said}, the text itself where a file's name goes: save "
                   "it in a file, a row a line, and name it, or pipe it in and give - (standard input)\n")
