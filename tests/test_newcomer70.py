"""What a new user, following the README and docs/*.md from the top, tripped over (pass 70): each case is the
exact line a user gets now."""

from __future__ import annotations

from pathlib import Path

import pytest

import gridsat
from gridsat import PuzzleInputError

NURIKABE_TEXT = "nurikab\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n"  # --to text, its header mistyped


def test_a_mistyped_genre_line_is_named_with_the_genre_meant(run_cli, tmp_path, api_client):
    (tmp_path / "n.txt").write_text(NURIKABE_TEXT)
    told = ("gridsat: error: n.txt: line 1: 'nurikab' names no kind (did you mean 'nurikabe'?): a text grid's first "
            "line is its genre's name, as --to text writes it\n")
    assert run_cli("nurikabe", str(tmp_path / "n.txt")) == (2, "", told)  # "line 2: 5 cells, expected 1" before
    assert run_cli("solve", str(tmp_path / "n.txt")) == (2, "", told)  # "not a puzzle gridsat can read" before
    reply = api_client.post("/api/solve", json={"puzzle": NURIKABE_TEXT})
    assert (reply.status_code, reply.json()) == (422, {"error": "puzzle: line 1: 'nurikab' names no kind (did you mean "
                                                             "'nurikabe'?): a text grid's first line is its genre's "
                                                             "name"})  # no --to on a page, nor in Python:
    with pytest.raises(PuzzleInputError, match=r"its genre's name$"):
        gridsat.solve(str(tmp_path / "n.txt"))
    (tmp_path / "m.txt").write_text("mashuu\n. . .\n. 1 .\n")  # puzz.link's names are headers too
    assert run_cli("masyu", str(tmp_path / "m.txt"))[2].startswith(
        "gridsat: error: m.txt: line 1: 'mashuu' names no kind (did you mean 'mashu'?)")
    (tmp_path / "s.txt").write_text("starbatle 1\n0 0 1 1\n0 0 1 1\n2 2 3 3\n2 2 3 3\n")  # a header with its stars
    assert run_cli("solve", str(tmp_path / "s.txt"))[2].startswith(  # was "not a puzzle gridsat can read"
        "gridsat: error: s.txt: line 1: 'starbatle' names no kind (did you mean 'starbattle'?)")


def test_a_one_word_first_line_of_a_kind_without_a_genre_line_is_not_told_to_name_one(run_cli, tmp_path):
    (tmp_path / "p.txt").write_text("pakc\n##\n")  # packing and exact cover write no genre line: no advice to
    assert "names no kind" not in run_cli("solve", str(tmp_path / "p.txt"))[2]  # write one
    (tmp_path / "n.txt").write_text(NURIKABE_TEXT.replace("nurikab", "nurikabe"))
    assert run_cli("solve", str(tmp_path / "n.txt"))[0] == 0


def test_a_domino_fit_header_may_space_its_equals_signs(run_cli, tmp_path):
    text = (Path(__file__).parents[1] / "examples" / "dominofit-8x8.txt").read_text().replace("rule=dot", "rule = dot", 1)
    (tmp_path / "d.txt").write_text(text)  # was "line 1: unknown header option 'rule' (use rule=cell|dot, ...)"
    code, out, err = run_cli("dominofit", str(tmp_path / "d.txt"), "--json")
    assert (code, err) == (0, "") and '"status": "solved"' in out and '"rule": "dot"' in out


def test_every_route_names_the_api_spelling_of_a_dashed_name(api_client):
    """/api/solve's options said "(the API spells it 'one_sided')"; /api/mode said "setting 'one-sided' does not
    apply to the Calendar puzzle mode 'census'" (it does, spelt so), /api/hint and /api/generate "unknown field" alone."""
    census = {"kind": "calendar", "mode": "census"}
    told = {
        ("mode", "settings"): "unknown setting 'one-sided' (the API spells it 'one_sided') (its settings: census, "
                              "edition, one_sided, design, pieces, use)",
        ("mode", "options"): "unknown option 'time-limit' (the API spells it 'time_limit') (options: time_limit, "
                             "memory_limit)",
        ("hint", None): "unknown field 'time-limit' (the API spells it 'time_limit') (fields: kind, puzzle, position, "
                        "steps, time_limit, memory_limit)",
        ("solve", None): "unknown field 'time-limit' (the API spells it 'time_limit') (fields: kind, puzzle, argument, "
                         "files, options, svg, text); 'time_limit' is an option: send it in 'options', "
                         "{\"options\": {\"time_limit\": ...}}",  # (pass 72: where it goes, as 'time_limit' is told)
    }
    bodies = {("mode", "settings"): {**census, "settings": {"one-sided": True}},
              ("mode", "options"): {**census, "options": {"time-limit": 5}},
              ("hint", None): {"kind": "yinyang", "puzzle": "https://puzz.link/p?yinyang/6/6/6a166b230900",
                               "time-limit": 3},
              ("solve", None): {"kind": "calendar", "argument": "10-06", "time-limit": 3}}
    for key, body in bodies.items():
        reply = api_client.post(f"/api/{key[0]}", json=body)
        assert (reply.status_code, reply.json()) == (422, {"error": told[key]})
    reply = api_client.post("/api/mode", json={**census, "settings": {"edtion": "weekday"}})  # no dashes: the one
    assert reply.json()["error"].startswith("unknown setting 'edtion' (did you mean 'edition'?)")  # meant (pass 71)
    reply = api_client.post("/api/mode", json={**census, "settings": {"zzz": "weekday"}})  # nothing close: as before
    assert reply.json()["error"].startswith("setting 'zzz' does not apply to the Calendar puzzle mode 'census'")


def test_a_domino_fit_board_without_its_first_line_is_told_to_add_it(run_cli, tmp_path, api_client):
    text = (Path(__file__).parents[1] / "examples" / "dominofit-8x8.txt").read_text().split("\n", 1)[1]
    (tmp_path / "d.txt").write_text(text)  # docs/dominofit.md's format with its first line left out
    told = ("a Domino Fit board with no first line naming it: write 'dominofit rule=cell' (or rule=dot, the scoring "
            "rule) on a line of its own above the column targets")
    assert run_cli("solve", str(tmp_path / "d.txt")) == (2, "", f"gridsat: error: d.txt: {told}\n")
    # "d.txt: not a puzzle gridsat can read (kinds: ...)" before, on the web and in batch too
    assert api_client.post("/api/solve", json={"puzzle": text}).json() == {"error": f"puzzle: {told}"}


def test_an_item_line_separated_by_commas_is_named(run_cli, tmp_path):
    (tmp_path / "c.dlx").write_text("a, b, c\na b\nc\n")  # was "line 2: unknown item 'a' (not on the item line)" alone
    assert run_cli("cover", str(tmp_path / "c.dlx")) == (2, "", (
        "gridsat: error: c.dlx: line 2: unknown item 'a' (not on the item line); the item line has 'a,': items are "
        "separated by spaces, not commas\n"))
    (tmp_path / "d.dlx").write_text("a b c\na b\nd\n")  # an item truly unknown: as before
    assert run_cli("cover", str(tmp_path / "d.dlx"))[2] == (
        "gridsat: error: d.dlx: line 3: unknown item 'd' (not on the item line)\n")


def test_an_edition_s_pieces_separated_by_commas_are_told_so(run_cli, tmp_path):
    (tmp_path / "e.txt").write_text("[editions]\nmine = standard : O6, U5, V5, T5, L5, N5, Y5, P5\n")
    assert run_cli("calendar", "10-06", "--edition", str(tmp_path / "e.txt"))[2] == (  # the last clause is new
        "gridsat: error: e.txt: line 2: edition mine uses piece 'O6,', which is not defined (pieces: O6 H6 and the "
        "libraries' I4 .. T4, F5 .. Z5, H01 .. H35); separate the pieces by spaces, not commas\n")


def test_a_piece_drawn_with_spaces_between_its_squares_is_told_why_it_falls_apart(run_cli, tmp_path):
    (tmp_path / "p.txt").write_text("I: # # # #\n")  # a board mask reads '# # #' as three cells; a piece's spaces
    assert run_cli("pack", "--board", "1x4", "--pieces", str(tmp_path / "p.txt"))[2] == (  # are empty squares
        "gridsat: error: p.txt: line 1: piece I is not edge-connected; a space is an empty square: write the rows "
        "without spaces ('##/#.')\n")  # "piece I is not edge-connected" alone before
    (tmp_path / "q.txt").write_text("X: #./.#\n")
    assert run_cli("pack", "--board", "1x4", "--pieces", str(tmp_path / "q.txt"))[2] == (
        "gridsat: error: q.txt: line 1: piece X is not edge-connected\n")
